"""Chinese: the words the router reads Chinese messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="zh",
    yes=frozenset({
        "可以", "嗯", "好", "好的", "好的，确认", "对", "是", "是的", "没问题", "确定", "确认", "行",
    }),
    no=frozenset({
        "不", "不是", "不用", "不用了", "不要", "取消", "否", "算了",
    }),
    ceiling=Lexicon(
        delete=r"删除|删掉|删了|删去|移除|清除|销毁|去掉|扔掉|清空|干掉|抹掉|抹除|丢掉|作废|删|清掉|全清",
        benchmark="基准|测评集|评测集|数据集|整个|彻底|全部|没用了|不要了|不用了",
        runs=r"(所有|全部)的?(运行|结果|跑分|成绩)|运行(记录|历史)|跑分(历史|记录)|(运行|跑分)历史",
        set="设为|设成|改为|改成|设置为|设置成|调到|调成|改到|定为|写成|记为|记成|录入|填成|标成|提到|提高到|变成|弄成|搞成|设到|调整为|给.{0,20}(打|记|算)|直接(改|设|写)",
        put="设为|设成|设置为|设置成|定为|写成|记为|记成|录入|填成|标成|设到|给.{0,20}(打|记)",
        score=r"分数|得分|成绩|结果|准确率|正确率|\d\s*分",
        by_hand="清零|归零|手动|手工|人工|手改",
        mark_right=r"(标记|标成|标为|改判)(为)?(正确|对|通过|错误|错)|^(?!.*也)(?=.*(改成|改为|改判为?|算成|算作|当成|判为|判成|算)(正确|对的|对|通过|满分))",
        innocent=r"第\s*\d+\s*(题|项|道)|题目|\d+\s*号题|题|答案|参考|接受|放宽|提议|请求|关联|账号|账户|消息|训练|积分|余额|预算",
        keep="这次运行|这个运行|从对比|从列表|图表|表格里|对比里",
        wants=r"我想|我要",
        how=r"怎么|如何|怎样|能不能.{0,4}(告诉|说明)|谁可以|谁能|为什么不能|方法|我能.{0,20}吗|能不能|可以.{0,20}吗|谁有权限|就问问|只是问问|随便问问|好奇",
        question="为什么|多少",
        cjk=True,
    ),
    link=(
        Phrase(pattern="(解除关联|取消关联|解绑|取消绑定|断开)", weight=1.2, intent="unlink"),
        Phrase(pattern="(关联|绑定|连接|链接)[^。]{0,10}(账号|账户|benchgen)", weight=1, intent="link"),
    ),
    short=(
        Phrase(pattern=r"^\W*(你好|您好|嗨|在吗|哈喽)(呀|啊|哈)?\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(谢谢|多谢)\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*(帮助|救命)\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    general=r"(?<![了过])多少钱|要花多少|同一个(积分|额度)|(如果|要是)[^。？]{0,40}(会|还)[^。？]{0,20}(变|没|消失|受影响)|(查看者|viewer|编辑者|editor)[^。？]{0,6}(能|可以)|(查看者|编辑者|管理员|viewer|editor|admin)[^。？]{0,15}区别|(viewer|查看者|管理员|admin|editor|编辑者)\s*(能|可以|才能)|比.{0,20}(贵|便宜)|会怎样|会怎么样|(可以|能)(被)?(删除|删掉|恢复|撤销)吗",
    vague=r"修一下|修好|修复|修正|提升|提高|改进|好一点|处理一下|解决|搞定|太差|想办法",
    decisive=r"答案键|键|参考答案|标准答案|第\s*\d+\s*题|题目|训练|微调|跑|运行|评测|为什么|比较|对比|删|添加|撤销|回滚|积分|版本|模型|哪个|谁|分析",
    follow_up=r"^(那|那么)|(呢|怎么样|如何)\s*[?？]?$",
    again="再(提议|提一次|提出|建议)|重新(提议|提出|建议)",
)
