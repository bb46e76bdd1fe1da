"""Traditional Chinese letters and their Simplified forms, read as one: the Chinese pack's patterns and
examples are Simplified, and a request to the ceiling is matched on its folded text (Japanese patterns
and text are folded alike, so a 問題 or 結果 there still matches)."""

from __future__ import annotations

TRADITIONAL_TO_SIMPLIFIED: tuple[str, str] = (
    "過題結對標記設為確運刪數據準績錄寫調這個們幫讓給請項參號錯變處動歷紀測評無還會時間問嗎誰經從裡裏類計盡權帳額預練訓關聯戶"
    "餘寬鍵議謝淨場麼筆將開點讀輸擇選構獲賬銷毀棄掃廢齊統幾條語說認證發級總體實際現歸驗門線機辦換蓋邊試資團隊報學習導誤舊輪務"
    "狀況區檢視編輯煩嚴啟進費敘礎來應該兩與於並後沒別樣種義東專業員單雙範則規詳細話顯聽見覺擊鐘錶萬億價錢貴賣買續斷紐網頁庫儲"
    "檔態載傳週滿夠虧碼鑰僅許劃畫圖張長頭腦電郵訊頻綁鏈連屬隸閱覽舉組織兌贈執積減麗產適難較優勢異備當終協覆複雜簡強",
    "过题结对标记设为确运删数据准绩录写调这个们帮让给请项参号错变处动历纪测评无还会时间问吗谁经从里里类计尽权账额预练训关联户"
    "余宽键议谢净场么笔将开点读输择选构获账销毁弃扫废齐统几条语说认证发级总体实际现归验门线机办换盖边试资团队报学习导误旧轮务"
    "状况区检视编辑烦严启进费叙础来应该两与于并后没别样种义东专业员单双范则规详细话显听见觉击钟表万亿价钱贵卖买续断纽网页库储"
    "档态载传周满够亏码钥仅许划画图张长头脑电邮讯频绑链连属隶阅览举组织兑赠执积减丽产适难较优势异备当终协复复杂简强",
)
