"""benchmark-edit: applies exactly the proposed change to a benchmark, after a yes.

Before proposing, it checks the user's permission and validates the change against the benchmark
as it is now (a preview on every saved run both proves the effect and validates the change). On
yes it writes exactly the stored plan, with the proposal's id as the idempotency key; if the
benchmark changed in between it writes nothing and proposes again. Then it offers the relaunch.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import ClassVar

from bot.benchgen import errors as bg
from bot.benchgen.models import (
    AddItem,
    BenchmarkVersion,
    Change,
    Item,
    MatchRule,
    RemoveItem,
    RunPreview,
    SetKey,
    SetReference,
)
from bot.entities import KEY_NAMED_OTHERWISE
from bot.followup import SAME_INTENT
from bot.skill import Handed, HandOff, Outcome, Plan, Propose, Request, Skill, SkillContext, Trigger, idempotency_key
from bot.store.models import Proposal
from bot.text import Line, Quote, quote
from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.models import Findings, ReferenceChange
from skills.analyze import (
    DE_CHANGE_VERB,
    KEY_CHANGE_ASKED,
    KEY_CHECK,
    READ_SCOPES,
    NoRun,
    Report,
    build_report,
    key_change_ops,
    percent,
)
from skills.held_back import HOLD_ON
from skills.key_forms import A_FORM, ASKS_FOR, FORMS_MADE_EQUAL, TWO_VALUES
from skills.phrasings import examples_of
from skills.reads import latest_per_model


class EditPlan(Plan, frozen=True):
    kind: ClassVar[str] = "edit"
    benchmark: str
    base_version: int  # checked at execution: a benchmark changed since is never written
    changes: list[Change]
    model: str | None = None  # relaunched on the new version, when the edit came from its analysis
    baseline_run: str | None = None
    what: str = "widen"  # widen, reference, remove, add or undo: what a fresh proposal after a stale one says


# A reference asked to be changed ("..., change it to 42", "直してください"): an edit, however much the message
# doubts it first; a doubt alone asks to see (benchmark-analyze's DOUBT).
CHANGE_ASKED = 1.5
# "do that for item 9 too", "第9题也这样改", "9番も同じようにして": an item named with "the same", which only a thread
# explains: the requester's last change there, on that item (bot/followup.py); read alone, a change to that item
SAME = 3.0
# The key put back as an earlier version had it ("Devuelve la clave de gsm-mini a la versión de antes del cambio del
# martes"): an undo, whatever change the message names to date it
BACK_TO_VERSION = 2.5
# A key's fix asked about, then "then do it" (`_THEN_DO_IT`): above the what-if read the question alone gives analyze
THEN_DONE = 6.0
# "and item 9 too": an item alone, then "too", asks what was last done again, more surely than a read of the item (the
# sets' "and item 7?" follow-ups, which the classifier learns as reads)
ITEM_TOO = 3.5
ITEM_FIXED = 1.5  # an item named with a verb that fixes: above the weak "fix" both the edit and the training share
# An item's answer set to a value ("item 13 gsm-mini auf 42 korrigieren", "第13题的答案改成42", "13番のキーを42に修正"):
# the reference changed, whatever reason follows ("…, the score should change on re-scoring")
TO_VALUE = 2.5
# An item named by its bare number, with the value it should have ("fix the 13 on gsm-mini, it's 42", "korrigier die 13
# von gsm-mini, das ist 42"): a reference corrected (the packs' `decisive` words hold it too: no vague request). "n[u]mmer"
# keeps typo correction from aiming at the word ("kümmer dich drum" is no slip of "Nummer").
BARE_ITEM_VALUE = {
    "en": r"\b(the|number|no\.?|#)\s*\d+(st|nd|rd|th)?\b(?!\s*(%|percent))[^.!?]{0,40}\b(it'?s|its|that'?s|should be|must be|is|=)\s*-?\d+\b(?!\s*(%|percent))",
    "de": r"\b(die|das|der|nr\.?|n[u]mmer|#)\s*\d+\b(?!\s*(%|prozent))[^.!?]{0,40}\b(das ist|es ist|ist|sollte|soll|muss|richtig ist|ware|=)\s*-?\d+\b(?!\s*(%|prozent))",
    "fr": r"\b(le|la|l'item|item|question|numero|#)\s*\d+\b(?!\s*(%|pour ?cent))[^.!?]{0,40}\b(c'est|ca fait|devrait etre|doit etre|=)\s*-?\d+\b(?!\s*(%|pour ?cent))",
    "es": r"\b(el|la|pregunta|item|numero|#)\s*\d+\b(?!\s*(%|por ?ciento))[^.!?]{0,40}\b(y es|deberia ser|debe ser|seria|=)\s*-?\d+\b(?!\s*(%|por ?ciento))",
    "pt": r"\b(o|a|item|questao|pergunta|numero|#)\s*\d+\b(?!\s*(%|por ?cento))[^.!?]{0,40}\b(e o certo e|deveria ser|devia ser|=)\s*-?\d+\b(?!\s*(%|por ?cento))",
}
REWORD = 1.5  # rewording an item's question ("reword item 7", "题干改一下", "問題文が曖昧なので直して"): a change of the item
QUESTION_FIXED = 2.0  # a numbered item's question to fix: its typo, its sense, its numbers (a reword)
FIX_ITEM = 1.2  # an item to fix, named with its key or reference: "fix item 5: the key says Sydney"
# an item's value written from one to another, asking nothing ("gsm-mini ítem 13: 24 → 42"): the classifier sees no arrow
# (numbers are masked) and reads the rest as a question about the item, so the rule weighs what a perfect match of the
# classifier adds (bot/routing.py MODEL_WEIGHT)
VALUE_ARROW = 6.0
KEY_NOT_TRAINING = 5.0  # the key chosen, a training refused: "the key, not training", "改 key，不用训练"
REMOVE = 2.0  # removing an item named by its number or as the last one added: nothing else removes one
SHOWN_AGAIN = 3.0  # the change waiting shown again: above a read of the key its words name
NOT_THE_BENCHMARK = 4.0  # a benchmark's deletion said not wanted, only an item named: that item's removal, above all else
ALSO_RIGHT = 1.5  # another answer the key should count as well ("soll auch 'X' zählen", "单位也算对"): widening it
# The key said to be too strict widens it, unless the message asks to check it or doubts it (skills/analyze.py)
_UNCHECKED = {lang: rf"(?!.*(?:{markers}))" for lang, markers in KEY_CHECK.items()}
# ...and, where a language says what asks a change (skills/analyze.py), only when one is asked
_ASKED = {lang: rf"(?=.*(?:{words}))" for lang, words in KEY_CHANGE_ASKED.items()}
# ...unless the change is what happened before the request ("agora que a referência foi corrigida", "now that we fixed it")
# ...nor where the key is said fixed already, a run asked for with no training ("Now the key is fixed, can you rerun
# tiny-1? Don't train nothing, only the run.", "キーを直したので、もう一度実行して。学習はいらない")
_KEY_DONE = (r"^(?!.*(\b(key|reference|schlussel|cle|clave|chave|gabarito)\b[^.!?]{0,12}\b(is|was|has been|ist|wurde|est|a ete|"
             r"esta|fue|foi)\b[^.!?]{0,8}\b(fixed|corrected|updated|repariert|korrigiert|corrigee?|corregida|arreglada|"
             r"corrigida|arrumad[ao])\b|(直した|修正した|変更した|改好了|改完了|修好了)))")
_CONDITION = r".*(?:\b(?:if|wenn|falls|quand|cuando|quando)\b|(?:^|[,.;!?¿]\s*)s[ie]\s|如果|要是|もし)"
_NOT_CONTEXT = (r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?"
                r"|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b)")


# An item's own request, per language, from these pieces: the item named by its number, a verb that fixes, the item's
# question (not an item numbered "question 4"), a typo, a question that makes no sense, the key or the reference, a
# value stated for it, and a training refused.
_ITEM_N = {
    "en": r"\b(item|question|q|number|no\.?|nr\.?)\s*#?\d+|#\d+",
    "de": r"\b(item|aufgabe|frage|nr\.?|n[u]mmer)\s*#?\d+|#\d+",
    "fr": r"\b(l'item|item|question|numero|n[o°]?\.?)\s*#?\s*\d+|#\d+",
    "es": r"\b(item|pregunta|numero|n[o°]?\.?)\s*#?\s*\d+|#\d+",
    "pt": r"\b(item|questao|pergunta|numero|n[o°]?\.?)\s*#?\s*\d+|#\d+",
    "zh": r"第\s*\d+\s*(题|项|道)|\d+\s*号题|(题|item)\s*\d+",
    "ja": r"\d+\s*(番|問目)|第\s*\d+\s*問|(項目|問題|アイテム|問|item)\s*\d+",
}
_FIX_VERB = {
    "en": r"\b(fix|correct|change|edit|update|adjust|amend|repair|improve|clean up|sort out|swap|tweak|alter)\b|\bpropos\w* (fixing|correcting|changing|editing|updating|adjusting|amending|repairing|swapping|tweaking|altering)\b",
    "de": r"\b(korrigier|verbesser|ander|anpass|fix|reparier|berichtig|bearbeit|beheb)\w*|\bpass\w*\b.{0,40}\ban\b",
    "fr": r"\b(corrig|modifi|chang|adapt|ajust|repar|arrang|amelior|rectifi)\w*",
    "es": r"\b(arregl|corrig|correg|corrij|cambi|ajust|mejor|edit|modific|repar|enmiend)\w*",
    "pt": r"\b(corrig|corrij|consert|arrum|ajust|mud|alter|edit|melhor)\w*",
    "zh": r"改|修|纠正|更正|调整",
    "ja": r"直し|直して|直す|修正|訂正|変更|書き換え|差し替え|差し換え",
}
_QUESTION = {
    "en": r"\b(the|its|that|this) question\b(?!\s*#?\d)|\bquestion text\b|\b(wording|phrasing)\b",
    "de": r"\b(die|der|den) frage\b(?!\s*#?\d)|\bfragestellung\b|\b(formulierung|wortlaut)\b",
    "fr": r"\b(la|sa|cette) question\b(?!\s*#?\d)|\benonce\b",
    "es": r"\b(la|su|esa|esta) pregunta\b(?!\s*#?\d)|\benunciado\b",
    "pt": r"\b(a|sua|essa|esta) (pergunta|questao)\b(?!\s*#?\d)|\benunciado\b",
    "zh": r"题目(?!\s*\d)|题干|题面",
    "ja": r"問題文|設問|問題(が|を|は)(?!な)",
}
_TYPO = {
    "en": r"\b(typo|misspel\w*|spelling (mistake|error)|spelled wrong|spelt wrong)\b",
    "de": r"\b(tippfehler|schreibfehler|rechtschreibfehler|vertipper|falsch geschrieben)\b",
    "fr": r"\b(faute de frappe|faute d'orthographe|coquille|mal orthographie\w*)\b",
    "es": r"\b(errata|error de (tipeo|tipografia|ortografia|escritura)|falta de ortografia|mal escrit[oa])\b",
    "pt": r"\b(erro de (digitacao|ortografia|grafia)|typo|escrit[oa] errad[oa]|grafia errada)\b",
    "zh": r"错别字|错字|笔误|拼错",
    "ja": r"誤字|脱字|タイプミス|typo|(スペル|綴り)[^。]{0,8}(間違|ミス)",
}
_NO_SENSE = {
    "en": r"\bmakes? no sense\b|\bdoesn'?t make (any )?sense\b|\bnonsensical\b",
    "de": r"\b(ergibt|macht) (doch |so )?keinen sinn\b|\bunsinnig\b",
    "fr": r"\bn'a (aucun|pas de|pas de) sens\b|\bne veut rien dire\b",
    "es": r"\bno tiene (ningun |ni )?sentido\b|\bno se entiende\b",
    "pt": r"\bnao faz (o menor |nenhum )?sentido\b|\bsem sentido\b",
    "zh": r"说不通|没有意义|不通顺|读不通",
    "ja": r"意味不明|意味が(わから|分から|通らな)",
}
_KEY = {  # (an annotator's "label" is the reference: "item thirteen's label needs to be 42 not 24")
    "en": r"\b(keys?|reference|answer|solution|label|gold label)\b",
    "de": r"\b(key|schlussel\w*|referenz\w*|antwort|losung|musterlosung|label|gold-label)\b",
    "fr": r"\b(cles?|reference|refs?|reponse|solution|label|etiquette)\b",
    "es": r"\b(claves?|referencia|respuesta|solucion|etiqueta|label)\b",
    "pt": r"\b(chaves?|referencia|resposta|gabarito|solucao|rotulo|label)\b",
    "zh": r"key|答案|参考答案|标准答案|答案键|标注",
    "ja": r"キー|答え|正解|参照解答|模範解答|解答|ラベル",
}
# A key's fix asked about ("if I fix item 13's key, tiny-1's score moves, right?"), then asked done after the question: "then
# do it", "alors fais-le", "então corrige" (the what-if is the reason, the request is the fix)
_THEN_DO_IT = {
    "en": r"[?？]\s*(?:(?:so|then|ok|okay|alright|right|please|if so|if yes|if it does|if it will)\W+)*(?:do it|do that|go ahead|fix it|apply it|make it so|change it)\b",
    "de": r"[?？]\s*(?:(?:dann|also|ok|gut|bitte|wenn ja|falls ja|wenn dem so ist)\W+)*(?:mach (?:es|das|mal)|mach's|los|korrigier (?:es|das|sie|ihn)|nur zu|(?:so )?andern|ander (?:es|das|sie|ihn))\b",
    "fr": r"[?？]\s*(?:(?:alors|donc|ok|bon|du coup|si oui|si c'est le cas|si c'est ca)\W+)*(?:fais[- ]l[ea]|fais ca|vas-y|corrige(?:[- ]l[ea])?|applique(?:[- ]l[ea])?|modifie(?:[- ]l[ea])?)\b",
    "es": r"[?？]\s*(?:(?:entonces|pues|vale|ok|bueno|si es asi|si es que si|si sube|en ese caso)\W+)*(?:hazlo|hazla|dale|corrigelo|corrigela|corrige|arreglalo|arreglala|aplicalo|adelante|cambialo|cambiala)\b",
    "pt": r"[?？]\s*(?:(?:entao|ok|beleza|bom|se sim|se for|se subir|nesse caso)\W+)*(?:faz(?: isso)?|faca(?: isso)?|corrige|corrija|arruma|arrume|conserta|aplica|manda ver|pode fazer|muda)\b",
    "zh": r"[?？]\s*(?:那|那就|那你|如果是的话|是的话|如果会的话,?)?\s*(?:改吧|就改|帮我改|修吧|做吧|弄吧|执行吧|这么改)",
    "ja": r"[?？]\s*(?:じゃあ|では|なら|それなら|そうなら|もしそうなら)?\s*(?:直して|修正して|やって|変えて|変更して)",
}
# "I make it 42" (or "we make it"): a value reckoned, not one asked put in ("the reference says 24 but I make it 42. can you
# double-check?")
_NOT_RECKONED = r"(?<!\bi )(?<!\bwe )"
# An item said to be wrong, then a bare number put in its place ("item 13 of gsm-mini is wrong, put 42", "la etiqueta
# gold del ítem 13 está mal, pon 42", "Frage 13 ist falsch, trag 42 ein"): its reference corrected to that value.
_WRONG = {
    "en": r"\b(wrong|incorrect|off|broken|bad|mislabell?ed)\b",
    "de": r"\b(falsch|fehlerhaft|kaputt|stimmt nicht)\b",
    "fr": r"\b(faux|fausse|incorrecte?|errone\w*)\b",
    "es": r"\b(mal|incorrect[oa]|equivocad[oa]|erronea?)\b",
    "pt": r"\b(errad[oa]|incorret[oa]|mal)\b",
}
_PUT_VALUE = {
    "en": rf"\b(put|{_NOT_RECKONED}make it|set it to|use|write|enter)\s+-?\d+\b(?!\s*(%|percent))",
    "de": r"\b(trag|setz|schreib|nimm|mach)\w*\s+((es|da|dort|stattdessen)\s+)?-?\d+\b(?!\s*(%|prozent))",
    "fr": r"\b(mets|mettez|met|ecris|ecrivez|remplace par)\s+-?\d+\b(?!\s*%)",
    "es": r"\b(pon|ponle|ponlo|pone|ponga|escribe|cambialo a|dejalo en)\s+-?\d+\b(?!\s*%)",
    "pt": r"\b(coloca|coloque|poe|bota|escreve|muda pra|muda para|deixa)\s+-?\d+\b(?!\s*%)",
}
# An item said to be wrong, then its right value said last ("la clave del ítem 13 de gsm-mini está mal, es 42", "gsm-miniの問題13の
# 答えが間違ってる、42だよ"): its reference corrected to that value
_WRONG_THEN_VALUE = {
    "en": r"\b(wrong|incorrect|off|broken|mislabell?ed)\b[^.!?]{0,20}[,;:.—–-]\s*(it'?s|its|it is|should be|the answer is)\s*-?\d+\s*[.!]*\s*$",
    "de": r"\b(falsch|fehlerhaft|kaputt)\b[^.!?]{0,20}[,;:.—–-]\s*(es ist|ist|das ist|richtig ist|richtig ware)\s*-?\d+\s*[.!]*\s*$",
    "fr": r"\b(faux|fausse|incorrecte?|errone\w*)\b[^.!?]{0,20}[,;:.—–-]\s*(c'est|ca fait)\s*-?\d+\s*[.!]*\s*$",
    "es": r"\b(mal|incorrect[oa]|equivocad[oa]|erronea?)\b[^.!?]{0,20}[,;:.—–-]\s*(es|son)\s*-?\d+\s*[.!]*\s*$",
    "pt": r"\b(errad[oa]|incorret[oa]|mal)\b[^.!?]{0,20}[,;:.—–-]\s*(e|eh|sao)\s*-?\d+\s*[.!]*\s*$",
    # (in Chinese and Japanese also a quoted value, “…” once normalised, or what is right said in words: "…错了，垫料应该是
    # 每周换两次", "…間違ってる。床敷き交換は週2回が正しい", "…、正しくは「階段」")
    "zh": r"(错了|不对|有误)[^。？?]{0,6}[，,。]\s*((应该)?是\s*(-?\d+|“…”)|[^。？?]{0,10}应该是[^。？?]{1,20})\s*[。!！]*\s*$",
    "ja": r"(間違って|違って|誤って)[^。？?]{0,8}[、,。]\s*((正しくは|正解は)?\s*(-?\d+|“…”)\s*(です|だよ|だ)?|[^。？?]{1,30}が正しい(です)?)\s*[。!！]*\s*$",
}
# One quoted answer replaced by another ("item 12 : remplacer la réponse « Rioja » par « Ribera del Duero »"; quotes are
# “…” once normalised): with an item named, its reference to fix
_Q = r"(?:“…”|'[^']{1,40}')"  # a quoted answer: normalised, double quotes and 「」 are “…”, single ones stay as typed
_REPLACED = {
    "en": rf"\b(replac|swap)\w*\b[^.!?]{{0,30}}{_Q}\s*(with|by|for)\s*{_Q}",
    "de": rf"\bersetz\w*\b[^.!?]{{0,30}}{_Q}\s*(durch|mit)\s*{_Q}|{_Q}\s*(durch|mit)\s*{_Q}\s*ersetz",
    "fr": rf"\bremplac\w*\b[^.!?]{{0,30}}{_Q}\s*par\s*{_Q}", "es": rf"\b(reemplaz|sustitu|cambi)\w*\b[^.!?]{{0,30}}{_Q}\s*(por|con)\s*{_Q}",
    "pt": rf"\b(substitu|troc|mud)\w*\b[^.!?]{{0,30}}{_Q}\s*(por|pelo|pela)\s*{_Q}", "zh": rf"{_Q}\s*(换成|改成|替换成|替换为|改为)\s*{_Q}",
    "ja": rf"{_Q}\s*(を|から)\s*{_Q}\s*に\s*(置き換え|変更|修正|書き換え|差し替え)",
}
# The right value said against the wrong one, asking nothing ("el item 13 … tiene la respuesta mal, es 42 no 24", "是42不是24",
# "24じゃなくて42"): with an item named, its reference to fix
_SAID_NOT = {
    "en": r"\b(it'?s|its|it is|should be|is)\s*-?\d+\s*,?\s*(not|and not|instead of)\s+-?\d+\b",
    "de": r"\b(es ist|ist|sollte|muss)\s*-?\d+\s*,?\s*(nicht|und nicht|statt)\s+-?\d+\b",
    "fr": r"\b(c'est|ca fait|devrait etre)\s*-?\d+\s*,?\s*(pas|et pas|et non|non|au lieu de)\s+-?\d+\b",
    "es": r"\b(es|son|deberia ser)\s*-?\d+\s*,?\s*(no|y no|en vez de|en lugar de)\s+-?\d+\b",
    "pt": r"\b(e|eh|seria|deveria ser)\s*-?\d+\s*,?\s*(nao|e nao|em vez de|no lugar de)\s+-?\d+\b",
    "zh": r"是\s*-?\d+\s*[，,]?\s*不是\s*-?\d+|不是\s*-?\d+\s*[，,]?\s*(而)?是\s*-?\d+",
    "ja": r"-?\d+\s*(じゃなくて|ではなくて|ではなく)\s*-?\d+",
}
_VALUE = {
    # or the wrong value set against the right one: "the key says 24 instead of 42", "steht 24 statt 42"
    "en": r"\b(it'?s|its|it is|should be|must be|is actually|right answer is|correct answer is|works out to|comes out (to|as|at)|adds up to)\s*-?\d+\b(?!\s*(%|percent))"
          r"|-?\d+\s+(instead of|rather than|not|and not)\s+-?\d+\b(?!\s*(%|percent))",
    "de": r"\b(es ist|das ist|ist es|ware|richtig ist|richtig ware|korrekt ist|lautet|sollte)\s*-?\d+\b(?!\s*(%|prozent))"
          r"|-?\d+\s+(statt|anstatt|anstelle von|und nicht)\s+-?\d+\b(?!\s*(%|prozent))",
    "fr": r"\b(c'est|ca fait|devrait etre|doit etre|la bonne reponse est|vaut)\s*-?\d+\b(?!\s*%)",
    "es": r"\b(es|son|deberia ser|debe ser|la correcta es|vale|da)\s*-?\d+\b(?!\s*%)",
    "pt": r"\b(e|sao|deveria ser|deve ser|a certa e|a correta e|vale|da)\s*-?\d+\b(?!\s*%)",
    "zh": r"(是|应该是|应为|该是|其实是|正确的是)\s*-?\d+(?!\s*%)",
    "ja": r"-?\d+\s*(です|だよ|だ|が正しい|が正解|のはず)|正しくは\s*-?\d+|正解は\s*-?\d+|-?\d+\s*(じゃなくて|ではなく|じゃなく)\s*-?\d+",
}
# A training refused beside the key chosen: the answer to "widen the key, or train the model?"
_NO_TRAINING = {
    "en": r"\b(not|no|don'?t|without|skip( the)?)\b\s*(to )?(re)?train\w*|\btraining\b.{0,20}\b(not needed|unnecessary|too expensive|too costly)\b",
    "de": r"\b(nicht|kein|keine|ohne)\b.{0,20}\b(trainier\w*|training|nachtrainier\w*)|\btraining\b.{0,20}\b(zu teuer|unnotig|nicht notig)\b",
    "fr": r"\b(pas|sans|ne pas|inutile d')\b\s*(d'|de |l')?(r?entrain\w*)|\b(l')?entrainement\b.{0,20}\b(trop cher|inutile|coute trop)\b",
    "es": r"\b(no|sin|nada de|ni)\b\s*(es )?(para )?(r?entren\w*)|\b(entrenar|entrenamiento)\b.{0,20}\b(sale caro|es caro|muy caro|no hace falta|innecesario)\b",
    "pt": r"\b(nao|sem|nada de|nem)\b\s*((e|eh) )?((pra|para) )?(r?trein\w*)|\b(treinar|treino|treinamento)\b.{0,20}\b(sai caro|e caro|muito caro|nao precisa|desnecessario)\b",
    "zh": r"(不用|不要|别|不必|无需|不需要|没必要)(再)?(训练|微调)|(训练|微调)(太贵|太费|没必要|就算了|不用了)",
    "ja": r"(学習|トレーニング|訓練|ファインチューニング)(は|も)?(しない|不要|いらない|なし|しなくて|やめ|高い)",
}
# The key chosen: the words of a key, whatever else the message refuses
_THE_KEY = {"en": r"\bkeys?\b", "de": r"\b(key|schlussel)\b", "fr": r"\bcles?\b", "es": r"\bclaves?\b",
            "pt": r"\b(chaves?|gabaritos?)\b", "zh": r"key|答案键|キー", "ja": r"キー|key"}
# Only one item (of a change proposed on several), the rest left as it is: that change, on that item (a share
# is a score: "nur 40 %" narrows nothing)
_ONLY = {
    "en": r"\b(only|just)\s+(for\s+)?(item|question|q|number|#)\s*#?\d+(?![\d.,]*\s*%)",
    "de": r"\bnur\s+(fur\s+)?(die\s+|das\s+)?(item|aufgabe|frage|nr\.?|n[u]mmer|#)?\s*#?\d+(?![\d.,]*\s*%)",
    "fr": r"\b(seulement|uniquement|juste)\s+(pour\s+)?(l'item|l'|la question|le|la|item|question)\s*#?\d+(?![\d.,]*\s*%)",
    "es": r"\b(solo|solamente|unicamente)\s+(para\s+)?(el\s+|la\s+)?(item|pregunta|numero)?\s*#?\d+(?![\d.,]*\s*%)",
    "pt": r"\b(so|somente|apenas)\s+(pro\s+|para o\s+|no\s+)?(o\s+|a\s+)?(item|questao|pergunta|numero)?\s*#?\d+(?![\d.,]*\s*%)",
    "zh": r"(只|仅|就)(改|动|要|留|改一下)?(第\s*\d+\s*(题|项|道)|\d+\s*号题)",
    "ja": r"(\d+\s*(番|問目)|第\s*\d+\s*問|問\s*\d+|(項目|アイテム|問題)\s*\d+)だけ",
}
# The change waiting, asked to be shown again before the yes ("変更内容をもう一度見せてもらえますか？", "你能把修改方案再发一遍吗？",
# "Zeig mir nochmal genau, was du am Schlüssel ändern willst"): the proposal, shown again
_SHOWN_AGAIN = {
    "en": r"\b(show|send|post|repeat)\b[^.!?]{0,20}\b(the |your |that )?(change|proposal|fix|edit|diff)\b[^.!?]{0,10}\bagain\b",
    "de": r"\bzeig\w*\b[^.!?]{0,20}\b(nochmal|noch einmal)\b[^.!?]{0,40}\b(andern|anderung|vorschlag)\w*",
    "fr": r"\b(remontre|renvoie|reaffiche)\w*\b[^.!?]{0,30}\b(la modification|le changement|la proposition|ce que tu veux changer)",
    "es": r"\b(vuelve a mostrar|vuelve a enviar|reenvia)\w*\b[^.!?]{0,30}\b(el cambio|la propuesta|lo que quieres cambiar)",
    "pt": r"\b(mostra|manda|reenvia)\w*\b[^.!?]{0,20}\b(de novo|novamente)\b[^.!?]{0,20}\b(a mudanca|a proposta|a correcao)",
    "zh": r"(修改方案|修改内容|提议|改动)[^。？?]{0,6}再(发|给我看|看)一(遍|次)",
    "ja": r"(変更内容|変更案|修正案|提案)[^。？?]{0,10}(もう一度|再度)[^。？?]{0,6}(見せ|送)",
}
# A deletion said not to be wanted ("no, I don't want to delete gsm-mini", "Ich sag doch nicht, dass du den ganzen Benchmark
# wegmachen sollst", "ベンチマークを削除したいわけじゃなくて"): with only one item named after it (`_ONLY`), that item removed
_NOT_DELETED = {
    "en": r"\b(don'?t|do not|not|never)\b[^.!?]{0,30}\b(delete|remove|drop|wipe|get rid of|nuke)\b",
    "de": r"\bnicht\b.{0,50}\b(losch|entfern|wegmach|rausnehm|rausnimm)\w*|\b(losch|entfern)\w*\b[^.!?]{0,40}\bnicht\b",
    "fr": r"\b(pas|ne)\b[^.!?]{0,30}\b(supprim|effac|retir|enlev|vir)\w*",
    "es": r"\bno\b[^.!?]{0,30}\b(borr|elimin|quit)\w*",
    "pt": r"\bnao\b[^.!?]{0,30}\b(apag|remov|exclu|tir|delet)\w*",
    "zh": r"(不是|没说|不要|别)[^。，,]{0,10}(删|去掉|移除)",
    "ja": r"(削除|消|外)[^。]{0,10}(わけじゃな|んじゃな|とは言って|のではな)",
}
_REST_KEPT = {
    "en": r"\b(leave|keep)\b.{0,30}\b(rest|others?)\b|\bkeys?\b",
    "de": r"\b(lass|behalt|belass)\w*\b.{0,30}\b(rest|andere\w*)\b|\b(rest|andere\w*)\b.{0,30}\b(lass|behalt|belass)\w*|\b(key|schlussel)\b",
    "fr": r"\b(laisse|garde)\w*\b.{0,30}\b(reste|autres)\b|\bcles?\b",
    "es": r"\b(deja|manten)\w*\b.{0,30}\b(resto|demas|otros|otras)\b|\bclaves?\b",
    "pt": r"\b(deixa|mantem|mantenha)\w*\b.{0,30}\b(resto|restante|outros|outras)\b|\bchaves?\b",
    "zh": r"其他|其余|别动|不动|key|答案键",
    "ja": r"残り|他は|ほかは|そのまま|キー",
}
_REMOVE_VERB = {
    "en": r"\b(remov(e|ing)|drop(ping)?|delet(e|ing)|get(ting)? rid of|scrap(ping)?|ditch(ing)?|take out|taking out|pull(ing)? out|pull(ing)? (just |only )?(that|this|the) (one )?(item|question))\b", "de": r"\b(entfern|losch|streich|raus)\w*",
    "fr": r"\b(retir|supprim|suppression|enlev|vir)\w*", "es": r"\b(quit|elimin|borr|sac)\w*", "pt": r"\b(remov|tir|apag|exclu|delet)\w*",
    "zh": r"删|去掉|移除|拿掉", "ja": r"削除|消し|消せ|外し|外せ|取り除",
}

# "the same" on an item named by its number alone ("lo mismo para el 14", "pareil pour le 14", "第14题也一样"), the
# number closing the sentence (a word of courtesy after it at most): not "the same for 3 models"
_SAME = {
    "en": r"\b(the )?same\b",
    "de": r"\b(dasselbe|das gleiche|gleiche[sn]?|genauso|ebenso)\b",
    "fr": r"\b(pareil|la meme chose|de meme|idem)\b",
    "es": r"\b(lo mismo|igual|idem)\b",
    "pt": r"\b(o mesmo|a mesma coisa|mesma coisa|igual|idem)\b",
}
_SAME_NUMBER = {
    "en": r"\b(for|with|on|to)\s+(the\s+)?(item\s+|question\s+|number\s+|no\.?\s*)?#?\d{1,3}",
    "de": r"\b(fur|bei|mit|auf)\s+(die\s+|das\s+|der\s+)?(aufgabe\s+|item\s+|frage\s+|nr\.?\s*|n[u]mmer\s+)?#?\d{1,3}",
    "fr": r"\b(pour|avec|sur|a)\s+(le\s+|la\s+|l'\s*)?(item\s+|question\s+|numero\s+)?#?\d{1,3}",
    "es": r"\b(con|para|en|pa)\s+(el\s+|la\s+)?(item\s+|pregunta\s+|numero\s+)?#?\d{1,3}",
    "pt": r"\b(pro|pra|para|com|no|na|em)\s+(o\s+|a\s+)?(item\s+|questao\s+|pergunta\s+|numero\s+)?#?\d{1,3}",
}
_COURTESY = (r"\b\s*(please|pls|plz|too|also|as well|bitte|auch|stp|svp|aussi|por favor|porfa|tambien|tambem|tb)?\s*"
             r"([,.!?;:—–-]|$)")
# ...or opening the message, "too" after it: "item 14 too, its answer is wrong as well", "el 14 también"
_ITEM_TOO = {
    "en": r"^\W*((and|ok|also|now),? )?(for )?(the )?(item|question|q|number|no\.?|#)\s*#?\d{1,3}\s*,?\s*(too|as well)\b",
    "de": r"^\W*((und|ok|jetzt),? )?(fur |bei )?(die |das |der )?(aufgabe|item|frage|nr\.?|n[u]mmer)?\s*#?\d{1,3}\s*,?\s*(auch|ebenfalls)\b",
    "fr": r"^\W*((et|ok),? )?(pour )?(l'item|l'|le|la|item|question)\s*#?\d{1,3}\s*,?\s*(aussi|egalement)\b",
    "es": r"^\W*((y|ok),? )?(para )?(el|la|item|pregunta)\s*(item\s*|pregunta\s*)?#?\d{1,3}\s*,?\s*(tambien)\b",
    "pt": r"^\W*((e|ok),? )?(pro |pra |para )?(o|a|item|questao|pergunta)\s*(item\s*)?#?\d{1,3}\s*,?\s*(tambem)\b",
}
# "the same rule" (change, correction, way) applied to the others, the rest, or one more item ("aplica a mesma regra pros
# outros países também", "第14题也按同样方式改"): the requester's last change here, on those items (bot/followup.py)
_SAME_RULE = {
    "fr": r"\b(la meme|le meme|les memes) (regle|logique|principe|changement|modification|correction|traitement|critere)s?\b",
    "es": r"\b(la misma|el mismo|los mismos|las mismas) (regla|logica|criterio|cambio|correccion|modificacion|tratamiento)s?\b",
    "pt": r"\b(a mesma|o mesmo|os mesmos|as mesmas) (regra|logica|criterio|mudanca|alteracao|correcao|tratamento|ajuste)s?\b",
    "zh": r"(按|照|用|以)(照)?(同样|一样|相同|同一|这个|这种|刚才)的?(方式|方法|办法|规则|做法|思路|逻辑|标准)[^。？?]{0,6}(改|处理|修改|修|弄)"
          r"|同样的?(规则|方式|方法|办法|做法)[^。？?]{0,6}(改|处理|修改|修|弄)",
}
_TO_THE_OTHERS = {
    "fr": r"\b(autres|reste|tous|toutes|aussi|egalement)\b", "es": r"\b(otros|otras|demas|resto|todos|todas|tambien)\b",
    "pt": r"\b(outros|outras|demais|resto|todos|todas|tambem)\b", "zh": r"其他|其余|别的|剩下|剩余|也|都",
}
# The requester's usual or last change asked again, on a benchmark it names or the thread's ("Refais la même modif de clé que
# la dernière fois, mais sur capitals", "いつもの修正を capitals のキーにもお願い"): that change, as "the same" (bot/followup.py)
_FIX_REPEATED = {
    "en": r"\b(do|make|apply|repeat|redo)\b[^.!?]{0,15}\b(same|usual)\b( \w+){0,2} (fix|change|edit|correction)\b",
    "de": r"\b(mach|wende|wiederhol|fuhr)\w*\b[^.!?]{0,20}\b(dieselbe|die gleiche|die selbe|gleiche|ubliche)\w* (key-?)?"
          r"(anderung|korrektur|fix|anpassung)\b",
    "fr": r"\b(refai\w*|fai[st]|faites|applique\w*|reprodui\w*|refaire|faire)\b[^.!?]{0,20}\b(la meme|le meme|l'habituel\w*)\b"
          r"[^.!?]{0,10}\b(modif\w*|changement|correction|fix|retouche)\b|\b(modif\w*|changement|correction|fix) habituel\w*\b",
    "es": r"\b(haz|hazme|repite|aplica|aplicale|rehaz)\w*\b[^.!?]{0,20}\b(la misma|el mismo)\b[^.!?]{0,10}"
          r"\b(correccion|cambio|arreglo|ajuste|fix|modificacion)\b|\b(correccion|cambio|arreglo|ajuste|fix) de siempre\b",
    "pt": r"\b(faz|faca|repete|aplica|refaz)\w*\b[^.!?]{0,20}\b(a mesma|o mesmo)\b[^.!?]{0,10}"
          r"\b(correcao|mudanca|alteracao|ajuste|fix)\b|\b(correcao|ajuste|fix|mudanca|alteracao) de sempre\b",
    "zh": r"(照|按)(上次|之前|平常|老样子|老樣子)(那样|那樣|的方式)?(改|修)|(和|跟)上次一(样|樣)(改|修)"
          r"|(同样|同樣|上次|平常)的?(修改|改动|改動|修正|修复|修復)[^。？?]{0,20}(也|再)",
    "ja": r"(いつもの|前回と同じ|この前と同じ|前と同じ)(修正|変更|直し|fix)[^。？?]{0,25}(お願い|して|やって|かけて|適用)",
}
_SAME_CJK = {"zh": r"也一样|也是一样|同理|也是这样|一样处理", "ja": r"(も|にも)\s*(同じ|同様)|同じ(ように|く|変更|修正|こと)|同様に"}
# The key or the reference fixed so that a score is computed again: the change is the request, the score its reason
_RESCORED = {
    "en": r"\b(recalculat|recomput|rescor|re-scor|re-?grad)\w*", "de": r"\bneu (berechn|bewert)\w*|\b(nachberechn|neuberechn|re-?scor)\w*",
    "fr": r"\b(recalcul|re-?scor)\w*", "es": r"\b(recalcul|re-?scor)\w*", "pt": r"\b(recalcul|re-?scor)\w*",
    "zh": r"重新(算|计算|评分|打分)|重算", "ja": r"再計算|再採点|計算し直",
}


# An item wanted gone ("I want item 4 gone", "dass Frage 4 verschwindet", "que la question 4 disparaisse", "第4题消失"): removed.
_GONE = {
    "en": r"\b(gone|disappear|vanish)\b", "de": r"\bverschwind\w*|\bweg haben\b", "fr": r"\bdisparai\w*",
    "es": r"\bdesaparez\w*|\bdesaparec\w*", "pt": r"\bsum(a|ir)\b|\bdesaparec\w*", "zh": r"消失", "ja": r"消えて|なくして",
}


# An item named by what it asks, and taken out ("take the Australia one out of the capitals test", "把澳大利亚那道题从测试里去掉",
# "オーストラリアの問題はテストから外してください"): the item removed, as when named by its number
_BY_CONTENT = {
    "en": (r"\bthe [a-z]+ (one|question|problem)\b(?! (of|in|with|for)\b)", r"\b(take|pull|get)\b[^.!?]{0,40}\bout\b|\b(remove|drop|delete|cut|scrap|ditch)\b"),
    "de": (r"\b[a-z]+-(frage|aufgabe)\b", r"\b(nimm|nehmt|entfern|streich)\w*\b"),
    "fr": (r"\bla question (du|de la|des|sur) [a-z]+\b", r"\b(retire|enleve|supprime|vire)\w*\b"),
    "es": (r"\bla (pregunta )?(del|de la|sobre) [a-z]+\b", r"\b(quita|saca|elimina|borra)\w*\b"),
    "pt": (r"\ba (pergunta|questao) (do|da|sobre) [a-z]+\b", r"\b(tira|remove|exclui)\w*\b"),
    "zh": (r"[\u4e00-\u9fff]{1,6}那(道|个)?题", r"去掉|删掉|拿掉|移除|去除"),
    "ja": (r"[\u30a0-\u30ff\u4e00-\u9fff]{1,8}の問題", r"外して|取り除"),
}
# A change confirmed as it was proposed ("Ja, änder die Lösungen so wie vorgeschlagen", "sí, dale, cambia las soluciones",
# "好的，就按你说的改答案吧"): the suggested change, the key called by another name
_AS_PROPOSED = {
    "en": r"\b(change|apply|make|fix|update)\w*\b[^.!?]{0,40}\b(as (you )?(suggested|proposed|said)|like you (said|suggested))\b",
    "de": r"\b(ander|mach|setz|ubernimm|wend)\w*\b[^.!?]{0,40}\b(wie (du )?(vorgeschlagen|gesagt)|so wie vorgeschlagen)\b",
    "fr": r"\b(applique|fais|change|modifie)\w*\b[^.!?]{0,20}\b(la modif\w*|le changement|la correction|comme (tu l'as )?(propose|dit))\b",
    "es": r"\b(cambia|aplica|modifica)\w*\b[^.!?]{0,30}\b(las soluciones|las respuestas|como (dijiste|propusiste|sugeriste))\b",
    "pt": r"\b(muda|aplica|altera)\w*\b[^.!?]{0,30}\b(o gabarito|as respostas|como (voce )?(disse|sugeriu|propos))\b",
    "zh": r"(就|照|按)(你说的|你的建议|建议的|提议的?)[^。？]{0,6}(改|修改|弄|来)",
    "ja": r"(提案|言った|言われた)(どおり|通り)に?(変更|修正|直し|反映)",
}

# A change applied, or held back ("aplica a correção do item 13 direto, sem proposta", "no wait dont apply that yet",
# "管理者権限で承認なしにキーの修正を適用して"): the change the skill proposes (and applies only after a yes)
# (not whether it was applied, a history read: "did ben ever apply that correction?", "est-ce qu'on a appliqué …?"; nor a test
# given to a model, a run: "dá pra aplicar a prova de capitals no tiny-1?")
_APPLY = {
    "en": r"^(?!.*\b(did|have|has|had|was|were|ever)\b).*\bapply\b|\b(all good|all fine|looks (good|fine|right)|lgtm)\b[^.!?]{0,20}\bgo ahead and (change|fix|make) (it|the change)\b", "de": r"\b(anwenden|ubernimm|ubernehmen)\b|\bwende\b[^.!?]{0,30}\ban\b"
          r"|\b(leg los|mach weiter|nur zu) mit (der|dem|dieser|diesem) (korrektur|anderung|vorschlag)\b"
          r"|^\W*(ja|jo|ok|okay|passt)\b[^.!?]{0,15}\b(key|schlussel)[ -]?(update|anderung|korrektur|fix)\b[^.!?]{0,10}\b(durchziehen|durchfuhren|umsetzen|einspielen)\b",
    "fr": r"(?<!\ba )(?<!\bont )(?<!\bete )(?<!\bdeja )\bappliqu(e|er|ez)\b",
    "es": r"\b(aplica|aplique|apliques|aplicar|aplicalo|aplicala)\b(?!\s+(la|el|una|un)\s+(prueba|test|examen|benchmark))"
          r"|\badelante con (la |el |esa |ese )?(correccion|cambio|propuesta|modificacion|arreglo)\b",
    "pt": r"\b(aplica|aplique|aplicar|aplica-la|aplica-lo)\b(?!\s+(a|o|uma|um)\s+(prova|teste|exame|benchmark))"
          r"|\b(pode seguir|segue|manda ver|vai em frente) com (a |o |essa |esse )?(correcao|mudanca|proposta|alteracao)\b",
    "zh": r"应用(一下|吧|这个|那个)|套用|(没问题|没毛病|可以|行|同意|确认)[，,。\s]*(那就|就)?(按方案|照方案|按建议)?修?改吧\W*$|(确认|同意)[，,。\s]*(执行|进行)(修改|更改)|^\W*(好的?|行|可以|ok)?[，,。\s]*就(这么|这样)(修?改|弄)吧\W*$", "ja": r"適用(して|しといて|お願い|しちゃって|しないで)",
}
# who may apply one is a question of roles ("se a ana pode aplicar mudanças no gabarito ou se só a cara pode?")
_MAY_APPLY = r"\b(?!(?:you|u|vc|voce|tu|du)\b)\w+ (pode|podem|puede|pueden|peut|peuvent|darf|durfen|may|can) (aplicar|apply|appliquer|anwenden)\b"
_DONT_APPLY = r"\b(don'?t|do not|dont|nicht|ne pas|pas encore|no|nao|todavia no|ainda nao)\b|不要|先别|别|しないで|まだ"
APPLIED = 2.0
# A change held back before it is applied ("等一下，先别改，我要让ana看一下", "ちょっと待って、まだキーは変えないで", "wait, don't change it
# yet"): the no to the change waiting, said first in a short message (later or in a long one it is an aside: "rerun tiny-1 on
# gsm-mini, don't change anything", "… Please don't change the key yet; I want to discuss with ana first."), not of what "we"
# do ("merci, on ne touche pas aux scores")
_HELD_BACK = {
    "en": rf"^\W*(({HOLD_ON['en']})\W+)*(please )?((don'?t|do not) (change|touch|edit|apply) (it|that|anything|the key|the reference)( yet)?\b|hold off on (the|that|this) (change|edit|fix)\b)",
    "de": rf"^\W*(({HOLD_ON['de']})\W+)*(bitte )?(noch nicht (andern|anwenden|anfassen|ubernehmen)\b|(andere|andert|andern sie) (noch )?nichts\b)",
    "fr": rf"^\W*(({HOLD_ON['fr']})\W+)*(ne (change|changez|modifie|modifiez|touche|touchez|applique|appliquez) (rien|pas)( encore)?\b)",
    "es": rf"^\W*(({HOLD_ON['es']})\W+)*((todavia |aun )?no (cambies|modifiques|toques|apliques) (nada|todavia|aun|la clave|eso)\b)",
    "pt": rf"^\W*(({HOLD_ON['pt']})\W+)*((ainda )?nao (muda|mude|altera|altere|mexe|mexa|aplica|aplique) (nada|ainda|a chave|isso)\b)",
    "zh": rf"^\W*(({HOLD_ON['zh']})\W*)*(先别|别|不要|先不要|暂时别|还别)(改|修改|动|应用)",
    "ja": rf"^\W*(({HOLD_ON['ja']})\W*)*(まだ)?[^。？?]{{0,12}}(変えないで|変更しないで|直さないで|いじらないで|修正しないで|適用しないで)",
}


# The item number of the request before corrected ("non pas l'item 12, je voulais dire le 13", "no el 12, el 13, perdón",
# "不是第12题，是第13题"): the change asked again on the right item
_ITEM_CORRECTED = {
    "en": r"\bnot (item |question |#)?\d+\b[,;:\s]+(i meant |i mean |but |it'?s )?(item |question |#)?\d+\b"
          r"|\bi meant (item |question |#)?\d+,? not (item |question |#)?\d+\b",
    "de": r"\bnicht (item |aufgabe |frage |nr\.? )?\d+\b[,;:\s]+(sondern |ich meinte |gemeint war )?(item |aufgabe |frage |nr\.? )?\d+\b"
          r"|\bich meinte (item |aufgabe |frage )?\d+,? nicht (item |aufgabe |frage )?\d+\b",
    "fr": r"\b(non |pas )(pas )?(l'item |la question |le |la )?\d+\b[,;:\s]+(je voulais dire |mais |c'est )?(l'item |la question |le |la )?\d+\b"
          r"|\bje voulais dire (l'item |la question |item )?\d+,? (et )?(pas|non) (l'item |la question |item )?\d+\b",
    "es": r"\bno (es )?(el item |la pregunta |el |la )?\d+\b[,;:\s]+(quise decir |sino |es )?(el item |la pregunta |el |la )?\d+\b"
          r"|\b(me referia|quise decir|queria decir|era) (a la |al |el |la )?(item |pregunta )?\d+,? no (a la |al |el |la )?(item |pregunta )?\d+\b",
    "pt": r"\bnao (e )?(o item |a questao |a pergunta |o |a )?\d+\b[,;:\s]+(quis dizer |mas |e )?(o item |a questao |a pergunta |o |a )?\d+\b"
          r"|\b(era|e|quis dizer|queria dizer) (o |a )?(item |questao |pergunta )?\d+\b[^.!?]{0,40}\bnao (o |a )?(item )?\d+\b",
    "zh": r"不是第?\s*\d+\s*(题|项|道|号)?[，,：:\s]*(而)?是第?\s*\d+\s*(题|项|道|号)",
    "ja": r"\d+\s*(問目|番)?じゃなくて[、,\s]*\d+\s*(問目|番)",
}
ITEM_CORRECTED = 4.0

# A value in the key said out of date, and an update asked ("on tarifas-balsa the bike price is outdated in the key, it's
# R$ 12 now. can you update it?"): its reference to change, though a price is named (it is the answer's, not a cost asked)
OUTDATED = 3.0
_OUTDATED = {
    "en": r"\b(out of date|outdated|stale|obsolete|no longer (right|valid|true|correct|current))\b",
    "de": r"\b(veraltet\w*|uberholt\w*|nicht mehr (aktuell|gultig|richtig))\b",
    "fr": r"\b(perime\w*|obsolete\w*|depasse\w*|plus a jour|n'est plus (bon|bonne|valable|juste|correct|correcte))\b",
    "es": r"\b(desactualizad\w*|obsolet\w*|ya no (es|vale|esta) (correct\w*|valid\w*|bien|al dia))\b",
    "pt": r"\b(desatualizad\w*|obsolet\w*|nao (vale|e|ta|esta) mais (certo|certa|valid\w*|correto|correta))\b",
    "zh": r"过时|旧了|不是最新|已经变了|早就变了",
    "ja": r"古い|古く(なって|なった)|最新じゃない|変わってい|変わった",
}
_UPDATE = {
    "en": r"\b(update|refresh|fix|correct|change)\w*\b", "de": r"\b(aktualisier|anpass|ander|korrigier|updat)\w*",
    "fr": r"\b(mettre a jour|mets a jour|mettez a jour|actualis\w*|corrig\w*|modifi\w*|chang\w*)",
    "es": r"\b(actualiz|cambi|corrig|correg|modific)\w*", "pt": r"\b(atualiz|mud|corrig|troc|arrum|alter)\w*",
    "zh": r"更新|改|修改|更正", "ja": r"更新|修正|直し|直して|変更|書き換え",
}


def _item_requests(lang: str) -> tuple[Trigger, ...]:
    """What a message asks of one named item, in any of the seven languages: its question fixed (a typo, a
    question that makes no sense, numbers that do not match: a reword, which the skill answers with how),
    its key or reference fixed (with a value stated after the item, or "fix item 5: the key says Sydney"),
    the key chosen over a training, or a change narrowed to that item; and the requester's usual or last change
    asked again, or a change applied."""
    item, verb, key = _ITEM_N[lang], _FIX_VERB[lang], _KEY[lang]
    question = f"{_QUESTION[lang]}|{_TYPO[lang]}|{_NO_SENSE[lang]}"
    named, taken_out = _BY_CONTENT[lang]
    return (
        Trigger.of(rf"^(?=.*({item}))(?=.*({_GONE[lang]}))", REMOVE, "remove"),  # "I want item 4 gone from gsm-mini"
        Trigger.of(_ITEM_CORRECTED[lang], ITEM_CORRECTED, "fix"),
        # not the benchmark, only an item: "No, no quiero borrar el benchmark, solo el ítem 13"
        Trigger.of(rf"^(?=.*({_NOT_DELETED[lang]}))(?=.*({_ONLY[lang]}))", NOT_THE_BENCHMARK, "remove"),
        Trigger.of(rf"^(?=.*({named}))(?=.*({taken_out}))", REMOVE, "remove"),
        Trigger.of(_AS_PROPOSED[lang], 1.5, "suggested"),
        Trigger.of(_SHOWN_AGAIN[lang], SHOWN_AGAIN, "suggested"),
        # applied: the yes to the change waiting in the thread (with none waiting, the change proposed); held back, the no
        Trigger.of(rf"^(?!.*(?:{_MAY_APPLY}))(?!.*(?:{_DONT_APPLY})).*?(?:{_APPLY[lang]})", APPLIED, "confirm"),
        Trigger.of(rf"^(?!.*(?:{_MAY_APPLY}))(?=.*(?:{_DONT_APPLY})).*?(?:{_APPLY[lang]})", APPLIED, "cancel"),
        Trigger.of(rf"^(?!.{{100}})(?:{_HELD_BACK[lang]})", APPLIED, "cancel"),
        Trigger.of(rf"^(?=.*({item}))(?=.*({verb}))(?=.*({question}))", QUESTION_FIXED, "reword"),
        # an item fixed in one sentence, nothing said of how ("Item 4 auf gsm-mini reparieren", "修一下第7题"), or in the
        # sentence after the one that named it, the verb first ("問題3、単位が混ざってる。直しておいて"): no model is
        # trained on an item (not a fix said as a condition: "if we fix item 13's key, will tiny-1's score change?")
        Trigger.of(rf"^(?!{_CONDITION})(?=.*(({item})[^.!?;。！？]{{0,40}}({verb})|({verb})[^.!?;。！？]{{0,40}}({item})"
                   rf"|({item})[^.!?;。！？]{{0,60}}[.!;。！]\s*({verb})))",
                   ITEM_FIXED, "fix"),
        Trigger.of(rf"^(?=.*({item}))(?=.*({verb}))(?=.*({key}))", FIX_ITEM, "reference"),
        Trigger.of(rf"^(?=.*({key}))(?=.*({_OUTDATED[lang]}))(?=.*({_UPDATE[lang]}))", OUTDATED, "reference"),
        Trigger.of(rf"^(?=.*({verb}))(?=.*({key})).*?(?:{_THEN_DO_IT[lang]})", THEN_DONE, "reference"),
        # (a value in a message that asks the question fixed is the question's: "the text says 8, the solution uses 6")
        Trigger.of(rf"^(?!.*({_QUESTION[lang]}))(?=.*({item}))(?=.*({verb}))(?=.*({key}))(?=.*({_VALUE[lang]}))", TO_VALUE, "reference"),
        *([Trigger.of(rf"^(?=.*({item}))(?=.*({_WRONG[lang]}))(?=.*({_PUT_VALUE[lang]}))", TO_VALUE, "reference")]
          if lang in _PUT_VALUE else []),
        Trigger.of(rf"^(?!.*[?？])(?=.*({item}))(?=.*({_SAID_NOT[lang]}))", TO_VALUE, "reference"),
        Trigger.of(rf"^(?=.*({item}))(?=.*({_WRONG_THEN_VALUE[lang]}))", TO_VALUE, "reference"),
        Trigger.of(rf"^(?=.*({item}))(?=.*({_REPLACED[lang]}))", TO_VALUE, "reference"),
        # an item's value written as one value to another, or its key assigned, asking nothing: "gsm-mini ítem 13: 24 → 42",
        # "第13题 24→42", "gsm-mini item 13: key=42 not 24"
        Trigger.of(rf"^(?!.*[?？])(?=.*({item}))[^?？]*?(?:\d\s*(?:→|->|=>|⇒)|\b(?:key|ref|reference|answer)\s*=)\s*[\"“]?-?\d",
                   VALUE_ARROW, "reference"),
        Trigger.of(rf"{_KEY_DONE}(?=.*({_THE_KEY[lang]}))(?=.*({_NO_TRAINING[lang]}))", KEY_NOT_TRAINING, "widen"),
        Trigger.of(rf"^(?!.*({_REMOVE_VERB[lang]}))(?=.*({_ONLY[lang]}))(?=.*({_REST_KEPT[lang]}))", SAME, SAME_INTENT),
        # (not the change that came before the request: "jetzt wo der Key korrigiert ist, bitte … neu bewerten")
        Trigger.of(rf"{_NOT_CONTEXT}(?=.*({verb}))(?=.*({key}))(?=.*({_RESCORED[lang]}))", CHANGE_ASKED, "widen"),
        *([Trigger.of(rf"^(?=.*({_SAME_RULE[lang]}))(?=.*({_TO_THE_OTHERS[lang]}|{item}))", SAME, SAME_INTENT)]
          if lang in _SAME_RULE else []),
        Trigger.of(rf"^(?=.*({item}))(?=.*({_SAME_CJK[lang]}))" if lang in _SAME_CJK
                   else rf"^(?=.*({_SAME[lang]}))(?=.*({_SAME_NUMBER[lang]}){_COURTESY})", SAME, SAME_INTENT),
        *([Trigger.of(_ITEM_TOO[lang], ITEM_TOO, SAME_INTENT)] if lang in _ITEM_TOO else []),
        Trigger.of(_FIX_REPEATED[lang], SAME, SAME_INTENT),
    )


# More answer forms for the key, given as quoted data: "add 'Washington DC' and 'Washington, D.C.' as ok answers", a thread's
# "the same for 'Wien, Österreich' and similar forms", "ついでに「ロンドン（イギリス）」みたいな書き方もOKにして". The quotes are blanked
# ("“…”") before the rules read a message.
_FORMS_ACCEPTED = {
    "en": r"\b(add|accept|allow|take|include)\b.{0,70}?\bas (an? )?(also )?(ok|okay|acceptable|valid|alternative|alternate|accepted|legit|correct|right)"
          r" (answers?|forms?|variants?|spellings?|versions?)\b"
          r"|\b(same|also|too|as well|likewise)\b[^.!?]{0,20}\b(for|with)\s+(“…”|'[^']{1,60}')"
          r"|(“…”|'[^']{1,60}')[^.!?]{0,40}\b(and|or|plus) (similar|other|such|related) (forms|variants|spellings|versions|ones|answers|formats)\b",
    "de": r"\b(fug|nimm|trag|akzeptier|erlaub)\w*\b[^.!?]{0,60}\bals (gultige|akzeptierte|richtige|korrekte|zulassige|weitere|alternative) "
          r"(antwort|form|variante|schreibweise)\w*"
          r"|\b(dasselbe|das gleiche|genauso|ebenso|auch)\b[^.!?]{0,25}\b(fur|bei|mit)\s+“…”"
          r"|“…”[^.!?]{0,40}\bund (ahnliche|andere|solche|weitere|verwandte) (formen|varianten|schreibweisen|antworten|formate)\b",
    "ja": r"“…”[^。]{0,30}(も|にも)[^。]{0,8}(ok|オッケー|オーケー|正解|許容|受け付け|受けつけ|認め)"
          r"|(書き方|表記|形式|パターン|バリエーション)[^。]{0,6}も[^。]{0,6}(ok|オッケー|正解|許容|受け付け|受けつけ|認め)",
    # a quoted answer that should count too: "'cuarenta y dos' también debería valer", "'quarenta e dois' também deveria valer"
    "es": r"(“…”|'[^']{1,60}')[^.!?]{0,20}\b(tambien|igualmente)\b[^.!?]{0,15}\b(deberia|debe|tendria que|tiene que)\s+(valer|contar|aceptarse|ser valid[ao])\b",
    "pt": r"(“…”|'[^']{1,60}')[^.!?]{0,20}\b(tambem|igualmente)\b[^.!?]{0,15}\b(deveria|deve|devia|tem que|tinha que)\s+(valer|contar|ser aceit[ao]|ser valid[ao])\b",
}
# A form said right too, then added ("… but 'pure linen' is right too, add that form to the key", "… mas 'linho puro' também
# tá certo, acrescenta essa forma na chave", "… pero también vale 'lino 100%', agrégalo"): that form, or "it", added to the key
_FORM_ADDED = {
    "en": r"\b(add|put|include)\b (it|them|that|this|these|those|both)( (other|alternative|second|new))?( (forms?|variants?|spellings?|versions?|answers?|ones?))? (to|in|into) (the |its |that |this )?(answer )?key\b"
          r"|\b(add|include)\b (that|this|these|those|the other|both) (forms?|variants?|spellings?|versions?)\b",
    "de": r"\b(fug|nimm|trag|pack)\w*\b[^.!?]{0,15}\b(diese|die|beide|das|sie|es)\b( (form|variante|schreibweise)\w*)?[^.!?]{0,12}\b(zum|in den|im|ins) (antwort)?(schlussel|key)\b"
          r"|\b(fug|nimm|trag|pack)\w*\b[^.!?]{0,10}\b(diese|beide|die andere) (form|variante|schreibweise)\w*\b[^.!?]{0,20}\b(hinzu|auf|ein|mit rein|dazu)\b"
          r"|(“…”|'[^']{1,60}')[^.!?]{0,20}\bals (weitere |gultige |richtige |alternative )?antwort\w*\b[^.!?]{0,15}\b(erganz|hinzufug|aufnehm|eintrag|zulass)\w*",
    "fr": r"\b(ajout|rajout|integr|inclu)\w*\b( aussi)? (cette|ces|l'autre|les deux) (formes?|variantes?|graphies?|ecritures?|versions?|orthographes?)\b"
          r"|\b(ajout|rajout)\w*[- ](la|le|les)\b( aussi)? (a|dans) (la )?cle\b",
    "es": r"\b(agreg|anad|inclu|met)\w*\b( tambien)? (esa|esta|esas|estas|la otra|ambas) (formas?|variantes?|grafias?|escrituras?|versiones?)\b"
          r"|^(?=.*(\btambien\b[^.!?]{0,15}\b(vale|sirve|es (correct|valid)[oa])\b|\bclave\b))(?=.*\b(agrega|anade|incluye|pon|mete)(lo|la|los|las)\b)",
    "pt": r"\b(acrescent|adicion|inclu|coloc|bot)\w*\b( tambem)? (essa|esta|essas|estas|a outra|as duas) (formas?|variantes?|grafias?|escritas?|versoes?|versao)\b"
          r"|\b(acrescent|adicion|inclu|coloc|bot)\w*( (isso|isto|essa|esta|ela|elas|ele|eles))? (na|a|no|ao) (chave|gabarito)\b",
    "zh": r"(这个|这种|这些|那个|那种|两种)?(写法|形式|表述|说法|变体)[^。？?]{0,4}(也)?(加到|加进|加入|添加到|补充到|补进|放进|放到)[^。？?]{0,4}(答案|key)",
    "ja": r"(書き方|表記|形式|パターン|バリエーション|答え方)[^。]{0,6}(を|も)[^。]{0,6}(キー|正解|答え)[^。]{0,4}(に|へ)[^。]{0,4}(追加|入れ|足し|加え)",
}


def _forms_accepted(lang: str) -> tuple[Trigger, ...]:
    accepted: tuple[Trigger, ...] = (Trigger.of(_FORMS_ACCEPTED[lang], ALSO_RIGHT, "widen"),) if lang in _FORMS_ACCEPTED else ()
    accepted += (Trigger.of(_FORM_ADDED[lang], ALSO_RIGHT, "widen"),)
    # a form added to a key as a command line would write it, in any language's word for a key (so terse a message may
    # be read as another language): "key capitals +'Paris, France'", "clé capitals +'Paris, France'", "キー capitals +'…'"
    any_key = "|".join(_THE_KEY.values())
    accepted += (Trigger.of(rf"(?:{any_key}|答案)[^.!?。？]{{0,30}}(?:\+|加)\s*(?:“…”|')", ALSO_RIGHT, "widen"),)
    made_equal = (rf"^(?!(?=.*[?？]\s*$)(?!.*({ASKS_FOR[lang]})))"
                  rf"(?=.*({FORMS_MADE_EQUAL[lang]}))(?=.*({TWO_VALUES}|{A_FORM}))")
    return (*accepted, Trigger.of(made_equal, ALSO_RIGHT, "widen"), _matcher_added(lang))


# A rule of matching added to a benchmark's key, in evaluation words ("add a normaliser to capitals so 'Paris, France' and
# 'paris' both match", "ajoute un normaliseur (casse + ponctuation) sur capitals puis relance tiny-1", "给 capitals 加个正则"):
# the key widened, whatever is run after it. Asking which one the harness applies is benchgen-context's.
MATCHER_ADDED = 4.0
_ADDS = {
    "en": r"\b(add|put|apply|use|set up|plug in)\b", "de": r"\b(fug\w*|hinzufug\w*|einbau\w*|bau\w*|setz\w*|nutz\w*|verwend\w*|pack\w*)\b",
    "fr": r"\b(ajout\w*|rajout\w*|mets|met|mettre|appliqu\w*|utilis\w*)\b", "es": r"\b(agreg\w*|anad\w*|pon|ponle|ponga|aplic\w*|usa|mete\w*)\b",
    "pt": r"\b(adicion\w*|poe|coloc\w*|bota\w*|aplic\w*|usa|mete)\b", "zh": r"加|套", "ja": r"追加|入れ|足し|かけ|噛ませ",
}
_MATCHER = (r"(?<![a-z])(normali[sz]\w*|normalis\w*|normaliz\w*|regex\w*|regexp|regular expression|expression reguliere|expresion regular|"
            r"expressao regular|fuzzy[- ]match\w*)(?![a-z])|正则|正規表現|正規化|归一化|规范化")
_ASKED_WHICH = r"^\W*(what|which|does|do|is|are|was|welche\w*|quel\w*|qual\w*|cual\w*|est-ce)\b"


def _matcher_added(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!{_ASKED_WHICH})(?=.*(?:{_ADDS[lang]}))(?=.*(?:{_MATCHER}))", MATCHER_ADDED, "widen")


class EditSkill(Skill):
    id: ClassVar[str] = "benchmark-edit"
    help: ClassVar[str] = "help.edit"
    plans: ClassVar[tuple[type[Plan], ...]] = (EditPlan,)
    scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"benchmarks:write"}
    execute_scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"benchmarks:write"}
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = examples_of("benchmark-edit")

    def __init__(self, judge: EquivalenceJudge) -> None:
        self.judge = judge

    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"^(?=.*\b(item|question|q)\s*#?\d+)(?=.*\b(change|set|correct|fix|update|make)\w*\b[^.!?]{0,60}\bto\s*[\"“]?-?\d)", TO_VALUE, "reference"),
            Trigger.of(r"\b(case|capitali[sz]ation|upper ?case|lower ?case|capital letters)\b[^.!?]{0,30}\b(doesn'?t matter|not matter|ignored?|insensitive|irrelevant)\b|\b(ignore|regardless of)\b[^.!?]{0,15}\b(case|capitali[sz]ation)\b|\bcase[- ]insensitive\b", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"\b(propose|suggest)\w*\b.{0,15}\b(a|an|some)\b.{0,12}\b(change|edit|fix|correction)\b", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"\b(reword|rephrase|rewrite|reformulate)\w*|\b(fix|change|edit|correct|update|clarify|improve|swap|tweak|adjust|alter|redo)\b.{0,30}\b(wording|phrasing|question text)\b|\b(wording|phrasing)\b.{0,40}\b(fix|change|edit|correct|update|clarify|improve|swap|tweak|adjust|alter|redo)\b", REWORD, "reword"),
            Trigger.of(r"^(?=.*(\b(items?|questions?|q)\s*#?\d+|#\d+))(?=.*(" + _NOT_RECKONED + r"\b(do|apply|make)\b.{0,12}\b(that|this|it|the same)\b|\bsame (thing|change|fix|widening|edit|correction)\b|\bthe same (for|with|on|to)\b|^\W*((and|ok|okay|also|now),? )?same (for|with|on)\b|\blikewise\b))", SAME, SAME_INTENT),
            Trigger.of(r"\b(add|insert|append)\b.{0,30}\b(new )?(items?|questions?)\b(?!.{0,10}\baccept)", 1.3, "add"),
            Trigger.of(r"\b(propose|make|do|apply)\b.{0,6}\b(that|this|the suggested)\b.{0,12}\bchange\b", 1.2, "suggested"),
            Trigger.of(r"\b(cancel|drop|discard|forget|scrap|never ?mind)\w*\b.{0,20}\b(that |this |the |my )?(change|edit|modification|correction)\b", 1.2, "cancel"),
            # "scrap that proposal, I'll do it differently": a proposal (not a run's or a training's) dropped
            Trigger.of(r"\b(cancel|drop|discard|forget|scrap|withdraw)\b.{0,12}\b(that|this|the|your|my) proposal\b(?!.{0,30}\b(runs?|launch\w*|training)\b)", 1.2, "cancel"),
            Trigger.of(r"\b(cancel|drop|discard|forget|scrap|withdraw|undo)\b.{0,12}\bwhat (you|u) (just )?(proposed|suggested)\b(?!.{0,30}\b(runs?|launch\w*|training)\b)", 1.2, "cancel"),  # a proposal named by what it did
            Trigger.of(r"\bundo\b|\brevert\b|\broll ?back\b|\bput (it|that|them) back\b|\bchange (it|that) back\b", 1.5, "undo"),
            Trigger.of(r"\b(restore|go back to|put\b.{0,20}\bback to)\b.{0,20}\bversion\b", BACK_TO_VERSION, "undo"),  # back to an earlier version
            Trigger.of(r"\b(widen|loosen|broaden|relax)\b", 1.2, "widen"),
            Trigger.of(r"\b(widen|loosen|broaden|relax) (it|them|the key|that key|this key)\b", ALSO_RIGHT, "widen"),  # "The key is what's dragging tiny-1 down. Widen it"
            Trigger.of(r"^" + _UNCHECKED["en"] + r"(?!\W*(why|how come))(?!.*\b(too|overly) (strict|picky|harsh|fussy|rigid|narrow|pedantic)\b[^.!?]{0,40}\?)(?!.*\bor\b.{0,25}\b(wrong|right|off|mistaken)\b)(?!.*\bmod[ea]ll?\w*)(?=.*(\b(answer )?keys?\b.{0,30}\b(too|overly) (strict|picky|harsh|fussy|rigid|narrow|pedantic)\b|\b(strict|picky|harsh|fussy|rigid) (answer )?key\b))", 4.0, "widen"),
            Trigger.of(r"\baccept(s|ed)?\b", 0.9, "widen"),
            Trigger.of(r"\b(make|get|have) (it|the key)\b[^.!?]{0,10}\b(accept|allow|take)\b", 2.0, "widen"),  # "can you make it accept that kind of answer"
            Trigger.of(r"\b(should|must|has to|needs to)\b.{0,15}\b(also )?(count|be accepted|pass|tolerate|accept)\b|\btolerate\b|\b(count|accept)\b.{0,30}\b(too|as well)\b|\bmore (lenient|tolerant)\b", ALSO_RIGHT, "widen"),
            Trigger.of(r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b.{0,15}\b(change|update|fix|edit|correct)\w*)(?=.*(?:\b(change|update|fix|edit|correct)\b.{0,15}\b(answer )?keys?\b))", 1.2, "widen"),  # "now that we fixed the key": context
            Trigger.of(r"\breference( answer)?\b|\brefs\b|\bcorrect answer (is|should be)\b|\b(gold )?label\b(?=[^.!?]{0,40}\b(needs? to|should|must|has to) be\b)", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*\b(reference|expected answer|ref|" + KEY_NAMED_OTHERWISE + r")\b)(?=.*\b(change|set|update|fix|replace|" + _NOT_RECKONED + r"make it|put|correct it)\b)", CHANGE_ASKED, "reference"),
            Trigger.of(r"#\d+\s*(→|->|=>)\s*[\"“]?-?\d", TO_VALUE, "reference"),  # "fix gsm-mini #13 → 42"
            Trigger.of(r"^(?=.*\b(fix|correct|change|update|edit)\w*\b)(?=.*(?:" + BARE_ITEM_VALUE["en"] + "))", TO_VALUE, "reference"),
            Trigger.of(r"^(?=.*(\b(item|question|q)\s*#?\d+|\b(key|reference|gold)\b[^.!?]{0,20}\b(wrong|off|incorrect|broken)\b))(?=.*\b(change|set|correct|fix|update|make)\b (it|that|this|the key|the answer|the reference) (to|into)\b)", CHANGE_ASKED, "reference"),  # "…, the key says Sydney; change it to Canberra", "key is wrong here right? pls change it to 42"
            Trigger.of(r"^(?=.*\b(keys?|reference|answer)\b)(?=.*\b(cancel|drop|discard|forget|scrap|withdraw)\b.{0,15}\b(the|that|this|my|your) (key |change )?(proposal|suggestion)\b)", 1.5, "cancel"),  # a key's proposal dropped
            Trigger.of(r"\b(remove|drop|delete|get rid of|scrap|ditch|take out|cut|(propos\w*|suggest\w*) (removing|dropping|deleting|scrapping|ditching|cutting|pulling))\b.{0,20}\b(just|only)? ?(that|this) (one|single)( (item|question|q))?\b|\b(remove|drop|delete|get rid of|scrap|ditch|take out|cut)\b.{0,10}\b(that|this|the) (item|question)\b(?!s)(?! (from|in) (the )?(chat|thread|channel|message))", REMOVE, "remove"),  # one item, named in the sentence before
            # "item 7 asks for a country with two capitals, just drop it", "same for 11 on gsm-mini, remove it too":
            # the item named first, then removed
            Trigger.of(r"^(?=.*(\b(item|question|q)\s*#?\d+|\b(for|and|with) #?\d+ (on|in|of|from)\b))(?=.*\b(remove|drop|delete|get rid of|scrap|ditch|take out|cut)\b (it|that|this)\b(?!\s+(from|in|on|to|off|of|and)\b))", REMOVE, "remove"),
            Trigger.of(r"\b(take|pull|leave)\s+(items?|questions?|q)\s*#?\d+\s+out\b|\b(remove|drop|delete|get rid of|scrap|ditch|take out|rm|del)\b.{0,10}\b(items?|questions?)\s*#?\d+|\b(remove|drop|delete|get rid of|scrap|ditch|take out)\b.{0,15}\b(last|latest|newest) (item|question)", REMOVE, "remove"),
            Trigger.of(r"\bfix\b", 0.6, "fix"),
            Trigger.of(r"\b(change|edit|fix) (the )?benchmark\b", 0.9, "fix"),
        ) + _item_requests("en") + _forms_accepted("en"),
        "de": (
            Trigger.of(r"^(?=.*\b(item|aufgabe|frage)\s*#?\d+)(?=.*\b(muss|soll|gehort)\w*\b[^.!?]{0,10}\b-?\d+\b[^.!?]{0,5}\b(hin|rein|stehen)\b)", TO_VALUE, "reference"),  # "bei Item 8 … da muss 17 hin"
            Trigger.of(r"^(?=.*\b(item|aufgabe|frage)\s*#?\d+)(?=.*\bauf\s*[\"“]?-?\d+\b[^.!?]{0,20}\b(korrigier|ander|setz|stell|aktualisier)\w*|.*\b(korrigier|ander|setz|stell)\w*\b[^.!?]{0,60}\bauf\s*-?\d)", TO_VALUE, "reference"),
            Trigger.of(r"\b(gross|klein)\w*schreibung\b[^.!?]{0,30}\b(egal|ignorier\w*|keine rolle|unwichtig)\b|\bignorier\w*\b[^.!?]{0,20}\b(gross|klein)\w*schreibung", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"\b(anderung|korrektur)\w*\b.{0,20}\bvor(zu)?schlag\w*|\bschlag\w*\b.{0,30}\b(eine|ne) (anderung|korrektur)\b.{0,20}\bvor\b", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"\b(umformulier|neu formulier|umschreib|umgeschrieb)\w*|\bformulier\w*\b.{0,30}\b(um|neu)\b|\b(formulierung|fragetext|aufgabentext|wortlaut)\b.{0,40}\b(andern|anpassen|korrigieren|verbessern|klarer|prazisieren)\b|\b(ander|korrigier|verbesser|prazisier|tausch|ersetz)\w*\b.{0,30}\b(formulierung|fragetext|aufgabentext|wortlaut)\b", REWORD, "reword"),
            Trigger.of(r"^(?=.*(\b(item|aufgabe|frage)n?\s*#?\d+|#\d+))(?=.*(\b(mach|mache|machen|tu|tue)\w*\b.{0,25}\b(das|dasselbe|genauso|gleiche|ebenso)\b|\b(dasselbe|das gleiche|genauso|ebenso)\b|\bgleiche (anderung|korrektur)\b))", SAME, SAME_INTENT),
            Trigger.of(r"\b(fug|hinzufug|erganz)\w*\b.{0,40}\b(item|aufgabe|frage)n?\b|\b(neue|weitere)\w* (item|aufgabe|frage)n?\b", 1.3, "add"),
            Trigger.of(r"\b(diese|die|jene) (anderung|aenderung)\b.{0,25}\bvor\b|\bschlag\w*\b.{0,20}\b(diese|die) (anderung|aenderung)\b", 1.2, "suggested"),
            Trigger.of(r"^(?=.*\b(key|schlussel\w*|referenz\w*)\b)(?=.*\b(vergiss|verwirf|verwerf\w*|storn\w*|brich)\b.{0,15}\b(den|diesen|meinen|deinen) \w*vorschlag\b)", 1.5, "cancel"),  # a key's proposal dropped
            # "Brich den Vorschlag für capitals ab": a proposal (not a run's or a training's) dropped
            Trigger.of(r"\b(brich|verwirf|verwerf\w*|storn\w*|vergiss)\b.{0,20}\b(den|diesen|meinen|deinen|euren|unseren) \w*vorschlag\b(?!.{0,30}\b(runs?|laufs?|trainings?)\b)", 1.2, "cancel"),
            Trigger.of(r"\b(verwirf|verwerf\w*|vergiss|storn\w*|brich\w* ab)\b.{0,12}\bwas (du|sie) (gerade )?vorgeschlagen\b", 1.2, "cancel"),  # a proposal named by what it did
            Trigger.of(r"\b(abbrech\w*|brich|verwirf|verwerf\w*|vergiss|storn\w*)\b.{0,20}\b(die |diese |den |meine )?\w*(anderung|bearbeitung|korrektur)\b|\b(anderung|bearbeitung|korrektur|change|vorschlag)\b.{0,30}\b(abbrechen|verwerfen|stornieren|vergessen)\b", 1.2, "cancel"),
            Trigger.of(r"\bruckgangig\b|\bzuruck(setzen|nehmen|drehen)\b|\b(setz|nimm|dreh)\w*\b.{0,20}\bzuruck\b", 1.5, "undo"),
            Trigger.of(r"\bwie in version\b|\b(zuruck|wiederherstell)\w*\b.{0,20}\bversion\b", BACK_TO_VERSION, "undo"),  # back to an earlier version
            Trigger.of(r"\b(erweiter(?!t\b)|lockern|lockere|lockre|verbreiter(?!t\b))\w*", 1.2, "widen"),  # "der Key wurde gestern erweitert" asks nothing
            Trigger.of(r"^" + _UNCHECKED["de"] + r"(?!\W*(warum|wieso|weshalb))(?!.*\bzu (streng|pingelig|strikt|strict|eng|hart|genau)\b[^.!?,]{0,40}\?)(?!.*\boder\b.{0,25}\b(falsch|daneben)\b)(?!.*\bmod[ea]ll?\w*)(?=.*(\b(schlussel|key|antwortschlussel)\b.{0,40}\bzu (streng|pingelig|strikt|strict|eng|hart|genau)\b))", 4.0, "widen"),
            Trigger.of(r"\b(akzeptier|zulass|zulies|gelten (zu )?lass|erlaub|annehm)\w*|\bdurchgehen lassen\b", 0.9, "widen"),
            Trigger.of(r"\b(soll|sollte|sollen|sollten|muss|musste|mussen)\b.{0,40}\b(auch|ebenfalls|beide|beides|alle beide)\b.{0,40}\b(zahlen|gelten|durchgehen|akzeptiert werden|richtig sein)\b|\b(einstell|konfigurier)\w*\b[^.!?]{0,12}\bdass?\b[^.!?]{0,10}\b(auch|ebenfalls)\b[^.!?]{0,40}\b(zahlt|gilt|durchgeht|akzeptiert wird|richtig ist)\b|\btoleranter\b|\bals (alternative|variante)\b", ALSO_RIGHT, "widen"),
            Trigger.of(r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b.{0,15}\b(ander|korrigier|aktualisier|fix|bearbeit|pass)\w*)(?=.*(?:\b(ander|korrigier|aktualisier|fix|bearbeit|pass)\w*\b.{0,25}\b(antwort)?(schlussel|schluessel|key)s?\b|\b(schlussel|schluessel|key)s?\b.{0,25}\b(andern|korrigieren|anpassen|fixen|aktualisieren|updaten)\b))", 1.2, "widen"),  # "now that we fixed the key": context
            Trigger.of(r"\breferenz\w*|\brichtige antwort (ist|sollte|ware)\b|\bmusterlosung\b", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*\b(referenz\w*|musterlosung|erwartete antwort|" + KEY_NAMED_OTHERWISE + r")\b)(?=.*\b(" + DE_CHANGE_VERB + r"|setz|korrigier|aktualisier|ersetz|trag|erganz)\w*)", CHANGE_ASKED, "reference"),
            Trigger.of(r"#\d+\s*(→|->|=>)\s*[\"“]?-?\d", TO_VALUE, "reference"),  # "korrigier gsm-mini #13 → 42"
            Trigger.of(r"^(?=.*\b(korrigier|berichtig|ander|fix|verbesser)\w*)(?=.*(?:" + BARE_ITEM_VALUE["de"] + "))", TO_VALUE, "reference"),
            Trigger.of(r"\b(entfern|losch|streich|nimm)\w*\b.{0,25}\b(nur )?(diese|die|jene)s? (eine|einzelne)\b|\b(entfern|losch|streich|nimm)\w*\b.{0,25}\b(nur )?(diese|jene)s? (item|aufgabe|frage)\b(?!n)|\bnur (diese|die|das|jene)s? (eine|einzelne) (item|aufgabe|frage)\b.{0,30}\b(entfernen|loschen|streichen|raus\w*|heraus\w*)\b", REMOVE, "remove"),  # one item, named in the sentence before
            # "und die 8 von gsm-mini, lösch die auch": the item named by its number alone, then removed as "die"
            Trigger.of(r"^(?=.*(\b(item|aufgabe|frage)n?\s*#?\s*\d+|\bdie \d+\b(?![.,]?\d|\s*(%|prozent))))(?=.*\b(entfern|losch|streich|nimm|wirf|werf|schmeiss|kick)\w*\b.{0,6}\b(nur )?(die|diese|sie|es|das|ihn)\b[^.!?]{0,12}(\b(auch|raus|weg|bitte)\b|\?|$))", REMOVE, "remove"),
            Trigger.of(r"\b(entfern|losch|streich|nimm)\w*\b.{0,25}\b(item|aufgabe|frage)n?\s*#?\d+|\b(item|aufgabe|frage)n?\s*#?\d+\b.{0,25}\b(entfernen|loschen|streichen|(he)?raus(nehmen|werfen|schmeissen)?|(entfernt|geloscht|gestrichen) (wird|werden))\b|\b(entfern|losch|streich|nimm)\w*\b.{0,25}\b(letzte|zuletzt \w+)\w* (item|aufgabe|frage)|\bletzte\w* (item|aufgabe|frage)\b.{0,40}\b(entfernen|loschen|streichen|raus)\b", REMOVE, "remove"),
            Trigger.of(r"\b(korrigier|reparier|beheb|fix)\w*", 0.6, "fix"),
            Trigger.of(r"\b(benchmark)\b.{0,15}\b(andern|korrigieren|anpassen|bearbeiten)\b|\b(ander|bearbeit)\w* (den )?benchmark\b", 0.9, "fix"),
        ) + _item_requests("de") + _forms_accepted("de"),
        "fr": (
            Trigger.of(r"^(?=.*(\b(item|question)\s*#?\d+|\b(le|la|du) \d{1,3}\b(?!\s*%)))(?=.*\b(corrig|modifi|chang|mets|met|passe)\w*\b[^.!?]{0,60}\b(a|en|par|c'est)\s*-?\d)", TO_VALUE, "reference"),
            Trigger.of(r"\b(majuscules?|minuscules?|casse)\b[^.!?]{0,30}\b(ignor\w*|sans importance|n'importe pas|compte pas|peu importe)\b|\b(ignor\w*|peu importe)\b[^.!?]{0,20}\b(majuscules?|minuscules?|la casse)\b", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"\bpropos\w*\b.{0,15}\b(un|une)\b.{0,12}\b(changement|modification|correction)\b", 1.0, "propose"),
            Trigger.of(r"\b(tu me proposes|tu proposes|vous proposez|tu suggeres)\b[^?]{0,20}\b(modif\w*|changement|correction)\b", 2.0, "propose"),  # "tu me proposes quoi comme modif pour l'item 13 ?"  # "propose a change so that …"
            Trigger.of(r"\breformul\w*|\breecri\w*|\bmal (formule|redige|ecrit|pose)e?s?\b.{0,40}\b(corrig|arrang|refai|modifi)\w*|\b(corrig|modifi|chang|clarifi|amelior)\w*\b.{0,30}\b(l'enonce|enonce|formulation|libelle)\b|\b(enonce|formulation|libelle)\b.{0,40}\b(corrig|modifi|chang|clarifi|amelior)\w*", REWORD, "reword"),
            Trigger.of(r"^(?=.*\b(corrig|rectifi|modifi|chang|repar)\w*)(?=.*(?:" + BARE_ITEM_VALUE["fr"] + "))", TO_VALUE, "reference"),
            Trigger.of(r"^(?=.*(\b(l'item|items?|questions?)\s*#?\d+|#\d+))(?=.*(\b(fai[st]?|faites|faire|applique)\w*\b.{0,12}\b(pareil|la meme chose|de meme|ca|cela)\b|\b(pareil|la meme chose|de meme|idem)\b|\bmeme (changement|correction|modification)\b))", SAME, SAME_INTENT),
            Trigger.of(r"\b(ajout|rajout|insere)\w*\b.{0,30}\b(un |une |nouvel |nouvelle )?(items?|questions?)\b", 1.3, "add"),
            Trigger.of(r"\b(propos|fai|applique)\w*\b.{0,6}\b(ce|cette)\b.{0,6}\b(changement|modification)\b", 1.2, "suggested"),
            Trigger.of(r"\bprepar\w*\b.{0,12}\b(le|la|un|une|ce|cette)\b.{0,6}\b(changement|modification|correction)\b", 1.2, "propose"),  # a change prepared for approval
            Trigger.of(r"\b(annul\w*|oublie\w*|laisse\w* tomber|abandonn\w*)\b.{0,12}\bce que (tu as|vous avez) (propose|suggere)\b", 1.2, "cancel"),  # a proposal named by what it did
            Trigger.of(r"\b(annul\w*|oublie\w*|laisse\w* tomber|abandonn\w*)\b.{0,20}\b(cette |la |ce |le |ma |mon |tes |mes |les )?(modifications?|modifs?|changements?|corrections?|editions?)\b|\b(annul\w*|oublie\w*|laisse\w* tomber|abandonn\w*)\b.{0,12}\bproposition( (de |d')(modif\w*|changement|correction|cle))?\b", 1.2, "cancel"),
            Trigger.of(r"\bdefais\b|\bdefait\b|\bdefaire\b|\bannule (ca|cela|ce changement|cette modification|la modification)\b|\brevenir en arriere\b|\bretablis\w*", 1.5, "undo"),
            Trigger.of(r"\bcomme (dans|a) la version\b|\b(reviens|revenir|retour)\w* a la version\b", BACK_TO_VERSION, "undo"),  # back to an earlier version
            Trigger.of(r"(?<!ete )(?<!deja )(?<!est )(?<!sont )\b(elargi|assoupli|etend)\w*", 1.2, "widen"),  # "la clé a été élargie" asks nothing
            Trigger.of(r"^" + _UNCHECKED["fr"] + _ASKED["fr"] + r"(?!\W*(pourquoi))(?!.*\btrop (stricte?s?|severes?|pointilleuse?s?|rigides?|exigeante?s?)\b[^.!?,]{0,40}\?)(?!.*\best-(elle|il) trop\b)(?!.*\bou\b.{0,25}\b(faux|fausse|se trompe)\b)(?!.*\bmod[ea]ll?\w*)(?=.*(\b(cles?|key)\b.{0,40}\btrop (stricte?s?|severes?|pointilleuse?s?|rigides?|exigeante?s?)\b))", 4.0, "widen"),
            Trigger.of(r"\b(accept|admett|admis|toler)\w*", 0.9, "widen"),
            Trigger.of(r"\b(doit|devrait|doivent|devraient)\b.{0,30}\b(aussi|egalement|tous les deux|toutes les deux|les deux)\b.{0,40}\b(compter|passer|etre accepte)\w*|\b(compter|passer)\b.{0,40}\b(aussi|egalement)\b|\b(doivent|devraient)\s+(compter|passer|etre accept\w*)\s+(tous|toutes)\s+les\s+deux\b|\bplus (tolerant|souple|permissi)\w*|\bcomme (alternative|variante)\b", ALSO_RIGHT, "widen"),
            Trigger.of(r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b.{0,15}\b(corrig|modifi|chang|mets a jour|met a jour|ajust|arrang|repar)\w*)(?=.*(?:\b(corrig|modifi|chang|mets a jour|met a jour|ajust|arrang|repar)\w*\b.{0,20}\b(la )?cles?\b))", 1.2, "widen"),  # "now that we fixed the key": context
            Trigger.of(r"\breference\b|\bbonne reponse (est|devrait|serait)\b", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*\b(reference|reponse attendue|" + KEY_NAMED_OTHERWISE + r")\b)(?=.*\b(modifi|chang|corrig|remplac|mets|met)\w*)", CHANGE_ASKED, "reference"),
            Trigger.of(r"^(?=.*(\b(items?|questions?|numero|n)\s*#?\s*\d+|\bla \d+\b))(?=.*\b(retir|supprim|enlev|vir)\w*\b.{0,6}\b(uniquement|seulement|juste|rien que)?\s*(celle|celui|cette|cet|ce|la|le)\b[^.!?]{0,12}(\bla\b|\bci\b|\?|$))", REMOVE, "remove"),  # "remove only that one", its number said before
            # an item named, then taken with a pronoun joined to the verb: "Et l'item 7 ? Retire-le de gsm-mini"
            Trigger.of(r"^(?=.*(\b(items?|questions?|numero|n)\s*#?\s*\d+))(?=.*\b(retir|supprim|enlev|vir)\w*-(le|la|les)\b)", REMOVE, "remove"),
            Trigger.of(r"\b(retir|supprim|suppression|enlev|vir)\w*\b.{0,20}\b(l'item|l'|les|la|items?|question)\s*#?\s*(items?\s*)?\d+|\b(retir|supprim|enlev|vir)\w*\b.{0,10}\b(la |le |l')?(derniere|dernier) (question|item)", REMOVE, "remove"),
            Trigger.of(r"\b(corrig|repar)\w*", 0.6, "fix"),
            Trigger.of(r"\b(modifi|chang|corrig)\w* (le )?benchmark\b", 0.9, "fix"),
            Trigger.of(r"^(?!.*\b(items?|questions?)\b)(?=.*(\b(ajout|rajout)\w*\b(\s+(aussi|egalement|encore))?\s+(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))|(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))[^.!?]{0,30}\b(et|avec) (les|ses|des) variantes\b))", ALSO_RIGHT, "widen"),  # an answer added to the key
        ) + _item_requests("fr") + _forms_accepted("fr"),
        "es": (
            Trigger.of(r"^(?=.*(\b(item|pregunta)\s*#?\d+|\b(el|la|del) \d{1,3}\b(?!\s*%)))(?=.*\b(corrig|correg|cambi|pon|actualiz|arregl)\w*\b[^.!?]{0,60}(\b(a|en|por)|,\s*es)\s*-?\d)", TO_VALUE, "reference"),
            Trigger.of(r"\b(mayusculas?|minusculas?)\b[^.!?]{0,30}\b(ignor\w*|da igual|no importe|no importa|no cuente|sin importar)\b|\b(ignor\w*|sin importar)\b[^.!?]{0,20}\b(mayusculas?|minusculas?)\b|\bque\b[^.!?]{0,25}\bno (importen|cuenten)\b[^.!?]{0,20}\b(las |los )?(mayusculas?|minusculas?|tildes|acentos|espacios|comas|puntos)\b", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"\bpropo\w*\b.{0,15}\b(un|una)\b.{0,12}\b(cambio|modificacion|correccion)\b", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"\breformul\w*|\breescrib\w*|\bmal (redactad|escrit|formulad|plantead)[oa]s?\b.{0,40}\b(arregl|corrig|correg|cambi|mejor)\w*|\b(cambi|corrig|correg|mejor|aclar)\w*\b.{0,30}\b(enunciado|redaccion|texto de la pregunta)\b|\b(enunciado|redaccion)\b.{0,40}\b(cambi|corrig|correg|mejor|aclar)\w*", REWORD, "reword"),
            Trigger.of(r"^(?=.*\b(corrig|correg|arregl|cambi|modific)\w*)(?=.*(?:" + BARE_ITEM_VALUE["es"] + "))", TO_VALUE, "reference"),
            Trigger.of(r"^(?=.*(\b(items?|preguntas?)\s*#?\d+|#\d+))(?=.*(\b(haz|hace|haga|hazlo|aplica)\w*\b.{0,12}\b(lo mismo|igual|eso)\b|\blo mismo\b|\bmismo (cambio|arreglo)\b|\bmisma (correccion|modificacion)\b))", SAME, SAME_INTENT),
            Trigger.of(r"\b(anad|agreg|insert|mete)\w*\b.{0,30}\b(un |una |nuevo |nueva )?(items?|preguntas?)\b", 1.3, "add"),
            Trigger.of(r"\b(propo|haz|hac|aplic)\w*\b.{0,6}\b(ese|este|esa|esta)\b.{0,6}\b(cambio|modificacion)\b", 1.2, "suggested"),
            Trigger.of(r"\bprepar\w*\b.{0,12}\b(el|la|un|una|ese|este|esa|esta)\b.{0,6}\b(cambio|modificacion|correccion)\b", 1.2, "propose"),  # a change prepared for approval
            Trigger.of(r"\b(cancel\w*|olvid\w*|descart\w*|anul\w*)\b.{0,12}\blo que (propusiste|propuso|sugeriste|sugirio|has propuesto)\b", 1.2, "cancel"),  # a proposal named by what it did
            Trigger.of(r"\b(cancel\w*|olvid\w*|descart\w*|anul\w*|dej\w* sin efecto)\b.{0,20}\b(ese |este |esa |esta |el |la |mi |los |las )?(cambios?|modificacion(es)?|correccion(es)?|edicion(es)?)\b|\b(cancel\w*|olvid\w*|descart\w*|anul\w*)\b.{0,12}\bpropuesta de (cambio|modificacion|correccion|clave)", 1.2, "cancel"),
            Trigger.of(r"\bdeshaz\w*|\bdeshacer\b|\brevierte\b|\brevertir\b|\bvuelve atras\b|\brestablece\w*", 1.5, "undo"),
            Trigger.of(r"\bcomo (en|estaba en) la version\b|\b(vuelve|volver|regresa|devuelv|devolver)\w*\b.{0,40}\ba la version\b", BACK_TO_VERSION, "undo"),  # back to an earlier version
            Trigger.of(r"\b(ampli|ensanch|relaj|flexibiliz)(?!\w*(ado|ada|ados|adas|o)\b)\w*", 1.2, "widen"),  # "ayer se amplió la clave", "fue ampliada" ask nothing
            Trigger.of(r"^\W*trat[ae](lo|la|los|las)?\b[^.!?]{0,40}“…”[^.!?]{0,30}\b(igual|iguales|lo mismo)\b", 2.5, "widen"),  # quoted forms treated alike, asked: "trata «Lima» y «lima» igual"
            Trigger.of(r"^" + _UNCHECKED["es"] + _ASKED["es"] + r"(?!\W*(por ?que))(?!.*\b(demasiado|muy) (estricta?s?|strict|exigentes?|rigidas?|quisquillosa?s?)\b[^.!?,]{0,40}\?)(?!.*\bo\b.{0,25}\b(mal|equivoca\w*|falla\w*)\b)(?!.*\bmod[ea]ll?\w*)(?=.*(\b(claves?|key)\b.{0,40}\b(demasiado|muy) (estricta?s?|strict|exigentes?|rigidas?|quisquillosa?s?)\b))", 4.0, "widen"),
            Trigger.of(r"\b(acept|admit|toler)\w*", 0.9, "widen"),
            Trigger.of(r"\b(debe|deberia|tiene que|deben|deberian|tienen que)\b.{0,30}\b(tambien|las dos|los dos|ambas|ambos)\b.{0,40}\b(contar|valer|pasar|aceptarse)\b|\bclaves?\b[^.!?]{0,25}\bignor\w*|\b(deberian|deben|tienen que)\b (contar|valer) (igual|lo mismo)\b|\bpara que\b[^.!?]{0,40}\b(cuenten|valgan) (igual|lo mismo)\b|\b(contar|valer)\b.{0,40}\btambien\b|\b(deben|deberian|tienen que)\s+(contar|valer|pasar|aceptarse)\s+(las dos|los dos|ambas|ambos)\b|\bmas (tolerante|flexible|permisiv)\w*|\bcomo (alternativa|variante)\b", ALSO_RIGHT, "widen"),
            Trigger.of(r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b.{0,15}\b(cambi|corrig|correg|actualiz|arregl|edit|ajust)\w*)(?=.*(?:\b(cambi|corrig|correg|actualiz|arregl|edit|ajust)\w*\b.{0,20}\b(la )?claves?\b))", 1.2, "widen"),  # "now that we fixed the key": context
            Trigger.of(r"\breferencia\b|\brespuesta correcta (es|deberia|seria)\b", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*\b(referencia|respuesta esperada|" + KEY_NAMED_OTHERWISE + r")\b)(?=.*\b(cambi|corrig|correg|actualiz|reemplaz)\w*|.*\b(pon|ponle|ponla|ponlo|poner)\b)", CHANGE_ASKED, "reference"),
            Trigger.of(r"^(?=.*(\b(items?|preguntas?|numero|n)\s*#?\s*\d+|\b(la|el) \d+\b))(?=.*\b(quit|elimin|borr|sac)\w*\b.{0,6}\b(solo|solamente|unicamente|nada mas)?\s*(esa|ese|esta|este|aquella)\b)", REMOVE, "remove"),  # "remove only that one", its number said before
            # an item named, then taken with a pronoun joined to the verb: "¿Y la pregunta 9? Bórrala de capitals"
            Trigger.of(r"^(?=.*(\b(items?|preguntas?|numero|n)\s*#?\s*\d+))(?=.*\b(quit|elimin|borr|sac)\w*(lo|la|los|las)\b)", REMOVE, "remove"),
            Trigger.of(r"\b(quit|elimin|borr|sac)\w*\b.{0,20}\b(el |la |los )?(item|pregunta)s?\s*#?\d+|\b(quit|elimin|borr|sac)\w*\b.{0,10}\b(el |la )?ultim[oa] (item|pregunta)", REMOVE, "remove"),
            Trigger.of(r"\b(arregl|corrig|correg|repar)\w*", 0.6, "fix"),
            Trigger.of(r"\b(cambi|edit|modific|corrig)\w* (el )?benchmark\b", 0.9, "fix"),
            Trigger.of(r"^(?!.*\b(items?|preguntas?)\b)(?=.*(\b(anad|agreg|inclu|mete)\w*\b(\s+(tambien|ademas))?\s+(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))|(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))[^.!?]{0,30}\b(y|con) (las |sus )?variantes\b))", ALSO_RIGHT, "widen"),  # an answer added to the key
        ) + _item_requests("es") + _forms_accepted("es"),
        "pt": (
            Trigger.of(r"^(?=.*\b(item|questao|pergunta)\s*#?\d+)(?=.*\b(troca|troque|trocar|muda|mude)\b[^.!?]{0,20}\b(pra|para|por)\s+\w)", TO_VALUE, "reference"),  # "o item 3 … diz Rio. Troca pra Brasília?"
            Trigger.of(r"^(?=.*(\b(item|questao|pergunta)\s*#?\d+|\b(o|a|do|da) \d{1,3}\b(?!\s*%)))(?=.*\b(corrig|mud|troc|atualiz|coloc|alter|conserta|arrum)\w*\b[^.!?]{0,60}(\b(pra|para|por|em)|,\s*e)\s*-?\d)", TO_VALUE, "reference"),
            Trigger.of(r"\b(maiusculas?|minusculas?)\b[^.!?]{0,30}\b(ignor\w*|tanto faz|nao importe|nao importa|sem importar)\b|\b(ignor\w*|sem diferenciar)\b[^.!?]{0,20}\b(maiusculas?|minusculas?)\b", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"\bpropo\w*\b.{0,15}\b(um|uma)\b.{0,12}\b(mudanca|alteracao|correcao)\b", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"\breformul\w*|\breescrev\w*|\b(mud|corrig|melhor|esclarec|ajust)\w*\b.{0,30}\b(enunciado|redacao|texto da (questao|pergunta))\b|\b(enunciado|redacao)\b.{0,40}\b(mud|corrig|melhor|esclarec|ajust)\w*", REWORD, "reword"),
            Trigger.of(r"^(?=.*\b(corrig|arrum|ajeit|mud|alter|conserta)\w*)(?=.*(?:" + BARE_ITEM_VALUE["pt"] + "))", TO_VALUE, "reference"),
            Trigger.of(r"^(?=.*(\b(item|itens|questao|pergunta)\s*#?\d+|#\d+))(?=.*(\b(faz|faca|fazer|aplica)\w*\b.{0,12}\b(o mesmo|a mesma|isso|igual)\b|\bo mesmo (para|com|no|na|pro|pra)\b|\bmesma (coisa|mudanca|correcao|alteracao)\b))", SAME, SAME_INTENT),
            Trigger.of(r"\b(adicion|acrescent|insir|inclu|bota)\w*\b.{0,30}\b(um |uma |novo |nova )?(item|itens|questao|questoes|perguntas?)\b", 1.3, "add"),
            Trigger.of(r"\b(propo|fac|faz|aplic)\w*\b.{0,6}\b(essa|esta|esse|este)\b.{0,6}\b(mudanca|alteracao)\b", 1.2, "suggested"),
            Trigger.of(r"\bprepar\w*\b.{0,12}\b(a|o|uma|um|essa|esta|esse|este)\b.{0,6}\b(mudanca|alteracao|correcao)\b", 1.2, "propose"),  # a change prepared for approval
            Trigger.of(r"\b(cancel\w*|esquec\w*|descart\w*|anul\w*)\b.{0,12}\bo que (voce |vc )?(propos|sugeriu)\b", 1.2, "cancel"),  # a proposal named by what it did
            Trigger.of(r"\b(cancel\w*|esquec\w*|descart\w*|anul\w*)\b.{0,20}\b(essa |esta |esse |este |a |o |as |minha )?(alteracao|alteracoes|mudancas?|correcao|correcoes|edicao|edicoes)\b|\b(cancel\w*|esquec\w*|descart\w*|anul\w*)\b.{0,12}\bproposta de (alteracao|mudanca|correcao|chave)", 1.2, "cancel"),
            Trigger.of(r"\bdesfa(z|ca|zer|ca isso)\w*|\brevert\w*|\bvolta atras\b|\brestaura(?!nte)\w*", 1.5, "undo"),
            Trigger.of(r"\bcomo (na|estava na) versao\b|\b(volta|voltar|devolve)\w*\b.{0,40}\b(para|pra) a? ?versao\b", BACK_TO_VERSION, "undo"),  # back to an earlier version
            Trigger.of(r"\b(ampli|alarg|flexibiliz|relax)(?!\w*(ado|ada|ados|adas|ou)\b)\w*", 1.2, "widen"),  # "a chave foi ampliada", "ontem ampliou" ask nothing
            Trigger.of(r"^" + _UNCHECKED["pt"] + _ASKED["pt"] + r"(?!\W*(por ?que))(?!.*\b(((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?) demais|(muito|bem) ((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?))\b[^.!?,]{0,40}\?)(?!.*\bou\b.{0,25}\b(errad\w*|erra)\b)(?!.*\bmod[ea]ll?\w*)(?=.*(\b(chaves?|gabaritos?|key)\b.{0,40}\b(((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?) demais|(muito|bem) ((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?))\b))", 4.0, "widen"),
            Trigger.of(r"\b(aceit|admit|toler)\w*", 0.9, "widen"),
            Trigger.of(r"\b(deve|deveria|tem que|devem|deveriam)\b.{0,30}\b(tambem|as duas|os dois|ambas|ambos)\b.{0,40}\b(contar|valer|passar|ser aceit\w*)\b|\b(contar|valer)\b.{0,40}\btambem\b|\b(devem|deveriam|tem que)\s+(contar|valer|passar|ser aceit\w*)\s+(as duas|os dois|ambas|ambos)\b|\b(consider|cont|trat)\w* tambem\b[^.!?]{0,40}\bcomo (cert|corret|valid)\w*|\bmais (tolerante|flexivel|permissiv)\w*|\bcomo (alternativa|variante)\b", ALSO_RIGHT, "widen"),
            Trigger.of(r"^(?!.*\b(now that|since|after|ahora que|ya que|despues de que|agora que|ja que|depois que|maintenant qu'?|puisqu'?|apres avoir|jetzt,? wo|nachdem|da wir)\b.{0,15}\b(mud|corrig|atualiz|arrum|edit|alter|ajust)\w*)(?=.*(?:\b(mud|corrig|atualiz|arrum|edit|alter|ajust)\w*\b.{0,20}\b(a )?chaves?\b))", 1.2, "widen"),  # "now that we fixed the key": context
            Trigger.of(r"\breferencia\b|\bresposta (certa|correta) (e|deveria|seria)\b|\bgabarito\b", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*\b(referencia|resposta esperada|gabarito|" + KEY_NAMED_OTHERWISE + r")\b)(?=.*\b(mud|corrig|atualiz|troc|substitu|coloc|poe)\w*)", CHANGE_ASKED, "reference"),
            Trigger.of(r"^(?=.*(\b(item|itens|questao|questoes|perguntas?|numero|n)\s*#?\s*\d+|\b(a|o) \d+\b))(?=.*\b(remov|tir|apag|exclu|delet)\w*\b.{0,6}\b(so|somente|apenas|unicamente)?\s*(ela|ele|essa|esse|esta|este|aquela|aquele)\b)", REMOVE, "remove"),  # "remove only that one", its number said before
            Trigger.of(r"\b(remov|tir|retir|apag|exclu|delet)\w*\b.{0,20}\b(o |a |os )?(item|itens|questao|pergunta)\s*#?\d+|\b(remov|tir|apag|exclu|delet)\w*\b.{0,10}\b(o |a )?ultim[oa] (item|questao|pergunta)", REMOVE, "remove"),
            Trigger.of(r"\b(corrig|conserta|arrum)\w*", 0.6, "fix"),
            Trigger.of(r"\b(mud|edit|alter|corrig)\w* (o )?benchmark\b", 0.9, "fix"),
            Trigger.of(r"^(?!.*\b(item|itens|questao|questoes|perguntas?)\b)(?=.*(\b(adicion|acrescent|inclu|bot|coloc)\w*\b(\s+(tambem|ainda))?\s+(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))|(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))[^.!?]{0,30}\b(e|com) (as |suas )?(variacoes|variantes)\b))", ALSO_RIGHT, "widen"),  # an answer added to the key
        ) + _item_requests("pt") + _forms_accepted("pt"),
        "ja": (
            Trigger.of(r"(項目|問題|アイテム|item|\d+\s*番|第\s*\d+\s*問).{0,20}(を|は)?\s*-?\d+\s*(に|へ)\s*(修正|変更|直|書き換え|設定)", TO_VALUE, "reference"),
            Trigger.of(r"大文字(と|・|/)?小文字.{0,20}(無視|区別しない|関係なく|問わ)", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"(変更|修正)(案)?を提案", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"(変更|修正)案を?(作|出し|用意|提案|起こ)", 1.5, "propose"),  # "draft the change; I will approve it"
            Trigger.of(r"(問題文|設問|文言|言い回し|表現|誤字|脱字|タイプミス|typo).{0,20}(直し|直して|直す|修正|変更|書き換え|言い換え)|書き換え|言い換え|書き直", REWORD, "reword"),
            Trigger.of(r"^(?=.*(\d+\s*(番|問目)|(項目|問題|アイテム|問|item)\s*\d+|第\s*\d+\s*問))(?=.*((も|にも)\s*(同じ|同様)|同じ(ように|く|変更|修正|こと)|同様に))", SAME, SAME_INTENT),
            Trigger.of(r"(項目|問題|アイテム|質問).{0,6}(追加|足して|加えて)|(追加|足して|加えて).{0,10}(項目|問題|アイテム)", 1.3, "add"),
            Trigger.of(r"(その|この)変更を(提案|して|お願い)", 1.2, "suggested"),
            Trigger.of(r"(変更|修正|編集)(の提案|の案)?(は|を)?(キャンセル|やめ|中止|なしで)|^(?!.*(実行|ラン|run|評価|トレーニング|学習))(?=.*提案).*(キャンセル|取り下げ|なしで|やめ)", 1.2, "cancel"),
            Trigger.of(r"元に戻|取り消して|戻して", 1.5, "undo"),
            Trigger.of(r"広げ|緩め|ゆるめ|拡張|広く|widen|loosen", 1.2, "widen"),  # (in English too: "strictすぎるからwidenしといて")
            Trigger.of(r"^" + _UNCHECKED["ja"] + r"(?!\W*(なぜ|なんで|どうして))(?!.*(厳しすぎ|厳し過ぎ|きつすぎ|厳格すぎ|strictすぎ)(る|ます|ない|ません)?(の|か|のでは|んじゃ|じゃ)?(ない)?(か|の)?\s*[?？])(?!.*(どういうこと|どういう意味))(?!.*(モデル|模型))(?=.*((キー|key).{0,15}(厳しすぎ|厳し過ぎ|きつすぎ|厳格すぎ|strictすぎ)))", 4.0, "widen"),
            Trigger.of(r"受け付け|受けつけ|受け入れ|許容|認め|(?<!不)正解扱い|(?<!不)正解にし", 0.9, "widen"),
            # a form allowed in a key ("capitalsのキーで表記ゆれを許容してほしい"): the key widened
            Trigger.of(r"(キー|key)[^。？?]{0,20}(表記|書き方|形式|フォーマット)[^。？?]{0,10}(許容|受け入れ|受け付け|受けつけ|認め)(る|て)?(ように)?(して)?(ほしい|欲しい|ください|下さい|もらえ|おいて|しといて)", ALSO_RIGHT, "widen"),
            Trigger.of(r"でも(?<!不)正解(に|と|扱い)|も(?<!不)正解(に|と|扱い)|(?<!不)正解にでき|(別解|代替の?答え).{0,10}(追加|登録|入れ)|同じ(もの|答え|扱い)?(として|に)扱(う|え|って)", ALSO_RIGHT, "widen"),
            Trigger.of(r"(キー|解答キー|答えのキー)(を)?(直|修正|変更|更新|編集)(?!後|した後|したので|されたので)", 1.2, "widen"),
            Trigger.of(r"参照解答|参照回答|参照の答え|模範解答|\d+\s*(が|で)正しい|正しくは\s*-?\d+|正解は.{0,12}(べき|です|だよ|のはず)|正しい答えは", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*(参照解答|参照回答|模範解答|正解データ|参考解答|ゴールドラベル))(?=.*(変更して|修正して|直して|書き換えて|にして))", CHANGE_ASKED, "reference"),
            Trigger.of(r"(項目|問題|アイテム|item|問)\s*\d+\s*(だけ)?(を|は)?[、,\s]*(削除|消し|消せ|外し|外せ|取り除)|(\d+\s*(問目|番)|第\s*\d+\s*問)(だけ)?(を|は)?[、,\s]*(削除|消し|消せ|外し|外せ|取り除)|最後の(問題|項目|アイテム).{0,20}(削除|消し|外し|取り除)", REMOVE, "remove"),
            # "問題16は古いので、その1問だけ削除していただけますか": the item named, then removed as "that one"
            Trigger.of(r"\d+\s*(問目|番)を?\s*(消して|削除して|外して|取り除いて)(ください|下さい|ほしい|くれ|おいて)?\W*$", REMOVE, "remove"),  # asked, and nothing after it: "gsm-miniから13問目を消して"
            Trigger.of(r"\d+\s*(問目|番)を?[^。？?]{0,20}から\s*(抜いて|抜き取って|抜いといて|抜いておいて)", REMOVE, "remove"),  # "5番をtane-quizから抜いて": taken out of it
            Trigger.of(r"(?:(項目|問題|アイテム|item|問)\s*\d+|\d+\s*(問目|番)).*?(その|この)\s*(1|一)?\s*(問|項目|問題|アイテム)(だけ)?(を)?[、,\s]*(削除|消し|消せ|外し|外せ|取り除)", REMOVE, "remove"),
            Trigger.of(r"(?<!取り)(?<!やり)(?<!測り)(?<!計り)(?<!録り)(直し|直せ|直す)|修正(?!後|した後|したので|されたので)", 0.6, "fix"),  # not "取り直して" (taken again)
            Trigger.of(r"ベンチマーク(を)?(変更|修正|直|編集)", 0.9, "fix"),
        ) + _item_requests("ja") + _forms_accepted("ja"),
        "zh": (
            Trigger.of(r"(第\s*\d+\s*(题|项|道)|\d+\s*号题).{0,20}(?<!已经)(?<!已)(?<!早就)(改成|改为|设为|换成|更正为|修正为)\s*-?\d(?!\s*了)", TO_VALUE, "reference"),
            Trigger.of(r"大小写.{0,10}(不敏感|忽略|不区分|都算对|无所谓|不影响)|(忽略|不区分)大小写|(别|不要|不再|不能)再?(因为|因|由于)(大小写|格式|空格|标点)[^。？?]{0,6}(判错|算错|扣分|判为错)", ALSO_RIGHT, "widen"),  # case (or format) not to matter: the key widened
            Trigger.of(r"(提出|提议|建议)(一个|一项)?(修改|更改|改动)", 1.0, "propose"),  # "propose a change so that …"
            Trigger.of(r"(出|做|拟|起草|准备)(一)?(个|份)?(修改|更改|改动)(方案|提议|提案)", 1.5, "propose"),  # "draft the change; I will approve it"
            Trigger.of(r"(题干|题面|题目的?(表述|描述|叙述|措辞|文字)|措辞|表述|叙述|错别字|错字|笔误|typo)[^？?]{0,40}(改|修改|修正|更正|纠正|调整|重写|优化)|改写|重写|重新(表述|措辞|写)", REWORD, "reword"),
            Trigger.of(r"^(?=.*(第\s*\d+\s*(题|项|道)|\d+\s*号题|(题|item)\s*\d+))(?=.*(也(这样|那样|照样|一样)?(改|处理|弄|做|修改)|照(这样|样|此)|同样(的)?(修改|改动|处理|改)|一样(改|处理)))", SAME, SAME_INTENT),
            Trigger.of(r"(加|添加|增加|新增|补充)(一|几)?(道|个)?(题|题目|项|问题)", 1.3, "add"),
            Trigger.of(r"(提出|提议|做)(这项|那项|这个|那个)(修改|更改|改动)", 1.2, "suggested"),
            Trigger.of(r"(取消|算了|不要)(这个|那个|这次|这项|刚才|刚刚)*(的)?(修改|更改|改动|编辑)|(修改|更改|改动|编辑)(的)?(提议|提案)?(就|先|也)?(取消|算了|不要了)|^(?!.*(运行|评测|run|训练|微调|跑))(?=.*(提议|提案|方案)).*(取消|算了|不要了|作废)", 1.2, "cancel"),
            Trigger.of(r"撤销|撤回|还原|恢复(原来|之前|上一)", 1.5, "undo"),
            Trigger.of(r"放宽|放松|扩大|拓宽|widen|loosen", 1.2, "widen"),
            Trigger.of(r"^" + _UNCHECKED["zh"] + _ASKED["zh"] + r"(?!\W*(为什么|为啥|怎么会))(?!.*(太严格|太严|太死板|过于严格|太\s*strict)了?(吗|吧)?\s*[?？])(?!.*(モデル|模型))(?=.*((答案键|评分键|判分标准|键|key|标准答案|答案).{0,10}(太严格|太严|太死板|过于严格|太\s*strict)))", 4.0, "widen"),
            Trigger.of(r"接受|算对|认可|判对", 0.9, "widen"),
            Trigger.of(r"也(应该|要|能|得)?(被)?(算对|算正确|算作正确|判为正确|判对|给分)|(也|同样)(接受|认可)|作为(备选|替代|另一个)答案", ALSO_RIGHT, "widen"),
            Trigger.of(r"(应当|应该|需要)确保[^。？?]{0,30}(“…”|这种写法|这种格式)[^。？?]{0,10}(被)?(判为正确|算对|判对|接受)", ALSO_RIGHT, "widen"),  # the passive voice: "应当确保“巴黎，法国”这种写法也被判为正确"
            Trigger.of(r"(修改|修正|更改|改一下|更新|改)(一下)?.{0,30}(答案键|评分键|判分标准)", 1.2, "widen"),
            Trigger.of(r"^(?=.*(答案键|评分键|判分标准|key|キー))(?=.*(改一下|改改|修一下|调一下|放宽一下)(啦|吧|呗|嘛|好吗|好不好)?\W*$)", ALSO_RIGHT, "widen"),  # a complaint about the key ending with a change asked loosely
            Trigger.of(r"(答案键|评分键|key)\s*(里|中)?.{0,20}(加上|加入|添加|补上).{0,30}(作为|当作|当成|算作).{0,20}(写法|别名|拼法|叫法|答案)", ALSO_RIGHT, "widen"),  # an alias added to the key
            Trigger.of(r"参考答案|标准答案|正确答案(应该|是)", 1.1, "reference"),
            Trigger.of(_NOT_CONTEXT + r"(?=.*(参考答案|标准答案|金标))(?=.*(改成|改为|修改|更新|改一下|修))", CHANGE_ASKED, "reference"),
            Trigger.of(r"(删除|删掉|去掉|移除)(第)?\s*\d+\s*(题|项|道)|(只|就|仅|单)删[^。？！?]{0,30}第\s*\d+\s*(题|项|道)|(删除|删掉|去掉|移除).{0,30}第\s*\d+\s*(题|项|道)|最后一?(道|个)题.{0,20}(删除|删掉|去掉|移除)|(删除|删掉|去掉|移除)(最后|那)一?(道|个)|(第\s*\d+\s*(题|项|道)|\d+\s*号题|item\s*\d+)\s*(就|也)?(直接|干脆|先)?(能不能|可不可以|能|可以)?(删除|删掉|删了|去掉|移除|拿掉)|(第\s*\d+\s*(题|项|道)|\d+\s*号题|item\s*\d+)[^。？?]*(把)?(这|那)(一)?(道|个)?题[^。？?]{0,8}(删除|删掉|删了|去掉|移除|拿掉)|(第\s*\d+\s*(题|项|道)|\d+\s*号题|item\s*\d+)[^。？?]*把它(删除|删掉|删了|去掉|移除|拿掉)", REMOVE, "remove"),
            Trigger.of(r"把\s*(第\s*\d+\s*(题|项|道)|\d+\s*号题)[^。？！?]{0,20}(删掉|删除|去掉|移除|拿掉|拿出来|拿出去|撤掉|撤下|剔除)", REMOVE, "remove"),  # "把第十三题从gsm mini里删掉"
            Trigger.of(r"修正|修复|修好|纠正|修一下", 0.6, "fix"),
            Trigger.of(r"(修改|修正|改)(一下)?基准", 0.9, "fix"),
            Trigger.of(r"^(?!.*题)(?=.*((“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))[^。？?]{0,6}也?(加上|加进|加入|添加|补上|加到)|(加上|加进|加入|添加|补上)[^。？?]{0,4}(“…”|(?<![a-z])'[^']{1,60}'(?![a-z]))))", ALSO_RIGHT, "widen"),  # an answer added to the key
        ) + _item_requests("zh") + _forms_accepted("zh"),
    }

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if not ctx.api.allows("benchmarks:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("edit.not_allowed", role=ctx.text(f"role.{me.role}")))]
        found = request.handed
        if isinstance(found, Findings) and found.key_changes:
            return await self._propose(ctx, found, key_change_ops(found.key_changes), "widen")
        if isinstance(found, Findings) and found.reference_change is not None:
            return await self._propose(ctx, found, [_reference_op(found.reference_change)], "reference")
        if request.intent == "undo":
            return await self._undo(ctx)
        if request.intent == "add":
            return await self._add(ctx, request)
        if request.intent == "reword":  # no change of a question's text exists: never another change instead
            bench = ctx.entities.benchmark
            return [ctx.reply(ctx.t("edit.reword_how", benchmark=quote(bench)) if bench else ctx.t("edit.need_benchmark"))]
        return await self._from_message(ctx, request)

    async def _undo(self, ctx: SkillContext) -> list[Outcome]:
        """“undo that”: the previous version's keys and reference answers, restored as a new
        version (nothing is deleted; the undone version and its runs stay)."""
        bench = ctx.entities.benchmark
        if bench is None:
            return [ctx.reply(ctx.t("edit.need_benchmark"))]
        current = await ctx.api.get_version(bench)
        changes = (restoring_changes(await ctx.api.get_version(bench, current.version - 1), current)
                   if current.version > 1 else [])
        if not changes:
            return [ctx.reply(ctx.t("edit.nothing_to_undo", benchmark=Quote(text=bench), version=current.version))]
        return await self._propose(ctx, Handed(benchmark=bench, version=current.version), changes, "undo")

    async def _add(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        """“add to capitals: capital of Peru? → Lima”: a new item with that reference answer, matched
        by the rule most of the benchmark's items use; without a question and an answer, how to ask."""
        bench = ctx.entities.benchmark
        if bench is None:
            return [ctx.reply(ctx.t("edit.need_benchmark"))]
        new = new_item(request.text, ctx.entities.quoted)
        if new is None:
            return [ctx.reply(ctx.t("edit.add_how", benchmark=quote(bench)))]
        version = await ctx.api.get_version(bench)
        rules = Counter(item.match for item in version.items)
        rule = rules.most_common(1)[0][0] if rules else MatchRule.EXACT
        on = Handed(benchmark=bench, version=version.version)
        return await self._propose(ctx, on, [AddItem(question=new[0], reference=new[1], match=rule)], "add")

    async def _from_message(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        """A change asked for in words: find what it means from the saved answers."""
        bench, items = ctx.entities.benchmark, ctx.entities.items
        wants_reference = request.intent in ("reference", "suggested")
        if not items and wants_reference:
            items = ctx.entities.suspected[:1]  # "change the reference to 42" after a suspicion: that item
        if bench is None:
            return [ctx.reply(ctx.t("edit.need_benchmark"))]
        if request.intent == "remove" and items:
            version = await ctx.api.get_version(bench)
            on = Handed(benchmark=bench, version=version.version)
            return await self._propose(ctx, on, [RemoveItem(item=n) for n in items], "remove")
        if ctx.entities.quoted and len(items) == 1 and not wants_reference:
            return await self._accept(ctx, bench, items[0], ctx.entities.quoted)
        models = [ctx.entities.model] if ctx.entities.model else await _models_by_score(ctx, bench)
        if not models:
            return [ctx.reply(ctx.t("edit.need_model"))]
        for model in models:
            try:
                report = await build_report(ctx.api, self.judge, benchmark=bench, model=model,
                                            item=items[0] if len(items) == 1 else None)
            except NoRun:
                return [ctx.reply(ctx.t("analyze.no_run", model=Quote(text=model), benchmark=Quote(text=bench)))]
            if _changes_any(report, items):
                break
        on = Handed(benchmark=bench, version=report.version, model=model, baseline_run=report.run)
        chosen = _chosen_change(report, items, wants_reference, request.text)
        if chosen is None:
            return [ctx.reply(ctx.t("edit.nothing_to_change", benchmark=Quote(text=bench)))]
        changes, what = chosen
        return await self._propose(ctx, on, changes, what)

    async def _accept(self, ctx: SkillContext, bench: str, number: int, answers: list[str]) -> list[Outcome]:
        """“accept "4.0" for item 7”: the quoted answers join the item's key; the preview proves it."""
        version = await ctx.api.get_version(bench)
        item = next((i for i in version.items if i.number == number), None)
        if item is None:
            return [ctx.reply(ctx.t("analyze.no_item", item=number, benchmark=Quote(text=bench)))]
        accepted = list(dict.fromkeys([*item.accepted, *answers]))
        if accepted == list(item.accepted):
            return [ctx.reply(ctx.t("edit.nothing_to_change", benchmark=Quote(text=bench)))]
        on = Handed(benchmark=bench, version=version.version)
        return await self._propose(ctx, on, [SetKey(item=number, accepted=accepted)], "widen")

    async def _propose(self, ctx: SkillContext, on: Handed, changes: Sequence[Change], what: str) -> list[Outcome]:
        bench = on.benchmark
        current = await ctx.api.get_version(bench)
        version = current.version
        if isinstance(on, Findings) and on.previews is not None and on.version == version:
            # The analysis proved exactly these changes on this version in this same turn.
            previews = on.previews
        else:
            previews = (await ctx.api.preview(bench, version=version, changes=changes)).runs  # validates too
        lines: list[Line] = [ctx.t(f"edit.propose_{what}", count=len(changes), benchmark=quote(bench),
                                   version=version, next=version + 1, previous=version - 1)]
        by_item = {i.number: i for i in current.items}
        for change in changes:
            lines.extend(_change_lines(ctx, change, by_item, what))
        if previews:
            lines.append(ctx.t("edit.effect_head"))
            lines.extend(_effect_line(ctx, run) for run in previews)
        lines.append(ctx.t("edit.new_version_note", next=version + 1))
        plan = EditPlan(benchmark=bench, base_version=version, changes=list(changes), model=on.model,
                        baseline_run=on.baseline_run, what=what)
        return [Propose(skill=self.id, plan=plan, lines=lines, benchmark_version=version)]

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        plan = self.plan_of(proposal)
        assert isinstance(plan, EditPlan)
        bench, changes = plan.benchmark, plan.changes
        try:
            version = await ctx.api.create_version(
                bench, base_version=plan.base_version, changes=changes,
                note=ctx.text("edit.version_note"), idempotency_key=idempotency_key(proposal))
        except bg.StaleVersion as stale:
            lines = [ctx.t("edit.stale", benchmark=Quote(text=bench), version=stale.current_version or 0)]
            on = Handed(benchmark=bench, model=plan.model, baseline_run=plan.baseline_run)
            try:
                changes = await self._rebase(ctx, bench, plan.base_version, changes)
                again = await self._propose(ctx, on, changes, plan.what)
            except bg.InvalidChange:
                return [ctx.reply(*lines, ctx.t("edit.stale_invalid"))]
            return [ctx.reply(*lines), *again]
        outcomes: list[Outcome] = [ctx.reply(ctx.t("edit.done", benchmark=Quote(text=bench), version=version.version))]
        if plan.model:
            outcomes.append(HandOff(skill="benchmark-launch", request=Request(text="", intent="relaunch", handed=Handed(
                benchmark=bench, version=version.version, model=plan.model, baseline_run=plan.baseline_run))))
        return outcomes

    async def _rebase(self, ctx: SkillContext, bench: str, base: int, changes: list[Change]) -> list[Change]:
        """The same change against the current version: a key change keeps what it added to and
        removed from its base version's key, and keeps whatever others changed meanwhile."""
        before = {i.number: i for i in (await ctx.api.get_version(bench, base)).items}
        now = {i.number: i for i in (await ctx.api.get_version(bench)).items}
        rebased: list[Change] = []
        for change in changes:
            if isinstance(change, SetKey) and change.item in before and change.item in now:
                added = [a for a in change.accepted if a not in before[change.item].accepted]
                removed = set(before[change.item].accepted) - set(change.accepted)
                kept = [a for a in now[change.item].accepted if a not in removed]
                change = SetKey(item=change.item, accepted=list(dict.fromkeys([*kept, *added])), match=change.match)
            rebased.append(change)
        return rebased


async def _models_by_score(ctx: SkillContext, bench: str) -> list[str]:
    """No model named: the models with a run on the current version, lowest score first (their saved
    answers decide)."""
    current = (await ctx.api.get_benchmark(bench)).current_version
    runs = sorted(latest_per_model(await ctx.api.list_runs(benchmark=bench, version=current)).values(),
                  key=lambda r: r.score or 0.0)
    return [r.model for r in runs]


def _changes_any(report: Report, items: Sequence[int]) -> bool:
    """Whether the analysis found a change to make (to one of `items`, when some are named)."""
    changed = [c.item for c in report.key_changes] + [c.item for c in report.reference_changes]
    return any(not items or number in items for number in changed)


def _chosen_change(
    report: Report, items: Sequence[int], wants_reference: bool, text: str
) -> tuple[Sequence[Change], str] | None:
    """The change a message asks for, from what the analysis found: a reference change when one is
    asked for (or nothing else is found), else the key changes; None when there is nothing to change."""
    key_changes = [c for c in report.key_changes if not items or c.item in items]
    # A suspected reference change only when the person asks for a reference change or names the item.
    asked = wants_reference or bool(items)
    refs = [c for c in report.reference_changes
            if (not items or c.item in items) and (c.certainty == "proven" or asked)]
    refs.sort(key=lambda c: not _names(text, c.reference))  # "change the reference to 42"
    if refs and (wants_reference or not key_changes):
        return [_reference_op(refs[0])], "reference"
    if key_changes:
        return key_change_ops(key_changes), "widen"
    return None


def _change_lines(ctx: SkillContext, change: Change, by_item: dict[int, Item], what: str) -> list[Line]:
    """How a proposal shows one change, against the item as it is now."""
    if isinstance(change, SetReference):
        item = by_item.get(change.item)
        return [ctx.t("edit.reference_line", item=change.item, old=quote(item.reference if item else ""),
                      new=quote(change.reference)),
                ctx.t("edit.reference_warning")]
    if isinstance(change, RemoveItem):
        return [ctx.t("edit.remove_line", item=change.item)]
    if isinstance(change, AddItem):
        return [ctx.t("edit.add_line", question=quote(change.question), reference=quote(change.reference),
                      rule=ctx.text(f"rule.{change.match}"))]
    if isinstance(change, SetKey):
        return [_key_line(ctx, change, by_item.get(change.item), what)]
    raise TypeError(f"the edit skill never proposes {change.op}")


def _key_line(ctx: SkillContext, change: SetKey, item: Item | None, what: str) -> Line:
    """A key change: restored (undo), a new match rule, or the answers it adds."""
    old = " | ".join(item.accepted) if item else ""
    if what == "undo":
        return ctx.t("edit.restore_key_line", item=change.item, key=quote(old),
                     restored=quote(" | ".join(change.accepted)), rule=ctx.text(f"rule.{change.match}"))
    if change.match and item and change.match != item.match:
        return ctx.t("edit.match_line", item=change.item, key=quote(old), rule=ctx.text(f"rule.{change.match}"))
    added = [a for a in change.accepted if not item or a not in item.accepted]
    return ctx.t("edit.accept_line", item=change.item, key=quote(old), added=quote(" | ".join(added)))


def _effect_line(ctx: SkillContext, run: RunPreview) -> Line:
    """One saved run's score before and after the change."""
    before, after = percent(run.before.correct, run.before.total), percent(run.after.correct, run.after.total)
    unchanged = run.before.correct * run.after.total == run.after.correct * run.before.total
    if unchanged and not run.wrong_to_right and not run.right_to_wrong:
        return ctx.t("edit.effect_same", model=quote(run.model), score=before)
    return ctx.t("edit.effect_run", model=quote(run.model), before=before, after=after,
                 up=len(run.wrong_to_right), down=len(run.right_to_wrong))


def restoring_changes(before: BenchmarkVersion, after: BenchmarkVersion) -> list[Change]:
    """The changes that give every item of both versions `before`'s reference answer and key."""
    old = {i.number: i for i in before.items}
    changes: list[Change] = []
    for item in after.items:
        was = old.get(item.number)
        if was is None:
            continue
        if was.reference != item.reference:
            changes.append(SetReference(item=item.number, reference=was.reference, accepted=list(was.accepted),
                                        match=was.match))
        elif was.accepted != item.accepted or was.match != item.match:
            changes.append(SetKey(item=item.number, accepted=list(was.accepted), match=was.match))
    return changes


def _names(text: str, answer: str) -> bool:
    """Does the message state this answer as a word of its own?"""
    return re.search(rf"(?<![\w.]){re.escape(answer.strip())}(?![\w.])", text) is not None if answer.strip() else False


def _reference_op(ref: ReferenceChange) -> SetReference:
    return SetReference(item=ref.item, reference=ref.reference, accepted=list(ref.accepted), match=ref.match)


_ARROW = re.compile(r"\s*(?:→|->|=>|⇒|⟶)\s*")
_LEAD = re.compile(r"^.*[:：]\s*")  # "add to capitals: " before the question
_TRIM = "\"'“”«»「」『』`.。!！ \t"


def new_item(text: str, quoted: list[str]) -> tuple[str, str] | None:
    """(question, reference answer) of an item to add: "…: question → answer", or a quoted question
    and a quoted answer; None when the message gives no such pair."""
    parts = _ARROW.split(text, maxsplit=1)
    if len(parts) == 2:
        question, answer = _LEAD.sub("", parts[0]).strip(_TRIM), parts[1].strip(_TRIM)
    elif len(quoted) == 2:
        question, answer = quoted[0].strip(), quoted[1].strip()
    else:
        return None
    return (question, answer) if question and answer else None
