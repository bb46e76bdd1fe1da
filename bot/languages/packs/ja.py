"""Japanese: the words the router reads Japanese messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="ja",
    yes=frozenset({
        "ok です", "いいです", "いいよ", "うん", "ええ", "おねがいします", "お願い", "お願いします", "どうぞ", "はい", "はい、お願いします", "はいお願いします", "了解",
        "了解です", "確定", "確認",
    }),
    no=frozenset({
        "いいえ", "いや", "だめ", "やめて", "やめておく", "やめる", "キャンセル", "結構です",
    }),
    ceiling=Lexicon(
        delete="削除|消して|消す|消し|消去|破棄|捨て|なくして|無くして|抹消|消しちゃ|消そう|消しと|消えて|取り除|除去",
        benchmark="ベンチマーク|ベンチ|丸ごと|まるごと|全部|完全に|もう(いらない|要らない|使わない)",
        runs="(全部|すべて|全て)の?(実行|結果|ラン)|(実行|結果|ラン)(履歴)?(を)?(全部|すべて|全て)",
        set=r"(に|へ)\s*(して|する|設定|変更|書き換え|上げ|下げ|修正|登録|入力|直して|しといて|しておいて|しちゃって|変えて|改ざん)|(設定|変更|書き換え|上書き|登録|入力|改ざん)(して|する|しろ|お願い)",
        put=r"(に|へ)\s*(して|する|設定|書き換え|登録|入力|しといて|しておいて|しちゃって|改ざん)",
        score="スコア|点数|得点|結果|正答率|成績|精度",
        by_hand="手動|手作業|手で|手入力",
        mark_right="(正解|不正解|合格)(として|に)(マーク|記録|登録)",
        innocent=r"項目|問題|アイテム|問\s*\d|キー|参照|解答|受け入れ|許容|広げ|提案|依頼|連携|アカウント|メッセージ|スレッド|学習|トレーニング|クレジット|残高|回答",
        keep="(この|その)実行(?!.{0,4}(全部|すべて|全て))|比較から|一覧から|表から|グラフから",
        how=r"どうやって|方法|どうすれば|できますか|できる\?|できるの|誰が|なぜできない|どうしたら|可能|どうなる",
        question="なぜ|なんで|どうして|何点|何%|いくつ",
        cjk=True,
    ),
    link=(
        Phrase(pattern="(連携|リンク|接続|紐付け|紐づけ)(を)?(解除|外し|やめ)", weight=1.2, intent="unlink"),
        Phrase(pattern="(アカウント|benchgen)[^。]{0,12}(連携|リンク|紐付け|紐づけ|接続|つない|繋い|つなげ|繋げ)", weight=1, intent="link"),
        Phrase(pattern="(連携|リンク|紐付け)(して|したい|する|させて|お願い)", weight=0.8, intent="link"),
    ),
    short=(
        Phrase(pattern=r"^\W*(こんにちは|こんばんは|おはよう(ございます)?|どうも)\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(ありがとう(ございます)?)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*(ヘルプ|助けて)\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    follow_up=r"^(じゃあ|では|それで|なら)|(は|も|では|だと|の場合|なら)\s*[?？]?$",
    again="(もう一度|もう一回|再度|また).{0,6}提案|再提案",
)
