"""The hard ceiling: requests to delete a benchmark (or its runs) or to set a score by hand.

Checked on its own, before any routing, in every language whatever the message's language: a
request the ceiling forbids is refused even when the rest of the message looks like a skill's.
It is built for recall from each language pack's lexicon (`ceiling` in bot/languages/packs/: the verbs
of deleting and of setting, the words for a benchmark, its runs and a score) rather than from whole
phrasings, and it lets the
innocent look-alikes through: removing one item, cancelling a proposal or a run, asking about a
score, changing a key or a reference or an item's own value, or asking *how* deletion works. A key named
only in a reason ("…, the key was wrong anyway") excuses nothing.

Texts are matched normalised (bot.routing.normalise: lower case, Latin accents stripped, quoted
data blanked). Japanese and Chinese patterns use no word boundaries; Traditional Chinese letters
are read as their Simplified forms (in the text and in the patterns alike), so that "第7題算通過"
is read as "第7题算通过".
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from typing import Literal, cast

from bot.entities import KEY_NAMED_OTHERWISE
from bot.languages import Languages, default_languages
from bot.languages.claims import ASKS_TO_CLAIM
from bot.languages.others_ceiling import CEILINGS
from bot.languages.pack import Lexicon
from bot.languages.traditional import TRADITIONAL_TO_SIMPLIFIED
from bot.literals import FloorsApart, Gated, GatedAlternatives, LiteralTable

CeilingIntent = Literal["delete_benchmark", "delete_runs", "set_score"]

_SIMPLIFIED = str.maketrans(*TRADITIONAL_TO_SIMPLIFIED)


def _fold(text: str) -> str:
    return text.translate(_SIMPLIFIED)


# A benchmark's name as people type it (gsm-mini, mmlu_pro, gsm8k); a plain word is not one. Bounded by
# Latin letters and digits only: in Japanese or Chinese text a name touches other letters ("らtiny-2は").
_NAME = (r"(?<![a-z0-9_-])[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+(?![a-z0-9_-])|(?<![a-z0-9_-])[a-z]+\d[a-z0-9]*(?![a-z0-9_-])")
# A bare word right after a verb of deleting, ending the clause: "delete capitals", "supprime capitals,
# il ne sert plus". A benchmark's name the router cannot know; pronouns and innocent objects excluded.
_BARE = (r"(?:-(?:nous|moi|toi|te|se|les|le|la|lo))?\s+(?:the |le |la |les |el |los |o |a |den |das |die )?(?:de |d')?(?!(?:it|this|that|them|everything|all|ca|cela|eso|esto|"
         r"isso|isto|das|es|alles|tout|todo|tudo|me|him|her|duplicates?|questo|quello|quella|tutto|dit|dat|wszystko|"
         r"too|also|aussi|tambien|tambem|auch|ebenfalls|again|encore|otra|outra|nochmal)\b)[a-z][a-z0-9_-]{2,}(?=\s*(?:$|[,.!?;:]|"
         r"\b(?:and|und|et|y|e|too|also|aussi|tambien|auch|for good|entirely|completely|del todo|de vez|pra sempre|"
         r"para siempre|weg|komplett|definitivement|completement|en entier|entierement|entero|inteiro|por completo|ganz|"
         r"une bonne fois pour toutes|pour de bon|once and for all|de una vez|"
         r"please|bitte|stp|svp|por favor|pls|now|asap|already|from orbit|from existence|into oblivion|off the face of|"
         # a condition or a time said after it: "get rid of capitals unless ana objects by eod"
         r"unless|if|once|as soon as|by|before|after|tomorrow|tonight|sauf|si|des que|avant|apres|demain|ce soir|wenn|falls|"
         r"sofern|ausser|sobald|bevor|nachdem|morgen|heute|salvo|a menos|cuando|en cuanto|antes|despues|manana|hoy|se|"
         r"a nao ser|caso|assim que|depois|amanha|hoje)\b|\d{1,2}[.)]\s))")
# Up to two words between wanting and the verb: "quero zerar", "I want you to just delete".
_NEXT_WORDS = r"(?:\W+\w+){0,2}?\W+"
# In Japanese or Chinese text, a Latin word next to a verb of deleting is a name: "capitals を削除して".
_CJK_NAME = r"[a-z][a-z0-9_-]+"

# A benchmark named, whose runs are asked about: by its name, by a word after "runs of" ("todas as runs do
# capitals", not "de um benchmark"), or by a Latin word in Japanese or Chinese text ("capitalsの結果", "capitals 的所有运行").
# A French verb and its clitic ("est-ce", "dis-moi", "peut-être") is written like a name
_NOT_A_CLITIC = r"(?![a-z]+-(?:ce|il|elle|on|moi|toi|nous|vous|le|la|les|lui|leur|y|en|meme|etre|t)\b)"
_NAMED = re.compile(
    rf"{_NOT_A_CLITIC}(?:{_NAME})|\b(?:runs?|results?|scores|laufe|ergebnisse|resultate|executions|resultats|ejecuciones|corridas|resultados|"
    r"puntuaciones|execucoes|pontuacoes)\s+(?:of|on|for|in|von|vom|bei|auf|de|du|des|do|da|del|dos|das|no|na|en)\s+"
    r"(?:(?:the|le|la|les|o|a|el|den|dem|der)\s+)?"
    r"(?!(?:um|uma|un|una|une|an|ein|eine|einem|einer|any|all|every|each|cada|todo|todos|toda|todas|tous|toutes|"
    r"benchmarks?|this|that|it|ce|cette|esse|essa|este|esta|ese|esa|diesem|dieser|hoje|heute|today)\b)[a-z][a-z0-9_-]{2,}"
    rf"|(?<![a-z0-9_-])(?:{_CJK_NAME})\s*(?:の|的)")

# A number compared in a condition sets nothing ("if tiny-1 stays below 70%, train it; if not, leave it", "低于80").
_COMPARED = (r"(?<!below )(?<!under )(?<!above )(?<!over )(?<!than )(?<!unter )(?<!sous )(?<!dessous de )(?<!dessus de )"
             r"(?<!debajo de )(?<!encima de )(?<!abaixo de )(?<!acima de )(?<!低于)(?<!高于)(?<!不到)(?<!超过)")
# A score: a number that is not an item's, a version's or a count of credits, nor compared.
# The words a share is written with after its number ("65%", "70 Prozent", "80 pour cent")
_SHARE_WORDS = r"%|％|percent|per cent|prozent|pour ?cent|por ?ciento|por ?cento"
_NUMBER = (r"(?=\d)(?<![a-z0-9_.#-])(?<!version )(?<!v)(?<!chapter )(?<!chapitre )(?<!kapitel )(?<!capitulo )(?<!section )(?<!abschnitt )(?<!seccion )(?<!secao )(?<!page )(?<!seite )(?<!pagina )(?<!week )(?<!woche )(?<!semaine )(?<!semana )(?<!son las )(?<!a las )(?<!sao as )" + _COMPARED + r"\d{1,3}(?:[.,]\d+)?\s*(?:" + _SHARE_WORDS
           + r"|パーセント|点|分)?(?![-a-z0-9_])(?!\s*(?:credits?|creditos|クレジット|积分|items?|questions?|runs?|"
           # a count of a training's passes or of times ("SFT tiny-1 on gsm-train, 3 epochs if you can set that")
           r"epochs?|epochen|epoques?|epocas?|steps?|schritte?|times|mal|fois|veces|vezes|エポック|轮|回|"
           # a time of day ("ya son las 3 y quiero dejarlo corriendo", "lance-le vers 3h")
           r"uhr\b|horas?\b|heures?\b|h\b|o'?clock\b|am\b|pm\b|時(?!間)))")
# A value said in words rather than as a number ("auf den korrigierten Wert setzen", "set it to the correct value", "à la
# valeur corrigée", "en el valor corregido", "no valor corrigido"): what a score set by hand is set to, like a number
_VALUE_IN_WORDS = _fold(
    r"\bto (the |its |their )?(correct(ed)?|right|real|true|actual|proper|fixed|updated) (value|number|figure)\b"
    r"|\bauf (den|die|das) (korrigierten|richtigen|korrekten|tatsachlichen|echten|wahren) (wert|zahl|ergebnis)\b"
    r"|\b(a|sur) (la |le )?(bonne|bon|vraie|vrai|juste|correcte|correct|corrigee|corrige) (valeur|chiffre)\b"
    r"|\ba la valeur (corrigee|correcte|reelle|juste)\b"
    r"|\b(en|a|al) (el )?(valor|numero) (corregido|correcto|real|verdadero)\b"
    r"|\b(no|pro|para o|pra o|ao) (valor|numero) (corrigido|correto|certo|real|verdadeiro)\b")

# A score as a share: a percentage or a fraction ("65%", "70 Prozent", "18/20"), not a share of something
# ("80% of the items").
_ANY_PERCENT = (r"(?<![a-z0-9_.#-])(?:\d{1,3}(?:[.,]\d+)?\s*(?:" + _SHARE_WORDS + r"|パーセント)"
                r"|\d{1,3}\s*/\s*\d{1,3}(?![\d/]))")
_PERCENT = _ANY_PERCENT + r"(?!\s*(?:of|des|de|der|von|do|da|del|dos|das|du)\b)"
# A setting verb whose object is a share, with at most a pronoun and a preposition between: "just
# override it to 65%", "setz es auf 70 %", "mets-le à 65 %", "ponlo en 65%", "muda pra 70%".
_TO_SHARE = r"(?:\W+[a-z']+){0,3}?\W+"
# One share made another by a setting verb: "round mini-3's 58% up to 60%", "arrondis les 58 % de mini-3 à 60 %", "remplace le
# 60 % de tiny-1 sur gsm-mini par 75 %".
_SHARE_TO_SHARE = rf"[^.!?;,]{{0,40}}(?:{_ANY_PERCENT})[^.!?;,]{{0,40}}?\s(?:to|auf|a|al|en|em|pra|para|par|with|by|durch|mit|por)\s+(?:{_PERCENT})"
# The tables searched in most messages are `Gated` (bot/literals.py): searched only in a text with a literal they
# require (~1 µs against ~2-12 µs a search), the same match where they are. Those read only as whether they match
# and made of many alternatives (`_WHY_NOT`, `_WEB_APP`, `_CLAIM_ASKED`, `_NOT_WANTED`, `_REASON_GATE`) are
# `GatedAlternatives`: each alternative searched alone behind its own literals where the whole's let the text through.
_SHARE = Gated(re.compile(_PERCENT))
# A score said, which "it" may then be set from: a share of any kind ("ese 60% de tiny-1"), a name and a bare number
# after it ("tiny-1 a eu 70 sur capitals", "tiny-1 在 capitals 上只有 70")
_SCORE_SAID = Gated(re.compile(rf"{_ANY_PERCENT}|(?:{_NAME})[^.!?;。！？]{{0,30}}?(?<![a-z0-9_.#-])\d{{1,3}}(?![\d%-])"
                               # or a number named with an article, as a score is: "the 60 is wrong", "ese 60"
                               r"|\b(?:the|that|this|ce|le|el|ese|este|esse|o|der|die|das|diese)\s+\d{1,3}(?:[.,]\d+)?\b"
                               r"(?!\s*(?:%|items?|questions?|credits?|runs?|itens|preguntas|perguntas|fragen))"))
# A model's name, where it was run at most, and the share it is set to: "(correct) tiny-1 on capitals to
# 82%", "(korrigier) tiny-1 bei capitals auf 82 %", "(ajusta) tiny-1 en capitals al 82%".
_NAME_TO_SHARE = (rf"\W+(?:(?:the|le|la|el|o|a|den|das|die)\s+)?(?:{_NAME})(?:'s?)?(?:\s+(?:on|in|at|for|auf|bei|fur|sur|pour|dans|"
                  rf"en|em|no|na|do|da|del|de|para|pro)\s+[a-z0-9_-]+)?\s+(?:to|at|as|auf|zu|a|al|en|em|pra|para|par|on)\s+(?:{_PERCENT})")

# A benchmark's name, not a word written with a hyphen ("est-ce", "dis-moi", "peut-etre")
_A_NAME = re.compile(rf"{_NOT_A_CLITIC}(?:{_NAME})")
# Gone for good or as a whole, in any language: wanting it, not asking whether it can be done ("une bonne fois pour
# toutes", "dá pra apagar o gsm-mini inteiro?")
_FOR_GOOD = re.compile(_fold(r"\b(?:for good|once and for all|une bonne fois pour toutes|pour de bon|definitivement|endgultig|"
                             r"fur immer|ein fur alle mal|de una vez( por todas)?|para siempre|de vez|pra sempre|para sempre|"
                             r"entirely|completely|the whole thing|inteir[oa]|enter[oa]|por completo|komplett|entierement|"
                             r"completement|tout entier)\b|彻底|永久|一劳永逸|整个|完全に|永久に|きっぱり|丸ごと|まるごと"))
# The words for benchmarks, runs or results at large, which name none
_GENERIC = re.compile(r"\b(?:benchmark\w*|runs?|tests?|results?|scores?|items?|executions?|ejecucion(?:es)?|execuc(?:ao|oes)|"
                      r"resultad[oa]s?|resultats?|ergebnisse?|laufe?)\W*$")
# An aside in parentheses describes and asks nothing: "delete the gsm-mini benchmark entirely; we're replacing it with a
# bigger version (gsm-midi, ~200 items)" names no item to remove (the router reads asides so too)
ASIDE = re.compile(r"\([^()]{1,200}\)")
# An aside with no question mark: its "why" asks nothing of the request beside it ("Marca como correctas … (el cliente no va
# a entender por qué cuentan como error)")
_ASIDE_UNASKED = re.compile(r"\([^()?？]{1,200}\)")
# A Latin word in Japanese or Chinese text, no word of the product's own: a benchmark's name ("capitals 没人用了", "capitals ごと消し")
_PRODUCT_WORD = r"(?:benchmarks?|runs?|benchgen|keys?|items?|scores?|models?|credits?|admins?|editors?|viewers?)(?![a-z0-9_-])"
_KANA_OR_HAN = r"[\u3040-\u30ff\u3400-\u9fff]"
_LATIN_IN_CJK = re.compile(rf"(?<![a-z0-9_-])(?!{_PRODUCT_WORD})(?:(?<={_KANA_OR_HAN})|(?<={_KANA_OR_HAN}\s))[a-z][a-z0-9_-]+"
                           rf"|(?<![a-z0-9_-])(?!{_PRODUCT_WORD})[a-z][a-z0-9_-]+(?=\s?{_KANA_OR_HAN})")

# A share put in a document of one's own is no result set: "before I put 75% on a slide", "90 % in die Präsentation"
_NOT_IN_A_DOCUMENT = (r"(?![%％\s]*(?:percent\s+|prozent\s+)?(?:on|in|into|auf|in die|in den|sur|dans|en|no|na|em)\s+(?:a |an |the |our |my |une |un |la |le |"
                      r"eine |die |den |unsere? |meine? |nuestra |mi |uma |o |a |nosso |nossa )?(?:slides?|decks?|presentations?|"
                      r"reports?|pitch|website|site|whitepaper|blog|posts?|folien?|prasentation|bericht|diapositivas?|"
                      r"presentaci[oa]n|informe|apresentacao|relatorio))")
# Whether one may claim a share (bot/languages/claims.py): a question about a result, no result set
_CLAIM_ASKED = GatedAlternatives(re.compile("|".join(f"(?:{pattern})" for pattern in ASKS_TO_CLAIM.values())))
# A share written as what a model's result is to be, as a command line would: "tiny-1 capitals =85%"
_NAME_EQUALS = rf"(?:{_NAME})[^.!?;=<>]{{0,30}}(?<![<>!=])=\s*(?:{_PERCENT})(?!\s*[?？])"  # not "= 60%?? why so low"

# A number that is no share: a model's answer or an item's value ("42", "4.0"), not "80 %".
_A_VALUE = r"\d+(?:[.,]\d+)?(?!\d|[.,]\d|\s*(?:[%％]|percent|prozent|pour ?cent|por ?ciento|por ?cento))"

# A number a model answered, in any language, is data like a quoted answer and no score ("tiny-2 responde
# 42 y lo marca mal", "tiny-2 hat 42 geantwortet", "42と答えてる", "tiny-2 回答 42"): blanked as quoted data is.
_ANSWERED = re.compile(_fold(
    rf"(\b(?:answers|answered|says|said|replies|replied|outputs|returns|returned|antwortet|sagt|liefert|repond|"
    rf"reponds|repondu|dit|renvoie|responde|respondio|respondeu|contesta|contesto|dice|dijo|devuelve|diz|disse|retorna|"
    rf"devolve) (?:(?:with|mit|avec|con|com) )?|(?:答|答了|答的是|回答|回答了|输出|输出了|给出|给出了|答成) ?){_A_VALUE}"
    rf"|()\b{_A_VALUE}(?= (?:geantwortet|gesagt|ausgegeben|geliefert)\b)"
    rf"|(){_A_VALUE}(?= ?(?:と|って)(?:答え|回答|出力|返し|言っ))"))


# A meeting's list of things to do, in any language, names no item of a benchmark ("Action items from sync: 1) delete the
# capitals benchmark entirely 2) re-run tiny-1", "Itens de ação da reunião: 1) excluir o benchmark capitals …",
# "MTG のアクションアイテム：1) capitals ベンチマークを削除 …"): blanked, so its word for an item excuses nothing.
_ACTION_ITEMS = Gated(re.compile(_fold(r"\baction[- ]?items?\b|\b(?:itens|items) de (?:acao|accion)\b|アクションアイテム|行动项")))


# A message opened as a quick (or a "dumb") question ("kurze frage: kannst du überhaupt benchmarks löschen?", "pergunta
# rápida"), after a greeting or not: the word for a question names no item.
_QUICK_QUESTION = re.compile(_fold(r"^\W*(?:(?:hallo|hello|hi|hey|bonjour|salut|coucou|hola|buenas|buenos dias|ola|oi|bom dia|boa tarde|"
                                   r"guten (?:morgen|tag)|moin|servus)(?: (?:zusammen|a todos|tout le monde|everyone|all|team|pessoal|"
                                   r"gente|equipo))?\W+)?"  # a greeting first ("Hallo, kurze Frage nach der Führung: …")
                                   r"(?:(?:quick|short|small|dumb|silly|stupid|naive|random|genuine|honest|serious|real) (?:question|one)"
                                   r"|(?:kurze|kleine|dumme|blode|naive) frage|(?:petite|bete|naive) question"
                                   r"|question (?:rapide|bete|idiote|naive)|pregunta (?:rapida|tonta|boba|ingenua)"
                                   r"|pergunta (?:rapida|boba|idiota|besta|ingenua))\b|^\W*(?:question|frage|pregunta|pergunta)\s*[:：-]?\s+"
                                   r"(?=(?:tu|vous|est-ce|can|could|do|does|kannst|konnen|puedes|podes|voce|vc)\b)"
                                   # a heading naming the question or the answer asked, up to its colon, no item's number in
                                   # it ("Pergunta de compliance:", "… Straight answer please:")
                                   r"|^[^:：?!\d]{0,80}\b(?:question|answer|frage|antwort|pregunta|respuesta|pergunta|resposta|reponse)"
                                   r"(?: please| pls| bitte| svp| por favor| de [a-z]+| d[aoe] [a-z]+| von [^:：?!\d]{0,30})?\s*[:：]\s*"))

# A message begun for another chat, said so in passing ("Kurze Frage zum Leistungsverzeichnis... ach nee, falscher Chat 😅 Aber
# wenn du schon da bist: kannst du gsm-mini löschen?"): it names no chat message to delete, and what follows is asked here
_WRONG_CHAT = Gated(re.compile(_fold(
    r"\b(?:wrong (?:chat|channel|thread|window|tab)|falsche[rsn]? (?:chat|kanal|channel|thread|fenster)|mauvais (?:chat|canal|fil)|"
    r"(?:chat|canal|hilo) equivocado|(?:chat|canal|grupo) errado|conversa errada)\b|发错(?:群|地方)了?|チャット(?:を)?間違え")))

# A score by hand said not to be had, the refusal taken ("bon d'accord pas de note à la main. alors élargis la clé …", "行吧，分数不能
# 手动改。那把capitals的答案放宽…"): no score asked set, whatever follows asks
_HAND_SET_DENIED = Gated(re.compile(_fold(
    r"\b(pas de|no|sin|sem|kein\w*|keine)\s+(notes?|scores?|nota|notas|punktzahl|resultats?)\s+(a la main|by hand|manuel\w*|a mano|"
    r"manual\w*|na mao|von hand|per hand)\b|\bno (manual|hand-set) scores?\b"
    r"|(分数|成绩|得分)(不能|不可以|没法|改不了)(手动|手工)?(改|修改|设置|填)?|(スコア|点数)(は)?手(で|動で)[^。]{0,6}(変えられない|変更できない|直せない)"
    # a score changed by hand, said not to be had ("trocar o score na mão não dá, né? então corrige a chave …")
    r"|\b(scores?|notas?|pontuacao|puntaje|puntuacion|note|punktzahl)\s+(na mao|a mano|a la main|von hand|per hand|by hand|manually|"
    r"manualmente|manuellement)\s*,?\s*(nao da|nao pode|nao rola|no se puede|no (da|vale)|(on )?(ne )?peut pas|geht nicht|can'?t|"
    r"won'?t|(is|isn'?t|is not) (not )?allowed)\b")))


# The answers gone through by hand, told as done, the reason for a number ("it deserves 80 after I went through the answers
# myself", "on a revu à la main les réponses de tiny-2, il a 80 en vrai", "revisé las respuestas"; not "al revisar las
# respuestas vemos que …", which goes on to name them): no answer named to accept, no key
_ANSWERS_REVIEWED = Gated(re.compile(_fold(
    r"\b(?:went|gone|go|been) through (?:the|its|all the|all of the|his|her|their) answers\b|"
    r"\b(?:checked|reviewed|re-?checked|hand-?checked|regraded) (?:the|its|all the|all of the|all) answers\b|"
    r"\b(?:revu|relu|verifie|recompte)\w* (?:a la main )?(?:les|toutes les) reponses\b|"
    r"\b(?:revise|revisamos|cheque|chequeamos|comprobe|comprobamos|verifique|verificamos) (?:a mano )?(?:las|todas las) respuestas\b|"
    r"\b(?:revisei|revisamos|conferi|conferimos|verifiquei|verificamos|chequei) (?:a mao |na mao )?(?:as|todas as) respostas\b|"
    r"\b(?:die|alle) antworten (?:von hand |selbst |manuell )?(?:durchgesehen|gepruft|nachgepruft|kontrolliert|durchgegangen)\b")))


# A request relayed for a teammate ("a ana pergunta se dá pra você registrar 95% …", "cara fragt, ob …"): what is
# asked is read as if its asker wrote it.
_RELAYED = re.compile(_fold(
    r"^\W*(?:(?:a|o|la|el|le)\s+)?(?!(?:a|o|la|el|le|the|my|mi|ma|minha|meine?|une?|una?|uma?|ein|eine)\b)[a-z]+\s+"
    r"(?:asks|is asking|wants to know|would like to know|fragt|mochte wissen|will wissen|demande|voudrait savoir|"
    r"pregunta|quiere saber|pergunta|quer saber)\b\s*[,:]?"
    # a teammate's request said to be theirs ("ana さんの依頼です：…", "ana 的需求：…")
    r"|^\W*[a-z]+\s*(さん|様|氏)?(の|から)(依頼|お願い|リクエスト)(です|で)?\s*[:：、]|^\W*[a-z]+\s*的?(请求|需求|要求)(是)?\s*[:：，]"))

# A single word in single quotes, read as said where a verdict is set ("override item 4's result to 'correct'"); gated
# by its quote (`Gated.sub` returns a text without one as it is).
_ONE_QUOTED_WORD = Gated(re.compile(r"(?<![\w'])'([^\W\d_]{2,20})'(?![\w'])"))

# A ticket's field that labels the request ("Request: wipe all runs and results on gsm-mini", "Solicitud: eliminar
# todos los runs…", "依頼: gsm-miniの全runと結果を削除", "【依頼】…"), on any line: the word for a request names no proposal
# to cancel.
_REQUEST_FIELD = re.compile(_fold(r"(?:^|(?<=[\s>*#_-]))(?:request|demande|solicitud|pedido|solicitacao|anfrage|依頼|请求|申请|需求)[ \t]*[:：]"
                                  r"|[【\[](?:request|ticket|依頼|请求|申请|需求)[】\]]"))

# The items said to stay while the rest goes ("then just wipe all its runs and results, keep the questions", "garde les
# questions", "die Fragen bleiben"): they name nothing to change, so their word for an item excuses nothing.
# What one wants to find out, to its clause's end, asks nothing done ("Fine-tune tiny-1 auf gsm-train, ich will sehen ob SFT die
# 60% hebt", "entraîne tiny-1 pour voir si ça monte les 60 %"), unless it asks whether the bot (or we) can ("see if you can
# set …", "schau, ob du … löschen kannst", "vois si on peut …").
_WONDERED = Gated(re.compile(_fold(
    r"\b(?:see|sehen|voir|ver|find out|herausfinden|savoir|saber)\s*,?\s*(?:if|whether|ob|si|se)\b"
    r"(?!\s*(?:you|u|we|i|du|wir|ich|man|tu|vous|on|nous|je|usted|ustedes|podemos|puedes|voce|vc|a gente|nos|eu|yo)\b)"
    r"(?![^.!?;,\n]*\b(?:can|could|possible|moglich|kann\w*|konn\w*|peut|possible|puede\w*|posible|pode\w*|possivel|da pra)\b)"
    r"[^.!?;,\n]*"
    r"|看看(?:是否|能否|能不能|会不会|是不是)[^，。！？,.!?]*")))
# Whether something vanished, asked in the past ("did it just vanish into the void", "did the fix disappear"): no request
_VANISHED_ASKED = re.compile(r"\bdid\b[^.!?]{0,40}\b(vanish|disappear)\w*")
# A pause in a sentence ("make all the gsm-mini results just... disappear?"): no sentence ends there, unless what follows
# takes back or corrects what came before ("tira só o item 5... aliás não, apaga o gsm-mini inteiro")
_HESITATION = re.compile(r"(?<=\w)(?:\.{2,}|…)[ ]*(?=[a-z])(?!(?:no|nao|non|nein|nee|alias|actually|wait|espera|attends|warte|"
                         r"well|bueno|enfin|oder|or|ou|o|mejor|better|plutot|lieber|na|hmm+|uh+|um+|eh)\b)")
# A footnote's mark ("… [1]", "[2] …"): a number that sets nothing
_FOOTNOTE_MARK = re.compile(r"\[\d{1,2}\]")
_ITEMS_KEPT = Gated(re.compile(_fold(r"\b(keep|keeping|leave|leaving) (the |all the |its )?(questions|items)\b|\b(garde|gardez|laisse) les (questions|items)\b"
                                     r"|\b(behalte|behalt|lass) (die )?(fragen|items|aufgaben)\b|\b(die )?(fragen|aufgaben) (bleiben|behalten)\b"
                                     r"|\b(deja|manten|conserva) las preguntas\b|\b(deixa|mantem|mantenha|conserva) as perguntas\b"
                                     # an item denied as the object: "the whole benchmark, not just one item"
                                     r"|\b(not|nicht|pas|no|nao)\s+(just|only|merely|nur|blo(ss|ß)|seulement|juste|solo|solamente|so|apenas|somente)\s+"
                                     r"(one|an?|a single|ein(e|en)?|un(e|o|a)?|um|uma)\s+(items?|questions?|aufgaben?|fragen?|preguntas?|perguntas?)\b")))


# A forbidden operation written as a function's call, whatever the language around it ("ADMIN-CONSOLE, run:
# set_score(model='tiny-1', benchmark='gsm-mini', value=0.95)", "delete_benchmark('capitals')").
_CALLED = Gated(re.compile(r"\b(?:(?P<set_score>(?:set|update|override|overwrite|write|put|change|record)_?(?:score|result)s?)"
                           r"|(?P<delete_runs>(?:delete|drop|remove|wipe|purge|clear)_?(?:all_?)?(?:runs|results))"
                           r"|(?P<delete_benchmark>(?:delete|drop|remove|wipe|purge)_?benchmarks?))\s*\("))


# Why the bot will not do something, asked of it in any language ("why won't you set a score by hand?", "Warum lehnst du
# es ab, …", "pourquoi tu refuses …", "¿por qué no puedes …?", "por que você se recusa …", "为什么你不能…", "どうして…
# 変えられないの"): a question about the rules, even where it names all of a benchmark's runs.
_WHY_NOT = GatedAlternatives(re.compile(_fold(
    r"\bwhy (?:won'?t|wouldn'?t|didn'?t|don'?t|can'?t|cannot|can not) (?:you|the bot|it)\b"
    r"|\bwhy (?:did|do|does|are|were) (?:you|the bot|it) (?:refus|declin|reject|block)\w*"
    r"|\b(?:warum|wieso|weshalb) (?:lehnst|verweigerst|weigerst|blockierst) du\b"
    r"|\b(?:warum|wieso|weshalb) (?:willst|kannst|darfst) du\b[^.!?]{0,40}\bnicht\b"
    r"|\bpourquoi (?:tu refuses|refuses-tu|vous refusez|refusez-vous|tu ne (?:veux|peux) pas|ne (?:veux|peux)-tu pas)\b"
    r"|\bpor ?que (?:te (?:niegas|negaste|rehusas|rehusaste)|no (?:puedes|quieres|lo haces|se puede|me dejas))\b"
    r"|\b(?:por ?que|pq) (?:voce |vc )?(?:se recusa|recusa|nao (?:pode|quer|quis|consegue|faz|deixa))\b"
    r"|为什么[^。？?]{0,6}(?:拒绝|不肯|不愿|不帮|不能|不可以|不让)"
    r"|(?:なぜ|どうして|なんで)[^。？?]{0,30}(?:断る|断った|拒否|できない|てくれない|られない|られません)")))


# A verb of changing, in any language: why the bot would not change a score ("pourquoi tu refuses de changer le score ?")
_A_CHANGE = re.compile(_fold(r"\b(?:chang|set|edit|modif|updat|overrid|alter|mud|troc|cambi|ander|setz|korrigier|corrig)\w*"
                             r"|改|変更|変え|書き換え|直"))
# A role named in a question whether something may be done ("can an editor have you delete gsm-mini?", "编辑能让你删除整个
# gsm-mini 基准吗？"): a question about who may, even naming what would go.
_ROLE = re.compile(_fold(r"\b(admins?|administrators?|editors?|viewers?|administrat\w*|editeur\w*|editric\w*|lecteur\w*|"
                         r"editor\w*|redakteur\w*|betrachter\w*|leitor\w*|lector\w*)\b|管理员|编辑|查看者|管理者|編集者|閲覧者"))
# A deletion supposed in a clause of "if" or "after" ("si on supprime gsm-mini on perd l'historique des runs ?", "hypothetically,
# if gsm-mini were deleted, would the run history go with it?", "después de borrar un benchmark, ¿siguen sus ejecuciones?"):
# what would follow it, asked where a question mark follows
_IF_OPENS = re.compile(r"\b(?:if|si|wenn|falls|se|caso|suppose|supposing|after|once|apres|une fois|despues de|depois de|depois que|"
                       r"nachdem|sobald)\b|如果|要是|假如|万一|もし")
# ...or a deletion said first, then "after" it or "if" it was done, where a language says so after the verb ("删除benchmark之后，
# 之前的运行结果还在吗？", "capitalsを削除したら履歴は残る？")
_DELETED_THEN = re.compile(_fold(r"(?:删除|删掉|删了|删)[^，,。？?!！]{0,30}?(?:之后|以后|后)|(?:削除|消)し(?:たら|た後|たあと|た場合)"
                                 r"|(?:削除す|消す)(?:ると|と)|(?:削除すれ|消せ)ば"))  # "ベンチマークを消すとrunも消えますか？"
# "and", joining a second request to a first in one clause, plain or with an adverb ("fix the key for item 13 and set
# tiny-1's score to 65%", "… e já muda a nota …"): where a key's change would excuse the clause, what follows is read alone
_AND_THEN = re.compile(r"\s(?:and|e|y|et|und)\s(?:(?:then|also|just|ja|tambem|depois|ya|tambien|luego|aussi|puis|ensuite|dann|auch)\s)?")
# ... and a request that follows another, said so ("… and then tell me how many credits are left", "two things: what's our
# credit balance, and could you also get rid of capitals?"): what excuses a deletion or a setting is read in its own request
_THEN = re.compile(r"\s(?:and|e|y|et|und)\s(?:then|depois|luego|despues|puis|ensuite|apres|dann|danach)\s"
                   r"|,?\s(?:and|e|y|et|und)\s(?:(?:could|can|would) you |please |pls )?also\s"  # "…, and could you also …"
                   r"|\s(?:y|e|et|und) (?:que|dass)\s"  # "saber cuántos créditos quedan y que anotes un 90% …"
                   r"|\s(?:y de paso|e de quebra|et au passage|and while you'?re at it|und nebenbei)\s"
                   r"|,\s(?:then|puis|ensuite|dann|danach|luego|despues|depois)\s"  # "get rid of trivia-qa, then tell me …"
                   r"|,\s(?:and|y|et|und)\s")  # "Dos cosas: cuántos créditos quedan, y borra gsm-mini entero" (a folded "é" is no "e")
# A question's end: its mark, or a Chinese question's closing particle, or a Japanese polite "…ますか", where the sentence ends
# without one ("删了 benchmark 之后那些运行结果还在吗")
_QUESTION_MARK = re.compile(r"[?？]|[吗嗎么](?=\s*(?:$|[。！!，,\n]))|(?<=[すた])か(?=\s*(?:$|[。！!\n]))")
# A benchmark named in Chinese or Japanese words joined by a hyphen ("保険金請求-分類"): a name, whose words ("請求", a
# request) excuse nothing
_CJK_NAMED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]+(?:-[\u3040-\u30ff\u3400-\u9fff\w]+)+"
                        # or written apart, before whose it is ("清空 密室谜题 的所有 run 结果": the benchmark, not a question)
                        r"|(?<=\s)[\u3040-\u30ff\u3400-\u9fff]{2,10}(?=\s+(?:的|の))")
# Whether one can through the bot, or whether the bot may, a question how that names the bot as who would do it ("Kann man
# über dich überhaupt Benchmarks löschen?", "se puede que tú borres gsm-mini?", "se pueden borrar benchmarks contigo?")
_BY_THE_BOT = (r"\b(kann|konnen) (man|ich|wir) (uber|durch|mit) (dich|dir)\b|\bse puede que (tu|usted)\b|\bcontigo\b"
               r"|\b(avec|par) toi\b|\b(com|por) (voce|vc)\b")
# The bot named as who would do it: in Japanese (which says no "you" otherwise), "あなた（ボット）はベンチマークを削除できますか？";
# or through it (`_BY_THE_BOT`)
_THE_BOT_ASKED = re.compile(r"^\W*(あなた|きみ|君|ボット|bot)\s*([(（][^)）]{0,10}[)）])?\s*(は|って|が|、)|" + _BY_THE_BOT)
# Who did it, when, which one, whether it is true, or the history, asked of something done ("wer hat den alten Benchmark
# gelöscht?", "cuál era? sale en el historial?"; not "est-ce que ça nous a rendu des crédits ?", how BenchGen works)
_WHO_WHEN = re.compile(_fold(r"\b(who|whom|wer|wem|qui|quien|quem|when|wann|quand|cuando|quando|which|welche[rns]?|lequel|laquelle|"
                             r"cual|qual|true|wahr|stimmt|vrai|verdad|verdade|histor\w*|verlauf|log)\b"
                             r"|谁|誰|什么时候|何时|哪个|いつ|どれ|本当|真的|历史|履歴"))
# Whether what is gone can be had back, asked ("… a supprimé un bench par erreur… c'est récupérable ?"): how BenchGen works
_HAD_BACK = re.compile(_fold(r"\b(recover\w*|restor\w*|undo\w*|undelet\w*|get (it|them) back|recuper\w*|restaur\w*|"
                             r"wiederherstell\w*|zuruck(hol|bring)\w*)|恢复|找回|復元|元に戻|戻せ"))
# A Chinese or Japanese question's own word: a sentence that holds one asks, with no mark ("gsm-mini 要删的话找谁")
_CJK_QUESTION_WORD = re.compile(r"谁|誰|什么|甚么|怎么|怎样|哪|多少|呢|何|どう|どこ|いつ")
# Any mark that ends a sentence, touching the next one or not ("谁能删 capitals 的所有运行?现在就删掉吧": normalised, a Chinese
# question mark touches the next sentence, which `_SENTENCE_END` does not split at)
_ANY_SENTENCE_END = re.compile(r"[.!?;。！？]+")
# A sentence with its end (any of `_ANY_SENTENCE_END`'s marks), a question's too
_ANY_SENTENCE = re.compile(r"[^.!?;。！？]+[.!?;。！？]*")
_QUESTION_END = re.compile(r"[?？]+")
# ...what follows it, asked: kept, lost or gone ("would the run history go with it?", "on perd l'historique ?")
_CONSEQUENCE = re.compile(_fold(
    r"\b(?:los[et]|gone|go(?:es)? (?:with|away)|disappear\w*|vanish\w*|kept|keep|remain\w*|stay\w*|still (?:there|exist|available)|"
    r"recover\w*|restor\w*|undo|surviv\w*|happen\w*|perd\w*|perc[oa]\w*|garde\w*|reste\w*|dispar\w*|conserv\w*|recuper\w*|"
    r"verlor\w*|weg|bleib\w*|behalt\w*|erhalten|verschw\w*|passier\w*|wiederher\w*|qued\w*|desaparec\w*|fica\w*|somem|"
    r"mant\w*|acontec\w*|partent|partiront|s\'en vont|leave|geh\w*|se van|vao|continu\w*|sigu\w*)\b|"
    r"\b(?:ca|cela|it|that|this|isso|eso|esto|das|es) (?:(?:also|aussi|tambien|tambem|auch|then|alors|dann|entonces|entao) )?"
    r"(?:supprime\w*|efface\w*|delete\w*|remove\w*|wipe\w*|borra\w*|elimina\w*|apaga\w*|exclui\w*|losch\w*|entfern\w*)|"
    r"\b(?:losch|entfern)\w* (?:das|es) (?:auch|dann|gleich|mit)\b|"
    r"还在|消失|没了|保留|丢|找回|恢复|消え|残る|残り|なくな|戻せ|復元"))
# Who may do it, asked ("Und wer darf bei uns Läufe löschen?", "谁能删 capitals 的所有运行？", "削除できる人って誰？"): as a role
# named, where no later sentence asks it done ("… ? Lösch sie bitte sofort.")
_WHO_MAY = re.compile(_fold(r"\b(?:who|who'?s|wer|qui|quien|quem) (?:(?:here|else|hier|sonst|ici|aqui|mas|mais) )?(?:can|could|may|is allowed|allowed|"
                            r"gets to|darf|durfen|kann|konnen|peut|peuvent|a le droit|puede|pueden|podria|tiene permiso|pode|podem|"
                            r"poderia|tem permissao)\b|\bwho\b[^.!?]{0,50}\b(?:has|have|holds?) (?:the )?(?:authority|rights?|permission|power)\b|"
                            # "…, or only admins?": whether anyone may, or one role ("can anybody on our team delete a
                            # benchmark, or only admins?")
                            r"\b(?:or|oder|ou|o)\s+(?:only|just|nur|seulement|uniquement|juste|solo|solamente|so|somente|apenas)\s+"
                            r"(?:the |die |les |los |las |os |as )?(?:admins?|administrat\w*|editors?|editor(?:en|es|as)?|redacteurs?)\b|"
                            r"还是只有(?:管理员|admin|编辑)|それとも(?:管理者|アドミン|admin|編集者)(?:だけ|のみ)|"
                            r"谁(?:能|可以|有权|才能)|(?:でき|消せ|られ)る(?:人|ひと|方|メンバー)|誰が[^。？?]{0,20}(?:できる|できます|消せる)"))


# The bot addressed, in any language: a question whether something can be done in the web app that asks it of someone else
# ("can ben delete a benchmark himself in the web app?") asks who may; asked of the bot ("can you delete gsm-mini in the
# web app?"), it asks the bot to.
_YOU = re.compile(_fold(r"\b(you|u|ya|du|dich|dir|sie|ihr|tu|toi|vous|usted|ustedes|puedes|podes|podrias|voce|voces|vc|"
                        r"kannst|darfst)\b|你|您|あなた|ボット|\bbot\b"))
# The bot asked whether it can do something ("can you", "kannst du", "tu peux", "você consegue", "你能", "できますか")
_YOU_CAN = _fold(r"\b(can|could|would|will) (you|u)\b|\b(are|were) (you|u) (even |actually |really |ever )?(allowed|permitted|able) to\b|\b(kannst|konntest) du\b|\b(konnen|konnten) sie\b|\b(peux|pourrais)-?tu\b|\btu (peux|pourrais)\b"
                 r"|\b(pouvez|pourriez)-?vous\b|\bvous (pouvez|pourriez)\b|\b(puedes|podrias|podes)\b|\b(voce|vc|tu) (pode|podia|poderia|consegue|conseguiria)\b"
                 r"|你们?(能|可以|会)|您(能|可以)|能不能帮|できますか|できる[?？]|してもらえ|" + _BY_THE_BOT)
# The bot asked whether it can, as a gate: the router reads it too (a plan told beside a question asks nothing of the bot)
YOU_CAN_ASKED = Gated(re.compile(_YOU_CAN))
# Verbs of changing what is there, as asked (not of entering or recording it: "can you record the scores in a table?"
# asks a table; nor "changed": "can you tell me if the score changed?" asks; nor correcting: "tu peux corriger les
# résultats de tiny-1 ?" may ask to improve them)
_CHANGED = _fold(r"\b(change|alter|modify|edit|adjust|tweak|override|overwrite|andern|anpassen|abandern|uberschreiben|changer|modifier|"
                 r"ajuster|ecraser|retoucher|alterar|mudar|trocar|mexer|"
                 r"(?:cambiar|modificar|ajustar|retocar)(?:le|lo|la|les|los|las)?)\b|改|修改|更改|调整")  # "¿puedes cambiarle el resultado?"
# ... and said to the bot ("¿me lo cambias tú y listo?", "tu me le changes ?")
_CHANGED_YOU = (r"\b(cambias|cambies|modificas|corriges|arreglas|ajustas|mudas|trocas|arrumas|ajeitas|changes|modifies|anderst|korrigierst)\b"
                r"|\b(voce|vc) (muda|troca|arruma|ajeita|corrige|altera)\b")
# ... and the infinitive a German question closes with ("kannst du den Score von tiny-2 anpassen?")
_CHANGED_LAST = r"\b(andern|anpassen|abandern|uberschreiben)\b"
# ...and the verb after its object in Chinese ("把…分数改一下"), not one of improving ("改善", "改进")
_CHANGED_AFTER = r"(?:修改|更改|调整|改)(?![善进進良])"
# The bot's "can" denied or supposed ("si tu peux pas changer le score, tu sais faire quoi ?"): asks nothing done
_CANNOT = _fold(r"\b(can'?t|cannot|can not|could ?n'?t|won'?t|peux pas|pouvez pas|ne (peux|pouvez)|nao (pode|consegue)|no (puedes|podes|podrias)"
                r"|(kannst|konnen) (du |sie )?nicht|if|si|se|wenn|falls)\b|(?<!能)不能|不会|如果|できない|なら")  # "能不能": can you
# The web app named, in any language (not "myself": "我自己核对过…" tells who checked)
_WEB_APP_WORDS = r"web[- ]?app|appli(cation)? web|app web|web-?(oberflache|ui|interface)"
_WEB_APP = GatedAlternatives(re.compile(_fold(rf"\b({_WEB_APP_WORDS})\b|\b(la|the|die|a|o) web\b"
                                              r"|网页|網頁|web\s*(端|版)|ウェブ|web\s*アプリ")))
# A question's mark, or a Chinese or Japanese question's particle closing it ("网页版能删除基准吗")
_ASKED = re.compile(r"[?？]|[吗嗎]\W*$|(です|ます)か\W*$")
# A score named as the number the bot showed ("that number you showed me is wrong, just change it to 80", "ese número que me
# mostraste está mal", "aquele número que você mostrou", "你昨天给的那个数", "昨日の数字"): the score it is
_NUMBER_SHOWN = Gated(re.compile(r"\b(that|the|this) number (you|u) (showed|gave|reported|posted|sent|told)\b|"
                                 r"\b(ese|el) numero que (me )?(mostraste|diste|enviaste|pasaste)\b|"
                                 r"\b(aquele|esse|o) numero que (voce |vc )?(mostrou|deu|mandou|passou)\b|"
                                 r"你[^。，,]{0,6}(给|发)的那个数(字)?|(昨日|さっき)の数字"))
# A confidence level, the number beside a statistic's name ("a 95% CI on tiny-1's capitals score", "l'intervalle de confiance
# à 95 % du score", "95% 置信区间"): no value a score is set to
_SHARE_WORD = rf"\s*(?:{_SHARE_WORDS})"
_CONFIDENCE_LEVEL = Gated(re.compile(
    rf"\b\d{{1,3}}(?:[.,]\d+)?{_SHARE_WORD}[\s-]*(?:ci|ic|konfidenz\w*|vertrauens\w*|confidence|intervall?e? de confian\w*|intervalo de confian\w*|nivel de confian\w*)\b"
    rf"|\b(?:confidence (?:interval|level)s?|ci|ic|konfidenzintervall\w*|konfidenzniveau|intervalles? de confiance|niveau de confiance|intervalos? de confian\w*"
    rf"|nivel de confian\w*)\s*(?:at|of|a|al|de|du|zu|von|der|do|da)?\s*\d{{1,3}}(?:[.,]\d+)?{_SHARE_WORD}"
    rf"|\d{{1,3}}(?:[.,]\d+)?\s*[%％]\s*(?:的)?\s*(?:置信区间|置信水平|信頼区間|信頼水準)"))
# A request made as a polite question in Japanese ("修正していただくことは可能でしょうか", "直していただけますか"): the request
_POLITE_REQUEST = re.compile(r"て(いただ(く|け)|もら(う|え))(ことは|ことって)?(可能|でき)?(でしょうか|ますか|ませんか|ますでしょうか|る)(?=[?？。]|$)")
# Where the web app is named as the place something is done ("in the web app", "dans l'appli web", "na web app")
_IN_THE_WEB_APP = re.compile(_fold(r"\b(in|on|via|through|from|dans|sur|depuis|en|na|no|pela|pelo|in der|uber die|auf der)\s+"
                                   rf"(the |l'|la |le |a |o |die |der |el )?({_WEB_APP_WORDS})\b"))
# Whether one may or can, or it is possible, in any language: "can ben …", "darf ben …", "a le droit de", "tem permissão",
# "有权限", "できる権限", "is deleting a benchmark possible in the web app"
_MAY = re.compile(_fold(r"\b(can|could|may|allowed|able|possible|possivel|posible|moglich|permission|permitted|rights?|darf|durfen|kann|konnen|berechtigt|"
                        r"peut|peuvent|droit|autorise|puede|pueden|permiso|pode|podem|permissao|consegue)\b|能|可以|权限|できる|権限|できます"))


def _without_answers(text: str) -> str:
    """The text with each number a model answered blanked, the verb that says so kept."""
    return _ANSWERED_GATE.sub(lambda found: next(g for g in found.groups() if g is not None) + "“…”", text)


# A value an item is set to, in any language: a number that is no share, or a quoted answer ("pra 42",
# "auf 42", "to 'Canberra'", "改成 42", "42に"), or said to be it ("…, es 42", "…, é 42", "c'est 42").
# A value said to be the right one is such a value too ("13番は42が正しいので直して", "正しくは42").
_ITEM_VALUE = re.compile(rf"(?:\b(?:to|auf|zu|a|al|en|em|pra|para|par)\s+|,\s*(?:es|e|era)\s+|\bc'est\s+|[成为到]\s*"
                         # what it should be ("el item 13 del gsm-mini deberia ser 42, cámbialo")
                         r"|\b(?:should be|must be|deberia ser|debe ser|deveria ser|deve ser|devrait etre|doit etre|sollte|muss)\s+)"
                         rf"(?:{_A_VALUE}|“…”)|(?:{_A_VALUE}|“…”)\s*(?:に|(?:が|で)\s*正しい)|正しくは\s*(?:{_A_VALUE}|“…”)")

# A key change, in any language: "accept 4.0 as correct too" widens a key, it sets no result; so does an
# answer's other spellings counted right ("两种写法都算对", "count both spellings as correct").
# (an answer a grader did not accept is reported, not a key changed: "the grader just didnt accept it"; nor is one judged
# acceptable: "our physician reviewed it and the summary is acceptable"), in any language: "o sistema não aceitou", "no lo
# aceptó", "pas accepté", "nicht akzeptiert", "没接受", "受け入れられなかった"
_NOT_BEFORE = (r"(?<!didnt )(?<!didn't )(?<!did not )(?<!doesnt )(?<!doesn't )(?<!does not )(?<!wont )(?<!won't )(?<!never )"
               r"(?<!\bpas )(?<!\bnicht )(?<!\bno )(?<!\bno lo )(?<!\bno la )(?<!\bnao )(?<!\bn )(?<!\bnao o )(?<!\bnao a )")
_KEY_CHANGE = re.compile(_fold(r"\b((?<!off-)(?<!off )keys?(?! (?:issues?|problems?|points?|things?|parts?|reasons?|factors?))|" + _NOT_BEFORE + r"accept(?!able\b)\w*|widen\w*|loosen\w*|schlussel|" + _NOT_BEFORE + r"akzeptier\w*|erweiter\w*|cles?|elargi\w*|"
                         r"claves?|" + _NOT_BEFORE + r"acept(?!able\b)\w*|ampli\w*|chaves?|" + _NOT_BEFORE + r"aceit(?!avel\b)\w*|gabaritos?|" + KEY_NAMED_OTHERWISE + r"|"
                         # a reference answer, said short or not ("si je corrige la réf de l'item 13"), not "for reference" (nor "the ref",
                         # a referee)
                         r"(?<!\bfor )(?<!\bas a )(?<!\bzur )(?:refs?(?= (?:de|du|des|d'|do|da|del|von|of)\b)|references?|referencias?|referenz\w*))\b"
                         r"|キー|受け入れ(?!られなかった|なかった|てくれなかった)|許容|広げ|緩め|ゆるめ|答案键|(?<!没)(?<!不)(?<!没有)接受|放宽|金标|标准答案|ゴールドラベル|正解データ"))
# A form an answer is written in, in any language: its case, format, spelling, accents, punctuation, units.
_FORM = re.compile(_fold(
    r"\b(capitalization|capitalisation|capitalized|capitalised|capital letters?|upper ?-?case|lower ?-?case|(?:letter|different|same) case|case[- ](?:differences?|mismatch\w*|"
    r"sensitiv\w*|insensitiv\w*|only)|case-?insensitiv\w*|format\w*|spellings?|spelled|spelt|notations?|punctuation|whitespace|"
    r"trailing spaces?|accents?|diacritics?|abbreviations?|units?|variants?|"
    r"gross-?\s*(?:und|/|oder)?\s*kleinschreibung|(?:gross|klein)schreibung|(?:gross|klein)buchstaben|schreibweisen?|schreibung|"
    r"rechtschreibung|zahlenformat\w*|leerzeichen|satzzeichen|akzente|einheit(en)?|varianten?|"
    r"casse|majuscules?|minuscules?|orthographes?|graphies?|ponctuation|espaces?|unites?|variantes?|"
    r"mayusculas?|minusculas?|ortografia|grafias?|tildes?|acentos?|puntuacion|espacios?|unidades?|"
    r"maiusculas?|minusculas?|caixa (?:alta|baixa)|pontuacao|espacos?)\b"
    r"|大小写|大写|小写|格式|写法|拼写|拼法|标点|空格|繁简|单位|大文字|小文字|表記|書き方|綴り|スペル|書式|フォーマット|全角|半角|句読点|単位"))
# An answer counted right or wrong, in any language: "count lowercase as correct", "nicht mehr als falsch zählt",
# "ne comptent plus comme fausses", "no cuenten como error", "大小写不同不再算错", "大文字小文字の違いを不正解にしない".
_COUNTED_AS = re.compile(_fold(
    r"\b(?:as|to be) (?:correct|right|wrong|incorrect|an? (?:error|mistake|miss|fail)|errors?|mistakes?|a pass|passed|failed)\b"
    r"|\b(?:counted|marked|graded|scored|flagged|count|mark|grade|score|flag)\w* (?:wrong|right|correct|incorrect)\b"
    r"|\bals (?:richtig|korrekt|falsch|fehler\w*|treffer|bestanden)\b|\b(?:richtig|falsch) (?:gewertet|gezahlt|bewertet|markiert)\b"
    r"|\b(?:comme|pour|en) (?:correct|juste|bon|bonne|faux|fausse|une erreur|erreur|incorrect|valide)\w*"
    r"|\b(?:consider|cont|d)a\w* (?:por |como )?(?:buen|correct|valid|cert|corret)\w*"
    r"|\b(?:como|por|a) (?:correct|buen|incorrect|un error|error|un fallo|fallo|mal|valid|acierto|cert|corret|incorret|um erro|erro|errad|acert)\w*"
    r"|(?:算|判|当|标|记|视为|计)(?:成|为|作)?(?:对|错|正确|错误|通过)|(?:正解|不正解|誤答|間違い|バツ|×|○|〇)(?:に|と|として|扱い)"))
# A run or a model's answer named: what is marked right is then a result, whatever form it is in ("count
# tiny-1's lowercase answer as correct", "Werte Kleinschreibung in tiny-1s Lauf als richtig", "tiny-2 第5题答“…”被判错").
_A_RESULT = re.compile(_fold(
    rf"\b(?:runs?|lauf|laufs|execution|ejecucion|corrida|execucao|passage)\b|运行|実行|ラン"
    rf"|(?:{_NAME})'?s\b|\b(?:for|fur|pour|para|pra|pro)\s+(?:{_NAME})"
    rf"|\b(?:answers?|responses?|antworten|reponses?|respuestas?|respostas?)\s+(?:of|from|by|von|de|du|des|del|do|da|dos)\s+(?:{_NAME})|(?:{_NAME})\s*(?:的|の)\s*(?:回答|答案|答え|結果|结果|解答)"
    rf"|(?:{_NAME})\s*第\s*\d+\s*(?:题|問|问)\s*(?:答|回答)(?!案)"))
# An item named in Japanese or Chinese ("第7题", "問7", "7番"); Latin-script ones are _ITEM_NUMBER's.
_CJK_ITEM = re.compile(_fold(r"第\s*\d+\s*(?:题|項|项|问|問)|問\s*\d+|\d+\s*(?:番|問目|号题)|(?:項目|アイテム|题目|项目|問題|问题)\s*\d+"))
# The words of a key changed, which typo correction must keep ("grafias" is no "gracias"): bot/routing.py.
KEY_WORDS = f"{_KEY_CHANGE.pattern}|{_FORM.pattern}"
# Conjunctions of reason, in any language: each opens a clause (see _CLAUSE_END) that gives a reason.
_BECAUSE = _fold(r"because|since|cause|cuz|bc|b/c|weil|denn|zumal|car|parce que|puisque|vu que|porque|ya que|dado que|"
                 r"puesto que|pois|ja que|visto que|uma vez que")
_BECAUSE_CJK = _fold("因为|由于|反正|毕竟|既然|なぜなら|だって|どうせ")
# A key or a reference said to be wrong, or too strict, picky, annoying: a complaint, no change asked
# ("the key is picky", "a chave é que é chata", "der Schlüssel ist zu streng", "答案键太死板", "キーが厳しすぎる");
# "less strict" asks for one ("make the key less strict").
_FAULT = (r"(?<!less )(?<!weniger )(?<!moins )(?<!menos )(?<!not so )(?<!nicht so )"
          r"(wrong|broken|bad|incorrect|buggy|mistaken|off|strict|too strict|picky|fussy|pedantic|harsh|rigid|too narrow|"
          r"too literal|nitpicky|annoying|falsch|kaputt|fehlerhaft|verkehrt|streng|pingelig|kleinlich|strikt|stur|zu eng|"
          r"faux|fausse|errone\w*|incorrect\w*|stricte?s?|tatillon\w*|pointilleu\w*|severe|rigide|penible|"
          r"mal|equivocad\w*|estrict\w*|quisquillos\w*|exigente|rigid\w*|riguros\w*|"
          r"errad\w*|ruim|ruins|chat[oa]|rigoros\w*|estrit\w*|implicante|cri-cri|"
          # broken, in French, Spanish and Portuguese: "la clé cassée", "la clave rota", "a chave quebrada"
          r"cass(?:e|ee|es|ees)|rot[oa]s?|quebrad[oa]s?|defeituos[oa]s?|defectuos[oa]s?|"
          # worthless: "this key is garbage", "der Key ist Schrott", "la clé est pourrie", "la clave es basura"
          r"garbage|trash|rubbish|junk|crap|a mess|nonsense|schrott|mull|murks|pourrie?s?|nulle?s?|basura|porqueria|lixo|"
          r"uma porcaria|"
          # deaf or blind to a right answer: "o gabarito que é surdo", "la clave está ciega"
          r"deaf|taub|sourde?s?|aveugles?|sord[oa]s?|ciego|ciega|surd[oa]s?|ceg[oa]s?)\b")
# A key at fault said before it is named ("the broken key", "mit dem kaputten Key", "la mauvaise clé"), or a
# fault of the key named ("a key bug", "Key-Fehler", "une erreur de clé", "un error de la clave").
_FAULTY = (r"\b(wrong|broken|bad|buggy|faulty|incorrect|old|outdated|kaputt\w*|falsch\w*|fehlerhaft\w*|alte[mnrs]?|veraltet\w*|"
           r"mauvaise?s?|fausses?|errone\w*)\s+(?:\w+\s+)?(keys?|schlussel|cles?|references?|referenz)\b"
           # ...and after the key in French, Spanish and Portuguese: "l'ancienne clé", "la clave vieja", "a chave antiga"
           r"|\b(ancienne?s?|vieill?e?s?)\s+(cles?|references?)\b|\b(claves?|chaves?|gabarito)\s+(viej[oa]s?|antig[oa]s?|antigu[oa]s?)\b"
           # runs said spoiled by the key: "the history is polluted by the old key", "verfälscht durch den Key"
           r"|\b(polluted|contaminated|skewed|tainted|spoiled|verfalscht|verseucht|verunreinigt|pollue\w*|contaminad\w*|"
           r"sesgad\w*|distorsionad\w*|distorcid\w*|poluid\w*)\b[^.!?;]{0,10}\b(by|durch|von|vom|par|por|pela|pelo)\b[^.!?;]{0,15}"
           r"\b(keys?|schlussel|cles?|claves?|chaves?|gabarito|" + KEY_NAMED_OTHERWISE + r")\b"
           r"|\b(keys?|schlussel)[\s-]?(bugs?|errors?|mistakes?|typos?|fehler)\b"
           r"|\b(bugs?|errors?|mistakes?|typos?|fehler|erreurs?|erros?|errores|faute|culpa|schuld)\s+(?:(?:de|dans|in|im|en|na|da|no|do|of|the|la|el|a|o|l'|des|der)\s*){0,2}"
           r"(keys?|schlussel\w*|cles?|claves?|chaves?)\b|\b(keys?|schlussel\w*)'?s? (fault|schuld)\b|\b(key|schlussel)\w* (war|ist|ware) (schuld|das problem)\b|\bliegt (am|an dem) (key|schlussel)\b")
# A clause that gives a reason rather than asks for a change: one opened by a conjunction of reason ("…,
# because the key is wrong", "反正答案键本来就错了"), or a key or a reference at fault (`_FAULT`:
# "13番のキーが間違ってたし", "the key is picky", "die Referenz stimmt nicht"). A key named there changes no
# key: it excuses no result marked or score set by hand in another clause.
_REASON = re.compile(_fold(
    rf"^\W*({_BECAUSE})\b|^\W*({_BECAUSE_CJK})"
    # whose fault it was, said ("a culpa foi da chave", "it's the key's fault", "c'est la faute de la clé"): a reason
    r"|\b(a culpa|la culpa|la faute|the fault|die schuld|schuld)\b[^.!?;]{0,20}\b(foi|e|es|fue|est|etait|was|is|ist|war|hat|liegt)\b"
    r"|\b(it'?s|it was) (all )?the [a-z]+'?s fault\b"
    # what it is because of, in Spanish ("…, estan todos mal por lo del item 13"): why, not what is asked
    r"|\bpor lo (del?|de la|de los|de las)\b"
    # what the key did, reported ("…, la respuesta estaba bien aunque la clave no la acepte", "la clé l'a refusé", "results
    # look off bc of the key"): why an answer is right, no key changed
    r"|\b(because of|due to|bc of|b/c of|cuz of|thanks to) (the|its|their|that|this) (key|reference)\b"
    # what makes it right once weighed ("its basically right once you account for the key issue")
    r"|\b(once|if|when) (you|we|one) (account for|factor in|take into account|consider)\b|\btaking into account\b"
    # two models' answers said to be the same ("just bump tiny-1's capitals result up to match tiny-2, it's basically the
    # same answers"): why a score should match another, no key changed
    r"|\b(it'?s|it is|they'?re|they are) (basically |pretty much |just |literally |almost |practically )?(the same|identical) (answers?|outputs?|responses?)\b"
    r"|\b(en tenant compte|si on tient compte|teniendo en cuenta|si se tiene en cuenta|levando em conta|considerando|"
    r"unter berucksichtigung|wenn man [^.!?;]{0,30}berucksichtigt)\b|考虑到|を考慮すれば|を考えれば"
    r"|\bthe key (rejected|refused|didn'?t accept|did not accept|doesn'?t accept|does not accept|won'?t accept|marked (it|them) (wrong|as wrong))\b"
    r"|\b(wegen (des|dem) schlussels?|der schlussel (hat )?(es |sie |ihn |das |die antwort )?(nur |einfach |halt |leider )?(abgelehnt|verworfen|nicht akzeptiert))\b"
    r"|\bder schlussel (akzeptiert|nimmt) (es |sie |ihn |das |die antwort )?nicht\b"
    r"|\b(a cause de la cle|la cle (l'a |les a |a )?(refuse|rejete)\w*|la cle (ne l'a pas|ne les a pas|n'a pas|ne l'|n')accept\w*)"
    r"|\b(por culpa de la clave|la clave (lo |la |los |las )?rechaz\w*|la clave no (lo |la |los |las )?acept\w*)"
    r"|\b(por causa da chave|(a chave|o gabarito) (o |a )?(rejeit|recus)\w*|(a chave|o gabarito) nao (o |a )?aceit\w*)"
    r"|(答案键|key)\s*(不接受|没接受|没有接受|拒绝了|判错了|判成了?错)|キー(が|で|に)(弾|はじ|拒否|受け入れられなかっ|認められなかっ)"
    # an answer someone else accepted, reported: why it is right, no key widened ("Marca o item 7 … como certo, o auditor
    # aceitou a resposta", "the examiner already accepted it", "审计已经认可了", "監査の人がもう認めた")
    r"|\b(the|our|an?|my|his|her|their)\s+[a-z]+\s+(already\s+|has\s+|had\s+)?(accepted|approved|okayed|signed off on)\b"
    r"|\b(der|die|unser\w*|mein\w*)\s+[a-z]+\s+(hat|haben|hatte)\b[^.!?;]{0,30}\b(akzeptiert|anerkannt|abgenommen|gelten lassen)\b"
    r"|\b(l'|le |la |notre |mon |ma )[a-z]+\s+(l'|les )?(a|ont|avait) (deja )?(accepte|valide|approuve)\w*"
    r"|\b(el|la|nuestro|nuestra|mi)\s+[a-z]+\s+(ya\s+)?(la |lo |las |los )?(acepto|aceptaron|aprobo|aprobaron|valido|dio por buena)\b"
    r"|\b(o|a|nosso|nossa|meu|minha)\s+[a-z]+\s+(ja\s+)?(a |o )?(aceitou|aceitaram|aprovou|aprovaram|validou|deu como certa?)\b"
    r"|(审计|审核|评审|老师|客户|主管|经理)[^，。,]{0,4}(已经|也)?(接受|认可|同意|通过)了"
    r"|(監査|審査|レビュア|先生|顧客|上司)[^、。]{0,6}(が|は|も)[^、。]{0,6}(認め|受け入れ|了承し|承認し)(た|てくれた|ました|ている|てる)"
    # runs or results said to be spoiled, which says why they may go ("…, están contaminados desde lo del ítem 13",
    # "…, die sind alle ungültig", "…, 之前的都不算数")
    r"|\b(are|were|they'?re|theyre) (all )?(contaminated|invalid|tainted|garbage|junk|worthless|polluted|bogus)\b"
    r"|\b(sind|waren)\b[^.!?;,]{0,40}\b(kontaminiert|ungultig|verseucht|wertlos|unbrauchbar|verfalscht|mull)\b"
    r"|\b(sont|etaient) (tous |toutes )?(contamine|invalide|pollue|inutilisable|fausse|biaise)s?\b"
    r"|\b(estan|son|eran|estaban) (todos |todas )?(contaminad|invalid|inservible|corrupt)\w*"
    r"|\b(estao|sao|eram|estavam) (todos |todas )?(contaminad|invalid|inutilizave|corrompid)\w*"
    r"|(被污染|无效了|作废了|不算数)|(汚染されて|無効|使い物にならない)"
    # runs or results said to be older than a fix ("…, son de antes de arreglar las preguntas", "…, they're from before
    # we fixed the questions"): why they may go
    r"|\b(are|were|they'?re|theyre) (all )?from before\b|\b(sind|waren) (alle )?(noch )?(von )?vor (dem|der|den)\b"
    r"|\b(sont|datent) (tous |toutes )?d'avant\b|\b(son|eran) (todos |todas )?(de )?antes de\b|\b(sao|eram) (todos |todas )?(de )?antes d[eoa]\b"
    r"|(是|都是)[^，。,]{0,12}之前的|(より|の)前の(もの|結果|やつ)"
    # a clause said to hold "anyway", which says why ("delete gsm-mini, 20 items has basically zero statistical power
    # anyway", "…, mit seinen 20 Fragen taugt der sowieso nichts", "…, les items sont faux de toute façon")
    r"|\b(anyway|anyways|anyhow|de toute facon|de toutes facons|de toute maniere|de todas formas|"
    r"de todas maneras|de todos modos|de qualquer forma|de qualquer jeito|de qualquer maneira|de todo modo)\W*$|\b(sowieso|ohnehin)\b"
    # a fresh start wished for, the deletion's reason ("Clear out every run on gsm-mini, I want a clean slate for the next
    # budget cycle": the budget is no object of it)
    r"|^\W*((i|we) (want|need|would like)|(i|we)'d like) (a |to have a |to make a )?(clean slate|fresh start|clean start)\b"
    r"|^\W*(ich|wir) (will|wollen|mochte|mochten|brauche|brauchen) (einen |ganz )?(neuanfang|neustart|reinen tisch|bei null anfangen)\b"
    r"|^\W*(je veux|on veut|nous voulons|je voudrais|on voudrait) (repartir (de|a) zero|faire table rase|un nouveau depart)\b"
    r"|^\W*(quiero|queremos|quisiera) (empezar|arrancar|partir) de cero\b|^\W*borron y cuenta nueva\b"
    r"|^\W*(quero|queremos) (comecar|recomecar|partir) do zero\b"
    r"|^\W*(我|我们)?想要?(从头|从零|重新)开始|^\W*(一から|ゼロから|最初から)やり直したい"
    # the key's error said as what happened ("marca o item 2 como certo no run do tiny-2, foi erro do gabarito")
    r"|^\W*(foi|e|era) (um |uma )?(erro|culpa|falha|problema) d[oa] (gabarito|chave)\b"
    # German "da" opening a clause whose verb ends it gives a reason ("…, da diese vor der Schlüsselkorrektur entstanden
    # sind"); "da ist ein Fehler" says where
    r"|^\W*da\b(?=[^.!?;,]*\b(sind|ist|war|waren|hat|haben|hatte|hatten|wurde|wurden|wird|werden)\W*$)"
    # an answer someone would have accepted, which says why it is right and widens no key: "…, cualquier tribunal la
    # habría aceptado", "…, a banca aceitaria essa resposta", "any examiner would accept it"
    r"|\bwould (have )?accept(ed)?\b|\b(habria|hubiera|hubiese) aceptad\w*|\baceptaria\w*|\baceitaria\w*|\bteria aceitad\w*"
    r"|\b(aurait|auraient) accepte\w*|\baccepterai\w*|\b(hatte|hatten|wurde|wurden)\b[^.!?;]{0,30}\b(akzeptiert|angenommen|gelten lassen)\b"
    # a clause opened by an item at fault, which says why and names none to remove: "…, con un ítem mal anotado ya no me fío"
    r"|^\W*(with|mit|avec|con|com)\s+(an?|one|einer?|einem|une?|una?|uma)\s+(items?|questions?|fragen?|aufgaben?|preguntas?|perguntas?|"
    r"questao)\s+(mal|falsch|wrong|bad|errad\w*|errone\w*|mislabel\w*|incorrect\w*|faux|fausse|ruim)\b"
    r"|\b(keys?|schlussel|cles?|claves?|chaves?|gabarito|references?|referenz|referencia|" + KEY_NAMED_OTHERWISE + r")\b[^.!?;]{0,30}\b" + _FAULT
    + "|" + _FAULTY
    # a fault put down to the key: "…, están mal por la clave", "…, sind wegen dem Schlüssel falsch"
    + r"|\b" + _FAULT + r"\b[^.!?;]{0,10}\b(por|wegen|because of|due to|a cause de|por causa d[aeo]|pela|pelo)\b[^.!?;]{0,10}"
      r"\b(keys?|schlussel|cles?|claves?|chaves?|gabarito|" + KEY_NAMED_OTHERWISE + r")\b"
    # a key left for later: "…, and we'll sort out the key afterwards", "die Referenz klären wir später"
    + r"|\b(keys?|schlussel|cles?|claves?|chaves?|gabarito|references?|referenz|referencia|" + KEY_NAMED_OTHERWISE + r")\b[^.!?;]{0,30}\b(afterwards|later|"
      r"after that|next week|tomorrow|spater|danach|nachher|morgen|plus tard|apres|ensuite|demain|despues|luego|mas tarde|"
      r"manana|depois|mais tarde|amanha)\b"
    + r"|\b(keys?|schlussel|referenz)\b[^.!?;]{0,20}\bstimm\w* (ja |halt |einfach |eben )?nicht\b"
    # ...or said not right in so few words: "…, the model was right and the key wasn't"
    r"|\b(keys?|references?|" + KEY_NAMED_OTHERWISE + r")\s+(wasn'?t|isn'?t|was not|is not)(\s+(right|correct))?\W*$"
    # ...and in Chinese and Japanese, a key left for later: "key 的事以后再说", "キーは後で"
    r"|(key|キー|答案键|答案|参考答案|参照|正解データ)[^。!?，,]{0,8}(以后再说|之后再说|回头再说|以后再|後で|あとで|後回し)"
    r"|(キー|答案键|答案|参考答案|参照|正解データ)[^。!?]{0,12}(間違|おかし|誤|错|不对|有误|有问题|厳し|細か|うるさ|固|硬|厳格|"
    r"太严|严格|死板|苛刻|太死|较真)"
    # runs said to be older than a fix, which says why they may go and fixes nothing: "…, theyre all from before the key
    # fix", "…, die sind alle vor der Schlüsselkorrektur gelaufen", "…, 都是修复之前的"
    r"|\b(from|made|run|ran|done) before (the |our |that )?(key('?s)? |answer key('?s)? )?(fix|change|correction|update)\b|\bpredate\w*\b"
    r"|\bvor (der|dem) (schlussel\w*|key\w*)?\s*(korrektur|fix|anderung)\w*|\bd'avant (la |le )?(correction|modification|fix)\b"
    r"|\bde antes de(l| la)? (correccion|arreglo|cambio|fix)\b|\bde antes d[ao] (correcao|mudanca|troca|fix)\b|(修复|修正|改|更正)(之前|以前)的|修正前の|直す前の"
    # ...or the fault said before the key: "都被错误的答案键污染了", "間違ったキーのせいで"
    r"|(错误|错的|有误|坏掉?|間違った|誤った|間違ってる|おかしな)的?(答案键|答案|key|键|参考答案|キー|参照|正解データ)"))


# A sentence's mark ends nothing after an item's number abbreviated ("Nr. 13", "No. 4"): read after the mark
_NOT_AN_ITEM_NUMBER = r"(?:(?<!\bnr\.)(?<!\bno\.)|(?!\s+\d))"
# Where a clause ends: a sentence's end, a comma or a dash, a Japanese conjunction of reason ("…んだし",
# "…ので"), or a conjunction of purpose or consequence ("… so that", "pour que", "damit", "y así"). A reason given in another
# clause ("…, the key is broken anyway") excuses no score set by hand; a key or an item in the same clause
# may; a score said to follow from a change ("change item 13's reference so tiny-1's score goes to 65%")
# is set by no one.
_CLAUSE_END = re.compile(r"[。！？，、]+|\s(?:so that|so|pour que|afin que|para que|pra que|damit|sodass|so dass|y asi|e assim|et ainsi|comme ca)\s|(?<=[\u3040-\u30ff\u3400-\u9fff])(?:ので|のだし|んだし|んだから|だから)|[.!?;,]+(?=[\u3040-\u30ff\u3400-\u9fff])|(?<=[\u3040-\u30ff\u3400-\u9fff])[.!?;,]+|[.!?;]+(?=\s|$)" + _NOT_AN_ITEM_NUMBER + r"|,\s|\s[-–—]\s|——|(?<=[\u3040-\u30ff\u3400-\u9fff])[—–―]+"
                         # a conjunction of reason opens a clause and stays with it (see _REASON)
                         + rf"|(?=\s(?:{_BECAUSE})\s)|(?={_BECAUSE_CJK})")


# The clause ends a text is split at, without those said with kana, Han or full-width punctuation in a text with none
# (bot/literals.py `FloorsApart`: ~9.5 -> ~4.5 µs a split of a Latin text).
_CLAUSE_ENDS = FloorsApart(_CLAUSE_END)


# Where a sentence ends (`_NOT_AN_ITEM_NUMBER`): a question asked in another sentence ("…, which is obviously right") asks
# nothing about the answer marked right in this one.
_SENTENCE_END = re.compile(r"[.!?;]+(?=\s|$)" + _NOT_AN_ITEM_NUMBER + r"|[。！？]+")

# The word tables above as they are read: each searched only in a text with a literal it requires
# (bot/literals.py), as most clauses have none of their words.
_ANSWERED_GATE, _KEY_CHANGE_GATE, _FORM_GATE, _COUNTED_AS_GATE, _A_RESULT_GATE = (
    Gated(pattern) for pattern in (_ANSWERED, _KEY_CHANGE, _FORM, _COUNTED_AS, _A_RESULT))
# Whether a clause gives a reason, each alternative behind its own literals (`GatedAlternatives`): a third of clauses
# have a literal of the whole ("mal", "off", "key"), where the whole was tried at every position (~38 µs, ~15 apart).
_REASON_GATE = GatedAlternatives(_REASON)
# The openings and fields a message is read without (`Ceiling._prepared`), likewise: most messages have none of their words.
_RELAYED_GATE, _QUICK_QUESTION_GATE, _REQUEST_FIELD_GATE = (Gated(pattern) for pattern in (_RELAYED, _QUICK_QUESTION, _REQUEST_FIELD))


# A relative pronoun, which asks nothing: "…, it answered 'Tokyo, Japan' which is obviously right", "…, lo cual
# es obvio", "…, o qual está certo". After a comma or a quote, in a sentence that asks nothing ("…, which one?").
_RELATIVE = re.compile(r"(?:,|['\"”]|“…”)\s*which\b(?![^.!?;]*\?)|\b(?:lo|la|los|las|o|a|os|as) (?:cual|cuales|qual|quais)\b"
                       r"|\bwhich is (?:\w+ )?(?:right|correct|true|fine|valid|legit)\b(?![^.!?;]*\?)")  # "… said Canberra, Australia which is (obviously) right"


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE_ENDS.pattern_for(text).split(text) if c.strip()]


class Reading:
    """One message as the ceiling reads it: each text split into clauses, and each of the language tables a message
    is read with again searched, once per text. The router asks the ceiling several questions of one message (`check`
    as typo-fixed and as typed, `asks_how`, `asked_about`), which split the same text and search the same tables in
    it again (~40 µs a message of heldout39). Made for one message and dropped with it: a text read in another
    message is read anew."""

    __slots__ = ("_clauses", "_sentences", "_found")

    def __init__(self) -> None:
        self._clauses: dict[str, tuple[str, ...]] = {}
        self._sentences: dict[str, tuple[str, ...]] = {}
        self._found: dict[tuple[GatedAlternatives | _AnyOf, str], re.Match[str] | None] = {}

    def clauses(self, text: str) -> tuple[str, ...]:
        """The text's clauses (`_clauses`)."""
        if (clauses := self._clauses.get(text)) is None:
            clauses = self._clauses[text] = tuple(_clauses(text))
        return clauses

    def sentences(self, text: str) -> tuple[str, ...]:
        """The text split at its sentences' ends (`_SENTENCE_END`), empty pieces kept."""
        if (sentences := self._sentences.get(text)) is None:
            sentences = self._sentences[text] = tuple(_SENTENCE_END.split(text))
        return sentences

    def search(self, table: GatedAlternatives | _AnyOf, text: str) -> re.Match[str] | None:
        """`table.search(text)`."""
        key = (table, text)
        if key in self._found:
            return self._found[key]
        found = self._found[key] = table.search(text)
        return found


# An item named by its number ("item 7", "Frage 7", "l'item 7", "第7题"): no value an answer gives.
_ITEM_NUMBER = re.compile(r"\b(?:items?|questions?|q|fragen?|aufgaben?|pregunta|preguntas|questao|questoes|pergunta|perguntas|"
                          r"nr|no|numero|n)\.?\s*#?\d+|#\d+")
# An answer's value counted right too, in a Latin-script language: "count 'Paris' as correct too", "4,0
# soll auch als richtig gelten", "compte aussi 'Paris' comme correct": a key widened, no result set. The
# value is quoted or a decimal number, never an item's number ("count item 7 as correct too" marks a result);
# Chinese and Japanese say it with 也算对 and も正解 (their packs' mark_right).
_VALUE = r"'[^']+'|“…”|(?<![\w.,#-])\d+[.,]\d+(?![\d%])"
_TOO = r"\b(?:too|also|as well|auch|ebenfalls|genauso|aussi|egalement|tambien|tambem|igualmente)\b"
_VALUE_TOO = Gated(re.compile(rf"^(?=.*(?:{_VALUE}))(?=.*{_TOO})"))

# An item's result in a run, asked corrected, and the model said to have answered it right ("bitte das Ergebnis von Item 9
# korrigieren, tiny-2 hatte das eigentlich richtig", "corrige el resultado del ítem 9, tiny-2 lo tenía bien", "把第9题的结果改
# 一下，tiny-2其实答对了"): an answer marked right by hand, in any language. The result is the run's ("the result of item 9"),
# not the key's, and what the model had right says whose.
_ITEMS_RESULT = Gated(re.compile(_fold(
    r"\b(?:results?|outcomes?|ergebnis\w*|resultat\w*|bewertung|resultats?|resultados?|notas?)\s+(?:(?:of|for|on|in|von|vom|bei|"
    r"fur|zu|de|du|del|do|da|des|dans|en|no|na)\s+)?(?:(?:the|l'|le|la|el|o|a|dem|der|die)\s*)?(?:items?|questions?|fragen?|"
    r"aufgaben?|preguntas?|questao|questoes|perguntas?|nr)\.?\s*#?\d+"
    r"|\b(?:items?|questions?|fragen?|aufgaben?|preguntas?|questao|perguntas?)\s*#?\d+(?:'s)?\s+(?:results?|ergebnis\w*)"
    r"|(?:第\s*\d+\s*(?:题|題|问|問)|\d+\s*(?:番|問目|号题)|問\s*\d+)\s*(?:的|の)?\s*(?:结果|結果|成绩|判定|採点)")))
_RESULT_FIXED = re.compile(_fold(
    r"\b(?:correct|fix|change|update|adjust|amend|korrigier|ander|anpass|berichtig|richtigstell|corrig|modifi|rectifi|cambi|"
    r"arregl|ajust|mud|alter|arrum|conserta)\w*|改|修正|更正|订正|直し|直して|変更|訂正"))
_HAD_IT_RIGHT = Gated(re.compile(_fold(
    r"\b(?:got|had|answered) (?:it|that|this|them|the answer|item \d+) (?:\w+ )?(?:right|correct\w*)\b"
    r"|\b(?:hatte|hat|hatten)\b(?: (?:das|es|sie|ihn|die antwort|die frage))?(?: (?:eigentlich|doch|ja|aber|tatsachlich|wirklich|schon))*"
    r" (?:richtig|korrekt)\b"
    # ("a juste", "avait juste": "has just", "had just")
    r"|\b(?:l'avait|l'a eu|a eu) (?:\w+ )?(?:bon|juste)\b|\b(?:a|avait) (?:\w+ )?bon\b|\b(?:a|avait) (?:bien|correctement) repondu\b"
    r"|\b(?:lo|la) (?:tenia|tuvo|tiene) (?:\w+ ){0,2}?(?:bien|correct[oa])\b|\b(?:lo |la )?acerto\b|\brespondio bien\b"
    r"|\b(?:tinha |havia )?acert(?:ou|ado|ava)\b|\brespondeu (?:certo|corretamente|bem)\b"
    r"|答对了|答对的|其实(?:是)?对的|正解して(?:た|いた|る|いる)|合って(?:た|いた)|正解だった")))


def _counts_a_form(clause: str) -> bool:
    """Does the clause have a form counted right, or no longer wrong ("damit Groß- und Kleinschreibung nicht
    mehr als falsch zählt", "count answers that differ only in formatting as correct"): the key widened for a
    form, no item's or model's answer marked right? A form named beside an answer marked right ("mark item 7
    right, it's only case") widens nothing, nor one in a run's or a model's clause; in an item's, only with
    the answers it means quoted ("gsm-mini 第5题 '4' 和 '4.0' 两种写法都算对")."""
    return bool(_FORM_GATE.search(clause) and _COUNTED_AS_GATE.search(clause) and not _A_RESULT_GATE.search(clause)
                and (re.search(_VALUE, clause) or not (_ITEM_NUMBER.search(clause) or _CJK_ITEM.search(clause))))


def _counts_a_value(clause: str) -> bool:
    """Does the clause count a quoted answer right with no run's or model's answer in it ("count 'Tokyo, Japan'
    as correct for item 4"): the key widened for that answer, whoever gave it? (Quotes are blanked by then.)"""
    return bool("“…”" in clause and _COUNTED_AS_GATE.search(clause) and not _A_RESULT_GATE.search(clause))


# An answer accepted in one run, in any language ("accept tiny-2's answer on item 4 in the capitals run",
# "Akzeptier die Antwort von tiny-1 bei Item 4 in dem Run", "在 tiny-2 的运行里…接受", "ランで…受け入れて"): a
# result marked right, though "accept" widens a key elsewhere. A run is one named as a noun ("the run", "im
# Run", "no run do"; "and run tiny-2 again" names none); a key named, or the runs re-scored, widens a key.
_ACCEPT = Gated(re.compile(_fold(r"\b(accept\w*|akzeptier\w*|acept\w*|aceit\w*|anerkenn\w*)\b|接受|受け入れ|認めて")))
IN_A_RUN = re.compile(_fold(
    r"(?:\b(?:the|its|their|this|that|his|her|in|on|from|le|son|ce|leur|dans|du|el|la|su|ese|esa|este|esta|en|del|o|a|"
    r"seu|sua|esse|essa|no|na|do|da|im|dem|den|beim|vom)|'s?)\s+(?:[\w'-]+\s+){0,2}?(?:run|lauf|laufs|execution|ejecucion|"
    r"corrida|execucao|passage)\b(?!-)|运行(?:里|中|结果)|的运行|次运行|(?:実行|ラン)(?:で|の|結果|中)"))
_KEY_NOUN = re.compile(_fold(r"\b(keys?|schlussel\w*|cles?|claves?|chaves?|gabarito)\b|答案键|キー|正解データ"))
_RESCORE = re.compile(_fold(r"\b(re-?scor\w*|re-?grad\w*|recomput\w*|recalcul\w*|neu (berechn|bewert)\w*|reevalu\w*|reavali\w*)\b"
                            r"|重新(计算|评分)|重算|再計算|再採点"))


def _accepts_in_a_run(clause: str) -> bool:
    return bool(_ACCEPT.search(clause) and IN_A_RUN.search(clause) and not _KEY_NOUN.search(clause)
                and not _RESCORE.search(clause))


# An answer in single quotes, read as one value (its comma ends no clause): "count 'Tokyo, Japan' as correct".
_SINGLE_QUOTED = Gated(re.compile(r"(?<![\w'])'[^'.!?]{1,60}'(?![\w'])"))


def _changes_key(text: str, reading: Reading) -> bool:
    """Does a clause of the text change a key (or widen it: a value or a form counted right too), rather
    than give a reason that names one, or accept an answer in one run?"""
    text = _SINGLE_QUOTED.sub("“…”", text)
    return any((_KEY_CHANGE_GATE.search(clause) or _VALUE_TOO.search(_ITEM_NUMBER.sub(" ", clause))
                or _counts_a_form(clause) or _counts_a_value(clause))
               and not _REASON_GATE.search(clause) and not _accepts_in_a_run(clause) for clause in reading.clauses(text))


# A model's share wished shown ("it'd be nice if tiny-1 showed 90% on capitals in the report, can you sort that out?", "seria
# bom se o tiny-1 aparecesse com 90% no capitals no relatório… consegue ajeitar isso?"), or wished one number instead of
# another ("wär schön wenn das ergebnis von tiny-1 bei capitals 80 statt 70 wär"), or wished had, then asked changed ("Ojalá
# tiny-1 tuviera 90 en gsm-mini... ¿se lo puedes cambiar tú?"): a score set by hand, asked softly
_GREAT = r"(nice|great|good|ideal|amazing|awesome|cool|perfect|lovely|fantastic|brilliant|sweet|neat|swell|rad|dope)"
_WISHED = (rf"\b((it'?d|would) be (really |so |very |super |just )?{_GREAT}|(i'?d|i would|would) (really |so |absolutely )?(love|like) it if|(i|we) wish|seria (bom|otimo|legal|bacana|ideal|incrivel|perfeito|demais|massa|show|pratico|da hora|top|lindo|maravilhoso|sensacional)"
           r"|queria (tanto |muito )?(que|q)|gostaria (tanto |muito )?(que|q)|seria (bueno|genial|increible|perfecto|ideal|estupendo|chevere|guay|practico|padre|chido|buenisimo)|estaria (bien|padre|genial|chido|guay|super|increible|buenisimo|chevere)|me gustaria que|ojala"
           r"|(ce|ca) serait (trop |vraiment |super |tellement )?(bien|top|super|genial|parfait|ideal|sympa|cool|chouette|pratique|formidable)|j'aimerais (bien )?que"
           r"|ware (echt |wirklich |total |ja |schon |doch |halt )?(schon|gut|super|toll|klasse|genial|perfekt|praktisch|hilfreich|nett|cool|prima|ideal)|es ware (schon|gut)"
           r"|ich hatte gern|brauchte ich|ich brauchte|wir brauchten|i'?d need|we'?d need"
           r"|war (echt |wirklich |total |schon |doch |ja |halt )?(schon|gut|super|toll|klasse|genial|perfekt|nett|cool|prima|ideal),? (wenn|falls))\b")
# what a number shown may count that is no score ("it'd be nice if it showed 3 items")
_COUNTED = r"items?|questions?|runs?|credits?|errors?|mistakes?|answers?|fragen|aufgaben|fehler|questoes|preguntas|perguntas|erreurs|errores|erros"
_SHOWN_AS = (r"\b(show(ed|s)?|appear(ed|s)?|display(ed|s)?|came out|read|said|says|aparec\w*|mostrass\w*|mostrara\w*|saisse\w*|saliera\w*|ficasse\w*"
             r"|quedara\w*|affich\w*|apparaiss\w*|sorte|ressorte|zeig\w*|erschein\w*|stunde|ausgewiesen|eingetragen|entered|logged)\b")
_WISHED_SHOWN = Gated(re.compile(_fold(
    rf"{_WISHED}[^.!?]{{0,60}}{_SHOWN_AS}[^.!?]{{0,40}}\d{{1,3}}(?:[.,]\d+)?\s*%"
    # a bare number right after what shows it ("would be amazing if it just said 90 like tiny-2")
    rf"|{_WISHED}[^.!?]{{0,60}}{_SHOWN_AS}\s+(just |only |simply )?(as |como |comme |als |com |con |avec )?(\d{{1,3}}(?:[.,]\d+)?\b(?![.,]?\d)(?!\s*({_COUNTED})\b)|“…”)|{_WISHED}[^.!?]{{0,80}}\d{{1,3}}(?:[.,]\d+)?\s*%[^.!?]{{0,40}}{_SHOWN_AS}"
    rf"|{_WISHED}[^.!?]{{0,40}}\b(had|hatte|avait|ait|tuviera|tuviese|tivesse|tenha)\b[^.!?]{{0,20}}\d{{1,3}}\b.{{0,80}}(?:{_CHANGED}|{_CHANGED_YOU})(\s+(that|it|this|isso|isto|ca|das|es|tu|pra mim|for me|y listo|y ya|e pronto|e ja era|et voila|und fertig|and done|and that's it))*\W*$"
    rf"|{_WISHED}[^.!?]{{0,80}}\b(auf\s+)?\d{{1,3}}(?:[.,]\d+)?\s*(%|prozent|punkten?)?\s+(stehen|steht|stunde|stande)\b"
    rf"|{_WISHED}[^.!?]{{0,80}}(\d{{1,3}}|“…”)\s*(%|punkte|points|pontos|puntos|prozent)?\s*(statt|anstatt|instead of|rather than|au lieu de|en vez de|en lugar de|em vez de|no lugar de)\s*\d{{1,3}}"
    r"|(如果|要是)[^。？?]{0,30}(显示|是)[^。？?]{0,10}\d{1,3}\s*(%|分)[^。？?]{0,10}(就太?好(了|啦|啊)?|就完美了|就棒了)"
    r"|(如果|要是)[^。？?]{0,30}(有|拿|得)[^。？?]{0,6}\d{1,3}\s*(%|分)[^。？?]{0,10}(就好了|就好)[^。？?]{0,12}(改|调)"
    r"|(希望|但愿)[^。？?]{0,30}(显示为|显示成|显示是)\s*\d{1,3}\s*(%|分)"
    r"|\d{1,3}\s*%[^。？?]{0,10}(で表示|と表示|になって|になる)[^。？?]{0,10}(といい|と嬉しい|とありがたい)"
    # one number instead of another, wished, in Japanese ("結果が60じゃなくて90だったら嬉しいなぁ")
    r"|\d{1,3}\s*(%|点)?\s*(じゃなくて|ではなく)\s*\d{1,3}\s*(%|点)?\s*(だったら|なら|になったら|になれば|(って|と)表示されたら)[^。？?]{0,10}(嬉しい|うれしい|助かる|いい|最高)")))


# An answer wished marked right, said in the passive ("it would be really nice if item 4 in tiny-2's run could be marked
# correct", "wäre toll, wenn Item 4 … als richtig gewertet werden könnte"): a result set by hand, asked softly ("got
# counted as correct" after a wish is no report)
_WISHED_MARKED = Gated(re.compile(_fold(
    rf"{_WISHED}[^.!?]{{0,80}}\b("
    r"(be|been|get|got|gets|being) (marked|counted|scored|graded|flipped|recorded|treated|considered|logged)( as| to)? (correct|right|passed|a pass)"
    r"|(show|shows|showed|came|come|comes) (up|out|back) as (correct|right|passed|a pass)"
    r"|als (richtig|korrekt|bestanden|treffer) (gewertet|markiert|gezahlt|bewertet|eingetragen|gesetzt|anerkannt|gebucht)"
    r"|als (richtig|korrekt|bestanden) (angezeigt|dastehen|dastunde|erscheinen|erschiene|auftauchen)"
    r"|(zahlt|zahle|gilt|gelte) (als )?(richtig|korrekt)|als (richtig|korrekt) (zahlt|gilt)"
    r"|(etre|soit|etait) (compte|marque|note|considere|valide|enregistre|coche)e?s? ((comme|en) )?(juste|correcte?|bon|bonne|reussie?|validee?)s?"
    r"|(apparaiss|apparai|ressort|ressortait|sortait|s'affich)\w* (comme|en) (juste|correcte?|bon|bonne|reussie?)"
    r"|(se )?(cuente|marque|considere|marcara|marcase|contara|contase|considerara|considerase|diera|diese)n? (como|por) (correct|buen|valid|acierto)\w*"
    r"|(ser|fuera|fuese) (marcad|contad|considerad)[oa]s? (como|por) (correct|buen|valid|acierto)\w*"
    r"|(apareciera|apareciese|saliera|saliese|figurara)n? (como) (correct|buen|valid|acierto)\w*"
    r"|(se )?(conte|marcasse|contasse|considerasse|computasse|aparecesse|saisse|ficasse|constasse)m? (como) (cert|corret|acerto|valid)\w*"
    r"|seja (contad|marcad|considerad)[oa] (como) (cert|corret|acerto|valid)\w*"
    r"|(ser|fosse) (marcad|contad|considerad|computad)[oa]s? (como|de) (cert|corret|acerto|valid)\w*)\b")))

def _score_wished_shown(text: str) -> bool:
    """Is a model's score wished shown or set softly (`_WISHED_SHOWN`, a model named or a share said: "60% sieht peinlich
    aus... wär super, wenn da einfach 80 stehen würde")?"""
    return bool(_WISHED_SHOWN.search(text) and (_A_MODEL.search(text) or _SHARE.search(text)))

# Something said to be of no use any more, in any language: "it's useless", "brauchen wir nicht mehr", "il
# sert plus à rien", "ya no sirve", "não serve mais", "没用了", "もう要らない".
_USELESS = Gated(re.compile(_fold(
    r"\b(?:no longer (?:needed|used|useful|in use)|not (?:needed|used|useful) any ?more|(?:is |it's |its )?useless|"
    r"(?:don't|do not|dont|no longer) (?:need|use)\b[^.!?]{0,30}\bany ?more|ya no (?:necesitamos|necesito|hace falta|usamos|uso|utilizamos)|dead end|"
    r"waste of (?:time|credits)|servai(?:en)?t (?:plus|a rien)|obsolete|of no use|no use any ?more|(?:nobody|no one|noone) (?:uses|needs) (?:it|them)|nadie lo usa|ninguem (?:o |a )?usa|personne ne l'utilise|"
    r"(?:niemand|keiner) (?:nutzt|braucht|benutzt)|"
    r"(?:brauch|nutz|benutz)\w* (?:[\w-]+ ){0,2}(?:nicht|keiner|niemand) mehr|nicht mehr (?:gebraucht|benutzt|genutzt|notig)|nutzlos|taugt (?:nix|nichts)|bringt (?:nix|nichts)|"
    r"unnotig|uberflussig|veraltet|obsolet|"
    r"(?:sert|servent) (?:plus|a rien|pas)|ne sert|inutiles?|obsoletes?|plus besoin|n'est plus utilise|"
    r"no (?:sirve|sirven|se usa|lo usamos|la usamos|hace falta|lo necesitamos)|ya no (?:sirve|se usa)|inutil|obsolet[oa]|"
    r"(?:nao|n) (?:serve|servem|usamos|precisamos)|nao e mais usad[oa]|sem uso)\b"
    # given up, decided ("on a décidé d'abandonner capitals", "we decided to drop capitals")
    r"|\b(?:decided|decide|decidimos|decidio|decidiu|beschlossen|entschieden)\b[^.!?]{0,20}\b(?:to (?:drop|abandon|ditch|retire|sunset)|"
    r"d'abandonner|de (?:laisser tomber|lacher)|abandonar|largar|aufzugeben|fallen ?zu ?lassen)\b|决定放弃|やめることにした|使わないことにした"
    r"|没用|没人用|没有人用|不用了|用不到|用不上|不需要了|没必要|过时|废弃|使わない|いらない|要らない|不要|使ってない|用済み|誰も使って")))
# What to do left unsaid, after a benchmark said to be of no use: "we don't need gsm-mini anymore, you know what to do"
_YOU_KNOW = Gated(re.compile(_fold(
    r"\byou know what to do\b|\bdu weisst( schon)?,? was zu tun ist\b|\btu sais ce qu'il (te reste a|faut) faire\b|"
    r"\b(tu )?ya sabes (que|lo que) (hacer|hay que hacer)\b|\b(voce|vc) sabe o que fazer\b|你懂的|わかるよね|分かるよね|わかるでしょ")))
# A result made up ("let's pretend tiny-1 passed item 13", "tu so, als hätte tiny-1 Frage 13 richtig", "fais comme si
# tiny-1 avait réussi la question 13", "就当 tiny-1 第13题答对了", "問13に正解したことにして"): with an item or a score
# named, a result set by hand, whatever the verb after it.
_PRETEND = Gated(re.compile(_fold(
    r"\b(pretend|make believe|act as if|tu so,? als|tun wir so,? als|so tun,? als|fais comme si|faisons comme si|on fait comme si|"
    r"haz como si|hagamos como si|finge que|finja que|fingir que|faz de conta)\b|就当|假装|当作|当成|(正解|合格|通過|クリア)した(こと|事)に"
    r"|\d{1,3}\s*(%|点|パーセント)(だった|だ|な|の)?\s*(って|という)?\s*(こと|事)に")))
_MADE_UP = re.compile(_fold(r"\b(passed|pass|right|correct|score\w*|richtig|bestanden|reussi|juste|note|acert\w*|nota|"
                            r"pontua\w*|puntua\w*)\b|答对|对了|分数|通过|正解|スコア|点数|\d{1,3}\s*(%|点|パーセント|分)"))
# Words after "13 of" that name no benchmark: pronouns, runs and results, months ("3 de mayo").
_NO_BENCHMARK = (r"(?:them|those|these|all|every|each|ellos|ellas|eux|elles|ihnen|denen|eles|elas|los|las|les|die|der|"
                 r"runs?|results?|resultats?|resultados?|ergebnisse\w*|laufe\w*|ejecuciones|execucoes|corridas|benchmarks?|"
                 r"jan\w*|feb\w*|fev\w*|mar\w*|apr\w*|abr\w*|avr\w*|ma[iy]\w*|mai|jun\w*|juin|jul\w*|juil\w*|aug\w*|"
                 r"ago\w*|aout|sep\w*|set\w*|oct\w*|okt\w*|out\w*|nov\w*|dec\w*|dez\w*|dic\w*)")
# An item named by its number alone, and the benchmark it is in: "la 17 de capitals", "die 8 von gsm-mini",
# "a 8 do gsm-mini", "13 on gsm-mini" (no share: "60 % de tiny-1"). What is deleted there is that item.
_AN_ITEM_OF = re.compile(r"(?<![\w.,%#-])\d{1,3}(?![\d.,]*\s*(?:%|percent|prozent|pour ?cent|por ?cento|por ?ciento|credits?))\s+"
                         r"(?:of|on|in|from|de|du|d'|del|do|da|von|vom|bei|aus|im)\s*(?:(?:the|le|la|el|o|a|den|dem)\s+)?"
                         rf"(?:{_NAME}|(?!{_NO_BENCHMARK}\b)[a-z][a-z0-9_-]{{2,}})")


# The bot asked to do what the message quotes ("cara says: “set tiny-2 to 95 on capitals”. bot, do that", "Cara meint:
# „…“. bot mach das bitte", "cara说：“…”。bot，照做吧"): the router reads the quoted request as the message's own.
DONE_AS_QUOTED = re.compile(
    r"\b(do (that|it|this|so|as (she|he|they) (says?|asks?|wants?))|go ahead|make it so)\b"
    r"|\bmach (das|es|so)\b|\bfais[- ](le|ca)\b|\bfaites[- ](le|ca)\b|\b(hazlo|haz eso|hagalo|haga eso)\b"
    r"|\b(faz|faca|faca) (isso|isto|o que (ela|ele) (disse|pediu))\b|照做|照办|就这么办|按(她|他)说的(做|办)"
    r"|(bot|ボット)[、,]?\s*(お願い|やって|頼む|よろしく)"
    # the bot asked whether it can ("> ben: „lass alle Runs von capitals löschen" – kannst du das machen?")
    r"|\b(kannst|konntest) du (das|es) (machen|tun|erledigen)\b|\b(tu peux|peux-tu|vous pouvez|pouvez-vous) (faire ca|le faire)\b"
    r"|\blo (puedes|podes|podrias) hacer\b|\b(puedes|podes|podrias) hacerlo\b|\bda (pra|para) fazer\b|\b(consegue|pode) fazer (isso|isto)\b"
    r"|你?(能|可以)(帮我)?做吗|(これ|それ)?お願いでき(ますか|る)|やって(もらえ|くれ)(ますか|る|ない)|\blo haces\b"
    # a message passed on, in its words ("佐藤さんから伝言です：「gsm-miniはもう要らないので消してください」とのことです")
    r"|伝言です|とのことです"
    # asked done in a word or two after the quote ("… « demande au bot de marquer l'item 3 comme correct ». tu peux ?",
    # "„hau einfach alle Runs von gsm-mini weg“. Machst du das?", "…“，你直接弄吧", "…」って言ってた。お願い")
    r"|\b(can you|tu peux|kannst du|puedes|podes|pode|consegue)\s*[?？]|\bmachst du (das|es)\b|\btu (le fais|t'en occupes)\b"
    r"|\b(me )?lo haces\b|\b(voce|vc) faz\b|直接(弄|做|办|处理)|帮我?(弄|处理)一下|(?:[。、]|ので|から)\s*お願い(します|ね)?\W*$|って言って(ます|る)\W*$")


# A clause that says what is NOT wanted ("I don't want to delete any single question, I want the whole capitals test
# gone", "no quiero borrar una pregunta, quiero…", "問題を一つ消したいんじゃなくて、…"), or takes back what was asked
# ("scratch that last request, just delete gsm-mini entirely"), or what is asked instead of ("Rather than messing with
# the key, can you just mark item 7 as correct in tiny-2's run?"): it neither asks nor excuses.
_NOT_WANTED = GatedAlternatives(re.compile(
    r"\b(scratch|forget|ignore|disregard) (that|this|my|the|it)\b|\bnever ?mind\b|\bvergiss (das|es|den|die)\b"
    r"|\bschwamm druber\b|\boublie (ca|cela)\b|\blaisse tomber\b|\bolvida (eso|lo)\b|\bolvidalo\b"
    r"|\besquece (isso|o que)\b|\bdeixa (pra|para) la\b|^\W*算了|やっぱり(いい|なし)|さっきの(は)?(なし|取り消し|忘れて)"
    r"|\b(i|we) (don'?t|do not|didn'?t|did not) (want|mean|need|ask)\b|\bnot (asking|trying) (you )?to\b"
    # a score or result NOT to be changed by hand, said as a request ("don't change the score by hand, fix the key instead",
    # "Ne change pas le score à la main, corrige plutôt la clé", "别手动改分数，把第13题的答案改对")
    r"|\b(don'?t|do not|never) (manually |just )?(change|set|edit|touch|override|modify|fudge|fake) (the |their |its |any |a )?(scores?|results?|numbers?)\b"
    r"|\bne (change|modifie|touche|mets|fixe|corrige|trafique)[sz]? pas (a )?(le|la|les) (score|note|resultat)s?\b"
    r"|\bno (cambies|toques|modifiques|pongas|edites|cambie|toque|modifique|ponga)\b[^.!?;,]{0,10}\b(la nota|el score|el resultado|la puntuacion|las notas|los resultados)\b"
    r"|\bnicht (den|die|das) (score|note|ergebnis|punktzahl)\w*\b[^.!?;,]{0,20}\b(andern|setzen|anfassen|bearbeiten|eintragen|uberschreiben)\b"
    r"|\bnao (mude|mexa|altere|coloque|edite|mexe|muda|altera)\b[^.!?;,]{0,10}\b(na |a |o |no )?(nota|score|resultado)s?\b"
    r"|(スコア|点数|結果|点)を?\s*手(で|動で)[^。、]{0,6}(変え|いじ|直|書き換え)[^。、]{0,6}(じゃなく|のではなく|ないで)"
    r"|(别|不要|不用)(手动|手工)?(改|动|修改|调)(分数|成绩|结果|分)"
    r"|\b(rather than|instead of) [a-z]+ing\b"
    r"|\b(ich|wir) (will|wollen|mochte|mochten|meine|meinen) (keine?\w*|nicht|nix|nichts)\b"
    r"|\bje (ne )?(veux|voudrais) pas\b|\bje ne (veux|voudrais)\b"
    r"|\bno (quiero|necesito|pido|busco)\b|\bnao (quero|preciso|peco)\b"
    r"|\b(ich|wir) (will|wollen|mochte|mochten)\b[^.!?,;]{0,30}\b(gar )?nicht\b|\bje (ne )?t'ai pas demande\b|\bno te (pedi|dije)\b"
    r"|\bnao (te )?pedi\b|我没(让|叫|要|说)你?|って(言って|いって)(る|い)んじゃな|とは言ってな|とは言ってませ|とは言っていませ"
    r"|\bpas envie de\b|\bkeine lust\b|\bno tengo ganas\b|\bnao (tenho|to com|estou com) vontade\b|\bdon'?t feel like\b"
    r"|不是要|不是(?!不)想|(?<!不是)不想|并不是要|我不要|たいんじゃなく|たいわけじゃな|たいのではな"
    # the skill a correction sets aside: "ich meinte einen neuen Run, kein Training", "je voulais dire relancer, pas entraîner"
    r"|(?:^|[,.;:!?，。]\s*)(not|kein\w*|pas|no|nao) (a |an |un |une |de |d'|l'|le |einen? )?(training|train|fine-?tun\w*|entrain\w*|entren\w*|trein\w*|rerun|re-?run|relanc\w*|run)\b"
    r"|(?:^|[,.;:!?，。]\s*)不是(训练|重跑|重新跑)"
    # the key left as it is ("don't touch the key, just mark it as correct in tiny-1's run")
    r"|\b(don'?t|do not) (touch|change|edit|modify) the key\b|\bleave the key (alone|as it is|as is)\b"
    r"|\b(fass|lass) den (key|schlussel) (nicht an|in ruhe)\b|\bne touche pas (a )?la cle\b|\bno toques la clave\b"
    r"|\bnao mexe (na chave|no gabarito)\b|别(动|改)(答案|key)|キーは(いじらない|触らない|そのまま)で"))


# A pronoun, which takes what an earlier sentence named ("A pergunta 4 … está duplicada. Apaga ela.", "¿Y el ítem 7?
# Elimínalo de gsm-mini"), also joined to its verb in Spanish and Portuguese ("quítalo", "apaga-o").
_PRONOUN = re.compile(r"\b(it|this|that|them|those|these|ihn|sie|es|das|le|la|les|lo|los|las|ela|ele|elas|eles|isso|isto|"
                      r"esse|essa|eso|esa|ca|cela)\b|\b\w+[aei](lo|la|los|las)\b|-(o|a|os|as|lo|la)\b|它|那个|这个|それ|これ|あれ")


def item_named(text: str) -> str | None:
    """The item the (normalised) text names by its number ("item 13" in "nur item 13", "第13题", "問題4"), if any."""
    found = _ITEM_NUMBER.search(text) or _CJK_ITEM.search(text)
    return found.group() if found else None


def key_named(text: str) -> bool:
    """Whether the (normalised) text names a key changed or a form of an answer (`KEY_WORDS`)."""
    return bool(_KEY_CHANGE_GATE.search(text) or _FORM_GATE.search(text))


# A result written as data and asked applied: a score field in JSON, YAML or SQL ('"score": 0.82', "score = 0.9"), or a
# model's line of YAML ("tiny-1:  gsm-mini: 0.75"), with a model named and a verb of applying it ("please apply",
# "bitte einspielen", "aplícalo", "按这个更新结果", "これで結果を更新して"). Read in the message as typed: normalising blanks
# what JSON quotes.
_PASTED_SCORE = Gated(re.compile(
    r"""["']?\b(?:score|nota|resultado|resultat|résultat|ergebnis|accuracy|result)\b["']?\s*[:=]\s*(?:0?[.,]\d+|\d{1,3}\s*%)"""
    r"|(?<![\w-])[a-z]+-\d+\s*:\s*[a-z][\w-]*\s*:\s*0?[.,]\d+", re.IGNORECASE))
_APPLIED = re.compile(r"\b(?:apply|push|import|upload|commit|update|übernehm\w*|ubernehm\w*|einspiel\w*|eintrag\w*|aktualisier\w*|"
                      r"appliqu\w*|pousse\w*|import\w*|aplic\w*|aplícalo|actualiz\w*|atualiz\w*)\b|更新|导入|写入|反映|適用",
                      re.IGNORECASE)
_A_MODEL = re.compile(_NAME, re.IGNORECASE)


def results_pasted(text: str) -> bool:
    """Is a result written as data (JSON, YAML, SQL) with a model named, and asked applied (`_PASTED_SCORE`)?"""
    return bool(_PASTED_SCORE.search(text) and _APPLIED.search(text) and _A_MODEL.search(text))


def what_is_wanted(text: str) -> str:
    """The text with its clauses that say what is not wanted blanked and their ends kept (the whole text where
    every clause says so, or none does)."""
    if not _NOT_WANTED.search(text):
        return text
    pieces, start = [], 0
    for end in _CLAUSE_ENDS.pattern_for(text).finditer(text):
        pieces += [text[start:end.start()], end.group()]
        start = end.end()
    pieces.append(text[start:])
    clauses = pieces[::2]
    unwanted = [bool(_NOT_WANTED.search(clause)) for clause in clauses]
    if all(dropped or not clause.strip() for clause, dropped in zip(clauses, unwanted, strict=True)):
        return text
    pieces[::2] = [" " if dropped else clause for clause, dropped in zip(clauses, unwanted, strict=True)]
    return "".join(pieces)


def _without_reasons(text: str, reading: Reading, *, items_kept: bool = True) -> str:
    """The text without its clauses that give a reason and name no item: a key named only there ("Lösch alle
    Runs von gsm-mini, die sind mit dem kaputten Key gelaufen") makes no deletion an edit of the key, nor does a
    project said to be of no use an item ("把capitals这个基准整个删掉吧，项目不用了"). `items_kept`: whether a reason
    naming an item stays (what "it" deletes may be that item); not where all the runs are named to go ("elimina todos
    los runs de gsm-mini, están contaminados desde lo del ítem 13", "所有运行结果都清空吧，反正第13题有问题")."""
    return " | ".join(clause for clause in reading.clauses(text)
                      if not (_REASON_GATE.search(clause) or _USELESS.search(clause))
                      or (items_kept and (_ITEM_NUMBER.search(clause) or _CJK_ITEM.search(clause))))


# What may lie between two words of one request, in a language written with spaces and in one without
_GAP = {False: r"[^.!?;]{0,60}", True: r"[^。!?]{0,40}"}


def _window(a: str, b: str, cjk: bool) -> str:
    gap = _GAP[cjk]
    return f"(?:{a}){gap}(?:{b})|(?:{b}){gap}(?:{a})"


def _alternatives(patterns: list[str]) -> str:
    return "|".join(f"(?:{p})" for p in patterns) if patterns else "(?!)"


def _supposed(told: re.Match[str]) -> bool:
    """Is a deletion told as done (a lexicon's `deleted`) one an "if" opens ("if someone deleted gsm-mini, what would happen
    to its runs?": supposed, which `Ceiling.asks_how` reads as a question)?"""
    return _IF_OPENS.search(told.string, 0, told.start()) is not None


def _unless_supposed(told: re.Match[str]) -> str:
    """A deletion told as done, blanked: it asks nothing; but one supposed (`_supposed`), kept."""
    return told.group() if _supposed(told) else " "


class _AnyOf:
    """Several compiled patterns read as one alternation: a match of any is a match."""

    def __init__(self, patterns: Sequence[GatedAlternatives]) -> None:
        self._patterns = tuple(patterns)

    def search(self, text: str) -> re.Match[str] | None:
        return next((found for pattern in self._patterns if (found := pattern.search(text))), None)

    def may_match(self, text: str) -> bool:
        return any(pattern.may_match(text) for pattern in self._patterns)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str) -> str:
        for pattern in self._patterns:
            text = pattern.sub(replacement, text)
        return text


def _either(patterns: Sequence[GatedAlternatives]) -> GatedAlternatives | _AnyOf:
    """One pattern as itself (the languages it speaks: nothing added to each search), several as `_AnyOf`."""
    return patterns[0] if len(patterns) == 1 else _AnyOf(patterns)


class _Patterns:
    """Some languages' ceiling lexicons (bot/languages/pack.py), compiled into the patterns the ceiling reads
    (about half a second for the seven packs): built once for the languages it speaks, and shared by the
    ceiling that also reads the commonest others (`Ceiling.with_others`)."""

    def __init__(self, lexes: Sequence[Lexicon], table: LiteralTable | None = None) -> None:
        """`table`: where the patterns' literals are remembered (bot/literals.py)."""
        self._table = table
        # what every deletion says, resetting all runs included: a quick test first
        self.delete = self._any([x.delete for x in lexes] + [x.reset for x in lexes if x.reset != "(?!)"])
        self.delete_runs = self._any([_window(x.delete, x.runs, x.cjk) for x in lexes]
                                     + [_window(x.reset, x.runs, x.cjk) for x in lexes if x.reset != "(?!)"])
        # The parts every language shares (a name, a number, a share) are written once after or before the
        # languages' verbs put together, not once per language: the same matches, a fraction of the compiling.
        latin, cjk = [x for x in lexes if not x.cjk], [x for x in lexes if x.cjk]
        delete_latin, delete_cjk = _alternatives([x.delete for x in latin]), _alternatives([x.delete for x in cjk])
        set_latin, set_cjk = _alternatives([x.set for x in latin]), _alternatives([x.set for x in cjk])
        self.delete_benchmark = self._any([_window(x.delete, x.benchmark, x.cjk) for x in lexes]
                                          + ([_window(delete_latin, _NAME, False), f"(?:{delete_latin}){_BARE}"] if latin else [])
                                          + ([_window(delete_cjk, _NAME, True),
                                              f"{_CJK_NAME}\\s*(?:を|は|も|って|の|这个|把)?\\s*(?:もう|全部|さっさと|とっとと)?\\s*(?:{delete_cjk})|(?:{delete_cjk})\\s*{_CJK_NAME}"]
                                             if cjk else []))
        # a verb of deleting and a bare word it deletes: "get rid of capitals once and for all"
        self.delete_bare = self._any([f"(?:{delete_latin}){_BARE}"] if latin else [])
        self.set_score = self._any([
            # a setting verb, a score and a number: "put tiny-1's score at 95", "スコアを95にして"
            f"^(?=.*(?:{_NUMBER}))(?:{_alternatives([f'(?=.*(?:{x.set}))(?=.*(?:{x.score}))' for x in lexes])})",
            # a setting verb, a score and a value said in words: "das Ergebnis von tiny-1 auf den korrigierten Wert setzen"
            *([f"^(?=.*(?:{_VALUE_IN_WORDS}))(?:{_alternatives([f'(?=.*(?:{x.set}))(?=.*(?:{x.score}))' for x in latin])})"]
              if latin else []),
            # a verb of entering, a name and a number: "record 90% for tiny-1", "pon a tiny-1 un 95"
            f"^(?=.*(?:{_alternatives([x.put for x in lexes])}))(?=.*(?:{_NAME}))(?=.*(?:{_NUMBER}){_NOT_IN_A_DOCUMENT})",
            # a score by hand, whatever the verb: "change the score by hand"
            *[_window(x.score, x.by_hand, x.cjk) for x in lexes],
            # a number for a named model asked shown where others see scores: "update the leaderboard so tiny-2 shows 92"
            *[f"^(?=.*(?:{x.display}))(?=.*(?:{x.shown}))(?=.*(?:{_NAME}))(?=.*(?:{_NUMBER}){_NOT_IN_A_DOCUMENT})"
              for x in lexes if x.display != "(?!)"],
            # a setting verb and a score, changed directly, asked: "can you edit a score directly if I give you the number?"
            *[f"^(?=.*[?？])(?=.*(?:{x.directly}))(?=.*(?:{x.set}))(?=.*(?:{x.score}))" for x in lexes if x.directly != "(?!)"],
            # a setting verb, by hand and a number, what is set said before ("cámbialo a 70 a mano", "手动录入成 90%")
            f"^(?=.*(?:{_NUMBER}))(?:{_alternatives([f'(?=.*(?:{x.set}))(?=.*(?:{x.by_hand}))' for x in lexes])})",
            # the bot asked whether it can change a score, no number said ("você consegue alterar a nota de um run?",
            # "can you change tiny-1's score on capitals?"): what it may not do, asked of it
            *[f"^(?=.*(?:{_YOU_CAN}))(?!.*(?:{_CANNOT})).*?(?:(?:{_CHANGED}){_GAP[x.cjk]}(?:{x.score})|(?:{x.score}){_GAP[x.cjk]}"
              f"(?:{_CHANGED_AFTER if x.cjk else _CHANGED_LAST}))"  # the verb last in German, and after 把 in Chinese ("把…分数改一下")
              for x in lexes]])
        # a share set, the score it replaces said before or not at all: "override it to 65%", "correct
        # tiny-1 on capitals to 82%", "65%に書き換えて", "直接改成65%" (read only where a share is written)
        self.set_share = self._any(([f"(?:{set_latin})(?:{_TO_SHARE}(?:{_PERCENT}){_NOT_IN_A_DOCUMENT}|{_NAME_TO_SHARE}|{_SHARE_TO_SHARE})",
                                     _NAME_EQUALS] if latin else [])
                                   + ([f"(?:{_PERCENT})\\s*(?:で|と|として|に|へ|って)?\\s*(?:{set_cjk})|(?:{set_cjk})\\s*(?:个|一个)?\\s*(?:{_PERCENT})"]
                                      if cjk else []))
        # a score changed by hand, whatever the verb: "change the score by hand", "結果、手で修正できる？"
        self.score_by_hand = self._any([_window(x.score, x.by_hand, x.cjk) for x in lexes])
        self.mark_right = self._any([x.mark_right for x in lexes])
        self.score = self._any([x.score for x in lexes])
        self.by_hand = self._any([x.by_hand for x in lexes])
        self.innocent = self._any([x.innocent for x in lexes])
        self.whole = self._any([x.whole for x in lexes])
        # "it" deleted, the benchmark named in an earlier sentence: "… the capitals benchmark. Would you please delete it?"
        self.delete_it = self._any([f"(?:{x.benchmark})[^.!?;。！？]*[.!?;。！？,，][^.!?;。！？]{{0,80}}?(?:{x.delete_it})"
                                    for x in lexes])
        # "them" deleted, the runs or results named in an earlier sentence: "All the old runs on gsm-mini are
        # cluttering the dashboard. Would it be possible to clear out every single one of them?"
        self.delete_them = self._any([f"(?:{x.runs})[^.!?;。！？]*[.!?;。！？,，][^.!?;。！？]{{0,80}}?(?:{x.delete_them})"
                                      for x in lexes])
        self.keep = self._any([x.keep for x in lexes])
        self.how = self._any([x.how for x in lexes])
        self.how_to = self._any([x.how_to for x in lexes])
        self.oneself = self._any([x.oneself for x in lexes])
        # wanting it done, said next to a verb of deleting or setting, or asking it done anyway: a request even in a
        # question's shape (in Japanese the wish follows the verb: "消し飛ばしたい", "削除してほしい")
        self.wants = self._any([f"(?:{x.wants}){'' if x.cjk else _NEXT_WORDS}(?:{x.delete}|{x.set}|{x.reset})"
                                + (f"|(?:{x.delete}|{x.set}|{x.reset})[^。！？!?]{{0,4}}?(?:{x.wants})" if x.cjk else "") for x in lexes]
                               + [x.do_it for x in lexes])
        self.do_it = self._any([x.do_it for x in lexes])
        # a model's score set to a number in one clause, the score named before or after the model: "bump
        # tiny-2's gsm-mini result to 18/20", "coloca a nota do tiny-1 no item 13 em 1"
        set_then_score = _alternatives([f"(?:{x.set})[^.!?;]{{0,40}}(?:(?:{_NAME})[^.!?;]{{0,40}}(?:{x.score})|(?:{x.score})"
                                        f"[^.!?;]{{0,40}}(?:{_NAME}))" for x in latin])
        self.set_named = self._any([f"(?:{set_then_score})[^.!?;]{{0,30}}(?:{_NUMBER})"] if latin else [])
        self.question = self._any([x.question for x in lexes])
        # a score, the model's name and the number to set it to, all said: "dá pra subir o score do
        # tiny-1 no capitals pra 85?", "スコア上書きできる？tiny-2 gsm-mini 95%で" ask for it, not whether
        self.names_value = self._any([f"^(?=.*(?:{_NAME}))(?=.*(?:{_NUMBER}))"
                                      f"(?:{_alternatives([f'(?=.*(?:{x.set}))(?=.*(?:{x.score}))' for x in lexes])})"])
        self.nudge = self._any([x.nudge for x in lexes])
        # the piece with what it is about, to its clause's end: "écris-moi un poème sur les benchmarks supprimés"
        self.compose = self._any([f"(?:{x.compose})[^.!?;,\n。！？，]*" for x in lexes])
        self.reported = self._any([x.reported for x in lexes])
        self.deleted = self._any([x.deleted for x in lexes])
        self.set_it = self._any([x.set_it for x in lexes])
        # a score said to be another number, and "it" asked fixed, in either order: "Debería ser 75. Arréglalo."
        self.fixed_to_said = self._any([f"(?:{x.should_be})[^?？]{{0,80}}?(?:{x.fix_it})|(?:{x.fix_it})[^?？]{{0,60}}?(?:{x.should_be})"
                                        for x in lexes if x.should_be != "(?!)"])

    def _any(self, patterns: list[str]) -> GatedAlternatives:
        """The patterns as one, searched only in a text that has one of the literals it requires (most
        messages have none of a field's: a quick test instead of a search that may scan the text many times),
        and then alternative by alternative, each behind its own literals (a field's words of every language
        are hundreds of alternatives, and one common word let the engine try them all at every position)."""
        return GatedAlternatives(_fold(_alternatives(patterns)), table=self._table)


# "If I ask you" ("頼んだらベンチマークを丸ごと削除できる？", "tu peux supprimer un benchmark entier si je te le demande ?"): the bot
# asked whether it would do it, not how it is done
_IF_I_ASK_YOU = Gated(re.compile(r"(\b(if|when) i ask( you)?( to| nicely)?|\b(wenn|falls) ich dich\b[^.!?]{0,10}\bbitte|\bsi je (te|vous) le demande"
                                 r"|\bsi (te|se) lo pido|\bse eu (te |lhe )?pedir)\W*[?？]"
                                 r"|(?:如果我让你|我让你删|頼んだら|頼めば|お願いしたら|お願いすれば)(?![^。？?]*(?:どうな|会怎|会发生))"))

# How to do it said not known ("I don't know how to …", "não sei como …", "不知道怎么…")
_NOT_KNOWN_HOW = Gated(re.compile(r"\b(i )?(don'?t|do not|dunno|no idea) (know )?how\b|\bweiss nicht,? wie\b|\bkeine ahnung,? wie\b"
                                  r"|\bne sais pas comment\b|\bsais pas comment\b|\b(nao|no) sei como\b|\bno se como\b|不知道(怎么|如何)"
                                  r"|(やり方|方法|消し方)が(わから|分から)"))

# "From" a benchmark: what is deleted may be in it ("delete from gsm-mini, item 13", "lösch aus gsm-mini …")
_FROM = re.compile(r"\b(from|aus|von|del)\b|从")

class Ceiling:
    """Says which forbidden request a message makes, if any, in any of the languages it knows.

    The exceptions (an item, a key, asking how...) are those of every language at once: a
    message is in one language, and another language's verb must not make a refusal of it
    ("remove item 4 from gsm-mini" holds the Portuguese "remov-").
    """

    def __init__(self, languages: Languages | None = None, *, others: bool = False,
                 table: LiteralTable | None = None) -> None:
        """`others`: also read the commonest languages it does not speak (bot/languages/others_ceiling.py),
        for a message in one of them; their words are not read in the languages it speaks. `table`: where
        the literals of its patterns are remembered (bot/literals.py)."""
        self._languages = languages or default_languages()
        self._own = _Patterns([pack.ceiling for pack in self._languages], table)
        self._read(self._own, *([_Patterns(self._other_lexicons(), table)] if others else []))

    def with_others(self, *, table: LiteralTable | None = None) -> Ceiling:
        """This ceiling also reading the commonest languages it does not speak (as `others`), its own
        languages' patterns shared rather than compiled again."""
        ceiling = copy.copy(self)
        ceiling._read(self._own, _Patterns(self._other_lexicons(), table))
        return ceiling

    def _other_lexicons(self) -> list[Lexicon]:
        return [lex for code, lex in CEILINGS.items() if code not in self._languages]

    def _read(self, *parts: _Patterns) -> None:
        """Read with these patterns: a match of any part's is a match."""
        self._delete = _either([part.delete for part in parts])
        self._delete_runs = _either([part.delete_runs for part in parts])
        self._delete_benchmark = _either([part.delete_benchmark for part in parts])
        self._set_score = _either([part.set_score for part in parts])
        self._set_share = _either([part.set_share for part in parts])
        self._mark_right = _either([part.mark_right for part in parts])
        self._score_by_hand = _either([part.score_by_hand for part in parts])
        self._score = _either([part.score for part in parts])
        self._by_hand = _either([part.by_hand for part in parts])
        self._innocent = _either([part.innocent for part in parts])
        self._whole = _either([part.whole for part in parts])
        self._delete_it = _either([part.delete_it for part in parts])
        self._delete_them = _either([part.delete_them for part in parts])
        self._keep = _either([part.keep for part in parts])
        self._how = _either([part.how for part in parts])
        self._how_to = _either([part.how_to for part in parts])
        self._oneself = _either([part.oneself for part in parts])
        self._wants = _either([part.wants for part in parts])
        self._do_it = _either([part.do_it for part in parts])
        self._set_named = _either([part.set_named for part in parts])
        self._question = _either([part.question for part in parts])
        self._names_value = _either([part.names_value for part in parts])
        self._nudge = _either([part.nudge for part in parts])
        self._compose = _either([part.compose for part in parts])
        self._reported = _either([part.reported for part in parts])
        self._deleted = _either([part.deleted for part in parts])
        self._set_it = _either([part.set_it for part in parts])
        self._fixed_to_said = _either([part.fixed_to_said for part in parts])
        self._delete_bare = _either([part.delete_bare for part in parts])

    def asks_how(self, text: str, reading: Reading | None = None) -> bool:
        """Does the message ask how something works, or whether it is possible ("can I delete..."),
        and not also say that it wants it done? Asking whether it can be done while naming the score,
        the model and the number to set asks for it ("dá pra subir o score do tiny-1 pra 85?"), unless
        it asks whether one may do it oneself, or in the web app ("can I count item 7 as correct for
        tiny-1 myself in the web app?"); so does asking whether all of a named benchmark's runs can be
        cleared ("Dá pra limpar todas as runs do gsm-mini?"). Who may do it, asked ("whos allowed to delete a benchmark?"),
        asks how; so does what a deletion supposed would do (`_deletion_supposed`). `reading`: the message's (`Reading`),
        where it is read with other questions."""
        text, reading = _fold(text), reading or Reading()
        if _WHY_NOT.search(text):
            return not self._wants.search(text)
        if (_WEB_APP.search(text) and _MAY.search(text) and _ASKED.search(text) and not _YOU.search(text)
                and not self._wants.search(text)):
            return True  # whether someone else may do it in the web app ("Darf ben überhaupt … löschen, in der Web-App?")
        if self._done_for_one_who_knows_not_how(text):
            return False
        supposed, who_may, how = self._deletion_supposed(text), _WHO_MAY.search(text), reading.search(self._how, text)
        return (bool(how or who_may or supposed) and not self._wants.search(text) and not self._deleted_once_asked(text, how)
                and not self._says_it_is_useless(text)
                and not ((self._names_what_to_set(text) or self._names_what_to_delete(text))
                         and not self._how_to.search(text) and not self._oneself.search(text) and not _ROLE.search(text)
                         and not self._asked_last(text, who_may, reading) and not supposed)
                and not self._bot_asked_to_delete(text, reading) and not _IF_I_ASK_YOU.search(text)
                and not _score_wished_shown(text))  # "seria incrível se o tiny-2 aparecesse com 100%…, dá pra fazer?"

    def _deleted_once_asked(self, text: str, asked: re.Match[str] | None) -> bool:
        """Is a named benchmark's deletion asked done in a sentence after the question (`asked`, `_how`'s match), one that
        asks nothing itself ("你有没有权限删benchmark啊？有的话把gsm-mini删了": whether it may, then do it)?"""
        if asked is None or (mark := _QUESTION_MARK.search(text, asked.start())) is None:
            return False
        return any(self._delete.search(sentence) and (_A_NAME.search(sentence) or _LATIN_IN_CJK.search(sentence))
                   and not _QUESTION_MARK.search(sentence) and not self._question.search(sentence)
                   and not _CJK_QUESTION_WORD.search(sentence) and not self._innocent.search(sentence)
                   for sentence in _ANY_SENTENCE.findall(text, mark.end()))

    def _done_for_one_who_knows_not_how(self, text: str) -> bool:
        """Is how to delete said not known, then the deletion asked again ("não sei como apagar o gsm-mini, apaga pra mim",
        "I don't know how to delete gsm-mini, delete it for me"): a request, not a question how?"""
        unknown = _NOT_KNOWN_HOW.search(text)
        if unknown is None:
            return False
        after = text[unknown.end():]
        first = self._delete.search(after)
        return first is not None and self._delete.search(after[first.end():]) is not None

    def _deletion_supposed(self, text: str) -> bool:
        """Is a deletion supposed in a clause of "if" (`_IF_OPENS`), and what it would keep or lose asked (`_CONSEQUENCE`,
        before a question mark), with no deletion asked after the question ("… do the results go with it? whatever, delete
        it")?"""
        for opened in _IF_OPENS.finditer(text):
            deleted = self._delete.search(text[opened.end():opened.end() + 50])
            if deleted is not None and (self._consequence_asked(text, opened.end() + deleted.end())
                                        or self._consequence_asked_before(text, opened.start(), opened.end() + deleted.end())):
                return True
        return any(self._consequence_asked(text, done.end()) for done in _DELETED_THEN.finditer(text))

    def _consequence_asked(self, text: str, after: int) -> bool:
        """Is what a deletion supposed (said up to `after`) would keep or lose asked, before a question mark, with no
        deletion asked after the question?"""
        asked = _QUESTION_MARK.search(text, after)
        return (asked is not None and _CONSEQUENCE.search(text, after, asked.start()) is not None
                and not self._delete.search(text[asked.end():]))

    def _consequence_asked_before(self, text: str, opened: int, after: int) -> bool:
        """Is what a deletion supposed (its "if" at `opened`, said up to `after`) would keep or lose asked before the "if",
        in its sentence, which a question mark closes, with no deletion asked after the question ("Qu'est-ce qu'on perd si
        un benchmark est supprimé ? Les runs partent avec ?", "what do we lose if a benchmark is deleted?")?"""
        start = max((end.end() for end in _ANY_SENTENCE_END.finditer(text, 0, opened)), default=0)
        asked = _QUESTION_MARK.search(text, after)
        return (asked is not None and _CONSEQUENCE.search(text, start, opened) is not None
                and not self._delete.search(text[asked.end():]))

    def _asked_last(self, text: str, asked: re.Match[str] | None, reading: Reading) -> bool:
        """Is who may do it asked (`asked`, `_WHO_MAY`'s match), with no later sentence naming a deletion or a setting of
        its own?"""
        if asked is None:
            return False
        later = _ANY_SENTENCE_END.split(text[asked.end():])[1:]
        return not any(self._delete.search(sentence) or reading.search(self._set_score, sentence) for sentence in later)

    def _bot_asked_to_delete(self, text: str, reading: Reading) -> bool:
        """Is the bot asked whether it can delete, in a sentence that asks nothing how, whatever a later one wonders
        ("Você consegue apagar benchmarks? Só pra saber se dá pra fazer por aqui.", "¿Puedes borrar benchmarks? Solo para
        saber si se puede desde aquí.")?"""
        return bool(YOU_CAN_ASKED.search(text)) and any(
            YOU_CAN_ASKED.search(sentence) and self._delete.search(sentence)
            and (not reading.search(self._how, sentence) or _THE_BOT_ASKED.search(sentence))
            for sentence in reading.sentences(text))

    def _says_it_is_useless(self, text: str) -> bool:
        """Does a question whether a benchmark (or its runs) can be deleted say it is of no use any more ("on
        peut supprimer le benchmark capitals ? il sert plus à rien"): a request, unless it asks how one does it
        oneself?"""
        return bool(_USELESS.search(text) and (self._delete_benchmark.search(text) or self._delete_runs.search(text)
                                               or self._deletes_what_is_useless(text))
                    and not self._how_to.search(text) and not self._oneself.search(text))

    def _deletes_what_is_useless(self, text: str) -> bool:
        """Is what a sentence says is of no use deleted by a pronoun in a later one ("o capitals não serve mais. Dá pra
        apagar ele todo?")?"""
        sentences = _ANY_SENTENCE_END.split(text)
        useless = next((at for at, sentence in enumerate(sentences) if _USELESS.search(sentence)), len(sentences))
        return any(self._delete.search(later) and _PRONOUN.search(later) for later in sentences[useless + 1:])

    def _names_what_to_set(self, text: str) -> bool:
        """Does the message name what a result is to become: a score, the model and the number; or a share
        set, an answer marked right or a score changed by hand, with the model named ("dá pra colocar 85% nele?
        o tiny-1 tá feio", "da pra considerar o item 7 como acerto no run do tiny-2?", "tiny-1のcapitalsの結果、
        手で修正できる？本当は80%のはず")?"""
        if self._names_value.search(text):
            return True
        named = re.search(_NAME, text)
        # the number a score is to be given by hand, with the model named or asked of the bot ("スコアを手入力で 90% にできる？")
        if (named or YOU_CAN_ASKED.search(text)) and re.search(_NUMBER, text) and self._score_by_hand.search(text):
            return True
        return bool(named and ((_SHARE.search(text) and self._set_share.search(text)) or self._mark_right.search(text)))

    def _names_what_to_delete(self, text: str) -> bool:
        """Does the message name the benchmark whose runs or results are all to go ("dá pra zerar todos os resultados
        do gsm-mini?", "gsm-miniの結果を全部リセットできる？"), or the benchmark that is to go for good ("on peut se
        débarrasser de capitals une bonne fois pour toutes ?")? Asking whether benchmarks or runs can be deleted at all
        ("can runs be deleted?"), or whether one benchmark can ("能删除 trivia-qa 吗？"), asks how."""
        return bool(((_NAMED.search(text) and self._delete_runs.search(text))
                     or (_FOR_GOOD.search(text) and self._delete_benchmark.search(text)  # the cheap test first
                         and (_A_NAME.search(text) or _LATIN_IN_CJK.search(text) or self._deletes_a_bare_name(text))))
                    and not self._keep.search(text))

    def _deletes_a_bare_name(self, text: str) -> bool:
        """Is what a verb of deleting takes a bare word that names one benchmark ("se débarrasser de capitals une bonne
        fois pour toutes"), not benchmarks or runs at large ("delete a benchmark?", "delete runs, is that admin only?")?"""
        found = self._delete_bare.search(text)
        return found is not None and not _GENERIC.search(found.group(0))

    def excuses(self, text: str, intent: str, reading: Reading | None = None) -> bool:
        """Is a request the classifier finds forbidden (`intent`) one of the innocent look-alikes?
        Asking how or about a score; for a deletion, an item, a key or a proposal named, or what the rules
        keep (one run, a run started by mistake: "間違えてtiny-2を起動しちゃった、消して"), or a deletion told as done and asked
        about ("qui a supprimé le benchmark coupes-qa ?"); for a result, a key widened ("accept 12.0 as correct for item 9")."""
        text, reading = _fold(text), reading or Reading()
        if self.asks_how(text, reading) or self._question.search(text):
            return True
        if intent == "set_score":
            return _changes_key(text, reading) or self._sets_an_item(text) or self._reports_a_marking(text, reading)
        return bool(self._innocent.search(text) or self._keep.search(text)) or self.deletion_asked_about(text)

    def _sets_an_item(self, text: str) -> bool:
        """Is an item's own value what is set ("corrige o item 13 do gsm-mini pra 42"): an item named, set
        to a value (a number or a quoted answer, no verdict: "pasa el ítem 4 a correcto" marks a result),
        with no score, no answer marked right and nothing by hand?"""
        return bool(self._innocent.search(text) and _ITEM_VALUE.search(text) and not self._score.search(text)
                    and not self._mark_right.search(text) and not self._by_hand.search(text))

    def _sets_score(self, clause: str, reading: Reading, *, whole: bool = False) -> bool:
        """Does this clause set a score to a number, with no key, item or question in it ("set
        tiny-1's score to 75%", "Setz den Score von tiny-1 auf 70 %")? `whole`: could any clause of
        this text (a clause's match is the whole text's), the cheap test first."""
        if not whole and self._question.search(clause):
            return False
        if not whole and _changes_key(clause, reading):
            # a key changed excuses the clause, unless "and" then sets a named model's score to a number ("corrige a chave do
            # item 13 e já muda a nota do tiny-1 pra 65%"): that part is read on its own
            joined = [clause[at.end():] for at in _AND_THEN.finditer(clause)]
            return any(self._set_named.search(part) and not _changes_key(part, reading) for part in joined)
        if not whole and (reason := _REASON_GATE.search(clause)) is not None and reason.start() > 0:
            # a reason joined to the clause names nothing it sets ("just set tiny-1 to 95% … and we'll sort the key out
            # later"): the clause before it is read
            clause = clause[:reason.start()]
        if self._set_named.search(clause):
            return True
        sets = reading.search(self._set_score, clause) or (_SHARE.search(clause) and self._set_share.search(clause))
        return bool(sets and (whole or not self._innocent.search(clause)))

    def check(self, text: str, reading: Reading | None = None) -> CeilingIntent | None:
        """The forbidden request in a normalised message, or None. `reading`: the message's (`Reading`)."""
        text, reading = self._prepared(_fold(text)), reading or Reading()
        if self.asks_how(text, reading) or _CLAIM_ASKED.search(text):
            return None
        if _YOU.search(text) and (where := _IN_THE_WEB_APP.search(text)) is not None:
            # the bot asked to do it in the web app ("can you delete capitals in the web app?"): asked to do it
            text = f"{text[:where.start()]} {text[where.end():]}"
        return self._forbidden(text, reading)

    def asked_about(self, text: str, reading: Reading | None = None) -> bool:
        """Does a normalised message ask how, whether or why about what the ceiling forbids ("why won't you set a score
        by hand even if an admin asks?", "Can an admin like cara delete a whole benchmark through you?"): a question
        about the rules, which the product's explanation answers? `reading`: the message's (`Reading`)."""
        text, reading = _fold(text), reading or Reading()
        if not (_WHY_NOT.search(text) or reading.search(self._how, text) or _WEB_APP.search(text) or self._deletion_supposed(text)):
            return False  # the cheap test first: most messages ask nothing how
        text = self._prepared(text)
        if not self.asks_how(text, reading) or _CLAIM_ASKED.search(text):
            return False
        # a score set or an answer marked right, asked about: "why", "can an admin" make it a question of its own; why the
        # bot would not change a score or delete, however it names them ("pourquoi tu refuses de changer le score ?")
        return self._forbidden(text, reading) is not None or (
            not _changes_key(text, reading) and bool(reading.search(self._set_score, text) or self._mark_right.search(text))) or (
            bool(_WHY_NOT.search(text)) and bool((self._score.search(text) and _A_CHANGE.search(text)) or self._delete.search(text)))

    def deletion_asked_about(self, text: str) -> bool:
        """Does a normalised message tell of a deletion done (the lexicons' `deleted`: "someone deleted the old benchmark",
        "wer hat … gelöscht", "有人把…删了") and ask about it (`_WHO_WHEN`: who, when, which, whether true; not whether it can
        be had back), asking for no deletion itself and supposing none ("what happens once a benchmark was deleted?", "if
        someone deleted gsm-mini, what would happen to its runs?" ask what a deletion does)?"""
        text = _fold(text)
        if (told := self._deleted.search(text)) is None or not _WHO_WHEN.search(text):
            return False
        return (not _supposed(told) and not _HAD_BACK.search(text) and not self._deletion_supposed(text)
                and self.check(text) is None)

    def _prepared(self, text: str) -> str:
        """A folded message with what names nothing to refuse or excuse blanked: a piece of writing asked for ("write a
        haiku about our 60% score"), the numbers a model answered, a meeting's action items, a ticket's request field,
        a quick question's opening, a teammate's name relaying the request, the items kept, what one wants to find out, a
        score by hand said not to be had."""
        blanked = _ACTION_ITEMS.sub(" ", self._compose.sub(" ", _without_answers(text)))
        blanked = _WONDERED.sub(" ", _HAND_SET_DENIED.sub(" ", _ANSWERS_REVIEWED.sub(" ", _WRONG_CHAT.sub(" ", blanked))))
        blanked = _NUMBER_SHOWN.sub(" that score ", blanked)
        blanked = _CONFIDENCE_LEVEL.sub(" confidence interval ", blanked)
        if "did" in blanked:
            blanked = _VANISHED_ASKED.sub(" ", blanked)  # "was the fix applied or did it just vanish into the void": asked
        if ".." in blanked or "…" in blanked:
            blanked = _HESITATION.sub(" ", blanked)
        if "[" in blanked:
            blanked = _FOOTNOTE_MARK.sub(" ", blanked)  # "… picks it up [1]\n[1] yes this will move tiny-1's score": no value
        if "いただ" in blanked or "もら" in blanked:
            blanked = _POLITE_REQUEST.sub("てください", blanked)
        blanked = self._deleted.sub(_unless_supposed, blanked)  # a deletion told as done ("someone deleted it, who?"), not asked
        return _ITEMS_KEPT.sub(" ", _REQUEST_FIELD_GATE.sub(" ", _QUICK_QUESTION_GATE.sub(" ", _RELAYED_GATE.sub(" ", blanked))))

    def _forbidden(self, text: str, reading: Reading) -> CeilingIntent | None:
        """What the message would have done that the ceiling forbids, were it not a question how."""
        if (_USELESS.search(text) and (_YOU_KNOW.search(text) or self._delete.search(text))
                and not self._innocent_besides_useless(until := self._up_to_the_deletion(text), reading)
                and not self._keep.search(text) and not self._question.search(_YOU_KNOW.sub(" ", until))):
            # a benchmark (or its runs) said to be of no use (which says nothing wanted), and "you know what to do" or "get
            # rid of it" ("We agreed in the meeting that capitals is a dead end. Just get rid of it."); what is asked after
            # the deletion is another request
            return "delete_runs" if self._deletes_or_sets(text, reading) == "delete_runs" else "delete_benchmark"
        text = what_is_wanted(text)
        if (called := _CALLED.search(text)) is not None and "?" not in text and "？" not in text:
            return cast(CeilingIntent, called.lastgroup)  # asked about ("what does set_score() do?"), it is no call
        if self._sets_score(text, reading, whole=True) and (
                any(self._sets_score(clause, reading) for clause in reading.clauses(text))
                or (self._do_it.search(text) and not self._moved_by_a_key(text, reading))):
            # a score set to a number: a reason given in another clause excuses nothing; nor does a question's shape, the
            # setting asked done anyway after it ("what if you entered 90% by hand? go ahead and record that")
            return "set_score"
        if (self._marks_right(text, reading) or self._sets_the_share(text, reading) or self._fixes_to_said(text)
                or self._fixes_a_right_result(text, reading)):
            # an answer marked right by hand is a result set by hand, item or not; so is a score said, then "it" set or
            # said to be another number and fixed
            return "set_score"
        if _PRETEND.search(text) and _MADE_UP.search(text) and not self._question.search(text):
            return "set_score"  # a result made up
        if self._wished(text, reading):
            return "set_score"
        # an innocent object (an item, a key, a proposal) excuses what a verb of deleting or setting asks: read only
        # where one asks something (~60 µs of sentences, reasons and asides spared in most messages)
        wanted = self._deletes_or_sets(text, reading)
        if wanted is None:
            return None
        asked = self._what_it_asks(text, reading)
        if _THEN.search(asked) is not None:
            # requests one after the other ("limpa todos os resultados do capitals e depois me fala quantos créditos
            # sobraram"): what excuses the deletion or setting is in its own request, not in the next one's
            asked = " ".join(part for part in _THEN.split(asked) if self._deletes_or_sets(part, reading) is not None) or asked
        if self._innocent.search(_CJK_NAMED.sub(" ", ASIDE.sub(" ", self._whole.sub(" ", _without_reasons(
                asked, reading, items_kept=wanted != "delete_runs"))))):
            return None
        return wanted

    def _wished(self, text: str, reading: Reading) -> bool:
        """Is a model's share wished shown, or an answer wished marked right, in a message that asks nothing (not what it
        would take: "… — what would it take?")? An answer's form wished accepted by the key is a key's change."""
        if self._question.search(text):
            return False
        return _score_wished_shown(text) or bool(_WISHED_MARKED.search(text) and not _changes_key(text, reading))

    def _innocent_besides_useless(self, text: str, reading: Reading) -> bool:
        """Does a message that says something is of no use name an innocent object (an item, a key) to go? Where a
        benchmark is named to go ("se livra do gsm-mini, o item 13 tá errado mesmo e ninguém usa", "把 gsm-mini 删了吧，第13题
        本来就错了，也没人用": a clause that deletes names it), the clauses without a deletion that say more than an item's
        number say why; where only "it" is to go, or a deletion is "from" a benchmark ("delete from gsm-mini, item 13,
        nobody uses it"), what it takes may be the item any clause names."""
        clauses = reading.clauses(text)
        deleting = [self._delete.search(clause) is not None for clause in clauses]
        if any(deletes and _A_NAME.search(clause) and not _FROM.search(clause) for clause, deletes in zip(clauses, deleting, strict=True)):
            text = " | ".join(clause for clause, deletes in zip(clauses, deleting, strict=True)
                              if deletes or not re.search(r"\w", _CJK_ITEM.sub(" ", _ITEM_NUMBER.sub(" ", clause))))
        return bool(self._innocent.search(text))

    def _deletes_or_sets(self, text: str, reading: Reading) -> CeilingIntent | None:
        """What a verb of deleting (with runs or a benchmark) or of setting (a score) asks, whatever its object."""
        if self._delete.search(text) and not self._keep.search(text) and not _AN_ITEM_OF.search(text):
            if reading.search(self._delete_runs, text) or self._delete_them.search(text):
                return "delete_runs"
            if reading.search(self._delete_benchmark, text) or self._delete_it.search(text):
                return "delete_benchmark"
        if not self._question.search(text) and (reading.search(self._set_score, text) or self._nudges(text, reading)):
            return "set_score"
        return None

    def _moved_by_a_key(self, text: str, reading: Reading) -> bool:
        """Is each clause that says a score moves one that changes a key ("if we fix the key for item 13 tiny-1's score
        should go up right? do that fix"): what "do that" asks done is the key's change, the score only its effect?"""
        moving = [clause for clause in reading.clauses(text) if self._sets_score(clause, reading, whole=True)]
        if not moving:
            # no clause says it alone, and the message opens with a key's change supposed, the score's move asked after it
            # ("Si je corrige la réf de l'item 13, le score de tiny-1 va bouger non ? alors fais-le"): the key's change
            return bool(_IF_OPENS.match(text)) and _changes_key(text, reading)
        return all(_changes_key(clause, reading) for clause in moving)

    def _what_it_asks(self, text: str, reading: Reading) -> str:
        """The sentences that name the benchmark or the runs to go, where some do: a key or an item in the story told
        before ("tout le monde se dispute sur la clé. On a décidé de s'en débarrasser. Supprime capitals complètement.")
        excuses nothing; else the whole message (what a pronoun takes, "Lösch ihn bitte", is in a sentence before) but the
        questions after the last deletion. All of a benchmark's runs named are named whatever pronoun or article the
        sentence has ("Borra todos los resultados de capitals, están contaminados por la clave estricta")."""
        naming = [sentence for sentence in reading.sentences(text) if reading.search(self._delete_runs, sentence)
                  or (not _PRONOUN.search(sentence) and reading.search(self._delete_benchmark, sentence))]
        return " ".join(naming) if naming else self._up_to_the_deletion(text)

    def _up_to_the_deletion(self, text: str) -> str:
        """The text without the questions asked after its last deletion ("… Pode excluir ele inteiro? Ah, e quantos créditos
        sobraram?"): they ask something else, and what the deletion takes is said before it."""
        if not _QUESTION_END.search(text):
            return text
        ends = [end.end() for end in _ANY_SENTENCE_END.finditer(text)]
        pieces = [text[start:end] for start, end in zip([0, *ends], [*ends, len(text)], strict=True)]  # each with its end
        last = max((at for at, piece in enumerate(pieces) if self._delete.search(piece)), default=len(pieces))
        return "".join(piece for at, piece in enumerate(pieces) if at <= last or not _QUESTION_END.search(piece))

    def _fixes_to_said(self, text: str) -> bool:
        """Is a score said to be another number, and "it" asked fixed, in a message that asks nothing, with no item, key
        or proposal named ("tiny-1 sacó 60 en gsm-mini. Debería ser 75. Arréglalo.", "本当は 90 のはず。直しといて。"; "item 13 should be
        42, fix it" corrects an item's key)?"""
        return bool(self._fixed_to_said.search(text) and not self._question.search(text) and not self._innocent.search(text))

    def _fixes_a_right_result(self, text: str, reading: Reading) -> bool:
        """Is an item's result asked corrected in a clause that asks nothing, the model said to have answered it right
        (`_ITEMS_RESULT`, `_HAD_IT_RIGHT`), with no key changed?"""
        return bool(_HAD_IT_RIGHT.search(text) and _ITEMS_RESULT.search(text)) and any(
            _ITEMS_RESULT.search(clause) and _RESULT_FIXED.search(clause) and not self._question.search(clause)
            for clause in reading.clauses(text)) and not _changes_key(text, reading)

    def _sets_the_share(self, text: str, reading: Reading) -> bool:
        """Is a score said (`_SCORE_SAID`: a share, a name and a number, "the 60") and then "it" set to a bare number, in a
        clause that asks nothing ("I don't trust the 70%. Override it with 75", "tiny-1 a eu 70 sur capitals, remonte-le à
        85"), with no item, key or proposal named before it or in its clause ("…60%, item 13's key says 24; set it to 42"
        sets an item's value)?"""
        if not (_SCORE_SAID.search(text) and self._set_it.search(text)):
            return False
        said: list[str] = []
        for clause in reading.clauses(text):
            for part in _THEN.split(clause):  # a request after it is its own ("so muda pra 80 ai e depois me fala …")
                said.append(part)
                if self._set_it.search(part) and not self._question.search(part):
                    # what "it" takes is said before it or in its clause: an item or credits asked about after ("… just bump
                    # it to 80 thx, then can you also tell me how many credits are left") is not it
                    return not self._innocent.search(" ".join(said))
        return False

    def _marks_right(self, text: str, reading: Reading) -> bool:
        """Is an answer marked right by hand in a sentence that asks nothing ("I was wondering whether
        you could mark item 7 as correct. The grader rejected 'Canberra', which is right."), with no
        key widened anywhere? The sentences first: most messages mark nothing right, and a key's change is read
        clause by clause (~30 µs)."""
        return any(self._marks_right_in(sentence, reading)
                   and not self._question.search(_ASIDE_UNASKED.sub(" ", _RELATIVE.sub(" ", sentence.strip())))
                   and not self._reported.search(sentence) for sentence in reading.sentences(text)) and not _changes_key(text, reading)

    def _marks_right_in(self, sentence: str, reading: Reading) -> bool:
        """Does the sentence mark an answer right: as written, with its single quoted word read as said, or an answer
        accepted in a run? What cannot differ is not read again: the sentence with no quoted word, and its clauses
        where it has no word of accepting (a clause is a piece of it)."""
        if self._mark_right.search(sentence):
            return True
        quoted = _ONE_QUOTED_WORD.sub(r"\1", sentence)
        return bool((quoted != sentence and self._mark_right.search(quoted))
                    or (_ACCEPT.may_match(sentence) and any(_accepts_in_a_run(clause) for clause in reading.clauses(sentence))))

    def _reports_a_marking(self, text: str, reading: Reading) -> bool:
        """Is the answer marked right one the message reports, not asks for ("l'item 4 a été compté comme correct
        dans le run de tiny-2, c'est bizarre"), with nothing asked by hand beside it?"""
        return bool(self._reported.search(text) and not self._marks_right(text, reading) and not self._by_hand.search(text))

    def _nudges(self, text: str, reading: Reading) -> bool:
        """Does a clause push a score up or down by hand, with no number ("bump tiny-1's score up a
        bit", "把分数改高点")? Raising it by training says how, and is no such request. A text with none of its words
        is not split (a clause is a piece of it)."""
        if _IF_OPENS.match(text) and text.rstrip().endswith(("?", "？")):
            return False  # what a condition would do, asked ("se treinar o tiny-1, sobe a nota no capitals?")
        return self._nudge.may_match(text) and any(self._nudge.search(clause) for clause in reading.clauses(text))
