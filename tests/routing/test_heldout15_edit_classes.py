"""The classes of benchmark-edit requests that the fourteenth and fifteenth held-out sets' misses showed, in the
seven languages: an item's question to fix (a typo, no sense, numbers that do not match: a reword), an item to fix
with its key named, an item's removal asked as a question, "the same" for another item or a change narrowed to one
item, a reply picking the key over a training (after the bot's question quoted, or not), a key corrected with its
value or so that a score is computed again, a proposal cancelled. Phrasings of our own per class (none of them is in
a routing set), the contrasts that must not move, then the sets' messages."""

from __future__ import annotations

import pytest

from bot.routing import Router

CONTEXT, ANALYZE, EDIT, TRAINING = "benchgen-context", "benchmark-analyze", "benchmark-edit", "training-launch"
CLARIFY, REFUSE = "clarify", "refuse"



# An item's question to fix: a typo in it, a question that makes no sense, numbers that do not match the solution.
QUESTION_FIXED = [
    ('en', 'item 4 in gsm-mini has a typo in the question, can you fix it?'),
    ('en', 'the question of item 7 in capitals makes no sense, please fix it'),
    ('en', 'fix the question of capitals item 3, the country name is misspelled'),
    ('en', 'gsm-mini item 5 says 8 pencils in the text but the solution uses 6, please adjust the question'),
    ('de', 'In Aufgabe 4 von gsm-mini ist ein Tippfehler in der Frage, kannst du den korrigieren?'),
    ('de', 'die Frage von Item 7 in capitals ergibt keinen Sinn, bitte korrigieren'),
    ('de', 'bei capitals Aufgabe 3 ist der Ländername falsch geschrieben, bitte die Frage korrigieren'),
    ('de', 'in gsm-mini Aufgabe 5 stehen 8 Stifte im Text, die Lösung rechnet mit 6 – pass bitte die Frage an'),
    ('fr', "il y a une faute de frappe dans la question de l'item 4 de gsm-mini, tu peux corriger ?"),
    ('fr', "corrige la question de l'item 7 de capitals, elle n'a aucun sens"),
    ('fr', "dans capitals l'item 3, le nom du pays est mal orthographié, corrige la question stp"),
    ('fr', "l'item 5 de gsm-mini dit 8 crayons mais la solution en compte 6, adapte la question"),
    ('es', 'hay una errata en la pregunta del ítem 4 de gsm-mini, ¿la corriges?'),
    ('es', 'corrige la pregunta del ítem 7 de capitals, no tiene sentido'),
    ('es', 'en capitals el ítem 3 tiene el nombre del país mal escrito, arregla la pregunta'),
    ('es', 'el ítem 5 de gsm-mini dice 8 lápices pero la solución usa 6, ajusta la pregunta'),
    ('pt', 'tem um erro de digitação na pergunta do item 4 do gsm-mini, corrige?'),
    ('pt', 'arruma a questão 7 do capitals, a pergunta não faz sentido'),
    ('pt', 'no capitals o item 3 tá com o nome do país errado, corrige a pergunta'),
    ('pt', 'o item 5 do gsm-mini fala de 8 lápis mas a solução usa 6, ajusta a pergunta'),
    ('zh', 'gsm-mini 第4题的题目里有个错别字，帮忙改一下'),
    ('zh', 'capitals 第7题的问题说不通，帮我改一下题目'),
    ('zh', 'capitals 第3题国家名拼错了，把题目改一下'),
    ('zh', 'gsm-mini 第5题题目里写的是8支笔，答案却按6算，把题目改一下'),
    ('ja', 'gsm-miniの4番の問題文に誤字があります、直してもらえますか'),
    ('ja', 'capitalsの7問目の問題が意味不明なので直して'),
    ('ja', 'capitalsの3番、国名のスペルが間違ってるので問題を直して'),
    ('ja', 'gsm-miniの5番、問題では8本なのに解答は6本で計算してる。問題を修正して'),
]

# An item to fix, with what is wrong with its key or reference said after it.
ITEM_FIXED = [
    ('en', 'fix item 5 of capitals: the key says Sydney but the capital of Australia is Canberra'),
    ('de', 'Korrigier Aufgabe 5 in capitals: im Key steht Sydney, die Hauptstadt von Australien ist aber Canberra'),
    ('fr', "corrige l'item 5 de capitals : la clé dit Sydney alors que la capitale de l'Australie est Canberra"),
    ('pt', 'conserta o item 5 do capitals: a chave diz Sydney e a capital da Austrália é Canberra'),
    ('zh', '修一下 capitals 第5题：key 写的是悉尼，澳大利亚首都是堪培拉'),
    ('ja', 'capitalsの5番を直して、キーがシドニーになってるけどオーストラリアの首都はキャンベラ'),
]

# An item's removal asked as a question, or with the benchmark kept.
REMOVAL_ASKED = [
    ('en', 'could item 9 be removed from gsm-mini? the wording is ambiguous'),
    ('en', "is it possible to delete question 12 from capitals? it's outdated"),
    ('de', 'Kann man Aufgabe 9 aus gsm-mini rausnehmen? Die ist mehrdeutig'),
    ('de', 'ist es möglich, Item 12 aus capitals zu löschen? der Ländername ist veraltet'),
    ('fr', "est-ce qu'on peut retirer l'item 9 de gsm-mini ? il est ambigu"),
    ('fr', "c'est possible de supprimer la question 12 de capitals ? elle est dépassée"),
    ('es', '¿se puede quitar el ítem 9 de gsm-mini? es ambiguo'),
    ('es', '¿es posible borrar la pregunta 12 de capitals? está desactualizada'),
    ('pt', 'dá pra remover o item 9 do gsm-mini? tá ambíguo'),
    ('pt', 'é possível apagar a questão 12 do capitals? o nome do país tá desatualizado'),
    ('zh', 'gsm-mini 第9题可以删除吗？有歧义'),
    ('zh', 'capitals 的第12题能不能去掉？国名过时了'),
    ('ja', 'gsm-miniの9番を消せますか？曖昧なので'),
    ('ja', 'capitalsの問12だけ削除してください（ベンチマークは残したまま）'),
    ('ja', 'capitalsの12問目、外してもらえますか？国名が古いです'),
    ('ja', 'gsm-miniの7番は答えが曖昧なので、その問題を外してもらえますか'),
    ('ja', 'capitalsの問題5は古いので、その1問だけ消してください'),
]

# "The same" for another item, or a change narrowed to one item.
SAME_ITEM = [
    ('en', 'same for item 14'),
    ('en', 'the same with 14 please'),
    ('en', 'no, only item 4 — leave the rest of the key as it is'),
    ('en', 'item 14 too, its answer is wrong as well'),
    ('de', 'das Gleiche für die 14'),
    ('de', 'nein, nur Aufgabe 4 – den Rest vom Key lass so'),
    ('de', 'Aufgabe 14 bitte genauso, da ist die Referenz auch falsch'),
    ('fr', 'pareil pour le 14'),
    ('fr', "la même chose pour l'item 14, la réponse est fausse aussi"),
    ('fr', "non, seulement l'item 4 — laisse le reste de la clé tel quel"),
    ('es', 'lo mismo para el 14'),
    ('es', 'igual con la pregunta 14, también tiene mal la respuesta'),
    ('es', 'no, solo el ítem 4, deja el resto de la clave como está'),
    ('pt', 'o mesmo pro 14'),
    ('pt', 'a mesma coisa no item 14, a resposta também tá errada'),
    ('zh', '第14题也一样'),
    ('zh', '14号题同理，答案也不对'),
    ('zh', '不，只改第4题，key 的其他部分别动'),
    ('ja', '14番も同じで'),
    ('ja', '14問目も同様、答えが間違ってます'),
    ('ja', 'いや、4番だけ。キーの残りはそのままで'),
    ('en', 'and item 9 too'),
    ('de', 'Aufgabe 9 auch, da stimmt die Referenz ebenfalls nicht'),
    ('fr', "et l'item 9 aussi"),
    ('es', 'el 9 también, porfa'),
    ('pt', 'o item 9 também'),
]

# The key picked over a training: a reply after the bot's question quoted, or an answer naming the option.
KEY_CHOSEN = [
    ('en', '> Do you want me to widen the key or train tiny-1?\nthe key, training is too expensive'),
    ('en', "yes, the second option: fix the key, don't train the model"),
    ('en', 'the key one, no training'),
    ('de', '> Soll ich den Key erweitern oder tiny-1 trainieren?\nden Key bitte, Training ist zu teuer'),
    ('de', 'Ja, die zweite Option: den Key korrigieren, nicht das Modell trainieren'),
    ('fr', "> Tu veux que j'élargisse la clé ou que j'entraîne tiny-1 ?\nla clé, l'entraînement coûte trop cher"),
    ('fr', "la clé, pas d'entraînement"),
    ('es', 'Sí, la segunda opción: corregir la clave, no entrenar el modelo'),
    ('es', 'la clave, nada de entrenar'),
    ('pt', '> Quer que eu amplie a chave ou que treine o tiny-1?\na chave, treinar sai caro'),
    ('pt', 'sim, a segunda opção: corrigir a chave, sem treinar o modelo'),
    ('zh', '> 要放宽 key 还是训练 tiny-1？\n改 key，训练太贵了'),
    ('zh', '第二个吧，改 key，别训练了'),
    ('ja', '> キーを広げますか、それとも tiny-1 を学習させますか？\nキーで。学習は高いので'),
    ('ja', 'はい、2つ目で。キーを直して、学習はしないで'),
    ('en', '> Shall I widen the key for all 12 gsm-mini items or only the ones tiny-2 got wrong?\nall 12'),
    ('de', '> Soll ich den Key für alle 12 Items von gsm-mini erweitern oder nur für die, die tiny-2 falsch hatte?\nalle 12 bitte'),
]

# A key or a reference corrected with its value stated, or so that a score is computed again.
KEY_CORRECTED = [
    ('en', "in gsm-mini item 13 has the wrong answer, it's 42. fix it please"),
    ('en', "correct the key of item 13 so tiny-1's score gets recalculated"),
    ('de', 'in gsm-mini hat Aufgabe 13 die falsche Lösung, es ist 42. Korrigier das bitte'),
    ('de', 'korrigier den Key von Aufgabe 13, damit die Note von tiny-1 neu berechnet wird'),
    ('fr', "dans gsm-mini l'item 13 a la mauvaise réponse, c'est 42. Corrige-le stp"),
    ('fr', "corrige la clé de l'item 13 pour que le score de tiny-1 soit recalculé"),
    ('es', 'el ítem 13 de gsm-mini tiene la respuesta mal, es 42, corrígelo'),
    ('es', 'corrige la clave del ítem 13 para que se recalcule la nota de tiny-1'),
    ('pt', 'no gsm-mini o item 13 tá com a resposta errada, é 42. corrige aí'),
    ('pt', 'arruma a chave do item 13 pra recalcular a nota do tiny-2'),
    ('zh', 'gsm-mini 第13题答案错了，是42，帮忙改一下'),
    ('zh', '把第13题的 key 改一下，好让 tiny-1 的分数重新算'),
    ('ja', 'gsm-miniの13番、答えが間違ってます。42です。直してください'),
    ('ja', 'tiny-1のスコアが再計算されるように、13番のキーを直して'),
    ('ja', 'item 7のkeyを12に直して、tiny-2のスコアが変わるはず'),
    ('zh', '把 item 7 的 key 改成12，这样 tiny-2 的分数会变'),
]

# A proposal for a benchmark cancelled.
PROPOSAL_CANCELLED = [
    ('en', 'cancel the proposal for capitals, I want to ask my supervisor first'),
    ('de', 'Verwirf den Vorschlag für gsm-mini, ich kläre das erst mit meiner Betreuerin'),
    ('de', 'Brich den Vorschlag zu capitals bitte ab'),
    ('fr', "annule la proposition pour capitals, je demande d'abord à mon directeur"),
    ('es', 'cancela la propuesta para capitals, primero le pregunto a mi tutor'),
    ('pt', 'cancela a proposta do capitals, vou falar com meu orientador antes'),
    ('zh', 'capitals 的那个提议先取消吧，我先问问导师'),
    ('ja', 'capitalsの提案はキャンセルしてください、先に指導教員に確認します'),
]

# What must not move: who may remove an item asks who may; a vague "fix the model" is the one short question; a
# reply that picks the training, or asks what it costs, is not the key's; a benchmark deleted is refused.
CONTRASTS = [
    ("en", "can editors remove item 4 from capitals?", CONTEXT),
    ("en", "can a viewer delete question 3 from gsm-mini?", CONTEXT),
    ("zh", "viewer 能删掉第3题吗？", CONTEXT),
    ("ja", "編集者は18問目を削除できますか？", CONTEXT),
    ("de", "Dürfen Editoren Aufgabe 4 aus capitals löschen?", CONTEXT),
    ("en", "fix tiny-1 on capitals", CLARIFY),
    ("de", "verbesser tiny-1 auf gsm-mini", CLARIFY),
    ("pt", "melhora o tiny-2 no capitals", CLARIFY),
    ("en", "> Do you want me to widen the key or train tiny-1?\ntrain it, the key is fine", TRAINING),
    ("en", "> Do you want me to widen the key or train tiny-1?\nwhat would training cost?", CONTEXT),
    ("en", "train tiny-1 on capitals-train, not the key", TRAINING),
    ("en", "same for tiny-2", ANALYZE),
    ("es", "¿y en capitals?", ANALYZE),
    ("en", "delete the capitals benchmark", REFUSE),
    ("ja", "capitalsを削除して", REFUSE),
    ("en", "set tiny-1's score on capitals to 90%", REFUSE),
]

# The sets' messages.
SET = [
    ("en", "> Do you want me to widen the key for all 20 capitals items or only the ones tiny-1 failed?\nall 20 please"),
    ("fr", "Oui, la deuxième option : corriger la clé, pas entraîner le modèle"),
    ("es", "> ¿Quieres que amplíe la clave o que entrene tiny-1?\nla clave, obvio. entrenar sale caro"),
    ("pt", "não, só o item 4 — deixa o resto da chave como está"),
    ("zh", "对，第二个，改 key 那个，不用训练"),
    ("ja", "gsm-miniの問2だけ外してください（ベンチマーク自体は残して）"),
    ("de", "Gleiches bitte für Aufgabe 14, da ist die Lösung auch falsch hinterlegt"),
    ("es", "En gsm-mini el ítem 13 tiene mal la respuesta, es 42. Corrígelo plis"),
    ("zh", "第14题也一样，答案也错了"),
    ("de", "bei gsm-mini item 3 stehen im text 12 äpfel, die lösung rechnet aber mit 15 – bitte die frage anpassen"),
    ("es", "Arregla el ítem 5 de capitals: la clave dice Sídney y la capital de Australia es Canberra"),
    ("pt", "Corrige a chave do item 13 pra que a nota do tiny-1 seja recalculada"),
    ("en", "is it possible to remove item 4 from capitals? its kind of ambiguous imo"),
    ("de", "Item 2 in gsm-mini hat einen Tippfehler in der Frage (\"Aepfle\"), kannst du das verbessern?"),
    ("de", "Brich bitte den Vorschlag für capitals ab, ich frag erst meinen Betreuer"),
    ("es", "arregla el ítem 10 de gsm-mini, la pregunta no tiene sentido"),
    ("es", "lo mismo con el 14"),
    ("pt", "conserta a pergunta do item 8 do capitals, o nome do país tá escrito errado"),
    ("zh", "capitals 第16题能删掉吗，题目有歧义"),
    ("ja", "capitalsの18問目を削除できますか？国名が古いので"),
]


def _routed(router: Router, lang: str, text: str) -> str | None:
    route = router.route(text, lang)
    return route.skill if route.decision == "skill" else route.decision


@pytest.mark.parametrize(("lang", "text"), QUESTION_FIXED)
def test_an_items_question_to_fix_is_a_reword(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "reword"), route


@pytest.mark.parametrize(("lang", "text"), ITEM_FIXED)
def test_an_item_to_fix_with_its_key_named_is_an_edit(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == EDIT


@pytest.mark.parametrize(("lang", "text"), REMOVAL_ASKED)
def test_an_items_removal_asked_as_a_question_is_an_edit(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "remove"), route


@pytest.mark.parametrize(("lang", "text"), SAME_ITEM)
def test_the_same_for_another_item_is_the_edits_same(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "same"), route


@pytest.mark.parametrize(("lang", "text"), KEY_CHOSEN)
def test_the_key_picked_over_a_training_is_an_edit(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == EDIT


@pytest.mark.parametrize(("lang", "text"), KEY_CORRECTED)
def test_a_key_corrected_with_a_value_or_for_a_new_score_is_an_edit(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == EDIT


@pytest.mark.parametrize(("lang", "text"), PROPOSAL_CANCELLED)
def test_a_benchmarks_proposal_cancelled_is_the_edits_cancel(router: Router, lang: str, text: str) -> None:
    route = router.route(text, lang)
    assert (route.skill, route.intent) == (EDIT, "cancel"), route


@pytest.mark.parametrize(("lang", "text", "expected"), CONTRASTS)
def test_the_contrasts_stay(router: Router, lang: str, text: str, expected: str) -> None:
    assert _routed(router, lang, text) == expected


@pytest.mark.parametrize(("lang", "text"), SET)
def test_the_sets_messages(router: Router, lang: str, text: str) -> None:
    assert _routed(router, lang, text) == EDIT
