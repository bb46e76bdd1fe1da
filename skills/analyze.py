"""benchmark-analyze: why a score is what it is, proven on saved answers; and everyday reads.

Read only: it holds no write scope and never changes a benchmark. What it finds, it hands to the
edit skill (a key or reference change) or to the training skill (the model is at fault).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, Field

from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenSession
from bot.benchgen.models import Preview, Run, RunPreview, SetKey
from bot.i18n.catalog import Percent
from bot.languages.claims import ASKS_TO_CLAIM
from bot.llm.help import ModelHelp
from bot.skill import HandOff, Outcome, Request, Skill, SkillContext, Trigger
from bot.text import Line, Quote, Words, quote
from skills import everyday
from skills.analysis.classify import analyze_run, ranked_suspicions
from skills.analysis.equivalence import EquivalenceJudge
from skills.analysis.model_judgment import Judgment, SecondOpinion, judge_misses, second_opinions
from skills.analysis.models import Findings, ItemKey, KeyChange, Miss, ModelRun, ReferenceChange, RunAnalysis
from skills.analysis.text import collapse_ws
from skills.key_forms import ACCEPTS_AN_ANSWER, ASKS_FOR, FORMS_MADE_EQUAL, THE_KEY
from skills.phrasings import examples_of
from skills.reads import flips, item_key, latest_per_model, latest_run, model_runs

READ_SCOPES = frozenset({"account:read", "benchmarks:read", "runs:read"})


class NoRun(Exception):
    """The model has no finished run on the benchmark's current version."""


class PreviewSummary(BaseModel):
    correct_after: int
    wrong_to_right: int
    right_to_wrong: int


class LeftOut(BaseModel):
    """An item the platform refused in the proposed change, with the platform's own reason."""

    item: int
    reason: str


class Report(BaseModel):
    """One model's run on a benchmark, explained. The JSON of `benchgen-bot analyze --json`."""

    benchmark: str
    version: int
    model: str
    run: str
    correct: int
    total: int
    misses: list[Miss]
    preview: PreviewSummary | None
    verdict: str
    # Items the platform refused in the proposed key change: left out of it, the rest goes on.
    left_out: list[LeftOut] = Field(default_factory=list)
    key_changes: list[KeyChange] = Field(default_factory=list, exclude=True)
    reference_changes: list[ReferenceChange] = Field(default_factory=list, exclude=True)
    run_previews: list[RunPreview] = Field(default_factory=list, exclude=True)
    # A language model's judgment on misses no rule decides: shown, never acted on (model_judgment.py).
    judgments: list[Judgment] = Field(default_factory=list, exclude=True)
    # A language model's opinion on suspected references: shown as its opinion, never making one proven.
    opinions: list[SecondOpinion] = Field(default_factory=list, exclude=True)

    MISS_FIELDS: ClassVar[tuple[str, ...]] = ("item", "answer", "key", "class", "rule", "evidence")
    REFERENCE_FIELDS: ClassVar[tuple[str, ...]] = ("certainty", "strength", "consensus_answer")

    def to_json(self) -> dict[str, Any]:
        """The documented shape of `benchgen-bot analyze --json`, nothing more.

        A `wrong_reference` miss adds its certainty, the strength of a suspicion and the agreeing
        models with their accuracy on the rest of the benchmark; `suspected` lists those items,
        strongest evidence first.
        """
        data = self.model_dump(mode="json", by_alias=True)
        misses = []
        for miss, dumped in zip(self.misses, data["misses"], strict=True):
            out = {k: dumped[k] for k in self.MISS_FIELDS}
            if miss.cls == "wrong_reference":
                out.update({k: dumped[k] for k in self.REFERENCE_FIELDS})
                out["agreeing_models"] = [{"model": name, "accuracy": accuracy}
                                          for name, accuracy in miss.agreeing_accuracy.items()]
            misses.append(out)
        data["misses"] = misses
        data["suspected"] = [m.item for m in ranked_suspicions(self.misses)]
        return data


def key_change_ops(changes: Sequence[KeyChange]) -> list[SetKey]:
    return [SetKey(item=c.item, accepted=list(c.accepted), match=c.match) for c in changes]


async def build_report(session: BenchGenSession, judge: EquivalenceJudge, *, benchmark: str,
                       model: str, item: int | None = None, llm: ModelHelp | None = None) -> Report:
    """Analyzes the model's latest run on the benchmark's current version, proven by a preview."""
    version = await session.get_version(benchmark)
    runs = latest_per_model(await session.list_runs(benchmark=benchmark, version=version.version))
    if model not in runs:
        raise NoRun(model)
    target = runs[model]
    analyzed = await model_runs(session, list(runs.values()))
    mine = next(r for r in analyzed if r.run_id == target.id)
    others = [r for r in analyzed if r.run_id != target.id]
    items = [item_key(i) for i in version.items if item is None or i.number == item]
    analysis = await analyze_run(mine, items, others, judge)
    misses = [m for m in analysis.misses if item is None or m.item == item]
    by_number = {k.number: k for k in items}
    judgments = await judge_misses(llm, misses, by_number) if llm is not None else []
    opinions = await second_opinions(llm, misses, by_number) if llm is not None else []
    key_changes, preview, left_out = await proven_key_changes(session, benchmark, version.version,
                                                              analysis.key_changes)
    previews = preview.runs if preview is not None else []
    summary = None
    own = next((p for p in previews if p.run == target.id), None)
    if own is not None:
        summary = PreviewSummary(correct_after=own.after.correct, wrong_to_right=len(own.wrong_to_right),
                                 right_to_wrong=len(own.right_to_wrong))
    return Report(
        benchmark=benchmark, version=version.version, model=model, run=target.id,
        correct=target.correct or 0, total=target.total, misses=misses, preview=summary,
        verdict=analysis.verdict, left_out=left_out, key_changes=key_changes,
        reference_changes=analysis.reference_changes, run_previews=previews, judgments=judgments,
        opinions=opinions,
    )


async def proven_key_changes(
    session: BenchGenSession, benchmark: str, version: int, changes: Sequence[KeyChange]
) -> tuple[list[KeyChange], Preview | None, list[LeftOut]]:
    """The key changes the platform's score preview accepts, the preview, and the items it refused.

    The preview validates a change set as a whole, so one item it refuses (say, a key that would
    no longer accept its own reference) would sink every other proven widening. The items it names
    are left out and the rest previewed once more; a second refusal, or one that names no item,
    leaves the whole change out rather than guessing.
    """
    kept = list(changes)
    left_out: list[LeftOut] = []
    for attempt in range(2):
        if not kept:
            return [], None, left_out
        try:
            preview = await session.preview(benchmark, version=version, changes=key_change_ops(kept))
        except bg.InvalidChange as refused:
            reasons = {r.item: r.reason for r in refused.reasons if r.item is not None}
            named = [c for c in kept if c.item in reasons]
            if not named or attempt == 1:
                general = "; ".join(r.reason for r in refused.reasons if r.item is None) or refused.message
                left_out += [LeftOut(item=c.item, reason=reasons.get(c.item, general)) for c in kept]
                return [], None, left_out
            left_out += [LeftOut(item=c.item, reason=reasons[c.item]) for c in named]
            kept = [c for c in kept if c.item not in reasons]
            continue
        return kept, preview, left_out
    return [], None, left_out


def percent(correct: int, total: int) -> Percent:
    return Percent(correct / total if total else 0.0)


# Two model names set against each other ("tiny-1 or tiny-2", "tiny-1 还是 tiny-2"): a comparison in any language.
# A doubt about a reference, asked ("..., no?", "おかしくない？", "不对吧？") and not asked to change: a read, whatever the
# value it suggests ("should be 42, no?"); stronger than the classifier's pull towards setting the value it names. The
# answer of a numbered item doubted is its reference ("a resposta da questão 13 do gsm-mini tá errada?").
DOUBT = 5.0
# Whether the model or the benchmark (its key, its items) is at fault ("到底是模型问题还是 benchmark 问题？", "モデルのせい？ベンチマークの
# せい？"): the analysis's own question, however else the message reads.
FAULT = 2.0
# German "ändern" folded is "andern": "ändere die Referenz" asks a change, "ich komm auf was anderes" (something else) does not
DE_CHANGE_VERB = r"ander(?!(es|en|er|em|s)\b)(?!e (items?|fragen|aufgaben|modelle|runs|laufe|benchmarks|antworten|stellen|falle|probleme)\b)"  # "ändere", not "andere Items"
RUN_LIST = 1.5  # a list of runs asked with the English word ("capitals の run の一覧")
SCORE_EXPLAINED = 1.5  # how a score comes about ("erklären, wie die 70 % zustande kommen"), which items a model failed
KEY_DOUBT = 2.0
# What the key does now, asked (skills/key_forms.py): outweighs the requests to widen it that the classifier learned
KEY_BEHAVIOUR_ASKED = 5.0
# Whether an item was counted right for a model, asked ("was item 9 counted right for tiny-1", "wurde Frage 5 richtig
# gewertet", "問3ってちゃんと正解扱いになってる", "o item 13 foi contado certo pro tiny-2", "第7题给tiny-1判对了没"): a read of the
# run, not a request to mark it (the ceiling's) nor to widen the key; a verdict or the item is named ("la clé a été
# corrigée", "a chave foi corrigida" say nothing of one).
COUNTED = 3.5
COUNTED_RIGHT = {
    "en": r"^(?!.*\b(widen|loosen|broaden|relax|fix|correct it|change)\w*)\W*(was|is|were|are|did|does|has|had|have)\b(?=[^.!?]{0,60}(\b(counted|marked|scored|graded|judged|treated|accepted|get|got|count)\b[^.!?]{0,25}\b(right|correct|wrong|incorrect|as (a )?(pass|hit))\b|\b(answers?|responses?)\b[^.!?]{0,30}\b(accepted|rejected)\b))",
    "de": r"^(?!.*\b(erweiter|lockern|lockere|korrigier|ander)\w*)\W*((zahlt|zahlte|gilt|galt)\s+(?!(ihr|bitte|mal)\b)(?=[^.!?]{0,60}\bals (richtig|korrekt|falsch)\b)|(wurde|wurden|ist|war|sind|waren|hat|hatte)\b(?=[^.!?]{0,60}\b(richtig|korrekt|falsch)\b)(?=[^.!?]{0,80}\b(gewertet|bewertet|gezahlt|erkannt|markiert|anerkannt|akzeptiert|beantwortet|gelost)\b))",
    "ja": r"^(?!.*(広げ|緩め|にして|直して|修正して))(?=.*((?<!不)正解(扱い|判定)?(に|と)?(なって|され(て)?)(る|い|ます|た)|(?<!不)(正解|不正解)して(る|いる|います|た|ました)|(正解|不正解)(扱い|判定)?(だった|でした|になった)(?!ら)))",
    "fr": r"\b(a|ont|avait|aurait) ete (compt|not|jug|consider|marqu|valid|evalu)\w*\b[^.!?]{0,15}\b(juste|bon|bonne|correct|correcte|faux|fausse|valide|reussi)\w*|\b(item|question|le|la)\s*#?\d+\b[^.!?]{0,30}\b(a|ont) ete (compt|not|jug|consider|marqu|valid|evalu)\w*|\b(compt|jug|not|consider)\w* (juste|bon|bonne|correct|correcte|faux|fausse)\b[^.!?]{0,30}\b(pour|chez|a) [a-z]+-?\d",
    "es": r"\b(se )?(conto|contaron|marco|marcaron|considero|consideraron|dio|dieron|evaluo|evaluaron|califico|calificaron)\b[^.!?]{0,30}\b(bien|mal|(?<!visto )buen[ao]|correct[ao]|incorrect[ao]|acierto|fallo)\b|\b(fue|ha sido|quedo) (conta|marca|considera|da|evalua|califica|juzga)d[oa]\b[^.!?]{0,15}\b(bien|mal|como|por|buen[ao]|correct[ao]|incorrect[ao])\b",
    "pt": r"\b(foi|foram|ficou|saiu) (conta|marca|considera|da|avalia|julga|computa)d[oa]s?\b[^.!?]{0,15}\b(cert|corret|errad|incorret|acert|como|valid)\w*|\b(contou|valeu|entrou) como (acerto|cert|corret|erro|errad)\w*"
          r"|\b(marcou|marcaram|considerou|julgou|avaliou)\b[^.!?]{0,20}\b(cert|corret|errad|incorret|erro)\w*",
    "zh": r"(判|算|记|计)(作|为|成)?(对|错|正确|错误)了?(没有?|吗|么|不)|(有没有|是不是|是否)(被)?(判|算|记)(对|错|为正确)|(判|算)的是对还是错|(判|算)(对|错)了还是|(答对|做对|对了)(但|却|可)?(被|给)?判(成|为)?错",
}
SCORE_KEYED = 2.5  # which key a score was graded with ("is that 60% before or after the key fix?"): a read, asked in passing
FAILURES_SHOWN = 2.5  # a few of a run's failures pulled up to look at (whether the key is too strict): a read, no edit
KEY_ASKED = 2.0  # what an item's key or reference is ("¿qué clave tiene?", "key 是啥？"): a read  # asking whether the key is too strict ("…, or is the key too strict about formatting?"): a read
# A model's results asked to be shown ("show me tiny-1's results on capitals", "montre-moi les résultats de tiny-1", "me mostra
# os resultados do tiny-1"): a read, though "results" with a model and a benchmark is near "fix gsm-mini results for tiny-1"
RESULTS_SHOWN = 4.0  # above the classifier's "fix" (both skills' vague intent), which "results" of a named model is near
# (not how to improve them, nor what a run asked first is to give: "run tiny-2 on gsm-mini again and send us the score")
_NOT_SHOWN_ONLY = {
    "en": r"\b(how|improv|fix|better|boost|rais|rerun|re-run|launch|kick off)|\brun (it|them|[a-z]+-?\d)|^\W*(please )?run\b",
    "de": r"\b(wie|verbesser|besser|fix|korrigier|starte?|laufen)\b", "fr": r"\b(comment|amelior|corrig|mieux|lance|relance)",
    "es": r"\b(como|mejor|arregl|corrig|lanza|ejecuta|corre)\b", "pt": r"\b(como|melhor|corrig|arrum|roda|rode|lanca)\b",
    "zh": r"怎么|如何|提高|改进|修|跑|运行", "ja": r"どうやって|改善|上げ|直|走らせ|実行して|回して"}
# (a name of letters and a digit, a model's: "pásame el resultado del clásico" asks a match's)
_RESULTS_SHOWN = {lang: rf"^(?!.*({_NOT_SHOWN_ONLY[lang]}))(?=.*[a-z]+-?\d).*?(?:{shown})" for lang, shown in {
    "en": r"\b(show|give|send|pull up|display|let me see)( me| us)?\b[^.!?]{0,30}\b(results?|scores?|numbers)\b",
    "de": r"\b(zeig|gib|schick)\w*( mir| uns)?\b[^.!?]{0,30}\b(ergebnis\w*|resultat\w*|scores?|punktzahl\w*)",
    "fr": r"\b(montre|affiche|donne|envoie|sors)\w*(-moi|-nous| moi| nous)?\b[^.!?]{0,30}\b(resultats?|scores?|notes?)\b",
    "es": r"\b(muestra|muestrame|ensena|ensename|dame|pasame|saca|sacame)\b[^.!?]{0,30}\b(resultados?|puntuacion\w*|notas?|scores?)\b",
    "pt": r"\b(mostra|mostre|manda|passa)( me| pra mim)?\b[^.!?]{0,30}\b(resultados?|notas?|scores?|pontuac\w*)\b",
    "zh": r"(给我看|看看|看一下|列出|发我)[^。？?]{0,20}(结果|成绩|分数|得分)",
    "ja": r"(結果|スコア|点数|成績)[^。？?]{0,6}(見せて|教えて|出して|表示して)",
}.items()}
# Asking to check whether the key is too strict, or wondering or suspecting it, or asking the bot to confirm it
# ("check whether the capitals key is too strict", "… trop stricte … tu confirmes ?", "verificar se o gabarito está rígido demais", "是不是太严格了", "厳しすぎないか確認して"): a read, as the
# question is, unless the message also asks to widen the key. Per language: the markers of a check or a doubt, the key
# said to be too strict, and the verbs of widening it.
KEY_CHECK = {
    "en": r"\b(check|verify|see if|look into|find out|whether|wonder\w*|not sure|suspect\w*|double-check|feels?|seems?|looks?|i think|i guess|kinda|kind of|is it|does it|might|maybe|probably|possibly|perhaps|or what)\b|(^|[.!?]\s)\W*(is|are|was|isn'?t)\b|\bis (that|this|it|he|she) (true|right|correct|so)\b|\b(is|are) (he|she|they) right\b",
    "de": r"\b(pruf\w*|uberpruf\w*|check\w*|kontrollier\w*|nachschau\w*|schau\w*|ob|frag\w* mich|vermut\w*|kommt mir (so )?vor|scheint|wirkt|glaub\w*|oder was|stimmt (das|es)|ist (das|es) (so|wahr)|ha(t|ben) (er|sie) recht)\b|(^|[.!?]\s)\W*(ist|sind|war|lehnt|akzeptiert|nimmt|wertet|zahlt|erkennt)\b",
    "fr": r"\b(verifi\w*|regard\w*|control\w*|je me demande|je me demandais|soupconn\w*|tu confirmes|vous confirmez|confirmez-vous|confirmer|c'est vrai|est-ce vrai|(il|elle|ils|elles) (a|ont) raison)\b",
    "es": r"\b(revis\w*|comprueb\w*|comprobar|verific\w*|mira\w*|chequ\w*|me pregunto|me preguntaba|sospech\w*|confirmas|me (lo )?confirma\w*|confirmar|es (cierto|verdad)|tiene\w* razon)\b",
    "pt": r"\b(verific\w*|confer\w*|checa\w*|olha\w*|ve se|veja se|ver se|sera que|suspeit\w*|(voce|vc|me) confirma|confirmar|e verdade|procede|tem razao)\b",
    "ja": r"ないか|ませんか|ません[?？]|すぎない[?？]|じゃね|じゃない[?？]|のでは|かどうか|確認|見て|チェック|調べ|でしょうか|ですか|かな|気がする|気がします|かも|っぽい|みたい|せい[?？]|どっち|本当",
    "zh": r"是不是|是否|会不会|有没有|检查|核实|确认|看看|看一下|查一下|怀疑|吗|呢",
}
# Right answers said to be rejected ("is it rejecting legit answers", "lehnt richtige Antworten ab", "正しい答えを弾いてる",
# "la clé refuse des bonnes réponses", "key 把对的答案判错了"): the key too strict, in other words.
_REJECTS_RIGHT = {
    "en": r"\b(reject|refus|turn\w* down|fail|ding|mark\w* (as )?wrong|not accept|n'?t accept)\w*\b[^.!?]{0,25}\b(legit|legitimate|right|correct|valid|good|fine|acceptable)\b[^.!?]{0,12}\b(answers?|ones|responses|forms?)\b"
          r"|\b(keys?|it)\b[^.!?]{0,20}\b((wo ?n'?t|does ?n'?t|does not|will not|is ?n'?t) accept|reject|refus)\w*\s+((answers?|things|forms?|ones) (like|such as) )?(“…”|'[^']+')",
    "de": r"\b(richtig|korrekt|gultig)\w* (antwort|losung)\w*\b[^.!?]{0,30}\b(ablehn|abgelehnt|zuruckweis|zuruckgewiesen|verwirf|verworfen|nicht akzeptier|nicht annimm|falsch gewertet|als falsch)\w*|\b(lehnt|weist|verwirft)\b[^.!?]{0,30}\b(richtig|korrekt|gultig)\w* (antwort|losung)\w*[^.!?]*\b(ab|zuruck)\b",
    "ja": r"(正しい|合ってる|合っている)(答え|回答|解答)[^。]{0,15}(弾|はじ|不正解|落と|拒否|受け付けない|受けつけない|認めない|認めてない)",
    "fr": r"\bcles?\b[^.!?]{0,30}\b(refuse|rejette|recale|compte faux)\w*\b[^.!?]{0,20}\b(bonnes|justes|correctes|vraies) reponses\b"
          r"|\bcles?\b[^.!?]{0,20}\b(refuse|rejette|recale|n'accepte pas)\w*\s+((des |les )?(reponses?|trucs|formes?) (comme|du genre|genre|type) )?(“…”|'[^']+')",
    "es": r"\bclaves?\b[^.!?]{0,30}\b(rechaz|no acept|marca mal)\w*\b[^.!?]{0,20}\brespuestas? (correctas?|buenas?|validas?)\b"
          r"|\bclaves?\b[^.!?]{0,20}\b(esta |estan )?(rechaz|no acept)\w*\s+((las |los )?(respuestas?|cosas|formas?) (tipo|como|del tipo|de tipo|estilo) )?(“…”|'[^']+')",
    "pt": r"\b(chaves?|gabaritos?)\b[^.!?]{0,30}\b(recus|rejeit|nao aceit)\w*\b[^.!?]{0,20}\brespostas? (certas?|corretas?|validas?)\b"
          r"|\b(chaves?|gabaritos?)\b[^.!?]{0,20}\b(esta |estao |ta )?(recus|rejeit|nao aceit)\w*\s+((as |os )?(respostas?|coisas|formas?) (tipo|como|do tipo) )?(“…”|'[^']+')",
    "zh": r"(答案键|评分键|键|key)[^。？]{0,10}(把)?(对的|正确的?)(答案|回答)[^。？]{0,4}(判|算)(错|成错)|(对的|正确的?)(答案|回答)[^。？]{0,6}(也)?(拒|拒绝|不认|判错|算错)",
}
_KEY_STRICT = {
    "en": r"\b((answer )?keys?|grading|grader|marking|checker)\b.{0,30}\b(too|overly) (strict|picky|harsh|fussy|rigid|narrow|pedantic)\b|" + _REJECTS_RIGHT["en"],
    "de": r"\bkeys?\b.{0,30}\btoo (strict|picky|narrow)\b|\b(schlussel|key|antwortschlussel|bewertung|korrektur)\b.{0,40}\bzu (streng|pingelig|strikt|strict|eng|hart|genau)\b|" + _REJECTS_RIGHT["de"],
    "fr": r"\bkeys?\b.{0,30}\btoo (strict|picky|narrow)\b|\b(cles?|key|notation|correction|correcteur)\b.{0,40}\btrop (stricte?s?|severes?|pointilleuse?s?|rigides?|exigeante?s?)\b|" + _REJECTS_RIGHT["fr"],
    "es": r"\bkeys?\b.{0,30}\btoo (strict|picky|narrow)\b|\b(claves?|key|calificacion|correccion)\b.{0,40}\b(demasiado|muy) (estricta?s?|strict|exigentes?|rigidas?|quisquillosa?s?)\b|" + _REJECTS_RIGHT["es"],
    "pt": r"\bkeys?\b.{0,30}\btoo (strict|picky|narrow)\b|\b(chaves?|gabaritos?|key|correcao|avaliacao)\b.{0,40}\b(((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?) demais|(muito|bem) ((rigid|estrit|chat|rigoros)[oa]s?|strict|exigentes?))\b|" + _REJECTS_RIGHT["pt"],
    "ja": r"(キー|key|採点).{0,15}(厳しすぎ|厳し過ぎ|きつすぎ|厳格すぎ|strictすぎ|杓子定規|融通が利かな|融通がきかな)|" + _REJECTS_RIGHT["ja"],
    "zh": r"(答案键|评分键|判分标准|评分|判分|键|key|标准答案|答案).{0,10}(太严格|太严|太死板|过于严格|太\s*strict)|" + _REJECTS_RIGHT["zh"],
}
_WIDEN = {
    # or asking that it accept an answer too ("can you allow 'Wien' and 'Vienna' both?")
    "en": r"\b(widen|loosen|broaden|relax)\w*|\b(can|could|would|will) you\b[^.!?]{0,30}\b(accept|allow)\w*|\bwant (it|the key) to (accept|allow)\b",
    "de": r"\b(erweiter|lockern|lockere|lockre|verbreiter|erlaub|zulass|gelten lass)\w*|\b(kannst|konntest|konnen|konnten) (du|sie)\b[^.!?]{0,40}\b(akzeptier|annehm)\w*",
    "fr": r"\b(elargi|assoupli|etend)\w*", "es": r"\b(ampli|ensanch|relaj|flexibiliz)\w*",
    "pt": r"\b(ampli|alarg|flexibiliz|relax)\w*", "zh": r"放宽|放松|扩大|拓宽",
    "ja": r"広げ|緩め|ゆるめ|拡張|広く|(受け付け|受けつけ|認め|正解扱いにし|正解にし)て(ほしい|ください|くれ|もらえ)",
}


# A change asked of the key, per language: the key said to be too strict with none of these ("a chave do capitals tá
# rígida demais", "la clé me paraît trop sévère", "capitals 的答案键感觉太严格了") is a suspicion to check, a read;
# with one ("…, élargis-la", "debería aceptar las dos", "这个应该算对") it is an edit (skills/edit.py); what the key accepts,
# reported ("la clave solo acepta 'AB+'", "la clé n'accepte que …"), asks no change.
KEY_CHANGE_ASKED = {
    "fr": r"\b(?<!n')(?<!\bcle )(accept|admett)\w*|\b(elargi|assoupli|etend|toler|corrig|modifi|chang|ajust|actualis|updat|rends|rendre|fais|faites)\w*|\b(faudrait|faut|doit|devrait|devraient|mets|mettre)\b",
    "es": r"\b(?<!\bsolo )(?<!\bsolamente )(?<!\bclave )(?<!\bno )(acept|admit)\w*|\b(ampli|ensanch|relaj|flexibiliz|toler|corrig|correg|cambi|ajust|arregl|modific|actualiz|updat)\w*|\b(deberia|debe|tiene que|hay que|haz|hazla|hazlo)\b",
    "pt": r"\b(?<!\bso )(?<!\bsomente )(?<!\bchave )(?<!\bgabarito )(?<!\bnao )(aceit|admit)\w*|\b(ampli|alarg|flexibiliz|relax|toler|corrig|mud|ajust|arrum|alter|atualiz|updat)\w*|\bum update\b|\b(deveria|devia|deve|tem que|tinha que|precisa|faz|faca|deixa)\b",
    "zh": r"放宽|放松|扩大|拓宽|接受|算对|认可|改|调整|更新|update|应该|应当|需要|帮忙|帮我|麻烦|请",
}


def _key_said_strict(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{KEY_CHANGE_ASKED[lang]}))(?=.*(?:{_KEY_STRICT[lang]}))", KEY_DOUBT, "why")


def _key_behaviour_asked(lang: str) -> Trigger:
    """What the key does now, asked and not asked for ("does the grader ignore case?", "ignoriert der Key von capitals
    die Groß- und Kleinschreibung?", "会忽略大小写吗？", "o gabarito aceita respostas tipo 'Brasília, Brasil'?"): a read; asked for ("can the key ignore …?") it is an edit."""
    return Trigger.of(rf"^(?=.*[?？]\s*$)(?!.*({ASKS_FOR[lang]}))(?=.*({THE_KEY[lang]}))(?=.*({FORMS_MADE_EQUAL[lang]}|{ACCEPTS_AN_ANSWER[lang]}))",
                      KEY_BEHAVIOUR_ASKED, "why")


# The speaker's own view, in the conditional ("As a setter I'd accept 'Paris, France'", "würd ich … gelten lassen", "私なら
# …も正解にするけど"): after a question whether the key is too strict, an opinion that backs the doubt, not a change asked
_OWN_VIEW = {
    "en": r"\b(i'?d|i would|we'?d|we would)\b(?! (like|love|prefer|want)\b)",
    "de": r"\b(wurde|wurd|hatte) (ich|wir)\b|\b(ich|wir) (wurde|wurd|wurden|hatte|hatten)\b",
    "fr": r"\bj'\w+rais\b|\bje \w+rais\b",
    "es": r"\byo\b[^.!?]{0,25}\b\w+(aria|eria|iria)\b",
    "pt": r"\beu\b[^.!?]{0,25}\b\w+(aria|eria|iria)\b",
    "zh": r"(我|我们)(会|就会|倒是会|肯定会)[^。？?]{0,8}(接受|算对|认|给分)|换(作)?我",
    "ja": r"(私|僕|俺|自分|わたし|うち)なら",
}


def _key_doubted_in_own_view(lang: str) -> Trigger:
    """Whether the key is too strict, asked, with the answer the speaker would accept themselves (`_OWN_VIEW`): a read."""
    return Trigger.of(rf"^(?!.*(?:{ASKS_FOR[lang]}))(?=.*(?:{_KEY_STRICT[lang]}))(?=.*[?？])(?=.*(?:{_OWN_VIEW[lang]}))",
                      KEY_DOUBT + 1.0, "why")  # above the words of accepting the opinion says


def _key_checked(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_WIDEN[lang]}))(?=.*(?:{KEY_CHECK[lang]}))(?=.*(?:{_KEY_STRICT[lang]}))", KEY_DOUBT, "why")


# A reference or a key asked to be looked at with nothing changed yet ("does the reference look wrong to you? don't change
# anything yet", "Nur schauen, noch nichts ändern", "tu peux vérifier sans rien modifier", "先别改", "まだ変えないで"): a
# read, however much the message says the reference is wrong; "don't change anything else" asks a change.
LOOK_ONLY = 6.0
# ...but a proposal dropped until then is the proposal's cancel ("Actually, cancel that proposal. I'd rather talk to cara before
# we touch the key.")
_PROPOSAL_DROPPED = {
    "en": r"\b(cancel|drop|discard|scrap|scratch|withdraw|forget)\b.{0,15}\b(proposal|suggestion)\b",
    "de": r"\bvorschlag\w*\b.{0,20}\b(verwerf|abbrech|zuruckzieh|streich|vergess)\w*|\b(verwirf|brich|zieh|streich|vergiss)\w*\b.{0,20}\bvorschlag",
    "fr": r"\b(annul|oubli|abandonn|retir)\w*\b.{0,20}\bproposition",
    "es": r"\b(cancel|olvid|descart|retir)\w*\b.{0,20}\bpropuesta",
    "pt": r"\b(cancel|esquec|descart|retir)\w*\b.{0,20}\bproposta",
    "zh": r"(取消|撤回|算了|不要)[^。？]{0,10}(提议|提案|方案)|(提议|提案|方案)[^。？]{0,6}(取消|撤回|算了|不要了|作废)",
    "ja": r"提案[^。？]{0,10}(取り消|キャンセル|撤回|なし|やめ)",
}
_NOTHING_CHANGED = {
    "en": r"\bbefore (i|we|you|anyone) (change|touch|edit|modify|fix|update)s? (anything|it|the key)\b|\b(do ?n'?t|do not|please don'?t|without) (change|changing|touch|touching|edit|editing|modify|modifying|fix|fixing|update|updating)\b ((anything|a thing|stuff)( (yet|for now|just yet|right now))?|it (yet|for now|just yet|right now))\b(?! else)|\bjust (look|looking|check|checking|have a look|take a look)\b(?! (and|then) (fix|change|correct|update|widen))|\bnot (to )?(change|touch|edit) anything\b(?! else)|\bno (changes|edits) (yet|for now)\b",
    "de": r"\bnur (mal )?(schauen|anschauen|ansehen|gucken|nachschauen|prufen|checken|drauf ?schauen)\b|(?<!sonst )(?<!weiter )\b(noch )?nichts (andern|verandern|anfassen|anpassen|korrigieren)\b|\b(ander|verander|korrigier|fass)\w* (bitte )?(noch|erstmal|erst mal|vorerst) (nichts|nix)\b|\bohne (etwas|was|irgendwas) zu (andern|verandern)\b",
    "fr": r"\bsans rien (modifi|chang|touch|corrig)\w*\b(?! d'autre)|\bsans (modifi|chang|touch|corrig)\w* (a )?(rien|quoi que ce soit)\b(?! d'autre)|\bne (modifi|chang|touch|corrig)\w* (a )?rien\b(?! d'autre)|\b(juste|seulement) (regarder|verifier|jeter un (coup d')?oeil)\b|\bpas (encore )?de (modif\w*|changement)\b",
    "es": r"\bantes de (cambiar|tocar|modificar|corregir) nada\b|\bsin (cambiar|tocar|modificar|corregir) nada\b(?! mas)|\bno (cambies|toques|modifiques|edites|corrijas) nada\b(?! mas)|\b(todavia|aun) no (cambies|toques|modifiques|corrijas)\b|\bsolo (mira|mirar|revisa|revisar|echa un vistazo|echale un ojo)\b",
    "pt": r"\bsem (mudar|alterar|mexer( em)?|modificar|corrigir) nada\b(?! mais)|\bnao (mude|mexa|altere|modifique|muda|mexe|altera|corrija|mudes|mexas|alteres|corrijas) (em )?nada\b(?! mais)|\b(ainda|por enquanto) nao (mude|mexa|altere|muda|mexe|altera|corrija)\b|\bso (olha|olhar|da uma olhada|verifica|confere)\b",
    "ja": r"まだ(何も|なにも)?(変え|変更し|修正し|直さ|いじら|触ら|さわら)ないで|(変更|修正)は(まだ|しないで|しなくて)|見るだけ|確認だけ|(何も|なにも)(変え|変更し|修正し|直さ|いじら|触ら)ないで",
    "zh": r"先(别|不要|不用)(改|动|修改|更改)|(暂时|还)?(别|不要|不用)(急着)?(改|动|修改|更改)(任何东西|什么|任何)|暂时(别|不要|不用)(改|动)|只(是)?(看看|看一下|查一下|核对一下|确认一下)|不(要|用)(改|修改)(任何|什么)",
}
# ...said of a reference, a key or an answer (what an edit would change): "rerun tiny-1, don't change anything" is a run
_CHANGEABLE = {
    "en": r"\b(reference|ref|key|answer|expected)", "de": r"\b(referenz|schlussel|key|losung|antwort|musterlosung)",
    "fr": r"\b(reference|cle|reponse)", "es": r"\b(referencia|clave|respuesta)", "pt": r"\b(referencia|chave|gabarito|resposta)",
    "ja": r"正解|キー|解答|答え", "zh": r"答案|key|键",
}
# A check asked first and a change only if it finds one ("Prüf mal ob der Key zu streng ist und wenn ja, erweiter ihn",
# "check whether the key is too strict and if so widen it"): the analysis checks and proposes the change itself.
CHECK_FIRST = 3.0
_IF_SO = {
    "en": r"\bif (so|yes|it is|it'?s the case|that'?s the case|needed|necessary|it'?s (too strict|wrong))\b",
    "de": r"\b(wenn|falls) (ja|dem so ist|das so ist|es so ist|notig|das stimmt)\b|\bgegebenenfalls\b|\bggf\b",
    "fr": r"\bsi (oui|c'est le cas|besoin|necessaire|elle l'est|il l'est|c'est vrai)\b|\ble cas echeant\b",
    "es": r"\bsi (es asi|lo es|es el caso|hace falta|es necesario|si)\b|\ben ese caso\b|\bde ser asi\b",
    "pt": r"\bse (for o caso|sim|for|precisar|necessario|estiver)\b|\bcaso (seja|sim|esteja)\b",
    "ja": r"(もし)?そう(なら|だったら|であれば)|必要(なら|であれば|だったら)|(すぎ|過ぎ)(たら|るなら|れば)",
    "zh": r"如果(是|是的话|是这样|确实|真的)|要是(是|确实|真的)|(的话)(就|再)",
}
_CHECK = {
    "en": r"\b(check|verify|see if|see whether|find out|look into)\b", "de": r"\b(pruf|uberpruf|check|schau|kontrollier)\w*",
    "fr": r"\b(verifi|regard|control)\w*", "es": r"\b(revis|comprueb|comprobar|verific|mira)\w*",
    "pt": r"\b(verific|confer|checa|olha)\w*|\b(ve|veja|ver) se\b", "ja": r"確認|チェック|調べ|見て", "zh": r"检查|核实|确认|看看|看一下|查一下",
}


# How a named model's score came about ("cómo se calcula el score de tiny-2 en gsm-mini?", "tiny-2 的90分是怎么算出来的"): that
# score explained, a read; how scores are computed in general, naming no model, is benchgen-context's.
SCORE_HOW = 4.0
_HOW_COMPUTED = {
    "en": r"\bhow (is|was|were|are|did|does|do)\b[^.!?]{0,50}\b(comput|calculat|work(ed)? out|determin|arriv|come about|come up|end(ed)? up|derived)\w*",
    "de": r"\bwie\b[^.!?]{0,50}\b(berechnet|ermittelt|errechnet|zustande|zusammengesetzt)\b|\bwoher kommt\b",
    "fr": r"\bcomment\b[^.!?]{0,50}\b(calcul|obten|obtien|determin)\w*|\bd'ou (vient|sort)\b",
    "es": r"\bcomo\b[^.!?]{0,50}\b(calcul|obtien|obtuv|salio|determin)\w*|\bde donde (sale|viene|salio)\b",
    "pt": r"\bcomo\b[^.!?]{0,50}\b(calcul|obtev|obtid|cheg|determin)\w*|\bde onde (vem|veio|saiu)\b",
    "ja": r"(どうやって|どのように|どう)[^。]{0,10}(計算|算出|出し|決ま)|(どこから|何から)[^。]{0,6}(来|出)",
    "zh": r"(怎么|如何|怎样)(算|计算|得|来|得出|算出)(出来)?的|是(怎么|如何|怎样)(算|计算|得出|来)",
}


# The statistics of a score or of two models' gap, asked ("a 95% CI on tiny-1's capitals score", "ist der Unterschied
# signifikant?", "置信区间"): read from the runs' results (a weak word: thanks for "that CI" ask nothing, and the classifier
# knows such questions).
STATISTICS = 1.0
# Whether the key had a problem, asked ("Houve algum problema no gabarito que possa ter inflado alguma das notas?", "答案键有没有
# 问题"): a read of the results against it, however plainly the key is named
KEY_TROUBLE = 2.0
_KEY_TROUBLE_ASKED = {
    "en": r"\b(was|is) there (a|any) (problem|issue|bug|error|mistake)s?\b[^.!?]{0,20}\b(with|in) the (answer )?key\b",
    "de": r"\bgab es\b[^.!?]{0,20}\b(problem|fehler)\w*\b[^.!?]{0,20}\b(schlussel|key|referenz)|\b(schlussel|key)\b[^.!?]{0,20}\b(problem|fehler)\w*[^.!]*\?",
    "fr": r"\b(y a-t-il|il y a|y a) (eu )?(un |des )?(probleme|souci|erreur|bug)s?\b[^.!?]{0,20}\b(avec|dans) la cle\b",
    "es": r"\b(hubo|hay|ha habido) (algun |un )?(problema|error|fallo)\b[^.!?]{0,20}\b(con|en) la clave\b",
    "pt": r"\b(houve|ha|teve|tem) (algum |um )?(problema|erro|falha)\b[^.!?]{0,20}\b(no|na|com o|com a) (gabarito|chave)\b",
    "zh": r"(答案键|key)[^。？?]{0,6}(有没有|是否有|有)(问题|错)",
    "ja": r"(キー|正解データ)に[^。？?]{0,6}問題(が|は)?(あっ|ある)",
}
# A named model's score asked inside a clause ("ben was asking what tiny-1 got on gsm-mini"), or in the progressive ("what's
# tiny-2 scoring on gsm-mini as of today?"): the read, which the classifier finds no nearer than help
EMBEDDED_SCORE = 2.0
_STATISTICS = {
    "en": r"\b(confidence intervals?|error bars?|standard (error|deviation)|std ?(err|dev)|margin of error|statistically|significan(t|ce)|p-?values?|variance|wilson|bootstrap\w*)\b",
    "de": r"\b(konfidenzintervall\w*|vertrauensintervall\w*|signifikan\w*|standardfehler|standardabweichung|varianz|streuung|fehlerbalken|p-?wert\w*|statistisch\w*)\b",
    "fr": r"\b(intervalles? de confiance|significati\w*|ecart[- ]type|variance|marge d'erreur|p-?value|valeur p|statistiquement|barres? d'erreur)\b",
    "es": r"\b(intervalos? de confianza|significativ\w*|desviacion (estandar|tipica)|varianza|margen de error|valor p|p-?valor|estadisticamente)\b",
    "pt": r"\b(intervalos? de confianca|significativ\w*|desvio padrao|variancia|margem de erro|valor[- ]p|p-?valor|estatisticamente)\b",
    # (English words in a Japanese or Chinese sentence: "tiny-2のgsm-miniのvarianceってどのくらい？bootstrapでいいので")
    "ja": r"信頼区間|有意|標準偏差|分散|誤差|p値|統計的|ブートストラップ|variance|bootstrap|confidence interval|p-?value",
    "zh": r"置信区间|显著|标准差|方差|误差|p值|统计(上|学)|variance|bootstrap|confidence interval|p-?value",
}


# How many times a model ran, asked ("tiny-1 在 capitals 上跑过几次？", "¿cuántas veces se corrió tiny-1?"): the runs read,
# though a run's verb is in it.
TIMES_RUN = 2.5
_TIMES_RUN = {
    "en": r"\bhow (many times|often)\b[^.!?]{0,40}\b(run|ran|runs|launched|evaluated|tested)\b",
    "de": r"\bwie oft\b[^.!?]{0,40}\b(lief|gelaufen|laufen|gestartet|getestet)\b|\bwie viele (laufe|runs)\b",
    "fr": r"\bcombien de (fois|runs)\b[^.!?]{0,40}\b(tourn|lanc|evalu|pass)\w*",
    "es": r"\bcuantas (veces|corridas)\b[^.!?]{0,40}\b(corr|ejecut|lanz|evalu)\w*",
    "pt": r"\bquantas (vezes|rodadas)\b[^.!?]{0,40}\b(rod|execut|lanc|avali)\w*",
    "ja": r"(何回|何度)[^。？?]{0,8}(実行|走|回|評価)",
    "zh": r"(跑|运行|评测|测)(过|了)?(几|多少)(次|遍)",
}


def _score_how(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*[a-z]+[-_]?\d)(?=.*(?:{_HOW_COMPUTED[lang]}))", SCORE_HOW, "why")


# How a named model is doing, asked ("tiny-2 s'en sort comment dessus ?", "how's tiny-2 holding up on it?", "como o tiny-2 se
# sai nele?"), a story of who one is before it: its score read (not a training's progress)
MODEL_DOING = 2.5
_DOING = {
    "en": r"\bhow('?s| is| was| does| did| are)\b[^.!?]{0,12}\b(doing|do|fare|faring|holding up|getting on|perform\w*)\b",
    "de": r"\bwie (schlagt|schlug|macht|machte|halt|hielt) sich\b|\bwie (schlagt|schlug|macht|machte) (es|er) sich\b",
    "fr": r"\bs'en (sort|sortent|sortait|tire|tirent|tirait)\b|\bse (debrouille|comporte)\w* comment\b|\bcomment\b[^.!?]{0,20}\bse (debrouille|comporte)\w*",
    "es": r"\bcomo le (va|fue|esta yendo)\b|\bcomo se (desempena|desempeno|defiende|comporta|porta)\b",
    "pt": r"\bse (sai|saiu|saindo|sair)\b|\bcomo (ele|ela|o [a-z]+[-_]?\d\w*) (vai|foi|esta|ta)\b",
    "ja": r"どんな感じ|調子(は|どう)|出来(は|どう|ばえ)",
    "zh": r"表现(怎么样|如何|咋样|怎样)",
}
# (whole words, not stems: a stem here would be taken for a word of the language, and a slip of it no longer corrected)
_TRAINING_SAID = (r"\b(train|trains|training|trainings|trained|entrainement|entrainer|treino|treinamento|treinar|entrenamiento|entrenar"
                  r"|fine-?tun(e|es|ed|ing))\b|训练|学習|トレーニング|ファインチューニング|微调")

# Whether the key counts an answer right or wrong, asked after a story ("a guest wrote 'Paris, France' on the quiz card … —
# does our capitals key count that as wrong?"): a read of what the key accepts (a widening asked is the edit's)
KEY_VERDICT_ASKED = 3.0
_KEY_VERDICT = {
    "en": r"\b(key|grader)\b[^.!?]{0,30}\b(count|mark|score|treat|consider|grade)\w*\b[^.!?]{0,30}\bas (wrong|right|correct|incorrect|a miss|a hit)\b[^.!]*\?",
    "de": r"\b(key|schlussel)\b[^.!?]{0,40}\bals (falsch|richtig|korrekt)\b[^.!?]{0,20}\b(gewertet|gezahlt|bewertet|markiert|zahlt|wertet|gilt)\b[^.!]*\?"
          r"|\b(wertet|zahlt|bewertet|markiert)\b[^.!?]{0,25}\b(der )?(key|schlussel)\b[^.!?]{0,30}\bals (falsch|richtig|korrekt)\b[^.!]*\?",
    "fr": r"\bcle\b[^.!?]{0,40}\b(compte|considere|note|marque)\w*\b[^.!?]{0,30}\b(comme )?(faux|fausse|juste|correcte?|bonne?)\b[^.!]*\?",
    "es": r"\bclave\b[^.!?]{0,40}\b(cuenta|considera|marca|califica|toma)\w*\b[^.!?]{0,30}\b(como )?(mal|malo|mala|incorrect[oa]|correct[oa]|bien)\b[^.!]*\?",
    "pt": r"\b(chave|gabarito)\b[^.!?]{0,40}\b(conta|considera|marca|avalia)\w*\b[^.!?]{0,30}\b(como )?(errad[oa]|cert[oa]|corret[oa]|incorret[oa])\b[^.!]*\?",
    "zh": r"(答案键|key)[^。？?]{0,20}(算|判|当|记)(成|为|作)?(错|对|正确|错误)[^。]{0,6}(吗|嘛|[?？])",
    "ja": r"(キー|key)[^。？?]{0,20}(不正解|正解|間違い|誤り)(扱い|と判定|になる|に|と)[^。]{0,10}(か|[?？])",
}


def _key_verdict_asked(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_WIDEN[lang]}))(?:.*?)(?:{_KEY_VERDICT[lang]})", KEY_VERDICT_ASKED, "item")


def _model_doing(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_TRAINING_SAID}))(?=.*[a-z]+[-_]?\d)(?=.*(?:{_DOING[lang]}))", MODEL_DOING, "score")


# Why a model failed asked first, something else after it ("vê por que o tiny-2 errou no capitals e depois treina ele", "find
# out why tiny-1 tanked and then retrain it"): the analysis comes first (it proposes what follows, a key change or a training).
WHY_FIRST = 3.0
_WHY = {
    "en": r"\b(why|what went wrong|analy[sz]e|figure out|find out)\b", "de": r"\b(warum|wieso|weshalb|analysier\w*)\b",
    "fr": r"\b(pourquoi|analys\w*)\b", "es": r"\b(por ?que|analiz\w*)\b", "pt": r"\b(por ?que|pq|analis\w*)\b",
    "ja": r"なぜ|なんで|どうして|原因|分析", "zh": r"为什么|为啥|原因|分析",
}
_THEN = {
    "en": r"\bthen\b|\bafter that\b|\bafterwards\b", "de": r"\b(dann|danach|anschliessend)\b",
    "fr": r"\b(puis|ensuite|apres (ca|cela))\b", "es": r"\b(luego|despues)\b", "pt": r"\b(depois|em seguida)\b",
    "ja": r"それから|その後|そのあと|てから", "zh": r"然后|之后再|再去|接着",
}


# Whether the failures are the same as elsewhere ("were the failed items the same ones?", "dieselben Fehlertypen wie bei
# gsm-mini?", "同じ問題で間違えてる？", "which questions did both models get wrong"): the failed items of each, read side by side.
SAME_FAILURES = 2.0
_SAME_FAILURES = {
    "en": r"\b(same|different|other)\b[^.!?]{0,25}\b(failed|failing|missed|wrong)\b[^.!?]{0,10}\b(items?|questions?|ones|answers)\b"
          r"|\b(failed|failing|missed|wrong) (items?|questions?|ones|answers)\b[^.!?]{0,25}\b(the )?same\b"
          r"|\bsame (kinds?|types?|sorts?|class(es)?) of (errors?|mistakes?|failures?|misses)\b|\bsame (errors?|mistakes?|failures?|misses)\b"
          r"|\bwhich (items?|questions?|ones)\b[^.!?]{0,30}\b((get|got|gotten) (\w+ )?wrong|miss(ed)?|fail(ed)?)\b",
    "de": r"\b(dieselben|die gleichen|die selben|gleiche[nr]?|selbe[nr]?|andere[nr]?)\b[^.!?]{0,10}\b(fehler\w*|falsch\w* (items|aufgaben|fragen|antworten))"
          r"|\b(items?|aufgaben|fragen)\b[^.!?]{0,30}\b(falsch|verhauen|nicht geschafft)\b[^.!?]{0,30}\b(dieselben|die gleichen|gleich)\b"
          r"|\bwelche (items?|aufgaben|fragen)\b[^.!?]{0,40}\b(falsch|verhauen|nicht geschafft)\b",
    "fr": r"\b(les )?memes? (erreurs|items|questions|fautes)\b|\b(items?|questions?)\b[^.!?]{0,40}\b(les deux|tous les deux)\b[^.!?]{0,30}\b(rat|faux|echou|tromp)\w*"
          r"|\bles deux (modeles )?(ont )?(rate|echoue|faux|se sont trompes)\b",
    "es": r"\b(mismos|mismas) (errores|items|itemes|preguntas|fallos)\b|\b(items?|itemes|preguntas)\b[^.!?]{0,40}\b(los dos|ambos)\b[^.!?]{0,30}\b(fall|err)\w*"
          r"|\b(los dos|ambos) (modelos )?(fallaron|fallan|erraron|erran|fallaban)\b",
    "pt": r"\b(mesmos|mesmas) (erros|itens|questoes|perguntas|falhas)\b|\b(itens|questoes|perguntas)\b[^.!?]{0,40}\b(os dois|ambos)\b[^.!?]{0,30}\b(err|falh)\w*"
          r"|\b(os dois|ambos) (modelos )?(erraram|erram|falharam|falham)\b",
    "zh": r"(两个|俩)(模型)?都(错|答错|做错)|(相同|同样|一样)的(错误|错题)|(都|同样)(答错|做错)的(题|题目)",
    "ja": r"同じ(種類の)?(間違い|ミス|エラー|失敗|問題|ところ|箇所|項目)[^。]{0,10}(間違|ミス|落と|失敗|不正解|で|を)|(間違え|落とし|ミスし|不正解だっ)た(問題|項目|ところ)[^。]{0,15}(同じ|一緒|共通)",
}


def _same_failures(lang: str) -> tuple[Trigger, ...]:
    return (Trigger.of(_SAME_FAILURES[lang], SAME_FAILURES, "why"),) if lang in _SAME_FAILURES else ()


# Who leads, asked as of a league or a race ("Quem tá liderando o ranking em gsm-mini?", "现在 gsm-mini 排行榜谁第一？"): the
# models' scores compared.
LEADER_ASKED = 2.0
_LEADER = {
    "en": r"\bwho('?s| is)? (leading|winning|ahead|on top|in the lead|first)\b|\bwho leads\b",
    "de": r"\bwer (fuhrt|liegt (vorn|vorne)|gewinnt|ist (vorn|vorne|erster|top))\b",
    "fr": r"(?<!voir )(?<!savoir )\bqui (gagne|mene|est en tete|est premier|domine)\b",
    "es": r"\bquien (va ganando|gana|lidera|va primero|esta primero|va en cabeza)\b",
    "pt": r"\bquem (ta |esta )?(liderando|ganhando|lidera|ganha|na frente|em primeiro)\b",
    "zh": r"谁(是)?第(一|1)|谁领先|谁赢|谁排第(一|1)",
    "ja": r"誰が(勝って|勝っ|リード|トップ|一位|1位)|どっちが勝",
}


# The models ranked or put in order ("rank the models across both benchmarks", "classe-moi les modèles", "faz um ranking
# dos modelos", "给两个模型排个名"): their scores compared. The models named as such, or the league's words ("best first").
# Above a list of the workspace's models (benchgen-context), which the models' word alone asks for.
RANKED_ASKED = 4.0
_RANKED = {
    "en": r"\b(rank|ranking|order|sort)\b[^.!?]{0,30}\b(models|both|them)\b|\bmodels\b[^.!?]{0,20}\branked\b|\bbest (one )?first\b",
    "de": r"\b(ranking|rangliste|rangfolge|reihenfolge)\b[^.!?]{0,30}\bmodell\w*|\bmodell\w*\b[^.!?]{0,20}\b(ranking|rangliste|rangfolge|sortier\w*|ordne\w*)\b|\b(sortier|ordne)\w*\b[^.!?]{0,20}\bmodell\w*",
    "fr": r"\b(classe|classer|classement|ranking|ordonne)\w*(-moi)?\b[^.!?]{0,20}\b(les |des )?modeles\b|\bdu meilleur au (pire|moins bon)\b",
    "es": r"\b(ranking|clasifica\w*|ordena\w*)\b[^.!?]{0,20}\b(los |de los )?modelos\b|\bdel mejor al peor\b",
    "pt": r"\b(ranking|ranqueia\w*|classifica\w*|ordena\w*)\b[^.!?]{0,20}\b(os |dos )?modelos\b|\bdo melhor pro pior\b|\bdo melhor para o pior\b",
    "zh": r"(模型|两个|它们|他们)[^。？?]{0,10}排(个|一下|一)?(名|序)|排名(?!单)",
    "ja": r"(モデル|両方)[^。？?]{0,10}(ランキング|順位|ランク付け|並べ)|ランキング(?!ボード)",
}


# Results compared over time, asked ("tiny-1 fait mieux sur gsm-mini que la semaine dernière ?", "compared to the first run
# we did back in march, has anything improved at all?", "跟第一次运行比，有进步吗？"): the runs' scores read side by side. The
# English words in every language ("¿El nuevo run salió better que el de la semana pasada?").
OVER_TIME_ASKED = 3.5
_OVER_TIME_EN = (r"\b(than|compared (to|with)|vs\.?)\b[^.!?]{0,25}\b(last (week|month|time|run|year)|yesterday|before|"
                 r"the first( run)?|earlier|previous\w*)\b|\b(has|have|did)\b[^.!?]{0,30}\b(improved|progressed|got better|regressed)\b")
_OVER_TIME = {
    "en": _OVER_TIME_EN,
    "de": r"\bals (letzte|vorige|vergangene) woche\b|\bals (beim|im) (letzten|ersten|vorigen)\b|\bverglichen mit\b[^.!?]{0,30}\b(run|lauf|woche|monat|januar|februar|ersten|letzten)\w*"
          r"|\b(haben wir uns|hat sich|ist es)\b[^.!?]{0,20}\b(verbessert|verschlechtert)\b",
    "fr": r"\bque (la semaine|le mois|l'an) derni\w*|\bpar rapport (au|a la|a l'|aux)\b[^.!?]{0,30}\b(run|semaine|mois|premier|derni\w*)"
          r"|\bon a (progresse|regresse)\b|\b(avant|depuis) (l'elargissement|la correction|le changement|la modif\w*)\b",
    "es": r"\bque (el de |la de )?(la semana|el mes|el ano) pasad[oa]\b|\bcomparado con (el|la)\b[^.!?]{0,30}\b(run|semana|mes|primer\w*|anterior)\b"
          r"|\bhemos (mejorado|empeorado)\b",
    "pt": r"\b(do )?que (na )?(semana|mes) passad[oa]\b|\bcomparado (com|ao|a)\b[^.!?]{0,30}\b(run|semana|mes|primeir\w*|anterior)\b"
          r"|\b(melhoramos|pioramos|progredimos)\b",
    "zh": r"(跟|和|与)(第一次|上次|上周|上个月|之前)[^。？?]{0,10}比|比(上周|上个月|上次|之前)|(有没有|有)进步",
    "ja": r"(先週|先月|前回|最初の(実行|ラン))(より|と比べ)|(先週|先月|前回|最初)(の(実行|ラン|結果))?から[^。？?]{0,10}(上が|下が|伸び|良くな|悪くな|変わ)",
}


# A reference or a key doubted, and the bot asked to check it ("La réponse de référence de l'item 13, c'est 24 ? Moi je trouve
# 42, tu peux vérifier ?", "the reference of item 13 is 24? I get 42, can you check?"): a read of the item, no edit yet
_CHECK_ASKED = {
    "en": r"\b(can|could) you (check|verify|double-check|confirm)\b",
    "de": r"\b(kannst|konntest) du\b[^.!?]{0,20}\b(prufen|uberprufen|checken|nachsehen|nachschauen)\b",
    "fr": r"\btu (peux|pourrais) (verifier|checker|controler|confirmer)\b",
    "es": r"\b(puedes|podrias) (verificar|revisar|comprobar|checar|confirmar)\b",
    "pt": r"\b(pode|podes|consegue) (verificar|conferir|checar|confirmar)\b",
    "zh": r"(帮我|你)?(核实|确认|检查|核对)一下",
    "ja": r"(確認|チェック)して(もらえ|くれ|いただけ)",
}
_DOUBTED = {
    "en": r"\b(reference|key)\b[^?]{0,40}\?|\b(i|we) (get|got|find|think it'?s|make it)\b|\b(the )?working (gives|comes to|says)\b",
    "de": r"\b(referenz|schlussel|key|losung)\w*\b[^?]{0,40}\?|\bich (komme auf|bekomme|finde)\b",
    "fr": r"\b(reference|cle)\b[^?]{0,40}\?|\bmoi je (trouve|compte|pense)\b",
    "es": r"\b(referencia|clave)\b[^?]{0,40}\?|\byo (saco|obtengo|creo)\b",
    "pt": r"\b(referencia|chave|gabarito)\b[^?]{0,40}\?|\beu (acho|chego em|tiro)\b",
    "zh": r"(参考答案|答案键|答案)[^。？?]{0,20}[？?]|我(算|觉得|认为)",
    "ja": r"(参照|キー|正解)[^。？?]{0,20}[？?]|(私|僕|自分)は[^。]{0,10}(思う|になる)",
}
CHECK_ASKED = 4.5  # above a reference's value said (an edit's), which the doubt names


# What the bot just found, asked again or summed up ("Can you sum up what you just found in two lines?", "Fass bitte kurz
# zusammen, was du gerade herausgefunden hast", "你刚才说第13题有问题，能再说一遍吗？"): the read given again
_SAID_AGAIN = {
    "en": r"\b(sum up|summari[sz]e|recap|repeat|say again|go over)\b[^.!?]{0,30}\bwhat you (just )?(found|said|told|showed)\b",
    "de": r"\b(fass|zusammenfass|wiederhol|erklar)\w*\b[^.!?]{0,40}\bwas du (gerade|eben|vorhin)\b|\b(ergebnis|befund)\w* von (eben|vorhin)\b",
    "fr": r"\b(resume|resumer|repete|repeter|redis|redire|reexplique)\w*\b[^.!?]{0,30}\bce que tu (viens d|as )",
    "es": r"\b(resume|resumir|repite|repetir|resumeme|repiteme)\w*\b[^.!?]{0,30}\blo que (acabas de|has) ",
    "pt": r"\b(resume|resumir|repete|repetir)\w*\b[^.!?]{0,30}\bo que (voce |vc )?(acabou de|ja) ",
    "zh": r"(你刚才|刚才你)[^。？?]{0,20}(说|找到|发现)[^。？?]{0,20}(再说一遍|再讲一遍|总结|重复)",
    "ja": r"(さっき|先ほど)[^。？?]{0,20}(言った|説明した|見つけた)こと[^。？?]{0,10}(もう一度|再度|まとめ)",
}


# A run or a training that failed, and why asked ("the fine-tune on capitals-train blew up halfway, what went wrong?",
# "O treino do tiny-2 falhou, por quê?", "r-20931のランが失敗したみたい。… 原因わかる？"): a read of what happened, not a
# training asked for, though a training is named
FAILURE_ASKED = 5.0
_FAILED_JOB = {
    "en": r"\b(failed|fails|blew up|crashed|broke|died|errored|timed out|went wrong)\b",
    "de": r"\b(fehlgeschlagen|abgebrochen|abgesturzt|gescheitert|schiefgegangen|schiefgelaufen)\b",
    "fr": r"\b(echoue|plante|crashe)\b",
    "es": r"\b(fallo|fallaron|ha fallado|peto|se cayo|se rompio)\b",
    "pt": r"\b(falhou|falharam|deu erro|quebrou|travou|caiu)\b",
    "zh": r"失败|报错|崩了|挂了",
    "ja": r"失敗|エラー|落ち|コケ|こけ|タイムアウト",
}
# The items the models disagree on, with each other or with the key ("which items do both models disagree with the key on?",
# "两个模型答案不一致的题目有哪些？", "どの問題で2つのモデルの答えが食い違ってる？"): the reads that find a reference in doubt
_MODELS_DISAGREE = {
    "en": r"\b(disagree\w*|differ\w*|contradict\w*)\b",
    "de": r"\b(widersprech\w*|widerspricht|uneinig|nicht (uberein|einig)|abweich\w*)\b",
    "fr": r"\b(desaccord|divergen\w*|contredi\w*|(ne )?sont pas d'accord)\b",
    "es": r"\b(discrep\w*|no coincid\w*|contradic\w*|no estan de acuerdo)\b",
    "pt": r"\b(discord\w*|diverg\w*|nao bat\w*|contradiz\w*)\b",
    "zh": r"不一致|分歧|矛盾|对不上",
    "ja": r"食い違|一致しない|一致してない|割れて|矛盾",
}
_MODELS_OR_ITEMS = {
    "en": r"\b(models?|items?|questions?)\b", "de": r"\b(modell\w*|items?|aufgaben?|fragen?)\b",
    "fr": r"\b(modeles?|items?|questions?)\b", "es": r"\b(modelos?|items?|preguntas?)\b",
    "pt": r"\b(modelos?|itens|item|perguntas?|questoes)\b", "zh": r"模型|题|项", "ja": r"モデル|問|項目",
}
DISAGREEMENT_ASKED = 2.0
# A run that hangs ("stuck", "一直卡在 pending", "ずっと'queued'のまま"): asked about with a question mark, how it is going
# Whether anything runs now ("is anything running right now?", "¿Hay algo corriendo ahora mismo?", "现在有在跑的任务吗？"): a
# read of the runs' status, not a launch (its word for a run) nor a cancel (the classifier), unless a verb of stopping
# is in the message ("detén lo que está corriendo ahora mismo" stays a cancel). Per language: the verbs, what is asked.
RUNNING_NOW = 3.0
_RUNNING_NOW = {
    "en": (r"\b(stop|cancel|kill|abort|halt)\w*",
           r"\b(is|are)\b[^.!?]{0,20}\b(anything|something|any runs?|any jobs?|any evals?)\b[^.!?]{0,10}\b(running|going on)\b(?=[^.!]*\?|\s*$)|\bwhat'?s running\b|\bwhat is running\b|\bstill (running|going)\b(?=[^.!]*\?)"),
    "de": (r"\b(stopp|abbrech|abbruch|brich|beend|cancel|kill)\w*",
           r"\blauft\b[^.!?]{0,10}\b(gerade|grad|momentan|aktuell|jetzt)\b[^.!?]{0,15}\b(irgendwas|etwas|was|ein (run|lauf|job))\b|\b(irgendwas|etwas|was)\b[^.!?]{0,15}\bam laufen\b|\bwas lauft (gerade|grad|momentan|aktuell|jetzt)\b|\blauft\b[^.!?]{0,40}\b(immer )?noch\b(?=[^.!]*\?)"),
    "fr": (r"\b(arret|stop|annul|coupe|tue)\w*",
           r"\b(y a|il y a|y a-t-il)\b[^.!?]{0,25}\b(en cours|qui tourne|qui tournent)\b(?=[^.!]*\?)|\bqu'est-ce qui tourne\b|\bquoi (est )?en cours\b|\b(tourne|tournent) (encore|toujours)\b(?=[^.!]*\?)|\b(encore|toujours) en cours\b(?=[^.!]*\?)"),
    "es": (r"\b(deten|detener|parar|paralo|parala|para (lo|la|el|todo|eso)|cancel|aborta|mata)\w*",
           r"(?<!\bsi )(?<!\bsi no )\b(hay|tenemos)\b[^.!?]{0,20}\b(corriendo|ejecutandose|en curso|en marcha)\b|\bque (esta|hay) (corriendo|ejecutandose|en curso)\b|\b(sigue|siguen|todavia|aun)\b[^.!?]{0,10}\b(corriendo|ejecutandose|en curso)\b(?=[^.!]*\?)"),
    "pt": (r"\b(parar|para (o que|tudo|isso)|cancel|interromp|aborta|mata)\w*",
           r"\b(tem|ha|existe)\b[^.!?]{0,25}\b(rodando|executando|em andamento|em execucao)\b|\bo que (esta|ta) (rodando|executando)\b|\b(ainda|continua|continuam)\b[^.!?]{0,10}\b(rodando|executando|em andamento)\b(?=[^.!]*\?)"),
    "ja": (r"(止め|とめ|停止|中止|キャンセル|取り消|取消)",
           r"(今|現在|いま)[^。？?]{0,10}(実行中|動いて(る|いる|います)|走って(る|いる|います)|回って(る|いる|います))"
           r"|まだ[^。？?]{0,10}(実行中|動いて(る|いる|います)|走って(る|いる|います)|回って(る|いる|います))(?!なら)(?=[^。]*[?？])"),
    "zh": (r"(停|取消|中止|终止|杀掉)",
           r"(现在|目前|当前)[^。？?]{0,8}(在跑|在运行|运行中|正在跑|正在运行|跑着)|还在(跑|运行)[^。]{0,6}(吗|么|[?？])"),
}


def _running_now(lang: str) -> Trigger:
    stopping, asked = _RUNNING_NOW[lang]
    return Trigger.of(rf"^(?!.*{stopping}).*?(?:{asked})", RUNNING_NOW, "status")


# A model and a benchmark asked about, and nothing else said of them ("tiny-2 on gsm-mini?", "… : tiny-2 sur capitals ?",
# "tiny-1 auf capitals?"): its score, in any language
PAIR_ASKED = 1.5
_PAIR_ASKED = Trigger.of(r"(?:^|[:：,，—–]\s*)¿?[a-z][\w.-]*\d[\w.-]*\s+(?:on|sur|en|auf|bei|no|na|em|in|在)\s+[a-z][\w-]{2,}\s*(?:上的?)?\s*[?？]\s*$",
                         PAIR_ASKED, "score")


STUCK = {
    "en": r"\b(stuck|hanging|hangs|still (queued|pending))\b",
    "de": r"\b(hangt|steckt fest|festgefahren|immer noch (in der warteschlange|pending|queued))\b",
    "fr": r"\b(bloque|coince|toujours en attente)\b",
    "es": r"\b(atascad[oa]|colgad[oa]|trabad[oa]|sigue en cola)\b",
    "pt": r"\b(travad[oa]|empacad[oa]|preso|presa|ainda na fila)\b",
    "zh": r"卡在|卡住|一直(在)?\s*(pending|queued|排队|等待)",
    "ja": r"ずっと.{0,16}(まま|止まって)|止まったまま|進まない",
}
FAILED_ASKED = 0.9  # a failed run, asked about ("Le run de tiny-2 a crashé ?"): below a relaunch's words
STUCK_ASKED = 2.5  # a hanging run, asked about: above the bare word for a run ("ラン") a launch reads, and a guess
_WHY_FAILED = {
    "en": r"\bwhy\b|\bwhat (went wrong|happened)\b",
    "de": r"\bwarum\b|\bwieso\b|\bweshalb\b|\bwas ist (da )?(passiert|schiefgelaufen|schiefgegangen)\b",
    "fr": r"\bpourquoi\b|\bqu'est-ce qui (s'est passe|a cloche|a foire)\b",
    "es": r"\bpor ?que\b|\bque (paso|ha pasado)\b",
    "pt": r"\bpor ?que\b|\bo que (aconteceu|houve|deu)\b",
    "zh": r"为什么|为啥|怎么回事|什么原因|原因",
    "ja": r"原因|なぜ|なんで|どうして",
}


# Every model, or both, compared ("compara todos os modelos em todos os benchmarks", "Fais-moi un comparatif de tous les
# modèles"): the comparison, though the words for all the models are a general question's too.
COMPARE_ALL = 2.5
_COMPARE_ALL = {
    "en": r"\bcompar\w*\b[^.!?]{0,30}\b(all|both|every)\b",
    "de": r"\bvergleich\w*\b[^.!?]{0,30}\b(alle|beide)\w*",
    "fr": r"\bcompar\w*\b[^.!?]{0,30}\b(tous|toutes|les deux)\b",
    "es": r"\bcompar\w*\b[^.!?]{0,30}\b(todos|todas|los dos|ambos)\b",
    "pt": r"\bcompar\w*\b[^.!?]{0,30}\b(todos|todas|os dois|ambos)\b",
    "zh": r"(比较|对比)[^。？?]{0,20}(所有|全部|两个|每个)|(所有|全部)[^。？?]{0,20}(比较|对比)",
    "ja": r"(全|すべての|全部の|両)(モデル|ベンチ)[^。？?]{0,20}(比較|比べ)",
}


# Whether a benchmark's items leak into a training set or repeat within it, asked ("can you check whether any gsm-mini
# questions also appear in gsm-train?", "Y a-t-il des doublons dans capitals ?", "gsm-mini の問題が gsm-train に混ざってないか
# 確認できますか"): a read of the items, though a training set is named (a training's own words are not).
OVERLAP_ASKED = 3.0
_TRAINING_SET = r"[a-z0-9]+[-_]train\b"
_OVERLAP = {
    "en": rf"\b(contaminat\w*|leak\w*|overlap\w*|(near[- ])?duplicat\w*|dupes?)\b|\b(appear|show up|occur|turn up)s?( also)? in (the )?{_TRAINING_SET}",
    "de": rf"\b(kontamin\w*|leak\w*|leckage|uberschneid\w*|uberlapp\w*|duplikat\w*|doppelt\w*)|\b(vorkomm|auftauch|vorhanden|drin)\w*\b[^.!?]{{0,30}}\b{_TRAINING_SET}|\b{_TRAINING_SET}[^.!?]{{0,30}}\b(vorkomm|auftauch|vorhanden|drin)\w*",
    "fr": rf"\b(contamin\w*|fuite\w*|chevauch\w*|recouvr\w*|doublon\w*|dupliqu\w*|en double)|\b(se retrouv|apparai|apparaiss|figur)\w*( aussi| egalement)? dans (le |l')?{_TRAINING_SET}",
    "es": rf"\b(contamina\w*|fuga\w*|filtraci\w*|solapa\w*|superposici\w*|duplicad\w*|repetid[oa]s?|casi iguales)\b|\b(aparec|esta|estan|sal)\w*( tambien)? en (el )?{_TRAINING_SET}",
    "pt": rf"\b(contamina\w*|vazamento\w*|vazad\w*|sobreposi\w*|duplicad\w*|repetid[oa]s?|quase iguais)\b|\b(aparec|esta|estao)\w*( tambem)? (no|na|em) (o )?{_TRAINING_SET}",
    "zh": rf"污染|泄漏|泄露|重复的题|题目?[^。，,]{{0,10}}重复|重叠|(出现在|混进|混入|混在)\s*{_TRAINING_SET}",
    "ja": rf"コンタミ|汚染|リーク|漏洩|重複|{_TRAINING_SET}\s*(に|にも)[^。]{{0,6}}(混ざ|混じ|混入|含まれ|入って|被って)",
}
_OVERLAP_ASK = {
    "en": r"\?|\b(check|verify|see if|find out|look|whether|any)\b",
    "de": r"\?|\b(pruf|check|schau|kontrollier|guck|ob)\w*",
    "fr": r"\?|\b(verifi|regard|control|check)\w*|\by a-t-il\b",
    "es": r"\?|\b(comprueb|comprob|verific|revis|mir|chequ|hay)\w*",
    "pt": r"\?|\b(verific|confer|checa|olh|tem)\w*",
    "zh": r"[?？]|查|检查|看看|有没有|是否|吗",
    "ja": r"[?？]|確認|チェック|調べ|か$|ないか",
}
# not a removal of the duplicate ("…第18题和第17题重复了，能把第18题删掉吗？": an edit), nor a paper on contamination (help)
_OVERLAP_NOT = {
    "en": r"\b(remove|delete|drop|merge|papers?|articles?|survey|abstract|arxiv)\b",
    "de": r"\b(entfern|losch|streich|rausnehm|rauswerf|rausschmeiss|paper|artikel|studie|arxiv)\w*",
    "fr": r"\b(supprim|retir|enlev|papier|article|etude|arxiv)\w*",
    "es": r"\b(elimin|borr|quit|papers?|articulo|estudio|arxiv)\w*",
    "pt": r"\b(remov|apag|tir[ae]|papers?|artigo|estudo|arxiv)\w*",
    "zh": r"删|去掉|移除|论文|文章|arxiv",
    "ja": r"削除|消して|外して|論文|記事|arxiv",
}


# A model's KPIs, as business people call its scores ("peux-tu checker les KPIs de tiny-1", "tiny-1のKPI、deck用に"), in any
# language
# A score in evaluation words: "KPI", "pass@1", "the exact-match accuracy" ("tiny-1のpass@1、gsm-miniでいくつ？")
# A summary of the results, for a standup or a report ("Kannst du mir eine Zusammenfassung der Ergebnisse für den
# Monatsbericht machen?", "resumo pro standup: como tão tiny um e tiny dois no gsm mini?", "チームの月次レポート用に結果をまとめて"):
# the models' results read and compared (a piece of writing about them, a poem or a post, is off topic before this)
SUMMARY_ASKED = 2.0
_SUMMARY = {
    "en": r"\b(summary|summari[sz]e|recap|overview|status update|standup)\b", "de": r"\b(zusammenfassung|zusammenfass\w*|uberblick|stand|standup)\b",
    "fr": r"\b(resume|recap\w*|synthese|bilan|standup)\b", "es": r"\b(resumen|resume|resumir|recap|panorama|standup)\b",
    "pt": r"\b(resumo|resume|resumir|recap|panorama|standup)\b", "zh": r"总结|汇总|概况|概览|站会|周报|月报",
    "ja": r"まとめ|要約|サマリー|概要|スタンドアップ|朝会",
}
# ...of the results: a score's words (_A_SCORE), a model named, or these
_HOW_THEY_STAND = {"en": r"\b(numbers|how (are|is|did))\b", "de": r"\b(zahlen|wie stehen)\b", "fr": r"\bchiffres\b",
                   "es": r"\bnumeros\b", "pt": r"\b(numeros|como (tao|estao))\b"}
# Whether the key is to blame, asked ("… eh a chave ne", "是不是key的问题", "liegt's am Key?"): a suspicion to check
_KEY_BLAMED = {
    "en": r"\b(is it|it'?s|must be|might be|could be|probably)\s+(just\s+)?(the|a)\s+(answer\s+)?(key|grader)\b",
    "de": r"\b(ist es|liegt'?s|liegt es|lag'?s|lag es)\s+(wohl\s+|einfach\s+|am ende\s+)?(der|am|an dem|an der)\s+(key|schlussel|antwortschlussel)\b",
    "fr": r"\bc'?est\s+(pas\s+)?(juste\s+|plutot\s+)?(la|une)\s+cle\b", "es": r"\b(es|sera|seria)\s+(solo\s+)?(la|una)\s+clave\b",
    "pt": r"\b(e|eh|sera que e|deve ser|seria)\s+(so\s+)?(a|o)\s+(chave|gabarito)\b",
    "zh": r"是不是\s*(key|答案键|键|答案|参考答案|评分)的?(问题|锅|原因)|(key|答案键|键)的(问题|锅)(吗|吧|嘛)",
    "ja": r"(キー|正解データ|採点)の(問題|せい)(じゃない|では|なの|かな|か|でしょ)|(キー|正解|採点)[^。？?]{0,10}(厳し|きつ)すぎ(ない|じゃね|じゃない|では|ません|る\s*[?？]|でしょ)",
}
# Right answers the key rejected, in evaluation words: the key's strictness read, asked
_FALSE_NEGATIVES = r"(?<![a-z])(false[- ]negatives?|faux[- ]negatifs?|falsos[- ]negativos?|falsch[- ]negativ\w*)(?![a-z])|假阴性|偽陰性"
_KPI = r"(?<![a-z])(kpis?|pass@\d+|pass@k|exact[- ]?match (score|accuracy|rate))(?![a-z0-9])"
# A model's results broken down ("give me the breakdown", "Aufschlüsselung", "desglose", "内訳"): its items read (not one
# thanked for: "the breakdown … saved me hours")
_BREAKDOWN = {
    "en": r"\bbreak ?down\b(?![^.!?]{0,40}\b(saved|helpful|helped|was|were)\b)", "de": r"\b(aufschlussel\w*|breakdown)\b",
    "fr": r"\b(ventilation|breakdown|detail par (item|question))\b",
    "es": r"\b(desglos\w*|breakdown)\b", "pt": r"\b(detalhamento|breakdown)\b", "zh": r"细分|拆解|(?<![a-z])breakdown(?![a-z])",
    "ja": r"内訳|(?<![a-z])breakdown(?![a-z])",
}
# A score held against a public leaderboard, or a benchmark said too easy ("on the public GSM8K leaderboard models its size
# sit around 50%. is our benchmark just too easy?"): whether it is the benchmark or the model, a read
_LEADERBOARD = {
    "en": r"\bleaderboards?\b|\btoo easy\b", "de": r"\b(leaderboard|bestenliste)\w*|\bzu (leicht|einfach)\b",
    "fr": r"\bleaderboards?\b|\bclassement public\b|\btrop facile\b",
    "es": r"\bleaderboards?\b|\bclasificacion publica\b|\bdemasiado facil\b",
    "pt": r"\bleaderboards?\b|\bfacil demais\b|\bmuito facil\b", "zh": r"榜单|排行榜|(?<![a-z])leaderboard(?![a-z])|太简单",
    "ja": r"リーダーボード|(?<![a-z])leaderboard(?![a-z])|簡単すぎ",
}


# What a share means, asked, of a model's or alone ("What exactly does 90% mean for tiny-2 on gsm-mini — 18 out of 20?", "C'est
# quoi exactement ce 75 % de tiny-2 ?", "tiny-1 の capitals の 70% ってどういう意味？", "O que significa 60% exatamente?"): the
# score read, not what a score is in BenchGen
SCORE_MEANT = 4.0
# ...and why it is what it is ("Warum hat tiny-1 nur 60% auf gsm-mini? Erklär mal, ohne Fachchinesisch"): the analysis,
# however plainly the explanation is wished for
SHARE_WHY = 2.0
_MEANT = {
    "en": r"\bwhat (exactly )?(does|do)\b[^?]{0,40}\b(mean|tell (us|me|you))\b|\bmeaning of\b",
    "de": r"\bwas (genau )?(bedeutet|bedeuten|heisst)\b|\bwas (sagt|sagen)\b[^.!?]{0,50}\baus\b",
    "fr": r"\bc'est quoi\b|\b(que|qu'est-ce que) (veut dire|veulent dire|signifien?t?)\b|\b(veut|veulent) dire quoi\b|\bcorrespond\w* a quoi\b",
    "es": r"\bque (significan?|quieren? decir)\b",
    "pt": r"\bo que (quer|querem) dizer\b|\bo que significam?\b",
    "ja": r"どういう意味|って何|とは|何を意味|何を表",
    "zh": r"什么意思|意味着什么|代表(着)?什么|说明(了)?什么",
}
# ...and a share of a model's recalled, asked confirmed ("tiny-1 hatte auf gsm-mini doch 65 %, oder? Bitte kurz bestätigen",
# "tiny-2 auf capitals auch 90 %? Oder waren das 75?"): its score read
SCORE_RECALLED = 2.0
_RECALLED = {
    "en": r"\b(right|correct|isn't it|wasn't it|didn't it)\s*\?|\bor (was it|were they|is it|did it)\b|\bconfirm\b|\bstill (the case|true|right|so|current|valid|match\w*)\b|\biirc\b|\bif i (remember|recall)\b|\bi (recall|remember)\b",
    "de": r"\boder\s*\?|\boder (war|waren|ist|sind|hatte|hat)\b|\bstimmt('?s| das)?\s*\?|\bbitte\b[^.!?]{0,20}\bbestatig\w*|\bbestatig\w*\b[^.!?]{0,10}\bbitte\b|\bkurz bestatig\w*|\bnicht wahr\b|\bgell\b|\b(immer )?noch (so|aktuell)\b|\bwenn ich mich (recht )?erinnere\b|\bich erinner\w* mich\b|\bstimmt (das|es) noch\b",
    "fr": r"\bc'est (bien )?ca\s*\?|\bnon\s*\?|\bn'est-ce pas\b|\bou (c'etait|c'est|il avait|ils avaient)\b|\b(confirme|confirmez|confirme-moi|confirmez-moi|tu confirmes|vous confirmez)\b|\btoujours (le cas|vrai|ca|d'actualite)\b|\bje me souviens\b|\bsi je me souviens\b",
    "es": r"\b(no|verdad|cierto)\s*\?|\bo (era|eran|fue|tenia|tuvo)\b|(?<!\bse )\b(confirma|confirme|confirmame|confirmeme|me confirmas)\b|\bsigue (siendo )?(asi|eso|igual)\b|\bme acuerdo (de )?que\b|\btodavia es (asi|eso)\b|\bsi mal no recuerdo\b",
    "pt": r"\b(ne|nao|certo)\s*\?|\bou (era|foi|eram|tinha|teve)\b|(?<!\bse )\b(confirma|confirme|me confirma)\b|\bainda e (isso|assim)\b|\bcontinua (assim|isso|igual)\b|\bainda vale\b|\bou estou a inventar\b|\bou (to|estou) inventando\b|\bse bem me lembro\b|\blembro que\b",
    "ja": r"よね|でしたっけ|だっけ|確認|それとも|今もそう|まだそう|今も同じ",
    "zh": r"对吧|对吗|是吧|是吗|还是|确认|我记得|现在还是|还是这样",
}
# A model named as the workspace names them ("tiny-1"), in a normalised message; A_MODEL alone, not the end of a longer name
_NAMED_MODEL = r"[a-z]+-\d"
# ...and as the names two models are set against each other with are typed ("gpt4.1-2 vs tiny-1"): letters first, then any
# word characters or dots, a hyphen and a digit
_MODEL_AS_TYPED = r"[a-z][\w.]*-\d"
A_MODEL = rf"(?<![a-z0-9_-]){_NAMED_MODEL}"
_A_SHARE_SAID = r"^(?=.*\d{1,3}(?:[.,]\d+)?\s*%)"
_SHARE_OF_A_MODEL = rf"{_A_SHARE_SAID}(?=.*{A_MODEL})"


# The gap between two models named, asked ("what's the gap between tiny-1 and tiny-2?", "tiny-2 比 tiny-1 高几个百分点？",
# "quel écart entre tiny-1 et tiny-2 ?"): their scores compared (not a gap to close: "I'd like to close the gap").
GAP_ASKED = 2.0
_TWO_MODELS = rf"(?=.*?{_MODEL_AS_TYPED}.*?{_MODEL_AS_TYPED})"
_GAP = {
    "en": r"\b(what'?s|what is|how (big|large|wide|much)( is)?)\b[^.!?]{0,20}\b(gap|margin|delta|lead)\b|\bpoints? (ahead|behind|higher|lower|better|worse)\b|\bhow far (ahead|behind)\b",
    "de": r"\b(abstand|vorsprung|ruckstand|prozentpunkte)\b|\bpunkte (mehr|weniger|besser|schlechter|vorne|hinten)\b",
    "fr": r"\b(ecart|avance|retard)\b|\bpoints? de (plus|moins|difference)\b",
    "es": r"\b(brecha|distancia|ventaja)\b|\bpuntos? (mas|menos|de diferencia|porcentuales)\b",
    "pt": r"\b(distancia|vantagem)\b|\bpontos? (a mais|a menos|de diferenca|percentuais)\b",
    "ja": r"ポイント差|何ポイント|差は|差って|どれくらいの差|どのくらい差",
    "zh": r"差距|差多少|百分点|高多少|低多少|领先多少",
}


# A model's results or failed items asked in a few words, no verb: its nouns, the model, prepositions and one word more (the
# benchmark's name) alone ("resultados tiny-1 gsm-mini", "nota tiny-2 gsm-mini", "items ratés tiny-1 capitals, liste",
# "tiny-1 gsm-mini 失敗アイテム一覧"): an everyday read, whatever language the nouns are in
_RESULT_NOUNS = (r"results?|scores?|numbers|accuracy|ergebnisse?|resultate?|punkte|punktzahl|genauigkeit|resultats?|notes?|precision|"
                 r"resultados?|notas?|puntuacion(es)?|puntajes?|pontuacao|pontuacoes|pontos|precisao")
_FAILED_NOUNS = (r"(failed|wrong|missed|incorrect) (items|questions|answers)|items? (rates?|echoues?|faux)|(fehlgeschlagene|falsche) "
                 r"(items|aufgaben|fragen|antworten)|items? (fallidos|fallados|erroneos)|preguntas (falladas|erroneas)|itens? errados|"
                 r"questoes erradas|errors|fehler|erreurs|errores|erros")
_TERSE_WORDS = (r"on|for|of|in|with|vs|and|auf|fur|von|bei|mit|und|sur|de|du|des|pour|avec|et|en|del|para|con|y|em|no|na|do|da|com|e|"
                r"list|liste|lista|listing|pls|plz|plis|please|bitte|svp|stp|porfa|pf|pfv|pfvr")
# item by item ("résultats de tiny-1 sur capitals item par item svp", "Ergebnisse … Item für Item"): how the results are asked shown
_BY_ITEM = r"itens? (?:by|par|fur|por|per|pour|a) itens?|items? (?:by|par|fur|por|per|pour|a) items?|(?:per|par|pro|por|je|each) (?:item|itens?)"


def _terse(nouns: str) -> str:
    word = rf"(?:{nouns}|{_TERSE_WORDS}|{_BY_ITEM}|{A_MODEL}[\w.-]*)\b"
    return rf"^(?=.{{0,60}}$)(?=.*\b(?:{nouns})\b)(?=.*{A_MODEL})(?:\W*{word})*\W*[a-z][\w-]*(?:\W*{word})*[\W]*$"


_TERSE_READ = {
    "latin": ((_terse(_RESULT_NOUNS), "score"), (_terse(_FAILED_NOUNS), "item")),
    "ja": ((rf"^\W*{A_MODEL}\S*\s*([a-z][\w-]*)?\s*(の)?\s*(スコア|点数|結果|成績|正答率)(一覧|リスト)?\W*$", "score"),
           (rf"^\W*{A_MODEL}\S*\s*([a-z][\w-]*)?\s*(の)?\s*(失敗|間違え|間違い|不正解)(した)?(アイテム|問題|項目)(一覧|リスト)?\W*$", "item")),
    "zh": ((rf"^\W*{A_MODEL}\S*\s*([a-z][\w-]*)?\s*(上)?(的)?\s*(成绩|结果|分数|得分|正确率)\W*$", "score"),
           (rf"^\W*{A_MODEL}\S*\s*([a-z][\w-]*)?\s*(上)?(的)?\s*(错题|做错的题|答错的题|失败的题)(列表|清单)?\W*$", "item")),
}
TERSE_READ = 4.5


# The models' answers asked to be shown ("Zeig mir bitte, welche Antworten von tiny-1 genau abgelehnt wurden", "Dime qué respuestas
# de tiny-1 rechazó", "你先把题干和 tiny-2 的回答贴出来", "問題文と tiny-2 の回答を出してもらえますか"): the items read, the evidence
# before any change
_SHOW_ANSWERS = {
    "en": r"\b(show|give|list|paste|post|tell)\b[^.!?]{0,30}\b(answers|responses|outputs)\b",
    "de": r"\b(zeig|zeigen|nenn|nenne|gib|poste|liste)\w*\b[^.!?]{0,40}\b(antworten|ausgaben)\b",
    "fr": r"\b(montre|montrez|affiche|affichez|donne|donnez|liste|colle|dis-moi)\b[^.!?]{0,40}\b(reponses|sorties)\b",
    "es": r"\b(muestra|muestrame|ensena|ensename|dime|pasa|pasame|pega|lista)\b[^.!?]{0,40}\b(respuestas|salidas)\b",
    "pt": r"\b(mostra|mostre|me mostra|lista|cola|me passa|me diz)\b[^.!?]{0,40}\b(respostas|saidas)\b",
    "zh": r"(贴|给我看|列出|展示|发)[^。？?]{0,20}(回答|输出)|(回答|输出)[^。？?]{0,6}(贴|发|列)出来|(模型|它们|它俩|各自|分别)[^。？?]{0,6}(答了|回答了|答的是)(什么|啥)",
    "ja": r"(回答|答え|出力)[^。？?]{0,10}(を)?(見せて|出して|出してもらえ|教えて|貼って)|証拠を(見せて|出して)|(不正解|バツ|誤答)(に|と)(され|判定され)[^。？?]{0,10}(問題|項目|回答)[^。？?]{0,10}(見せて|出して)",
}
SHOW_ANSWERS = 2.5
# Whether a training made a model better, asked ("después del entrenamiento, tiny-1 mejoró en capitals o sigue en 70%?", "o treino
# do tiny-1 melhorou alguma coisa?", "tiny-1 微调之后在 gsm-mini 上涨了多少？"): its scores compared before and after, no training
_TRAINED_BETTER = {
    "en": r"\b(after|since) (the |its )?(training|fine-?tun\w*)\b[^.!?]{0,40}\b(improv|better|chang|go up|went up|gain)\w*"
          r"|\bdid (the |its )?(training|fine-?tun\w*)\b[^.!?]{0,20}\b(improve|help|change|do anything)\b",
    "de": r"\b(nach dem|seit dem) (training|fine-?tuning|feintuning)\b[^.!?]{0,40}\b(besser|verbessert|gestiegen|gebracht)\b"
          r"|\b(hat|hats) (das )?(training|fine-?tuning|feintuning)\b[^.!?]{0,30}\b(gebracht|geholfen|verbessert)\b",
    "fr": r"\b(apres|depuis) (l'|le )?(entrainement|fine-?tuning)\b[^.!?]{0,40}\b(amelior|mieux|progress|gagn)\w*"
          r"|\b(l'|le )?(entrainement|fine-?tuning) a\b[^.!?]{0,20}\b(amelior|servi|aide)\w*",
    "es": r"\b(despues del|tras el|desde el) (entrenamiento|fine-?tuning)\b[^.!?]{0,40}\b(mejor|subi|cambi|gan)\w*"
          r"|\b(el )?(entrenamiento|fine-?tuning) (ha )?(mejoro|sirvio|ayudo)\b",
    "pt": r"\b(depois do|apos o|desde o) (treino|treinamento|fine-?tuning)\b[^.!?]{0,40}\b(melhor|subiu|mudou|ganh)\w*"
          r"|\b(o )?(treino|treinamento|fine-?tuning)( do [a-z]+-\d\w*)? (melhorou|ajudou|mudou|adiantou)\b",
    "zh": r"(微调|训练)(之后|以后|后|完)[^。？?]{0,20}(涨|提高|提升|变化|进步|好了|好点)",
    "ja": r"(学習|ファインチューニング|トレーニング|微調整)(の)?(後|あと|してから)[^。？?]{0,20}(上がっ|改善|良くなっ|伸び|変わっ)",
}
TRAINED_BETTER = 4.0
# Which version of the key a run was scored with, asked ("Mit welcher Version des Antwortschlüssels wurde der gsm-mini-Lauf
# von tiny-2 bewertet?", "tiny-2 在 gsm-mini 上那次运行用的是哪个版本的答案？"): the run and the versions read, not a run
_KEY_VERSION = {
    "en": r"\b(which|what) version\b[^.!?]{0,40}\b(key|answer key|reference|references)\b",
    "de": r"\b(welche[rmns]?|mit welcher|nach welcher) version\b[^.!?]{0,40}\b(schlussel|antwortschlussel|key|referenz)\w*",
    "fr": r"\b(quelle|avec quelle) version\b[^.!?]{0,40}\b(cle|reference)s?\b|\b(ancienne|nouvelle) cle\b[^.!?]{0,40}\bou\b[^.!?]{0,30}\?",
    "es": r"\b(que|cual|con que|con cual) version\b[^.!?]{0,40}\b(clave|referencia)s?\b",
    "pt": r"\b(qual|que|com qual|com que) versao\b[^.!?]{0,40}\b(chave|gabarito|referencia)s?\b",
    "zh": r"(哪个|哪一个|什么|哪一)版本的?(答案|答案键|key|键|参考答案|标准答案)",
    "ja": r"(どの|何の?)バージョンの?(正解キー|キー|正解|答え|参照)",
}
KEY_VERSION_ASKED = 3.0


def _table_reads(lang: str) -> tuple[Trigger, ...]:
    """The reads every language declares from tables of its words: who leads, every model compared or ranked, the gap between two
    models, a benchmark's items
    leaking into a training set, results compared over time, why a run or a training failed, a model's KPIs, its breakdown, a score held against a public leaderboard, what a model's
    share means, right answers the key rejected counted ("combien sont des faux négatifs du exact match ?"), whether the key
    is to blame, a summary of the results for a standup or a report."""
    return (Trigger.of(_LEADER[lang], LEADER_ASKED, "compare"), Trigger.of(_COMPARE_ALL[lang], COMPARE_ALL, "compare"),
            Trigger.of(_RANKED[lang], RANKED_ASKED, "compare"), Trigger.of(rf"^(?=.*[?？]){_TWO_MODELS}.*?(?:{_GAP[lang]})", GAP_ASKED, "compare"),
            Trigger.of(_SAID_AGAIN[lang], SUMMARY_ASKED, "compare"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{_CHECK_ASKED[lang]}))(?=.*(?:{_DOUBTED[lang]}))", CHECK_ASKED, "item"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{'|'.join(dict.fromkeys((_OVER_TIME[lang], _OVER_TIME_EN)))}))", OVER_TIME_ASKED, "compare"),
            Trigger.of(rf"^(?=.*(?:{_FAILED_JOB[lang]}))(?=.*(?:{_WHY_FAILED[lang]}))", FAILURE_ASKED, "why"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{_FAILED_JOB[lang]}))", FAILED_ASKED, "why"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{STUCK[lang]}))", STUCK_ASKED, "status"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{_MODELS_DISAGREE[lang]}))(?=.*(?:{_MODELS_OR_ITEMS[lang]}))", DISAGREEMENT_ASKED, "item"),
            Trigger.of(rf"{_A_SHARE_SAID}(?=.*(?:{_MEANT[lang]}))", SCORE_MEANT, "score"),
            Trigger.of(rf"{_SHARE_OF_A_MODEL}(?=.*(?:{_WHY[lang]}))", SHARE_WHY, "why"),
            Trigger.of(rf"{_SHARE_OF_A_MODEL}(?=.*(?:{_RECALLED[lang]}))", SCORE_RECALLED, "score"),
            Trigger.of(rf"^(?=.*{A_MODEL}[^.!?。？]{{0,40}}?(?<![\w.#-])(?<!item )(?<!question )(?<!nr )(?<!nr\. )\d{{1,3}}(?![\d%.,]))"
                       rf"(?=.*(?:{_RECALLED[lang]}))", SCORE_RECALLED, "score"),
            Trigger.of(rf"^(?!.*(?:{_OVERLAP_NOT[lang]}))(?=.*(?:{_OVERLAP[lang]}))(?=.*(?:{_OVERLAP_ASK[lang]}))",
                       OVERLAP_ASKED, "item"),
            *(Trigger.of(pattern, TERSE_READ, intent) for pattern, intent in _TERSE_READ.get(lang, _TERSE_READ["latin"])),
            Trigger.of(_SHOW_ANSWERS[lang], SHOW_ANSWERS, "item"),
            Trigger.of(_TRAINED_BETTER[lang], TRAINED_BETTER, "compare"),
            Trigger.of(_KEY_VERSION[lang], KEY_VERSION_ASKED, "changes"),
            Trigger.of(_KPI, 1.5, "score"), Trigger.of(_BREAKDOWN[lang], 1.5, "item"), Trigger.of(_LEADERBOARD[lang], 2.0, "why"),
            Trigger.of(rf"^(?=.*[?？])(?=.*(?:{_FALSE_NEGATIVES}))", KEY_DOUBT, "why"), Trigger.of(_KEY_BLAMED[lang], KEY_DOUBT, "why"),
            Trigger.of(rf"^(?=.*(?:{_SUMMARY[lang]}))(?=.*(?:{_A_SCORE[lang]}|{_NAMED_MODEL}|{_HOW_THEY_STAND.get(lang, '(?!)')}))",
                       SUMMARY_ASKED, "compare"))


def _why_first(lang: str) -> Trigger:
    return Trigger.of(rf"(?:{_WHY[lang]})[^.!?。？?]{{0,80}}?(?:{_THEN[lang]})", WHY_FIRST, "why")


def _looked_at_only(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_WIDEN[lang]}|{_PROPOSAL_DROPPED[lang]}))(?=.*(?:{_CHANGEABLE[lang]}))(?=.*(?:{_NOTHING_CHANGED[lang]}))",
                      LOOK_ONLY, "why")


def _checked_first(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*(?:{_CHANGEABLE[lang]}))(?=.*(?:{_CHECK[lang]}))(?=.*(?:{_IF_SO[lang]}))", CHECK_FIRST, "why")


# What a reference should be, asked, then asked checked ("la respuesta de referencia dice 24, no debería ser 42? revisalo
# porfa", "the reference says 24, shouldn't it be 42? check it pls"): whether it is wrong, a read before any fix
_SHOULD_IT_BE = {
    "en": r"\b(shouldn'?t|should not|isn'?t|wouldn'?t)\s+(it|that|this|the (answer|reference|ref))\s+be\s+\d", "de": r"\b(musste|sollte)\s+(das|es|die|der)\b[^.!?]{0,15}\bnicht\b[^.!?]{0,10}\d",
    "fr": r"\b(ca|ce|ne|elle|il)\s+(devrait|doit)\s+(pas|plutot)\s+(etre\s+)?\d|\bce (ne )?serait pas plutot\s+\d", "es": r"\bno (deberia|tendria que|seria)\s+(ser\s+)?\d",
    "pt": r"\bnao (deveria|devia|seria)\s+(ser\s+)?\d", "ja": r"\d+\s*(じゃない|ではない|が正しいんじゃない)(の|か|です)", "zh": r"不(应该|应当|该)是\s*\d",
}


def _value_doubted(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*(?:{_CHANGEABLE[lang]}))(?=.*(?:{_SHOULD_IT_BE[lang]})[^.!。]*[?？])(?=.*(?:{_CHECK[lang]}))", CHECK_FIRST, "why")


# A share doubted and asked to be checked, with no run asked for ("I don't trust the 70%, can you check it before we change
# anything?", "No me fío de ese 90 %. ¿Puede comprobarlo…?", "我不太相信 … 的 90%，麻烦您先核实一下", "70% は正直信用できません。
# もう一度確認してもらえますか"): a read, though "once more" is a run's word; "…, rerun it" is a run.
SCORE_DOUBTED = 3.0
_DISTRUST = {
    "en": r"\b(do ?n[o']?t|can'?t|cannot) (really )?(trust|believe|buy)\b|\b(doubt|sceptical|skeptical|not convinced|suspicious of)\b",
    "de": r"\b(traue|glaube|vertraue)\b[^.!?]{0,40}\bnicht\b|\b(bezweifl|zweifl|skeptisch|misstrau)\w*",
    "fr": r"\b(je n'y crois pas|je ne crois pas|je doute|pas convaincu\w*|sceptique|je me mefie|(me )?para(it|issent) douteu\w*)",
    "es": r"\b(no me fio|no me creo|no (me )?creo (en )?(ese|esa|eso|el|la)|dudo|desconfio|no estoy convencid[oa]|esceptic[oa])\b",
    "pt": r"\b(nao confio|nao acredito|duvido|desconfio|nao estou convencid[oa]|cetic[oa])\b",
    "zh": r"不太?相信|不信|怀疑|不太?放心|靠不住",
    "ja": r"信用(できない|できません|しにくい|ならない|なりません)|信じ(られない|られません|がた)|疑わし|怪し|あやし|納得(できない|できません|いかない)|腑に落ちな",
}
_CHECK_IT = {
    "en": r"\b(check|verify|confirm|prove|look into|double-?check|show me|walk me through|explain)\b",
    "de": r"\b(pruf|uberpruf|check|kontrollier|nachpruf|bestatig|beweis|zeig|erklar)\w*",
    "fr": r"\b(verifi|control|confirm|prouv|montr|expliqu|regard)\w*",
    "es": r"\b(comprueb|comprob|verific|revis|confirm|demuestr|demostr|muestr|mostr|explic|mir)\w*",
    "pt": r"\b(confer|verific|checa|revis|confirm|prov|mostr|explic|olh)\w*",
    "zh": r"核实|核对|确认|检查|查一下|看看|看一下|证明|解释",
    "ja": r"確認|検証|チェック|見て|調べ|説明|証明",
}
_RUN_ASKED = {
    "en": r"\b(re-?run|run (it|them|tiny|both)|launch|relaunch|fresh run|new run)\w*",
    "de": r"\b(neu laufen|laufen lass|lauf\w* (neu|nochmal|erneut)|neuen lauf|starte\w*)\b",
    "fr": r"\b(relanc|lance|reexecut|nouveau run|nouvelle execution)\w*",
    "es": r"\b(relanz|lanz|lance|vuelve a (correr|ejecutar|lanzar)|ejecut)\w*|\bcorre(lo|la|los|las|r)?\b",  # not "correcto"
    "pt": r"\b(rode|roda|rodar|relanc|lanc|execut|reexecut)\w*",
    "zh": r"重新跑|再跑|重跑|跑一(次|遍|下)|重新运行|再运行|启动",
    "ja": r"再実行|実行し|走らせ|回して|ランし",
}


# A share asked whether it is right, or confirmed, or whether it can be shown to a client, with nothing asked to change and
# no run ("tiny-2 在 gsm-mini 的 90% 靠谱吗？", "Une start-up affirme que tiny-2 atteint 90 % … Vous pouvez me confirmer ce chiffre ?", "tiny-1のcapitalsの70%って正しいの？", "esse 60% do tiny-1 tá certo mesmo?", "¿Está bien
# calculado?", "Kann ich die 70 % von tiny-1 dem Kunden zeigen?"): a read.
SCORE_QUESTIONED = 2.5
_RIGHT_ASKED = {
    "en": r"\b(right|correct|accurate|legit|real|reliable|trustworthy|trust|plausible|realistic|confirm|verify|true)\b[^.!]*\?|\b(client|customer|boss|board)s?\b[^.!]*\?",
    "de": r"\b(stimmt|stimmen|korrekt|richtig|realistisch|plausibel|verlasslich|belastbar|trauen|vertrauen|bestatigen|verifizieren|wahr)\b[^.!]*\?|\b(kunde|kunden|chef|chefin|vorstand)\b[^.!]*\?",
    "fr": r"\b(juste|correct|exact|fiable|realiste|plausible|confiance|confirmer|verifier|vrai)e?s?\b[^.!]*\?|\b(client|clients|cliente|patron|direction)\b[^.!]*\?",
    "es": r"\b(esta bien|es correcto|es real|es fiable|es confiable|es exacto|cuadra|bien calculad[oa]|correcto|fiarias|te fias|confiarias|confirmas|confirmar|verificar|es cierto|es verdad)\b[^.!]*\?|\b(cliente|clientes|jefe|jefa)\b[^.!]*\?",
    "pt": r"\b(ta certo|esta certo|e real|e confiavel|confere|bate|corret[oa]s?|cert[oa]s?|confiavel|confirma|confirmar|verificar|e verdade)\b[^.!]*\?|\b(cliente|clientes|chefe)\b[^.!]*\?",
    "zh": r"靠谱|可靠|准确吗|对吗|对不对|正确吗|可信|真的吗|真的是|核实|没问题吗|你信吗|信不信|(给|拿给|发给|交给)(客户|老板|领导|甲方)",
    "ja": r"妥当|正しい(の|です|か)|合って(る|ます)|信頼(でき|して)|信用でき|本当(に|な)の?|本当ですか|確認させ|(お客|顧客|クライアント|上司)(さん|様)?に(見せ|出し|報告|提出)",
}


def _score_questioned(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_RUN_ASKED[lang]}))(?!.*(?:{_WIDEN[lang]}))(?=.*{_A_SHARE})"
                      rf"(?=.*(?:{_RIGHT_ASKED[lang]}))", SCORE_QUESTIONED, "why")


# Whether a change would move a named model's score, asked before anything is changed ("Si je retire l'item 4 de gsm-mini,
# le score de tiny-1 va bouger ?", "Hätte das Entfernen von Item 4 Auswirkungen auf das Ergebnis von tiny-1?",
# "gsm-miniから4番を削除したら、tiny-1のスコアは変わりますか？"): a read of what the change would do.
SCORE_IF = 3.0
_WOULD = {
    "en": r"\b(if|would|will)\b", "de": r"\b(wenn|falls|hatte|wurde|wurden)\b", "fr": r"\bsi\b|\b\w+(rait|raient)\b",
    "es": r"\bsi\b|\b\w+(ria|rian)\b", "pt": r"\bse\b|\b\w+(ria|riam)\b", "zh": r"如果|要是|假如|假设|的话", "ja": r"たら|れば|なら",
}
_A_SCORE = {
    "en": r"\b(score|result|accuracy|grade)s?\b|\d\s*%", "de": r"\b(ergebnis|score|note|punktzahl|genauigkeit)\w*|\d\s*%",
    "fr": r"\b(score|note|resultat|precision)s?\b|\d\s*%", "es": r"\b(nota|score|resultado|puntuacion|puntaje|precision)\w*|\d\s*%",
    "pt": r"\b(nota|score|resultado|pontuacao|precisao)\w*|\d\s*%", "zh": r"分数|成绩|得分|结果|准确率|\d\s*%",
    "ja": r"スコア|結果|点数|正答率|成績|\d\s*%",
}
_MOVES = {
    "en": r"\b(change|affect|move|go (up|down)|drop|rise|differ|impact)\w*", "de": r"\b(auswirkung|ander|veranderung|beeinfluss|steig|sink)\w*",
    "fr": r"\b(boug|chang|affect|baiss|mont|evolu|modifi)\w*", "es": r"\b(cambi|afect|mov|baj|sub|modific)\w*",
    "pt": r"\b(mud|afet|alter|cai|sub|mex)\w*", "zh": r"变|影响|改变", "ja": r"変わ|影響|変化",
}


# How much a model would get, in a conditional ("quanto o tiny-1 ia tirar?", "combien aurait tiny-1 ?"): its score asked,
# not what something would cost (_PRICE)
_PRICE = {"en": r"\b(cost|credit|charge|bill|price|pay|set (us|me|you|them) back)", "de": r"\b(kost|credit|berechn|zahl)",
          "fr": r"\b(cout|credit|factur|pay)", "es": r"\b(cuest|cost|credit|cobr|pag)", "pt": r"\b(cust|credit|cobr|pag)",
          "zh": r"费用|积分|花|收费|付", "ja": r"クレジット|コスト|料金|費用"}
_WOULD_GET = {
    "en": r"\bhow much\b[^?]{0,30}\bwould\b|\bwhat would\b[^?]{0,30}\b(score|get)\b|\b(would|will)\b[^?]{0,30}\b(pass|make it|get through)\b",
    "de": r"\bwie ?viel\w*\b[^?]{0,30}\b(hatte|wurde|bekame|kame)\b",
    "fr": r"\bcombien\b[^?]{0,30}\b(aurait|ferait|obtiendrait|aura)\b|\b(passerait|reussirait)\b",
    "es": r"\bcuanto\b[^?]{0,30}\b\w+(ria|rian)\b|\b(pasaria|aprobaria|llegaria)\b",
    "pt": r"\bquanto\b[^?]{0,30}\b(ia|iria|tiraria|faria|teria|ficaria)\b|\b(passaria|chegaria)\b",
    "zh": r"(能|会)(拿|得|考|到)?多少(分)?|(能|会)(过|通过|及格)",
    "ja": r"(何点|どのくらい|どれくらい)[^。？?]{0,10}(取れ|になる|なり)|(スコア|点数|結果|正答率)[^。？?]{0,4}どうなる|合格(する|でき)|受かる",
}


# The change it would follow said as a condition ("假如第13题的答案改成42，tiny-2能到多少分？", "キーが「Paris, France」も受け付けたら
# tiny-1合格する？", "would tiny-2 pass if item 13's reference were 42?"): only supposed, however plainly a change is worded in it
_SUPPOSED = {"zh": r"^\W*(如果|要是|假如|假设|若)", "ja": r"^\W*もし|たら[、,]?\s*[a-z]+-\d"}
_SUPPOSED_LATIN = r"^\W*(if|suppose|imagine|si|se|wenn|falls|angenommen|supongamos|suponha|imaginons|imagina)\b|\b(would|will)\b[^?]{0,40}\bif\b"
SUPPOSED = 3.0


# Whether the score follows a change by itself or only after a fresh run ("Si arreglo la clave, ¿el puntaje de tiny-1 cambia
# solo o hay que volver a correrlo?"): how BenchGen works, which benchgen-context explains, not what the change would do
_BY_ITSELF_OR = {
    "en": r"\b(on its own|by itself|automatic\w*)\b[^?]{0,60}\bor\b", "de": r"\b(von (selbst|allein|alleine)|automatisch)\b[^?]{0,60}\boder\b",
    "fr": r"\b(tout seul|toute seule|automatique\w*)\b[^?]{0,60}\bou\b", "es": r"\b(solo|sola|por si (solo|sola)|automatica\w*)\b[^?]{0,60}\bo\b",
    "pt": r"\b(sozinh[oa]|automatica\w*)\b[^?]{0,60}\bou\b", "zh": r"自动[^？?]{0,30}(还是|或者|或是)", "ja": r"自動[^。]{0,30}(それとも|か、)",
}


def _score_if(lang: str) -> tuple[Trigger, ...]:
    asked = (rf"^(?=.*(?:{_WOULD[lang]}))(?=.*{_NAMED_MODEL})(?!.*(?:{_BY_ITSELF_OR[lang]}))"
             rf"(?=.*(?:(?=.*(?:{_A_SCORE[lang]}))(?=.*(?:{_MOVES[lang]}))|(?!.*(?:{_PRICE[lang]})){_WOULD_GET[lang]}))(?=.*(?:[?？]|(吗|か)\s*$))")
    return (Trigger.of(asked, SCORE_IF, "why"),
            Trigger.of(rf"(?=.*(?:{_SUPPOSED.get(lang, _SUPPOSED_LATIN)})){asked}", SUPPOSED, "why"))


# Whether a run is worth its credits, asked of the bot ("Is it worth re-running tiny-1 on gsm-mini, or is it money thrown
# away?", "Lohnt es sich, tiny-1 nochmal laufen zu lassen?", "tiny-1 在 gsm-mini 上值得再跑一次吗？"): a read of what a fresh run
# could change, before any is asked for. Whether it is worth it, reported as what a cost asked decides ("how much would it
# cost …? we want to know before we decide if it's worth it"), asks the cost.
WORTH_ASKED = 5.0  # above a run's own words and the classifier's nearest run request: the run is only asked about
_WORTH = {
    "en": r"\b(is it|would it be|(?<!\bif )(?<!\bwhether )it'?s) worth\b|\bworth (it|re-?running|running|a (re)?run)\b[^.!]*\?",
    "de": r"\blohnt (es )?sich\b[^.!]*\?", "fr": r"\bvaut (le coup|la peine)\b[^.!]*\?", "es": r"\bvale la pena\b[^.!]*\?",
    "pt": r"\bvale a pena\b[^.!]*\?", "zh": r"值得(再|重新)?(跑|运行|测)", "ja": r"価値(ある|があ)(?!る?か(どうか)?を?(判断|決め|見極め|考え))",
}


def _about_a_named_model(words: str, weight: float, intent: str, *, asked: bool = False) -> Trigger:
    """A read of a named model's results: the model named and one of `words` (and a question mark, where `asked`)."""
    return Trigger.of(rf"^(?=.*{_NAMED_MODEL})(?=.*(?:{words}))" + (r"(?=.*[?？])" if asked else ""), weight, intent)


def _worth_asked(lang: str) -> Trigger:
    return _about_a_named_model(_WORTH[lang], WORTH_ASKED, "why")


# How a named model has done since an event, asked ("did tiny-2 get any better on capitals since the retrain on monday?",
# "¿tiny-2 mejoró en capitals desde el reentrenamiento del lunes?", "月曜の再学習以降、tiny-2 は capitals で良くなった？"): a read
# of its runs over time, however much the event was a training.
SINCE_ASKED = 3.0
_SINCE = {
    "en": r"\bsince\b", "de": r"\bseit\b", "fr": r"\bdepuis\b", "es": r"\bdesde\b", "pt": r"\bdesde\b",
    "zh": r"自从|自從|以来|以來", "ja": r"以降|以来",
}


def _since_asked(lang: str) -> Trigger:
    return _about_a_named_model(_SINCE[lang], SINCE_ASKED, "score", asked=True)


# What a named model answered, asked ("the one with the apples on gsm-mini — what did tiny-1 actually answer there?",
# "Die Aufgabe mit den Äpfeln – was hat tiny-1 da geantwortet?", "苹果和橘子那道题，tiny-2 是怎么回答的？"): a read of its
# saved answers, whatever the item is called.
ANSWER_ASKED = 2.5
_WHAT_ANSWERED = {
    "en": r"\bwhat did (it|[a-z]+-\d+) (actually |really )?(answer|say|reply|output)\b",
    "de": r"\bwas hat (es|er|[a-z]+-\d+)\b[^.!?]{0,20}\b(geantwortet|gesagt|ausgegeben)\b",
    "fr": r"\ba repondu quoi\b|\bqu'(a|est-ce qu'il a|est-ce qu'[a-z]+-\d+ a) repondu\b",
    "es": r"\bque (respondio|contesto|dijo)\b", "pt": r"\bo que (o |ele )?([a-z]+-\d+ )?respondeu\b|\brespondeu o que\b",
    "zh": r"是怎么回答的|怎么答的|回答了什么|答的是什么", "ja": r"(何て|何と|どう)(答え|回答)",
}


def _answer_asked(lang: str) -> Trigger:
    return _about_a_named_model(_WHAT_ANSWERED[lang], ANSWER_ASKED, "item")


# Whether a named model's failures are only forms of the right answer, asked ("Tu peux regarder si les échecs de tiny-1
# relèvent surtout de variantes de surface ?", "Consegue ver quantas das falhas do tiny-1 … são só variação de forma?"):
# its failures read against the key.
_FAILURES = {
    "en": r"\b(fail\w*|miss(es)?|errors?|mistakes?|wrong answers?)\b", "de": r"\b(fehler\w*|falsch\w*)\b",
    "fr": r"\b(echecs?|erreurs?|fautes?)\b", "es": r"\b(fallos?|errores?)\b", "pt": r"\b(falhas?|erros?)\b",
    "zh": r"错误|错题|答错|失败", "ja": r"不正解|誤答|間違い|ミス",
}
_FORMS = {
    "en": r"\b(format\w*|variants?|variations?|spellings?|forms?|surface|punctuation)\b",
    "de": r"\b(\w*variant\w*|schreibweise\w*|format\w*|form|formen)\b", "fr": r"\b(variantes?|graphies?|formes?|formats?|surface|orthograph\w*)\b",
    "es": r"\b(variantes?|variaciones?|formas?|formatos?|grafias?|ortograf\w*)\b", "pt": r"\b(variac\w*|variantes?|formas?|formatos?|grafias?|ortograf\w*)\b",
    "zh": r"写法|格式|形式|变体|拼写", "ja": r"表記|書式|形式|揺れ|ゆれ",
}


def _failures_of_form(lang: str) -> Trigger:
    return _about_a_named_model(rf"(?=.*(?:{_FAILURES[lang]}))(?=.*(?:{_FORMS[lang]}))", FAILURES_SHOWN, "why", asked=True)


def _named_model_reads(lang: str) -> tuple[Trigger, ...]:
    """The reads a named model's question asks in every language: whether a change would move its score, whether a run
    is worth it, how it has done since an event, what it answered, and whether its failures are only forms."""
    return *_score_if(lang), _worth_asked(lang), _since_asked(lang), _answer_asked(lang), _failures_of_form(lang)


# Whether a share may be claimed ("can we say tiny-2 is 90% accurate?", "Posso dizer pro cliente que o tiny-2 tem 90% de
# acerto?", "お客様に「tiny-2 は正答率 90%」と言っても大丈夫ですか"): a read of the result and what holds it up.
CLAIM_ASKED = 3.0
# "is that a fair claim": asked of the result whoever would claim it (not the ceiling's exemption)
_FAIR_CLAIM = {"en": r"|\bfair claim\b"}
# a share written: "90%", "70 Prozent"
_A_SHARE = r"\d\s*(?:%|％|percent|prozent|pour ?cent|por ?ciento|por ?cento)"


def _claim_asked(lang: str) -> Trigger:
    return Trigger.of(rf"^(?=.*{_A_SHARE})(?=.*(?:{ASKS_TO_CLAIM[lang]}{_FAIR_CLAIM.get(lang, '')}))", CLAIM_ASKED, "score")


def _score_doubted(lang: str) -> Trigger:
    return Trigger.of(rf"^(?!.*(?:{_RUN_ASKED[lang]}))(?=.*{_A_SHARE})"
                      rf"(?=.*(?:{_DISTRUST[lang]}))(?=.*(?:{_CHECK_IT[lang]}))", SCORE_DOUBTED, "why")


_VERSUS = Trigger.of(rf"{_MODEL_AS_TYPED}\S*\s*,?\s*(?:or|vs\.?|versus|x|oder|gegen|ou|contre|o|contra|还是|或|和|と|か)\s*"
                     rf"{_MODEL_AS_TYPED}", 1.0, "compare")


class AnalyzeSkill(Skill):
    id: ClassVar[str] = "benchmark-analyze"
    help: ClassVar[str] = "help.analyze"
    scopes: ClassVar[frozenset[str]] = READ_SCOPES

    def __init__(self, judge: EquivalenceJudge, llm: ModelHelp | None = None) -> None:
        self.judge = judge
        self.llm = llm  # optional judgment on misses no rule decides
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = examples_of("benchmark-analyze")
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"^\W*(is|are)\b[^?]{0,15}\b(reference|key|expected answer|gold answer)s?\b[^?]{0,50}\b(actually |really )?(correct|right|wrong|off)\b[^.!]*\?", SCORE_EXPLAINED, "item"),  # whether a reference answer is right, asked
            Trigger.of(r"\b(explain\w*|behind)\b[^.!?]{0,60}\d+\s*(%|percent)|\b\d+\s*(%|percent)[^.!?]{0,50}\b(come about|comes? from|add up|made up)\b", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"\bshould (i|we)\b[^?]{0,20}\b(train|retrain|fine-?tune|fix|widen|correct|re-?run|run)\w*\b[^?]{0,50}\bor\b[^?]{0,60}\?", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"\b(list|show|which)\b[^.!?]{0,20}\b(failed|missed|wrong|incorrect)\b[^.!?]{0,10}\b(items?|questions?|answers?)\b|\b(items?|questions?)\b[^.!?]{0,25}\b(failed|missed|got wrong)\b|\bwhich\b[^.!?]{0,20}\b(items?|questions?)\b (did|does|do) [^.!?]{0,20}\b(lose|fail|miss|get wrong|drop)\b|\bwhich( \d+| ones?| of (them|those|the \d+))? (failed|were (missed|wrong|failed)|did (it|they|[a-z]+-\d+) (miss|fail|get wrong|get right|get correct|pass))\b|\b(were|was) any (of )?(them|those|the failed( ones)?|the misses)\b[^.!?]{0,20}\b(right|correct|fine|ok)\b", SCORE_EXPLAINED, "why"),
            Trigger.of(COUNTED_RIGHT["en"], COUNTED, "item"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("en"),
            _checked_first("en"),
            _value_doubted("en"),
            _score_doubted("en"),
            _score_questioned("en"),
            *_named_model_reads("en"),
            _claim_asked("en"),
            _score_how("en"),
            _model_doing("en"),
            _key_verdict_asked("en"),
            Trigger.of(_STATISTICS["en"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["en"], KEY_TROUBLE, "why"),
            # a model's score asked as reported speech ("@ben was asking what tiny-1 got on gsm-mini, can you tell us?")
            Trigger.of(r"\bwhat [a-z]+-\d+ (got|scored|gets|scores|made|did)\b|\bwhat('s| is) [a-z]+-\d+ (scoring|getting|at)\b", EMBEDDED_SCORE, "score"),
            Trigger.of(_TIMES_RUN["en"], TIMES_RUN, "runs"),
            _why_first("en"),
            *_table_reads("en"),
            *_same_failures("en"),
            Trigger.of(r"\bwho (started|launched|ran|kicked off|triggered)\b|\bdid (someone|anyone|somebody) (run|launch|start|kick off)\b", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"\bwhy\b|\bhow come\b", 1.0, "why"),
            Trigger.of(r"\bwhat (happened|went wrong)\b|\bwalk me through\b", 1.2, "why"),  # what happened: a read of what went wrong
            Trigger.of(r"\banaly[sz]e|\banalysis\b|\bdiagnos|\bexplain (the|this|that|its|their)? ?(score|result)", 1.0, "why"),
            Trigger.of(r"\b(benchmark|key)( (problem|issue|fault|side))? or (the |a )?model\b|\bmodel( (problem|issue|fault|side))? or (the |a )?(benchmark|key)\b|\bwho'?s (at )?fault\b", 1.2, "why"),
            Trigger.of(r"\b(so )?low\b|\bbad(ly)?\b|\bpoor(ly)?\b|\bwent wrong\b|\bmiss(es|ed)?\b|\btank(ed)?\b", 0.5, "why"),
            Trigger.of(r"\bscore[ds]?\b|\bhow((?: well)? did|\'d)\b.{0,30}\bdo\b|\baccuracy\b|\bgrades?\b|\bmarks\b", 0.8, "score"),
            Trigger.of(r"\bpull (up |out )?(the |its |their |all )?(results|numbers|scores|answers)\b|\bpull (that|it|them|these|those|it all|everything) together\b", 1.2, "score"),  # "pull the results for item 9": a read
            Trigger.of(r"\b(in|into) (one|a single|the same) (table|chart|sheet|grid)\b", 1.2, "compare"),  # models and benchmarks side by side
            Trigger.of(r"\bhow many (items|questions)\b[^.!?]{0,30}\b(short|away|missing|to go|off)\b", 1.5, "item"),  # items short of a target: a read
            # the items a model failed, asked in everyday words ("which gsm-mini items did tiny-1 mess up?"): the analysis lists them
            Trigger.of(r"\b(which|what) ([\w-]+ ){0,2}(items?|questions?)\b[^.!?]{0,40}\b(mess(ed)? up|get wrong|got wrong|fail(ed)?|"
                       r"miss(ed)?|flub(bed)?|botch(ed)?|blow|blew|bomb(ed)?|screw(ed)? up|trip(ped)? (it |them )?up|answered (incorrectly|wrong(ly)?))\b", 1.5, "item"),
            Trigger.of(r"\b(what|which|how many|how much)\b[^.!?]{0,25}\b(grades?|marks?|points|score)\b", 1.5, "score"),
            Trigger.of(r"\bcompare\b|\bdiff\b|\bvs\.?\b|\bversus\b|\bdiffer(ence)?\b|\b(which|who)('s| is| was| did)? better\b|\bbetter than\b(?! (mine|yours|ours|me|you|us)\b)"
                       r"|\bwhich (one|model)\b[^.!?]{0,20}\b(recommend|pick|choose|go with)\b", 1.0, "compare"),
            Trigger.of(r"\b(look at|check|show( me)?|what about|inspect)\b.{0,12}\b(item|question)", 0.9, "item"),
            Trigger.of(r"\bwhat('s| is| are)\b(?! (an?|one) )[^.!?]{0,20}\b(key|reference|ref answer)\b", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["en"], RESULTS_SHOWN, "score"),
            Trigger.of(r"\bitem\s*#?\d+|\bquestion\s*#?\d+", 0.4, "item"),
            Trigger.of(r"^(?!.*\b(change|set|update|fix|replace|make (it|the key|the reference)|put|correct (it|the|that|this|its|item)|edit|remove|delete|drop)\b)(?=.*\b(reference|expected answer|ref answer|gold(?: label| answer)?|label|ground truth|answer (to|for|of|on) (item|question|q)\s*#?\d+)\b)(?=.*\b(wrong|off|incorrect|right|correct|outdated|weird|odd|strange|fishy|suspicious|dodgy|iffy|questionable|sus|plausible|implausible|reasonable|sensible|believable|legit|makes? (any )?sense)\b)(?=.*(\?|\b(check|looks?|seems?|feels?|verify|confirm|wonder|not sure|i think|i guess|to me|know (whether|if))\b|\b(is|was) (the |its |that )?(reference|expected answer|ref answer|gold(?: label| answer)?|ground truth|it|that|this)\b))", DOUBT, "item"),
            Trigger.of(rf"^(?!.*(?:{_WIDEN['en']}))(?=.*\b(answer )?keys?\b)(?=.*\b(too|overly) (strict|picky|harsh|fussy|rigid|narrow|pedantic)\b[^.!?]{{0,40}}\?)", KEY_DOUBT, "why"),
            _key_checked("en"),
            _key_doubted_in_own_view("en"),
            _key_behaviour_asked("en"),
            Trigger.of(r"^(?=.*(\d+\s*%|\bscores?\b|\bresults?\b))(?=.*\bkeys?\b)(?=.*\b(before|after|old|new(?! here\b)(?! to\b)|corrected|fixed|already|still)\b)(?=.*\?\s*$)", SCORE_KEYED, "score"),
            Trigger.of(r"\b(pull|grab|fetch|show|bring|dig|get)\b( (up|out|me|us))?[^.!?]{0,20}\b(failures|misses|failed (items|ones|answers|questions)|wrong (ones|answers|items))\b", FAILURES_SHOWN, "why"),
            Trigger.of(r"\b(list|show|recent|latest|all)\b.{0,20}\bruns\b|\bruns (of|on|for)\b|\bwhich runs\b", 0.9, "runs"),
            Trigger.of(r"\bstatus\b|\bprogress\b|\b(is|has)\b.{0,20}\b(done|finished|running|complete|completed)\b|\bhow far\b", 0.9, "status"),
            # whether "it" (a run said before) is done, asked: a status read, whatever launched it ("I set up a run last night
            # before bed, did it finish?")
            Trigger.of(r"\b(did|has) (it|that|the run|that run|the job|the eval) (finish|finished|complete|completed|end|ended)\b[^.!]*\?", 1.5, "status"),
            _running_now("en"),
            Trigger.of(r"\b(handed in|turned in|hand in|turn in|submitted)\b[^?]{0,30}\b(paper|exam|test)\b|\bstill (writing|sitting) (it|the (exam|test))\b|\bor (is it )?still writing\b", 2.0, "status"),  # a model's test handed in or still written: its run's status
            Trigger.of(r"\bhow (much )?long(er)?\b.{0,30}\b(take|need|left|remain\w*|until|till|to go)\b|\bhow much longer\b|\bwhen (will|does|should|is)\b.{0,30}\b(finish|be done|be finished|complete|end|be ready|wrap up)\b|\beta\b|\bho?w('s| is| are)\b[^.!?]{0,30}\b(run|eval|evaluation|job)s?\b[^.!?]{0,20}\b(going|goin|coming along|progressing|getting on)\b"
                       r"|\b(done|finish|finished|complete|completed|over)\s+(yet|already)\b(?=[^.!]*\?)|\b(end|finish|completion) time\b[^.!?]{0,30}\b(run|eval|evaluation|training|job)\b", 2.5, "status"),  # a run's time left: its progress
        ),
        "de": (
            Trigger.of(r"\b(erklar\w*|woher|steckt hinter|steht hinter)\b[^.!?]{0,60}\d+\s*(%|prozent)|\b\d+\s*(%|prozent)[^.!?]{0,50}\b(zustande|zusammen|ergeben|herkommen|her)\b", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"\bsoll(en|te|ten)? (ich|wir)\b[^?]{0,40}\b(trainier|nachtrainier|reparier|korrigier|fix|erweiter|lauf|start)\w*\b[^?]{0,40}\boder\b[^?]{0,60}\?", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"\b(liste|zeig|welche)\w*\b[^.!?]{0,25}\b(falsch\w*|verpasst\w*|fehlgeschlagen\w*|verhauen\w*)\b[^.!?]{0,15}\b(items?|aufgaben|fragen|antworten)\b|\b(items?|aufgaben|fragen)\b[^.!?]{0,30}\b(falsch beantwortet|verhauen|nicht geschafft)\b|\b(items?|aufgaben|fragen)\b( \w+)?,? (bei|in|an|wo) (denen|der|dem|welchen)\b[^.!?]{0,40}\b(daneben\w*|falsch (lag|lagen|gelegen|war|waren)|verhauen|verpasst|gescheitert|durchgefallen)\b|\bwelche( \d+| davon)? (sind|waren|wurden|hat (er|es|sie|[a-z]+-\d+))\b[^.!?]{0,12}\b(durchgefallen|falsch|fehlgeschlagen|gescheitert|daneben|verhauen|verpasst)\b", SCORE_EXPLAINED, "why"),
            Trigger.of(COUNTED_RIGHT["de"], COUNTED, "item"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("de"),
            _checked_first("de"),
            _value_doubted("de"),
            _score_doubted("de"),
            _score_questioned("de"),
            *_named_model_reads("de"),
            _claim_asked("de"),
            _score_how("de"),
            _model_doing("de"),
            _key_verdict_asked("de"),
            Trigger.of(_STATISTICS["de"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["de"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["de"], TIMES_RUN, "runs"),
            _why_first("de"),
            *_table_reads("de"),
            *_same_failures("de"),
            Trigger.of(r"\b(wer|hat jemand) (hat )?\b.{0,40}\b(gestartet|gelauncht|angestossen|angeworfen|ausgefuhrt|laufen lassen)\b", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"\b(warum|wieso|weshalb|weswegen|wie kommt)\b", 1.0, "why"),
            Trigger.of(r"\bwas ist\b.{0,40}\b(passiert|schiefgelaufen)\b|\bwas (ist|war) (da |denn )?los\b", 1.2, "why"),  # what happened: a read of what went wrong
            Trigger.of(r"\banaly[sz]\w*|\bdiagnos\w*|\berklar\w* (den|die|das|mir den|mir die) (score|ergebnis)", 1.0, "why"),
            Trigger.of(r"\b(am|der|vom) (benchmark|schlussel|key)\b.{0,20}\b(oder)\b.{0,10}\b(am|das|vom) modell\b|\b(am|das) modell oder\b|\bwessen schuld\b|\bwer ist schuld\b|\bliegt (es|das) (am|an)\b", 1.2, "why"),
            Trigger.of(r"\bschlecht\w*|\bniedrig\w*|\bmies\w*|\bschwach\w*|\bdaneben\b|\bfehler\b", 0.5, "why"),
            Trigger.of(r"\bscore\w*|\bpunktzahl\w*|\bpunkte\b|\b(erreicht|erzielt|geschafft|abgeschnitten)\b|\bgenauigkeit\b|\bwie gut\b|\bnoten?\b|\bzensur\w*|\bergebniss?e?\b", 0.8, "score"),
            Trigger.of(r"\b(welche[nrs]?|was fur eine?|wie ?viele?|was)\b[^.!?]{0,25}\b(note|noten|punkte|punktzahl|zensur|score)\b", 1.5, "score"),
            # where a model stands on a benchmark ("Wie steht tiny-2 aktuell auf gsm-mini?"): its score
            Trigger.of(r"\bwie (steht|stehen|schlagt sich|schlagen sich)\b(?! (es|das|der|die|den|dem)\b)[^.!?]{0,30}\b(auf|bei|in|im|mit)\b", 1.5, "score"),
            Trigger.of(r"\bvergleich(e|en|st|t|el)?\b|\bvs\.?\b|\bgegenuber\b|\bunterschied\w*|\b(wer|welche[rs]?|was) (ist|war) besser\b|\bbesser als\b", 1.0, "compare"),
            Trigger.of(r"\b(schau|sieh|zeig|prufe|check)\w*\b.{0,30}\b(item|aufgabe|frage)n?\b|\b(item|aufgabe|frage)\s*#?\d+\b.{0,30}\b(an|ansehen|anschauen|zeigen)\b", 0.9, "item"),
            Trigger.of(r"\b(was ist|wie lautet|was sagt) (die|der|das) (referenz|schlussel|key)\b", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["de"], RESULTS_SHOWN, "score"),
            Trigger.of(r"\b(item|aufgabe|frage)\s*#?\d+", 0.4, "item"),
            Trigger.of(r"^(?!.*\b(" + DE_CHANGE_VERB + r"|setz|korrigier|reparier|beheb|fix|aktualisier|ersetz|trag|losch|entfern|streich)\w*)(?=.*\b(referenz\w*|erwartete antwort|musterlosung|label|gold-label|antwort (zu|auf|von|bei|fur) (der )?(frage|aufgabe|item)\s*#?\d+)\b)(?=.*\b(falsch|richtig|korrekt|komisch|seltsam|stimmt|veraltet|merkwurdig|verdachtig|fragwurdig|zweifelhaft|faul|plausibel|unplausibel|sinnvoll|nachvollziehbar|stimmig|schlussig|(ergibt|macht)\b[^.!?]{0,60}\bsinn)\b)(?=.*(\?|\b(pruf|check|schau|kontrollier|wirk|schein|glaub|bestatig)\w*|\bfrag\w* mich\b|\bkommt mir\b|\bwissen,? ob\b))", DOUBT, "item"),
            Trigger.of(rf"^(?!.*(?:{_WIDEN['de']}))(?=.*\b(schlussel|key|antwortschlussel)\b)(?=.*\bzu (streng|pingelig|strikt|eng|hart|genau)\b[^.!?]{{0,40}}\?)", KEY_DOUBT, "why"),
            _key_checked("de"),
            _key_doubted_in_own_view("de"),
            _key_behaviour_asked("de"),
            Trigger.of(r"^(?=.*(\d+\s*%|\bscore\b|\bergebnis\w*))(?=.*\b(schlussel|key))(?=.*\b(vor|nach|alte\w*|neue\w*|richtige\w*|korrigierte\w*|schon|noch)\b)(?=.*\?\s*$)", SCORE_KEYED, "score"),
            Trigger.of(r"\b(liste|zeig|alle|letzten|neueste)\w*\b.{0,20}\b(laufe|runs)\b|\bwelche (laufe|runs)\b", 0.9, "runs"),
            Trigger.of(r"\bstatus\b|\bfortschritt\b|\bwie weit\b|\b(lauf|run)\b.{0,20}\b(fertig|durch)\b|\bist (er|es) (fertig|durch)\b", 0.9, "status"),
            _running_now("de"),
            Trigger.of(r"\blauft (der|es|er|sie|das) (denn )?noch\b|\b(rechnet|arbeitet) (der|es|er|sie|das) (denn )?noch\b|\bist (der lauf|der run|er|es) (schon )?(durch|fertig)\b[^.!]*\?|^(?!.*\b(abbrech|abbruch|stopp|beend|cancel|killen)\w*).*?\b(lauf|run|job)\b[^.!?]{0,30}\bhangt\b", 2.5, "status"),  # "Der Lauf hängt …, läuft der noch?"
            Trigger.of(r"\bwie lange\b.{0,30}\b(noch|dauert|dauern|braucht|brauchen)\b|\bwann\b.{0,30}\b(fertig|durch|beendet|abgeschlossen|zu ende)\b|\b(endzeit|fertigstellungszeit|ende)\b[^.!?]{0,20}\b(des |von )?(laufs|lauf|runs|run|trainings|jobs)\b", 2.5, "status"),  # a run's time left: its progress
            Trigger.of(r"^\W*(was|wie ?viel\w*|welche\w*) (hatte|bekam|erreichte|schaffte|holte)\b", 2.0, "score"),  # a score already had ("was hatte tiny-1 nochmal?"): a read, no run
        ),
        "fr": (
            Trigger.of(r"\bexpliqu\w*\b[^.!?]{0,60}\d+\s*%|\b\d+\s*%[^.!?]{0,50}\b(vient|viennent|provient|s'explique)\b", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"\b(la cle|le benchmark|la reference)\b[^.!?]{0,40}\bou\b[^.!?]{0,30}\b(le|du) modele\b", FAULT, "why"),  # "si la référence a des fissures, ou si c'est le modèle qui se trompe"
            Trigger.of(r"\b(je devrais|on devrait|dois-je|devrais-je|faut-il)\b[^?]{0,20}\b(entrain|reentrain|corrig|repar|elarg|relanc|lanc)\w*\b[^?]{0,50}\bou\b[^?]{0,60}\?", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"\b(liste|montre|quels|quelles)\w*\b[^.!?]{0,20}\b(items?|questions?|reponses?)\b[^.!?]{0,25}\b(rate|manque|faux|fausse|echoue|loupe|rejete|refuse)\w*", SCORE_EXPLAINED, "why"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("fr"),
            _checked_first("fr"),
            _value_doubted("fr"),
            _score_doubted("fr"),
            _score_questioned("fr"),
            *_named_model_reads("fr"),
            _claim_asked("fr"),
            _score_how("fr"),
            _model_doing("fr"),
            _key_verdict_asked("fr"),
            Trigger.of(_STATISTICS["fr"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["fr"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["fr"], TIMES_RUN, "runs"),
            _why_first("fr"),
            *_table_reads("fr"),
            *_same_failures("fr"),
            Trigger.of(r"\bqui a (lance|demarre|execute|relance|declenche)\b|\bquelqu'un a (lance|demarre|execute|relance)\b", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"\b(pourquoi|pk|pq|pcq)\b|\bcomment (ca )?se fait\b", 1.0, "why"),
            Trigger.of(r"\b(se trompe|se trompent|echoue|echouent|rate)\b[^.!?]{0,20}\b(sur|aux|dans) (les )?(items|questions)\b", 1.0, "why"),  # the kind of item a model fails: a read
            Trigger.of(r"\bil s'est passe quoi\b|\bqu'est-ce qui s'est passe\b|\bque s'est-il passe\b|\bc'est normal que\b", 1.2, "why"),  # what happened: a read of what went wrong
            Trigger.of(r"\banaly[sz]\w*|\bdiagnos\w*|\bexplique\w* (le|les|ce) (score|resultat)", 1.0, "why"),
            Trigger.of(r"\b(le|du) (benchmark|cle)\b.{0,10}\bou\b.{0,6}\b(le|du) modele\b|\b(le|du) modele ou\b|\bla faute (a|de)\b|\bqui est (en cause|fautif)\b", 1.2, "why"),
            Trigger.of(r"\bbas\b|\bfaible\w*|\bmauvais\w*|\bnul(le)?s?\b|\brate\b|\berreurs?\b", 0.5, "why"),
            Trigger.of(r"\bscores?\b|\bnotes?\b|\bprecision\b|\bcombien a (eu|fait|obtenu)\b|\ba obtenu\b|\bpoints\b", 0.8, "score"),
            Trigger.of(r"\b(quelle|quel|combien de)\b[^.!?]{0,25}\b(note|points|score)\b|\bcombien\s+[a-z]+-?\d[\w.-]*\s+(a\s+(eu|fait|obtenu)|fait|affiche|obtient|marque)\b", 1.5, "score"),
            Trigger.of(r"\bcomment\b[^.!?]{0,30}\b(s\'est (debrouill|comport|sorti)\w*|s\'en est sorti\w*|s\'en sort\w*|a (fait|marche|reussi))\b", 1.5, "score"),  # how a model did
            Trigger.of(r"(?<!\bpour )\bcompar(e|er|ez|ons|aison)\b|\bvs\.?\b|\bcontre\b|\bdifference\w*|\b(qui|lequel) est (le )?meilleur\b|\bmeilleur que\b", 1.0, "compare"),
            Trigger.of(r"\blequel\b[^.!?]{0,20}\b(recommand|conseill|choisi|prend)\w*", 2.0, "compare"),  # which of two models to pick: a comparison
            Trigger.of(r"\d+\s*%[^?]{0,60}\bc'est (bien ca|bien (exact|juste|correct)|exact|juste|correct)\s*\?", 2.0, "score"),  # scores said, asked confirmed
            Trigger.of(r"\b(regarde|montre|verifie|inspecte|examine|et)\w*\b.{0,12}\b(l'item|item|la question|question)\b", 0.9, "item"),
            Trigger.of(r"\bquelle est la (reference|cle)\b|\bc'est quoi la (reference|cle)\b|\bque dit la (reference|cle)\b", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["fr"], RESULTS_SHOWN, "score"),
            Trigger.of(r"\bitem\s*#?\d+|\bquestion\s*#?\d+", 0.4, "item"),
            Trigger.of(r"^(?!.*\b(modifi|chang|corrig|remplac|mets|correction|propos|supprim|retir|enlev)\w*)(?=.*\b(references?|refs?|reponses? attendues?|reponse (de|a|pour|du) (la |l')?(question|item)\s*#?\d+)\b)(?=.*\b(faux|fausses?|bizarres?|justes?|bonnes?|correcte?s?|erronee?s?|perimee?s?|etranges?|louches?|douteuse?s?|suspecte?s?|chelou|plausibles?|coherente?s?|logiques?|vraisemblables?|credibles?|du sens|tient la route)\b)(?=.*(\?|\b(verifi|regard|control|confirm)\w*|\bje me demande\b|\bsavoir si\b|\bjet\w* un (coup d')?oeil\b|\bme (parait|semble)\b|\bj'ai l'impression\b|\bon dirait\b|\bje (trouve|pense|crois)\b))", DOUBT, "item"),
            Trigger.of(r"^(?=.*\bcles?\b)(?=.*\btrop (stricte?s?|severes?|pointilleuse?s?|rigides?|exigeante?s?)\b[^.!?]{0,40}\?)", KEY_DOUBT, "why"),
            Trigger.of(r"\d+\s*%[^.!?]{0,60}\bcles?\b[^.!?]{0,30}\?|\bcles?\b[^.!?]{0,40}\d+\s*%[^.!?]{0,30}\?", 2.0, "score"),  # a score asked about against a key change
            _key_checked("fr"),
            _key_doubted_in_own_view("fr"),
            _key_behaviour_asked("fr"),
            _key_said_strict("fr"),
            Trigger.of(COUNTED_RIGHT["fr"], COUNTED, "item"),
            Trigger.of(r"\b(liste|montre|dernier|dernieres|toutes)\w*\b.{0,20}\b(executions|runs)\b|\bquelles executions\b", 0.9, "runs"),
            Trigger.of(r"\bstatut\b|\bstatus du (run|job)\b|\bavancement\b|\bprogression\b|\bou en est\b|\b(execution|run)\b.{0,20}\b(terminee?|finie?)\b", 0.9, "status"),
            Trigger.of(r"\b(il|elle|le run|ce run|mon run|le job) est (deja |bientot )?(fini|finie|termine|terminee)\b[^.!]*\?", 1.5, "status"),  # whether "it" is done: a status read
            _running_now("fr"),
            Trigger.of(r"\brendu sa copie\b|\bplanche encore\b", 2.0, "status"),  # a model's test handed in or still written: its run's status
            # (asked: "quand est-ce que le run sera fini ?"; "lance tiny-2, préviens-moi quand c'est fini" is a run)
            Trigger.of(r"\bcombien de temps\b.{0,40}\b(reste|encore|faut|prend|dure|avant)\w*|\breste(-t-il)? combien de temps\b|\bquand\b[^.!?]{0,30}\b(fini|termine|pret|acheve)\w*[^.!]*\?|\b(il|elle|ca|run|job|entrainement|training)\b[^.!?,]{0,30}\ben est ou\b|\b(finit|finira|termine|terminera|acheve)\b[^.!?]{0,8}\bquand\b|\b(heure|date|moment) de fin\b[^.!?]{0,30}\b(run|execution|entrainement|training|job)\b", 2.5, "status"),  # a run's time left: its progress
        ),
        "es": (
            Trigger.of(r"\bexplic\w*\b[^.!?]{0,60}\d+\s*%|\b\d+\s*%[^.!?]{0,50}\b(sale|salen|viene|se explica)\b", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"\b(la clave|el benchmark|la referencia)\b[^.!?]{0,40}\bo\b[^.!?]{0,30}\b(el|del) modelo\b|\bel modelo\b[^?]{0,10}\bo (la clave|el benchmark)\b", FAULT, "why"),  # "¿el problema es la clave o el modelo?"
            Trigger.of(r"\b(deberia|debo|debemos|deberiamos|conviene)\b[^?]{0,20}\b(entren|reentren|arregl|corrig|amplia|relanz|lanz|ejecut)\w*\b[^?]{0,50}\bo\b[^?]{0,60}\?", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"\b(lista|muestra|cuales|que|desglose|detalle|relacion)\w*\b[^.!?]{0,20}\b(items?|preguntas?|respuestas?)\b[^.!?]{0,15}\b(fall\w*|mal|incorrect\w*|errad\w*|rechazad\w*)", SCORE_EXPLAINED, "why"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("es"),
            _checked_first("es"),
            _value_doubted("es"),
            _score_doubted("es"),
            _score_questioned("es"),
            *_named_model_reads("es"),
            _claim_asked("es"),
            _score_how("es"),
            _model_doing("es"),
            _key_verdict_asked("es"),
            Trigger.of(_STATISTICS["es"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["es"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["es"], TIMES_RUN, "runs"),
            _why_first("es"),
            *_table_reads("es"),
            *_same_failures("es"),
            Trigger.of(r"\b(quien|alguien) (lanzo|ejecuto|corrio|inicio|arranco|ha lanzado)\b", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"\bpor ?que\b|\bcomo es que\b|^\W*(xq|xk|pq|porq)\b|\b(xq|xk|porq)\b[^.!?]*\?", 1.0, "why"),  # "xq": chat's "por qué", asked
            Trigger.of(r"\b(falla|fallan|fallo|se equivoca|se equivocan|se equivoco)\b[^.!?]{0,20}\ben (los|las) (items|preguntas)\b", 1.0, "why"),  # the kind of item a model fails: a read
            Trigger.of(r"\bque (paso|ha pasado|le paso)\b|\bes normal que\b", 1.2, "why"),  # what happened: a read of what went wrong
            # a score said, then whether it is normal ("tiny-2 tiene 90% en gsm-mini, eso es normal o hay truco?")
            Trigger.of(r"\b(eso|esto) es normal\b|\bhay (algun )?truco\b", 1.2, "why"),
            Trigger.of(r"\banali[sz]\w*|\bdiagnos\w*|\bexplica\w* (la|el|los) (puntuacion|resultado)", 1.0, "why"),
            Trigger.of(r"\b(del|el) (benchmark|clave)\b.{0,10}\bo\b.{0,6}\b(del|el) modelo\b|\b(del|el) modelo o\b|\bculpa (del|de la)\b|\bquien tiene la culpa\b", 1.2, "why"),
            Trigger.of(r"\bbaj[oa]\b|\bmal[oa]?\b|\bpoca\b|\bpeor\b|\bfall[oa]\w*|\berrores\b", 0.5, "why"),
            Trigger.of(r"\bpuntuacion\w*|\bpuntaje\b|\bnota\b|\bscore\b|\b(saco|obtuvo|consiguio|logro)\b|\bprecision\b|\bque tal le fue\b|\bcalificacion\w*|\bpuntos\b", 0.8, "score"),
            Trigger.of(r"(?<!por )(?<!para )\b(que|cual|cuantos)\b[^.!?]{0,25}\b(nota|puntos|calificacion|puntuacion|score)\b", 1.5, "score"),
            Trigger.of(r"\bcomo (le |les )?(fue|ha ido|salio)\b|\bque tal (le |les )?(fue|ha ido|salio)\b", 1.5, "score"),  # how a model did
            Trigger.of(r"\bcompar(a|ar|e|en|ame|emos)\b|\bvs\.?\b|\bcontra\b|\bdiferencia\w*|\b(cual|quien) (es|fue|lo hizo) mejor\b|\bmejor que\b", 1.0, "compare"),
            Trigger.of(r"\b(mira|muestra|muestrame|revisa|ensename|comprueba|y|ver)\b.{0,12}\b(item|pregunta)\b", 0.9, "item"),
            Trigger.of(r"\bque (referencia|clave)\b|\b(cual|como) es la (referencia|clave)\b", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["es"], RESULTS_SHOWN, "score"),
            Trigger.of(r"\bque (respondio|contesto|dijo|puso|devolvio|saco)\b", KEY_ASKED, "item"),  # what a model answered: a read
            Trigger.of(r"\bitem\s*#?\d+|\bpregunta\s*#?\d+", 0.4, "item"),
            Trigger.of(r"^(?!.*\b(cambi|corrig|correg|actualiz|reemplaz|borr|elimin|quit|arregl|ajust)\w*|.*\b(pon|ponle|ponla|ponlo|poner)\b)(?=.*\b(referencias?|respuestas? esperadas?|respuesta (de|a|para|del) (la )?(pregunta|item)\s*#?\d+)\b)(?=.*\b(mal|bien|incorrectas?|raros?|raras?|correctas?|erroneas?|equivocadas?|erradas?|sospechos[ao]s?|dudos[ao]s?|huele|plausibles?|coherentes?|logic[ao]s?|razonables?|creibles?|(tiene|tenga) (algun |ningun )?sentido)\b)(?=.*(\?|\b(revis|mir|chequ|comprueb|verific|confirm)\w*|\bme pregunto\b|\bsaber si\b|\bechale un ojo\b|\b(me|te) (parece|huele)\b|\bno crees\b|\bcreo\b|\btengo la impresion\b|\bno estoy segur[oa]\b))", DOUBT, "item"),
            Trigger.of(r"^(?=.*\bclaves?\b)(?=.*\b(demasiado|muy) (estricta?s?|exigentes?|rigidas?|quisquillosa?s?)\b[^.!?]{0,40}\?)", KEY_DOUBT, "why"),
            Trigger.of(r"\d+\s*%[^.!?]{0,60}\bclaves?\b[^.!?]{0,30}\?|\bclaves?\b[^.!?]{0,40}\d+\s*%[^.!?]{0,30}\?", 2.0, "score"),  # a score asked about against a key change
            _key_checked("es"),
            _key_doubted_in_own_view("es"),
            _key_behaviour_asked("es"),
            _key_said_strict("es"),
            Trigger.of(COUNTED_RIGHT["es"], COUNTED, "item"),
            Trigger.of(r"\b(lista|muestra|ultimas|todas)\w*\b.{0,20}\b(ejecuciones|runs)\b|\bque ejecuciones\b", 0.9, "runs"),
            Trigger.of(r"\bestado\b|\bprogreso\b|\bcomo va\b|\b(ejecucion|run)\b.{0,20}\b(termino|terminada|lista)\b|\b(termino|acabo)\b.{0,20}\b(ejecucion|run)\b", 0.9, "status"),
            Trigger.of(r"(^|[,;]\s*|\b(ya|y)\s+)(termino|acabo)\b[^.!]*\?", 1.5, "status"),  # whether "it" is done: a status read
            _running_now("es"),
            Trigger.of(r"\bentrego (el|su) examen\b|\bsigue escribiendo\b", 2.0, "status"),  # a model's test handed in or still written: its run's status
            Trigger.of(r"\bcuanto (tiempo )?(le )?(falta|queda|tarda|va a tardar)\b|\bcuando\b[^.!?]{0,30}\b(termina|acaba|estara list)\w*[^.!]*\?|\b(termina|terminara|acaba|acabara)\b[^.!?]{0,8}\bcuando\b|\bhora de (fin|finalizacion|termino)\b[^.!?]{0,30}\b(run|ejecucion|entrenamiento|corrida)\b", 2.5, "status"),  # a run's time left: its progress
        ),
        "pt": (
            Trigger.of(r"\bexplic\w*\b[^.!?]{0,60}\d+\s*%|\b\d+\s*%[^.!?]{0,50}\b(vem|vieram|sai|se explica)\b", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"\b(a chave|o gabarito|o benchmark|a referencia)\b[^.!?]{0,40}\bou\b[^.!?]{0,30}\b(o|do) modelo\b", FAULT, "why"),  # "se a referência tem rachaduras, ou se é o modelo que erra"
            Trigger.of(r"\b(devo|deveria|devemos|deveriamos)\b[^?]{0,20}\b(trein|retrein|corrig|consert|amplia|rod|relanc|lanc)\w*\b[^?]{0,50}\bou\b[^?]{0,60}\?", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"\b(lista|mostra|quais)\w*\b[^.!?]{0,20}\b(itens|item|questoes|perguntas|respostas)\b[^.!?]{0,15}\b(err\w*|incorret\w*|falh\w*)|^\W*(itens|questoes|perguntas)\s+(errad|falhad|incorret)\w*|\b(em|nos|nas) (que|quais) (itens|questoes|perguntas)\b[^.!?]{0,40}\b(err(ou|aram|a|am)|falh(ou|aram|a|am))\b", SCORE_EXPLAINED, "why"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("pt"),
            _checked_first("pt"),
            _value_doubted("pt"),
            _score_doubted("pt"),
            _score_questioned("pt"),
            *_named_model_reads("pt"),
            _claim_asked("pt"),
            _score_how("pt"),
            _model_doing("pt"),
            _key_verdict_asked("pt"),
            Trigger.of(_STATISTICS["pt"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["pt"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["pt"], TIMES_RUN, "runs"),
            _why_first("pt"),
            *_table_reads("pt"),
            *_same_failures("pt"),
            Trigger.of(r"\b(quem|alguem) (rodou|lancou|disparou|executou|iniciou)\b", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"\bpor ?que\b|\bpq\b|\bcomo assim\b(?!\W*(“…”|'))", 1.0, "why"),
            Trigger.of(r"\b(err(a|am|ou|aram)|falh(a|am|ou))\b[^.!?]{0,20}\b(nos|nas|em) (itens|questoes|perguntas)\b", 1.0, "why"),  # the kind of item a model fails: a read
            Trigger.of(r"\bo que (rolou|aconteceu|houve)\b|\be normal que\b", 1.2, "why"),  # what happened: a read of what went wrong
            # a score said, then whether it is normal ("o tiny-2 tem 90% no gsm-mini, isso é normal?")
            Trigger.of(r"\b(isso|isto) (e|eh) normal\b|\btem (algum )?truque\b", 1.2, "why"),
            Trigger.of(r"\banalis\w*|\banaliz\w*|\bdiagnos\w*|\bexplica\w* (a|o) (pontuacao|resultado)", 1.0, "why"),
            Trigger.of(r"\b(do|o) (benchmark|chave)\b.{0,10}\bou\b.{0,6}\b(do|o) modelo\b|\b(do|o) modelo ou\b|\bculpa (do|da|e do)\b|\bde quem e a culpa\b", 1.2, "why"),
            Trigger.of(r"\bbaix[oa]\b|\bmal\b|\bruim\b|\bpessim[oa]\b|\berr(os|ou)\b", 0.5, "why"),
            Trigger.of(r"\bpontuacao\w*|\bnota\b|\bscore\b|\b(tirou|fez|obteve|conseguiu)\b|\bprecisao\b|\bcomo (se saiu|foi)\b|\bse saiu\b|\bpontos\b", 0.8, "score"),
            Trigger.of(r"(?<!por )(?<!para )(?<!pra )\b(que|qual|quantos)\b[^.!?]{0,25}\b(nota|pontos|pontuacao|score)\b", 1.5, "score"),
            Trigger.of(r"\bcomo\b[^.!?]{0,25}\b(foi|se saiu|saiu|mandou)\b(?! (a |o )?(mudanca|alteracao|correcao|treino|treinamento))", 1.5, "score"),  # how a model did
            Trigger.of(r"\bcompar(a|ar|e|em)\b|\bvs\.?\b|\bcontra\b|\bdiferenca\w*|\b(qual|quem) (e|foi|se saiu) (o )?melhor\b|\bmelhor (do )?que\b", 1.0, "compare"),
            Trigger.of(r"\b(olha|olhe|mostra|mostre|verifica|verifique|confere|e o|ver)\b.{0,12}\b(item|questao|pergunta)\b", 0.9, "item"),
            Trigger.of(r"\bqual (e )?(a |o )?(referencia|chave|gabarito)\b", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["pt"], RESULTS_SHOWN, "score"),
            Trigger.of(r"\bo que\b[^.!?]{0,25}\b(respondeu|disse|colocou|devolveu|deu)\b|\b(quais|que) (questoes|itens|perguntas)\b[^.!?]{0,40}\b(err|falh)\w*", KEY_ASKED, "item"),  # what a model answered, which items it failed: a read
            Trigger.of(r"\bitem\s*#?\d+|\bquestao\s*#?\d+", 0.4, "item"),
            Trigger.of(r"^(?!.*\b(mud|corrig|atualiz|troc|substitu|coloc|remov|apag|exclu|arrum|consert|ajust)\w*)(?=.*\b(referencias?|respostas? esperadas?|gabaritos?|resposta (da|de|do|pra|para a) (questao|pergunta|item)\s*#?\d+)\b)(?=.*\b(errad[ao]s?|estranh[ao]s?|cert[ao]s?|corret[ao]s?|incorret[ao]s?|suspeit[ao]s?|duvidos[ao]s?|esquisit[ao]s?|plausive(l|is)|coerentes?|logic[ao]s?|razoave(l|is)|faz (algum |nenhum )?sentido)\b)(?=.*(\?|\b(confer|verific|olh|checa|confirm)\w*|\b(ve|veja|ver) se\b|\bme pergunto\b|\bsaber se\b|\bsera que\b|\bda uma olhada\b|\bparece\b|\bacho que\b|\btenho a impressao\b|\bnao sei se\b|\bta (estranh|esquisit)\w*))", DOUBT, "item"),
            Trigger.of(r"^(?=.*\b(chaves?|gabaritos?)\b)(?=.*\b(((rigid|estrit|chat|rigoros)[oa]s?|exigentes?) demais|(muito|bem) ((rigid|estrit|chat|rigoros)[oa]s?|exigentes?))\b[^.!?]{0,40}\?)", KEY_DOUBT, "why"),
            Trigger.of(r"\d+\s*%[^.!?]{0,60}\b(chaves?|gabaritos?)\b[^.!?]{0,30}\?|\b(chaves?|gabaritos?)\b[^.!?]{0,40}\d+\s*%[^.!?]{0,30}\?", 2.0, "score"),  # a score asked about against a key change
            _key_checked("pt"),
            _key_doubted_in_own_view("pt"),
            _key_behaviour_asked("pt"),
            _key_said_strict("pt"),
            Trigger.of(COUNTED_RIGHT["pt"], COUNTED, "item"),
            Trigger.of(r"\b(lista|mostra|ultimas|todas)\w*\b.{0,20}\b(execucoes|runs)\b|\bquais execucoes\b", 0.9, "runs"),
            Trigger.of(r"\bstatus\b|\bprogresso\b|\bandamento\b|\bcomo (esta|ta)\b.{0,10}\b(execucao|run)\b|\b(execucao|run|rodada)\b.{0,20}\b(terminou|acabou|pronta)\b", 0.9, "status"),
            _running_now("pt"),
            Trigger.of(r"\bentregou a prova\b|\bainda (ta|esta) fazendo\b", 2.0, "status"),  # a model's test handed in or still written: its run's status
            Trigger.of(r"\bq(uan)?to tempo\b.{0,30}\b(falta|resta|leva|demora|vai levar)\b|\bquando\b[^.!?]{0,30}\b(termina|acaba|fica pront)\w*[^.!]*\?|\bfalta muito\b|\b(termina|terminara|acaba|acabara)\b[^.!?]{0,8}\bquando\b|\b(run|rodada|execucao|avaliacao)\b[^.!?]{0,40}\b(quase|perto d\w*) (no fim|acabando|terminando|pront\w*|acabad\w*|terminad\w*)\b(?=[^.!]*\?)|\b(hora|horario) de (termino|fim|conclusao)\b[^.!?]{0,30}\b(run|execucao|treino|treinamento|rodada)\b", 2.5, "status"),  # a run's time left: its progress
        ),
        "ja": (
            Trigger.of(r"\d+\s*%.{0,30}(説明|理由|根拠|内訳|どうやって|どういう|どこから)", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"(学習|再学習|ファインチューニング|直す|修正|実行)[^。？?]{0,6}(べき|した方がいい)[^。？?]{0,10}[?？][^。？?]{0,5}それとも", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"(間違え|不正解|落とし|ミスし|落ち|失敗し)た(項目|問題|もの|テストケース|ケース).{0,10}(一覧|リスト|見せて|教えて|出して)|(不正解|誤答)(と|に)なった(項目|問題|もの)[^。]{0,60}(教えて|教示|知りたい|一覧|リスト|見せて)|(どの|どれ).{0,6}(問題|項目).{0,10}(間違え|不正解)|(どの|どれ)\s*\d*\s*(問|個|つ)?[^。]{0,4}(落ち|落とし|間違え|不正解|外し)", SCORE_EXPLAINED, "why"),
            Trigger.of(COUNTED_RIGHT["ja"], COUNTED, "item"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("ja"),
            _checked_first("ja"),
            _value_doubted("ja"),
            _score_doubted("ja"),
            _score_questioned("ja"),
            *_named_model_reads("ja"),
            _claim_asked("ja"),
            _score_how("ja"),
            _model_doing("ja"),
            _key_verdict_asked("ja"),
            Trigger.of(_STATISTICS["ja"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["ja"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["ja"], TIMES_RUN, "runs"),
            _why_first("ja"),
            *_table_reads("ja"),
            *_same_failures("ja"),
            Trigger.of(r"(誰|どなた|どの方)(が|か).{0,20}(実行|起動|走らせ|回し|流し)", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"なぜ|なんで(?!す|しょ)|どうして|何故|理由", 1.0, "why"),
            Trigger.of(r"何があった|何が起き|どうしてこう", 1.2, "why"),  # what happened: a read of what went wrong
            Trigger.of(r"分析|診断|原因", 1.0, "why"),
            Trigger.of(r"\d+\s*%[^。？?]{0,10}(何が原因|原因は|なぜ|なんで|どうして)", SCORE_EXPLAINED, "why"),  # how a score comes about
            Trigger.of(r"(モデル|model)\s*[?？/、]\s*(bench|ベンチ|キー|key)|(bench|ベンチ\w*|キー|key)\s*[?？/、]\s*(モデル|model)", FAULT, "why"),  # "モデル？bench？": which one's fault
            Trigger.of(r"(ベンチマーク|キー|問題文|設問|データ)(の|が)?(側の)?(せい|問題|原因).{0,20}(モデル)|モデル(自体|自身|側)?の(せい|問題).{0,20}(ベンチマーク|キー|問題文|設問|問題|データ)|どっちのせい|誰のせい", FAULT, "why"),
            Trigger.of(r"低い|悪い|ひどい|ダメ|駄目|間違", 0.5, "why"),
            Trigger.of(r"スコア|点数|得点|何点|正答率|精度|成績", 0.8, "score"),
            Trigger.of(r"結果(を|も|は)?[^。]{0,4}(見せて|教えて|知りたい|出して)", 1.0, "score"),  # "tiny-2の結果も見せてください"
            Trigger.of(r"何点|(点数|成績|得点|スコア)(は|って)?.{0,6}(どう|いくつ|いくら|何|どれ|教えて)|\d*点(だった|取った|とった|とれた)", 1.5, "score"),
            Trigger.of(r"(?<![a-z])check(?![a-z])[^。？?]{0,20}((?<![a-z])(results?|scores?)(?![a-z])|結果|スコア|成績)|((?<![a-z])(results?|scores?)(?![a-z])|結果|スコア|成績)[^。？?]{0,8}(?<![a-z])check(?![a-z])", 2.0, "score"),  # "capitals の results を check して"
            Trigger.of(r"比較|比べ|違い|差(?!し替|し換)|どっちが|どちら(のモデル)?が", 1.0, "compare"),
            Trigger.of(r"(項目|問題|アイテム|問)\s*\d+.{0,6}(を)?(見て|見せて|確認|調べ|チェック)|(見て|確認して).{0,6}(項目|問題)", 0.9, "item"),
            Trigger.of(r"(?<!解答)(?<!回答)(キー|参照解答|模範解答)(は|って)(何|なに|どう|どれ)", KEY_ASKED, "item"),  # what an item's key or reference is: a read ("解答キー" is the word asked about)
            Trigger.of(_RESULTS_SHOWN["ja"], RESULTS_SHOWN, "score"),
            Trigger.of(r"(何と|なんと|何て|なんて)(答え|回答|返し)", KEY_ASKED, "item"),  # what a model answered: a read
            Trigger.of(r"(何|どれ|どこ)を(落とし|間違え|外し)", KEY_ASKED, "item"),  # what a model missed: a read of its items
            # whether a model got a question right, the question named by what it asks ("フランスの首都の問題でtiny-1は正解した？")
            Trigger.of(r"の(問題|設問)(で|は)[^。？?]{0,20}(正解|不正解|間違え|間違っ|外し|落とし)(した|して|だった|てた|た)[^。]{0,4}[?？]", KEY_ASKED, "item"),
            Trigger.of(r"(項目|問題|アイテム)\s*\d+|第\s*\d+\s*問|\d+\s*問目|\d+\s*番", 0.4, "item"),
            Trigger.of(r"^(?!.*(変更|修正して|直して|書き換え|にして|削除|消して|外して|除外))(?=.*(参照解答|参照回答|模範解答|正解データ|参考解答|正解キー|解答キー|正解の?キー|ラベル|(問目|問|番|(項目|問題|item)\s*\d+)\s*の?(正解|答え)(?!扱い|に|と)))(?=.*(間違|まちが|おかし|合って|正しい|変じゃ|へん|怪し|あやし|じゃな(い|くて)|ではな(い|くて)|では[?？]|妥当|合理的|理にかな|筋が通|納得でき))(?=.*(確認|見て|チェック|[?？]|よね|じゃない|くない|てない|しい$))", DOUBT, "item"),
            _key_checked("ja"),
            _key_doubted_in_own_view("ja"),
            _key_behaviour_asked("ja"),
            # a named model's score said to make no sense ("またtiny-1がgsm-miniで60%とか意味わかんないんだけど"): why it is that
            Trigger.of(rf"{A_MODEL}[^。]{{0,25}}\d+\s*%[^。]{{0,10}}(意味(が)?(わかんない|わからない|わからん|不明)|ありえない|ありえん|謎)", 2.0, "why"),
            Trigger.of(r"^(?=.*(\d+\s*%|スコア|点数|正答率))(?=.*(キー|解答))(?=.*(前|後|古い|新しい))(?=.*[?？])(?!.*(して|してください|してほしい)[。!！]?$)", SCORE_KEYED, "score"),
            Trigger.of(r"実行(の)?(一覧|履歴|リスト)|(最近|過去)の\s*(実行|run|ラン)", 0.9, "runs"),
            Trigger.of(r"(run|ラン)\s*(の)?\s*(一覧|履歴|リスト)", RUN_LIST, "runs"),  # "run" in English: the classifier hears a launch
            Trigger.of(r"進捗|状況|ステータス|終わった|完了した|どこまで", 0.9, "status"),
            Trigger.of(r"(実行|ラン|学習|トレーニング)[^。？?]{0,10}(終了(予定)?(時刻|時間)|完了予定)", 2.5, "status"),  # when it ends: its progress
            _running_now("ja"),
            Trigger.of(r"答案(を)?出した|まだ解いて(る|い)", 2.0, "status"),  # a model's test handed in or still written: its run's status
            Trigger.of(r"いつ(頃|ごろ)?(終わ|完了|終了|でき)|あと(どのくらい|どれくらい|どれぐらい|何分|何時間)|(どのくらい|どれくらい|どれぐらい|どの程度|どこまで)[^。]{0,4}進(ん|み|め)|進み具合|(終わ|完了|終了)(る|する)?(見込み|予定|目安)|(まだ|もう)[^。]{0,8}(終わ|完了|終了|済ん)(?!って(い)?なければ|ってないなら|ってなかったら|らなければ|ってなけりゃ)|(終わ|完了|終了)(った|らない|らん|りそう|って(る|ない))[^。]{0,6}([?？か]|の$)|(まだ|今も|いまも)[^。]{0,6}(回って|走って|動いて|実行中)(る|いる|います)?[^。]{0,4}([?？か]|の$)", 2.5, "status"),  # how far a run is: a read
        ),
        "zh": (
            Trigger.of(r"\d+\s*%.{0,30}(怎么来|怎么算|解释|原因|由来)|(解释|说明).{0,30}\d+\s*%", SCORE_EXPLAINED, "why"),  # how a score comes about: why it is what it is
            Trigger.of(r"(应该|该)[^。？?]{0,10}(训练|微调|修|改|跑|重跑)[^。？?]{0,30}还是[^。？?]{0,30}[？?]", FAULT, "why"),  # which of two to do, asked ("should I retrain tiny-1 or fix the key?"): the analysis says
            Trigger.of(r"(答错|做错|错了|没答对)的(题|题目|项).{0,10}(列出|列一下|有哪些|看看)|(列出|列一下|哪些).{0,10}(答错|做错|错)的?(题|题目)|哪些(题|题目).{0,10}(答错|做错|错)", SCORE_EXPLAINED, "why"),  # the items a model failed: the analysis lists them
            _VERSUS,
            _looked_at_only("zh"),
            _checked_first("zh"),
            _value_doubted("zh"),
            _score_doubted("zh"),
            _score_questioned("zh"),
            *_named_model_reads("zh"),
            _claim_asked("zh"),
            _score_how("zh"),
            _model_doing("zh"),
            _key_verdict_asked("zh"),
            Trigger.of(_STATISTICS["zh"], STATISTICS, "score"),
            Trigger.of(_KEY_TROUBLE_ASKED["zh"], KEY_TROUBLE, "why"),
            Trigger.of(_TIMES_RUN["zh"], TIMES_RUN, "runs"),
            _why_first("zh"),
            *_table_reads("zh"),
            *_same_failures("zh"),
            Trigger.of(r"(谁|有人).{0,6}(启动|跑|发起|运行|执行|提交)了?.{0,20}(吗|\?|？)|(谁|何人).{0,6}(启动|跑|发起|运行|执行|提交)|谁在\s*[a-z][\w-]*\s*上[^。？?]{0,4}(跑|运行|执行)", 2.0, "cost"),  # who launched a run: a read
            Trigger.of(r"为什么|为何|怎么会|咋|为啥", 1.0, "why"),
            Trigger.of(r"怎么回事|发生了什么|咋回事", 1.2, "why"),  # what happened: a read of what went wrong
            Trigger.of(r"算(高|低|好|差|正常)(吗|么|吧)|正常吗|高不高|低不低", 1.2, "why"),  # a score said, then whether it is high
            Trigger.of(r"分析|诊断|原因", 1.0, "why"),
            Trigger.of(r"(基准|benchmark|答案键|答案|题目|题|key|键|数据)(本身)?[^。？?]{0,6}还是[^。？?]{0,6}模型|模型[^。？?]{0,6}还是[^。？?]{0,10}(基准|benchmark|答案|题目|题|key|键|数据)|谁的问题|怪(基准|模型)|(不会|不行|太弱|能力|水平)[^。？?]{0,10}还是[^。？?]{0,30}(答案|答案键|基准|题目|题|key|键)[^。？?]{0,10}(有问题|错|不对)", FAULT, "why"),
            Trigger.of(r"低|差|不好|糟|错", 0.5, "why"),
            Trigger.of(r"得分|分数|多少分|成绩|准确率|表现|考了", 0.8, "score"),
            Trigger.of(r"多少分|几分|(分数|成绩|得分)(是)?(多少|怎么样|如何)|(拿|得|考)了多少", 1.5, "score"),
            Trigger.of(r"(?<![a-z])check(?![a-z])[^。？?]{0,20}((?<![a-z])(results?|scores?)(?![a-z])|结果|分数|成绩)|((?<![a-z])(results?|scores?)(?![a-z])|结果|分数|成绩)[^。？?]{0,8}(?<![a-z])check(?![a-z])", 2.0, "score"),  # "帮我 check 一下 capitals 的 results"
            Trigger.of(r"比较|对比|相比|区别|差异|哪个好|哪个更|(好|差|高|低)多少|(跟|和|与)[^。？?]{0,12}比一下", 1.0, "compare"),
            Trigger.of(r"(看看|看一下|查看|检查|显示).{0,30}(第\s*\d+\s*题|题目|\d+\s*题)", 0.9, "item"),
            Trigger.of(r"(key|答案键|参考答案|标准答案)\s*(是)?\s*(啥|什么|多少)", KEY_ASKED, "item"),  # what an item's key or reference is: a read
            Trigger.of(_RESULTS_SHOWN["zh"], RESULTS_SHOWN, "score"),
            Trigger.of(r"第\s*\d+\s*(题|项|道)|\d+\s*号题", 0.4, "item"),
            Trigger.of(r"^(?!.*(改成|改为|修改|更新|删掉|删除|去掉|移除|删了|改一下|帮我改|给我改|改过来|改正|更正))(?=.*(参考答案|标准答案|(第\s*\d+\s*(题|项|道)|\d+\s*号题)(这个|那个)?\s*的?\s*(答案|key)))(?=.*(不对|错|有问题|对吗|不太对|合理|说得通|站得住|靠谱|不(应该|应当)?是[^。？?，,]{1,10}(吗|么|[?？])|难道不是|应该是[^。？?，,]{1,10}(吧|吗|才对)))(?=.*(查一下|看看|看一下|看下|瞧瞧|核对|确认|检查|[?？]|吗|吧|是不是|是否|会不会|好像|感觉|似乎|我觉得|怀疑))", DOUBT, "item"),
            _key_checked("zh"),
            _key_doubted_in_own_view("zh"),
            _key_behaviour_asked("zh"),
            _key_said_strict("zh"),
            Trigger.of(COUNTED_RIGHT["zh"], COUNTED, "item"),
            Trigger.of(r"(运行|跑的)的?(记录|列表|历史)|最近的\s*(运行|run)|所有的?\s*(运行|run)|列出.{0,20}(运行|run)", 0.9, "runs"),
            Trigger.of(r"run\s*的?\s*(记录|列表|历史)", RUN_LIST, "runs"),  # "run" in English: the classifier hears a launch
            Trigger.of(r"进度|状态|到哪了", 0.9, "status"),
            _running_now("zh"),
            Trigger.of(r"交卷了?(吗|没)|还在(考|答题|做题)", 2.0, "status"),  # a model's test handed in or still written: its run's status
            Trigger.of(r"进度(如何|怎么样|怎样)|(跑|运行)得怎么样|(什么时候|何时|啥时候|啥时)(能|才能|会)?(结束|跑完|完成|出结果)|还要(跑)?多久|(跑|运行|进行|执行)到(哪|第几|多少|什么程度)|(运行|训练|run)[^。？?]{0,8}的?(结束|完成)时间", 2.5, "status"),  # how far a run is: a read
            Trigger.of(r"跑完了|(运行|执行)完(了)?(吗|没)|完成了吗|结束了吗|好了吗|(还)?没(跑完|跑好|结束|完成)(吗|呢|啊)?(?![^。？?]{0,3}[，,]\s*(就|那就))|跑完(没|了没)|还在跑(吗|呢)", 1.5, "status"),
        ),
    }

    triggers = {lang: (*own, *everyday.TRIGGERS[lang], _PAIR_ASKED) for lang, own in triggers.items()}  # and everyday reads

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        intent = request.intent or "why"
        if intent in everyday.INTENTS:
            return await everyday.handle(ctx, request)
        handler = {
            "score": self._score, "compare": self._compare, "runs": self._runs,
            "status": self._status, "item": self._item,
        }.get(intent, self._why)
        if intent == "why" and ctx.entities.items and ctx.entities.benchmark:
            handler = self._item
        return await handler(ctx, request)

    # -------------------------------------------------------------- the analysis

    async def _why(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        bench, model = ctx.entities.benchmark, ctx.entities.model
        if bench is None or model is None:
            return [ctx.reply(ctx.t("analyze.need_names"))]
        try:
            report = await build_report(ctx.api, self.judge, benchmark=bench, model=model, llm=self.llm)
        except NoRun:
            return [ctx.reply(ctx.t("analyze.no_run", model=Quote(text=model), benchmark=Quote(text=bench)))]
        lines = self.explain(ctx, report)
        suspected = [m.item for m in ranked_suspicions(report.misses)]
        outcomes: list[Outcome] = [ctx.reply(*lines).model_copy(update={"suspected": suspected})]
        outcomes.extend(self.hand_off(ctx, report))
        return outcomes

    def explain(self, ctx: SkillContext, report: Report) -> list[Line]:
        lines = [ctx.t("analyze.headline", model=quote(report.model), benchmark=quote(report.benchmark),
                       version=report.version, score=percent(report.correct, report.total),
                       correct=report.correct, total=report.total)]
        misses = report.misses
        if not misses:
            lines.append(ctx.t("analyze.no_misses"))
            return lines
        lines.append(ctx.t("analyze.misses", count=len(misses)))
        fmt = [m for m in misses if m.cls == "format"]
        wrong = [m for m in misses if m.cls == "model_error"]
        proven = [m for m in misses if m.cls == "wrong_reference" and m.certainty == "proven"]
        suspected = ranked_suspicions(misses)
        if fmt:
            lines.extend(format_lines(ctx, report, fmt))
        if wrong:
            lines.extend(model_error_lines(ctx, report, wrong))
        for m in proven:
            lines.extend(proven_lines(ctx, report.model, m))
        if suspected:
            lines.extend(suspicion_lines(ctx, report, suspected))
        if fmt and any(c.certainty == "proven" for c in report.reference_changes):
            lines.append(ctx.t("analyze.reference_separately", item=proven[0].item))
        lines.append(ctx.t(verdict_key(misses)))
        return lines

    def hand_off(self, ctx: SkillContext, report: Report) -> list[Outcome]:
        """The next step the analysis proposes on its own: never a suspected reference change."""
        base = Findings(benchmark=report.benchmark, version=report.version, model=report.model,
                        baseline_run=report.run)
        if report.key_changes:
            found = base.model_copy(update={"key_changes": report.key_changes, "previews": report.run_previews})
            return [HandOff(skill="benchmark-edit", request=Request(text="", intent="widen", handed=found))]
        proven = [c for c in report.reference_changes if c.certainty == "proven"]
        if proven:
            found = base.model_copy(update={"reference_change": proven[0]})
            return [HandOff(skill="benchmark-edit", request=Request(text="", intent="reference", handed=found))]
        if report.verdict == "model":
            return [HandOff(skill="training-launch", request=Request(text="", intent="train", handed=base))]
        return []

    async def _item(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        bench = ctx.entities.benchmark
        if bench is None or not ctx.entities.items:
            return [ctx.reply(ctx.t("analyze.need_item"))]
        number = ctx.entities.items[0]
        version = await ctx.api.get_version(bench)
        item = next((i for i in version.items if i.number == number), None)
        if item is None:
            return [ctx.reply(ctx.t("analyze.no_item", item=number, benchmark=Quote(text=bench)))]
        runs = latest_per_model(await ctx.api.list_runs(benchmark=bench, version=version.version))
        lines = [ctx.t("analyze.item_head", item=number, benchmark=quote(bench), version=version.version),
                 ctx.t("analyze.item_question", question=quote(item.question)),
                 ctx.t("analyze.item_key", reference=quote(item.reference), accepted=quote(" | ".join(item.accepted)),
                       rule=ctx.text(f"rule.{item.match}"))]
        analyzed = await model_runs(ctx.api, list(runs.values()))
        lines.extend(item_answer_lines(ctx, analyzed, number))
        missed = next((r for r in analyzed if r.correct.get(number) is False), None)
        if missed is None:
            lines.append(ctx.t("analyze.item_all_right"))
            return [ctx.reply(*lines)]
        others = [r for r in analyzed if r.run_id != missed.run_id]
        analysis = await analyze_run(missed, [item_key(item)], others, self.judge)
        miss = next(m for m in analysis.misses if m.item == number)
        if miss.cls == "wrong_reference" and miss.certainty == "suspected":
            # Shown as a suspicion; the change waits until a person asks for it.
            lines.extend(await self._item_suspicion(ctx, item_key(item), missed.model, miss))
            return [ctx.reply(*lines).model_copy(update={"suspected": [number]})]
        base = Findings(benchmark=bench, version=version.version, model=missed.model, baseline_run=missed.run_id)
        found, outcomes = item_finding(ctx, missed.model, miss, analysis, base)
        return [ctx.reply(*lines, *found).model_copy(update={"suspected": []}), *outcomes]

    async def _item_suspicion(self, ctx: SkillContext, key: ItemKey, model: str, miss: Miss) -> list[Line]:
        """A suspected reference on one item: who agrees instead, a second opinion, and the question."""
        agree = len(miss.agreeing_models) + 1
        template = "analyze.item_suspect" if agree >= miss.answered else "analyze.item_suspect_some"
        lines = [ctx.t(template, key=quote(miss.key), consensus=quote(miss.consensus_answer or ""),
                       models=quote(_agreeing(model, miss)), agree=agree, answered=miss.answered)]
        if self.llm is not None:
            opinions = await second_opinions(self.llm, [miss], {miss.item: key})
            lines.extend(opinion_line(ctx, miss, o) for o in opinions)
        lines.append(ctx.t("analyze.suspect_ask", item=miss.item, answer=quote(miss.consensus_answer or "")))
        return lines

    # -------------------------------------------------------------- everyday reads

    async def _score(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        bench, model = ctx.entities.benchmark, ctx.entities.model
        if bench is None:
            return [ctx.reply(ctx.t("analyze.need_benchmark"))]
        if model is None:
            return await self._runs(ctx, request)
        run = await latest_run(ctx.api, bench, model)
        if run is None:
            return [ctx.reply(ctx.t("analyze.no_run", model=Quote(text=model), benchmark=Quote(text=bench)))]
        return [ctx.reply(self._score_line(ctx, run))]

    def _score_line(self, ctx: SkillContext, run: Run) -> Line:
        return ctx.t("analyze.score", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                     score=percent(run.correct or 0, run.total), correct=run.correct or 0, total=run.total,
                     version=run.version, when=run.finished_at or run.created_at)

    async def _compare(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        bench = ctx.entities.benchmark
        models = ctx.entities.models
        if bench is None or len(models) < 2:
            return [ctx.reply(ctx.t("analyze.need_two_models"))]
        version = (await ctx.api.get_benchmark(bench)).current_version
        latest = latest_per_model(await ctx.api.list_runs(benchmark=bench, version=version))
        missing = [m for m in models[:2] if m not in latest]
        if missing:
            return [ctx.reply(ctx.t("analyze.no_run", model=Quote(text=missing[0]), benchmark=Quote(text=bench)))]
        a, b = await model_runs(ctx.api, [latest[m] for m in models[:2]])
        ra, rb = latest[models[0]], latest[models[1]]
        lines = [ctx.t("analyze.compare_head", benchmark=Quote(text=bench), version=version,
                       a=Quote(text=ra.model), a_score=percent(ra.correct or 0, ra.total),
                       b=Quote(text=rb.model), b_score=percent(rb.correct or 0, rb.total))]
        only_a, only_b = flips(b, a)[0], flips(a, b)[0]
        if not only_a and not only_b:
            lines.append(ctx.t("analyze.compare_same"))
        if only_a:
            lines.append(ctx.t("analyze.compare_only", model=Quote(text=ra.model), items=_items(only_a), count=len(only_a)))
        if only_b:
            lines.append(ctx.t("analyze.compare_only", model=Quote(text=rb.model), items=_items(only_b), count=len(only_b)))
        return [ctx.reply(*lines)]

    async def _runs(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        runs = await ctx.api.list_runs(benchmark=ctx.entities.benchmark, model=ctx.entities.model)
        if not runs:
            return [ctx.reply(ctx.t("analyze.no_runs"))]
        lines = [ctx.t("analyze.runs_head", count=len(runs))]
        for run in runs[:10]:
            lines.append(self._run_line(ctx, run))
        return [ctx.reply(*lines)]

    def _run_line(self, ctx: SkillContext, run: Run) -> Line:
        if run.status == "succeeded":
            return self._score_line(ctx, run)
        return ctx.t("analyze.run_status", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                     version=run.version, status=ctx.text(f"status.{run.status}"), done=run.done, total=run.total)

    async def _status(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if ctx.entities.run_ids:
            run = await ctx.api.get_run(ctx.entities.run_ids[0])
            return [ctx.reply(self._run_line(ctx, run))]
        runs = await ctx.api.list_runs(benchmark=ctx.entities.benchmark, model=ctx.entities.model)
        if not runs:
            return [ctx.reply(ctx.t("analyze.no_runs"))]
        return [ctx.reply(self._run_line(ctx, runs[0]))]


def format_lines(ctx: SkillContext, report: Report, fmt: Sequence[Miss]) -> list[Line]:
    """The misses that are only the format: each item, the score once the key accepts them, what is left out."""
    lines = [ctx.t("analyze.format_group", count=len(fmt))]
    lines.extend(ctx.t("analyze.format_item", item=m.item, answer=quote(m.answer), key=quote(m.key)) for m in fmt)
    if report.preview:
        lines.append(ctx.t("analyze.proof", before=percent(report.correct, report.total),
                           after=percent(report.preview.correct_after, report.total),
                           up=report.preview.wrong_to_right, down=report.preview.right_to_wrong))
    lines.extend(ctx.t("analyze.left_out", item=o.item, reason=quote(o.reason)) for o in report.left_out)
    return lines


def model_error_lines(ctx: SkillContext, report: Report, wrong: Sequence[Miss]) -> list[Line]:
    """The model's own errors: each item (with the models that got it right), then the model's judgments."""
    lines = [ctx.t("analyze.model_group", count=len(wrong))]
    for m in wrong:
        if m.passing_models:
            lines.append(ctx.t("analyze.model_item_others", item=m.item, answer=quote(m.answer), key=quote(m.key),
                               others=quote(", ".join(m.passing_models))))
        else:
            lines.append(ctx.t("analyze.model_item", item=m.item, answer=quote(m.answer), key=quote(m.key)))
    lines.extend(ctx.t("analyze.model_judgment", item=j.item, answer=quote(j.answer), key=quote(j.key))
                 for j in report.judgments)
    return lines


def suspicion_lines(ctx: SkillContext, report: Report, suspected: Sequence[Miss]) -> list[Line]:
    """The suspected references, most likely first, each with its second opinion, then the question
    about the first."""
    lines = [ctx.t("analyze.suspect_group", count=len(suspected))]
    opinions = {o.item: o for o in report.opinions}
    for m in suspected:
        lines.append(suspicion_line(ctx, report.model, m))
        if m.item in opinions:
            lines.append(opinion_line(ctx, m, opinions[m.item]))
    top = suspected[0]
    lines.append(ctx.t("analyze.suspect_ask", item=top.item, answer=quote(top.consensus_answer or "")))
    return lines


def item_answer_lines(ctx: SkillContext, analyzed: Sequence[ModelRun], number: int) -> list[Line]:
    """Each model's answer to one item, right or wrong."""
    lines = []
    for r in analyzed:
        if number in r.answers:
            verdict = ctx.text("analyze.right" if r.correct.get(number) else "analyze.wrong")
            lines.append(ctx.t("analyze.item_answer", model=quote(r.model), answer=quote(r.answers[number]), verdict=verdict))
    return lines


def item_finding(
    ctx: SkillContext, model: str, miss: Miss, analysis: RunAnalysis, base: Findings
) -> tuple[list[Line], list[Outcome]]:
    """What one item's miss is (a proven reference, the format, the model's error) and the edit it hands on."""
    if miss.cls == "wrong_reference":
        lines = proven_lines(ctx, model, miss)
        if not analysis.reference_changes:
            return lines, []
        found = base.model_copy(update={"reference_change": analysis.reference_changes[0]})
        return lines, [HandOff(skill="benchmark-edit", request=Request(text="", intent="reference", handed=found))]
    if miss.cls == "format" and analysis.key_changes:
        lines = [ctx.t("analyze.item_format", model=quote(model), answer=quote(miss.answer))]
        found = base.model_copy(update={"key_changes": analysis.key_changes})
        return lines, [HandOff(skill="benchmark-edit", request=Request(text="", intent="widen", handed=found))]
    return [ctx.t("analyze.item_model_error", model=quote(model))], []


def verdict_key(misses: Sequence[Miss]) -> str:
    """The verdict that names what was found; suspicions count as neither side's fault."""
    narrow = any(m.cls == "format" for m in misses)
    reference = any(m.cls == "wrong_reference" and m.certainty == "proven" for m in misses)
    model = any(m.cls == "model_error" for m in misses)
    if model:
        faults = {(True, True): "all", (False, True): "both_reference", (True, False): "both", (False, False): "model"}
        return f"analyze.verdict.{faults[narrow, reference]}"
    if narrow and reference:
        return "analyze.verdict.narrow_reference"
    if narrow or reference:
        return "analyze.verdict.narrow" if narrow else "analyze.verdict.reference"
    return "analyze.verdict.suspicions" if misses else "analyze.verdict.none"


def proven_lines(ctx: SkillContext, model: str, miss: Miss) -> list[Line]:
    """A wrong reference that facts of the benchmark show: said as a fact."""
    key = "analyze.reference_not_a_choice" if miss.rule == "reference_not_a_choice" else "analyze.reference_fails_key"
    lines = [ctx.t(key, item=miss.item, key=Quote(text=miss.key))]
    if miss.consensus_answer:
        lines.append(ctx.t("analyze.reference_models", consensus=Quote(text=miss.consensus_answer),
                           models=Quote(text=_agreeing(model, miss))))
    return lines


def suspicion_line(ctx: SkillContext, model: str, miss: Miss) -> Line:
    """One suspected reference: the question (short), the reference and what the models answer."""
    agree = len(miss.agreeing_models) + 1
    key = "analyze.suspect_item" if agree >= miss.answered else "analyze.suspect_item_some"
    return ctx.t(key, item=miss.item, question=Quote(text=_short(miss.question)), key=Quote(text=miss.key),
                 consensus=Quote(text=miss.consensus_answer or ""), models=Quote(text=_agreeing(model, miss)),
                 agree=agree, answered=miss.answered)


def opinion_line(ctx: SkillContext, miss: Miss, opinion: SecondOpinion) -> Line:
    """A language model's second opinion on a suspected reference, said as its opinion."""
    return ctx.t(f"analyze.opinion_{opinion.right}", item=miss.item, key=Quote(text=miss.key),
                 consensus=Quote(text=miss.consensus_answer or ""))


def _short(text: str, limit: int = 90) -> str:
    flat = collapse_ws(text)
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _agreeing(model: str, miss: Miss) -> str:
    """Every model giving the consensus answer: the analyzed one and those agreeing with it."""
    return ", ".join(sorted({model, *miss.agreeing_models}))


def _items(numbers: Sequence[int]) -> list[Words | Quote]:
    return [Words(text=", ".join(str(n) for n in numbers))]
