"""benchgen-context: what BenchGen is and how it works, the user's balance and role, which models and
benchmarks the workspace holds, and help.

General questions are answered from a small knowledge base kept in the message catalogs (so the
answer is in the user's language) and need no linked account; balance, role and the workspace's
models and benchmarks (skills/workspace.py) do.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from bot.llm.grounded import grounded_answer, retrieve
from bot.llm.help import ModelHelp
from bot.routing import RULES_INTENT
from bot.skill import Outcome, Request, Skill, SkillContext, Trigger
from bot.text import Line, Quote, Words
from skills import workspace
from skills.analyze import A_MODEL, READ_SCOPES
from skills.phrasings import examples_of

# Knowledge-base topics: each answers from the catalog key `kb.<topic>`; patterns per language.
TOPICS: dict[str, dict[str, re.Pattern[str]]] = {
    "en": {
        "credits": re.compile(r"\bcredits?\b|\bcost|\bprice|\bpay|\bspend", re.I),
        "runs": re.compile(r"\bruns?\b|\bscor(e|ing)\b|\bevaluat", re.I),
        "versions": re.compile(r"\bversions?\b|\bhistory\b", re.I),
        "keys": re.compile(r"\bkeys?\b|\bmatch(ing)? rules?\b|\baccepted answers?\b|\breference\b|\btoo (strict|narrow|picky)\b|\b(another|other|different) form\b", re.I),
        "roles": re.compile(r"\broles?\b|\bpermissions?\b|\beditor\b|\bviewer\b|\badmin\b|\b(view|read)-only\b|\b(allowed|permitted) to\b", re.I),
        "training": re.compile(r"\btrain", re.I),
        "limits": re.compile(r"\bwon'?t you\b|\bcan'?t you\b|\bnot (allowed|do)\b|\blimits?\b|\bdelete\b", re.I),
        "linking": re.compile(r"\blink(ing|ed)?\b|\baccount\b|\bsign in\b", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
    "de": {
        "credits": re.compile(r"\bcredits?\b|\bkost|\bpreis|\bbezahl|\bausgeb|\bguthaben", re.I),
        "runs": re.compile(r"\bl[äa]u(f|fe)\b|\bruns?\b|\bscores?\b|\bbewert|\bpunkt", re.I),
        "versions": re.compile(r"\bversion(en)?\b|\bverlauf\b|\bhistorie\b", re.I),
        "keys": re.compile(r"\bschl[üu]e?ssel|\bkeys?\b|\bvergleichsregel|\breferenz|\bzu (streng|eng)\b|\banderer? form\b", re.I),
        "roles": re.compile(r"\brollen?\b|\brechte\b|\bberechtig|\beditor(in)?\b|\bbetrachter\b|\bviewer\b|\badmin\b|\bdarf\b|\bdürfen\b", re.I),
        "training": re.compile(r"\btrain", re.I),
        "limits": re.compile(r"\bnicht (erlaubt|machen|k[öo]nnen)\b|\bgrenzen?\b|\bl[öo]sch|\bwarum kannst du nicht\b", re.I),
        "linking": re.compile(r"\bverkn[üu]pf|\bkonto\b|\banmeld", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
    "fr": {
        "credits": re.compile(r"\bcr[ée]dits?\b|\bco[ûu]t|\bprix\b|\bpay|\bd[ée]pens", re.I),
        "runs": re.compile(r"\bex[ée]cutions?\b|\bruns?\b|\bscores?\b|\b[ée]valu|\bnote", re.I),
        "versions": re.compile(r"\bversions?\b|\bhistorique\b", re.I),
        "keys": re.compile(r"\bcl[ée]s?\b|\br[èe]gles? de correspondance\b|\bréponses accept|\br[ée]f[ée]rence\b|\btrop (stricte?|[ée]troite?)\b|\bautre forme\b", re.I),
        "roles": re.compile(r"\br[ôo]les?\b|\bdroits?\b|\bpermissions?\b|\b[ée]dit(eur|rice)\b|\blect(eur|rice)\b|\bviewer\b|\badmin\b|\blecture seule\b", re.I),
        "training": re.compile(r"\bentra[îi]n", re.I),
        "limits": re.compile(r"\bpas (le droit|autoris)|\blimites?\b|\bsupprim", re.I),
        "linking": re.compile(r"\blier\b|\bliaison\b|\bcompte\b|\bconnexion\b", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
    "es": {
        "credits": re.compile(r"\bcr[ée]ditos?\b|\bcost|\bprecio|\bpag|\bgast", re.I),
        "runs": re.compile(r"\bejecuci[óo]n|\bruns?\b|\bpuntuaci[óo]n|\bevalu", re.I),
        "versions": re.compile(r"\bversi[óo]n|\bhistorial\b", re.I),
        "keys": re.compile(r"\bclaves?\b|\breglas? de comparaci[óo]n\b|\brespuestas aceptadas\b|\breferencia\b|\bdemasiado (estricta|estrecha)\b|\botra forma\b", re.I),
        "roles": re.compile(r"\broles?\b|\bpermisos?\b|\beditor(a)?\b|\blector(a)?\b|\bviewer\b|\badmin\b", re.I),
        "training": re.compile(r"\bentren", re.I),
        "limits": re.compile(r"\bno (puedes|se puede|est[áa] permitido)\b|\bl[íi]mites?\b|\bborrar\b", re.I),
        "linking": re.compile(r"\bvincul|\bcuenta\b|\biniciar sesi[óo]n\b", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
    "pt": {
        "credits": re.compile(r"\bcr[ée]ditos?\b|\bcust|\bpre[çc]o|\bpag|\bgast", re.I),
        "runs": re.compile(r"\bexecu[çc][ãa]o|\bexecu[çc][õo]es|\bruns?\b|\bpontua[çc][ãa]o|\bavali", re.I),
        "versions": re.compile(r"\bvers[ãa]o|\bvers[õo]es|\bhist[óo]rico\b", re.I),
        "keys": re.compile(r"\bchaves?\b|\bregras? de compara[çc][ãa]o\b|\brespostas aceitas\b|\brefer[êe]ncia\b|\b(estreita|restrita|rigorosa|estrita) demais\b|\bmuito (restrita|estreita)\b|\boutra forma\b", re.I),
        "roles": re.compile(r"\bpap[ée]is\b|\bpapel\b|\bpermiss|\beditor(a)?\b|\bleitor(a)?\b|\bviewer\b|\badmin\b", re.I),
        "training": re.compile(r"\btrein", re.I),
        "limits": re.compile(r"\bn[ãa]o (pode|consegue|[ée] permitido)\b|\blimites?\b|\bapagar\b", re.I),
        "linking": re.compile(r"\bvincul|\bconta\b|\bentrar\b", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
    "ja": {
        "credits": re.compile(r"クレジット|費用|料金|コスト|支払"),
        "runs": re.compile(r"実行|スコア|評価"),
        "versions": re.compile(r"バージョン|履歴"),
        "keys": re.compile(r"キー|照合ルール|参照解答|受け付け|狭すぎ|厳しすぎ|別の(形|形式)"),
        "roles": re.compile(r"ロール|権限|編集者|閲覧者|管理者"),
        "training": re.compile(r"トレーニング|学習|訓練"),
        "limits": re.compile(r"できない|制限|削除"),
        "linking": re.compile(r"連携|アカウント|サインイン"),
        "benchgen": re.compile(r"benchgen|ベンチマーク", re.I),
    },
    "zh": {
        "credits": re.compile(r"积分|费用|价格|花费|收费"),
        "runs": re.compile(r"运行|分数|得分|评估"),
        "versions": re.compile(r"版本|历史"),
        "keys": re.compile(r"答案键|匹配规则|参考答案|接受|太窄|太严|另一种形式|其他形式"),
        "roles": re.compile(r"角色|权限|编辑者|查看者|管理员"),
        "training": re.compile(r"训练"),
        "limits": re.compile(r"不能|限制|删除"),
        "linking": re.compile(r"关联|绑定|账号|登录"),
        "benchgen": re.compile(r"benchgen|基准", re.I),
    },
}


# What BenchGen's own questions name, per language: a generic question ("how does it work", "tell me")
# is the skill's only when it names one of these or a model or benchmark ("Wie wird das Wetter
# morgen?", "me conta uma piada" are not BenchGen's: the help answers them).
_PRODUCT = {
    "en": r"benchgen|benchmarks?|runs?|scores?|keys?|items?|credits?|versions?|roles?|results?|trainings?|fine-?tun\w*|models?|reference|match\w*|grad\w*|evaluat\w*|accuracy|editors?|viewers?|admins?|answers?|questions?|permissions?|proposals?|costs?|prices?",
    "de": r"benchgen|benchmark\w*|lauf|laufe|runs?|score\w*|schlussel\w*|keys?|items?|aufgabe\w*|credits?|version\w*|rolle\w*|ergebnis\w*|resultat\w*|training\w*|modell\w*|referenz\w*|bewert\w*|genauigkeit|editor\w*|viewer|betrachter|admin\w*|antwort\w*|frage\w*|rechte|berechtigung\w*|vorschlag\w*|punkt\w*|kost\w*|vergleich\w*",
    "fr": r"benchgen|benchmarks?|executions?|runs?|scores?|cles?|items?|credits?|versions?|roles?|resultats?|entrainement\w*|modeles?|reference\w*|notes?|precision|editeur\w*|lecteur\w*|admin\w*|reponses?|questions?|droits?|permissions?|propositions?|cout\w*|prix|correspondance",
    "es": r"benchgen|benchmarks?|ejecucion\w*|corridas?|runs?|scores?|puntuacion\w*|puntaje\w*|notas?|claves?|items?|creditos?|version\w*|roles?|resultados?|entrenamiento\w*|modelos?|referencia\w*|precision|editor\w*|lector\w*|admin\w*|respuestas?|preguntas?|permisos?|propuestas?|costo\w*|coste\w*|precio\w*|comparacion",
    "pt": r"benchgen|benchmarks?|execuc\w*|runs?|scores?|pontuac\w*|notas?|chaves?|itens|item|creditos?|vers\w*|papel|papeis|perfil|resultados?|treino\w*|treinamento\w*|modelos?|referencia\w*|precisao|editor\w*|leitor\w*|admin\w*|respostas?|perguntas?|permiss\w*|propostas?|custo\w*|preco\w*|comparacao|gabarito",
    "ja": r"benchgen|ベンチ|ラン(?!チ)|実行|スコア|キー|項目|問題|クレジット|バージョン|ロール|結果|学習|トレーニング|モデル|参照|採点|正答率|精度|編集者|閲覧者|管理者|権限|回答|解答|提案|点数|ルール|照合|料金|費用|コスト|run|score|key",
    "zh": r"benchgen|基准|测评|评测|运行|運行|run|分数|分數|得分|成绩|成績|答案键|题|題|积分|積分|版本|角色|结果|結果|训练|訓練|微调|模型|参考答案|判分|准确率|编辑者|查看者|管理员|权限|答案|提议|规则|規則|收费|费用|score|key",
}
_NAMED = r"[a-z]+[-_]?\d|[a-z0-9]+-[a-z0-9]+"


def _about_product(lang: str, pattern: str) -> str:
    """`pattern`, in a message that names something of BenchGen's."""
    return rf"^(?=.*(?:{_PRODUCT[lang]}|{_NAMED})).*?(?:{pattern})"


# The word "help" alone asks for the help less surely than "what can you do": in a request it is a plea
# ("explica pq o tiny-2 foi tão mal, me ajuda aí", "merci pour ton aide hier")
HELP_WORD = 0.9
# Rights lacking, or who holds them, asked ("ben says he cant launch runs, perms thing?", "Qui est admin ? Ben voudrait
# lancer un run mais il n'a pas les droits"): a question of roles, however strongly it names what the rights are for
ROLE_LACKING = 3.0
# What a run would cost ("combien coûte un run de tiny-2 sur capitals", "quanto custa uma execução do …"): a price
# quoted, however it names a model and a benchmark; what a run did cost is benchmark-analyze's read.
QUOTE = 1.6
# Which training sets the workspace holds, or whether there are others ("is capitals-train the only training set or
# are there more", "gibts außer gsm-train noch andere Trainingsdaten", "¿qué conjuntos de entrenamiento hay?", "有哪些训练集"):
# a question about the workspace, however it names one. Per language, what must all be in the message (a training
# set named, and for some languages a word that asks which or whether)...
TRAINING_SETS = 4.0
_SETS_LISTED: dict[str, tuple[str, ...]] = {
    "en": (r"\b(training|train) ?(sets?|data ?sets?|data|corpus|corpora)\b",
           r"\b(which|what|any|other|others|another|more|only|else|list|available|exist\w*|are there|is there|do we have|have we got|besides|apart from|except)\b"),
    "de": (r"\btrainings?-?(sets?|daten\w*|datensatz\w*|datensatze|korpus)\b|\b(datensatze|daten) (zum|fur das|furs) (trainieren|training)\b",
           r"\b(welche\w*|gibt es|gibts|ausser|ander\w*|weitere\w*|noch|nur|alle|liste|verfugbar\w*|haben wir|existier\w*)\b"),
    "fr": (r"\b(quel|quels|quelle|quelles|y a-t-il|il y a|y a|existe-t-il|a-t-on|on a|avez-vous|vous avez|le seul|la seule|les seuls|un autre|d'autres|autres)\b[^.!?]{0,20}\b(jeux?|sets?|ensembles?|donnees|datasets?|corpus) (d'entrainement|de (l')?entrainement|pour l'entrainement|de training)\b|\b(jeux?|sets?|ensembles?|donnees|datasets?|corpus) (d'entrainement|de (l')?entrainement|pour l'entrainement|de training)\b[^.!?]{0,30}\b(disponibles?|dispo|existent|a-t-on|avons-nous|y a-t-il|il y a|on a|qu'on a)\b",),
    "es": (r"\b(que|cuales|cual|hay|tenemos|existe|existen|teneis|tienen|el unico|la unica|otros?|otras?|mas)\b[^.!?]{0,20}\b(conjuntos?|sets?|datasets?|datos|juegos?) de (entrenamiento|training)\b|\b(conjuntos?|sets?|datasets?|datos|juegos?) de (entrenamiento|training)\b[^.!?]{0,30}\b(hay|tenemos|existen|disponibles?)\b",),
    "pt": (r"\b(quais|que|qual|tem|temos|ha|existe|existem|o unico|a unica|outros?|outras?|mais)\b[^.!?]{0,20}\b(conjuntos?|sets?|datasets?|dados|bases?) de (treino|treinamento|training)\b|\b(conjuntos?|sets?|datasets?|dados|bases?) de (treino|treinamento|training)\b[^.!?]{0,30}\b(tem|temos|ha|existem|disponive(l|is))\b",),
    "ja": (r"(学習|トレーニング|訓練)(用)?の?(データセット|データ|セット)", r"(何|なに|どれ|どんな|ほか|他|以外|だけ|ある|あります|一覧|いくつ)"),
    "zh": (r"(有哪些|有什么|有没有|有几个|哪些|什么|可用的|能用的|别的|其他的?|其它的?|只有|就只有|唯一的?)[^。？?]{0,6}(训练集|训练数据|训练的数据)|(训练集|训练数据)[^。？?]{0,10}(有哪些|有什么|有几个|列表|清单|只有|还有别的|还有其他|还有其它)|有(对应的|可用的|现成的)?(训练集|训练数据)(吗|么|没有?)",),
}
# ...unless the message asks to train with one, a verb of training or starting ("entraîne tiny-2 sur capitals-train, c'est
# le seul jeu d'entraînement qu'on a").
_TRAINING_ASKED = {
    "en": r"\b(start|launch|kick off|fine-?tune|retrain|use|using)\b|(?<![-\w])train\b(?! ?(sets?|data))",
    "de": r"\b(trainier|nachtrainier|start|lass|feintun|fine-?tun|nimm|verwend|benutz)\w*",
    "fr": r"\b(entraine|entrainez|reentraine|lance|lancez|relance|fais|faites)\b",
    "es": r"\b(entrena|entrenalo|entrenala|reentrena|lanza|lanzalo|haz)\b",
    "pt": r"\b(treina|treine|retreina|lanca|lance|faz|faca)\b",
    "ja": r"(して|させて|開始|始め|回し|使って|やって)",
    "zh": r"(用|拿)\s*[a-z][\w-]*\s*(来|去)?(训练|微调)|(训练|微调)一下|(启动|开始|跑|做)(一)?(个|次|下)?(训练|微调)|(训练|微调)\s*[a-z]",
}


def _sets_asked(lang: str) -> str:
    return rf"^(?!.*(?:{_TRAINING_ASKED[lang]}))" + "".join(rf"(?=.*(?:{part}))" for part in _SETS_LISTED[lang])


# What sets a training set apart from a benchmark, asked with their names ("what's the difference between gsm-train and
# gsm-mini?", "gsm-train と gsm-mini の違いは何ですか？"): a training set is named for training; the question is what
# each is for, no scores to compare.
_A_TRAINING_SET = r"(?<![a-z0-9_-])[a-z0-9]+(?:[-_][a-z0-9]+)*[-_]train(?:ing)?(?![a-z0-9_-])"
_DIFFERENCE = {
    "en": r"\bdifferen\w*", "de": r"\bunterschied\w*|\bunterscheid\w*", "fr": r"\bdifferen\w*",
    "es": r"\bdiferen\w*", "pt": r"\bdiferen\w*", "zh": r"区别|差别|不同", "ja": r"違い|差",
}
# Above comparing the two (benchmark-analyze's "difference between … and …") and the classifier's nearest comparison
SET_KINDS_ASKED = 4.0


def _set_kinds_asked(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*({_DIFFERENCE[lang]}))(?=.*{_A_TRAINING_SET})", SET_KINDS_ASKED, "explain")


# How a benchmark is made and scored, asked to describe it ("is scoring binary per item?", "how many items does gsm-mini
# have, and are the keys integers?", "20問だと1問あたり何パーセント？"): how BenchGen scores, not what a model got (how many
# items a model failed is benchmark-analyze's read: a word of failing or getting right keeps the count out).
MAKEUP_ASKED = 3.0
_MAKEUP = {
    "en": r"\b(scoring|grading|marking|scores?)\b[^.?!]{0,25}\b(binary|all[- ]or[- ]nothing|per[- ](item|question))\b|\bpartial credit\b"
          r"|\bhow many (items|questions|problems)\b[^.?!]{0,25}\b(does|do|has|have|are (there|in))\b(?![^.?!]{0,40}\b(fail|miss|wrong|right|correct|got|pass|flip|lost)\w*)"
          r"|\b(how much|how many (points|percent)|what percent\w*)\b[^.?!]{0,20}\b(each|per|one|a single|every) (item|question)\b|\b(each|every) (item|question) (is )?worth\b",
    "de": r"\b(bewertung|scoring|score|punktevergabe|benotung)\b[^.?!]{0,25}\b(binar|alles oder nichts|pro (item|frage|aufgabe))\b|\bteilpunkte\b"
          r"|\bwie ?viele (items|fragen|aufgaben)\b[^.?!]{0,25}\b(hat|haben|gibt es|sind (in|im))\b(?![^.?!]{0,40}\b(falsch|richtig|verpatz|verhau|gescheitert|geschafft|bestanden)\w*)"
          r"|\b(wie ?viel|wie ?viele (punkte|prozent))\b[^.?!]{0,20}\b(pro|je|jede\w*) (item|frage|aufgabe)\b|\bjede\w* (item|frage|aufgabe) (zahlt|ist wert|bringt)\b",
    "fr": r"\b(scoring|notation|score|correction|evaluation)\b[^.?!]{0,25}\b(binaire|tout ou rien|par (item|question))\b|\b(credit|points?) partiels?\b"
          r"|\bcombien (d'items|de questions|de problemes)\b[^.?!]{0,25}\b(a|ont|contient|y a-t-il|il y a|dans)\b(?![^.?!]{0,40}\b(rate|echou|faux|fausse|reussi|juste|correct|perdu)\w*)"
          r"|\b(combien|quel pourcentage|combien de points)\b[^.?!]{0,25}\b(par|chaque) (item|question)\b|\bchaque (item|question) (vaut|compte|rapporte)\b",
    "es": r"\b(puntuacion|calificacion|scoring|correccion|evaluacion)\b[^.?!]{0,25}\b(binaria|todo o nada|por (item|pregunta))\b|\bcredito parcial\b"
          r"|\bcuant[oa]s (items|preguntas|problemas)\b[^.?!]{0,25}\b(tiene|tienen|hay|trae)\b(?![^.?!]{0,40}\b(fall|acert|mal|bien|perdi)\w*)"
          r"|\b(cuanto|cuantos puntos|que porcentaje)\b[^.?!]{0,20}\b(por|cada) (item|pregunta)\b|\bcada (item|pregunta) (vale|cuenta)\b",
    "pt": r"\b(pontuacao|nota|scoring|correcao|avaliacao)\b[^.?!]{0,25}\b(binaria|tudo ou nada|por (item|questao|pergunta))\b|\bcredito parcial\b"
          r"|\bquant[oa]s (itens|perguntas|questoes|problemas)\b[^.?!]{0,25}\b(tem|possui|ha|existem)\b(?![^.?!]{0,40}\b(err|acert|falh|perd)\w*)"
          r"|\b(quanto|quantos pontos|que porcentagem|qual porcentagem)\b[^.?!]{0,20}\b(por|cada) (item|questao|pergunta)\b|\bcada (item|questao|pergunta) (vale|conta)\b",
    "ja": r"(1|一)(問|項目|題)(あたり|につき|ごと)|配点|部分点|(採点|スコア|評価)は?[^。？?]{0,10}(二値|0か1|オールオアナッシング)"
          r"|(何問|いくつの(問題|項目))(ありますか|ある[？?]|あるの|入って)",
    "zh": r"每(道|个)?题[^。？?]{0,4}(多少|占|算|值)|(评分|判分|打分|计分)[^。？?]{0,10}(二元|二值|0/1|全对全错|按题)|部分分"
          r"|(一共|总共|共)有?(多少|几)道?题(?![^。？?]{0,6}(错|对|没过|失败))",
}


def _makeup_asked(lang: str) -> Trigger:
    return Trigger.of(_MAKEUP[lang], MAKEUP_ASKED, "explain")


# How the evaluation harness compares an answer with the key, asked in evaluation words and naming the harness or exact
# match ("what normaliser does the eval harness apply before exact match?", "le harness fait du exact match brut ou il y a
# une normalisation avant ?", "評価ハーネスはexact matchの前に正規化してますか？"): how BenchGen scores, in any language's
# message. What one benchmark's key accepts ("does the grader ignore case?") is benchmark-analyze's read.
_HARNESS = r"(?<![a-z])(harness|exact[- ]?match\w*)(?![a-z])|ハーネス"
_COMPARED_HOW = (r"(?<![a-z])(normali[sz]\w*|lower-?case\w*|upper-?case\w*|punctuation|strip|strips|trim|trims|case|casse|caixa|mayusculas|maiusculas|gross\w*|klein\w*|whitespace|espaces|espacios|"
                 r"espacos|leerzeichen|acentos?|accents?|raw|brut|crua|crudo|literal|integer-?keys?|zahlt)(?![a-z])"
                 r"|正規化|大文字|小文字|空白|大小写|空格|归一化|规范化")


# Asked: a question mark, or in Chinese and Japanese a question's words (the clause routed may end before its mark)
_ASKED = {"zh": r"[?？]|会不会|是不是|有没有|吗|呢", "ja": r"[?？]|ますか|ですか|かな|の$"}
# One benchmark's key named ("capitals 的 key 是不是 exact match 没有 normalizer？", "does capitals' key do exact match?")
_ONES_KEY = (r"(?<![a-z-])(?!(?:the|a|an|our|your|this|that|its|every|each)\s)[a-z][a-z0-9-]*[a-z0-9](?:'s?)?(?:\s+|\s*(?:的|の)\s*)"
             r"(?:keys?|キー|答案键)(?![a-z])"
             r"|(?<![a-z])(?:key|cle|clave|chave|schlussel)\s+(?:of|de|do|da|von|fur|der|des)\s+[a-z]")


def _matching_asked(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*(?:{_ASKED.get(lang, '[?？]')}))(?!.*(?:{_ONES_KEY}))(?=.*(?:{_HARNESS}))(?=.*(?:{_COMPARED_HOW}))",
                      MAKEUP_ASKED, "explain")


# How a training works, asked in its own words: what becomes of the model (a checkpoint, a new model, overwritten) or
# what one may set (epochs, a learning rate) — "if I SFT tiny-1, does the checkpoint overwrite tiny-1 or show up as a new
# model?", "Kann ich beim SFT Epochen und Lernrate selbst setzen oder ist das fix?": how BenchGen trains, not a training
# asked for (asked of the bot, "can you fine-tune tiny-1 for 3 epochs?", it is one).
TRAINING_ASKED = 4.0  # above a training's own word and what the classifier knows of trainings asked for
# (its words spelled out: a stem such as "train" would keep every language's speller from correcting "trainig")
_A_TRAINING = (r"(?<![a-z])(sft|train|trains|training|trainings|trained|trainiere|trainieren|trainiert|fine-?tune|fine-?tuned|"
               r"fine-?tuning|feintuning|entraine|entrainer|entrainement|entrena|entrenar|entrenamiento|treina|treinar|treino|"
               r"treinamento)(?![a-z])"
               r"|训练|微调|トレーニング|学習|ファインチューニング")
_TRAINING_PARTS = (r"(?<![a-z])(checkpoints?|epochs?|epochen|epoques?|epocas?|learning ?rate|lernrate|hyper-?param\w*|batch ?size|"
                   r"taux d'apprentissage|tasa de aprendizaje|taxa de aprendizado|new model|neues modell|nouveau modele|nuevo modelo|"
                   r"novo modelo|overwrit\w*|uberschreib\w*|ecras\w*|sobrescrib\w*|sobrescrev\w*)(?![a-z])"
                   r"|学习率|学習率|エポック|轮数|超参|ハイパーパラメータ|新模型|新しいモデル|(?:覆|复)盖|上書き")
_OF_THE_BOT = (r"\b(can|could|would|will) (you|u)\b|\bkannst du\b|\bkonn(en|test|ten) sie\b|\b(peux|pourrais)-?tu\b|\bpouvez-?vous\b"
               r"|\b(puedes|podrias|podes)\b|\b(voce|vc) (pode|podia|poderia)\b|帮我|麻烦你|してくれ|してもらえ|お願い")


# ...or how it works at all ("how does training work?", "comment marche un entraînement ?", "训练是怎么进行的？")
_HOW_IT_WORKS = {
    "en": r"\bhow (does|do|is|are|would|will)\b[^.?!]{0,25}\b(work|works|happen|go|done|handled)\b", "de": r"\bwie (funktioniert|lauft|geht|klappt)\b",
    "fr": r"\bcomment\b[^.?!]{0,20}\b(marche|fonctionne|se passe|se deroule)\b", "es": r"\bcomo (funciona|va|se hace)\b",
    "pt": r"\bcomo (funciona|e feito|rola)\b", "zh": r"怎么(进行|运作|工作|回事)|是怎么(进行|运作|工作)的|如何(进行|运作)|流程|原理|机制",
    "ja": r"仕組み|どうやって|どういう流れ|どう動",
}


def _training_asked(lang: str) -> tuple[Trigger, ...]:
    return (Trigger.of(rf"^(?=.*(?:{_ASKED.get(lang, '[?？]')}))(?!.*(?:{_OF_THE_BOT}))(?=.*(?:{_A_TRAINING}))(?=.*(?:{_TRAINING_PARTS}))",
                       TRAINING_ASKED, "explain"),
            Trigger.of(rf"^(?!.*(?:{_OF_THE_BOT}))(?=.*(?:{_HOW_IT_WORKS[lang]}))(?=.*(?:{_A_TRAINING}))", TRAINING_ASKED, "explain"))

# Whether running or training is free, or what a failed or cancelled run is charged, asked ("is running a model free?",
# "Lancer un modèle c'est gratuit non ?", "跑一次模型要錢嗎？", "モデルを走らせるのって無料ですよね？", "si un run plante, on est
# quand même débité ?"): how BenchGen charges, not a run asked for
CHARGING_ASKED = 3.0
_CHARGING = {
    "en": r"\b(free|charged|billed)\b(?=[^.!]*\?)",
    "de": r"\b(kostenlos|gratis|umsonst|berechnet|abgerechnet)\b(?=[^.!]*\?)",
    "fr": r"\b(gratuit\w*|debite\w*|facture\w*)\b(?=[^.!]*(\?|\bnon\b))",
    "es": r"\b(gratis|gratuit[oa]s?|cobra\w*)\b(?=[^.!]*\?)",
    "pt": r"\b(de graca|gratis|gratuit[oa]s?|cobrad[oa]s?)\b(?=[^.!]*(\?|\bne\b))",
    "zh": r"免费|要钱吗|要錢嗎|收费吗|收費嗎|扣(积分|分)吗",
    "ja": r"無料|タダ|課金され",
}


# What a training costs, asked with no model named ("wieso kostet ein training 150 credits", "Je vous saurais gré de bien
# vouloir m'indiquer le coût d'un entraînement", "为什么训练要150积分"): its price, not a training asked for
_TRAINING_COST = {
    # (what one did cost is the workspace's history: "how many credits did cara's training eat?")
    "en": r"(?![^.?!]*\b(did|spent|ate|eaten|used|took)\b)(\b(cost|price|credits?)\b[^.?!]{0,40}\b(training|fine-?tun\w*)\b|"
          r"\b(training|fine-?tun\w*)\b[^.?!]{0,40}\b(cost|costs|price|credits)\b|\bhow much (is|are|does|would|will)\b[^.?!]{0,12}"
          r"\b(training|fine-?tun\w*)\b|\bhow long\b[^.?!]{0,40}\b(training|fine-?tun\w*)\b|\b(training|fine-?tun\w*)\b[^.?!]{0,40}\bhow long\b)",
    "de": r"\bkost\w*\b[^.?!]{0,40}\b(training|fine-?tuning|feintuning)\w*|\b(training|fine-?tuning|feintuning)\w*\b[^.?!]{0,40}\b(kost\w*|dauer\w*)"
          r"|\bwie lange?\b[^.?!]{0,40}\b(training|fine-?tuning|feintuning)\w*",
    "fr": r"\b(cout\w*|combien de temps|duree|cmb|combien)\b[^.?!]{0,40}\b(entrainement|fine[- ]?tun\w*)|\b(entrainement|fine[- ]?tun\w*)\b[^.?!]{0,40}"
          r"\b(cout\w*|combien de temps|dure|duree)\b",
    "es": r"\b(cuesta|costo|coste|tarda|demora|dura|cuanto tiempo)\b[^.?!]{0,40}\b(entrenamiento|fine[- ]?tun\w*)|\b(entrenamiento|fine[- ]?tun\w*)\b"
          r"[^.?!]{0,40}\b(cuesta|costo|coste|tarda|demora|dura|cuanto tiempo)\b",
    "pt": r"\b(custa|custo|gasta|creditos|sai|quanto tempo|demora|leva)\b[^.?!]{0,30}\b(treinar|treino|treinamento|fine[- ]?tun\w*)\b"
          r"|\b(treinar|treino|treinamento|fine[- ]?tun\w*)\b[^.?!]{0,30}\b(custa|custo|gasta|sai|demora|leva)\b",
    "zh": r"(训练|微调)[^。？?]{0,10}(多少|几|\d+)\s*积分|(训练|微调)[^。？?]{0,8}(费用|成本|多少钱|多久|多长时间|多少时间|几个小时)",
    "ja": r"(トレーニング|学習|ファインチューニング|fine-?tun\w*)[^。？?]{0,14}(クレジット|コスト|費用|料金|いくら|どのくらい時間|どれくらい時間|何時間|時間がかか)",
}
_NO_MODEL_NAMED = rf"^(?!.*{A_MODEL})"
# No model or benchmark named (letters and a digit: "tiny-2", "gsm8k") in the message's first sentence: a permission asked
# about in general ("why can't ana launch anything?"), not a named run's trouble
_NO_NAME_IN_ITS_SENTENCE = r"^(?![^.!?]*[a-z]+[-_]?\d)"
_NO_NAME_IN_ITS_SENTENCE_CJK = r"^(?![^。？?]*[a-z]+[-_]?\d)"


# How credits are held, asked ("do credits roll over to next month or do we lose them", "les crédits sont partagés entre
# toute l'équipe ou c'est par personne ?"): how BenchGen charges, not the balance read
_CREDITS_HELD = {
    "en": r"\bcredits?\b[^.!?]{0,40}\b(roll over|rollover|carry over|carried over|expire|expiry|shared|pooled|per (person|user|seat|member|head))\b"
          r"|\b(unused|leftover) credits?\b",
    "de": r"\bcredits?\b[^.!?]{0,40}\b(verfall\w*|ubertrag\w*|mitgenommen|geteilt|gemeinsam|pro (person|nutzer\w*|kopf|mitglied))\b"
          r"|\b(ubrige|ungenutzte|nicht genutzte) credits\b",
    "fr": r"\bcredits?\b[^.!?]{0,40}\b(report\w*|expir\w*|partage\w*|mutualise\w*|par (personne|utilisateur|membre|tete))\b"
          r"|\b(perd\w*|report\w*)\b[^.!?]{0,25}\bcredits?\b|\bcredits? non utilises\b",
    "es": r"\bcreditos?\b[^.!?]{0,40}\b(acumul\w*|caduc\w*|expir\w*|pierd\w*|comparti\w*|por (persona|usuario|miembro|cabeza))\b"
          r"|\b(pierd\w*|perd\w*|acumul\w*)\b[^.!?]{0,25}\bcreditos?\b|\bcreditos? (no usados|sin usar)\b",
    "pt": r"\bcreditos?\b[^.!?]{0,40}\b(acumul\w*|expir\w*|venc\w*|compartilhad\w*|partilhad\w*|por (pessoa|usuario|membro|cabeca))\b"
          r"|\b(perd\w*|acumul\w*)\b[^.!?]{0,25}\bcreditos?\b|\bcreditos? (nao usados|sem usar)\b",
    "zh": r"(积分|额度|credits?)[^。？?]{0,15}(清零|过期|失效|结转|累积|累计|共享|共用|每个人|每人|按人)",
    "ja": r"(クレジット|credits?)[^。？?]{0,15}(繰り越|失効|期限|リセット|共有|一人|1人|ひとり|個人)",
}


def _charging_asked(lang: str) -> tuple[Trigger, ...]:
    return (Trigger.of(_CHARGING[lang], CHARGING_ASKED, "explain"),
            Trigger.of(rf"{_NO_MODEL_NAMED}.*?(?:{_CREDITS_HELD[lang]})", CHARGING_ASKED, "explain"),
            Trigger.of(rf"{_NO_MODEL_NAMED}.*?(?:{_TRAINING_COST[lang]})", CHARGING_ASKED, "explain"))


# How BenchGen scores, asked: whether every item weighs the same ("Is the score plain accuracy, or is there some weighting
# per item?", "分数是每道题权重一样吗"), and what a fresh run does to the results before it ("les anciens résultats sont-ils
# écrasés quand on relance ?"): how it works, not a score read or a run asked for.
SCORING_ASKED = 4.0
_ASKED_MARK = {"zh": r"[?？]|吗|呢|还是", "ja": r"[?？]|ですか|ますか"}
# (not where a model's share is what is asked about: "tiny-1 在 gsm-mini 的 60% 是怎么算出来的？（…还是有加权？）" asks its read)
_NOT_A_MODELS_SHARE = r"^(?!.*[a-z]+-?\d[^.?!。？]{0,40}\d\s*%)"
_WEIGHTED = {
    "en": (r"\b(weight\w*|equally|same weight|count(s)? the same)\b", r"\b(scores?|items?|questions?|accuracy|grading)\b"),
    "de": (r"\b(gewicht\w*|gleich viel|gleich stark)\b", r"\b(score|aufgabe\w*|frage\w*|items?|note|punkt\w*|genauigkeit)\b"),
    "fr": (r"\b(poids|pondere\w*|ponderation\w*|comptent pareil|compte pareil|meme poids|valent pareil|vaut pareil)\b",
           r"\b(score|note|items?|questions?|exactitude)\b"),
    "es": (r"\b(pondera\w*|pesan igual|mismo peso|pesos?)\b", r"\b(nota|puntuacion|score|preguntas?|items?|aciertos?|exactitud)\b"),
    "pt": (r"\b(pondera\w*|pesos?|vale o mesmo|valem o mesmo|mesmo peso)\b", r"\b(nota|score|pontuacao|itens|items?|perguntas?|questao|questoes|acuracia)\b"),
    "zh": (r"权重|加权|同等分量|一样重", r"分数|题|得分|准确率|score"),
    "ja": (r"重み|加重|配点", r"スコア|問|設問|正解率|点数"),
}
_RESULTS_BEFORE = {
    "en": (r"\b(old|previous|earlier|existing|prior|past)\b[^.?!]{0,25}\b(results?|runs?|scores?)\b",
           r"\b(replaced?|overwrit\w*|overridden|kept|keep|lost|lose|stay|remain|wiped|gone|disappear\w*)\b"),
    "de": (r"\b(alt\w*|vorherig\w*|bisherig\w*|fruher\w*) (ergebnis\w*|runs?|laufe?|scores?|resultat\w*)\b",
           r"\b(uberschrieb\w*|ersetzt|erhalten|bleib\w*|weg|verloren|geloscht)\b"),
    "fr": (r"\b(ancien\w*|precedent\w*) (resultats?|runs?|scores?|notes?)\b|\b(resultats?|runs?|scores?) (precedents?|d'avant)\b",
           r"\b(ecras\w*|remplac\w*|conserv\w*|gard\w*|perd\w*|rest\w*|disparai\w*)\b"),
    "es": (r"\b(resultados?|runs?|corridas?|notas?) (antiguos?|anteriores?|previos?|viejos?)\b|\b(antiguos?|anteriores?|viejos?) (resultados?|runs?)\b",
           r"\b(sobrescrib\w*|reemplaz\w*|pierd\w*|quedan|mantien\w*|conserv\w*|borra\w*|desaparec\w*)\b"),
    "pt": (r"\b(resultados?|runs?|rodadas?|notas?) (antig\w*|anterior\w*|velh\w*)\b|\b(antig\w*|anterior\w*) (resultados?|runs?)\b",
           r"\b(sobrescrev\w*|substitu\w*|perd\w*|ficam|mantid\w*|mant\w*|apagad\w*|somem|some)\b"),
    "zh": (r"(旧|之前|以前|原来|老)的?(结果|分数|成绩|运行|run)", r"(?:覆|复)盖|替换|保留|丢|没了|删除|消失"),
    "ja": (r"(前|以前|古い|過去|元)の(結果|スコア|ラン|実行)", r"上書き|置き換|残る|残り|消え|保持|なくな"),
}

# ...and whether a change re-scores them ("if you widen the key, do old runs get re-scored automatically?", "se você mudar o
# gabarito, as notas antigas são recalculadas?"): how it works, above the change's own words, said only as its condition
RESCORING_ASKED = 6.0
_RESCORED = {
    "en": r"\b(re-?scor\w*|recalculat\w*|recomput\w*|automatically)\b",
    "de": r"\b(neu (bewertet|berechnet)|nachberechnet|automatisch)\b",
    "fr": r"\b(recalcul\w*|re-?not\w*|automatiquement)\b",
    "es": r"\b(recalcul\w*|automaticamente)\b",
    "pt": r"\b(recalcul\w*|automaticamente)\b",
    "zh": r"重新(计算|评分|打分|算)|自动",
    "ja": r"再計算|再採点|自動",
}
# ...as what follows a change, not asked done with it ("can you widen the key and re-score the old runs?")
_ON_A_CHANGE = {
    "en": r"\b(if|when|once)\b|\bautomatically\b", "de": r"\b(wenn|falls|sobald)\b|\bautomatisch\b",
    "fr": r"\b(si|quand|une fois)\b|\bautomatiquement\b", "es": r"\b(si|cuando)\b|\bautomaticamente\b",
    "pt": r"\b(se|quando)\b|\bautomaticamente\b", "zh": r"如果|要是|的话|之后|自动", "ja": r"たら|れば|自動",
}

# ...and whether a run made again gives the same score ("Si je relance exactement le même run, j'aurai le même score au point
# près ?", "同样的配置再跑一遍，分数会完全一样吗？"): how scoring works, not a run asked for, though its words of running again
# are a launch's (up to ~5 with the classifier)
SAME_AGAIN_ASKED = 5.5
_SAME_AGAIN = {
    "en": (r"\b(re-?run\w*|again|once more|repeat\w*)\b", r"\b(same|identical)\b[^.!?]{0,25}\b(score|result|number|accuracy)s?\b|\bexactly \d+ ?%"),
    "de": (r"\b(nochmal|noch einmal|erneut|wiederhol\w*)\b", r"\b(gleiche[nmrs]?|selbe[nmrs]?|identische[nmrs]?)\b[^.!?]{0,20}\b(score|ergebnis|punktzahl)\w*"),
    "fr": (r"\b(relanc\w*|refai\w*|a nouveau|de nouveau)\b", r"\b(meme|identique)s?\b[^.!?]{0,20}\b(score|resultat|note)s?\b|\bau point pres\b"),
    "es": (r"\b(relanz\w*|otra vez|de nuevo|repit\w*|vuelv\w* a (correr|lanzar|ejecutar))\b",
           r"\b(mism[oa]|identic[oa])\b[^.!?]{0,20}\b(score|resultado|puntaje|nota)s?\b"),
    "pt": (r"\b(de novo|outra vez|novamente|repet\w*|relanc\w*)\b", r"\b(mesm[oa]|identic[oa])\b[^.!?]{0,20}\b(score|resultado|nota)s?\b"),
    "zh": (r"再跑|重跑|再运行|重新运行|再来一次|再执行", r"(分数|结果|成绩)[^。？?]{0,8}一样|一样的(分数|结果|成绩)"),
    "ja": (r"再実行|もう一度|再度|やり直", r"同じ(スコア|結果|点数|正解率)"),
}


# Who grades, asked: BenchGen or the team itself ("Is it the thing that grades the models, or do we grade them ourselves?",
# "是 BenchGen 给模型打分，还是我们自己打分？"), no model named: how scoring works, not a score read
_WHO_GRADES = {
    "en": (r"\b(grad|scor|mark|evaluat|check)\w*", r"\b(ourselves|ourself|by hand|manually|or do we|or we)\b"),
    "de": (r"\b(bewert|benot|korrigier|auswert|pruf)\w*", r"\b(selbst|selber|von hand|manuell|oder wir)\b"),
    "fr": (r"\b(not|evalu|corrig)\w*", r"\b(nous-memes?|nous memes?|nous-meme|a la main|manuellement|ou (c'est )?(nous|on))\b"),
    "es": (r"\b(califica|puntu|evalu|corrig)\w*", r"\b(nosotros mismos|a mano|manualmente|o (lo hacemos )?nosotros)\b"),
    "pt": (r"\b(da nota|dar nota|avali|corrig|pontu)\w*", r"\b(a gente mesmo|nos mesmos|na mao|manualmente|ou (somos )?(nos|a gente))\b"),
    "zh": (r"打分|评分|判分|批改|评估|判卷", r"自己|手动|人工"),
    "ja": (r"採点|評価|判定", r"自分たち|自分で|手動|手作業"),
}


def _scoring_asked(lang: str) -> tuple[Trigger, ...]:
    """How scoring works, asked: each trigger a question that says every one of its parts."""
    asked = _ASKED_MARK.get(lang, r"\?")
    return tuple(Trigger.of(opening + "".join(rf"(?=.*(?:{part}))" for part in (asked, *parts)), weight, "explain")
                 for opening, parts, weight in ((_NOT_A_MODELS_SHARE, _WEIGHTED[lang], SCORING_ASKED),
                                                (_NO_MODEL_NAMED, _WHO_GRADES[lang], SCORING_ASKED),
                                                ("^", _RESULTS_BEFORE[lang], SCORING_ASKED),
                                                ("^", _SAME_AGAIN[lang], SAME_AGAIN_ASKED),
                                                ("^", (_RESULTS_BEFORE[lang][0], _RESCORED[lang], _ON_A_CHANGE[lang]), RESCORING_ASKED)))


class ContextSkill(Skill):
    id: ClassVar[str] = "benchgen-context"
    help: ClassVar[str] = "help.context"
    scopes: ClassVar[frozenset[str]] = READ_SCOPES
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = examples_of("benchgen-context")
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            _set_kinds_asked("en"),
            _makeup_asked("en"),
            _matching_asked("en"),
            *_training_asked("en"),
            *_charging_asked("en"),
            *_scoring_asked("en"),
            Trigger.of(r"\b(difference|differ\w*|diff)\b.{0,15}\b(between|vs)\b.{0,40}\b(reference( answer)?|answer key|key|run|version|credit|role)s?\b", 1.6, "explain"),
            Trigger.of(r"\bwhat (a|one|each|a single) (run|eval\w*) (actually |really |would )?costs?\b|\bhow much (does|would) (a|one|each|a single) (run|eval\w*) (actually |really )?cost\b", QUOTE, "explain"),
            Trigger.of(r"\bhow (many|much) credits?\b|\bcredits? (left|remaining|do we have)\b|\bbalance\b|(?<!\bown the )(?<!\bmanage the )(?<!\bhandle the )(?<!\bin charge of the )\bbudget\b(?! (review|meeting|cycle|planning|approval|owner|deck|slides?|call|sync)\b)", 1.5, "balance"),
            Trigger.of(r"\b(doesn'?t|does not|don'?t|do not) have (the )?(rights|permissions?|access)\b|\bperms? (thing|issue|problem)\b|\bpermissions? (thing|issue|problem)\b|\bwho('s| is) (the |an |our )?admin\b", ROLE_LACKING, "role"),
            # what a teammate named may do ("what can ben do?"): their role, not what the bot does
            Trigger.of(r"\bwhat (can|could|may) (?!(you|u|ya|it|this|that|we|i|one|he|she|they|the|a|an|bot|benchgen)\b)[a-z]+ (do|change|touch)\b(?! (for|to|about|with)\b)", 3.0, "role"),
            Trigger.of(r"\b(my|our) role\b|\bwhat (role|permissions)\b|\bwho am i\b(?!.{0,25}\b(linked|connected|logged in|signed in)\b)|\bam i (an? )?(editor|admin|viewer)\b", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*?(\b(which|what) (roles?|permissions?|profiles?|kinds? of users?)\b[^.!?]{0,30}\b(can|may|are allowed to|allows?|permits?|lets?)\b|\bcan i (even|actually) (start|launch|run|edit|change|train|fix)\b)", 3.0, "role"),  # which roles may do something, asked: how BenchGen's roles work
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*\b(why|how come)\b[^.!?]{0,30}\b(can'?t|cannot|can not|is(n'?t| not) (allowed|able)|am i not (allowed|able)|not allowed to)\b[^.!?]{0,20}\b(edit|modify|change|run|launch|train|fix|rerun|start|touch)\b", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"\bwhat (else |all )?can (you|this bot|the bot) (actually |really |even |possibly )?do\b|\bhow do i use you\b|\bwhat (else )?do you do\b|\bcommands\b", 1.5, "help"),
            Trigger.of(r"^(?!.*\b(thanks?|thank you|grateful)\b[^.!?]{0,60}\bhelp)(?!.*\b(been|was|a) (a )?(great|big|real|huge|lot of) help\b).*?\bhelp\b", HELP_WORD, "help"),  # thanks for the help is no call for it
            Trigger.of(r"\bwhat(?:'s| is| are)\b.{0,20}\b(benchgen|credits?|runs?|versions?|keys?|match(ing)? rules?|roles?|reference answers?)\b|\bmatch(ing)? rules?\b|\bwhat benchgen (is|does)\b", 1.1, "explain"),
            Trigger.of(_about_product("en", r"\bhow (do|does|are|is)\b.{0,30}\b(work|charged|counted|scored|computed|made)\b"), 1.0, "explain"),
            Trigger.of(_about_product("en", r"\bexplain\b|\btell me about\b"), 0.6, "explain"),
            Trigger.of(_sets_asked("en"), TRAINING_SETS, "explain"),
        ),
        "de": (
            _set_kinds_asked("de"),
            _makeup_asked("de"),
            _matching_asked("de"),
            *_training_asked("de"),
            *_charging_asked("de"),
            *_scoring_asked("de"),
            Trigger.of(r"\bunterschied\w*\b.{0,30}\b(referenz\w*|schlussel|antwortschlussel|answer key|key|lauf|version|rolle)\b", 1.6, "explain"),
            Trigger.of(r"\bwie ?viele? credits\b|\bcredits\b.{0,20}\b(ubrig|noch|ubrig|verbleibend)\b|\bguthaben\b|\bkontostand\b|\bbudget\b", 1.5, "balance"),
            Trigger.of(r"\b(keine|nicht die) (rechte|berechtigung\w*)\b|\bwer ist (hier |bei uns |im workspace )?(der |die )?admin\b", ROLE_LACKING, "role"),
            # what a teammate named may do ("was kann ben machen?"): their role, not what the bot does
            Trigger.of(r"\bwas (kann|darf) (?!(du|ich|man|er|sie|es|das|der|die|wir|ihr|dein|mein|benchgen|bot)\b)[a-z]+ (alles |denn |eigentlich |genau |hier )?(machen|tun|andern|sehen)\b", 3.0, "role"),
            Trigger.of(r"\b(meine|unsere) rolle\b|\bwelche (rolle|rechte|berechtigung\w*)\b|\bwer bin ich\b(?!.{0,30}\b(verknupft|verbunden|angemeldet|eingeloggt)\b)|\bbin ich (ein )?(editor|admin|betrachter)\b", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*?(\bwelche (rollen?|berechtigung\w*|profile?)\b[^.!?]{0,30}\b(darf|durfen|kann|konnen|erlaub\w*)\b)", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*\bwarum\b[^.!?]{0,30}\b(kann|darf|konnen|durfen|kannst|darfst)\b[^.!?]{0,30}\b(nicht|nichts|keine?n?)\b[^.!?]{0,30}\b(andern|bearbeiten|starten|trainieren|korrigieren|ausfuhren|laufen lassen|anfassen)\b", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"\bwas kannst du\b|\bwie benutze ich dich\b|\bwas machst du\b|\bbefehle\b", 1.5, "help"),
            Trigger.of(r"^(?!.*\b(danke|dank)\b[^.!?]{0,60}\bhilfe\b).*?\bhilfe\b", HELP_WORD, "help"),  # thanks for the help is no call for it
            Trigger.of(r"\bwas (ist|sind|bedeutet)\b.{0,20}\b(benchgen|credits?|laufe?|runs?|versionen?|schlussel|keys?|rollen?|referenzantwort\w*)\b|\bvergleichsregel\w*|\bwas benchgen (ist|macht|tut)\b", 1.1, "explain"),
            Trigger.of(r"\bwas (ein|eine|der|die|das) ([\w-]+ )?(antwortschlussel|schlussel|key|lauf|run|credit|referenzantwort|version|rolle|vergleichsregel)\w*\b[^.!?]{0,30}\b(ist|sind|bedeutet)\b", 2.0, "explain"),  # asked in a clause: "erläutern, was ein Antwortschlüssel genau ist"
            Trigger.of(_about_product("de", r"\bwie (funktionier|werden|wird|lauft|zahl)\w*\b"), 1.0, "explain"),
            Trigger.of(_about_product("de", r"\berklar\w*\b|\berzahl mir\b"), 0.6, "explain"),
            Trigger.of(_sets_asked("de"), TRAINING_SETS, "explain"),
        ),
        "fr": (
            _set_kinds_asked("fr"),
            _makeup_asked("fr"),
            _matching_asked("fr"),
            *_training_asked("fr"),
            *_charging_asked("fr"),
            *_scoring_asked("fr"),
            Trigger.of(r"\bdifference\w*\b.{0,30}\b(reference|cle|cles|execution|version|role)s?\b", 1.6, "explain"),
            Trigger.of(r"\b(combien|quel prix)\b[^.!?]{0,15}\b(coute|couterait|coutent)\b[^.!?]{0,15}\b(un|une) (run|execution|evaluation|passage)\b|\b(un|une) (run|execution|evaluation|passage)\b[^.!?]{0,40}\b(coute|couterait)\b[^.!?]{0,10}\bcombien\b", QUOTE, "explain"),
            Trigger.of(r"\bcombien\b.{0,15}\bcredits?\b|\bcredits?\b.{0,20}\b(reste|restant)\w*|\bsolde\b|(?<!\bgere le )(?<!\bgerer le )(?<!\breunion )(?<!\bpoint )\bbudget\b(?! (trimestriel|annuel)\b)", 1.5, "balance"),
            Trigger.of(_sets_asked("fr"), TRAINING_SETS, "explain"),
            Trigger.of(r"\bn'a pas les (droits|permissions|autorisations)\b|\bpas les droits\b|\bqui est (l'|le |la )?admin\b", ROLE_LACKING, "role"),
            # whether someone may, their role named ("Ben peut-il lancer un run ? Il est lecteur je crois")
            Trigger.of(r"^(?=.*\b(lecteur|lectrice|lecteurs|editeur|editrice|viewer|editor)\b)(?=.*\b(peut|peuvent|a le droit)\b[^.!]*\?)", ROLE_LACKING, "role"),
            Trigger.of(r"\b(mon|notre) role\b|\bquels? (role|droits|permissions)\b|\bqui suis-je\b(?!.{0,30}\b(connecte|lie|associe)\b)|\bsuis-je (un )?(editeur|admin|lecteur)\b|\bje suis (un |une )?(editeur|editrice|admin|lecteur|lectrice)\b", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*?(\bquels? (roles?|profils?|droits?)\b[^.!?]{0,30}\b(peu\w*|permett\w*|autoris\w*|ont le droit)\b)", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*\bpourquoi\b[^.!?]{0,30}\bne\s+(peux|peut|pouvons|pouvez|peuvent)(-[a-z]+)?\s+(rien|pas|plus|jamais)\b[^.!?]{0,20}\b(modifier|changer|lancer|relancer|entrainer|corriger|editer|executer|toucher|demarrer)\b", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"\b(qu'est-ce que|que) (tu sais|tu peux|vous pouvez|sais-tu|peux-tu)\s*(faire)?\b|\btu fais quoi\b|\bqu'est-ce que tu fais\b|\bcomment (je t'utilise|t'utiliser)\b|\bcommandes\b", 1.5, "help"),
            Trigger.of(r"^(?!.*\bmerci\b[^.!?]{0,60}\baide\b).*?\baide\b", HELP_WORD, "help"),  # thanks for the help is no call for it
            Trigger.of(r"\b(c'est quoi|qu'est-ce qu'une?|qu'est-ce que|que sont|que veut dire|ce qu'est|ce que sont|ce que veut dire)\b.{0,20}\b(benchgen|credits?|executions?|runs?|versions?|cles?|roles?|reference)\b|\bregles? de correspondance\b|\bce qu'est benchgen\b|\bce que fait benchgen\b", 1.1, "explain"),
            Trigger.of(_about_product("fr", r"\bcomment (fonctionne|marche|sont|est)\w*\b"), 1.0, "explain"),
            Trigger.of(_about_product("fr", r"\bexplique\w*\b|\bparle-moi\b"), 0.6, "explain"),
        ),
        "es": (
            _set_kinds_asked("es"),
            _makeup_asked("es"),
            _matching_asked("es"),
            *_training_asked("es"),
            *_charging_asked("es"),
            *_scoring_asked("es"),
            Trigger.of(r"\bdiferencia\w*\b.{0,30}\b(referencia|clave|claves|ejecucion|version|rol)\b", 1.6, "explain"),
            Trigger.of(r"\bcuanto (cuesta|costaria|sale|saldria)\b[^.!?]{0,10}\b(un|una) (run|ejecucion|evaluacion|corrida)\b|\b(un|una) (run|ejecucion|evaluacion|corrida)\b[^.!?]{0,40}\bcuanto (cuesta|costaria|sale)\b", QUOTE, "explain"),
            Trigger.of(r"\bcuantos creditos\b|\bcreditos\b.{0,20}\b(quedan|restantes|tenemos)\b|\bsaldo\b|\bpresupuesto\b", 1.5, "balance"),
            Trigger.of(_sets_asked("es"), TRAINING_SETS, "explain"),
            Trigger.of(r"\bno (tiene|tengo|tenemos|tienen) (los )?permisos?\b|\bquien es (el |la )?admin\w*\b", ROLE_LACKING, "role"),
            Trigger.of(r"\b(mi|nuestro) rol\b|\bque (rol|permisos)\b|\bquien soy\b(?!.{0,30}\b(vinculad|conectad)\w*)|\bsoy (un )?(editor|admin|lector)\b", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*?(\b(que|cuales|cual) (roles?|perfiles?)\b[^.!?]{0,30}\b(pued\w*|permit\w*|dejan)\b)", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*\bpor ?que\b[^.!?]{0,30}\bno (puedo|puede|podemos|pueden|puedes)\b[^.!?]{0,20}\b(editar|modificar|cambiar|lanzar|ejecutar|entrenar|corregir|relanzar|tocar|iniciar|arrancar|empezar|correr)\b", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"\bque (mas )?(puedes|sabes) hacer\b|\bcomo te uso\b|\bque (mas )?haces\b|\bcomandos\b", 1.5, "help"),
            Trigger.of(r"^(?!.*\bgracias\b[^.!?]{0,60}\bayuda\b).*?\bayuda\b", HELP_WORD, "help"),  # thanks for the help is no call for it
            Trigger.of(r"\bque (es|son|significa)\b.{0,20}\b(benchgen|creditos?|ejecucion\w*|runs?|versiones?|claves?|roles?|referencia)\b|\breglas? de comparacion\b", 1.1, "explain"),
            Trigger.of(_about_product("es", r"\bcomo (funciona|funcionan|se cobra|se calcula|se cuentan?)\w*\b"), 1.0, "explain"),
            Trigger.of(_about_product("es", r"\bexplica\w*\b|\bcuentame\b"), 0.6, "explain"),
        ),
        "pt": (
            _set_kinds_asked("pt"),
            _makeup_asked("pt"),
            _matching_asked("pt"),
            *_training_asked("pt"),
            *_charging_asked("pt"),
            *_scoring_asked("pt"),
            # what a word the bot used means: "como assim 'muito estreito'?" (unquoted, "como assim" asks how come)
            Trigger.of(r"^\W*como assim\W*(“…”|'[^']+')", 4.0, "explain"),
            Trigger.of(r"\bdiferenca\w*\b.{0,30}\b(referencia|chave|chaves|execucao|versao|papel)\b", 1.6, "explain"),
            Trigger.of(r"\bquanto (custa|custaria|sai|sairia)\b[^.!?]{0,10}\b(um|uma) (run|execucao|avaliacao|rodada)\b|\b(um|uma) (run|execucao|avaliacao|rodada)\b[^.!?]{0,40}\bquanto (custa|custaria|sai)\b", QUOTE, "explain"),
            Trigger.of(r"\bquantos creditos\b|\bcreditos\b.{0,20}\b(sobraram|restam|restantes|temos)\b|\bsaldo\b|(?<!\bcom o )(?<!\bsobre o )(?<!\bcuido do )\borcamento\b(?! d[oa] (trimestre|ano|semestre|mes|departamento)\b)", 1.5, "balance"),
            Trigger.of(_sets_asked("pt"), TRAINING_SETS, "explain"),
            Trigger.of(r"\bnao (tem|tenho|temos|tem) (a )?permissao\b|\bquem e (o |a )?admin\w*\b", ROLE_LACKING, "role"),
            Trigger.of(r"^(?=.*\b(leitor|leitora|viewer|editor|editora)\b)(?=.*\b(pode|podem|consegue)\b[^.!]*\?)", ROLE_LACKING, "role"),
            Trigger.of(r"\b(meu|nosso) (papel|perfil)\b|\bqual (papel|perfil|permissao)\b|\bquais (permissoes|papeis|direitos)\b|\bquem sou eu\b(?!.{0,30}\b(vinculad|conectad|logad)\w*)|\bsou (um )?(editor|admin|leitor)\b", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*?(\bquais (papeis|perfis|funcoes)\b[^.!?]{0,30}\b(pode\w*|permit\w*|consegu\w*)\b)", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE + r".*\bpor ?que\b[^.!?]{0,30}\bnao (posso|pode|podemos|podem|consigo|consegue)\b[^.!?]{0,20}\b(editar|modificar|mudar|alterar|lancar|rodar|executar|treinar|corrigir|mexer|iniciar|comecar|disparar|relancar)\b", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"\bo que( exatamente| mesmo| afinal| ao certo)? (voce|vc|tu) (sabe|pode|consegue) fazer\b|\bo que (mais )?(voce|vc|tu) faz\b|\bcomo (eu )?te uso\b|\bcomandos\b", 1.5, "help"),
            Trigger.of(r"^(?!.*\b(obrigad[oa]|valeu)\b[^.!?]{0,60}\bajuda\b).*?\bajuda\b", HELP_WORD, "help"),  # thanks for the help is no call for it
            Trigger.of(r"\b(o que|o q|oq|oque) (e|eh|sao|significa)\b.{0,20}\b(benchgen|creditos?|execuc\w*|runs?|versoes|versao|chaves?|papeis|papel|referencia)\b|\bregras? de comparacao\b", 1.1, "explain"),
            Trigger.of(_about_product("pt", r"\bcomo (funciona|funcionam|e cobrado|sao cobrados|e calculad)\w*\b"), 1.0, "explain"),
            Trigger.of(_about_product("pt", r"\bexplica\w*\b|\bme conta\b"), 0.6, "explain"),
        ),
        "ja": (
            _set_kinds_asked("ja"),
            _makeup_asked("ja"),
            _matching_asked("ja"),
            *_training_asked("ja"),
            *_charging_asked("ja"),
            *_scoring_asked("ja"),
            Trigger.of(r"(参照解答|採点キー|キー|バージョン|ロール).{0,15}(違い|差)", 1.6, "explain"),
            Trigger.of(r"クレジット.{0,12}(残|あと|いくら|いくつ|どれ|何)|クレ残|残高|予算", 1.5, "balance"),
            Trigger.of(r"(残って(いる|る|います)|残りの?|残存)[^。]{0,8}クレジット|クレジット(の)?(残り|残数|残量)", 2.5, "balance"),  # the credits left, however long the message
            Trigger.of(r"権限が(ない|なくて|無い)|管理者(って|は)誰", ROLE_LACKING, "role"),
            Trigger.of(r"^(?=.*(閲覧者|編集者|viewer|editor))(?=.*(できますか|できる[?？]|できるの|してもいい|してもよい|しても大丈夫|られますか))", ROLE_LACKING, "role"),
            Trigger.of(r"(私|自分|僕|俺)の(ロール|権限|役割)|ロールは|権限は|何の権限|編集者ですか|管理者ですか", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE_CJK + r".*?((どの|どんな|何の)(ロール|権限|役割)[^。？?]{0,15}(でき|可能|許可))", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE_CJK + r".*(なぜ|なんで|どうして)[^。？?]{0,20}(実行|編集|変更|修正|起動|学習|訓練)(でき|させられ|が許され)ない", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"何ができ(る|ます)|なにができ(る|ます)|使い方(?!を(任|頼|覚え|勉強|調べ))|ヘルプ|できること", 1.5, "help"),
            Trigger.of(r"(BenchGen|benchgen|クレジット|実行|バージョン|キー|ロール|参照解答|ルール)(って|とは)|照合ルール|って(何|なに|なん)", 1.1, "explain"),
            Trigger.of(r"^(?![^。？?]*[a-z]+-?\d)[^。？?]{0,12}(って|とは)(何|なに|なん)の(こと|意味)", 3.0, "explain"),  # a word asked what it means, nothing named ("スコアって何のこと？"): not a score read
            Trigger.of(r"(ロール|権限|役割)(だと|では|で|なら)[^。？?]{0,6}(何|なに)が?(でき|可能)", 3.0, "role"),  # what a role may do ("benのロールだと何ができますか"): not what the bot does
            # what a teammate named may do ("benは何ができる権限ですか？", "cara は何ができるの？"): their role, not what the bot does
            Trigger.of(r"(?<![\w-])(?!(benchgen|bot)\b)[a-z]+\s*(さん|くん|ちゃん)?\s*(は|って|には)\s*(何|なに)が?(でき|出来)", 3.0, "role"),
            Trigger.of(_about_product("ja", r"仕組み|どうやって(動|計算|決ま)|どう(動|計算|決ま)"), 1.0, "explain"),
            Trigger.of(_about_product("ja", r"説明して"), 0.6, "explain"),
            Trigger.of(_about_product("ja", r"教えて"), 0.4, "explain"),
            Trigger.of(_sets_asked("ja"), TRAINING_SETS, "explain"),
        ),
        "zh": (
            _set_kinds_asked("zh"),
            _makeup_asked("zh"),
            _matching_asked("zh"),
            *_training_asked("zh"),
            *_charging_asked("zh"),
            *_scoring_asked("zh"),
            Trigger.of(r"benchgen\s*(到底)?(是|是用来)?(干什么|做什么|干嘛|干啥|用来干)的?", 1.5, "explain"),  # what BenchGen is for, not what the bot can do
            Trigger.of(r"(参考答案|答案键|判分规则|版本|角色).{0,25}(区别|不同|差别|差异)", 1.6, "explain"),
            Trigger.of(r"(多少|几个)\s*(积分|credits?|点数|额度)|积分.{0,8}(还剩|剩|余)|余额|预算|还有多少", 1.5, "balance"),
            Trigger.of(r"(还剩|剩下|剩余|还有)(多少|几个)(点数|积分|额度|credits?)|(剩余|剩下|可用)的?(点数|积分|额度|credits?)(数量|数|余额|总数)?(?!.{0,6}(够|足够))", 2.5, "balance"),  # the credits left, however long the message
            Trigger.of(_sets_asked("zh"), TRAINING_SETS, "explain"),
            Trigger.of(r"没有权限|管理员是谁|谁是管理员", ROLE_LACKING, "role"),
            Trigger.of(r"我的(角色|权限)|什么(角色|权限)|我是谁|我是(编辑者|管理员|查看者)吗", 1.5, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE_CJK + r".*?((哪些|什么|哪种|哪个)(角色|权限|身份)[^。？?]{0,10}(可以|能|允许|才能))", 3.0, "role"),
            Trigger.of(_NO_NAME_IN_ITS_SENTENCE_CJK + r".*为什么[^。？?]{0,15}(不能|无法|没法|不可以|不被允许)[^。？?]{0,6}(修改|编辑|运行|启动|训练|改|跑|执行)", 3.0, "role"),  # a permission asked about: a role
            Trigger.of(r"你能做什么|你会做什么|你可以做什么|怎么用你|帮助|使用说明", 1.5, "help"),
            Trigger.of(r"(benchgen|积分|运行|版本|答案键|角色|参考答案).{0,6}是什么|什么是.{0,10}(benchgen|积分|运行|版本|答案键|角色|规则)|匹配规则", 1.1, "explain"),
            Trigger.of(_about_product("zh", r"怎(么|麼)(算|计算|計算|运作|運作|工作|收费|收費)|如何(运作|運作|工作|计算|計算|收费|收費)|原理"), 1.0, "explain"),
            Trigger.of(_about_product("zh", r"解释|介绍一下|说说"), 0.6, "explain"),
        ),
    }

    triggers = {lang: (*own, *workspace.TRIGGERS[lang]) for lang, own in triggers.items()}  # and what the workspace holds

    def __init__(self, llm: ModelHelp | None = None, others: Sequence[Skill] = ()) -> None:
        self.llm = llm  # optional: answers grounded in the knowledge base
        self.helps = [skill.help for skill in others] + [self.help]  # what the help lists, in order

    def needs_account_for(self, request: Request) -> bool:
        return request.intent in ("balance", "role") or request.intent in workspace.INTENTS

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if request.intent == "balance":
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("context.balance", workspace=Quote(text=me.workspace_name), credits=me.credits))]
        if request.intent == "role":
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("context.role", account=Quote(text=me.display_name),
                                    role=ctx.text(f"role.{me.role}"), can=ctx.text(f"role.can.{me.role}")))]
        if request.intent in workspace.INTENTS:
            return await workspace.handle(ctx, request)
        if request.intent in ("help", "") or request.intent == "unclear":
            return [ctx.reply(*self._help(ctx, unclear=request.intent == "unclear"))]
        topics = TOPICS.get(ctx.language, TOPICS["en"])
        found = [topic for topic, pattern in topics.items() if pattern.search(request.text)]
        if request.intent == RULES_INTENT:  # "why won't you set a score by hand?": what the bot never does, first
            found = [RULES_INTENT, *(topic for topic in found if topic != RULES_INTENT)]
        if self.llm is not None and self.llm.can("answers"):
            grounded = await self._grounded(ctx, request.text, found)
            if grounded is not None:
                return [grounded]
        if not found:
            return [ctx.reply(ctx.t("context.no_answer"), *self._help(ctx, unclear=False))]
        return [ctx.reply(*(ctx.t(f"kb.{topic}") for topic in found[:2]))]

    async def _grounded(self, ctx: SkillContext, question: str, found: list[str]) -> Outcome | None:
        """A model's answer from the retrieved knowledge-base passages; None for the offline answer."""
        assert self.llm is not None
        passages = {topic: ctx.text(f"kb.{topic}") for topic in TOPICS["en"]}
        answer = await grounded_answer(self.llm, question, ctx.language, retrieve(question, passages, boost=found))
        if answer is None:
            return None
        if not answer.covered:
            return ctx.reply(ctx.t("context.no_answer"), *self._help(ctx, unclear=False))
        return ctx.reply([Words(text=answer.answer)], ctx.t("context.model_note"))

    def _help(self, ctx: SkillContext, *, unclear: bool) -> list[Line]:
        """The whole help when asked for; when nothing in a message was likely, two short lines."""
        if unclear:
            return [ctx.t("help.unclear"), ctx.t("help.short")]
        return [ctx.t("help.intro"), *(ctx.t(key) for key in self.helps), ctx.t("help.limits")]
