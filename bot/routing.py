"""Picks the skill for a message from what each skill declares it handles, per language.

The hard ceiling (deleting a benchmark, setting a score) is decided first, in code (bot/ceiling.py), before any
skill is considered; no skill and no model can route around it. Its patterns are checked in
every language whatever the message's language.

Then two readers of the message are combined per skill: the skills' triggers (rules that read
names, items, numbers and set phrasings) and a classifier learned at start-up from the skills'
example messages (bot/intent_model.py), which generalises over wording. Where the best two are
close, one short question; where nothing is likely, the help; greetings, thanks and "great" are
small talk, answered in kind.

Matching is done on a normalised text: NFKC, lower case, accents stripped from Latin letters
(so "élargis" and "elargis", "Schlüssel" and "Schlussel" match alike), quoted data blanked, and
words one or two typing slips away from a word the triggers know corrected to it. Patterns are
written without accents. Japanese and Chinese patterns use no word boundaries.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import groupby
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from bot.ceiling import (
    ASIDE,
    DONE_AS_QUOTED,
    IN_A_RUN,
    KEY_WORDS,
    YOU_CAN_ASKED,
    Ceiling,
    Reading,
    item_named,
    key_named,
    results_pasted,
    what_is_wanted,
)
from bot.entities import HYPHENATED_WORD, KEY_NAMED_OTHERWISE
from bot.intent_model import IntentModel, Match
from bot.language import answer_of, typed_once
from bot.languages import LanguagePack, Languages, Phrase, default_languages
from bot.languages.pack import CEILING_LABEL, ROUTER_LABELS
from bot.literals import Gated, LeftmostAlternatives, LiteralTable, Possible, caseless
from bot.skill import Skill, Trigger
from bot.spoken_numbers import in_digits
from bot.startup_cache import StartupCache, fingerprint
from bot.wordlists import common_words

Decision = Literal["skill", "clarify", "refuse", "link", "help", "smalltalk"]

CLARIFY_MARGIN = 0.1
STRONG_RULE = 2.0  # a rule this heavy read the whole request: a guess of the classifier alone beside it asks no question
MIN_SCORE = 0.5
MODEL_WEIGHT = 6.0  # what a perfect classifier match adds to a skill's rule score
MODEL_FLOOR = 0.25  # similarities below this are noise
GUESS_FLOOR = 0.35  # a skill only the classifier found, when the rules found another (see _combine)
MODEL_NEAR = 0.7  # and so are those far below the best one: only a close second can make a question
MODEL_ALONE = 0.25  # small talk or a call for help recognised by the classifier alone
REFUSE_SURE = 0.3  # a forbidden request recognised by the classifier: close to the ceiling's examples
REFUSE_MARGIN = 0.06  # and clearly closer to them than to anything else
LINK_ALONE = 0.4  # linking recognised by the classifier alone: only a message close to its examples
# A skill's weak word alone (below WEAK_RULE: "fix", "besser"), beside a message the classifier finds this close to
# small talk, help or linking, is no request of that skill (see _weak_beside_own)
WEAK_RULE, OWN_PLAIN = 1.0, 0.4
SURE_READ = 3.0  # a read's rules at least this sure (a named model's score moved by a change) outweigh a general question
OWN_NEAR = 0.85  # a sentence as close to small talk or a call for help as to its skill asks nothing of it
HELP_SKILL = "benchgen-context"  # the skill that answers a call for help (the dispatcher runs it for `help`)
RULES_INTENT = "limits"  # its intent for a question about what the ceiling forbids: the limits explained first
MODEL_SURE = 0.65  # a similarity reached only by a message close to the examples; below it, and with no
# rule behind it, a decision is the classifier's guess (a short follow-up may mean the last request)

_ONE_WORD = re.compile(r"[^\W\d_]{2,20}")
_QUOTED = re.compile(r"[\"“”„「『`«]([^\"“”„」』`»]{1,200})[\"“”」』`»]")
_CODE_NAME = re.compile(r"`([^\W\d_][\w.-]{0,39})`")  # one word in inline code: `gsm-mini`, `tiny-1`
# A message that is inline code alone, but for a word ("`rm -rf capitals`", "`DELETE benchmark capitals` plz"): the code
# is the request itself, typed as a command, not data beside one.
_CODE_ALONE = re.compile(r"^\s*`([^`]{1,200})`\s*([^\W\d_]{1,8})?[\s.!?]*$")
# A question opened as one, its mark left out: French "est-ce que …", Portuguese "a ana pode lançar run" (whether someone
# may do something)
_QUESTION_OPENING = re.compile(r"^\W*est[- ]ce (que|qu')|^\W*(?:a|o) [a-z]+ (?:pode|podem|consegue) (?:lancar|rodar|treinar|aplicar|"
                               r"apagar|excluir|deletar|editar|mexer|mudar|alterar|criar|ver|usar)\b")
# A question relayed as someone's, its mark left out ("oye el customer pregunta si el 90% de tiny-2 es fiable", "the client
# wants to know whether tiny-1 passed"): it asks
_ASKS_WHETHER = re.compile(r"\b(?:asks|is asking|asked|wants to know|wanted to know) (?:if|whether)\b|\b(?:fragt|will wissen|wissen will),? ob\b|"
                           r"\b(?:demande|veut savoir|voulait savoir) si\b|\b(?:pregunta|preguntaba|quiere saber) si\b|"
                           r"\b(?:pergunta|perguntou|quer saber) se\b")
# A tag that makes a statement a question, closing the message ("a resposta do item 13 tá errada, né", "…, nicht wahr",
# "…, right"): read with the question mark it is spoken with.
_QUESTION_TAG = re.compile(r"(?:,\s*|\s)(?:ne|hein|n'est-ce pas|nicht wahr|gell|verdad|innit|isn't it|or not|ou nao|ou não|oder nicht|"
                           r"ou pas|ou non|o no)\s*$|,\s*right\s*$")  # a tag, or whether or not ("o fix do item 13 foi aplicado ou nao");
# "right" only after a comma ("…, right"): "it said Canberra which is right" says it is right
# an emoji as Slack and Discord write it (":thumbsup:", "<:party:1234>")
_EMOJI_CODE = re.compile(r"<a?:\w{1,40}:\d+>|(?<![\w:]):[a-z0-9_+'-]{1,40}:(?![\w:])")
# a run or a job named by its number or id ("run #4512", "job tr-0091"): which one went badly, not a run asked for
_RUN_ID = re.compile(r"\b(?:runs?|jobs?|ラン)\s*(?:#|id\s*|n[or]\.?\s*)?\d{3,}\b|\b(?:runs?|jobs?)\s+[a-z]{1,3}[_-][0-9a-f]{3,}\b|#\d{3,}\b")
# a question excused ("verzeihen Sie die Frage", "desculpe a pergunta vaga"): the word names no item
_EXCUSED_QUESTION = re.compile(
    r"\b(sorry|excuse|pardon)\w*( me)?[^.!?:]{0,25}?\b(the|my|this)( \w+){0,3} question\b|\b(verzeih|entschuldig)\w*[^.!?:]{0,25}?\b(die|meine)( \w+){0,3} frage\b"
    r"|\b(pardon|excus)\w*(-moi)?[^.!?:]{0,25}?\b(la|ma|cette)( \w+){0,3} question\b|\b(disculp|perdon)\w*[^.!?:]{0,25}?\b(la|mi|esta)( \w+){0,3} pregunta\b"
    r"|\b(desculp|perdao)\w*[^.!?:]{0,25}?\b(a|minha|pela|pela minha|essa)( \w+){0,3} pergunta\b")
# what a question said once more in other words opens with ("was kostet es, tiny-1 nachhilfe zu geben? also training
# mein ich", "o sea entrenarlo"): no request of its own
_RESTATED = re.compile(r"\W*(o sea|es decir|tipo|ou seja|d\.? ?h\.?|i\.? ?e\.?|i mean|je veux dire|c'est-a-dire|就是说?|つまり)\b"
                       r"|\W*also\b[^.!?]{0,30}\bmein(e|te)? ich\b")
# "link: https://…" labels a web address, and links no account
_URL_LABEL = re.compile(r"(?i)\b(?:link|lien|enlace|liga|リンク|链接)s?\s*[:：]?\s*(?=<?https?://)")
# a line quoted in Markdown or Slack ("> the key says 24"), and a line of the message that is not one
_QUOTED_LINE = re.compile(r"(?m)^[ \t]*(?:>|&gt;)[^\n]*")
_UNQUOTED_LINE = re.compile(r"(?m)^(?![ \t]*(?:>|&gt;))[ \t]*\S")
_WORD = re.compile(r"[a-z][a-z'-]*[a-z]")
_PATTERN_WORD = re.compile(r"[^\W\d_]{4,}")
# tiny-1, gsm-mini, gsm8k; not a word such as "view-only", "cost-wise" or "fine-tuning"
_NAMES_SOMETHING = re.compile(rf"[a-z]+[-_]?\d|(?<![a-z0-9-])(?!{HYPHENATED_WORD})[a-z0-9]+-(?!(only|wise)\b)[a-z0-9]+")
_A_SHARE = re.compile(r"\d{1,3}(?:[.,]\d+)?\s*%")  # a score's share said ("60%", "62,5 %")
# A follow-up read alone ("et pour tiny-2 ?", "capitalsは？") asks to see: the skill that reads, and
# the intent it reads with; with a last request in the thread, bot/followup.py reads it as that instead.
READ_SKILL, READ_INTENT = "benchmark-analyze", "score"
LAUNCH_SKILL, TRAIN_SKILL = "benchmark-launch", "training-launch"
FOLLOW_UP_WORDS = 8  # a follow-up is short: a long message that starts with "and" is a request of its own
# "e no capitals?", "¿y en capitals?", "and on capitals?": a follow-up's one word after a preposition is the
# model or benchmark it asks about, even a name without a digit or a hyphen
_FOLLOW_UP_TARGET = re.compile(r"^\W*\w+\W+(no|na|nos|em|en|el|la|on|sur|in|im|auf|para|pour|for|au|with|com|con|avec|mit|do|del|du|of)"
                               r"\s+[a-z][a-z0-9_-]{2,}\s*[?？]\s*$")
# "the other model", asked ("und das andere Modell?", "y el otro modelo?", "那另一个模型呢？"): what a follow-up asks about,
# though it names no model ("now the same with the other model" asks the last request again, which only the thread knows)
_THE_OTHER = re.compile(r"(?:\b(?:the other|das andere|den anderen|l'autre|el otro|la otra|o outro|a outra) "
                        r"(?:model|modell|modele|modelo|one|benchmark)\b|另一个模型|另外一个模型|もう一つのモデル|もう片方|他のモデル|別のモデル)"
                        r"(?=[^.!]*[?？]\s*$)")
# a model's name typed with a space ("tiny 1"), as a vague request names it: a word and one digit, no more number
_SPACED_NAME = re.compile(r"\b[a-z]{3,} \d\b(?![.,]?\d|\s*(?:%|x\b))")
# ...or with its number spelled ("tiny one", "tiny uno", "tiny eins"), as hurried or dictated text writes it (not "un",
# "um", "dos": articles and prepositions too)
_SPELLED_NAME = re.compile(r"\b[a-z]{3,}[- ](one|two|three|uno|eins|zwei)\b")
# A name of the workspace said in a message: a model's or a benchmark's (tiny-1, gsm-mini), or a Latin word in
# Chinese or Japanese ("capitalsを")
_NAMED_BEFORE = re.compile(r"\b[a-z]+[-_]?\d[\w-]*|\b[a-z0-9]+-[a-z0-9-]+|(?<=[\u3040-\u30ff\u3400-\u9fff])\s*[a-z][a-z0-9_-]+|[a-z][a-z0-9_-]+(?=\s*[\u3040-\u30ff\u3400-\u9fff])")
_LEADING_MARKS = " \t\n,.;:!?、，。；：！？"
# Where a message chains a next request after a first ("…, then …", "… und dann …", "… et ensuite …", "… y luego …",
# "… e depois …", "…，然后…", "…、そのあと…"): not "then" alone, which a condition or "since then" says too
_CHAINED = re.compile(r"(?i),\s*(?:and\s+)?then\b|\s+and\s+(?:then|after\s+that|afterwards)\b|\bund\s+(?:dann|danach|anschlie(?:ß|ss)end)\b"
                      r"|,\s*(?:danach|anschlie(?:ß|ss)end)\b|,?\s*\bet\s+(?:puis|ensuite|apr[eè]s)\b|,\s*(?:puis|ensuite)\b"
                      r"|\by\s+(?:luego|despu[eé]s|a\s+continuaci[oó]n)\b(?!\s+de)|,\s*(?:luego|despu[eé]s)\b(?!\s+de)"
                      r"|\be\s+(?:depois|em\s+seguida|a\s+seguir)\b(?!\s+d[aoe])|,\s*(?:depois|em\s+seguida)\b(?!\s+d[aoe])"
                      r"|[，,]\s*(?:然后|之后再|再然后)|然后再|[、。，,]\s*(?:その(?:あと|後)|それから)")
# What a correction opens with where it only swaps what the request is on: a name, after a preposition or not, then a
# stop ("…non attends, sur capitals-train, c'est ça qu'on compare", "no wait, tiny-2.")
_ARGUMENT_SWAPPED = re.compile(r"^[\s,.;:!?…]*((on|for|with|to|in|auf|fur|mit|bei|sur|pour|avec|dans|en|con|para|em|no|na|com|pro|pra)\s+)?"
                               r"(the |le |la |les |el |los |o |os |a |der |die |das |den |dem )?([a-z]+[-_]?\d[\w-]*|[a-z0-9]+-[a-z0-9-]+)\s*([,.;:!?…]|$)")
_CJK_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u9fff][^\u3040-\u30ff\u3400-\u9fff]*[a-z][a-z0-9_-]+|[a-z][a-z0-9_-]+\s*[\u3040-\u30ff\u3400-\u9fff]")
# both models ("les deux modèles", "os dois modelos", "両モデル"): named, and no word that says which skill (a model
# alone says a training)
_BOTH_MODELS = re.compile(r"\b(both|les deux|los dos|os dois|beide)\s*(models?|modeles|modelos|modelle)\b|两个模型|両(方の)?モデル")
# a model described by what it is like ("the small model", "le petit modèle", "el modelo pequeño", "das kleine Modell",
# "小さいモデル", "小模型", "the checkpoint"): which model, not the word that asks for a training ("improve the model tiny-1")
_DESCRIBED_MODEL = re.compile(r"\b(the|our|my|this|that|la|a|l'|le|el|o|das|den|dem)\s*(small|smaller|little|big|bigger|large|larger|petit|"
                              r"grand|pequeno|grande|menor|maior|kleine\w*|grosse\w*)\s+(model|modell|modele|modelo)\b"
                              r"|\b(el|o)\s+(modelo)\s+(pequeno|grande|menor|maior)\b|(小さい|大きい|小さな|大きな)モデル|(小|大)模型"
                              r"|\b(the|this|that|our|le|ce|el|este|o|esse|das|den|dem|unser\w*)\s+checkpoint\b|チェックポイント"
                              r"|(这个|那个)\s*checkpoint")
# a model named as people outside the field name it ("help the AI do better on the geography test", "Unsere KI ist im
# Mathetest schwach", "うちのAI、地理のテストが弱い"), or both, or described, which a vague request to do better may name
_THE_MODEL = re.compile(r"\b(the|our|my|this|that|unsere?|notre|nuestra|nossa|la|a|l')\s*(ai|ki|ia|model|modell|modele|modelo)\b"
                        r"|(うちの|我们的|我们)\s*ai|\bai\s*(に|が|を|の|は)|" + _BOTH_MODELS.pattern + "|" + _DESCRIBED_MODEL.pattern)
# which model(s), or a benchmark called an eval ("the arithmetic eval", "la eval de capitales", "算术 eval"): no word of a run
# or a training
_WHICH_MODEL = re.compile(_BOTH_MODELS.pattern + "|" + _DESCRIBED_MODEL.pattern
                          + r"|\b(the|l'|la|na|der|die)\s*([a-z]+\s+)?eval\b|(在|の)?\s*[\u3040-\u30ff\u4e00-\u9fff]{0,4}\s*eval")
# which way to go, asked after a wish that a model do better ("Welche Maßnahme ist hier angezeigt?", "Quelle démarche
# recommandez-vous ?"): still how, which the wish leaves open (see _PackRules.is_vague), not which model or benchmark
_WHICH_WAY = re.compile(
    r"\b(which|what) (approach|option|measure|step|course of action|route)s?\b|\bwhat (do|would) you (recommend|suggest|advise)\b"
    r"|\bwelche[rsnm]? (massnahme|option|vorgehensweise|schritte?|weg)\w*|\bwas (empfiehlst|empfehlen|schlagst|schlagen|ratst|raten) (du|sie)\b"
    r"|\bquel(le)?s? (demarche|option|approche|mesure|solution|voie)s?\b|\bque (recommandez|conseillez|proposez|recommandes|conseilles|proposes)\b"
    r"|\b(que|cual|cuales) (me )?(recomiendas|recomienda|recomiendan|sugieres|sugiere|aconsejas|aconseja)\b"
    r"|\bcual (es )?(la )?(mejor )?(opcion|medida|via|forma)\b|\bo que (voce |vc )?(recomenda|sugere|aconselha)\b"
    r"|\bqual (e )?(a )?(melhor )?(opcao|medida|abordagem|forma)\b|(有什么|什么)(建议|办法|方法)|(どう|どのように)(すれば|したら)|おすすめ")
# the bot asked to answer, explain or do what the message quotes (see _term_read)
_ASKS_OF_THE_QUOTE = re.compile(
    r"\b(answer|reply to|respond to|explain) (that|it|this|them|those)\b|\bcan you answer\b|\bbeantwort\w*|\bantworte\w*|"
    r"\brepond\w*|\bexplique\w*|\brespond\w*|\bcontesta\w*|\bexplica\w*|回答|解释|说明一下|答えて|教えて|説明して|"
    # what someone else asks, relayed: "a customer asks: “…”", "お客様から「…」という質問が来ています"
    r"\b(asks?|asked|asking|wants to know|fragt|gefragt|will wissen|demande|veut savoir|pregunta|quiere saber|pergunta|"
    r"quer saber)\W{0,3}“…”|“…”\W{0,3}(と(聞かれ|質問され|尋ねられ|聞いて|質問が|問い合わせ)|という(質問|問い合わせ))|问\W{0,3}“…”")
# The bot's view asked of someone's words quoted ("ana wrote “the capitals key is way too strict”. can you check if she's
# right?", "Marc m'a dit « c'est le benchmark ». T'en penses quoi ?", "她说“…”，你觉得呢？"): whether what they say holds
_OPINION_OF_THE_QUOTE = re.compile(
    r"\b(is|was|are) (she|he|they|that|this|it) (right|correct|true|wrong)\b|\b(she|he|they)('s|'re| is| are) (right|correct|wrong)\b"
    r"|\bthoughts\b|\bwhat do you think\b|\bdo you agree\b|\bis (that|this) (true|accurate)\b"
    r"|\bhat (sie|er) recht\b|\bhaben (sie|die) recht\b|\bstimmt das\b|\bwas (meinst|denkst|haltst|sagst) du\b"
    r"|\ben pens\w* quoi\b|\bqu'?en pens\w*\b|\b(il|elle) a raison\b|\ba[- ]t[- ](il|elle) raison\b|\bc'?est vrai\b"
    r"|\bque (opinas|piensas|te parece)\b|\btienen? razon\b|\bes (verdad|cierto)\b"
    r"|\bo que (voce |vc |tu )?(acha|achas)\b|\btem razao\b|\be verdade\b|\bconcorda\b"
    r"|你觉得呢|你怎么看|说得?对(吗|不对)|是真的吗|对不对|有道理吗|你同意吗"
    r"|どう思(う|います)|合って(る|います)(か|[?？])|本当(ですか|[?？])|正しい(ですか|の|[?？])")
# Someone outside the chat whose words a message passes on ("Client request verbatim: “…”", "Kunde schreibt wörtlich: „…“",
# "客户原话：“…”", "クライアントの文面そのまま：「…」"): the client, the customer, or the words that say it is passed on as it came
_RELAYED_FROM = re.compile(r"\b(clients?|customers?|kunden?|kundin|cliente?s?|clientes)\b|\b(verbatim|word for word|as is|woertlich|"
                           r"wortlich|unverandert|mot pour mot|tel quel|textuel\w*|palabra por palabra|literal\w*|sin tocar|"
                           r"palavra por palavra|exatamente como veio|ipsis litteris)\b|客户|客戶|顾客|原话|原文|クライアント|お客様|顧客|原文ママ|そのまま")
# The words (or Chinese and Japanese characters) of a background told before a request (Router._request_after_background)
_BACKGROUND_WORDS, _BACKGROUND_CJK = 12, 20
_CJK_CHARS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# An emoji opening a terse command as its verb ("🚀 tiny-1 gsm-mini", "🏋️ tiny-2 + gsm-train", "🗑️ capitals item 4",
# "📊 tiny-1 vs tiny-2"): read as the word it stands for (a reaction, alone or after words, stays one)
_EMOJI_VERB = re.compile("(🚀|▶\ufe0f?|⏯\ufe0f?)|(🏋\ufe0f?(?:\u200d[♀♂]\ufe0f?)?)|(📊|📈|📉|🔍|🔎)|(🗑\ufe0f?|✂\ufe0f?|🧹)|(✏\ufe0f?|🔧)|(🧾|💰|💸)")
_EMOJI_WORDS = ("run", "train", "show the score of", "remove", "fix", "what does it cost")
# what a message asks in place of what it takes back ("forget the rerun, fine-tune tiny-2 instead", "laisse tomber la
# relance, je préfère fine-tuner…"): a taking back alone ("laisse tomber la proposition") is a proposal cancelled
_INSTEAD = re.compile(r"\b(instead|rather|stattdessen|lieber|plutot|je prefere|en cambio|en su lugar|mejor|prefiero|"
                      r"em vez|ao inves|prefiro|i meant|ich meinte|je voulais dire|quise decir|eu quis dizer|"
                      # ...or said again, better ("Je reformule : je ne veux pas relancer gsm-mini, je veux entraîner tiny-1",
                      # "Perdona, me expliqué mal: no quiero entrenarlo, quiero que la clave acepte …")
                      r"let me rephrase|in other words|anders gesagt|mit anderen worten|je reformule|autrement dit|"
                      r"me explique mal|dicho de otro modo|o sea|quero dizer|me expressei mal|em outras palavras)\b"
                      r"|而是|改成|改为|我是说|换句话说|我的意思是|代わりに|その代わり|言い直すと"
                      # ...or a wish opening the clause after a wish denied ("Ich will gsm-mini nicht neu laufen lassen, ich
                      # will tiny-1 … trainieren")
                      r"|\b(i (don'?t|do not) want|(ich|wir) (will|wollen|mochte)\b[^.!?,;]{0,30}\bnicht|je (ne )?veux pas|no quiero|"
                      r"nao quero)\b[^.!?]{0,80}[,;:]\s*(i want|i'd like|ich will|ich mochte|wir wollen|je veux|je voudrais|quiero|"
                      r"queremos|quero|queremos)\b|不想[^。？?]{0,30}[，,]\s*我?是?想")
# What the user tried and met an error with, told as the setting of a question ("it says 'insufficient credits' when I try to
# start tiny-2 on capitals. how many credits do we have left?", "J'ai « accès refusé » quand je lance un run. C'est parce
# que je suis viewer ?", "Deu 'sem permissão' quando tentei rodar. Sou viewer, é isso?"): the attempt to its clause's end,
# which asks for nothing
_TRIED = re.compile(r"(?:\bwhen(?:ever)? (?:i|we) (?:try|tried|attempt\w*) to\b|\bquand (?:je|j'|on) (?:lance|essaie|essaye|tente|veux)\b"
                    r"|\ben (?:lancant|essayant)\b|\bcuando (?:intento|intente|trato|lanzo|quiero)\b|\bal (?:intentar|lanzar)\b"
                    r"|\bquando (?:eu )?(?:tentei|tento|fui|rodo|lanco)\b|\bao (?:tentar|rodar|lancar)\b"
                    r"|\b(?:wenn|als) ich\b[^.!?]{0,30}\b(?:starte|starten will|versuche|starten wollte|gestartet)\b|\bbeim (?:starten|versuch)\b)"
                    r"(?:(?! - )[^.!?;,—–])*"  # to the clause's end
                    r"|我?(?:尝试|试着|想)(?:启动|运行|跑)[^。？?，,]{0,15}(?:时|的时候)|(?:実行|起動)(?:しよう|した)とした(?:ら|とき)")
# an item named in Chinese or Japanese ("第7题", "13問目", "5番", "問7")
_CJK_ITEM = re.compile(r"(?:項目|项目|アイテム|題目|题目|問題|问题)\s*\d+|第\s*\d+\s*[题題問问项項道]|\d+\s*(?:問目?|番目?|号题|题|題)|問\s*\d+|\bitem\s*\d+\s*(?=[\u3040-\u30ff\u4e00-\u9fff])")
# an aside in parentheses (bot/ceiling.py ASIDE), which describes ("… est ambiguë (on ne sait pas si c'est par jour ou par
# semaine)"): a general question's words wholly within one ask nothing (see _PackRules.asks_generally)
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")  # a blank line between paragraphs
_LIST_ITEM = re.compile(r"^[ \t]*(?:\d{1,2}[.)）]|[-*•·])\s*(.+)$", re.MULTILINE)  # a line of a list: "1) …", "- …"
_NUMBERED_LINE = re.compile(r"^[ \t]*\d{1,2}[.)）][ \t]*", re.MULTILINE)  # the number that opens a line of a list
# A line of pasted data: a table's row ("run r-9902 | tiny-1 | capitals | FAILED", "-20  run", "tiny-2  90%") — cells
# apart by bars, tabs or wide gaps — or names and numbers alone ("tiny-1 gsm-mini 60%", "gsm-mini")
_TABLE_ROW = re.compile(r"\|[^|\n]*\||\S(?:\t| {2,})\S")
_CAPTION = re.compile(r"[^.!?。！？]*[:：]\s*$")  # the sentence that introduces pasted data ("… vi isto no extrato:")
_DATUM = re.compile(rf"[-+]?[\d.,/:]+%?|[a-z]+[-_]?\d[\w-]*|(?!{HYPHENATED_WORD})[a-z0-9]+-[a-z0-9-]+|\W+")
# A fenced code block whose every line is a field ("```\naction: override_score\nmodel: tiny-1\nvalue: 85\n```"): a
# request written as a form, read as its words; any other code block is data, quoted.
_FENCED_FIELDS = re.compile(r"```[a-z]*[ \t]*\n((?:[ \t]*[^\W\d][^:\n`]{0,30}:[ \t]*[^\n`]+\n)+)[ \t]*```")
# Any other fenced code block (pasted JSON, a log, a config): data, quoted as one — its own quotes taken out, so that
# no pair of them ("model": "tiny-2") leaves its words to be read as the message's
_FENCED_CODE = re.compile(r"```[a-z]*[ \t]*\n?([^`]{1,200}?)\n?[ \t]*```")
_TO_QUESTION_MARK = re.compile(r"[^.!。！]*?[?？]")  # the rest of a sentence that is a question
# a bug report's fields, one a line ("**Expected:** …", "Actual: …", "Étapes : …", "預期:…", "手順："): what happened, told
_REPORT_FIELD = re.compile(
    r"(?im)^[ \t>*_#-]*(?:expected|actual|steps?(?: to reproduce)?|erwartet|tatsächlich|tatsachlich|schritte|attendu|réel|reel|"
    r"étapes|etapes|esperado|real|pasos|atual|passos|预期|預期|实际|實際|步骤|步驟|期待(?:値|結果)?|実際|手順)"
    r"(?: \w+)?[ \t*_]*[:：][^\n]*(?:\n|$)")
# where a sentence ends: its mark, then a space (or none after a Japanese or Chinese mark)
_SENTENCE_END = re.compile(r"[.!?;:](?:\s+|$)|[。！？；：]")
VAGUE_INTENT = "fix"  # the intent of the skills a vague request to do better may mean (the question asks which)
# A skill's cancel (of a run, a proposal, a change) is a request whatever reason it gives: "annule le run, on
# n'a plus assez de crédits" asks nothing general about credits.
CANCEL_INTENT = "cancel"
# Removing a numbered item, asked as a question ("is it possible to remove item 4?", "第16题能删掉吗"), is the request
# asked politely: general only when the question still reads as one without the removal's words ("can editors
# remove item 4?" asks who may).
REMOVE_INTENT = "remove"
# A reply to the bot's question quoted above it ("> widen the key or train tiny-1?\nthe key"): the words that part the
# question's options, per language (English's in every one)
_QUOTE_LINE = re.compile(r"^\s*(>|&gt;)[^\n]*(\n|$)", re.MULTILINE)
_OR = {"en": r"\bor\b", "de": r"\boder\b", "fr": r"\bou\b", "es": r"\b[ou]\b", "pt": r"\bou\b",
       "zh": r"还是|或者|或是", "ja": r"それとも|または"}
_CLAUSE_END = re.compile(r"[,.;:!?，。；：！？、]|\s[—–]\s")  # (a dash between words, too: "… with the score — what is a 'key'?")
# Who the writer is, said after a greeting: a role ("hi! I'm a reporter at …", "Bonjour ! Je suis journaliste …",
# "你好，我是科技媒体的记者", "…記事を書いている記者です。"), not a state ("I'm a bit lost", "je suis perdu").
_INTRODUCES_ONESELF = re.compile(
    r"\b(?:i'?m|i am) (?:a|an) (?!(?:bit|little|lot|tad)\b)[a-z]+|\bje suis (?:une? )?(?:journaliste|etudiante?|professeure?|"
    r"chercheuse|chercheur|enseignante?|ingenieure?|developpeur|developpeuse|analyste|doctorante?|stagiaire|redactrice|redacteur)\b"
    r"|\bsoy (?:una? )?(?:periodista|estudiante|profesora?|investigadora?|ingenier[oa]|desarrolladora?|analista|doctorand[oa]|becari[oa])\b"
    r"|\bsou (?:uma? )?(?:jornalista|estudante|professora?|pesquisadora?|engenheir[oa]|desenvolvedora?|analista|doutorand[oa]|estagiari[oa])\b"
    r"|\bich bin (?:eine? )?(?:journalist(?:in)?|student(?:in)?|lehrer(?:in)?|forscher(?:in)?|ingenieur(?:in)?|entwickler(?:in)?|"
    r"analyst(?:in)?|doktorand(?:in)?|praktikant(?:in)?|redakteur(?:in)?)\b|\bich schreibe fur\b"
    r"|我是[^，。！？,.!?]{0,20}(?:记者|学生|老师|研究员|工程师|开发者|分析师|博士生|实习生|编辑)|(?:記者|学生|教員|先生|研究者|エンジニア|開発者|アナリスト|院生|編集者)です"
    # or a team or department ("I am with the clinical informatics team at St. Mary's", "ich bin aus der IT-Abteilung",
    # "je fais partie du service informatique", "病院の情報システム部の者です")
    r"|\b(?:i'?m|i am|we'?re|we are) (?:with|from|part of|on|in) [^.!?,;]{0,60}\b(?:team|department|dept|group|unit|office|lab)\b"
    r"|\bich (?:bin|komme) (?:aus|von|in) [^.!?,;]{0,60}(?:abteilung|team|gruppe|labor)\b"
    r"|\b(?:je|nous) (?:fais partie|faisons partie|suis|sommes|travaille|travaillons) (?:de |du |des |dans |au |a |d')[^.!?,;]{0,60}\b(?:service|equipe|departement|direction|labo|laboratoire|groupe)\b"
    r"|\b(?:soy|estoy|trabajo|somos) (?:de|del|en) [^.!?,;]{0,50}\b(?:equipo|departamento|area|servicio|grupo|laboratorio)\b"
    r"|\b(?:sou|estou|trabalho|somos) (?:da|do|na|no|de) [^.!?,;]{0,50}\b(?:equipe|time|departamento|area|setor|grupo|laboratorio)\b"
    r"|我们?(?:是|在)[^，。！？,.!?]{0,20}(?:部门|团队|小组|科室|中心|实验室)|(?:部|課|チーム|センター|室)の(?:者|もの)(?:です|でございます)"
    # or that they are new ("はじめまして、今日から入社しました！", "ich bin neu im Team", "I just joined the eval team")
    r"|(?:入社|配属|着任)(?:しました|されました)|(?:刚|今天|刚刚)入职|\bi(?:'ve| have)? just joined\b|\bi'?m new (?:here|to the team)\b"
    r"|\bich bin (?:hier |seit heute )?neu\b|\bje suis (?:nouvelle?|nouveau)\b|\bsoy nuev[oa]\b|\bsou nov[oa]\b"
    # or what they do where ("Je suis archiviste aux Archives départementales", "我是市图书馆编目部的")
    r"|\bje suis (?:une? )?[a-z]+(?:iste|eur|euse|ien|ienne|ier|iere|aire|logue) (?:aux?|a la|a l'|chez|dans)\b"
    r"|\b(?:i'?m|i am) (?:the )?[a-z]+(?:ist|ian|er|or|ant) (?:at|in|for) (?:the |a |our )?[a-z]"
    r"|\bich bin (?:die |der )?[a-z]+(?:ar|arin|er|erin|ist|istin) (?:bei|im|in der|an der)\b"
    r"|\b(?:soy|sou) (?:el |la |o |a )?[a-z]+(?:ista|ari[oa]|er[oa]|or|ora) (?:en|de|del|na|no|da|do)\b"
    r"|我是[^，。！？,.!?]{0,20}(?:部|处|科|馆|所|院|组)的|(?:馆员|图书管理员|档案员)|(?:司書|アーキビスト)(?:です|をしています)")
# A clause's end, or what comes next after it ("Entrena tiny-1 con gsm-train y luego dime cuántos créditos quedan")
_CLAUSE_OR_THEN = re.compile(_CLAUSE_END.pattern + r"|\b(?:and then|und dann|et ensuite|et puis|y luego|y despues|e depois)\b"
                             r"|然后|そのあと|それから")
# The intents whose request costs credits, and a request's courtesy (see Router._costly_request_first).
_COSTLY_INTENTS = frozenset({"launch", "train"})
# The intents of what a skill proposes and a yes applies: a change ("confirm"), a run, a training
_PROPOSED_INTENTS = _COSTLY_INTENTS | {"confirm"}
# Understanding said, with thanks or alone, of what was explained ("thanks, now I get the difference between a run and a
# training", "valeu, agora ficou claro o que é um run", "明白了，谢谢"): small talk, though the words explained are a skill's
_UNDERSTOOD = re.compile(
    r"^\W*((thanks|thank you|thx|ty|ok|okay|ah|oh|great|cool|danke|super|merci|gracias|vale|genial|valeu|obrigad[oa]|beleza)\W+)*"
    r"(?:(now )?(i (get it|get|understand|see)|got it|it'?s clear|that'?s clear)( now)?"
    r"|(jetzt )?(hab ich('?s| es)? verstanden|verstehe ich|versteh ich|ist (es |das )?klar|kapiert)( jetzt)?"
    r"|(maintenant )?(j'ai compris|je comprends|c'est (plus )?clair|je vois)( mieux| maintenant)?"
    r"|(ahora )?(entiendo|lo entiendo|ya entendi|entendi|me queda claro|queda claro)( mejor)?"
    r"|(agora )?(entendi|ficou claro|saquei|compreendi)( agora)?)"
    r"\W*((the difference between|what (a|an|the) [\w-]+ (is|means)|den unterschied zwischen|was (ein|eine) [\w-]+ ist|la difference entre"
    r"|ce qu'est|la diferencia entre|que es|a diferenca entre|o que (e|significa))\b[^.!?]*)?\W*$"
    r"|^\W*(谢谢|多谢|好的|哦|噢)?\W*(现在)?(明白了|懂了|清楚了|理解了)\W*(谢谢|多谢)?\W*$"
    r"|^\W*(ありがとう\w*|なるほど)?\W*(やっと|これで)?(分かりました|わかりました|理解しました|納得しました|わかった)\W*(ありがとう\w*)?\W*$")
# Two claims set against each other, someone's and the user's ("ana reckons a training job is 100 credits, I thought it was
# 150. which is it?", "Ben sagt, der Key passt, ich finde ihn zu streng", "benさんは…って言うけど、私は…と思う"): the bot asked to
# settle them, by what it knows (a price: benchgen-context) or what it reads (a key, a score: benchmark-analyze), however
# plainly a claim names a training or a change
_CLAIMS_SET_AGAINST = re.compile(
    r"\b(says?|said|reckons?|thinks?|claims?|swears?)\b[^.!?]{0,80}\bi (think|thought|say|said|believe|reckon|was sure)\b"
    r"|\b(sagt|meint|behauptet|glaubt|findet)\b[^.!?]{0,80}\bich (finde|denke|glaube|sage|dachte|meine)\b"
    r"|\b(dit|pense|trouve|affirme)\b[^.!?]{0,80}\b(moi je|je (pense|dis|crois|croyais|pensais|trouve))\b"
    r"|\b(dice|dijo|cree|piensa|asegura)\b[^.!?]{0,80}\b(yo (creo|pienso|digo|creia|pensaba)|creo que|pienso que)\b"
    r"|\b(diz|disse|falou|acha|achou)\b[^.!?]{0,80}\b(eu (acho|achava|digo|penso|pensava)|acho que)\b"
    r"|(と|って)(言って|言う|いう|思って)[^。？?]{0,60}(私|僕|俺|自分)は[^。？?]{0,40}(思う|思います|と思)"
    r"|(说|觉得|认为)[^。？?]{0,60}(但)?我(觉得|认为|说)")
# The answer key by its names, in the languages and as annotators say it: a message that names it twice over in a
# question ("gabarito = answer key no BenchGen, certo?", "la vérité terrain, chez vous c'est la « clé » ?",
# "「回答キー」って、いわゆるゴールドラベルのことですよね？") asks what the word means (benchgen-context)
_KEY_NAME = re.compile(r"\b(answer ?keys?|keys?|schlussel|cles?|claves?|chaves?|gabaritos?|answer sheet|references?|referenz|"
                       r"referencia|" + KEY_NAMED_OTHERWISE + r")\b"
                       r"|回答キー|解答キー|キー|ゴールドラベル|正解データ|答案键|金标|标准答案|参考答案")
# What else the bot does, besides something it names ("o que mais você faz além de treinar modelo?", "what else can you do
# besides runs?"): what it can do, asked, not the thing named
_WHAT_ELSE = re.compile(r"\bwhat else\b|\b(was|wobei) (kannst|machst|tust) du (denn )?(noch|sonst|ausserdem)\b|\bd'autre\b|\bque mas\b|"
                        r"\bo que mais\b|\bque outras? coisas?\b|还(能|会|可以)(做|干)?(什么|啥)|(他|ほか)に(何|なに)")
# What the bot does besides what it is known for, or what it helps with, asked ("ok what are you actually good for at 3am besides
# scores", "tu sais faire quoi à part sortir des scores ?", "vc faz o quê além de ficar discutindo gabarito?", "en qué me puedes
# echar una mano exactamente?"): the help
_WHAT_YOU_DO = re.compile(
    r"\bwhat\b[^.!?]{0,30}\b(you|u)\b[^.!?]{0,20}\b(good for|do|help (me )?with)\b[^.!?]{0,30}\b(besides|apart from|other than|except)\b"
    r"|\bwhat (kinds? of |sorts? of )?(things|stuff|tasks)\b[^.!?]{0,20}\b(can|could) (you|u)\b[^.!?]{0,20}\b(handle|do|help with)\b"
    r"|\bwhat (do |can )?(you|u) (actually |really )?(handle|do|cover)\b[^.!?]{0,20}\b(vs|versus|and what)\b"
    r"|\bwhat (other )?(tricks|skills|talents|superpowers)\b[^.!?]{0,30}\b(you|u)\b[^.!?]{0,30}\b(besides|apart from|other than|except|up (your|ur) sleeve)\b"
    r"|\b(was|wobei) (kannst|machst|konnen|machen) (du|sie)\b[^.!?]{0,30}\b(ausser|neben|abgesehen von)\b"
    r"|\b(tu|vous) (sais|savez|peux|pouvez) faire quoi\b[^.!?]{0,20}\b(a part|en dehors d|sauf)\w*|\b(t'es|tu es|vous etes) capables? de quoi\b"
    r"|\ben que (me |nos )?(puedes|podes|podeis|puede) (echar una mano|ayudar)\b"
    r"|\bque (cosas )?(sabes|puedes|sabe|puede) hacer\b[^.!?]{0,20}\b(aparte de|ademas de|fuera de|excepto)\b"
    r"|\b(vc|voce|tu) faz o que\b[^.!?]{0,10}\b(alem d|fora)\w*|\bo que (mais )?(vc|voce|tu) (faz|sabe fazer|consegue fazer) alem d\w*"
    r"|除了[^。？?]{0,20}(你|您)还(能|会|可以|有(啥|什么|哪些)(本领|本事|功能|能力|看家本领|绝活))|(你|您)除了[^。？?]{0,20}还(能|会|可以)(干|做)|以外に[^。？?]{0,10}(何が|なにが)(でき|できる)")
# ...or one of the product's words quoted alone in a question ("¿un 'ítem' es una pregunta del examen?", "Ist ein 'Key'
# sowas wie der Lösungszettel?", "“item”就是一道题吗？"): what the word means
_PRODUCT_TERM = (r"items?|keys?|answer ?keys?|cles?|claves?|chaves?|schlussel|runs?|credits?|creditos?|benchmarks?|trainings?|"
                 r"questions?|答案键|题目?|キー|アイテム|問題|クレジット|ラン|积分|基准(测试)?|评测集|ベンチマーク")
_PRODUCT_TERM_WORD = re.compile(_PRODUCT_TERM)
_QUOTED_TERM = re.compile(rf"""['‚‘]\s*({_PRODUCT_TERM})\s*['’]""")  # single quotes, which the normalised text keeps
# A run or a training said not to be started yet ("don't launch, just asking", "Bitte noch nichts starten, nur die Zahl",
# "Attends, ne lance rien", "não dispara nada"): beside a price or the credits left, that is what is asked
_NOTHING_STARTED = re.compile(r"\b(don'?t|do not|no need to) (launch|start|run|kick off|train)\b|\bnichts (starten|anstossen|laufen lassen)\b"
                              r"|\bnicht (starten|anstossen|loslegen)\b|\bne (lance|demarre|lancez|demarrez|lancer) (rien|pas)\b"
                              r"|\bne rien (lancer|demarrer)\b|\bno (lances|lancen|inicies|arranques|ejecutes|corras)\b"
                              r"|\bnao (dispara|lanca|roda|inicia|comeca|dispare|lance|rode|inicie)\b"
                              r"|(别|不要)(跑|启动|运行|开始|训练)|(実行|起動|開始|スタート|学習)(しないで|しなくて)")
_PRICE_ASKED = re.compile(r"\b(how (much|many)|what (does|would|will) it cost|tell me|just asking|combien|dis-moi|wie ?viel|was kostet|nur die zahl|cuanto|"
                          r"dime|quanto|me diz)\b|多少|いくら|教えて")
_PRICE_WORDS = re.compile(r"\b(credit|cost|price|preis|kost|prix|cout|precio|cuest|preco|cust)|积分|费用|价格|クレジット|コスト|料金|値段")
# What something costs now, asked in a word ("does it cost the same?", "custa a mesma coisa?", "sale lo mismo?", "也是这个价吗",
# "同じ値段？"): no credits spent, no run's cost that was
_PRICE_NOW = re.compile(r"\b(costs?|price|pricing|preis|kostet|kosten|prix|coute|coutent|precio|cuesta|cuestan|preco|custa|custam|custaria)\b"
                        r"|\bsale (lo mismo|igual|mas caro|mas barato)\b|(?<![评代])价(?!值)|(一样|更|多|很)贵|贵(吗|不贵)|値段|料金|コスト")
# Whether the credits will do, asked ("if we run both models every week, are 500 credits enough?", "500 créditos dão conta?",
# "Si on prévoit 2 entraînements par mois, 500 crédits suffisent ?", "500积分够吗", "500クレジットで足りる？"): a plan's
# cost, which benchgen-context answers, where no request opens the message
_CREDITS_ENOUGH = re.compile(
    r"\bcredits?\b[^.!?]{0,15}\b(be |are |is )?(enough|sufficient)\b|\benough credits\b|\bcredits?\b[^.!?]{0,10}\b(suffice|last us|cover (it|that|this))\b"
    r"|\b(reichen|reicht)\b[^.!?]{0,25}\bcredits?\b|\bcredits?\b[^.!?]{0,25}\b(reichen|ausreichen|reicht)\b|\bgenug credits\b"
    r"|\bcredits?\b[^.!?]{0,15}\b(suffisent|suffiront|suffiraient|suffit|suffira|suffirait)\b|\b(suffisent|suffiront|suffiraient)\b[^.!?]{0,20}\bcredits?\b"
    r"|\bassez de credits\b"
    r"|\b(alcanzan|alcanzaran|alcanzarian|bastan|bastaran|bastarian|llegan)\b[^.!?]{0,20}\bcreditos\b"
    r"|\bcreditos\b[^.!?]{0,15}\b(alcanzan|alcanzaran|alcanzarian|bastan|bastaran|bastarian|llegan|son suficientes|seran suficientes)\b"
    r"|\bsuficientes creditos\b"
    r"|\bcreditos\b[^.!?]{0,15}\b(dao conta|da conta|bastam|bastariam|chegam|sao suficientes|seriam suficientes)\b"
    r"|\b(bastam|bastariam)\b[^.!?]{0,20}\bcreditos\b"
    r"|(积分|点数|额度)[^。？?]{0,8}(够|足够)|(クレジット|ポイント)[^。？?]{0,8}(足り|足る|十分)")
# A language's own words that English commands spell alike, left out where its message is read by English rules: Spanish
# "del" ("el reference answer del ítem 9") deletes nothing
_FALSE_FRIENDS = {"es": re.compile(r"\bdel\b")}
# Whichever costs less, left to the bot ("whichever is cheaper", "prends ce qui coûte le moins", "lo que salga más barato",
# "o que for mais em conta", "je nachdem, was billiger ist", "哪个省积分", "安いほうで")
_WHICHEVER_CHEAPER = re.compile(
    r"\bwhichever (is |one is |costs? )?(cheaper|less|the least)\b|\b(je nachdem|egal),? was (billiger|gunstiger|weniger kostet)\b"
    r"|\b(prends?|choisis|fais) (ce qui|celui qui) (coute|est) (le moins|moins cher)\b|\bce qui coute le moins\b"
    r"|\blo que (salga|sea|cueste|resulte) (mas barato|menos)\b|\b(o ?que|oq) (for|sair|seja|custar) (mais barato|mais em conta|menos)\b"
    r"|哪个(更)?(省|便宜|划算)|安い(ほう|方)")
_COSTLY_SKILLS = (LAUNCH_SKILL, TRAIN_SKILL)
# (not the writer's own team or lab, whose wish is the request: "The team would like to train tiny-2 …")
_TEAM = r"team|group|lab|equipe|equipo|equipa|gruppe|labor|grupo|time"
# What someone else means to do, told ("julien wants to start a training", "Julien voudrait lancer…", "小王想…训练")
_THIRD_PERSON_WISH = re.compile(
    rf"\b(?!(?:i|we|you|u|they|{_TEAM})\b)[a-z]+ (wants|would like|plans|is planning|intends) to\b"
    rf"|\b(?!(?:ich|wir|du|sie|{_TEAM})\b)[a-z]+ (mochte|will|plant|wurde gern)\b"
    rf"|\b(?!(?:je|j|on|nous|tu|vous|{_TEAM})\b)[a-z]+ (voudrait|veut|aimerait|compte|prevoit de)\b"
    rf"|\b(?!(?:yo|tu|usted|{_TEAM})\b)[a-z]+ (quiere|quisiera|querria|planea)\b"
    rf"|\b(?!(?:eu|voce|vc|tu|{_TEAM})\b)[a-z]+ (quer|queria|gostaria de|pretende|planeja)\b"
    r"|(?<![我们队组])[\u4e00-\u9fff]{1,3}(想|打算|准备|计划)|さん(が|は)[^。]{0,30}(たい|予定)")
_SENTENCE_MARKS = ".!?。！？"
_IF_ANYWHERE = re.compile(r"\b(if|when|wenn|falls|si|se|quand|cuando|quando)\b|如果|要是|的话|なら|たら")
_CREDITS_COUNTED = re.compile(r"\d+\s*(credits?|creditos|积分|点数|クレジット)")
# a run that was: its cost is a read
_PAST = re.compile(r"\b(did|was|were|spent|used|last|kostete|gekostet|a coute|costo|custou|ultima|ultimo|derniere|letzte)\b|花了|用了|かかった")
_PRICE_HEADING = re.compile(r"^\W*(cost|price|kosten|preis|prix|cout|precio|coste|costo|custo|preco)\s*[?:：？]*\s+(run|rerun|launch|train|finetune|fine-tune|lauf|starte|trainier\w*|lance|relance|"
                            r"entraine|lanza|ejecuta|entrena|roda|rode|executa|treina)\b")
_PLEASE = re.compile(r"\b(please|pls|plz|bitte|stp|svp|s'il te plait|s'il vous plait|por favor|porfa|pf|pfv|merci de(?! (votre|vos|ton|ta|tes|m'avoir|l'avoir|nous avoir)\b))(?!\w)|请|麻烦|お願い|ください|帮我|帮忙")
# A request opening with its verb in the imperative ("lass tiny-2 auf beiden benchmarks laufen, reichen die credits dafür?",
# "relance tiny-1 sur capitals, ça coûte combien ?"), not in the infinitive of a question what it would cost ("Lancer
# tiny-1 sur gsm-mini, ça nous coûterait combien ?")
_IMPERATIVE = re.compile(r"^\W*(?:(?:ok|okay|so|yes|yeah|yep|sure|alors|also|bon|oui|pues|si|entao|então|sim|ja)\W+){0,2}(?:go ahead and\s+|just\s+|lets\s+|let's\s+|let us\s+)?(?:lass|lasst|starte|fahr|trainier|relance|lance|"
                         r"entraine|relanza|lanza|ejecuta|entrena|roda|rode|relanca|lanca|executa|treina|run|rerun|launch|kick off|train)\b")
_IF = re.compile(r"\W*(?:(?:and|und|et|y|e)\s+)?(?:(?P<word>if|when|wenn|falls|si|se|quand|cuando|quando|suppose|supposing|assuming|"
                 r"angenommen|supposons|imaginons|admettons|supongamos|suponiendo|imaginemos|suponha|suponhamos|supondo)\b"
                 r"|如果|要是|假设|假如|もし|仮に)")
# what a model would score, asked after a condition ("if we accepted 'Paris, France', what would tiny-1's acc look
# like?", "Si aceptáramos 'París, Francia', ¿cuánto subiría tiny-1?", "如果接受…，tiny-1 大概能到多少？")
_WOULD_SCORE = re.compile(
    r"\b(what|how much|how high|how far|how many(?! credits?\b)|which)\b[^?]{0,40}\b(would|could)\b|\bwie (hoch|viel|weit)\b[^?]{0,30}\b(ware|waren|wurde)\b|\bwie wurde sich\b[^?]{0,60}\b(verander|ander)\w*"
    r"|\bcombien\b[^?]{0,30}\b(aurait|ferait|serait|monterait|gagnerait)\b|\bquel(le)? (score|note)\b[^?]{0,20}\b(aurait|serait)\b"
    r"|\bcuanto\b[^?]{0,30}\b(subiria|seria|sacaria|tendria|quedaria|daria|haria)\b"
    r"|\bquanto\b[^?]{0,30}\b(faria|seria|subiria|ficaria|tiraria|daria|teria)\b"
    r"|(大概|会|能)[^？?]{0,10}(多少|几)|(どのくらい|どれくらい|何%|何点)[^？?]{0,10}(なる|上がる|いく)")
# A request added beside another "while you're at it" ("… et au passage supprime …", "… y de paso borra …", "… e já aproveita
# e apaga …", "…直すついでに、…", "顺便…"): where the ceiling reads what follows on its own (`Router._refused_after_then`)
_BESIDES = re.compile(r"\b(while you'?re at it|at the same time|au passage|par la meme occasion|de paso|ya que estas|"
                      r"(ja )?aproveita|aproveitando|wo du (gerade )?dabei bist|bei der gelegenheit|nebenbei)\b|ついでに|顺便|顺手")
_JOINED = re.compile(r"[,;，；、]|\b(and|und|et|y|e)\b")  # where a clause joined to the one before starts
# A second request joined to a first ("Please remove the gsm-mini benchmark entirely, and also tell me how many credits we
# have left", "Exclua todos os resultados do capitals, e também me diga quanto crédito sobrou"): each read on its own.
_ALSO = re.compile(r"\b(and also|and please also|und auch|und ausserdem|und zudem|et aussi|et egalement|y tambien|y ademas|"
                   r"e tambem|e alem disso)\b|[，,。]\s*(另外|此外)|[、。]\s*(あと|それと)(?=、)")
# What would happen if something were done, asked: a question, no request ("Qu'est-ce qui se passe concrètement si je réponds
# « oui » à l'entraînement ?", "如果我对训练说“是”,会发生什么?")
_WHAT_HAPPENS_IF = re.compile(r"\b(what (happens|would happen|will happen)|qu'est-ce qui (se passe|se passerait|arrive)|que se passe-t-il|"
                              r"que (pasa|pasaria|sucede)|o que (acontece|aconteceria)|was (passiert|passieren wurde))\b[^.?!]{0,30}"
                              r"\b(if|si|se|wenn|falls)\b|(如果|要是)[^。？?]{0,30}会(发生|怎样|怎么样)|(たら|と)[^。？?]{0,10}どうなり?")
# a condition said after its clause ("不贵的话直接跑", "安ければそのまま開始して")
_IF_AFTER = re.compile(r"的话|なら|ければ|(?<=[\u3040-\u30ff\u3400-\u9fff])たら")
# a condition the message opens with, to its clause's end, and a comparison in it ("if tiny-1 is still below tiny-2, …")
_OPENING_CONDITION = re.compile(r"^\W*(?:\b(?:if|wenn|falls|si|se|quand|cuando|quando)\b|如果|要是|もし)[^,;，、；]*[,;，、；]")
_COMPARISON = re.compile(r"\b(below|under|above|over|better|worse|behind|ahead|unter|uber|besser|schlechter|hinter|dessous|"
                         r"dessus|meilleur|pire|debajo|encima|mejor|peor|abaixo|acima|melhor|pior)\b|比|低于|高于|不如|以下|以上|より|未満")
# a request said not to be done
_DONT = re.compile(r"\b(don'?t|do not|never|nicht|kein\w*|pas|no|nao|jamais|nunca)\b|不要|别|しないで|やめて")
# what the writer would do on that condition, said of themselves: a plan, no request ("If over 300, I'd start something
# today", "Falls über 300, würde ich heute noch was starten", "je lancerais", "lanzaría", "eu rodaria"); a wish is a
# request ("I'd like you to start it", "je voudrais", "me gustaría", "eu gostaria")
_SPEAKER_WOULD = re.compile(r"\b(i|we)('d| would)\b(?! (like|love|appreciate|prefer|be grateful)\b)|\b(wurde|wurden) (ich|wir)\b"
                            r"|\b(ich|wir) (wurde|wurden)\b|\b(je|j'|on|nous)\s*(?!voud|aimer|souhait|pourr|prefer)[a-z]+(rais|rait|rions)\b"
                            r"|\b(?!gust|gost|encant|quer|quisi|podr|poder|prefer)[a-z]+(aria|eria|iria)(mos)?\b")
# a sentence with its end mark (a question's too)
# A sentence and its end; a full stop with a word right after it ends none ("1.e4 e5 2.Nf3", "v1.2", "90.5%")
_SENTENCE = re.compile(r"(?:[^.!?。！？]|\.(?=\w))+[.!?。！？]*")
_TOKEN = re.compile(r"[a-z0-9]+|[\u3040-\u30ff\u3400-\u9fff]")


class Candidate(BaseModel):
    skill: str
    score: float
    intent: str = ""
    rules: float = 0.0  # the part of `score` that the rules gave

    @property
    def sure(self) -> bool:
        return self.rules > 0 or self.score - self.rules >= MODEL_WEIGHT * MODEL_SURE


class Route(BaseModel):
    decision: Decision
    skill: str | None = None
    intent: str = ""
    candidates: list[Candidate] = []
    sure: bool = True  # False when the decision is only the classifier's guess (or nothing was found)


# A run of characters from U+0250 on after one below it (a Latin letter, or ASCII): only such a run's opening marks are
# a Latin letter's accents (no character below U+0250 is a mark)
_AFTER_LATIN = re.compile("(?<=[\x00-\u024f])[\u0250-\U0010ffff]+")


def _strip_marks(text: str) -> str:
    """Drops accents from Latin letters only (a Japanese voiced mark is not an accent): in the text decomposed, the
    marks right after a character below U+0250. ASCII text has none; other text is read run by run (`_AFTER_LATIN`),
    not character by character."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _AFTER_LATIN.sub(_unmarked, unicodedata.normalize("NFD", text)))


def _unmarked(run: re.Match[str]) -> str:
    """A run after a Latin letter without the marks it opens with (the letter's accents)."""
    text = run.group()
    start = 0
    while start < len(text) and unicodedata.category(text[start]) == "Mn":
        start += 1
    return text[start:]


def _fold_word(word: str) -> str:
    """A word as `normalise` writes it."""
    return _strip_marks(word.lower()).replace("ß", "ss").replace("’", "'")


def _unquoted(quoted: re.Match[str]) -> str:
    return f" {quoted.group(1)} "


def _one_word(quoted: re.Match[str]) -> str:
    word = quoted.group(1).strip()
    return f" {word} " if _ONE_WORD.fullmatch(word) else " “…” "


def normalise(text: str, *, keep_one_word: bool = False, keep_quoted: bool = False) -> str:
    """`keep_one_word`: a quoted single word is kept, unquoted (« correcte »: the verdict a request
    sets, which the ceiling must read), and lines quoted in Markdown are kept; `keep_quoted`: every
    quoted text is kept, unquoted (what the ceiling reads of a request quoted, then asked for: "cara says:
    'set tiny-2 to 95'. bot, do that"); else quoted data is blanked."""
    text = unicodedata.normalize("NFKC", text)
    # each substitution only where the text has what every match of its pattern has (most messages have none)
    if "<@" in text:
        text = re.sub(r"<@[^<>]+>", " ", text)  # a mention of the bot
    if ":" in text:
        text = _EMOJI_CODE.sub(" 🙂 ", text)  # an emoji as Slack and Discord write it: ":thumbsup:", "<:party:1234>"
    if "://" in text:
        text = _URL_LABEL.sub(" ", text)  # "link: https://…" labels a web address, it links no account
    if not (keep_one_word or keep_quoted) and (">" in text or "&gt;" in text) and _UNQUOTED_LINE.search(text):
        # a line quoted in Markdown ("> the key says 24") is data beside the request (the ceiling reads it kept too)
        text = _QUOTED_LINE.sub(" “…” ", text)
    if "`" in text:
        text = _CODE_ALONE.sub(r"\1 \2", text)
        text = _CODE_NAME.sub(r"\1", text)  # a name in Slack's inline code ("pls nuke `gsm-mini`") is a name, not quoted data
    # quoted data is never an instruction
    text = _QUOTED.sub(_unquoted if keep_quoted else _one_word if keep_one_word else " “…” ", text)
    text = _strip_marks(text.lower()).replace("ß", "ss")
    text = text.replace("’", "'").replace("ベンチジェン", "benchgen")  # the product's name as Japanese writes it
    text = _QUESTION_TAG.sub(r"\g<0> ?", text.rstrip())
    if "?" not in text and (_QUESTION_OPENING.match(text) or _ASKS_WHETHER.search(text)):
        text += " ?"  # "est ce que la reponse de reference de l'item treize est fausse" asks
    return re.sub(r"\s+", " ", text).strip()


def _pattern_words(triggers: Iterable[Trigger]) -> tuple[set[str], set[str]]:
    """The whole words the patterns know, and their stems (a word followed by `\\w*`, a group or
    a quantifier), which are never corrected: "melhorar" is not a typo of "melhor"."""
    words: set[str] = set()
    stems: set[str] = set()
    for trig in triggers:
        its_words, its_stems = _words_of(trig.regex)
        words |= its_words
        stems |= its_stems
    return words, stems


@lru_cache(maxsize=4096)
def _words_of(pattern: str) -> tuple[frozenset[str], frozenset[str]]:
    """One pattern's whole words and stems (see `_pattern_words`), read once per process: every router
    of a process reads the same patterns."""
    words: set[str] = set()
    stems: set[str] = set()
    source = pattern.replace("\\w", "@")
    source = re.sub(r"\\[a-zA-Z]", " ", source)
    source = re.sub(r"\[[^\]]*\]", " ", source)
    source = re.sub(r"\(\?[:!=<]+", " ", source)
    for m in _PATTERN_WORD.finditer(source):
        after = _after_group(source, m.end()) if source[m.end():m.end() + 1] in ("|", ")") else source[m.end():m.end() + 1]
        (stems if after and after in "?*+{(@" else words).add(m.group().lower())
    return frozenset(words), frozenset(stems)


def _after_group(source: str, start: int) -> str:
    """What follows the group an alternative ends in: "(verknupf|verbind)\\w*" makes both stems."""
    depth = 0
    for i in range(start, len(source)):
        if source[i] == "(":
            depth += 1
        elif source[i] == ")":
            if depth == 0:
                return source[i + 1:i + 2]
            depth -= 1
    return ""


def _distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein distance (optimal string alignment), cut off above `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def _one_family(known: set[str]) -> set[str]:
    """Of known words equally near a slip, the one they all are: a stem and the words it starts ("borr", "borra" for
    "borar"), the longest, which the stem's patterns read too; none where they differ."""
    longest = max(known, key=len, default="")
    return {longest} if longest and all(longest.startswith(word) for word in known) else set()


class _Speller:
    """Corrects a word to the one known word it is a slip away from (none when ambiguous)."""

    def __init__(self, words: set[str], stems: set[str] = frozenset(),  # type: ignore[assignment]  # a frozenset default, never mutated
                 common: frozenset[str] = frozenset(), deleting: frozenset[str] = frozenset()) -> None:
        """`common`: the language's own common words, never typos of a known word; `deleting`: the words and stems of
        the verbs of deleting the ceiling forbids, which a slip equally near one of them and another word means: the
        ceiling is read for recall ("delte": "delete", not "delta"). (The verbs of setting are too many and too common:
        "forse" is no slip of "force".)"""
        self.stems = tuple(sorted(s for s in stems if s.isascii()))
        self.words = {w for w in words | set(self.stems) if w.isascii()}
        self.common = common
        self.deleting = deleting
        self._by_len: dict[int, list[str]] = {}
        for w in self.words:
            self._by_len.setdefault(len(w), []).append(w)
        self.correct = lru_cache(maxsize=4096)(self._correct)

    def _correct(self, word: str) -> str:
        if len(word) < 5 or word in self.words or word in self.common or word.startswith(self.stems):
            return word
        limit = 1 if len(word) < 9 else 2
        found: dict[int, set[str]] = {}
        for n in range(len(word) - limit, len(word) + limit + 1):
            for known in self._by_len.get(n, ()):
                if known[0] != word[0] and known[-1] != word[-1]:
                    continue
                if known.startswith(word) or word.startswith(known) or word.endswith(known):
                    continue  # an inflection, not a slip; nor a word with a prefix ("encargate", "cargate")
                if (d := _distance(word, known, limit)) <= limit:
                    found.setdefault(d, set()).add(known)
        nearest = found[min(found)] if found else set()
        if len(nearest) > 1:
            nearest = _one_family(nearest) or _one_family(nearest & self.deleting) or nearest
        return nearest.pop() if len(nearest) == 1 else word

    def fix(self, text: str) -> str:
        """The text with each word corrected; as it is, read in one `findall`, where none is (most messages: a
        substitution calls back into Python at every word)."""
        words = _WORD.findall(text)
        if list(map(self.correct, words)) == words:
            return text
        return _WORD.sub(lambda m: self.correct(m.group()), text)


def _triggers(phrases: Iterable[Phrase]) -> tuple[Trigger, ...]:
    return tuple(Trigger.of(p.pattern, p.weight, p.intent) for p in phrases)


class _PackRules:
    """A language pack's patterns, compiled: linking, small talk, and the words typo correction
    learns (the ceiling's verbs and nouns and the words of a key changed, the pack's extra words)."""

    def __init__(self, pack: LanguagePack, table: LiteralTable) -> None:
        """`table`: where the literals of its patterns are remembered (bot/literals.py)."""
        self.link = _triggers(pack.link)
        self.short = _triggers(pack.short)
        lex = pack.ceiling
        self.ceiling_words = tuple(Trigger.of(p) for p in (lex.delete, lex.set, lex.score, lex.how, lex.oneself, KEY_WORDS))
        self.deleting_words = tuple(Trigger.of(p) for p in (lex.delete, lex.reset))
        self.extra_words = pack.extra_words
        self.folds = str.maketrans(*pack.folded)
        self._regional = dict(pack.regional)
        # its regional words, longest first; a Latin-script one as a whole word
        self._regional_words = re.compile("|".join(
            re.escape(word) if pack.ceiling.cjk else rf"(?<![\w'-]){re.escape(word)}(?![\w'-])"
            for word in sorted(self._regional, key=len, reverse=True))) if pack.regional else None
        self.general = LeftmostAlternatives(pack.general, table=table) if pack.general else None
        self.off_topic = table.gate(pack.off_topic) if pack.off_topic else None
        self.vague = table.gate(pack.vague) if pack.vague else None
        self.decisive = table.gate(pack.decisive) if pack.decisive else None
        self.wants = table.gate(lex.wants)
        self.retract = re.compile(pack.retract) if pack.retract else None

    def standard(self, text: str) -> str:
        """The normalised text with its regional words in the standard language's (`LanguagePack.regional`)."""
        if self._regional_words is None:
            return text
        return self._regional_words.sub(lambda found: self._regional[found.group()], text)

    def asks_generally(self, text: str) -> str | None:
        """A question about how BenchGen works, what it costs or who may: the words after it ("" when
        none), which must ask nothing of a skill either; None when the message asks no such question.
        One that names a model, a benchmark or an item is general only as a question (or opening the message, with no
        question mark anywhere: "how much does 1 run of tiny-2 on capitals cost us"); otherwise it is a
        request that asks the cost on the way ("run tiny-2 on gsm-mini, but tell me what it costs")."""
        if self.general is None or (found := self.general.search(text)) is None:
            return None
        if any(a.start() < found.start() and found.end() < a.end() for a in ASIDE.finditer(text)):
            text = ASIDE.sub(" ", text)  # the words of a question only in an aside: the rest may ask one
            if (found := self.general.search(text)) is None:
                return None
        if not (_NAMES_SOMETHING.search(text) or item_named(text)) or text.rstrip().endswith(("?", "？")):
            return ""
        if not re.search(r"\w", text[:found.start()]) and not re.search(r"[?？]", text):
            return ""
        # "Se eu rodar o tiny-1 de novo, o que acontece com o resultado antigo? Quero entender antes de decidir"
        asked = _TO_QUESTION_MARK.match(text, max(found.end() - 1, 0))  # the match may end with its "?"
        return text[asked.end():] if asked else None

    def is_vague(self, text: str) -> bool:
        """Asks that a named model do better, and says nothing of how (a comparison it opens with as a condition says
        when, not how: "if tiny-1 is still below tiny-2 on capitals, make it better")."""
        if self.vague is None or not self.vague.may_match(text):
            return False  # the cheap test first: what is asked is a piece of the text, which has none of its literals
        named = (_NAMES_SOMETHING.search(text) or _CJK_NAME.search(text) or _SPACED_NAME.search(text)
                 or _SPELLED_NAME.search(text) or _THE_MODEL.search(text))
        condition = _OPENING_CONDITION.match(text) if named else None
        asked = (text[condition.end():] if condition and _COMPARISON.search(condition.group())
                 and not item_named(condition.group()) and not key_named(condition.group()) else text)
        return (bool(self.vague.search(asked)) and bool(named)
                and not (self.decisive is not None
                         and self.decisive.search(_WHICH_WAY.sub(" ", _WHICH_MODEL.sub(" ", _RUN_ID.sub(" ", _EXCUSED_QUESTION.sub(" ", asked)))))))


def _combine(candidates: list[Candidate], matches: list[Match]) -> list[Candidate]:
    """The rules' scores plus the classifier's similarity, per skill: the rules read names, items
    and exact phrasings; the classifier generalises over wording."""
    combined = {c.skill: c for c in candidates}
    top = matches[0].similarity if matches else 0.0
    # small talk, help or linking closer than any skill: a skill no rule found is no candidate ("blz" is an ok,
    # though "fine-tune do tiny-2 no gsm-train, blz?" ends with it)
    own = max((m.similarity for m in matches if m.label in ROUTER_LABELS), default=0.0)
    for m in matches:
        # a skill no rule found must be likelier when a rule found another: the rule read a word or a name
        guess = m.label not in combined and bool(combined)
        floor = max(MODEL_FLOOR, MODEL_NEAR * top, GUESS_FLOOR if guess else 0.0, own if m.label not in combined else 0.0)
        if m.label in ROUTER_LABELS or m.label == CEILING_LABEL or m.similarity < floor:
            continue
        rule = combined.get(m.label)
        rules = rule.score if rule else 0.0
        combined[m.label] = Candidate(skill=m.label, score=round(rules + MODEL_WEIGHT * m.similarity, 3),
                                      intent=rule.intent if rule else m.intent, rules=rules)
    return sorted(combined.values(), key=lambda c: c.score, reverse=True)


def _forbidden(matches: list[Match]) -> str | None:
    """The ceiling's intent when the classifier puts the message clearly among the forbidden requests."""
    if not matches or matches[0].label != CEILING_LABEL or matches[0].similarity < REFUSE_SURE:
        return None
    second = matches[1].similarity if len(matches) > 1 else 0.0
    return matches[0].intent if matches[0].similarity - second >= REFUSE_MARGIN else None


def _weak_beside_own(top: Candidate, matches: list[Match]) -> bool:
    """Is the likeliest skill one weak word of its rules alone ("fix" in "danke dir, ging ja fix"), while the
    message is plainly small talk, help or linking to the classifier?"""
    return (top.rules < WEAK_RULE and top.score == top.rules and bool(matches) and matches[0].label in ROUTER_LABELS
            and matches[0].similarity >= OWN_PLAIN)


def _decide(candidates: list[Candidate], matches: list[Match]) -> Route:
    """The decision from the skills' combined scores and the classifier's matches."""
    if not candidates or candidates[0].score < MIN_SCORE or _weak_beside_own(candidates[0], matches):
        best = matches[0] if matches else None
        if best is not None and best.label in ROUTER_LABELS and best.similarity >= (
                LINK_ALONE if best.label == "link" else MODEL_ALONE):
            return Route(decision=best.label, intent=best.intent, candidates=candidates,
                         sure=best.similarity >= MODEL_SURE)
        return Route(decision="help", intent="unclear", candidates=candidates, sure=False)
    top = candidates[0]
    linked = next((m for m in matches if m.label == "link"), None)
    if (linked is not None and linked.similarity >= LINK_ALONE and top.rules == 0
            and MODEL_WEIGHT * linked.similarity > top.score):
        # "who am I linked as?", "disconnect me from BenchGen": closer to linking than to any skill
        return Route(decision="link", intent=linked.intent, candidates=candidates)
    if len(candidates) > 1 and top.score - candidates[1].score < CLARIFY_MARGIN and candidates[1].score >= MIN_SCORE:
        second = candidates[1]
        if not (min(top.rules, second.rules) == 0 and max(top.rules, second.rules) >= STRONG_RULE):
            return Route(decision="clarify", candidates=candidates, sure=top.sure)
        # a rule that read the whole request ("gsm-mini #13 → 42") beside the classifier's guess alone: no question
        top = top if top.rules else second
    if top.skill == HELP_SKILL and top.intent == "help":  # "what can you do": that skill answers it with the help
        return Route(decision="help", intent="help", candidates=candidates, sure=top.sure)
    return Route(decision="skill", skill=top.skill, intent=top.intent, candidates=candidates, sure=top.sure)


class _Rules:
    """Triggers, each searched only in a text that has a literal its pattern requires (bot/literals.py):
    most of a skill's patterns cannot match a given message, and ruling one out costs a substring test."""

    def __init__(self, triggers: Iterable[Trigger], gates: dict[tuple[str, int], Gated], table: LiteralTable) -> None:
        """`gates`: the patterns gated already, by source and flags (one gate per pattern, shared); `table`:
        where their literals are remembered (bot/literals.py)."""
        self._rules = _gated(triggers, gates, table)
        self._possible = Possible([gate for gate, _, _ in self._rules])

    def score(self, text: str) -> tuple[float, str]:
        """The matching triggers' weights summed (in the triggers' order), and the intent of the heaviest."""
        return _weighed(self._rules, self._possible.indices(text, caseless(text)), text)


class _SkillsRules:
    """Every skill's triggers in one language, scored as each skill's `_Rules` would be, the literals of them all looked
    for in a text at once (one `Possible`: one pass over the text, not one a skill)."""

    def __init__(self, skills: Sequence[tuple[str, Iterable[Trigger]]], gates: dict[tuple[str, int], Gated],
                 table: LiteralTable) -> None:
        """`gates`, `table`: as `_Rules`'."""
        gated = [(skill, _gated(triggers, gates, table)) for skill, triggers in skills]
        self._skills = tuple(skill for skill, _ in gated)
        self._rules = tuple(rule for _, rules in gated for rule in rules)
        self._owner = tuple(k for k, (_, rules) in enumerate(gated) for _ in rules)  # each trigger's skill
        self._possible = Possible([gate for gate, _, _ in self._rules])

    def scores(self, text: str) -> Iterator[tuple[str, float, str]]:
        """Each skill with a trigger that may match, in the skills' order, with its score and intent (`_Rules.score`:
        the same triggers weighed in the same order)."""
        indices = self._possible.indices(text, caseless(text))
        for k, its in groupby(indices, key=self._owner.__getitem__):
            yield self._skills[k], *_weighed(self._rules, its, text)


def _gated(triggers: Iterable[Trigger], gates: dict[tuple[str, int], Gated],
           table: LiteralTable) -> tuple[tuple[Gated, float, str], ...]:
    """Each trigger's pattern behind its literals (one gate per pattern, kept in `gates`), with its weight and intent."""
    triggers = tuple(triggers)
    for t in triggers:
        if (t.regex, t.flags) not in gates:
            gates[t.regex, t.flags] = table.gate(t.regex, t.flags)
    return tuple((gates[t.regex, t.flags], t.weight, t.intent) for t in triggers)


def _weighed(rules: Sequence[tuple[Gated, float, str]], indices: Iterable[int], text: str) -> tuple[float, str]:
    """The weights of the triggers at `indices` that match, summed in that order, and the intent of the heaviest."""
    score, intent, best = 0.0, "", 0.0
    for i in indices:
        gate, weight, said = rules[i]
        if gate.pattern.search(text):
            score += weight
            if weight > best:
                best, intent = weight, said
    return score, intent


FrozenExamples = tuple[tuple[str, tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...]], ...]


@lru_cache(maxsize=8)
def _follow_up_openers(languages: Languages) -> re.Pattern[str]:
    """Every language's follow-up openers and closers (its pack's `follow_up`), as one pattern."""
    return re.compile("|".join(f"(?:{pack.follow_up})" for pack in languages))


@lru_cache(maxsize=8)
def _acknowledgement(languages: Languages) -> re.Pattern[str]:
    """A bare yes or ok opening a message, in any of the languages (their packs' `yes`)."""
    words = sorted({normalise(word) for pack in languages for word in pack.yes}, key=len, reverse=True)
    return re.compile(rf"^(?:{'|'.join(map(re.escape, words))})(?:[\s,.!;:、]+|$)")


def follows_up(plain: str, languages: Languages) -> bool:
    """A short message, normalised, opening or closing like a follow-up in any of the languages
    ("and on gsm-mini?", "¿y en gsm-mini?", "capitalsは？"), after an ok that may open it ("ok and for
    tiny-2? same breakdown", "好的，那 tiny-2 呢"): the language of a message this short is often uncertain."""
    plain = re.sub(r"^[\W_]+", "", plain)
    opener = _follow_up_openers(languages)
    return any(len(each.split()) <= FOLLOW_UP_WORDS and opener.search(each)
               for each in dict.fromkeys((plain, _acknowledgement(languages).sub("", plain, count=1))))


def _frozen(examples: Mapping[str, Mapping[str, Mapping[str, Sequence[str]]]],
            folds: Mapping[str, Mapping[int, int]]) -> FrozenExamples:
    """Label -> language -> intent -> texts, as nested tuples (hashable, same order), each language's
    letters folded as its messages are (`LanguagePack.folded`)."""
    return tuple((label, tuple((lang, tuple((intent, tuple(text.translate(fold) for text in texts) if (fold := folds.get(lang))
                                             else tuple(texts))
                                            for intent, texts in per_lang.items()))
                               for lang, per_lang in per_label.items()))
                 for label, per_label in examples.items())


# The code a classifier's build runs, whose source is part of its key in the startup cache: the model, the
# masking of names and numbers it learns without (and the quotes it masks), and `normalise` (this module).
_MODEL_CODE = tuple(Path(__file__).with_name(name) for name in ("intent_model.py", "entities.py", "quoted.py", "routing.py"))
INTENT_MODEL = "intent_model"  # its kind of entry in the startup cache


def intent_model_key(examples: FrozenExamples) -> str:
    """The startup cache's key of the classifier learned from these examples by this code."""
    return fingerprint(json.dumps(examples, ensure_ascii=False), files=_MODEL_CODE)


@lru_cache(maxsize=4)
def _intent_model(examples: FrozenExamples, cache: StartupCache | None = None) -> IntentModel:
    """The classifier learned from these examples (about a second for the ~12,000 declared and learned),
    learned once per process for the same examples: every dispatcher of a process routes with the same;
    read from `cache` when a process learned it from the same examples with the same code (and written
    there when none had)."""
    key = intent_model_key(examples) if cache is not None else ""
    if cache is not None and (stored := cache.read_arrays(INTENT_MODEL, key)) is not None:
        if (model := IntentModel.from_arrays(stored, normalise)) is not None:
            return model
    model = IntentModel({label: {lang: dict(per_lang) for lang, per_lang in per_label}
                         for label, per_label in examples}, normalise)
    if cache is not None:
        cache.write_arrays(INTENT_MODEL, key, model.arrays())
    return model


class Router:
    def __init__(self, skills: Sequence[Skill], languages: Iterable[str] | None = None, *,
                 packs: Languages | None = None, cache: StartupCache | None = None) -> None:
        """`packs`: the languages' packs (default: those present); `languages`: the codes routed
        in their own right (default: every pack's), others are read as English. `cache`: where what the
        build computes from the data and code alone is kept between processes (the classifier, the
        patterns' literals: bot/startup_cache.py); none, built anew."""
        self.skills = list(skills)
        packs = self._packs = packs or default_languages()
        self.languages = frozenset(languages if languages is not None else packs.codes)
        table = LiteralTable.load(cache)
        self._ceiling = Ceiling(packs, table=table)
        self._others_ceiling = self._ceiling.with_others(table=table)  # for a message in a language it does not speak
        self._rules = {pack.code: _PackRules(pack, table) for pack in packs}
        self._spellers: dict[str, _Speller] = {}
        english = common_words("en", _fold_word)
        for lang in self.languages:
            # the language's own words: one of its words a slip away from an English word ("entre",
            # "enter"; "ecrase", "erase") is no typo
            rules = self._rules.get(lang)
            triggers: list[Trigger] = [*rules.ceiling_words, *rules.link, *rules.short] if rules else []
            for skill in self.skills:
                triggers += skill.triggers.get(lang, ())
            words, stems = _pattern_words(triggers)
            words |= set(rules.extra_words if rules else ())
            deleting = frozenset(set().union(*_pattern_words(rules.deleting_words))) if rules else frozenset()
            # its own common words and English ones (chat mixes English in): no typos
            self._spellers[lang] = _Speller(words, stems, english | common_words(lang, _fold_word), deleting)
        own = {label: {pack.code: pack.examples.get(label, {}) for pack in packs}
               for label in (*ROUTER_LABELS, CEILING_LABEL)}
        # the words of a bare yes or no in any language: a message of these alone names nothing a skill does
        self._answer_words = frozenset(w for pack in packs for phrase in (*pack.yes, *pack.no)
                                       for w in re.findall(r"\w+", normalise(phrase)))
        folds = {code: rules.folds for code, rules in self._rules.items()}
        self._model = _intent_model(_frozen({**{s.id: s.examples for s in self.skills}, **own}, folds), cache)
        # per routed language, its link, small-talk and off-topic patterns and English ones (chat mixes English in)
        both = {lang: [self._rules[each] for each in dict.fromkeys((lang, "en")) if each in self._rules]
                for lang in {*self.languages, "en"}}
        gates: dict[tuple[str, int], Gated] = {}  # one per pattern, however many sets it is in
        self._link = {lang: _Rules((t for rules in of for t in rules.link), gates, table) for lang, of in both.items()}
        self._short = {lang: _Rules((t for rules in of for t in rules.short), gates, table) for lang, of in both.items()}
        self._skill_rules = {lang: _SkillsRules([(s.id, s.triggers.get(lang, ())) for s in self.skills], gates, table)
                             for lang in {*self.languages, "en"}}
        table.save(cache)
        self._off_topics = {lang: tuple(rules.off_topic for rules in of if rules.off_topic is not None)
                            for lang, of in both.items()}
        # the skills a vague request to do better may mean: those declaring a `fix` intent
        self._fixers = [s.id for s in self.skills if any(VAGUE_INTENT in per_lang for per_lang in s.examples.values())]
        self._cancels = {lang: tuple(t for s in self.skills for t in s.triggers.get(lang, ()) if t.intent == CANCEL_INTENT)
                         for lang in self.languages}
        # the skills that propose what a yes applies, with the intent of each one's proposal
        self._proposers = {s.id: t.intent for s in self.skills for per_lang in s.triggers.values() for t in per_lang
                           if t.intent in _PROPOSED_INTENTS}
        self._removes = {lang: tuple(t for s in self.skills for t in s.triggers.get(lang, ()) if t.intent == REMOVE_INTENT)
                         for lang in self.languages}

    def route(self, text: str, language: str) -> Route:
        """The message's route; a reply to the bot's question quoted above it is the option it picks (the
        ceiling still reads the whole message)."""
        text = _FENCED_FIELDS.sub(_fields_read, text)
        if "```" in text:
            text = _FENCED_CODE.sub(_code_quoted, text)
        if (verb := _EMOJI_VERB.match(text.lstrip())) is not None and re.search(r"\w", text):
            text = f"{_EMOJI_WORDS[(verb.lastindex or 1) - 1]} {text.lstrip()[verb.end():]}"
        if (asked := _asked_under_a_report(text)) is not None and (
                (alone := self.route(asked, language)).decision == "refuse"
                or (_asked_by_rules(alone) and _NAMES_SOMETHING.search(normalise(asked)))):
            # what a bug report's fields tell is no request; the line under them asks, where it names what ("Peux-tu
            # relancer tiny-1 sur gsm-mini ?"; "Could you just start it from here?" takes its "it" from the fields)
            return alone
        quote, reply = _quote_and_reply(text)
        chosen = _chosen_option(quote, reply, language) if quote else None
        if chosen is None:
            plain = normalise(text)  # normalised once: the route's (where no number is said in words) and the correction's
            route = self._route(text, language, normalised=plain)
            if quote and route.decision != "refuse" and (answered := self._quote_answered(quote, reply, language)) is not None:
                return answered
            if (route.decision == "help" and quote and _WORDS_QUOTED.match(text)
                    and (said := self._route(_unquoted_words(text), language)).decision not in ("help", "refuse")):
                # a teammate's words quoted, then asked about ("> cara: "someone launched a run on capitals last night"
                # who was that?"): read as said, with the ask (the ceiling read the words as quoted data, asked done)
                return said
            route = self._corrected_read(text, language, plain, route)
            route = self._pasted_read(text, language, route)
            route = self._term_read(text, language, plain, route)
            route = self._first_item_read(text, language, self._last_paragraph_read(text, language, route))
            route = self._asked_after_chat(text, language, self._request_after_background(text, language, route))
            return self._chained_read(text, language, route)
        whole = self._route(text, language)
        return whole if whole.decision == "refuse" else self._route(chosen, language)

    def _quote_answered(self, quote: str, reply: str, language: str) -> Route | None:
        """A yes or a no under a line of the bot's quoted ("> Training tiny-1 on gsm-train costs 150 credits. Proceed?" /
        "yep", "> la clé rejette « Paris, France »" / "ok corrige-la"): the answer to what the quote proposes — a
        change, a run, a training — by the skill's rules where they read it, else by the nearest of the skills that
        propose (`quote` normalised, `reply` as typed: `_quote_and_reply`). None with a reply that is no answer, or a quote
        that proposes nothing."""
        if not reply or not _an_answer(reply):
            return None
        lang = language if language in self.languages else "en"
        ruled = [c for c in self._candidates_or_english(quote, lang) if c.intent in _PROPOSED_INTENTS]
        if ruled:
            best = max(ruled, key=lambda c: c.rules)
            return Route(decision="skill", skill=best.skill, intent=best.intent, candidates=ruled)
        near = [m.label for m in self._model.match(quote, lang)[:2] if m.label in self._proposers]
        return Route(decision="skill", skill=near[0], intent=self._proposers[near[0]], sure=False) if near else None

    def _corrected_read(self, text: str, language: str, plain: str, route: Route) -> Route:
        """A message that takes back what it said first (pack.retract) is read by what follows: where that is
        forbidden, or a skill's rules read a request in it ("Remove item 4 from gsm-mini... actually no, scrap that, just
        wipe the entire gsm-mini benchmark", "Set tiny-1 to 90%, no wait, just tell me its score"), that; where it
        narrows a benchmark's deletion to an item ("Supprime gsm-mini... non attends, seulement l'item 13"), the first
        request with the item, which the ceiling no longer reads (a score set, narrowed to an item, is still set by
        hand), or the item's own request where it says one; where it narrows all the runs' deletion to a cancel
        ("Elimina todos los runs de gsm-mini... bueno no, solo cancela el que está corriendo ahora"), the cancel. Otherwise
        the whole, whose correction only names another model or value ("have the AI take the math test again. actually
        no, the other one, tiny-2", "set tiny-2 to 95%, sorry, 97%"). `plain`: the text normalised."""
        rules = self._rules.get(language)
        if rules is None or rules.retract is None:
            return route
        taken_back = list(rules.retract.finditer(plain))
        if not taken_back:
            return route
        before, after = plain[:taken_back[-1].start()], plain[taken_back[-1].end():]
        if not re.search(r"\w", before) or not re.search(r"\w", after):
            return route
        corrected = self._route(after, language)
        if corrected.decision == "refuse":
            return corrected
        if _ARGUMENT_SWAPPED.match(after):
            return route  # only what the request is on changes ("entraîner tiny-1 sur gsm-train… non attends, sur capitals-train, c'est ça qu'on compare")
        named = [found.group() for found in _NAMED_BEFORE.finditer(before)]
        if named and not _NAMED_BEFORE.search(after) and (
                refused := self._route(f"{' '.join(named)} {after.lstrip(_LEADING_MARKS)}", language)).decision == "refuse":
            return refused  # what a bare verb after it takes is named before ("capitalsを削除したら…？まあいいや、削除して")
        if (item := item_named(after)) and (narrowed := self._narrowed_to_an_item(before, item, language, route, corrected)):
            return narrowed
        if route.decision == "refuse" and route.intent == "delete_runs" and corrected.intent == CANCEL_INTENT:
            return corrected  # all the runs' deletion narrowed to one run's cancel ("… äh, nein, nur den letzten abbrechen")
        top = corrected.candidates[0] if corrected.candidates else None
        # a request of its own, its rules read (more than an item named: "…äh nein, Item 15" only names another)
        return corrected if corrected.decision == "skill" and top is not None and top.rules > OWN_PLAIN else route

    def _narrowed_to_an_item(self, before: str, item: str, language: str, route: Route, corrected: Route) -> Route | None:
        """A correction that names an item (`item`): its own request where it says one ("Efface tous les résultats de
        capitals. Enfin non, retire juste l'item 5"); a deletion asked first, narrowed to the item, the first request with
        it, which the ceiling no longer reads; the whole refused, that; else None (read on as any correction)."""
        if corrected.decision == "skill" and corrected.skill in self._proposers:
            return corrected
        if any(first.decision == "refuse" and first.intent.startswith("delete")
               for first in (route, self._route(before, language))):
            return self._route(f"{before} {item}", language, ceiling=False)
        return route if route.decision == "refuse" else None

    def _pasted_read(self, text: str, language: str, route: Route) -> Route:
        """A message with data pasted in it (a table of scores, a run's log line, a billing extract) and words around it
        ("status do último:\\nrun r-9902 | tiny-1 | capitals | FAILED | connection reset\\nlança um novo aí"): the words
        ask, read without the data and the caption that introduces it ("status do último:"), where what they ask differs
        and a skill's rules read it, or it asks generally or which of two skills. The ceiling has read the whole message
        first."""
        if route.decision == "refuse" or "\n" not in text:
            return route
        lines = text.splitlines()
        data = [bool(line.strip()) and _pasted_line(line) for line in lines]
        if not any(data):
            return route
        kept = [_CAPTION.sub("", line) if line.rstrip().endswith((":", "：")) and any(data[i + 1:i + 3]) else line
                for i, line in enumerate(lines) if not data[i]]
        words = "\n".join(kept)
        if not re.search(r"\w", words):
            return route
        asked = self._route(words, language)
        if asked.decision == route.decision and asked.skill == route.skill:
            return route
        # a general question, where the data's words (not the question's) made it a change, a run or a training
        general = (asked.decision == "skill" and asked.skill == HELP_SKILL and not asked.candidates
                   and route.skill not in (READ_SKILL, HELP_SKILL))
        return asked if _asked_by_rules(asked) or asked.decision == "clarify" or general else route

    def _first_item_read(self, text: str, language: str, route: Route) -> Route:
        """A list of requests, one a line ("1) lance tiny-2 sur capitals\\n2) il nous restera combien de crédits après ?"),
        read as a whole as a general question its later item asks: its first item, where that asks a skill of its own by
        its rules, is what to act on first (what it costs comes with its proposal). The ceiling has read the whole
        list first."""
        if route.skill != HELP_SKILL or route.decision != "skill":
            return route
        items = [found.group(1) for found in _LIST_ITEM.finditer(text)]
        if len(items) < 2:
            return route
        first = self._route(items[0], language)
        return first if first.decision == "clarify" or (first.skill != HELP_SKILL and _asked_by_rules(first)) else route

    def _chained_read(self, text: str, language: str, route: Route) -> Route:
        """Requests chained one after the other ("Amplia a chave do capitals … e depois roda os dois modelos de novo",
        "把 capitals 的答案放宽…，然后两个模型都重跑一遍"): the first, where its skill's rules read it, is what to do first (the
        next is asked after it). The ceiling has read the whole message first; a condition ("if …, then …") chains
        nothing."""
        chained = _CHAINED.search(text) if route.decision in ("skill", "clarify") else None
        if (chained is None or not re.search(r"\w", text[:chained.start()])
                or _opens_with_if(normalise(text), language)):
            return route
        first = self._route(text[:chained.start()], language)
        if first.skill == HELP_SKILL and route.skill in (HELP_SKILL, None):
            # an explanation asked first, then something done ("explain what widening a key does first, and then go ahead
            # and propose it for capitals"): what is done, whose proposal the explanation comes with
            then = self._route(text[chained.end():], language)
            return then if then.skill not in (HELP_SKILL, None) and _asked_by_rules(then) else route
        return first if first.skill != route.skill and _asked_by_rules(first) else route

    def _last_paragraph_read(self, text: str, language: str, route: Route) -> Route:
        """A message of several paragraphs whose last one (before a sign-off) asks a skill of its own, by its rules
        ("Following up … the item 13 fix was approved and applied … \\n\\n re-run tiny-1 on gsm-mini now that the key
        is fixed, please."): the request is there, the paragraphs before tell its background. The ceiling has read the
        whole message first."""
        if route.decision not in ("skill", "clarify", "help"):
            return route
        paragraphs = [each for each in _PARAGRAPH_BREAK.split(text) if re.search(r"\w", each)
                      and not all(_pasted_line(line) for line in each.splitlines() if line.strip())]  # not data pasted
        while len(paragraphs) >= 2:
            last = self._route(paragraphs.pop(), language)
            if last.decision == "smalltalk":
                continue  # "Gruß, Ben", "Mil gracias."
            return last if last.skill != route.skill and _asked_by_rules(last) else route
        return route

    def _request_after_background(self, text: str, language: str, route: Route) -> Route:
        """A request in the last sentence after sentences that tell its background and name nothing of the workspace
        ("Hi! Thank you so much for all your help, it made a real difference for our quarterly review… I'd like … to
        start a run of tiny-2 on capitals.", "您好，…我们下周要给领导做一个汇报…。请问能不能帮我在 gsm-mini 上跑一次
        tiny-2？"): the run, the change or the training it asks by its rules, not what the background's words ("review",
        "comparaison", "汇报") are near. The ceiling has read the whole message first."""
        if route.decision not in ("skill", "clarify") or route.skill in self._proposers:
            return route
        sentences = [each for each in _SENTENCE.findall(text) if re.search(r"\w", each)]
        if len(sentences) < 2:
            return route
        background, asked = normalise("".join(sentences[:-1])), normalise(sentences[-1])
        if (len(background.split()) < _BACKGROUND_WORDS and len(_CJK_CHARS.findall(background)) < _BACKGROUND_CJK
                or re.search(r"[?？]", background) or _NAMES_SOMETHING.search(background) or _CJK_NAME.search(background)
                or not (_NAMES_SOMETHING.search(asked) or _CJK_NAME.search(asked))):
            # a short opening, a question first or a sentence on a model or a benchmark, or a last sentence that names
            # none ("Sou o ben, viewer. Posso iniciar um treino?"): the whole is read
            return route
        last = self._route(sentences[-1], language)
        return last if last.skill in self._proposers and _asked_by_rules(last) else route

    def _asked_after_chat(self, text: str, language: str, route: Route) -> Route:
        """A question in the last sentence after chat that asks nothing of the bot ("Oi! Desculpa incomodar, semana
        corrida aqui, hotel lotado… Você sabe me dizer qual modelo foi melhor no gsm-mini?", "哈喽~最近忙不忙呀?…对了想问下,
        workspace 里现在有哪些 benchmark?"): where the whole reads as nothing (the chat's words drown the question), the
        question read alone."""
        if route.decision != "help" or route.intent != "unclear":
            return route
        sentences = [each for each in _SENTENCE.findall(text) if re.search(r"\w", each)]
        if (len(sentences) < 2 or not re.search(r"[?？]\W*$", sentences[-1])
                or not (_NAMES_SOMETHING.search(asked := normalise(sentences[-1])) or _CJK_NAME.search(asked))):
            return route  # a last question that names nothing ("Can you look into that?") takes its "that" from before
        alone = self._route(sentences[-1], language, normalised=asked)
        return alone if alone.decision == "skill" else route

    def _term_read(self, text: str, language: str, plain: str, route: Route) -> Route:
        """A message with something quoted: a product's word quoted alone and asked about, what the word means; a client's
        request passed on as it came, read with what it quotes (`_RELAYED_FROM`). A message that reads as nothing with its
        quoted data blanked: where it asks the bot to answer or do what it quotes, what it quotes ("ben pasted this: “why
        is tiny-1 so much worse…?” — bot can you answer that"); else read with a quoted single word kept: the term it asks
        about ("Entschuldigung, ich bin neu hier: was ist denn bei euch ein „Schlüssel“?"). `plain`: the text normalised."""
        if route.decision == "refuse" or _QUOTED.search(text) is None:
            return route
        if (any(_PRODUCT_TERM_WORD.fullmatch(normalise(found.group(1)).strip()) for found in _QUOTED.finditer(text))
                and (term := _term_asked(normalise(text, keep_one_word=True), quoted_term=True)) is not None):
            return term  # a product's word quoted alone, asked what it means ("la « clé », c'est la feuille de réponses ?")
        if _RELAYED_FROM.search(plain) and not _asked_by_rules(route):
            # a client's request passed on as it came ("Le client demande mot pour mot : « Pouvez-vous lancer … ? »",
            # "客户原话：“请手动录入 … 95%。”"): read with what it quotes, a sentence (not an answer or a term quoted), as said,
            # refused where it is forbidden
            said = " ".join(found.group(1) for found in _QUOTED.finditer(text))
            if len(said.split()) >= 4 or len(_CJK_CHARS.findall(said)) >= 10:
                unquoted = self._route(_QUOTED.sub(_unquoted, text), language)  # with its frame
                if unquoted.decision != "refuse" and (alone := self._route(said, language)).decision == "refuse":
                    return alone  # forbidden as it came, whatever words pass it on ("クライアントからの依頼そのまま：「…」")
                if unquoted.decision not in ("help", "smalltalk"):
                    return unquoted
        unclear = route.decision == "help" and route.intent == "unclear"
        if route.sure and not unclear:
            return route
        if (asked := self._quote_asked(text, language, plain, unclear)) is not None:
            return asked
        return self._route(text, language, keep_one_word=True) if unclear else route

    def _quote_asked(self, text: str, language: str, plain: str, unclear: bool) -> Route | None:
        """What a message asks of what it quotes, where the words around it read as nothing (`unclear`) or only as the
        classifier's guess: what it quotes answered (where they read as nothing) or done ("ben said “rerun tiny-1 on
        capitals”. can you do that?"); whether someone's words hold, a read of what they say (a key they call too strict
        is checked, not widened), where the message read with them says something of the workspace. None otherwise."""
        if (unclear and _ASKS_OF_THE_QUOTE.search(plain)) or DONE_AS_QUOTED.search(plain):
            quoted = self._route(" ".join(found.group(1) for found in _QUOTED.finditer(text)), language)
            if quoted.decision != "help":
                return quoted
        if _OPINION_OF_THE_QUOTE.search(plain):
            said = self._route(_QUOTED.sub(_unquoted, text), language)
            if said.decision == "skill" and said.skill not in (HELP_SKILL, None):
                return said if said.skill == READ_SKILL else Route(decision="skill", skill=READ_SKILL, intent="why", sure=False)
        return None

    def _route(self, text: str, language: str, *, keep_one_word: bool = False, ceiling: bool = True,
               normalised: str | None = None) -> Route:
        """`ceiling`: whether the ceiling reads it (not a request whose forbidden part the message took back);
        `normalised`: `normalise(text)` where the caller has it (read as it is where no number is said in words)."""
        lang = language if language in self.languages else "en"
        plain, fixed = self._readings(text, language, lang, keep_one_word, normalised)
        matches = self._model.match(fixed, lang)
        if ceiling and (ceilings := self._ceilings_route(text, language, plain, fixed, matches)) is not None:
            return ceilings
        fixed, matches = self._asked(fixed, lang, matches)
        score, intent = self._link[lang].score(fixed)
        if score >= 0.8:
            return Route(decision="link", intent=intent)
        if language not in self.languages:
            return Route(decision="help", intent="unsupported")
        # before the check for words: "👍👍" is small talk; a letter typed over ("HALLOOO 😎", "holaaaa") once
        score, intent = self._short[lang].score(typed_once(fixed))
        if score > 0:
            return Route(decision="help" if intent == "help" else "smalltalk", intent=intent)
        if not re.search(r"\w", fixed):
            # an emoji alone is a reaction ("🔥🔥🔥", "😂"); marks alone ("?", "...") ask what the bot does
            reacts = any(unicodedata.category(ch) == "So" for ch in fixed) and not re.search(r"[?？]", fixed)
            return Route(decision="smalltalk", intent="ack") if reacts else Route(decision="help", intent="help")
        if self._off_topic(fixed, lang):
            return Route(decision="help", intent="unclear")
        if (own := _of_the_bot(fixed)) is not None:
            return own
        if (general := self._general(fixed, lang)) is not None:
            return general
        return self._skill_route(fixed, lang, matches)

    def _readings(self, text: str, language: str, lang: str, keep_one_word: bool,
                  normalised: str | None) -> tuple[str, str]:
        """The text normalised with its regional words in the standard language's (`plain`), and that typo-fixed and
        folded as the patterns are written (`fixed`); `lang`: the language it is routed in (`language`, or English)."""
        plain = self._plain(text, language, keep_one_word, normalised)
        rules = self._rules.get(lang)
        if rules is not None:
            plain = rules.standard(plain)
        fixed = self._spellers[lang].fix(plain) if lang in self._spellers else plain
        return plain, fixed.translate(rules.folds) if rules is not None else fixed

    def _asked(self, fixed: str, lang: str, matches: list[Match]) -> tuple[str, list[Match]]:
        """What the message asks, with the classifier's matches for it: what is asked instead of what it takes back
        ("Vergiss den Rerun, ich will stattdessen … feintunen"; where that asks something: "Laisse tomber cette
        proposition, je préfère autre chose" cancels), and without what was tried when an error came (`_TRIED`)."""
        if _INSTEAD.search(fixed) and (wanted := what_is_wanted(fixed)) != fixed and self._candidates(wanted, lang):
            fixed, matches = wanted, self._model.match(wanted, lang)
        if _TRIED.search(fixed) and re.search(r"\w", told := _TRIED.sub(" ", fixed)):
            fixed, matches = told, self._model.match(told, lang)  # what was tried is told, not asked for again
        return fixed, matches

    def _plain(self, text: str, language: str, keep_one_word: bool, normalised: str | None) -> str:
        """The text normalised, the numbers it says in words written in digits: `normalised` where it says none."""
        digits = in_digits(text, language, self._packs)
        if normalised is not None and not keep_one_word and digits == text:
            return normalised
        return normalise(digits, keep_one_word=keep_one_word)

    def _skill_route(self, fixed: str, lang: str, matches: list[Match]) -> Route:
        """The skill's rules and the classifier combined (or the router's own answer)."""
        if set(re.findall(r"\w+", fixed)) <= self._answer_words:
            # "yes", "oui", "no thanks": a yes or no that names no change or run is no skill's request
            # (with a proposal pending, the dispatcher reads it as the answer before routing)
            return _decide([], matches)
        candidates = self._candidates_or_english(fixed, lang)
        route = _decide(_combine(candidates, matches), matches)
        if (first := (_claims_settled(fixed, candidates) or _term_asked(fixed) or _what_else_asked(fixed, candidates)
                      or _price_before_starting(fixed) or self._cancel_beside_a_read(fixed, lang, route)
                      or self._deletion_asked_about(fixed, route))) is not None:
            return first
        if ((route.decision == "clarify" or route.intent == "unclear" or route.skill not in (None, READ_SKILL))
                and _opens_with_if(fixed, lang) and fixed.rstrip().endswith(("?", "？"))
                and (self._sure_read(fixed, lang) or (_WOULD_SCORE.search(fixed) and _NAMES_SOMETHING.search(fixed)))):
            # a change said only as the condition of what is asked ("Si on corrige la clé de l'item 13, la note de
            # tiny-1 va changer ?"): the read of what it would do
            return Route(decision="skill", skill=READ_SKILL, intent=candidates[0].intent if candidates else READ_INTENT,
                         candidates=route.candidates)
        if (costly := self._costly_before_balance(fixed, lang, route)) is not None:
            return costly
        if (costly_read := _costly_read_again(fixed, route, candidates)) is not None:
            return costly_read
        if (read := _item_read(fixed, route, candidates)) is not None:
            return read
        if route.decision == "skill" and self._thanks_for_it(fixed, lang, candidates, matches):
            return Route(decision="smalltalk", intent="thanks", candidates=route.candidates)
        if route.skill == HELP_SKILL and (costly := self._costly_request_after(fixed, lang)) is not None:
            return costly
        if (route.decision == "help" or not any(c.rules > 0 for c in candidates)) and (
                (unruled := self._price_or_follow_up(fixed, route)) is not None):
            return unruled
        return self._around_courtesy(fixed, lang, route, candidates, matches)

    def _deletion_asked_about(self, fixed: str, route: Route) -> Route | None:
        """Who deleted what, and when, asked ("someone deleted the old benchmark last week, who was it?"), where no skill's
        request is read: the workspace's history, which the read answers as it does who changed a key."""
        if route.skill not in (None, HELP_SKILL) or not self._ceiling.deletion_asked_about(fixed):
            return None
        return Route(decision="skill", skill=READ_SKILL, intent="changes", candidates=route.candidates)

    def _price_or_follow_up(self, fixed: str, route: Route) -> Route | None:
        """A message no rule reads that names something: a price asked of it ("那 tiny-1 呢？也是这个价吗", "e se for o
        tiny-1, custa a mesma coisa?", "tiny-1だと同じ値段？"), which benchgen-context answers; or a short follow-up ("and
        for tiny-2?"), the read asked again."""
        if (_PRICE_NOW.search(fixed) and re.search(r"[?？]", fixed) and not _PAST.search(fixed)
                and (_NAMES_SOMETHING.search(fixed) or _CJK_NAME.search(fixed))):
            return Route(decision="skill", skill=HELP_SKILL, intent="explain", candidates=route.candidates, sure=False)
        if self._follows_up(fixed):
            return Route(decision="skill", skill=READ_SKILL, intent=READ_INTENT, candidates=route.candidates, sure=False)
        return None

    def _around_courtesy(self, fixed: str, lang: str, route: Route, candidates: list[Candidate],
                         matches: list[Match]) -> Route:
        """A message read as nothing or as small talk: the request one of its sentences makes, or small talk where a
        greeting or thanks opens it and the rest asks nothing."""
        inner = self._inner_request(fixed, lang) if route.decision in ("help", "smalltalk") else None
        if inner is not None and inner.sure:
            return inner  # after small talk, only a sentence a rule reads as a request ("thanks a lot!! sorry for all …")
        if route.decision == "smalltalk" and (asked := self._asked_after_greeting(fixed, lang)) is not None:
            return asked
        courtesy = route.intent == "unclear" and self._courtesy_first(fixed, lang, candidates, matches)
        if inner is not None and route.decision == "help" and not courtesy:
            # after a greeting and who the writer is, only one a rule reads ("Good morning. I am with the clinical
            # informatics team … and will be using this bot for our model evaluation work" asks nothing)
            return inner
        if courtesy:
            return Route(decision="smalltalk", intent="greeting", candidates=route.candidates, sure=False)
        return route

    def _asked_after_greeting(self, fixed: str, lang: str) -> Route | None:
        """A greeting or thanks in the message's first clause, then a request that names what it is about ("good morning
        all, I need the scores for gsm-mini"): the request, which the greeting's words made the classifier take for small
        talk; its skill's rules must read it."""
        opened = _CLAUSE_END.search(fixed)
        if opened is None or not _NAMES_SOMETHING.search(fixed, opened.end()):
            return None
        if self._short[lang].score(typed_once(fixed[:opened.start()]))[1] not in ("greeting", "thanks"):
            return None
        asked, _ = self._read_alone(fixed[opened.end():], lang)
        return asked if asked.decision == "skill" and asked.candidates and asked.candidates[0].rules > 0 else None

    def _courtesy_first(self, fixed: str, lang: str, candidates: list[Candidate], matches: list[Match]) -> bool:
        """A greeting or thanks, then words that ask nothing and name nothing ("Bonjour ! J'ai quelques questions
        clients à relayer aujourd'hui.", "谢谢！演示救回来了🙏"): small talk, which the classifier finds about as near as
        anything, not a request no one understood."""
        if any(c.rules > 0 for c in candidates) or not matches or re.search(r"[?？]", fixed):
            return False
        own = max((m for m in matches if m.label in ROUTER_LABELS), key=lambda m: m.similarity, default=None)
        introduced = _INTRODUCES_ONESELF.search(fixed)  # who the writer is: nothing a skill or the help does
        if _NAMES_SOMETHING.search(fixed) or (not introduced and (
                _CJK_NAME.search(fixed)  # a Latin word in Chinese or Japanese text names something, but in "我是…关于AI评测"
                or own is None or own.label != "smalltalk" or own.similarity < OWN_NEAR * matches[0].similarity)):
            return False  # "bonjour, je n'arrive pas à me connecter" is nearer to linking
        first = _CLAUSE_END.split(fixed, maxsplit=1)[0]
        if first == fixed:  # no mark after it: the first word ("谢谢 明天上课就用这个", "hi everyone 👋 first time …")
            first = fixed.split(" ", 1)[0]
        # "お疲れ様です。病院の情報システム部の者です。": a word of greeting read as an ok opens an introduction as well; so
        # does a goodbye, read as an ok, a word of one's day ("晚安，明天还要上山")
        openings = ("greeting", "thanks", "ack")
        # the clause, or the greeting or thanks its first words say, typed once ("good morning to all.", "salut de la
        # fouille,", "holaa desde la excavacion,", "thank you kindly for the thorough explanation,")
        words = typed_once(first).split(" ")
        said = (first, *(" ".join(words[:n]) for n in (3, 2, 1) if n < len(words)))
        return first != fixed and any(self._short[lang].score(each)[1] in openings for each in said)

    def _thanks_for_it(self, fixed: str, lang: str, candidates: list[Candidate], matches: list[Match]) -> bool:
        """Thanks first, then praise of what the bot did, naming nothing and asking nothing ("謝謝，分析得很清楚 👍",
        "thanks, the analysis was really clear"): the word for what it did ("analysis") is one weak rule's, and the whole
        is nearest to small talk, not a request."""
        if not matches or matches[0].label != "smalltalk":  # the cheap test first: most messages are near a skill
            return False
        first = _CLAUSE_END.split(fixed, maxsplit=1)[0]
        return (first != fixed and not re.search(r"[?？]", fixed) and (not candidates or candidates[0].rules <= WEAK_RULE)
                and not (_NAMES_SOMETHING.search(fixed) or _CJK_NAME.search(fixed))  # "…tiny-2の結果も見せてください"
                and not _PLEASE.search(fixed, len(first))  # "Thanks for the help. Please rerun capitals." asks
                and self._short[lang].score(first) == (1.0, "thanks"))

    def _costly_before_balance(self, fixed: str, lang: str, route: Route) -> Route | None:
        """A run or a training asked for, then the credits left or what it costs asked on the way ("Könnten Sie
        tiny-2 noch einmal auf capitals laufen lassen? … wie viele Credits danach noch übrig sind", "请用 gsm-train
        训练 tiny-2，顺便告诉我训练完还剩多少积分"): the request, whose proposal says the cost and the balance before
        its yes. None when the credits are asked first, or the request is only a condition ("if I train tiny-2,
        how many credits are left?")."""
        if (route.skill != HELP_SKILL or route.intent == "role"  # whether someone may start it: "Ben peut-il lancer un run ?"
                or not any(c.intent in _COSTLY_INTENTS and c.rules >= 1.0 for c in route.candidates)):
            return None
        clauses = [c for c in _CLAUSE_OR_THEN.split(fixed) if re.search(r"\w", c)]
        for i, clause in enumerate(clauses):
            candidates = self._candidates_or_english(clause, lang)
            if not candidates:
                continue
            if (i + 1 == len(clauses) or candidates[0].intent not in _COSTLY_INTENTS or candidates[0].rules < 1.0
                    or _opens_with_if(clause, lang) or _WHAT_HAPPENS_IF.search(clause)
                    or not (_NAMES_SOMETHING.search(clause) or _CJK_NAME.search(clause))):
                return None  # "Bevor wir irgendetwas trainieren, …": no model or benchmark named, nothing asked for
            asked = " ".join(clauses[:i + 1])
            return self._skill_route(asked, lang, self._model.match(asked, lang))
        return None

    def _read_alone(self, text: str, lang: str) -> tuple[Route, list[Match]]:
        """A piece of a message (normalised) read by the skills' rules and the classifier alone, with the classifier's
        matches: no ceiling, no reading of the whole around it."""
        matches = self._model.match(text, lang)
        return _decide(_combine(self._candidates_or_english(text, lang), matches), matches), matches

    def _inner_request(self, fixed: str, lang: str) -> Route | None:
        """The request one sentence of a longer message makes, when the whole reads as nothing or as small
        talk: a greeting, a thanks, a reason or a courtesy around it ("Could you … tell me which items it got
        wrong? I'd like to understand … before Thursday.", "ありがとうございます。ついでに…もOKにしてください。") must
        not drown it. The likeliest sentence's skill; none when a sentence is a call for help."""
        sentences = [s for s in _SENTENCE_END.split(fixed) if re.search(r"\w", s)]
        if len(sentences) < 2:
            return None
        found = []
        for sentence in sentences:
            route, matches = self._read_alone(sentence, lang)
            own = max((m for m in matches if m.label in ROUTER_LABELS), key=lambda m: m.similarity, default=None)
            if route.decision == "smalltalk" or (own is not None and own.label == "smalltalk"
                                                 and own.similarity >= OWN_NEAR * matches[0].similarity):
                continue  # "thanks!", "hi all": a courtesy around the request
            if (route.decision == "help" and route.intent == "help") or (
                    own is not None and own.similarity >= OWN_NEAR * matches[0].similarity):
                return None  # "what can you do? I'd like to know before I start": a call for help
            if route.decision == "skill" and route.candidates:
                found.append((route.candidates[0].score, route))
        return max(found, key=lambda f: f[0])[1] if found else None

    def _candidates_or_english(self, text: str, lang: str) -> list[Candidate]:
        """The language's rules' candidates, or English's where they find nothing likely (English
        words mixed into the message)."""
        candidates = self._candidates(text, lang)
        if lang != "en" and (not candidates or candidates[0].score < MIN_SCORE):
            if (friends := _FALSE_FRIENDS.get(lang)) is not None:
                text = friends.sub(" ", text)
            return self._candidates(text, "en")
        return candidates

    def _follows_up(self, text: str) -> bool:
        """A short follow-up that names a model or a benchmark and asks nothing of its own ("and for
        tiny-2?", "那 tiny-2 呢？", "capitalsは？"), in any language: its language is often unsure."""
        named = (_NAMES_SOMETHING.search(text) or _CJK_NAME.search(text) or _FOLLOW_UP_TARGET.match(text)
                 or _CJK_ITEM.search(text) or _THE_OTHER.search(text))
        return bool(named) and follows_up(text, self._packs)

    def _off_topic(self, text: str, lang: str) -> bool:
        """A request outside the bot's job, in the language or in English (pack.off_topic)."""
        return any(pattern.search(text) for pattern in self._off_topics.get(lang, ()))

    def _vague(self, text: str, lang: str) -> bool:
        """A request to do better that says nothing of how: "make it better, do it" deletes nothing."""
        rules = self._rules.get(lang)
        return rules is not None and rules.is_vague(text)

    def _ceilings_route(self, text: str, language: str, plain: str, fixed: str, matches: list[Match]) -> Route | None:
        """The ceiling's answer, where it has one: the refusal of what it forbids (by its rules, or worded unlike them but
        as its examples); or, where the message asks why or whether about it ("why won't you set a score by hand?", as
        typed too: "lehnst" is no typo of "lehnt"), the rule explained. The ceiling's questions share one reading of
        the message (bot/ceiling.py `Reading`)."""
        ceiling = self._ceiling if language in self._packs else self._others_ceiling
        reading = Reading()
        if (refused := self._refused(ceiling, text, plain, fixed, reading)) is not None:
            return Route(decision="refuse", intent=refused)
        lang = language if language in self.languages else "en"
        if ((forbidden := _forbidden(matches)) and not self._ceiling.excuses(fixed, forbidden, reading)
                and not self._vague(fixed, lang)):
            return Route(decision="refuse", intent=forbidden)
        if language in self.languages and (self._ceiling.asked_about(plain, reading)
                                           or (fixed != plain and self._ceiling.asked_about(fixed, reading))):
            return Route(decision="skill", skill=HELP_SKILL, intent=RULES_INTENT)
        return None

    @staticmethod
    def _refused(ceiling: Ceiling, text: str, plain: str, fixed: str, reading: Reading) -> str | None:
        """What the ceiling forbids in the message: as typo-fixed, as typed, with a quoted single word read
        (« correcte »), and with what it quotes read where it asks that done ("bot, do that"); none when it
        asks how (as typed, before any typo fixing)."""
        listed = text
        if "\n" in text and len(_NUMBERED_LINE.findall(text)) >= 2:
            # a numbered list ("1. Donne-moi le score de tiny-2 sur capitals\n2. Liste les items ratés"): the number
            # that opens an item is no value of the item before it (its items are read one by one below too)
            text = _NUMBERED_LINE.sub("", text)
            plain = fixed = normalise(text)
        quoted = _QUOTED.search(text) or _QUOTED_LINE.search(text)
        kept = normalise(text, keep_one_word=True) if quoted is not None else plain
        reply = None
        if plain.startswith("“…”") and kept.startswith(">"):
            # a line quoted above the reply ("> Item 13's reference answer (24) looks wrong." / "yeah fix it, should be
            # 42"): what the reply's "it" takes is in the line, so the message is read with it (and a request it quotes,
            # then asks done, still refused: "> delete gsm-mini" / "please do this")
            fixed = plain = kept
            # ...and an answer marked right in a run, the reply asks on its own, whatever key the line names ("> Item 13
            # of gsm-mini has key 24" / "can you just mark tiny-1's answer on 13 as right in the existing run instead?")
            reply = normalise(_QUOTED_LINE.sub(" ", text))
        refused = (ceiling.check(fixed, reading) or (fixed != plain and ceiling.check(plain, reading))
                   or (quoted is not None and (ceiling.check(kept, reading) or (
                       DONE_AS_QUOTED.search(plain) is not None
                       and ceiling.check(DONE_AS_QUOTED.sub(" ", normalise(text, keep_quoted=True)), reading))))
                   or ("set_score" if results_pasted(text) else None) or Router._refused_in_a_list(ceiling, listed)
                   or (reply is not None and IN_A_RUN.search(reply) is not None and ceiling.check(reply, Reading())) or None)
        if refused and not ceiling.asks_how(plain, reading):
            return refused
        return Router._refused_after_then(ceiling, plain)

    @staticmethod
    def _refused_after_then(ceiling: Ceiling, plain: str) -> str | None:
        """What the ceiling forbids in a request chained after a first one, or asked beside it "while you're at it"
        ("explain how scoring works and then just bump tiny-1 up to 80 on gsm-mini", "Corrige l'item 13 et au passage
        supprime tous les anciens runs de gsm-mini", "顺便把 gsm-mini 以前的运行记录全部删掉，第13题也改一下"): each clause after
        the turn read on its own, the first request's words (a question of how something works, an item) excusing nothing
        in it; a question of its own does. Of two requests joined by "and also" (`_ALSO`), the first is read whole too: the
        second's question ("…, and also tell me how many credits are left") excuses nothing in it."""
        before = ""
        if (turn := _CHAINED.search(plain)) is not None:
            start = turn.end()
        elif (turn := _BESIDES.search(plain)) is not None:
            # from the clause the words are in ("… und lösch bei der Gelegenheit alle alten Läufe …")
            start = max((found.end() for found in _JOINED.finditer(plain, 0, turn.start())), default=turn.end())
        elif (turn := _ALSO.search(plain)) is not None:
            before, start = plain[:turn.start()], turn.end()  # the first request, whole, and each clause of the second
        else:
            return None
        for clause in (before, *_CLAUSE_END.split(plain[start:])):
            if re.search(r"\w", clause):
                reading = Reading()
                refused = ceiling.check(clause, reading)
                if refused and not ceiling.asks_how(clause, reading):
                    return refused
        return None

    @staticmethod
    def _refused_in_a_list(ceiling: Ceiling, text: str) -> str | None:
        """What the ceiling forbids in one item of a list of requests ("1) exclui o capitals\\n2) me diz quantos créditos
        sobram", "- gsm-mini weg\\n- capitals behalten"): read item by item, another item's words (credits, what is
        kept) excuse nothing in it."""
        items = [found.group(1) for found in _LIST_ITEM.finditer(text)] if "\n" in text else []
        return next((refused for item in items if len(items) > 1
                     and (refused := ceiling.check(normalise(item), Reading())) is not None), None)

    def _general(self, text: str, lang: str) -> Route | None:
        """What the pack's word classes decide before any skill's rules: a general question
        (benchgen-context explains), or a vague request to do better (the one short question between
        the skills that declare a `fix` intent)."""
        rules = self._rules.get(lang)
        if rules is None:
            return None
        after = rules.asks_generally(text)
        if (after is not None and not self._cancel_asked(text, lang)
                and not self._asks_removal(text, lang, rules)
                and not (after and not _RESTATED.match(after)
                         and any(c.skill != HELP_SKILL for c in self._candidates(after, lang)))
                and not self._sure_read(text, lang)):
            return (self._costly_request_first(text, lang, rules) or self._costly_request_after(text, lang)
                    or Route(decision="skill", skill=HELP_SKILL, intent="explain"))
        if len(self._fixers) >= 2 and rules.is_vague(text):
            return Route(decision="clarify", intent=VAGUE_INTENT,
                         candidates=[Candidate(skill=sid, score=1.0, intent=VAGUE_INTENT) for sid in self._fixers])
        return None

    def _cancel_beside_a_read(self, text: str, lang: str, route: Route) -> Route | None:
        """A cancel asked for with how the run is doing as its reason ("brich den Run ab, der hängt seit ner Stunde"),
        as close as a read of that status, or closer where only the classifier finds the read ("coupe le run capitals, il
        est bloqué"): the cancel, which is what is asked (a read alone is no question to ask)."""
        guessed_read = route.skill == READ_SKILL and bool(route.candidates) and route.candidates[0].rules == 0
        if route.decision != "clarify" and not guessed_read:
            return None
        top = route.candidates[:2]
        cancel = next((c for c in top if c.intent == CANCEL_INTENT and c.rules >= 1.0), None)
        if cancel is None or not any(c.skill == READ_SKILL for c in top) or not self._cancel_asked(text, lang):
            return None
        return Route(decision="skill", skill=cancel.skill, intent=CANCEL_INTENT, candidates=route.candidates)

    def _cancel_asked(self, text: str, lang: str) -> bool:
        """A run or a proposal cancelled, asked for ("cancel that run, do I get the credits back?"), not only the
        condition of a question ("E se eu cancelar um run no meio, os créditos voltam?")."""
        if _opens_with_if(text, lang) and text.rstrip().endswith(("?", "？")):
            return False
        return any(t.pattern.search(text) for t in self._cancels.get(lang, ()))

    def _costly_request_first(self, text: str, lang: str, rules: _PackRules) -> Route | None:
        """A run or a training asked for first (in a sentence of its own, or wanted, or asked politely), then what
        it costs or whether the credits suffice ("run tiny-2 on capitals. how many credits would that use?",
        "J'aimerais lancer un SFT de tiny-1 avec capitals-train, on a assez de crédits pour ça ?", "Train tiny-2
        with capitals-train please, we have enough credits I think"): the request, whose proposal says its cost
        and waits for a yes. None when the general question comes first or the request is only its condition."""
        found = rules.general.search(text) if rules.general is not None else None
        if found is None:
            return None
        before = text[:found.start()]
        ends = list(_CLAUSE_END.finditer(before))
        if not ends or _opens_with_if(before, lang):
            return None  # "si je relance tiny-1 sur capitals, ça coûte combien ?": a condition, no request
        own_sentence = ends[-1].group() in ".!?。！？"
        before = before[:ends[-1].start()]
        if not own_sentence and not rules.wants.search(before) and not _PLEASE.search(before) and not _IMPERATIVE.match(before):
            return None  # "Lancer tiny-1 sur gsm-mini, ça nous coûterait combien ?": what it would cost
        candidates = self._candidates_or_english(before, lang) if re.search(r"\w", before) else []
        if not candidates or candidates[0].rules < 1.0 or candidates[0].intent not in _COSTLY_INTENTS:
            return None
        return self._skill_route(before, lang, self._model.match(before, lang))

    def _costly_request_after(self, text: str, lang: str) -> Route | None:
        """What a run or a training costs asked first, then asked for on a condition in a sentence of its own ("how
        many credits would a tiny-2 run on capitals cost? if it's reasonable just kick it off", "在capitals上跑一次tiny-2
        要多少积分？不贵的话直接跑"): the request, whose proposal says the cost and waits for a yes."""
        sentences = [each for each in _SENTENCE.findall(text) if re.search(r"\w", each)]
        for sentence in sentences[1:]:  # a condition that asks ("if I run tiny-1, how many are left?") asks for nothing
            if ((_opens_with_if(sentence, lang) or _IF_AFTER.search(sentence)) and not sentence.rstrip().endswith(("?", "？"))
                    and not _DONT.search(sentence) and not _SPEAKER_WOULD.search(sentence)):  # nor one that says not to:
                # "if it's over 50, don't launch it"; nor what the writer would do
                costly = [c for c in (self._candidates_or_english(sentence, lang) or self._candidates_or_english(text, lang))
                          if c.rules > 0 and c.intent in _COSTLY_INTENTS]
                if costly:
                    return Route(decision="skill", skill=costly[0].skill, intent=costly[0].intent)
        return None

    def _sure_read(self, text: str, lang: str) -> bool:
        """A question the read's rules are sure of, which a general question's words do not make general: whether a
        change would move a named model's score ("If we fix the key of item 13, will tiny-1's score change?") is
        answered from its saved answers, not by explaining how BenchGen works."""
        if not (_NAMES_SOMETHING.search(text) or _CJK_NAME.search(text) or _A_SHARE.search(text)):
            # "¿qué significa que una clave sea 'demasiado estricta'?" reads nothing of the workspace; "O que significa 60%
            # exatamente?" reads a score
            return False
        candidates = self._candidates(text, lang)
        return bool(candidates) and candidates[0].skill == READ_SKILL and candidates[0].rules >= SURE_READ

    def _asks_removal(self, text: str, lang: str, rules: _PackRules) -> bool:
        """A numbered item's removal asked as a question, which reads as no general question without its words."""
        for trig in self._removes.get(lang, ()):
            found = trig.pattern.search(text)
            if found is not None and found.end() > found.start():
                if rules.asks_generally(f"{text[:found.start()]} {text[found.end():]}") is None:
                    return True
        return False

    def _candidates(self, text: str, lang: str) -> list[Candidate]:
        candidates: list[Candidate] = []
        rules = self._skill_rules.get(lang)
        for skill, score, intent in rules.scores(text) if rules is not None else ():
            if score > 0:
                candidates.append(Candidate(skill=skill, score=round(score, 3), intent=intent, rules=round(score, 3)))
        candidates.sort(key=lambda c: c.score, reverse=True)
        return candidates


def _of_the_bot(fixed: str) -> Route | None:
    """Understanding said (`_UNDERSTOOD`: small talk), or what the bot does besides what it is known for asked
    (`_WHAT_YOU_DO`: the help), naming nothing; else None."""
    if _NAMES_SOMETHING.search(fixed):
        return None
    if _UNDERSTOOD.search(fixed):
        return Route(decision="smalltalk", intent="thanks")
    return Route(decision="help", intent="help") if _WHAT_YOU_DO.search(fixed) else None


def _item_read(fixed: str, route: Route, candidates: list[Candidate]) -> Route | None:
    """A question of what something is that names a benchmark's item by its number ("trivia-qaの項目4のキーって何？")
    asks about the workspace's data, which the read's rules read, not how BenchGen works ("キーって何？")."""
    if (route.skill != HELP_SKILL or route.intent != "explain" or not (item_named(fixed) or _CJK_ITEM.search(fixed))
            or not (_NAMES_SOMETHING.search(fixed) or _CJK_NAME.search(fixed))):
        return None
    read = next((c for c in candidates if c.skill == READ_SKILL and c.rules >= STRONG_RULE), None)
    return None if read is None else Route(decision="skill", skill=READ_SKILL, intent=read.intent,
                                           candidates=route.candidates)


def _opens_with_if(text: str, lang: str) -> bool:
    """Does the text open with a condition ("if", "wenn", "si", "se", "如果")? "se" is one in Portuguese only: in Spanish
    and French it is a pronoun ("se lo agradezco")."""
    found = _IF.match(text)
    return found is not None and (found.group("word") != "se" or lang == "pt")


def _asked_under_a_report(text: str) -> str | None:
    """What a message asks beside a bug report's fields (`_REPORT_FIELD`, two or more: "Expected: …\nActual: …\nSteps:
    …\nCan you rerun tiny-1 on gsm-mini?"), where it asks something; None for a message that is no such report."""
    if ":" not in text and "：" not in text:  # the cheap test first: most messages have no field
        return None
    fields = _REPORT_FIELD.findall(text)
    asked = _REPORT_FIELD.sub("", text).strip() if len(fields) >= 2 else ""
    return asked if re.search(r"\w", asked) else None


def _code_quoted(block: re.Match[str]) -> str:
    """A fenced block of code, as one quote of what it holds (`_FENCED_CODE`)."""
    return f" “{_QUOTE_MARKS.sub(' ', block.group(1))}” "


def _fields_read(block: re.Match[str]) -> str:
    """A fenced block of fields, as the words of a request ("action: override_score" as "action: override score")."""
    return block.group(1).replace("_", " ")


def _term_asked(text: str, *, quoted_term: bool = False) -> Route | None:
    """The key named by two of its names (`_KEY_NAME`), or a product's word quoted alone (`_QUOTED_TERM`; `quoted_term`:
    in double quotes, which the text no longer has), in a short question (what follows it tells why it is asked: "…? new to
    this") in a message that names no model, benchmark, item or number but in what opens the question ("Pardon an
    old-timer's confusion, but …"): what the word means."""
    if (mark := re.search(r"[?？]", text)) is None or re.search(r"\d", text):
        return None
    question = text[:mark.end()]
    asking = _CLAUSE_END.split(question[:-1])[-1]  # the clause that asks, after what opens the question
    if len(asking.split()) > 14 or _NAMES_SOMETHING.search(asking) or _NAMES_SOMETHING.search(text, mark.end()):
        return None
    # a name glossed in parentheses is the same name said twice ("O gabarito (answer key) do capitals não aceita …")
    unglossed = re.sub(r"\([^()]*\)", " ", question) if "(" in question else question
    names = {found.group().replace(" ", "").rstrip("s") for found in _KEY_NAME.finditer(unglossed)}
    # two names of the key in a short question; a product's word quoted in the clause that asks, however it opens
    # ("Forgive an old engineer his ignorance, but what exactly is a 'benchmark' in your parlance?")
    return (Route(decision="skill", skill=HELP_SKILL, intent="explain")
            if (len(names) >= 2 and len(question.split()) <= 14) or quoted_term or _QUOTED_TERM.search(asking) else None)


def _what_else_asked(text: str, candidates: list[Candidate]) -> Route | None:
    """What else the bot does, asked (`_WHAT_ELSE`) where its rules read the call for help: the help."""
    helps = [c for c in candidates if c.skill == HELP_SKILL and c.intent == "help" and c.rules > 0]
    return Route(decision="help", intent="help", candidates=candidates) if helps and _WHAT_ELSE.search(text) else None


def _price_before_starting(text: str) -> Route | None:
    """A price or the credits left asked, with nothing to be started yet (`_NOTHING_STARTED`), the price opening the
    request as its heading ("/cost run tiny-2 capitals", "kosten? lauf tiny-2 auf capitals"), or whether the credits will
    do (`_CREDITS_ENOUGH`) with no request opening the message: benchgen-context answers."""
    if (_PRICE_HEADING.match(text) or (_NOTHING_STARTED.search(text) and _PRICE_WORDS.search(text) and _PRICE_ASKED.search(text))
            or _plan_costed(text)):
        return Route(decision="skill", skill=HELP_SKILL, intent="explain")
    return None


def _costly_read_again(text: str, route: Route, candidates: list[Candidate]) -> Route | None:
    """A run or a training read, which the message does not ask outright: the credits asked before someone else's plan
    (`_balance_before_a_plan`), or whichever of a run and a training costs less (`_cheaper_of`)."""
    if route.decision != "skill" or route.skill not in _COSTLY_SKILLS:
        return None
    if _balance_before_a_plan(text, candidates):
        return Route(decision="skill", skill=HELP_SKILL, intent="balance", candidates=route.candidates)
    return _cheaper_of(route) if _WHICHEVER_CHEAPER.search(text) else None


def _cheaper_of(route: Route) -> Route:
    """A run or a training, whichever costs less ("soit tu relances tiny-1, soit tu l'entraînes, prends ce qui coûte le
    moins", "要么重跑 tiny-1，要么直接训练，哪个省积分就做哪个"): the one short question between them, whose proposals say each
    one's cost."""
    ruled = {c.skill: c for c in route.candidates}
    return Route(decision="clarify", intent=route.intent, sure=route.sure, candidates=[
        ruled.get(skill) or Candidate(skill=skill, score=1.0, intent=intent)
        for skill, intent in ((LAUNCH_SKILL, "launch"), (TRAIN_SKILL, "train"))])


def _balance_before_a_plan(text: str, candidates: list[Candidate]) -> bool:
    """The credits left asked, then what someone else means to do told ("Combien de crédits il nous reste ? Julien voudrait
    lancer un entraînement avant les vacances"), nothing asked of the bot for it: the balance is what is asked."""
    return bool(any(c.skill == HELP_SKILL and c.intent == "balance" and c.rules > 0 for c in candidates)
                and re.search(r"[?？]", text) and _THIRD_PERSON_WISH.search(text) and not _PLEASE.search(text)
                and not YOU_CAN_ASKED.search(text))


def _plan_costed(text: str) -> bool:
    """Whether the credits will do for a plan, asked in the message's last sentence, the plan said as a condition or the
    credits counted ("Si on prévoit 2 entraînements par mois, 500 crédits suffisent ?", "Pro planejamento do Q3: …, 500
    créditos dão conta?"), with no request opening the message ("lass tiny-2 … laufen, reichen die credits dafür?")."""
    if not _CREDITS_ENOUGH.search(text):  # the cheap test first: most messages say nothing of credits
        return False
    said = text.rstrip()
    body = said.rstrip(_SENTENCE_MARKS + " ")
    asked = said[max(body.rfind(mark) for mark in _SENTENCE_MARKS) + 1:]  # the last sentence
    return bool(_CREDITS_ENOUGH.search(asked) and asked.endswith(("?", "？")) and not _IMPERATIVE.match(text)
                and (_IF_ANYWHERE.search(asked) or _CREDITS_COUNTED.search(asked)))


def _claims_settled(text: str, candidates: list[Candidate]) -> Route | None:
    """Two claims set against each other (`_CLAIMS_SET_AGAINST`): settled by what the bot knows (a price) or reads."""
    if not _CLAIMS_SET_AGAINST.search(text):
        return None
    if _PRICE_WORDS.search(text):
        return Route(decision="skill", skill=HELP_SKILL, intent="explain")
    reads = [c for c in candidates if c.skill == READ_SKILL]
    return Route(decision="skill", skill=READ_SKILL, intent=reads[0].intent if reads else "why",  # the analysis
                 candidates=candidates)


def _pasted_line(line: str) -> bool:
    """A line of pasted data (`_TABLE_ROW`), or one of names and figures alone, which asks nothing ("tiny-1 60%")."""
    if _TABLE_ROW.search(line):
        return True
    words = line.lower().split()
    others = [word for word in words if not _DATUM.fullmatch(word)]
    # one word beside a signed or percent figure is a row too ("-150 training", "tiny-1 60% ok")
    return "?" not in line and (not others or (len(others) == 1 and any(re.fullmatch(r"[-+]\d+|[\d.,]+%", w) for w in words)))


def _asked_by_rules(route: Route) -> bool:
    """A skill's route that its rules read (not the classifier's guess alone): a part of a message that asks it."""
    top = route.candidates[0] if route.candidates else None
    return route.decision == "skill" and top is not None and top.skill == route.skill and top.rules >= 1.0


def _an_answer(reply: str) -> bool:
    """A yes or a no, alone or opening a short reply ("nein, lass mal", "sí, adelante", "nah leave it")."""
    if answer_of(reply) is not None:
        return True
    first, *rest = re.split(r"[\s,，、.!！。]+", reply.strip(), maxsplit=1)
    return (len(reply.split()) <= 4 and answer_of(first) is not None
            and not (rest and (_NAMES_SOMETHING.search(rest[0].lower()) or re.search(r"[?？]", rest[0]))))  # "y tiny-1?"


# a quoted line of someone's words: "> ben: „…"", "> ana：“…”", "> cara:「…」"
_WORDS_QUOTED = re.compile(r"\s*(?:>|&gt;)\s*[^\W\d][\w .'-]{0,20}\s*[:：]\s*[\"“”„«「『]")
_QUOTE_MARKS = re.compile(r"[\"“”„«»「」『』]")


def _unquoted_words(text: str) -> str:
    """A message that quotes someone's words (`_WORDS_QUOTED`) with the words said as its own, its reply after them."""
    return _QUOTE_MARKS.sub(" ", re.sub(r"^\s*(?:>|&gt;)", " ", text, count=1))


def _quote_and_reply(text: str) -> tuple[str, str]:
    """The bot's lines quoted in a message ("> Do you want me to widen the key or train tiny-1?"), normalised without
    their marks, and the reply typed under them, as typed; ("", "") with no quoted line."""
    if ">" not in text and "&gt;" not in text:  # the cheap test first: most messages quote nothing
        return "", ""
    quoted = "".join(m.group() for m in _QUOTE_LINE.finditer(text))
    if not quoted:
        return "", ""
    return normalise(re.sub(r"^\s*(>|&gt;)", " ", quoted, flags=re.MULTILINE)), _QUOTE_LINE.sub("", text).strip()


def _chosen_option(question: str, reply: str, language: str) -> str | None:
    """The option of the bot's question quoted above a reply (`_quote_and_reply`: "> Do you want me to widen the key or
    train tiny-1?" / "the key, training costs too much") that the reply's first words repeat: that option, as the
    question words it, is the request. None with no reply, or no one option repeated."""
    if not reply:
        return None
    options = [o for o in re.split("|".join(dict.fromkeys((_OR.get(language, _OR["en"]), _OR["en"]))), question) if o.strip()]
    if len(options) < 2:
        return None
    first = set(_TOKEN.findall(_CLAUSE_END.split(normalise(reply), maxsplit=1)[0]))
    overlap = [len(first & set(_TOKEN.findall(option))) for option in options]
    best = max(overlap)
    return options[overlap.index(best)] if best and overlap.count(best) == 1 else None
