"""The classes of messages the twelfth held-out set's misses showed, in French, Spanish, Portuguese and
Chinese: phrasings of our own per class (none of them is in a routing set), then the set's messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, LAUNCH = "benchgen-context", "benchmark-analyze", "benchmark-edit", "benchmark-launch"

# Questions about the workspace or the product: which training sets exist or whether there are others, how the
# score is computed or an answer judged right, whether someone may do something.
PRODUCT = [
    ("fr", "quels jeux d'entraînement sont disponibles ?"),
    ("fr", "il y a d'autres données d'entraînement que gsm-train ?"),
    ("fr", "on a un set d'entraînement pour capitals ?"),
    ("es", "¿hay algún conjunto de entrenamiento para gsm-mini?"),
    ("es", "aparte de gsm-train hay otros datos de entrenamiento?"),
    ("es", "¿cuáles son los sets de entrenamiento?"),
    ("pt", "quais conjuntos de treino existem?"),
    ("pt", "tem outro set de treino além do capitals-train?"),
    ("pt", "quais dados de treinamento a gente tem"),
    ("zh", "还有别的训练数据吗"),
    ("zh", "训练集有哪些？"),
    ("zh", "除了 gsm-train 还有其他训练集吗"),
    ("zh", "gsm-mini 有训练集吗"),
    ("fr", "capitals-train c'est le seul jeu d'entraînement ?"),
    ("es", "¿gsm-train es el único conjunto de entrenamiento?"),
    ("pt", "o gsm-train é o único set de treino?"),
    ("fr", "Comment est calculée la note ? C'est juste le pourcentage de bonnes réponses ?"),
    ("fr", "comment vous décidez si une réponse est juste ?"),
    ("es", "¿cómo deciden si una respuesta es correcta?"),
    ("pt", "Como a nota é calculada? É a porcentagem de itens certos?"),
    ("pt", "como vocês decidem se uma resposta tá certa?"),
    ("zh", "分数是按什么标准判对错的？"),
    ("zh", "答案是怎么判对错的？要完全一样吗？"),
    ("zh", "得分规则是什么？是完全匹配吗？"),
    ("fr", "et cara, elle peut modifier les clés ou pas ?"),
    ("fr", "du coup ben il peut lancer un entraînement ou pas"),
    ("es", "¿y ben puede lanzar runs o no?"),
    ("pt", "e o ben, ele pode rodar avaliações ou não?"),
    ("fr", "ana peut lancer des entraînements ?"),
    ("es", "¿ana puede entrenar modelos?"),
    ("pt", "a cara pode lançar treino?"),
    ("es", "qué era una clave?"),
    ("pt", "chave é o quê mesmo?"),
    ("zh", "key是啥来着"),
    ("zh", "答案键是什么意思来着"),
]


@pytest.mark.parametrize(("lang", "text"), PRODUCT)
def test_a_product_question_is_explained(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", CONTEXT)


# A doubt about the key or a reference, with or without a question mark, and whether an item was counted right
# for a model: reads. A change asked of the key, a reference set to a value, one item removed with a reason, a run
# started after the key's fix or stopped, a model trained with a training set named: the skill that does it.
REQUESTS = [
    ("fr", "la référence de l'item 7 me semble bizarre", ANALYZE),
    ("fr", "j'ai l'impression que la réponse attendue du 13 est fausse", ANALYZE),
    ("fr", "la clé de capitals est trop stricte je trouve", ANALYZE),
    ("fr", "la clé de gsm-mini me paraît trop sévère", ANALYZE),
    ("es", "la clave de capitals me parece demasiado estricta", ANALYZE),
    ("es", "la referencia del 13 me parece rara", ANALYZE),
    ("pt", "a referência do 13 tá esquisita", ANALYZE),
    ("pt", "acho que o gabarito do capitals tá rígido demais", ANALYZE),
    ("zh", "capitals 的答案键感觉太严格了", ANALYZE),
    ("zh", "第5题的参考答案好像写错了", ANALYZE),
    ("zh", "我觉得第13题参考答案有问题", ANALYZE),
    ("fr", "l'item 13 a été compté juste pour tiny-2 ?", ANALYZE),
    ("fr", "est-ce que la question 5 a été jugée correcte pour tiny-1", ANALYZE),
    ("es", "¿el ítem 13 se contó bien para tiny-2?", ANALYZE),
    ("es", "la pregunta 5 se la dieron por buena a tiny-1?", ANALYZE),
    ("pt", "a questão 5 foi considerada certa pro tiny-1?", ANALYZE),
    ("pt", "o item 7 contou como acerto pro tiny-2?", ANALYZE),
    ("zh", "第5题tiny-2算对了吗", ANALYZE),
    ("zh", "第3题给 tiny-1 判的是对还是错", ANALYZE),
    ("zh", "tiny-2 的第9题判对没有", ANALYZE),
    ("fr", "on dirait que la clé de capitals refuse des bonnes réponses", ANALYZE),
    ("es", "creo que la clave de capitals rechaza respuestas correctas", ANALYZE),
    ("zh", "感觉 capitals 的 key 把对的答案判错了", ANALYZE),
    ("es", "la respuesta esperada del 13 está mal creo", ANALYZE),
    ("zh", "还没跑完吗？", ANALYZE),
    ("fr", "la clé de capitals refuse des bonnes réponses, faut l'élargir", EDIT),
    ("fr", "La clé de capitals est beaucoup trop stricte, élargis-la pour accepter « Lima, Pérou »", EDIT),
    ("es", "la clave de capitals es demasiado estricta, debería aceptar 'Lima, Perú'", EDIT),
    ("pt", "o gabarito do capitals tá rígido demais, tem que aceitar 'Lima, Peru'", EDIT),
    ("zh", "capitals 的答案键太严格了，「利马，秘鲁」应该算对", EDIT),
    ("fr", "corrige l'item 13 de gsm-mini c'est 42 pas 24", EDIT),
    ("es", "arregla la 7 de gsm-mini, es 56", EDIT),
    # an item's value given as a share is its reference too (a word problem may ask for a percentage): the
    # edit skill proposes it, and nothing changes without a yes; a model's score set to a share is refused below
    ("es", "corrige el 13 de gsm-mini, es 90%", EDIT),
    ("pt", "conserta o 9 do gsm-mini, é 36", EDIT),
    ("zh", "capitals 第9题的城市写错了，这题没法用，帮我删掉", EDIT),
    ("zh", "第3题题目本身有歧义，把它去掉吧", EDIT),
    ("zh", "答案键改好以后再跑一次 tiny-2 的 capitals", LAUNCH),
    ("fr", "Maintenant que la clé de capitals a été corrigée, relance tiny-1", LAUNCH),
    ("pt", "agora que a chave foi corrigida roda o tiny-1 de novo", LAUNCH),
    ("zh", "等参考答案修正完，重新跑 tiny-1 在 gsm-mini 上的评测", LAUNCH),
    ("zh", "停止 tiny-2 在 capitals 上的评测", LAUNCH),
    ("zh", "把 tiny-1 在 gsm-mini 上的运行停掉", LAUNCH),
    ("zh", "取消 tiny-2 在 gsm-mini 上的运行", LAUNCH),
    ("fr", "entraîne tiny-2 avec le jeu d'entraînement de capitals", "training-launch"),
    ("es", "entrena tiny-2 con el conjunto de entrenamiento capitals-train", "training-launch"),
    ("pt", "treina o tiny-2 com o set de treino capitals-train", "training-launch"),
    ("zh", "用 capitals-train 这个训练集训练 tiny-2", "training-launch"),
    ("fr", "entraîne tiny-2 sur capitals-train, c'est le seul jeu d'entraînement qu'on a", "training-launch"),
    ("es", "entrena tiny-1 con el conjunto de entrenamiento que hay para capitals", "training-launch"),
    ("pt", "treina o tiny-1 com o set de treino que tem pro capitals", "training-launch"),
    ("zh", "用 gsm-train 训练 tiny-1，有其他训练集吗", "training-launch"),
]


@pytest.mark.parametrize(("lang", "text", "skill"), REQUESTS)
def test_routed_to_the_skill(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("lang", "text"), [
    ("zh", "拜拜"), ("zh", "下次见～"), ("zh", "好的，明天见"), ("fr", "au revoir"), ("fr", "bon, à demain tout le monde"),
    ("es", "adiós"), ("es", "nos vemos mañana"), ("pt", "tchau"), ("pt", "valeu, até amanhã"),
    ("fr", "beau travail !"), ("es", "buen trabajo"), ("pt", "bom trabalho"), ("zh", "辛苦了"),
])
def test_a_goodbye_or_praise_is_small_talk(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == "smalltalk"


@pytest.mark.parametrize(("lang", "text"), [
    ("pt", "o item 7 foi marcado errado, marca como certo pro tiny-2"),
    ("pt", "pode considerar o item 7 como certo no run do tiny-2?"),
    ("pt", "conta o item 7 como acerto pro tiny-2"),
    ("zh", "把 tiny-1 第7题判为正确"),
    ("fr", "compte l'item 13 comme juste pour tiny-2"),
    ("es", "pon la nota de tiny-1 en capitals, es 90"),
    ("es", "corrige la nota de tiny-1 en gsm-mini, es 90%"),
    ("pt", "muda a nota do tiny-1, é 90"),
])
def test_marking_an_item_right_or_setting_a_score_is_still_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == "refuse"


# The set's messages themselves (tests/data/routing_heldout_v12.jsonl)
HELDOUT12 = [
    ("fr", "Comment le score est-il calculé, au juste ? Pourcentage d'items corrects ?", CONTEXT),
    ("es", "¿Qué conjuntos de entrenamiento hay disponibles?", CONTEXT),
    ("zh", "我是新来的实习生，想问一下：一个模型的得分到底是按什么规则判对错的？是完全匹配答案吗？", CONTEXT),
    ("zh", "capitals 第5题那个国家已经改名了，题目没意义，麻烦把这一题去掉", EDIT),
    ("zh", "改完答案键后重新跑 tiny-1 的 gsm-mini", LAUNCH),
    ("zh", "停止 tiny-1 在 gsm-mini 上的运行", LAUNCH),
    ("fr", "ben il peut lancer des runs ou pas", CONTEXT),
    ("fr", "la réponse de référence du 13 elle me paraît chelou", ANALYZE),
    ("fr", "est ce que la clé est trop stricte sur capitals genre elle refuse Rome, Italie", ANALYZE),
    ("fr", "corrige le 13 de gsm-mini c'est 42", EDIT),
    ("es", "que sets de entrenamiento hay", CONTEXT),
    ("pt", "tem algum set de treino pra capitals", CONTEXT),
    ("pt", "a chave do capitals tá rígida demais", ANALYZE),
    ("pt", "o item 13 foi contado certo pro tiny-2", ANALYZE),
    ("zh", "有哪些训练集", CONTEXT),
    ("zh", "第13题参考答案是不是写错了", ANALYZE),
    ("zh", "第7题给tiny-1判对了没", ANALYZE),
]


@pytest.mark.parametrize(("lang", "text", "skill"), HELDOUT12)
def test_the_sets_message(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


def test_the_sets_goodbye(router: Router) -> None:
    assert router.route("再见", "zh").decision == "smalltalk"
