"""The classes of messages the eleventh held-out set's misses showed, in French, Spanish, Portuguese
and Chinese, in phrasings of their own (none of them is in a routing set)."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT = "benchgen-context"

# Product questions that name a set or a run: what it costs, what a set is for or is, how a score is
# computed, whether an action is an admin's business.
PRODUCT = [
    ("fr", "Faire tourner tiny-2 sur capitals, ça me coûterait combien ?"),
    ("fr", "gsm-train, ça sert à quoi au juste ?"),
    ("fr", "gsm-mini, c'est un jeu d'entraînement ou un benchmark ?"),
    ("fr", "Au fait, comment vous calculez la note ? C'est la part de réponses exactes ?"),
    ("es", "¿Cuánto me costaría correr tiny-1 en capitals?"),
    ("es", "¿Para qué se usa capitals-train?"),
    ("es", "capitals-train, ¿es un benchmark o un conjunto de entrenamiento?"),
    ("es", "¿Luis puede lanzar runs o eso es cosa de admins?"),
    ("pt", "Quanto custaria pra rodar o tiny-2 no gsm-mini?"),
    ("pt", "Para que serve o gsm-train, afinal?"),
    ("pt", "Como é que vocês calculam a pontuação, conta só acerto exato?"),
    ("zh", "得分是如何计算的？只看最终答案吗？"),
    ("zh", "gsm-train 是用来做什么的？"),
    ("zh", "capitals-train 是基准还是训练集？"),
]


@pytest.mark.parametrize(("lang", "text"), PRODUCT)
def test_a_product_question_is_explained(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", CONTEXT)


@pytest.mark.parametrize(("lang", "text"), [
    ("pt", "Desculpa, não sei para que serve este bot. O que ele faz?"),
    ("zh", "你有什么用？"),
])
def test_what_the_bot_is_for_is_still_the_help(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == "help"


ANALYZE, EDIT, LAUNCH = "benchmark-analyze", "benchmark-edit", "benchmark-launch"

# A score asked about mid-discussion, a doubtful reference to look at: reads. Colloquial launch verbs and
# stopping the running run: launches. A key fix in loose words that says what (case, format): an edit.
REQUESTS = [
    ("es", "Oye, ¿y ese 85% de tiny-2 en gsm-mini va con la clave corregida o con la de antes?", ANALYZE),
    ("zh", "tiny-1 的 70% 里，第4题算的是对还是错？", ANALYZE),
    ("es", "¿tiny-1 sigue en 60% aunque cambiaron la clave?", ANALYZE),
    ("pt", "o capitals ainda dá 70% com o gabarito novo?", ANALYZE),
    ("fr", "la référence de la question 8 de capitals me semble douteuse, tu peux jeter un coup d'œil ?", ANALYZE),
    ("es", "¿La respuesta esperada de la pregunta 3 de capitals está bien? Es sospechosa.", ANALYZE),
    ("pt", "a resposta de referência do item 5 do gsm-mini parece suspeita, dá uma olhada?", ANALYZE),
    ("es", "¿Me pones a correr tiny-1 sobre capitals?", LAUNCH),
    ("pt", "Reexecuta o capitals com o tiny-2 depois do ajuste, por favor.", LAUNCH),
    ("zh", "当前在跑的那个评测先停掉吧，数据集选错了", LAUNCH),
    ("zh", "把 gsm-mini 的格式问题弄一下，别因为格式判错", EDIT),
    ("zh", "capitals 的大小写帮我处理下，不要再因为大小写算错", EDIT),
]


@pytest.mark.parametrize(("lang", "text", "skill"), REQUESTS)
def test_routed_to_the_skill(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)
