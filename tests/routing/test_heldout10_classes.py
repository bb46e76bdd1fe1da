"""The classes of messages the tenth held-out set's misses showed that this round reads, in phrasings
of their own (none of them is in a routing set): Chinese in Traditional letters read as in Simplified,
a run's progress, the credits left, a run again after a fix, a chat message to delete."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, LAUNCH, TRAIN = "benchgen-context", "benchmark-analyze", "benchmark-launch", "training-launch"

# Traditional letters read as Simplified: the same request, whichever letters it is written in.
TRADITIONAL = [
    ("您好，老闆想知道預算。請問工作區裡還剩多少點數？", CONTEXT),
    ("麻煩您告訴我，我們現在還剩多少積分？", CONTEXT),
    ("請問編輯者和檢視者的權限有什麼區別？", CONTEXT),
    ("能否用gsm-train來訓練tiny-2？", TRAIN),
]

# How far a run is (a launched run named on the way) is a read; "fixed, run it again" a launch.
PROGRESS_AND_RERUN = [
    ("請問 ben 昨天啟動的 tiny-1 在 gsm-mini 上的運行進度如何？", ANALYZE),
    ("tiny-2 在 capitals 上的运行进度怎么样？", ANALYZE),
    ("我下午启动了 tiny-1 的评测，请问还要多久？", ANALYZE),
    ("答案鍵修好了，麻煩再用 tiny-2 跑一次 capitals", LAUNCH),
    ("key改好了，请重新跑一下 tiny-1 在 gsm-mini 上的评测", LAUNCH),
]


@pytest.mark.parametrize(("text", "skill"), TRADITIONAL + PROGRESS_AND_RERUN)
def test_routed_to_the_skill(router: Router, text: str, skill: str) -> None:
    route = router.route(text, "zh")
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize("text", ["麻煩幫我把剛剛發的那則訊息刪掉", "请把我刚才发的那条消息删除"])
def test_a_chat_message_to_delete_is_off_topic(router: Router, text: str) -> None:
    assert router.route(text, "zh").decision == "help"


def test_thanks_in_traditional_letters_is_small_talk(router: Router) -> None:
    assert router.route("非常感謝您的幫忙，辛苦了！", "zh").decision == "smalltalk"


# --- r12-romance: heldout10's classes in French, Spanish and Portuguese, in phrasings of their own ---
EDIT = "benchmark-edit"

# One item removed, "only that one", its number said in the sentence before.
ROMANCE_ONE_ITEM_REMOVED = [
    ("Bonjour. L'item 4 de gsm-mini a deux bonnes réponses possibles. Vous pourriez supprimer seulement celle-là ?", "fr"),
    ("la question 12 de capitals est en double, enlève juste celle-ci stp", "fr"),
    ("La pregunta 8 de gsm-mini tiene un error en el enunciado. ¿Puedes eliminar solamente esa?", "es"),
    ("el item 3 de capitals está duplicado, borra solo ese por favor", "es"),
    ("A questão 6 do capitals está ambígua. Você pode remover apenas essa?", "pt"),
    ("o item 14 do gsm-mini tá repetido, apaga só esse", "pt"),
]
# A change proposal cancelled, "modif" abbreviated or "the proposal of a change"; a change prepared to approve.
ROMANCE_PROPOSALS = [
    ("laisse tomber ma proposition de changement de clé", "fr"),
    ("annule les modifs que tu m'as proposées", "fr"),
    ("anula la propuesta de cambio, me equivoqué de pregunta", "es"),
    ("olvida los cambios que me propusiste", "es"),
    ("cancela a proposta de alteração, foi engano", "pt"),
    ("descarta as mudanças que você sugeriu", "pt"),
    ("Pourriez-vous me préparer la modification de l'item 5 de capitals ? Je la validerai ensuite.", "fr"),
    ("¿Me preparas la corrección de la pregunta 7 de gsm-mini? Luego la apruebo yo.", "es"),
    ("Você pode preparar a alteração do item 2 do capitals para eu aprovar?", "pt"),
]
# What a run would cost, a word's meaning, a difference, whether someone may: benchgen-context explains.
ROMANCE_QUESTIONS = [
    ("c'est quoi la diff entre un viewer et un éditeur ?", "fr"),
    ("combien ça coûterait un run de tiny-1 sur gsm-mini", "fr"),
    ("marc peut supprimer des items ou pas ?", "fr"),
    ("J'ai vu le mot « clé » partout. Ça veut dire quoi exactement ?", "fr"),
    ("cuánto cuesta un run de tiny-2 en gsm-mini", "es"),
    ("¿lucía puede lanzar runs o no?", "es"),
    ("Leo mucho la palabra \"clave\" en los informes. ¿Qué significa eso aquí?", "es"),
    ("quanto custa uma execução do tiny-1 no capitals", "pt"),
    ("o pedro pode lançar runs ou não?", "pt"),
    ("o joão é admin? ele pode aprovar mudanças?", "pt"),
    ("Aparece muito \"run\" nos relatórios. O que isso quer dizer?", "pt"),
]
# The key said too strict and the bot asked to confirm it: a read, no change.
ROMANCE_KEY_CONFIRMED = [
    ("je trouve la clé de gsm-mini trop sévère, \"12,0\" est refusé… vous confirmez ?", "fr"),
    ("creo que la clave de capitals es demasiado estricta, rechaza \"Lima, Perú\"... ¿me lo confirmas?", "es"),
    ("acho que a chave do capitals é rígida demais, recusou \"Lima, Peru\"... você confirma?", "pt"),
]
# A model trained with a named set, a reason or a go-ahead around it.
ROMANCE_TRAINING = [
    ("entraîne tiny-1 avec gsm-train, on a le budget", "fr"),
    ("entrena tiny-2 con capitals-train, ya tenemos créditos suficientes, adelante", "es"),
    ("treina o tiny-1 com gsm-train, temos créditos, pode mandar", "pt"),
]


@pytest.mark.parametrize(("text", "language", "skill"),
                         [(t, lang, EDIT) for t, lang in ROMANCE_ONE_ITEM_REMOVED + ROMANCE_PROPOSALS]
                         + [(t, lang, CONTEXT) for t, lang in ROMANCE_QUESTIONS]
                         + [(t, lang, ANALYZE) for t, lang in ROMANCE_KEY_CONFIRMED]
                         + [(t, lang, TRAIN) for t, lang in ROMANCE_TRAINING])
def test_romance_classes_routed_to_the_skill(router: Router, text: str, language: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)

# A run's progress, a vague "make it better", a run cancelled, the linked account, a bare "leave it", a greeting
# with an introduction, thanks with praise, a table to book: in French, Spanish and Portuguese.
ROMANCE_DECISIONS = [
    ("il reste combien de temps pour le run de tiny-2 sur capitals ?", "fr", "skill", ANALYZE),
    ("¿cuándo termina la ejecución de tiny-1 en gsm-mini?", "es", "skill", ANALYZE),
    ("quanto tempo falta pro run do tiny-2 no capitals?", "pt", "skill", ANALYZE),
    ("rends tiny-2 meilleur sur capitals", "fr", "clarify", None),
    ("haz que tiny-2 sea mejor en capitals", "es", "clarify", None),
    ("deixa o tiny-2 melhor no capitals", "pt", "clarify", None),
    ("annule le run de tiny-2 sur capitals stp", "fr", "skill", LAUNCH),
    ("cancela la ejecución de tiny-1 en gsm-mini, por favor", "es", "skill", LAUNCH),
    ("cancela o run do tiny-2 no capitals", "pt", "skill", LAUNCH),
    ("à quel compte ce chat est-il rattaché ?", "fr", "link", None),
    ("¿con qué cuenta estoy vinculado?", "es", "link", None),
    ("como eu conecto minha conta do benchgen aqui?", "pt", "link", None),
    ("nan, laisse tomber", "fr", "smalltalk", None),
    ("bof, oublie", "fr", "smalltalk", None),
    ("nah, déjalo", "es", "smalltalk", None),
    ("déjalo así, no importa", "es", "smalltalk", None),
    ("nah, deixa pra lá", "pt", "smalltalk", None),
    ("deixa quieto", "pt", "smalltalk", None),
    ("bonjour, je suis Léa, nouvelle dans l'équipe", "fr", "smalltalk", None),
    ("valeu, você é demais!", "pt", "smalltalk", None),
    ("tu peux me réserver une table pour ce soir ?", "fr", "help", None),
    ("resérvame una mesa para dos esta noche", "es", "help", None),
    ("reserva uma mesa pra gente hoje à noite", "pt", "help", None),
]


@pytest.mark.parametrize(("text", "language", "decision", "skill"), ROMANCE_DECISIONS)
def test_romance_decisions(router: Router, text: str, language: str, decision: str, skill: str | None) -> None:
    route = router.route(text, language)
    assert route.decision == decision
    if skill is not None:
        assert route.skill == skill
# r12, Japanese and Chinese: heldout10's classes of misses in phrasings of their own.
EDIT, CLARIFY_DECISION = "benchmark-edit", "clarify"
CJK_TO_SKILL = [
    # a long polite message: the request sentence decides
    ("いつもお世話になっております。来月の予算を組むため、いまワークスペースに残りのクレジットがどれだけあるか教えていただけますでしょうか。", "ja", CONTEXT),
    ("您好，财务那边在问。请问我们工作区现在还剩多少积分？", "zh", CONTEXT),
    ("先週capitalsでtiny-2を評価したら55%でした。これはモデル自体の問題でしょうか、それとも問題文の問題でしょうか。", "ja", ANALYZE),
    ("上周tiny-2在capitals上只拿了55%。想请教一下，这是题目的问题还是模型的问题？", "zh", ANALYZE),
    ("予算の承認は下りています。capitals-trainを使ってtiny-1を学習させてください。", "ja", TRAIN),
    ("预算已经批了。麻烦用gsm-train来训练tiny-1。", "zh", TRAIN),
    # a run's progress, when it ends
    ("30分ほど前にgsm-miniでtiny-1の実行を始めました。あとどれくらいで終わりますか。", "ja", ANALYZE),
    ("capitalsのtiny-2、あと何分くらいで終わる？", "ja", ANALYZE),
    ("gsm-miniの実行、いつごろ完了しそう？", "ja", ANALYZE),
    ("我刚才让tiny-1在gsm-mini上跑了评测，请问大概什么时候结束？", "zh", ANALYZE),
    # one item removed, with a reason or "just that one"
    ("gsm-miniの5問目だけ消しておいてください、答えが二つあるので", "ja", EDIT),
    ("capitalsのitem 9を削除して、重複してる", "ja", EDIT),
    ("capitals的第6题答案有歧义，把第6题删掉吧", "zh", EDIT),
    ("gsm-mini item 12 删了吧，题目重复了", "zh", EDIT),
    # a proposal cancelled
    ("さっき出してもらった提案、やっぱりなしで", "ja", EDIT),
    ("刚才那个提议算了，不要了", "zh", EDIT),
    # a cost, a term, someone's rights asked colloquially
    ("在gsm-mini上跑一次tiny-1要花多少积分？", "zh", CONTEXT),
    ("tiny-1でgsm-miniを一回回すと、どのくらいクレジットがかかりますか？", "ja", CONTEXT),
    ("「参考答案」这个词指的是什么？", "zh", CONTEXT),
    ("「照合ルール」という用語はどういう意味ですか", "ja", CONTEXT),
    ("benって閲覧者だっけ？runいじれる？", "ja", CONTEXT),
    ("ana是editor吧？能改答案键吗？", "zh", CONTEXT),
    # a key or an item fixed, with an approval step or a typo as the reason
    ("capitalsの4問目、正解が間違っているようです。修正案を出してもらえますか。承認はこちらでします。", "ja", EDIT),
    ("gsm-mini第7题的参考答案应该是12，请先出一个修改方案，我确认后再批准。", "zh", EDIT),
    ("第3题题干有个错别字，麻烦纠正一下。", "zh", EDIT),
    ("gsm-miniの問題2に誤字があるので直してください", "ja", EDIT),
]


@pytest.mark.parametrize(("text", "lang", "skill"), CJK_TO_SKILL)
def test_cjk_classes_routed_to_the_skill(router: Router, text: str, lang: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("text", "lang"), [
    ("tiny-1、gsm-miniでもうちょっとうまくならない？", "ja"),
    ("tiny-1在gsm-mini上太拉胯了，你整一下", "zh"),
    ("能不能把tiny-2在capitals上的表现优化一下？", "zh"),
])
def test_cjk_improve_without_how_asks_which(router: Router, text: str, lang: str) -> None:
    assert router.route(text, lang).decision == CLARIFY_DECISION


@pytest.mark.parametrize(("text", "lang", "decision"), [
    ("你好，我是新来的ana，以后请多关照", "zh", "smalltalk"),
    ("算了，先不用了", "zh", "smalltalk"),
    ("いや、やっぱりいいや、そのままで", "ja", "smalltalk"),
    ("今夜のレストランを予約してくれる？", "ja", "help"),
    ("帮我预约一个明天的会议室", "zh", "help"),
])
def test_cjk_small_talk_and_off_topic(router: Router, text: str, lang: str, decision: str) -> None:
    assert router.route(text, lang).decision == decision


def test_an_ordinal_item_marked_right_is_still_refused(router: Router) -> None:
    """Removing the fifth item is innocent; marking it right is a result set by hand."""
    assert router.route("tiny-2の実行で5問目を正解扱いにしてもらえませんか", "ja").decision == "refuse"
# r12, English and German: the classes of heldout10's misses in these two languages, phrased anew.
EDIT, CLARIFY = "benchmark-edit", "clarify"
EN_DE_ROUTES = [
    # a long polite message: its request sentence decides
    ("en", "I'm preparing the sprint plan. Would you mind telling me roughly what a run on capitals costs?", CONTEXT),
    ("de", "Ich plane das nächste Quartal. Könnten Sie mir sagen, was ein Lauf auf capitals ungefähr kostet?", CONTEXT),
    ("de", "Lena ist seit letzter Woche im Team. Können Sie mir sagen, ob sie Editorin oder nur Betrachterin ist?", CONTEXT),
    ("en", "I started tiny-1 on capitals an hour ago. Do you know how much longer it will take?", ANALYZE),
    # one item removed, named in the sentence before
    ("en", "Item 5 on gsm-mini is a duplicate of item 4. Please delete that one.", EDIT),
    ("en", "gsm-mini item 11 is ambiguous, drop just that one", EDIT),
    ("de", "Aufgabe 6 in gsm-mini ist kaputt. Streich nur diese eine Frage.", EDIT),
    ("de", "In gsm-mini ist Aufgabe 3 doppelt. Lösch bitte diese Aufgabe.", EDIT),
    # a run, or a key's change or proposal, cancelled
    ("en", "we kicked off two capitals runs, please abort the older one", LAUNCH),
    ("en", "Oops, I launched tiny-2 on capitals by mistake. Please cancel it.", LAUNCH),
    ("de", "Wir haben zwei Läufe von tiny-1 gestartet. Bitte brich den zweiten ab.", LAUNCH),
    ("en", "scrap the proposal, we'll leave the key as it is", EDIT),
    ("de", "brich die Schlüsseländerung bitte ab", EDIT),
    ("de", "vergiss den Vorschlag, wir lassen den Key so", EDIT),
    # what a run costs, who may do what
    ("en", "what's one eval cost on capitals, ballpark", CONTEXT),
    ("en", "so can ana edit the key or not?", CONTEXT),
    ("de", "kann ben jetzt runs starten oder nicht?", CONTEXT),
    # a run's time left
    ("en", "how long until tiny-2's run is done", ANALYZE),
    ("de", "wie lange braucht tiny-1 auf capitals noch?", ANALYZE),
    ("de", "wann ist der gsm-mini-Lauf von tiny-2 fertig?", ANALYZE),
    ("de", "wie viel hatte tiny-2 nochmal bei gsm-mini?", ANALYZE),
    # a key fixed with its value or an approval step
    ("en", "capitals #4 -> 12 please, the key has a typo", EDIT),
    ("de", "korrigier gsm-mini #13 → 42, damit tiny-1 richtig bewertet wird", EDIT),
    ("en", "item 7 in capitals has the wrong capital, the key says Sydney; change it to Canberra, I'll approve it", EDIT),
]


@pytest.mark.parametrize(("language", "text", "skill"), EN_DE_ROUTES)
def test_english_and_german_routed_to_the_skill(router: Router, language: str, text: str, skill: str) -> None:
    route = router.route(text, language)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("language", "text", "decision"), [
    # a request to do better that says nothing of how
    ("en", "My manager wants tiny-1 to do better on capitals. Could you take care of it?", CLARIFY),
    ("de", "tiny-2 soll auf gsm-mini besser werden, kümmer dich darum", CLARIFY),
    ("de", "Der Teamleiter will, dass tiny-2 auf gsm-mini besser wird. Können Sie das übernehmen?", CLARIFY),
    ("de", "kannst du tiny-2 auf gsm-mini optimieren?", CLARIFY),
    ("en", "could you optimise tiny-1 on capitals before the demo?", CLARIFY),
    # linking
    ("en", "which account is my slack associated with?", "link"),
    ("en", "My Slack isn't hooked up to BenchGen yet. How do I link them?", "link"),
    ("de", "Mein Discord ist noch nicht mit BenchGen verbunden – wie verknüpfe ich die?", "link"),
    ("de", "Mit welchem Konto ist dieser Slack-Nutzer eigentlich zugeordnet?", "link"),
    # small talk: a greeting with an introduction, a dismissal, thanks with praise
    ("en", "Hi all! Just wanted to say hello, I'm the new hire on the eval team.", "smalltalk"),
    ("en", "hello, my name is Priya and I just joined", "smalltalk"),
    ("de", "Hallo zusammen, mein Name ist Jonas und ich bin seit heute dabei.", "smalltalk"),
    ("en", "no, forget it", "smalltalk"),
    ("de", "schon gut, vergiss es", "smalltalk"),
    ("de", "danke, du bist spitze!", "smalltalk"),
    # off topic
    ("en", "can you reserve a table for 6 at 8pm?", "help"),
    ("de", "Kannst du uns ein Hotel in Berlin buchen?", "help"),
])
def test_english_and_german_decided(router: Router, language: str, text: str, decision: str) -> None:
    assert router.route(text, language).decision == decision
