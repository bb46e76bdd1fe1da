"""The classes of messages the thirteenth held-out set's misses showed, in French, Spanish, Portuguese and
Chinese: phrasings of our own per class (none of them is in a routing set), then the set's messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT = "benchgen-context", "benchmark-analyze", "benchmark-edit"
LAUNCH, TRAINING = "benchmark-launch", "training-launch"

# How a run is progressing: a read of its status, not a launch.
PROGRESS = [
    ("fr", "où en est le run de base-7 sur gsm-mini ?"),
    ("es", "¿cómo va el run de tiny-2 en capitals?"),
    ("pt", "como tá indo a execução do base-7 no gsm-mini?"),
    ("zh", "tiny-2 在 gsm-mini 上的运行进行到哪了"),
    ("zh", "那个评测跑到第几题了？"),
    ("zh", "base-7 的 run 执行到多少了"),
]

# Whether a model fails on a kind of item, a doubt about a reference, whether the key is too strict: reads.
READS = [
    ("pt", "o mini-3 erra sempre as questões com porcentagem no capitals?"),
    ("pt", "o base-7 falha muito nas questões de geografia?"),
    ("es", "¿tiny-1 falla siempre en las preguntas con decimales en gsm-mini?"),
    ("fr", "tiny-2 se trompe toujours sur les questions avec des fractions ?"),
    ("fr", "à ton avis, il y a d'autres clés fausses dans capitals, à part l'item 4 ?"),
    ("es", "¿crees que hay más respuestas de referencia mal en gsm-mini aparte de la 13?"),
    ("zh", "gsm-mini 的答案键是不是太死板了？“42个”也应该算对吧"),
    ("fr", "les références de capitals me semblent bizarres, tu peux vérifier ?"),
    ("es", "las referencias de gsm-mini me parecen raras, ¿las revisas?"),
    ("pt", "as referências do capitals parecem erradas, pode conferir?"),
    ("pt", "você acha que tem outras respostas de referência erradas no capitals além da 7?"),
]

# An item's question text has an error, fixed; a reference set to a value; one item removed and nothing else.
EDITS = [
    ("fr", "l'énoncé de la question 3 de capitals a une faute, il dit Lyon puis Marseille. tu peux corriger ?"),
    ("es", "la pregunta 5 de gsm-mini tiene un error en el enunciado, dice 3 y luego 4. arréglalo"),
    ("pt", "o enunciado da questão 6 do gsm-mini tá com erro, consegue corrigir?"),
    ("es", "en capitals el 7 tiene que ser Lima, cámbialo en la clave"),
    ("pt", "no capitals o 3 tem que ser Roma, troca na chave"),
    ("zh", "只删 capitals 的第4题，别的不动"),
    ("zh", "就删 gsm-mini 第2题"),
]

# A launch with its reason after it, a wrong run to stop (after its pasted line), a fine-tune with its budget.
LAUNCHES = [
    ("fr", "lance mini-3 sur capitals, c'est pour comparer avec le run de la semaine dernière", LAUNCH),
    ("es", "¿puedes lanzar base-7 en gsm-mini? es para compararlo con el de ayer", LAUNCH),
    ("pt", "roda o base-7 no gsm-mini? é pra comparar com o de ontem", LAUNCH),
    ("zh", "run 5531 tiny-1 capitals running 2/20\n这次跑错了，停掉", LAUNCH),
    ("zh", "这个运行开错了，帮我停掉", LAUNCH),
    ("zh", "帮我 fine-tune base-7，用 gsm-train，120 credits 可以", TRAINING),
    ("fr", "fine-tune tiny-2 sur capitals-train, 150 crédits c'est ok", TRAINING),
]

# How the key works, which training sets there are: product questions.
PRODUCT = [
    ("es", "¿cómo funciona la clave? ¿compara palabra por palabra o es flexible?"),
    ("fr", "comment fonctionne la clé de réponse, c'est du mot à mot ou c'est plus souple ?"),
    ("pt", "como funciona a chave? compara palavra por palavra?"),
    ("zh", "答案键是怎么比对的？要一字不差吗"),
    ("es", "¿qué datasets de training hay?"),
    ("pt", "quais datasets de treino a gente tem?"),
]

# The set's messages.
SET = [
    ("es", "Me pregunto cómo funciona lo de la clave de respuestas, ¿compara la respuesta palabra por palabra o es más flexible?", CONTEXT),
    ("es", "Oye, el ítem 13 de gsm-mini tiene como respuesta 24… ¿eso está bien? Me da que no", ANALYZE),
    ("es", "El enunciado del ítem 6 de gsm-mini tiene un error, dice 'manzanas' y luego 'peras'. ¿Lo puedes arreglar?", EDIT),
    ("pt", "Como está a correr a run do tiny-2 no capitals?", ANALYZE),
    ("zh", "capitals 的答案键是不是太严格了？感觉“巴黎，法国”这种写法也应该算对吧", ANALYZE),
    ("zh", "tiny-1 在 capitals 上的那次运行跑到哪了？", ANALYZE),
    ("fr", "l'énoncé de l'item 2 de gsm-mini parle de pommes puis d'oranges, c'est incohérent. tu peux le corriger ?", EDIT),
    ("fr", "tu peux lancer un run de tiny-2 sur gsm-mini ? c'est pour comparer avec celui d'hier", LAUNCH),
    ("es", "qué datasets de training tenemos?", CONTEXT),
    ("es", "en gsm-mini el 13 tiene que ser 42, cámbialo en el key", EDIT),
    ("es", "al enunciado del ítem 8 de gsm-mini le falta un dato, así no se puede resolver. arréglalo", EDIT),
    ("pt", "o tiny-2 erra sempre nos itens com fração no gsm-mini?", ANALYZE),
    ("zh", "```\nrun 5530  tiny-2  gsm-mini  running 3/20\n```\n这个跑错了，停掉", LAUNCH),
    ("zh", "帮我 fine-tune tiny-2，数据集用 capitals-train，150 credits 没问题", TRAINING),
    ("zh", "只删 gsm-mini 的第13题，其他别动", EDIT),
    ("fr", "tu penses qu'il y a d'autres réponses de référence fausses dans gsm-mini, à part la 13 ?", ANALYZE),
    ("pt", "e no capitals?", ANALYZE),
]

# A short follow-up naming a benchmark without a digit or a hyphen after a preposition: read as a read.
FOLLOW_UPS = [
    ("es", "¿y en capitals?"),
    ("fr", "et sur capitals ?"),
    ("pt", "e na capitals?"),
]


@pytest.mark.parametrize(("lang", "text"), FOLLOW_UPS)
def test_a_follow_up_on_a_plain_benchmark_name_is_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


# Deleting a whole benchmark stays refused beside the item removals above.
FORBIDDEN = [
    ("zh", "删掉 gsm-mini"),
    ("zh", "把 gsm-mini 整个删了"),
]


def _routes_to(router: Router, lang: str, text: str, skill: str) -> None:
    route = router.route(text, lang)
    assert (route.decision, route.skill) == ("skill", skill)


@pytest.mark.parametrize(("lang", "text"), PROGRESS)
def test_a_run_s_progress_asked_is_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text"), READS)
def test_a_doubt_or_a_kind_of_miss_is_read(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, ANALYZE)


@pytest.mark.parametrize(("lang", "text"), EDITS)
def test_a_question_text_fixed_a_reference_set_or_an_item_removed_is_an_edit(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, EDIT)


@pytest.mark.parametrize(("lang", "text", "skill"), LAUNCHES)
def test_a_launch_with_a_reason_a_stop_or_a_fine_tune_with_a_budget(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text"), PRODUCT)
def test_how_the_key_works_or_which_training_sets_is_explained(router: Router, lang: str, text: str) -> None:
    _routes_to(router, lang, text, CONTEXT)


@pytest.mark.parametrize(("lang", "text", "skill"), SET)
def test_the_set_s_messages(router: Router, lang: str, text: str, skill: str) -> None:
    _routes_to(router, lang, text, skill)


@pytest.mark.parametrize(("lang", "text"), FORBIDDEN)
def test_deleting_a_benchmark_stays_refused(router: Router, lang: str, text: str) -> None:
    assert router.route(text, lang).decision == "refuse"
