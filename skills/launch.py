"""benchmark-launch: a fresh run of a model on a benchmark, measured and reported in the thread.

It shows the cost and the balance before asking; on yes it launches with the proposal's id as the
idempotency key, shows progress in one message updated in place, and posts the final score
against the previous version's.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from bot.benchgen.client import BenchGenSession
from bot.benchgen.models import Run
from bot.skill import Handed, Outcome, Plan, Propose, Request, Skill, SkillContext, Trigger, idempotency_key
from bot.store.models import Proposal
from bot.text import Line, Quote, quote
from bot.turn import OutgoingMessage
from bot.watching import WatchRequest
from skills.analyze import READ_SCOPES, STUCK, percent
from skills.held_back import HOLD_ON
from skills.phrasings import examples_of
from skills.reads import flips, latest_run, model_run
from skills.watch import cancel_once, watch_request, watcher


class PlannedRun(BaseModel, frozen=True):
    """One run of a launch."""

    model: str
    model_version: int
    cost: int
    baseline_run: str | None = None  # the run its score is compared with


class LaunchPlan(Plan, frozen=True):
    kind: ClassVar[str] = "launch"
    benchmark: str
    version: int
    cost: int  # of all its runs
    runs: list[PlannedRun]


# A model's name as people type it, a letter first and a digit in it ("tiny-1", "tiny2", "gpt4o"): the model a run is
# asked for ("test tiny-2 on capitals", "faire passer le test au modèle tiny-1").
_MODEL = r"[a-z][a-z0-9]*[-_]?\d[a-z0-9_-]*"

# Models set against each other again, as in a league or a race ("organise un match tiny-1 contre tiny-2", "another lap of
# capitals", "再比一场", "もう一戦"): a fresh run, though who wins is asked with it.
REMATCH = 5.0
_REMATCH = {
    "en": r"\b(another|a new|one more) (lap|round|match|race|heat|duel)\b|\b(run|do|set up|start|organi[sz]e|schedule|have|give them|want)\b[^.!?]{0,15}\b(a )?rematch\b|\bback on the track\b",
    "de": r"\b(mach|organisier|veranstalt|start|lass)\w*\b[^.!?]{0,20}\b(revanche|ruckspiel|runde|rennen|duell|match)\b|\bnoch eine runde\b",
    "fr": r"\b(organise|lance|fais|refais)\w*\b[^.!?]{0,15}\b(un |une |le |la )?(match|duel|revanche|course)\b",
    "es": r"\b(haz|hagan|organiza|lanza|quiero|hagamos)\w*\b[^.!?]{0,15}\b(una |la |otra |un |otro )?(revancha|ronda|carrera|duelo|partido)\b|\botra ronda\b",
    "pt": r"\b(faz|faca|organiza|roda|quero|vamos|bora)\w*\b[^.!?]{0,15}\b(uma |a |outra |um |outro )?(revanche|rodada|corrida|duelo|partida)\b|\boutra rodada\b",
    "zh": r"再比一场|比一场|再赛一场|再来一局|再来一场",
    "ja": r"再戦(させ|して|を(お願い|頼|組))|リベンジ(させ|して|マッチ)|もう一戦|対戦させ",
}

# ...unless the comparison is what is asked ("Compara tiny-1 y tiny-2 en gsm-mini, quiero el duelo del siglo": the scores
# there are, set side by side)
_COMPARE_ASKED = {"en": r"\bcompar\w*", "de": r"\bvergleich\w*", "fr": r"\bcompar\w*", "es": r"\bcompar\w*",
                  "pt": r"\bcompar\w*", "zh": r"比较|对比", "ja": r"比較|比べ"}


def _rematch(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_COMPARE_ASKED[lang]})).*?(?:{_REMATCH[lang]})", REMATCH, "launch")


# A model run on every benchmark, or every model on one ("Dispara o tiny-1 em todos os benchmarks", "把 tiny-2 在所有基准上跑
# 一轮回归", "trigger a regression run of tiny-1"): runs, though the words for all the benchmarks or models are a general
# question's too.
ACROSS = 3.5
_ACROSS = {
    "en": r"\b(run|launch|trigger|kick off|start|re-?run)\b[^.!?]{0,30}\b(on|against|across) (all|every|both)\b|\b(trigger|kick off|start|launch) (a |the )?regression\b|\bregression run\b",
    "de": r"\b(lass|starte|start|trigger)\w*\b[^.!?]{0,30}\bauf (allen|beiden)\b",
    "fr": r"\b(lance|relance|execute|fais tourner)\w*\b[^.!?]{0,30}\bsur (tous|toutes|les deux)\b",
    "es": r"\b(lanza\w*|corre|correlo|correla|ejecuta\w*|dispara\w*)\b[^.!?]{0,30}\ben (todos|todas|los dos|ambos)\b",
    "pt": r"\b(dispara\w*|roda|rode|rodar|executa\w*|lanca\w*)\b[^.!?]{0,30}\b(em|nos|no) (todos|todas|os dois|ambos)\b",
    "zh": r"在(所有|全部|每个|两个)(的)?(基准|benchmark|测试集)[^。？?]{0,6}(跑|运行|评测|测)|跑一轮回归|回归测试",
    "ja": r"(全|すべての|全部の|両方の)(ベンチマーク|ベンチ)[^。？?]{0,10}(で|に)[^。？?]{0,10}(実行|走らせ|回し)|回帰テスト(を)?(実行|回し|走らせ)",
}

# The same run asked several times over, to see how much its score moves ("3 replicate runs of tiny-1 on capitals", "lass
# tiny-1 dreimal auf gsm-mini laufen", "重复跑 3 次"): runs, though the spread they are for is a read's word. How many times
# a model ran, asked, is a read.
REPEATED = 3.5
_TIMES = r"(\d+|two|three|four|five|six|ten|a few|several|multiple|zwei|drei|vier|funf|sechs|zehn|mehrere|ein paar|deux|trois|quatre|cinq|six|dix|plusieurs|dos|tres|cuatro|cinco|seis|diez|varias|duas|dois|quatro|seis|dez|algumas)"
_REPEATED = {
    "en": rf"^(?!.*\bhow (many|often)\b)(?!.*\b(did|has|have|was|were)\b[^.!?]{{0,30}}\btimes\b).*?(\b{_TIMES} (more )?(repeat(ed)?|replicate|repeated|replicated) (runs?|evals?)\b|\b(run|rerun|re-run|launch|evaluate|eval|test)\b[^.!?]{{0,40}}\b({_TIMES} times|twice|thrice)\b|\breplicates?\b[^.!?]{{0,30}}\bof [a-z]+-?\d)",
    "de": rf"^(?!.*\bwie (oft|viele male)\b).*?(\b{_TIMES} ?mal\b[^.!?]{{0,40}}\b(laufen|lauf|starten|rechnen|durchlaufen)\b|\b(lass|starte|start)\w*\b[^.!?]{{0,40}}\b{_TIMES} ?mal\b|\b({_TIMES} )?wiederholungs?(laufe?|runs?|durchlaufe?)?\b[^.!?]{{0,30}}\b(von|mit|fur) [a-z]+-?\d|\b(brauch\w*|hatte gern|mochte|will|wollen|wir sollten)\b[^.!?]{{0,30}}\b(vergleichs|test|probe|kontroll|wiederholungs)laufe?\b)",
    "fr": rf"^(?!.*\bcombien de fois\b).*?(\b{_TIMES} (fois|repetitions|runs? repetes|replicats?|reprises)\b[^.!?]{{0,40}}\b(sur|de) |\b(relance|lance|fais|refais|execute|fais tourner)\w*\b[^.!?]{{0,40}}\b{_TIMES} (fois|repetitions|runs? repetes|replicats?)\b)",
    "es": rf"^(?!.*\bcuantas veces\b).*?(\b{_TIMES} (veces|repeticiones|replicas|corridas)\b[^.!?]{{0,40}}\b(en|de) |\b(corre|correlo|lanza|ejecuta|haz|hagan|relanza)\w*\b[^.!?]{{0,40}}\b{_TIMES} (veces|repeticiones|replicas|corridas)\b)",
    "pt": rf"^(?!.*\bquantas vezes\b).*?(\b{_TIMES} (vezes|repeticoes|replicas|rodadas)\b[^.!?]{{0,40}}\b(do|da|de|no|na|em) |\b(roda|rode|faz|faca|dispara|executa|lanca)\w*\b[^.!?]{{0,40}}\b{_TIMES} (vezes|repeticoes|replicas|rodadas)\b)",
    # (more than once: "跑一次要多少积分" asks what one run costs)
    "zh": r"^(?!.*(几次|几遍|多少次)).*?((跑|运行|评测|测)\s*([两二三四五六七八九十]|[2-9]|\d\d)\s*(遍|次)|重复\s*(跑|运行|评测|测))",
    "ja": r"^(?!.*(何回|何度)).*?(([2-9]|\d\d|[二三四五六七八九十])\s*回[^。？?]{0,6}(繰り返し|くりかえし)?\s*(実行|走らせ|回し|流し|評価)|繰り返し\s*(実行|走らせ|回し|評価))",
}


# A yes that names the run it answers ("ok go ahead with the run", "ja, starte den Lauf", "vas-y pour le run"): the run
GO_AHEAD = 2.5
_GO_AHEAD = {
    "en": r"^\W*((ok|okay|yes|yeah|yep|sure|alright|great|perfect|cool)\W+)*(go ahead|proceed|go|do it|start it|launch it|fire it off)\b[^.!?]{0,12}\b(with |on )?(the|that|this) (re-?run|run|eval(uation)?|relaunch|restart)\b",
    "de": r"^\W*((ok|okay|ja|jep|gut|passt|super)\W+)*(mach|starte|leg los|los|fahr)\w*\b[^.!?]{0,12}\b(den|mit dem|diesen) (re-?run|run|lauf|testlauf|neustart|neuen lauf)\b",
    "fr": r"^\W*((ok|okay|oui|ouais|d'accord|parfait)\W+)*(vas-y|allez-y|go|lance|c'est parti)\b[^.!?]{0,12}\b(pour |avec )?(le|ce|la|cette) (re-?run|run|relance)\b",
    "es": r"^\W*((ok|vale|si|sí|perfecto)\W+)*(dale|adelante|hazlo|lanzalo|lanza)\b[^.!?]{0,12}\b(con )?(el|ese|la|esa) (re-?run|run|relanzamiento|nueva ejecucion)\b",
    "pt": r"^\W*((ok|beleza|sim|perfeito|blz)\W+)*(pode|manda|bora|vai|dispara|roda)\b[^.!?]{0,12}\b(com )?(o|esse|a|essa) (re-?run|run|nova execucao|reexecucao)\b",
    # a yes that says "run it" ("OK，跑吧，credits 没问题。", "OK、じゃあ実行してください")
    "zh": r"^\W*((ok|okay|好的?|行|可以|嗯|没问题)\W*)*(那就|就)?(跑吧|跑起来吧?|开跑吧?|启动吧|开始跑吧?)",
    "ja": r"^\W*((ok|okay|はい|了解|いいよ|いいです|大丈夫)\W*)*(じゃあ|では)?(実行して|回して|走らせて)(ください|下さい)?\W*$",
}

# A run held back before it starts, said first ("No, espera, no lances todavía el run; primero quiero revisar el presupuesto",
# "runはまだ始めないでください", "no wait, hold the rerun"): the no to the run proposed, whatever the reason said after it (a
# cost to see, a key to review)
HELD = 2.5
_HELD = {
    "en": rf"^\W*(({HOLD_ON['en']})\W+)*(please )?((don'?t|do not) (launch|start|run|kick off|fire off)"
          r"( (it|that|this|the (re-?run|run|eval)|anything))?( (just )?yet)?\b|hold (off on )?(the|that|this) (re-?run|run|launch)\b"
          r"|hold off on (launching|starting|running)\b)",
    "de": rf"^\W*(({HOLD_ON['de']})\W+)*(bitte )?((noch )?nicht (starten|launchen|laufen lassen)\b"
          r"|starte (ihn |den (lauf|run|rerun) )?(bitte )?(noch )?nicht\b|(den (lauf|run|rerun)|ihn) (bitte )?(noch )?nicht starten\b)",
    "fr": rf"^\W*(({HOLD_ON['fr']})\W+)*(ne (lance|lancez|demarre|demarrez) (rien|pas|le run)( encore)?\b"
          r"|(ne )?(le )?lance pas (encore|tout de suite)\b)",
    "es": rf"^\W*(({HOLD_ON['es']})\W+)*((todavia |aun )?no (lances|lancen|arranques|inicies|corras|ejecutes)"
          r" (nada|todavia|aun|el run|la ejecucion|eso)\b)",
    "pt": rf"^\W*(({HOLD_ON['pt']})\W+)*((ainda )?nao (lanca|lance|roda|rode|dispara|dispare|inicia|inicie|comeca|comece)"
          r" (nada|ainda|o run|a execucao|isso)\b)",
    "zh": rf"^\W*(({HOLD_ON['zh']})\W*)*(先别|别|不要|先不要|暂时别|还别)(跑|启动|开始|运行|launch)",
    "ja": rf"^\W*(({HOLD_ON['ja']})\W*)*[^。？?]{{0,12}}まだ(始め|開始し|実行し|起動し|スタートし|回さ)ないで",
}

# Cancelling a run or a run proposal ("annule la proposition de run"): what lies between the verb and the run
# may be anything but a change, which makes it the cancel of an edit ("cancel the key change, I'll run it later").
_NOT_A_CHANGE = r"(?:(?!\b(?:{})\b)[^.!?;]){{0,30}}"


# A run asked cancelled, per language: the verbs (read with a hanging run, `STUCK`; the cancel's own triggers read the rest)
_CANCELLED = {
    "en": r"\b(cancel|stop|kill|abort|halt)\b",
    "de": r"\b(abbrech\w*|brich|stopp\w*|beend\w*|cancel\w*|kill(en|e|t)?)\b",
    "fr": r"\b(annule|annuler|annulez|arrete|arreter|arretez|stoppe|stopper|tue|tuer)\b",
    "es": r"\b(cancela\w*|deten\w*|detener|aborta\w*|mata(lo|la)?|paralo|parala|parar)\b",
    "pt": r"\b(cancela\w*|interromp\w*|aborta\w*|mata\w*|para (ele|ela|isso|o run)|parar)\b",
    "zh": r"取消|停掉|停止|终止|中止|杀掉",
    "ja": r"キャンセル|止めて|中止|停止",
}
STUCK_CANCELLED = 4.0


class CancelRunPlan(Plan, frozen=True):
    kind: ClassVar[str] = "cancel_run"
    run: str


class LaunchSkill(Skill):
    id: ClassVar[str] = "benchmark-launch"
    help: ClassVar[str] = "help.launch"
    plans: ClassVar[tuple[type[Plan], ...]] = (LaunchPlan, CancelRunPlan)
    scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"runs:write"}
    execute_scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"runs:write"}
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = examples_of("benchmark-launch")
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"\b(run|launch|evaluate|eval|test|rerun)\b.{0,20}\b(both|all|the two) (of the )?models\b", 1.5, "launch"),
            Trigger.of(r"\b(re-?sit|retake)\b", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            # "benchmark" said as a verb, a model benchmarked on or against one: a run ("benchmark tiny-2 against capitals")
            Trigger.of(r"\b(re-?)?benchmark\s+[a-z]+-\d\w*\s+(on|against|with)\b", 1.5, "launch"),
            _rematch("en"),
            Trigger.of(_ACROSS["en"], ACROSS, "launch"),
            Trigger.of(_REPEATED["en"], REPEATED, "launch"),
            Trigger.of(_GO_AHEAD["en"], GO_AHEAD, "launch"),
            Trigger.of(_HELD["en"], HELD, "cancel"),
            Trigger.of(r"\b(launch|re-?run|kick (it |this |that |one )?off|(?<!\ba )(?<!\bgood )(?<!\bgreat )(?<!\bstrong )(?<!\bslow )start)\b", 1.0, "launch"),  # not the noun: "off to a good start"
            Trigger.of(r"\b(need|get|want|give)\b[^.!?]{0,12}\b(fresh|new|updated) (numbers|results|scores|evals?)\b|\bfresh (numbers|results|scores|evals?)\b|^\W*(score|grade)\s+\S+\s+(on|against)\b|(?<!'s )\b(score|grade|measure)\b[^.!?]{0,30}\bagain\b", 1.5, "launch"),  # fresh numbers asked for: a run
            Trigger.of(rf"\btest\s+{_MODEL}\s+(on|against|with)\b|\b(have|let|make|get)\s+{_MODEL}\s+(take|do|sit|try)\b[^.!?]{{0,30}}\b(test|quiz|exam|benchmark)\b", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"\b(one more time|once more)\b|\b(get|put|send|push)\b.{0,20}\bthrough\b", 1.0, "launch"),  # a model put through a benchmark (again)
            Trigger.of(r"\bfire\b( (off|up))?\s+[a-z][\w-]*\d\s+(at|on|against|through)\b|\bfire (it|that|one|a run) (off|up)\b", 1.0, "launch"),  # "fire tiny-1 at gsm-mini"
            # a model put on a benchmark, as a hound on a trail ("put tiny-1 on our zip-quiz", "set tiny-1 loose on capitals")
            Trigger.of(rf"\b(put|set|sic)\s+{_MODEL}\s+(loose\s+)?(on|at|against)\s+((our|the|my|that|this)\s+)?(?!(hold|ice|pause|standby|notice|mute|back|top|display|record|trial|probation|leave|the)\b)[a-z][\w-]*\b(?!\s*%)(?![^.!?]*\d\s*%)", 1.5, "launch"),
            Trigger.of(rf"\brun\b(?!s)\s+{_MODEL}\s+(on|against)\b", 1.5, "launch"),  # a model named: "run tiny-1 on gsm-mini"
            # suggested as a gerund: "One might consider … running tiny-2 on capitals again at some point?"
            Trigger.of(rf"\b(consider|considering|about|worth|suggest|recommend|mind)\b[^.!?]{{0,40}}\b(running|re-?running)\s+{_MODEL}\s+(on|against)\b", 1.5, "launch"),
            Trigger.of(r"\brun\b(?!s)\s+\S+\s+(on|against)\b|^\s*run\b|\b(go ahead and|just) (re-?run|run) (it|that|this|them)\b", 1.0, "launch"),
            Trigger.of(r"\b(evaluate|eval|re-?evaluate|measure|benchmark it)\b", 1.0, "launch"),
            Trigger.of(r"\b(fresh|new|another)\s+(benchmark[- ]|eval[- ]|evaluation[- ])?run\b|\brun (it )?again\b", 1.2, "launch"),
            Trigger.of(r"\b(cancel|stop|abort|kill|call off|scrap)\b" + _NOT_A_CHANGE.format(r"change|edit|modification|correction|key|reference") + r"\b(run|evaluation|eval|launch)\b", 1.5, "cancel"),
            Trigger.of(r"\b(stop|cancel|abort|halt)\b[^.!?]{0,20}\b(exam|test)\b", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"\b(cancellation|termination|abortion)\b[^.!?]{0,30}\b(run|evaluation|eval|job)\b", 1.5, "cancel"),  # a cancel asked for as a noun
            # a run started by mistake and still going, asked deleted: it is stopped ("can you delete the tiny-2 run I
            # kicked off by accident? it's still going")
            Trigger.of(r"^(?=.*\b(still (going|running|in progress)|by (accident|mistake)|accidentally)\b)(?!.*\b(change|edit|proposal|correction|key|reference)\b)(?=.*\b(delete|remove|kill|scrap|drop|get rid of)\b[^.!?]{0,30}\brun\b)", 2.5, "cancel"),
            Trigger.of(r"^(?=.*\b(started|launched|kicked off|ran|running|runs?)\b)(?!.*\b(change|edit|proposal|correction|key|reference)\b)(?=.*\b(cancel|stop|abort|kill|call off)\b\s+(it|that|this|them|the (first|second|third|other|last|latest|newer|older|new|duplicate|extra|earlier) one|one of them)\b)", 2.5, "cancel"),  # a run named in the sentence before
        ),
        "de": (
            Trigger.of(r"\b(start|lass|fuhr|lauf|test|evaluier)\w*\b.{0,25}\b(beide|alle)n? modelle\b", 1.5, "launch"),
            Trigger.of(r"\bnachschreib\w*|\bnochmal schreiben\b", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            _rematch("de"),
            Trigger.of(_ACROSS["de"], ACROSS, "launch"),
            Trigger.of(_REPEATED["de"], REPEATED, "launch"),
            Trigger.of(_GO_AHEAD["de"], GO_AHEAD, "launch"),
            Trigger.of(_HELD["de"], HELD, "cancel"),
            Trigger.of(r"\b(re-?run\w*|rerode|rerodar)\b", 1.2, "launch"),
            Trigger.of(r"\b(starte|starten|start|launch|rerun)\w*\b", 1.0, "launch"),
            Trigger.of(r"\b(jag|schick)\w*\b.{0,30}\bdurch\b", 1.0, "launch"),  # a model put through a benchmark (again)
            # a run kicked off ("Kannst du heute Abend noch einen Run von tiny-1 auf luftbild-hoehen anstoßen?")
            Trigger.of(r"\b(run|lauf|durchlauf|eval|evaluation)\b[^.!?]{0,60}\b(anstoss\w*|anzustossen|angestossen|anwerf\w*|anzuwerfen)\b|\b(stoss|stosst|wirf)\b[^.!?]{0,10}\b(\w+ )?(run|lauf|durchlauf)\b[^.!?]{0,50}\ban\b", 1.5, "launch"),
            # a model put on a benchmark, as on a task ("los, tiny-1 auf unser plz-quiz ansetzen")
            Trigger.of(rf"\b{_MODEL}\s+(mal\s+|jetzt\s+|direkt\s+)?auf\s+((unser|unsere|unseren|das|den|die|mein|meine|meinen)\s+)?[a-z][\w-]*\s+(mal\s+)?(an(zu)?setzen|ansetzt|angesetzt)\b", 1.5, "launch"),
            Trigger.of(r"\b(lass|lasse)\b.{0,40}\b(laufen|durchlaufen|loslaufen|rennen)\b|\bfuhr\w*\b.{0,30}\baus\b|\b(laufen|durchlaufen|loslaufen) (lassen|lasst)\b", 1.0, "launch"),
            Trigger.of(r"\b(evaluier|bewert|mess)\w*", 1.0, "launch"),
            Trigger.of(rf"\b(lass|lasse|lasst)\b[^.!?]{{0,30}}\b(test|prufung|benchmark)\b[^.!?]{{0,20}}\b(machen|ablegen|schreiben|absolvieren)\b|\b{_MODEL}\b[^.!?]{{0,10}}\b(den |die |das )?[\w-]*(test|prufung)\b[^.!?]{{0,10}}\b(machen|ablegen|schreiben) lassen\b", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"\b(neue[nrm]?|frische[nrm]?|weitere[nrm]?)\s+(benchmark-?|test-?)?(lauf|run|durchlauf)\b|^(?!\W*(?:was|wie|wer|wo|wann|welche\w*)\b[^.!?]{0,60}\b(?:nochmal|noch einmal)\b[^.!?]*\?).*?(?<!\bich )(?<!\bdank )(?<!\bdanke )\b(nochmal|noch einmal|erneut)\b(?!\s*\?)(?! (ich|danke|vielen dank)\b)", 1.2, "launch"),  # not "wie viele Fragen hat der nochmal?", "Was hat tiny-1 nochmal auf capitals geschafft?"
            Trigger.of(r"\b(brich|abbrechen|stopp|stoppe|halt|beende|storn\w*|verwirf|cancel)\w*\b" + _NOT_A_CHANGE.format(r"anderung|bearbeitung|korrektur|schlussel|key|referenz") + r"\b(lauf|run|durchlauf|evaluation)\b|\b(lauf|run|durchlauf)\w*\b.{0,20}\b(ab|abbrechen|stoppen|beenden|stornieren|verwerfen)\b|\b(lauf|run|durchlauf)\b[^.!?]{0,40}\b(canceln|cancelst|gecancelt)\b", 1.5, "cancel"),
            Trigger.of(r"\b(brich|stopp|stoppe|beende)\w*\b[^.!?]{0,30}\b(prufung|klausur|arbeit)\b", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"\b(abbruch|stornierung|beendigung)\b[^.!?]{0,30}\b(lauf|laufs|run|runs|durchlauf\w*|evaluation)\b", 1.5, "cancel"),  # a cancel asked for as a noun
            Trigger.of(r"^(?=.*\b(lauf|run|durchlauf|laufe|runs)\b.{0,60}\b(gestartet|angestossen|angeworfen|losgeschickt|lauft|laufen)\b)(?!.*\b(anderung|bearbeitung|korrektur|schlussel|key|referenz|vorschlag)\b)(?=.*\b(den|ihn|diesen|das|es|den (ersten|zweiten|anderen|letzten|neuen|doppelten))\b.{0,20}\b(abbrechen|stoppen|beenden|stornieren)\b|.*\b(brich|stopp|stoppe|halt|beende)\b\s+(den|ihn|diesen|es)\b)", 2.5, "cancel"),  # a run named in the sentence before
        ),
        "fr": (
            Trigger.of(r"\b(lance|relance|execute|evalue|teste)\w*\b.{0,20}\b(les deux|tous les) modeles\b", 1.5, "launch"),
            Trigger.of(r"\brattrapage\b|\bfai(s|tes) repasser\b", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            # a run made ("fais un run de tiny-1 sur gsm-mini", "je veux que tu fais un run …")
            Trigger.of(r"\b(fais|faites|fait|faire|refais|refaire)\b (un|une|le|la|nouveau|nouvel|nouvelle) (nouveau |nouvel |autre )?(run|execution|evaluation)\b(?! (du|de la|de l'|des) )", 1.5, "launch"),
            _rematch("fr"),
            Trigger.of(_ACROSS["fr"], ACROSS, "launch"),
            Trigger.of(_REPEATED["fr"], REPEATED, "launch"),
            Trigger.of(_GO_AHEAD["fr"], GO_AHEAD, "launch"),
            Trigger.of(_HELD["fr"], HELD, "cancel"),
            Trigger.of(r"\b(re-?run\w*|rerode|rerodar)\b", 1.2, "launch"),
            Trigger.of(r"\b(lance|lancer|lancez|relance|relancer|demarre|demarrer|kick-?off)\b", 1.0, "launch"),  # "tu peux kick-off tiny-1 …"
            Trigger.of(r"\bbalance[rz]?\b(?= (un run de |un run |le run de )?[a-z][\w-]*\d[\w-]* sur\b)", 3.0, "launch"),  # slang: "balance tiny-2 sur capitals", nearer the credit balance by its words
            Trigger.of(r"\bencore une fois\b|\bune fois de plus\b", 1.0, "launch"),  # a model put through a benchmark (again)
            Trigger.of(r"\b(execute|executer|fais tourner|faire tourner|fais passer|refais tourner)\b", 1.0, "launch"),
            Trigger.of(r"\b(besoin|veux|voudrais|donne|sors)\b[^.!?]{0,20}\b(chiffres|resultats|scores) (frais|tout neufs|a jour)\b|\b(nouveaux|nouvelles) (chiffres|mesures)\b", 1.5, "launch"),  # fresh numbers asked for: a run
            Trigger.of(rf"\b(faire|fait|faites|refaire|refais) passer\b[^.!?]{{0,50}}\b(test|quiz|examen|benchmark)\b|\b(faire|fais|faites) passer (a |au |le |l\')?(modele )?{_MODEL}\b", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"\b(evalue|evaluer|reevalue|mesure|mesurer)\b", 1.0, "launch"),
            Trigger.of(r"\b(nouvelle|autre)\s+(execution|run|evaluation)\b|\bnouveau\s+run\b|\bde nouveau\b|\ba nouveau\b", 1.2, "launch"),
            Trigger.of(r"\b(annule|annuler|annulez|arrete|arreter|stoppe|stopper|coupe|couper|coupez|tue|tuer|interromps|interrompre|kill)\b" + _NOT_A_CHANGE.format(r"modification|changement|correction|cle|reference") + r"\b(l'execution|execution|run|evaluation|lancement)\b", 1.5, "cancel"),
            Trigger.of(r"\b(arrete|stoppe|annule|interromps)\w*\b[^.!?]{0,20}\b(l\'epreuve|epreuve|examen|copie)\b", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"\b(annulation|arret|interruption)\b[^.!?]{0,30}\b(l'execution|execution|run|evaluation|lancement)\b", 1.5, "cancel"),  # a cancel asked for as a noun
            Trigger.of(r"^(?=.*\b(lance|demarre|relance|parti)e?s?\b)(?!.*\b(modification|changement|correction|cle|reference|proposition|entrainement)\b)(?=.*(\b(annule|arrete|stoppe|tue|coupe|degage|kill|interromp)\w*-(le|la|les)\b|\b(le|la|les|l')\s*(annuler|arreter|stopper|tuer|couper|killer|interrompre|degager)\b))", 2.5, "cancel"),  # a run named in the sentence before
        ),
        "es": (
            Trigger.of(r"\b(ejecuta|corre|lanza|evalua|prueba)\w*\b.{0,20}\b(ambos|los dos|todos los) modelos\b", 1.5, "launch"),
            Trigger.of(r"\brecuperacion\b", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            # asked in the subjunctive ("Que corran los dos modelos en gsm-mini"), or a model put to the test ("pon a tiny-1 a
            # hacer el examen de capitals")
            Trigger.of(r"^\W*que (corra|corran|ejecute|ejecuten|se ejecute|se ejecuten|arranque|arranquen)\b|\bpon(er|ga|gan|le)? a [a-z]+-?\d\w* a "
                       r"(hacer|correr|rendir|pasar)\b", 1.5, "launch"),
            _rematch("es"),
            Trigger.of(_ACROSS["es"], ACROSS, "launch"),
            Trigger.of(_REPEATED["es"], REPEATED, "launch"),
            Trigger.of(_GO_AHEAD["es"], GO_AHEAD, "launch"),
            Trigger.of(_HELD["es"], HELD, "cancel"),
            Trigger.of(r"\b(re-?run\w*|rerode|rerodar)\b", 1.2, "launch"),
            Trigger.of(r"\b(relanz\w*|lanza|lanzar|lanzas|lance|lancen|arranca|arrancar|arranque|inicia|iniciar|empieza|empeza|empezas|rodar|rodalo|rodala)\b|(?<!antes de )(?<!despues de )(?<!sin )\bempezar\b|\b(echa\w*|ech[ae]s|pon\w*) a (andar|rodar|correr)\b", 1.0, "launch"),
            Trigger.of(r"\bpasa\w*\b.{0,30}\bpor\b", 1.0, "launch"),  # a model put through a benchmark (again)
            Trigger.of(r"\b(ejecuta|ejecutar|ejecutes|ejecute|ejecuten|corre|correr|corra|pon a correr|correlo|correla|correlos|ejecutalo|ejecutala|lanzalo|lanzala)\b", 1.0, "launch"),
            Trigger.of(r"\b(evalua|evaluar|reevalua|mide|medir)\b", 1.0, "launch"),
            Trigger.of(r"\b(necesito|quiero|dame|saca)\b[^.!?]{0,20}\b(numeros|resultados|puntuaciones) (nuevos|nuevas|frescos|frescas|actualizad[oa]s)\b|\b(nuevos|frescos) (numeros|resultados)\b", 1.5, "launch"),  # fresh numbers asked for: a run
            Trigger.of(rf"\bpasa\w*\b[^.!?]{{0,10}}\b(el |la |un |una )?(examen|prueba|test|benchmark)\b[^.!?]{{0,30}}\ba (el modelo )?{_MODEL}|\bque {_MODEL} (haga|pase|rinda|tome)\b[^.!?]{{0,20}}\b(examen|prueba|test|benchmark)\b", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"\b(nueva|otra)\s+(ejecucion|corrida|evaluacion|run)\b|\b(nuevo|otro)\s+run\b|\b(ejecucion|corrida|evaluacion|run)\s+nuev[ao]\b|\bvuelve a (ejecutar|correr|lanzar|evaluar)\b|(?<!\byo )(?<!\bgracias )\b(de nuevo|otra vez)\b(?! (yo|por aqui|por aca|gracias)\b)", 1.2, "launch"),
            Trigger.of(r"\b(cancela|cancelar|para(?! [a-z]+(?:ar|er|ir)\b)|parar|deten|detener|aborta)\b" + _NOT_A_CHANGE.format(r"cambio|modificacion|correccion|clave|referencia") + r"\b(ejecucion|corrida|run|evaluacion|lanzamiento)\b|\b(ejecucion|corrida|run|evaluacion)\b.{0,20}\bcancel\w*", 1.5, "cancel"),
            Trigger.of(r"\b(para|deten|cancela|interrump)\w*\b[^.!?]{0,20}\b(examen|prueba)\b", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"\b(cancelacion|interrupcion|detencion)\b[^.!?]{0,30}\b(ejecucion|corrida|run|evaluacion)\b", 1.5, "cancel"),  # a cancel asked for as a noun
            Trigger.of(r"^(?=.*\b(lance|lanzad[oa]|arranque|arrancad[oa]|ejecute|ejecutad[oa]|corri|dispare|inicie|iniciad[oa])\b)(?!.*\b(cambio|modificacion|correccion|clave|referencia|propuesta|entrenamiento)\b)(?=.*(\b(cancel|par|deten|mat|quit|abort|fren)\w*(lo|la|los)\b|\b(lo|la|los)\s+(puedes |podes |podrias )?(cancelar|parar|detener|matar|quitar|abortar|frenar)\b))", 2.5, "cancel"),  # a run named in the sentence before
        ),
        "pt": (
            Trigger.of(r"\b(roda|rode|executa|execute|lanca|avalia|testa)\w*\b.{0,20}\b(ambos os|os dois|todos os) modelos\b", 1.5, "launch"),
            Trigger.of(r"\brecuperacao\b", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            _rematch("pt"),
            Trigger.of(_ACROSS["pt"], ACROSS, "launch"),
            Trigger.of(_REPEATED["pt"], REPEATED, "launch"),
            Trigger.of(_GO_AHEAD["pt"], GO_AHEAD, "launch"),
            Trigger.of(_HELD["pt"], HELD, "cancel"),
            Trigger.of(r"\b(re-?run\w*|rerode|rerodar|reexecut\w*|reroda\w*)\b", 1.2, "launch"),
            Trigger.of(r"\b(lanca|lancar|relanca|relancar|relance|dispara|disparar|inicia|iniciar|inicie|comeca)\b", 1.0, "launch"),
            Trigger.of(r"\bpassa\w*\b.{0,30}\b(pelo|pela)\b", 1.0, "launch"),  # a model put through a benchmark (again)
            Trigger.of(r"\b(executa|execute|executar|roda|rode|rodar|roda de novo)\b", 1.0, "launch"),
            Trigger.of(r"\b(avalia|avalie|avaliar|reavalia|mede|medir)\b", 1.0, "launch"),
            Trigger.of(r"\b(preciso|quero|me da|tira)\b[^.!?]{0,20}\b(numeros|resultados) (novos|frescos|atualizados)\b|\b(novos|frescos) (numeros|resultados)\b", 1.5, "launch"),  # fresh numbers asked for: a run
            Trigger.of(rf"\bfaz\w*\b[^.!?]{{0,12}}{_MODEL}\s+(fazer|faz|fizer|fazendo)\b[^.!?]{{0,12}}\b(a |o )?(prova|teste|exame|benchmark)\b|\b(aplica|aplicar|passa|passar)\w*\b[^.!?]{{0,8}}\b(a |o )?(prova|teste|exame)\b[^.!?]{{0,30}}\b(pro|pra|ao|para o|no) {_MODEL}", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"\b(nova|outra)\s+(execucao|rodada|avaliacao|run)\b|\b(execucao|rodada|avaliacao)\s+nova\b|\brun\s+novo\b|\bnovo\s+run\b|(?<!\beu )(?<!\bobrigad[oa] )(?<!\bvaleu )\b(de novo|outra vez|novamente)\b(?! (eu|por aqui|obrigad[oa]|valeu)\b)", 1.2, "launch"),
            Trigger.of(r"\b(cancela|cancele|cancelar|para(?! [a-z]+(?:ar|er|ir)\b)|pare|parar|interrompe|aborta)\b" + _NOT_A_CHANGE.format(r"alteracao|mudanca|correcao|chave|referencia|gabarito") + r"\b(execucao|rodada|run|avaliacao)\b|\b(execucao|rodada|run|avaliacao)\b.{0,20}\bcancel\w*", 1.5, "cancel"),
            Trigger.of(r"\b(para|interromp|cancela)\w*\b[^.!?]{0,20}\b(prova|exame)\b", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"\b(cancelamento|interrupcao)\b[^.!?]{0,30}\b(execucao|rodada|run|avaliacao)\b", 1.5, "cancel"),  # a cancel asked for as a noun
            Trigger.of(r"^(?=.*\b(rodei|rodou|lancei|disparei|iniciei|comecei|startei|executei|rodad[oa]|disparad[oa]|iniciad[oa]|lancad[oa])\b)(?!.*\b(alteracao|mudanca|correcao|chave|referencia|gabarito|proposta|treino|treinamento)\b)(?=.*\b(cancela|cancele|cancelar|pare|parar|mata|matar|interrompe|interromper|aborta|abortar|derruba|derrubar)(-?(lo|la))?\b)", 2.5, "cancel"),  # a run named in the sentence before
        ),
        "ja": (
            Trigger.of(r"実行して|実行する|実行を開始|(実行|ラン)を立ち上げ|走らせ|回して|回し直|回しと(い|け)|回しておい|動かして|流して|(?:(?<![ァ-ヴー])|(?<=リ)|(?<=テスト)|(?<=ドライ)|(?<=フル))ラン(?!チ|キング|ダム|一覧|履歴|の|[ァ-ヴー])", 1.0, "launch"),
            Trigger.of(r"(同時に|一緒に|まとめて|並行して|並列で)[^。？?]{0,6}(実行|走らせ|回し|流し|動かし)", 2.0, "launch"),  # models run side by side: a launch, not a comparison
            Trigger.of(r"再試験|追試", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            _rematch("ja"),
            Trigger.of(_ACROSS["ja"], ACROSS, "launch"),
            Trigger.of(_REPEATED["ja"], REPEATED, "launch"),
            # a run commanded in a sentence of its own that opens the message (after a ticket's heading and number), whatever the next
            # says ("tiny-1をcapitalsで実行。監査用に誰が実行したか残るようにね", "【依頼】#733 tiny-2 を capitals で実行。")
            Trigger.of(r"^\W*(?:[【\[][^】\]]{1,10}[】\]]\s*)?(?:#\d+\s*)?[a-z][\w-]*\s*(を|は)\s*[a-z][\w-]*\s*(で|に)\s*(再)?実行(して(ください|下さい|ね)?|しといて|しておいて|お願い(します)?)?\s*[。！!]", 4.5, "launch"),
            Trigger.of(r"(?<!学習を)(?<!学習)(?<!トレーニングを)起動(して|しといて|しておいて|お願い|させて)", 1.2, "launch"),  # "OK、起動して"
            Trigger.of(r"再実行|再実効|再走|もう一度|もう一回|再度|やり直|re-?run|リラン", 1.2, "launch"),  # 再実効: a slip of the input method
            Trigger.of(r"取り直|測り直|計り直|録り直", 1.5, "launch"),  # the numbers taken again: a run
            Trigger.of(r"評価して|評価し直|測定して|測って", 1.0, "launch"),
            Trigger.of(r"(テスト|試験|ベンチマーク|benchmark)\s*(を)?\s*(受けさせ|解かせ|やらせ|受験させ)", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"新しい実行|新たに実行|新しく実行|新規に実行", 1.2, "launch"),
            Trigger.of(r"(実行|ラン|評価|run)(の提案|の案)?(は|を)?(キャンセル|cancel|中止|止め|停止|やめ)", 1.5, "cancel"),
            Trigger.of(r"(試験|テスト)[^。！？]{0,5}(止めて|とめて|中止|キャンセル)", 1.5, "cancel"),  # a model's exam stopped: its run cancelled
            Trigger.of(r"(実行|ラン|評価|run)[^。]{0,6}(取り消し|取消|キャンセル|中止|停止)を?(お願い|して|願)", 1.5, "cancel"),  # a cancel asked for as a noun
            Trigger.of(_HELD["ja"], HELD, "cancel"),
            Trigger.of(_GO_AHEAD["ja"], GO_AHEAD, "launch"),  # "ちょっと待って、まだ実行しないで"
            # "capitals の実行、間違えて始めちゃったので止めてください": the run named, then stopped
            Trigger.of(r"^(?!.*(変更|修正|キー|提案|学習|トレーニング))(?=.*(実行|ラン|run)[^。]{0,40}(止めて|とめて|停止して|中止して|キャンセルして|cancelして))", 1.5, "cancel"),
        ),
        "zh": (
            Trigger.of(r"(?<![的有])运行(?!进度|记录|状态|列表|历史|结果|情况)|跑一下|跑一遍|跑一次|启动(?![的了过])|执行|开始跑|去跑", 1.0, "launch"),
            Trigger.of(r"补考", 1.5, "launch"),  # a model's test taken again (a re-sit): a fresh run
            Trigger.of(r"(^|[，,。！!\s])(那就|那|好|行|可以)?[，,]?\s*跑(吧|起来吧|起来)\W*$", 1.5, "launch"),  # "可以，跑吧": the run said yes to
            _rematch("zh"),
            Trigger.of(_ACROSS["zh"], ACROSS, "launch"),
            Trigger.of(_REPEATED["zh"], REPEATED, "launch"),
            Trigger.of(r"重新(运行|跑|评估|执行)|重跑|再跑|再运行|re-?run", 1.2, "launch"),
            Trigger.of(r"用\s*[a-z][a-z0-9_-]*\s*(去|来)?跑(?!分)|跑\s*[a-z][a-z0-9_-]*(\s+[a-z][a-z0-9_-]*)?\s*($|[，,。；;！!])", 1.0, "launch"),
            Trigger.of(r"在\s*[a-z][a-z0-9_-]*\s*(上|里|中)\s*(同时|一起|分别|并行)?\s*(跑|运行|评测|测)(一下|一遍|一次)?\s*[a-z][a-z0-9_-]*", 2.0, "launch"),  # "在 capitals 上跑 tiny-2，…"
            Trigger.of(r"评估一下|评测(?!课|课程|方法|体系|报告|标准|的)|测一下|重新评估", 1.0, "launch"),
            Trigger.of(r"让\s*[a-z][a-z0-9_-]*\s*(做|考|跑|测)(?!得)[^。？！?]{0,20}(测试|考试|题|基准|benchmark)", 1.0, "launch"),  # a model made to take a test
            Trigger.of(r"新的运行|新一轮", 1.2, "launch"),
            Trigger.of(r"(好了|完了)[，,。；]\s*(请|麻烦)?(再|重新)[^。？]{0,15}(跑|运行|评测)|(改完|修完|改好|修好|更新完|修正完|修改完|更正完|弄好|搞定)[^。？，,]{0,15}?(后|之后|以后|了)?[，,\s]*(请|麻烦|帮我)?(再|重新)[^。？]{0,15}(跑|运行|评测|评估|测)", 2.5, "launch"),  # "the key is fixed, run it again"
            Trigger.of(r"(取消|停止|终止|中止|停掉)(这次|这个|那个|刚才|当前)*(的)?(运行|评测|评估|run)|(运行|评测|run)[^。？?]{0,12}[，,]\s*(快|赶紧|马上|立刻|立即)(取消|停掉|停止|叫停)|(运行|评测|run)\s*(的)?(提议|提案)?\s*(就|先)?(取消|不要了|算了)|(正在跑|在跑|正在运行|当前|刚启动)的?(那个|这个)?\s*(运行|评测|评估|run)?\s*(先|帮我)?(停掉|停了|停下|停一下|中止|终止)|(取消|停止|终止|中止|停掉)(?:(?!修改|改动|更改|编辑|答案键|参考答案|提议|提案|训练|微调)[^。？！?]){1,30}?的\s*(运行|评测|评估|run)(?!记录|历史|列表|结果)|(的|上的)(运行|评测|评估|run)\s*(先|帮我|给我)?(停掉|停了|停下|停止|取消|终止|中止)|(这个|那个|这次|那次|run)\s*(运行|run|评测)?\s*(跑|运行|开)错了[，,\s]*(先|帮我|给我)?(停掉|停了|停下|停止|取消|终止|中止)", 1.5, "cancel"),
            Trigger.of(_HELD["zh"], HELD, "cancel"),
            Trigger.of(_GO_AHEAD["zh"], GO_AHEAD, "launch"),
            Trigger.of(r"(停下|停止|停掉|取消|中止)[^。！？]{0,20}(考试|测验)", 1.5, "cancel"),
            Trigger.of(r"(运行|run|评测)[^。？！?]{0,30}[，,]\s*(就|那就|直接)?(取消|停掉|停止|中止)(它|掉|吧|了吧)", 1.5, "cancel"),  # "如果…的运行还没跑完，就取消它"  # a model's exam stopped: its run cancelled
            Trigger.of(r"(启动|跑|运行|开|发起|提交)(了|错)(?:(?!修改|改动|更改|答案键|参考答案|提议|提案|训练|微调)[^。？！?]){0,40}(停掉|停了|停下|停止|取消|终止|中止|干掉|杀掉|kill|关掉)", 2.5, "cancel"),  # a run named in the clause before
        ),
    }
    # A run said to hang and asked cancelled ("Kannst du den Run von tiny-2 canceln? Der hängt seit 'ner Stunde"): the cancel,
    # though the hanging asked about, with a time, is a read of its status too
    triggers = {lang: (*own, Trigger.of(rf"^(?=.*(?:{STUCK[lang]}))(?=.*(?:{_CANCELLED[lang]}))", STUCK_CANCELLED, "cancel"))
                for lang, own in triggers.items()}

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if request.intent == "cancel":
            return await self._propose_cancel(ctx)
        handed = request.handed or Handed(benchmark="")
        bench = handed.benchmark or ctx.entities.benchmark
        names = [handed.model] if handed.model else ctx.entities.models[:None if ctx.entities.every_model else 1]
        if bench is None or not names:
            return [ctx.reply(ctx.t("launch.need_names"))]
        if not ctx.api.allows("runs:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("launch.not_allowed", role=ctx.text(f"role.{me.role}")))]
        benchmark = await ctx.api.get_benchmark(bench)
        version = handed.version or ctx.entities.benchmark_version or benchmark.current_version
        models = {m.name: m for m in await ctx.api.list_models()}
        unknown = next((name for name in names if name not in models), None)
        if unknown is not None:
            return [ctx.reply(ctx.t("launch.unknown_model", model=Quote(text=unknown)))]
        items = next((v.item_count for v in benchmark.versions if v.version == version), None)
        if items is None:
            items = len((await ctx.api.get_version(bench, version)).items)
        asked_version = handed.model_version or (ctx.entities.model_version if len(names) == 1 else None)
        runs = [await self._planned(ctx, handed.baseline_run, bench, name, int(asked_version or models[name].version),
                                    models[name].price_per_item * items) for name in names]
        cost = sum(r.cost for r in runs)
        me = await ctx.api.me()
        who = quote(", ".join(names))
        if me.credits < cost:
            return [ctx.reply(ctx.t("launch.short", model=who, benchmark=quote(bench), cost=cost,
                                    balance=me.credits, missing=cost - me.credits))]
        if len(runs) == 1:
            lines: list[Line] = [ctx.t("launch.propose", model=who, model_version=runs[0].model_version,
                                       benchmark=quote(bench), version=version, items=items, cost=cost,
                                       balance=me.credits, after=me.credits - cost)]
        else:
            lines = [ctx.t("launch.propose_many", count=len(runs), benchmark=quote(bench), version=version, items=items,
                           cost=cost, balance=me.credits, after=me.credits - cost)]
            lines.extend(ctx.t("launch.propose_each", model=quote(r.model), model_version=r.model_version,
                               cost=r.cost) for r in runs)
        plan = LaunchPlan(benchmark=bench, version=version, cost=cost, runs=runs)
        return [Propose(skill=self.id, plan=plan, lines=lines, benchmark_version=version)]

    @staticmethod
    async def _planned(ctx: SkillContext, baseline: str | None, bench: str, model: str, model_version: int,
                       cost: int) -> PlannedRun:
        """One run of a launch, with the run its result is compared with: the one handed over, else
        the model's latest on the benchmark."""
        if baseline is None:
            previous = await latest_run(ctx.api, bench, model)
            baseline = previous.id if previous else None
        return PlannedRun(model=model, model_version=model_version, cost=cost, baseline_run=baseline)

    async def _propose_cancel(self, ctx: SkillContext) -> list[Outcome]:
        if not ctx.api.allows("runs:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("launch.not_allowed", role=ctx.text(f"role.{me.role}")))]
        running = [r for r in await ctx.api.list_runs(benchmark=ctx.entities.benchmark, model=ctx.entities.model)
                   if r.status in ("queued", "running")]
        if not running:
            return [ctx.reply(ctx.t("launch.nothing_running"))]
        run = running[0]
        lines = [ctx.t("launch.propose_cancel", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                       done=run.done, total=run.total)]
        return [Propose(skill=self.id, plan=CancelRunPlan(run=run.id), lines=lines)]

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        plan = self.plan_of(proposal)
        if isinstance(plan, CancelRunPlan):
            return await self._cancel(ctx, plan.run, idempotency_key(proposal))
        assert isinstance(plan, LaunchPlan)
        for index, planned in enumerate(plan.runs):
            # The first run carries the proposal's own key, each further one a key derived from it.
            key = idempotency_key(proposal) if index == 0 else f"{idempotency_key(proposal)}:{planned.model}"
            run = await ctx.api.launch_run(benchmark=plan.benchmark, model=planned.model, version=plan.version,
                                           model_version=planned.model_version, idempotency_key=key)
            ref = await ctx.outbox.send(OutgoingMessage(lines=[self.progress_line(ctx, run)], kind="progress"))
            await watcher(ctx).watch(watch_request(
                ctx, kind="run", skill=self.id, job_id=run.id, progress_ref=ref, shown=run.done,
                benchmark=run.benchmark, model=run.model, baseline_run=planned.baseline_run or None))
        return []

    async def _cancel(self, ctx: SkillContext, run_id: str, key: str) -> list[Outcome]:
        return await cancel_once(
            ctx, run_id, lambda: ctx.api.cancel_run(run_id, idempotency_key=key),
            lambda run: ctx.t("launch.cancelled", model=Quote(text=run.model), refunded=run.refunded))

    # ------------------------------------------------------------------ watching (skills/watch.py)

    async def fetch_job(self, session: BenchGenSession, job_id: str) -> Run:
        return await session.get_run(job_id)

    def progress_line(self, ctx: SkillContext, run: Run) -> Line:
        return ctx.t("launch.progress", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                     version=run.version, done=run.done, total=run.total)

    async def finish(self, ctx: SkillContext, session: BenchGenSession, run: Run,
                     request: WatchRequest) -> None:
        lines = await self._result(ctx, session, run, request.baseline_run)
        await ctx.outbox.send(OutgoingMessage(lines=lines, kind="result"))

    async def _result(self, ctx: SkillContext, session: BenchGenSession, run: Run, baseline: str | None) -> list[Line]:
        if run.status != "succeeded":
            return [ctx.t(f"launch.ended_{run.status}", model=quote(run.model), benchmark=quote(run.benchmark),
                          refunded=run.refunded)]
        now = ctx.t("launch.result", model=quote(run.model), model_version=run.model_version, benchmark=quote(run.benchmark),
                    version=run.version, score=percent(run.correct or 0, run.total), correct=run.correct or 0,
                    total=run.total)
        if not baseline:
            return [now]
        before = await session.get_run(baseline)
        up, down = flips(await model_run(session, before), await model_run(session, run))
        return [now, ctx.t("launch.against", score=percent(before.correct or 0, before.total),
                           correct=before.correct or 0, total=before.total, version=before.version,
                           model_version=before.model_version, up=len(up), down=len(down))]
