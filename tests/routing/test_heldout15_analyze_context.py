"""The classes of messages on the analyze/context boundary the fourteenth and fifteenth held-out sets'
misses showed: a reference or a key asked to be looked at with nothing changed yet, or checked first and
changed only if so; a question whether the key or a reference is right; how a named model's score came
about, against how scoring works in general; who may do what; what the bot can do, said casually.
Phrasings of our own per class and language, then the sets' messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, LAUNCH = "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch"
TRAINING = "training-launch"

# A doubt about a reference or a key, asked to be looked at with nothing changed yet: a read.
LOOKED_AT_ONLY = [
    ("en", "item 7 on capitals: I think the reference answer is wrong, can you check? don't change anything yet"),
    ("en", "the key for item 3 in gsm-mini looks off to me, just look, don't touch anything for now"),
    ("en", "could you check whether the reference of question 5 in capitals is right? please don't change anything"),
    ("de", "Die Referenz bei Aufgabe 4 in capitals kommt mir falsch vor. Bitte prüfen, aber noch nichts ändern"),
    ("de", "Schau dir mal die Lösung von Aufgabe 8 in gsm-mini an, ich glaube die ist falsch – ändere aber noch nichts"),
    ("fr", "je crois que la clé de l'item 5 de capitals est fausse, regarde mais ne change rien pour l'instant"),
    ("fr", "la référence de la question 9 dans gsm-mini est louche, juste vérifier stp, pas encore de modif"),
    ("es", "la referencia del ítem 13 en gsm-mini me parece rara, ¿puedes revisarla sin cambiar nada?"),
    ("es", "creo que la respuesta de referencia de la pregunta 4 de capitals está mal, míralo pero no toques nada todavía"),
    ("pt", "a referência do item 13 no gsm-mini parece errada, dá uma olhada sem mudar nada"),
    ("pt", "acho que o gabarito da questão 6 do capitals está errado, confere mas não mexe em nada ainda"),
    ("zh", "gsm-mini的第13题参考答案好像不对，帮我看看，先别改"),
    ("zh", "capitals 第5题的标准答案是不是错了？先不要动，只看一下"),
    ("ja", "gsm-miniの13番の正解、おかしい気がします。確認だけお願いします、まだ変えないで"),
    ("ja", "capitalsの問題4の模範解答が間違ってるかも。見てほしいけど、まだ何も変更しないでください"),
]

# A check asked first, a change only if it finds one: the analysis checks (and proposes the change itself).
CHECKED_FIRST = [
    ("en", "check whether the capitals key is too strict and if so widen it"),
    ("fr", "vérifie si la clé de capitals est trop stricte et si oui élargis-la"),
    ("es", "revisa si la clave de capitals es demasiado estricta y, si es así, amplíala"),
    ("pt", "verifica se a chave do capitals está rígida demais e, se for o caso, amplia"),
    ("zh", "检查一下 capitals 的答案键是不是太严格，如果是的话就放宽"),
    ("ja", "capitalsのキーが厳しすぎないか確認して、そうなら広げて"),
]

# ...while a change asked outright stays an edit, "nothing else" or no: and a rerun "changing nothing" is a run.
STILL_ASKED = [
    ("en", "the reference for item 13 in gsm-mini is wrong, change it to 42 and don't change anything else", EDIT),
    ("de", "Die Referenz bei Aufgabe 13 in gsm-mini ist falsch, ändere sie auf 42, sonst nichts ändern", EDIT),
    ("ja", "gsm-mini の問題9の文章が分かりにくいので、答えは変えずに表現を修正していただけますか。", EDIT),
    ("en", "widen the capitals key so that 'Tokyo, Japan' counts", EDIT),
    ("en", "rerun tiny-1 on gsm-mini, don't change anything", LAUNCH),
]

# A question whether the key is too strict or an item's reference is right, with an example; whether the model or the
# benchmark is at fault; how far a run is: reads (Japanese and Chinese).
ASKED_WHETHER = [
    ("ja", "gsm-miniのキーってちょっと厳しすぎない？「42個」がダメになってる"),
    ("ja", "capitalsのキー、厳しすぎませんか？「パリ、フランス」が不正解です"),
    ("zh", "capitals的答案键是不是太严格了？\"东京，日本\"被判错了"),
    ("zh", "capitals 的 key 会不会太严了？“巴黎, 法国”都算错"),
    ("ja", "capitalsの5番の答え、シドニーになってるけどキャンベラじゃないですか？"),
    ("ja", "gsm-miniの問題7の正解って18じゃなくて21では？"),
    ("zh", "gsm-mini 第13题的标准答案写的是24，不应该是42吗？"),
    ("zh", "capitals 第5题的参考答案是悉尼，难道不是堪培拉吗？"),
    ("zh", "gsm-mini第7题答案是18？应该是21吧？"),
    ("zh", "tiny-2 在 gsm-mini 上分数低，是 key 的问题还是模型的问题？"),
    ("zh", "这是模型不行还是题目有问题？tiny-1 gsm-mini 只有 60"),
    ("ja", "tiny-2がcapitalsで低いのはキーのせい？モデルのせい？"),
    ("ja", "gsm-miniでtiny-1が60点なのは、モデルの問題ですか、それともベンチマークの問題ですか"),
    ("ja", "tiny-1のgsm-miniの実行、どこまで進んだ？"),
    ("ja", "gsm-miniのラン、どれくらい進んでる？"),
]

# ...while a change asked stays an edit, and a run asked a launch.
CHANGE_ASKED = [
    ("ja", "capitalsのキー、厳しすぎるので広げてください", EDIT),
    ("ja", "capitalsのキーが厳しすぎる。「東京、日本」も正解にして", EDIT),
    ("ja", "gsm-miniの13番の正解を42に直してください", EDIT),
    ("zh", "gsm-mini 第13题的标准答案改成42", EDIT),
    ("ja", "tiny-2をcapitalsでもう一回ランして", LAUNCH),
]

# How a named model's score came about, and where the models stand overall: reads.
SCORE_EXPLAINED = [
    ("es", "¿cómo salió la nota de tiny-1 en capitals? ¿de dónde viene ese 70?"),
    ("zh", "tiny-1 在 capitals 上的分数是怎么计算的？"),
    ("en", "how was tiny-2's score on gsm-mini computed?"),
    ("en", "how did tiny-1 end up with 70 on capitals, how is that calculated?"),
    ("de", "wie wurde der Score von tiny-2 auf gsm-mini berechnet?"),
    ("fr", "comment est calculé le score de tiny-2 sur gsm-mini ?"),
    ("pt", "como foi calculada a nota do tiny-2 no gsm-mini?"),
    ("ja", "tiny-2のgsm-miniのスコアはどうやって計算されたの？"),
    ("de", "Kurzer Überblick bitte: wo stehen unsere Modelle gerade?"),
    ("fr", "tu peux me faire un point rapide sur où en sont nos modèles ?"),
    ("es", "dame un resumen rápido de cómo van nuestros modelos"),
    ("pt", "me dá um panorama geral de como estão nossos modelos?"),
    ("zh", "我们的模型现在整体表现怎么样？给我个概况"),
    ("ja", "うちのモデルの現状をざっくり教えて"),
]

# What a word means, how scoring or re-scoring works, who may do what, what a price is counted by: benchgen-context.
PRODUCT_QUESTIONS = [
    ("en", "what's a 'reference answer' exactly? is it the same as the key?"),
    ("zh", "BenchGen 里说的“版本”是指 benchmark 的历史吗？"),
    ("ja", "キーって正解のことですか？"),
    ("en", "how does scoring work, is it an exact match against the key?"),
    ("de", "wie funktioniert das Scoring, ist das ein exakter Vergleich mit dem Key?"),
    ("es", "¿cómo funciona la puntuación? ¿es una comparación exacta con la clave?"),
    ("pt", "como funciona a pontuação, é comparação exata com a chave?"),
    ("en", "when the key changes, is the re-scoring automatic?"),
    ("de", "Kann der Tom eigentlich Trainings starten oder darf das nur ein Admin?"),
    ("fr", "Julie est éditrice, elle a le droit de modifier les clés ?"),
    ("fr", "Je suis viewer, je peux lancer un entraînement ?"),
    ("en", "is a run charged per item or per run?"),
    ("fr", "> un entraînement coûte 150 crédits\nc'est par modèle ou par jeu d'entraînement ?"),
    ("es", "> un entrenamiento cuesta 150 créditos\n¿eso es por modelo o por conjunto?"),
    ("de", "> ein Training kostet 150 Credits\nist das pro Modell oder pro Trainingsset?"),
    ("pt", "> um treino custa 150 créditos\nisso é por modelo ou por conjunto de treino?"),
    ("zh", "> 训练花费 150 积分\n这是按模型算还是按训练集算？"),
]

# What the bot can do, asked casually: the help.
WHAT_CAN_YOU_DO = [
    ("en", "ok so what else can you do?"),
    ("en", "what can you even do, I'm new here"),
    ("de", "Was kannst du eigentlich alles? Bin neu hier"),
    ("es", "¿qué haces exactamente? soy nuevo"),
    ("pt", "o que você faz exatamente? sou nova aqui"),
    ("zh", "你到底能干嘛？我刚来"),
    ("ja", "結局何ができるの？新人です"),
]

# ...while a request stays one.
STILL_REQUESTS = [
    ("en", "can you run tiny-2 on capitals?", LAUNCH),
    ("fr", "relance tiny-2 sur capitals", LAUNCH),
    ("en", "please run tiny-2 on capitals, no changes to the benchmark", LAUNCH),
    ("en", "the capitals key is too strict, please widen it", EDIT),
    ("en", "what's the key for item 4 in capitals?", ANALYZE),
]

# Why a model failed asked first and a training after it: the analysis first; a training asked first stays a training.
WHY_FIRST = [
    ("en", "find out why tiny-1 tanked on gsm-mini and then fine-tune it on gsm-train", ANALYZE),
    ("de", "schau warum tiny-2 bei capitals so schlecht war und trainier ihn dann mit capitals-train", ANALYZE),
    ("fr", "regarde pourquoi tiny-1 a raté gsm-mini, puis entraîne-le sur gsm-train", ANALYZE),
    ("es", "mira por qué tiny-2 falló en capitals y luego entrénalo con capitals-train", ANALYZE),
    ("ja", "tiny-1がgsm-miniで落ちた原因を調べてから、gsm-trainで学習させて", ANALYZE),
    ("zh", "先分析一下 tiny-2 为什么在 capitals 上错了，然后用 capitals-train 训练它", ANALYZE),
    ("en", "train tiny-2 on capitals-train and then tell me why it failed before", TRAINING),
    ("en", "fine-tune tiny-1 on gsm-train", TRAINING),
]

# The sets' messages.
SET = [
    ("en", "hmm item 13 in gsm-mini, the reference says 24 but I get 42 by hand... does the reference look wrong to you "
           "or am I miscounting? dont change anything yet pls", ANALYZE),
    ("de", "Ich glaube die Referenzantwort bei Aufgabe 13 in gsm-mini stimmt nicht, kannst du mal drauf schauen? "
           "Nur schauen, noch nichts ändern bitte", ANALYZE),
    ("fr", "la réponse de référence de l'item 13 (gsm-mini) me parait bizarre, 24 ? tu peux vérifier sans rien modifier", ANALYZE),
    ("de", "Prüf mal ob der capitals-Key zu streng ist und wenn ja, erweiter ihn gleich", ANALYZE),
    ("ja", "capitalsの正解キー、厳しすぎませんか？「東京、日本」が不正解になってる", ANALYZE),
    ("ja", "gsm-miniの13番の正解、24になってるけど42じゃない？", ANALYZE),
    ("zh", "到底是模型问题还是 benchmark 问题？tiny-1 在 capitals 才 70", ANALYZE),
    ("ja", "モデルのせい？ベンチマークのせい？ tiny-1 / gsm-mini", ANALYZE),
    ("ja", "tiny-2のcapitalsのラン、今どのくらい進んでますか", ANALYZE),
    ("es", "cómo se calcula el score de tiny-2 en gsm-mini?", ANALYZE),
    ("zh", "tiny-2 的90分是怎么算出来的", ANALYZE),
    ("en", "Can someone give me the high-level picture on where our models stand? Just need the gist for the exec sync.",
     ANALYZE),
    ("en", "sorry if this is a dumb question but what is a 'key' exactly in benchgen? is it like the answers?", CONTEXT),
    ("zh", "不好意思问个基础问题，BenchGen 里的 key 是指标准答案吗？", CONTEXT),
    ("fr", "Comment ça marche le scoring, c'est une comparaison exacte avec la clé ?", CONTEXT),
    ("fr", "comment ça marche le re-scoring quand on change la clé, c'est automatique ?", CONTEXT),
    ("de", "Darf ich als Praktikant eigentlich Runs starten oder kann das nur cara?", CONTEXT),
    ("fr", "Ben est viewer, il peut lancer un entraînement ou pas ?", CONTEXT),
    ("de", "Darf die Ana eigentlich Keys ändern oder muss das die Cara machen?", CONTEXT),
    ("en", "> training costs 150 credits\nis that per model or per training set?", CONTEXT),
    ("pt", "vê por que o tiny-2 errou no capitals e depois treina ele com capitals-train", ANALYZE),
]

HELP_SET = [
    ("en", "so what can you actually do besides judge my models"),
    ("fr", "tu fais quoi exactement ? je débute ici"),
]


def _routes_to(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("lang", "text"), LOOKED_AT_ONLY)
def test_a_reference_looked_at_with_nothing_changed_is_a_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text"), CHECKED_FIRST)
def test_a_check_first_and_a_change_if_so_is_a_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text", "skill"), STILL_ASKED)
def test_a_change_asked_outright_is_not_a_look(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text"), ASKED_WHETHER)
def test_a_question_whether_the_key_or_a_reference_is_right_is_a_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text", "skill"), CHANGE_ASKED)
def test_a_change_or_a_run_asked_is_not_a_question(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text"), SCORE_EXPLAINED)
def test_how_a_named_model_s_score_came_about_is_a_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text"), PRODUCT_QUESTIONS)
def test_a_question_about_the_product_is_explained(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, CONTEXT)


@pytest.mark.parametrize(("lang", "text"), WHAT_CAN_YOU_DO + HELP_SET)
def test_what_can_you_do_said_casually_is_the_help(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == "help"


@pytest.mark.parametrize(("lang", "text", "skill"), STILL_REQUESTS)
def test_a_request_stays_one(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text", "skill"), WHY_FIRST)
def test_why_asked_before_a_training_is_analysed_first(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text", "skill"), SET)
def test_the_sets_messages(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)
