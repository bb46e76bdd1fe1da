"""The classes of messages the ninth held-out set's misses showed, each in the seven languages and in
phrasings of its own (none of them is in a routing set): routed as the product description says."""

from __future__ import annotations

import pytest

from bot.language import LanguageDetector
from bot.routing import Router

CONTEXT, ANALYZE, EDIT = "benchgen-context", "benchmark-analyze", "benchmark-edit"
TRAIN = "training-launch"

# Which models or benchmarks the workspace holds: benchgen-context lists them.
WORKSPACE = [
    ("what models can we use here?", CONTEXT), ("are there any other benchmarks in this workspace?", CONTEXT),
    ("Welche Modelle stehen uns zur Verfügung?", CONTEXT), ("Welche Benchmarks gibt es hier eigentlich?", CONTEXT),
    ("quels benchmarks existent dans l'espace de travail ?", CONTEXT), ("quels modèles je peux utiliser ?", CONTEXT),
    ("¿qué modelos puedo usar aquí?", CONTEXT), ("¿qué benchmarks existen ahora mismo?", CONTEXT),
    ("quais modelos eu posso usar?", CONTEXT), ("quais benchmarks tem aqui?", CONTEXT),
    ("利用できるベンチマークを教えて", CONTEXT), ("使えるモデルってどれ？", CONTEXT),
    ("我们这里能用的模型有哪些？", CONTEXT), ("现在工作区有什么基准？", CONTEXT),
    # one benchmark's scores or runs stay analyze's
    ("show me the runs on capitals", ANALYZE), ("capitals の run の一覧", ANALYZE),
]

# A check or a doubt whether the key is too strict is a read; asked to widen it, an edit.
KEY_CHECK = [
    ("could you verify whether the gsm-mini key is too strict?", ANALYZE),
    ("I suspect the capitals key is too strict, tiny-2 writes 'Rome, Italy'", ANALYZE),
    ("the capitals key is too strict, widen it to accept 'Rome, Italy'", EDIT),
    ("Kannst du prüfen, ob der Schlüssel von capitals zu streng ist", ANALYZE),
    ("Vérifie si la clé de capitals est trop stricte, stp", ANALYZE),
    ("Revisa si la clave de capitals es demasiado estricta", ANALYZE),
    ("Confere se o gabarito do capitals está rígido demais", ANALYZE),
    ("gsm-mini 的答案键会不会太严格了", ANALYZE),
    ("capitalsの解答キー、厳しすぎないかチェックして", ANALYZE),
]

# Who may do what: a general question.
PERMISSIONS = [
    ("is cara allowed to change the answer key?", CONTEXT), ("does ben have permission to start a training?", CONTEXT),
    ("Weißt du, ob ben als Betrachter Läufe starten darf?", CONTEXT),
    ("Tu sais si ben a le droit de lancer des runs ?", CONTEXT),
    ("¿me dices qué puede hacer una cuenta de lector?", CONTEXT),
    ("você sabe se o ben pode iniciar runs ou se só a ana pode?", CONTEXT),
    ("benさんは閲覧者としてrunを起動できますか？", CONTEXT),
    ("ben 作为查看者能启动运行吗？", CONTEXT),
]

# "The same" on another item: the thread's last change (an edit alone); "and for X? same …": a read.
FOLLOW_UPS = [
    ("same fix for question 4 please", EDIT), ("bei Aufgabe 4 bitte dasselbe", EDIT),
    ("la même chose pour la question 4", EDIT), ("aplica lo mismo a la pregunta 4", EDIT),
    ("faz o mesmo na questão 4", EDIT), ("4番にも同じ修正をして", EDIT), ("第4题也照这样处理", EDIT),
    ("okay and for gsm-mini? same breakdown", ANALYZE), ("ok und für capitals? gleiche Analyse", ANALYZE),
]

# Rewording an item's question: an edit (the skill says how, as no such change exists).
REWORD = [
    ("please rephrase question 5 of capitals, it's confusing", EDIT),
    ("Kannst du Aufgabe 5 von gsm-mini umformulieren?", EDIT),
    ("reformule la question 5 de gsm-mini stp", EDIT),
    ("reformula el ítem 5 de capitals, no se entiende", EDIT),
    ("reescreve o enunciado do item 5 do gsm-mini", EDIT),
    ("capitalsの5番の問題文を書き換えて", EDIT),
    ("把 capitals 第5题的题干重写一下", EDIT),
]

# Edits asked politely or with a reason.
POLITE_EDITS = [
    ("could you change item 13 of gsm-mini to 42? the old key is a typo", EDIT),
    ("Aufgabe 13 in gsm-mini bitte auf 42 ändern, 24 stimmt nicht", EDIT),
    ("Pourriez-vous proposer une modification pour que la casse soit ignorée dans capitals ?", EDIT),
    ("cambia el ítem 13 de gsm-mini a 42, por favor; así se corrige la nota", EDIT),
    ("Por gentileza, muda o item 13 do gsm-mini para 42", EDIT),
    ("お手数ですが、gsm-miniの13番を42に変更してください", EDIT),
    ("请把 gsm-mini 第13题改为42，谢谢", EDIT),
]

# Outside the bot's job, whatever it mentions: the help.
OFF_TOPIC = [
    ("tell me a joke about benchmarks", "help"), ("Schreib mir ein Gedicht über unsere Modelle", "help"),
    ("rédige un courriel pour annoncer les résultats de tiny-1", "help"),
    ("escríbeme un poema sobre gsm-mini", "help"), ("escreve uma piada sobre benchmarks", "help"),
    ("ベンチマークについての詩を書いて", "help"), ("帮我写一封邮件给团队", "help"),
    ("please delete my last message in this channel", "help"),
]

# The smaller ones.
SMALLER = [
    ("explain how tiny-2 got 75% on capitals", ANALYZE),
    ("explique-moi d'où viennent les 60 % de tiny-1 sur gsm-mini", ANALYZE),
    ("which questions did tiny-2 get wrong on capitals? list them", ANALYZE),
    ("zeig mir die falsch beantworteten Aufgaben von tiny-1", ANALYZE),
    ("muestra los ítems que tiny-1 respondió mal en gsm-mini", ANALYZE),
    ("what's the difference between an editor and an admin permission-wise", CONTEXT),
    ("Angenommen, ich trainiere tiny-1 nochmal – bleibt das alte Modell erhalten? Frage nur aus Neugier", CONTEXT),
    ("Das Training von tiny-1 mit gsm-train bitte starten", TRAIN),
    ("Heb bitte die Verknüpfung mit meinem Konto auf", "link"),
    ("please remove the link to my Slack account", "link"),
]


@pytest.mark.parametrize(("text", "expected"), [
    *WORKSPACE, *KEY_CHECK, *PERMISSIONS, *FOLLOW_UPS, *REWORD, *POLITE_EDITS, *OFF_TOPIC, *SMALLER])
def test_routed_as_the_product_description_says(detector: LanguageDetector, router: Router, text: str,
                                               expected: str) -> None:
    route = router.route(text, detector.detect(text))
    got = route.skill if route.decision == "skill" else route.decision
    assert got == expected, (text, route.decision, route.skill, route.intent)


@pytest.mark.parametrize("text", [text for text, _ in FOLLOW_UPS[:7]])
def test_the_same_on_another_item_is_the_edit_skills_same(detector: LanguageDetector, router: Router,
                                                         text: str) -> None:
    """bot/followup.py reads it as the requester's last change in the thread."""
    assert router.route(text, detector.detect(text)).intent == "same"
