"""training-launch: trains a model where the analysis blames the model.

It proposes a training set that no benchmark contains, says what that set is and what it costs,
and warns when asked to train on the benchmark's own items (that would contaminate the benchmark).
When the job ends it offers to evaluate the new model version.
"""

from __future__ import annotations

import logging
import re
from typing import ClassVar

from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenSession
from bot.benchgen.models import TrainingJob, TrainingSet
from bot.skill import Handed, HandOff, Outcome, Plan, Propose, Request, Skill, SkillContext, Trigger, idempotency_key
from bot.store.models import Proposal
from bot.text import Line, Quote, quote
from bot.turn import OutgoingMessage
from bot.watching import WatchRequest
from skills.analyze import READ_SCOPES
from skills.phrasings import examples_of
from skills.watch import cancel_once, watch_request, watcher

log = logging.getLogger(__name__)

_OWN_ITEMS = re.compile(r"\b(its|the benchmark'?s?|the same|these|those|own|benchmark)\s+(own\s+)?(items|questions|data|test set)\b|\bon (the )?(benchmark|test set) itself\b", re.IGNORECASE)


def pick_training_set(sets: list[TrainingSet], benchmark: str, topics: set[str]) -> TrainingSet | None:
    """The set whose topic matches the benchmark's items, or whose name starts like the benchmark."""
    for s in sets:
        if s.topic and s.topic in topics:
            return s
    stem = re.split(r"[-_ ]", benchmark.lower())[0]
    return next((s for s in sets if s.name.lower().startswith(stem)), None)


class TrainingPlan(Plan, frozen=True):
    kind: ClassVar[str] = "training"
    model: str
    training_set: str
    benchmark: str
    cost: int
    baseline_run: str | None = None  # the run the trained model's score is compared with


class CancelTrainingPlan(Plan, frozen=True):
    kind: ClassVar[str] = "cancel_training"
    job: str


# A training named as what is launched or repeated ("lance un fine-tuning", "entrena otra vez", "做个微调"): the
# launch or repeat word belongs to the training, not to an evaluation run.
TRAINING_NAMED = 1.6
# A fine-tuning method named ("lancer un SFT (LoRA) de tiny-1", "LoRA auf tiny-2"): a training, whatever verb
# starts it ("lancer", "run" alone would start a benchmark run).
_METHODS = r"sft|q?lora|peft|dpo|rlhf|ft"  # "ft": a fine-tune, as ML engineers write it
_TUNING_METHOD = rf"\b({_METHODS})\b"
_TUNING_METHOD_CJK = rf"(?<![a-z])({_METHODS})(?![a-z])"
# and the training set it uses named after it ("lance un ft de tiny-1 sur gsm-train"), or after the word for a training
# itself ("Lanza un training de tiny-1 con gsm-train", "den Fine-Tuning-Job für tiny-1 auf gsm-train launchen"): the whole
# request read
_TRAINING_WORDS = (r"trainings?(?! (data|sets?|datasets?)\b)|fine-?tuning\w*|finetuning\w*|entrenamiento|entrainement|treinamento|treino"
                   r"|feinabstimmung|feintuning")
_METHOD_WITH_SET = rf"\b({_METHODS}|{_TRAINING_WORDS})\b[^.!?;]{{0,40}}\b[a-z0-9]+[-_]train\b"


class TrainingSkill(Skill):
    id: ClassVar[str] = "training-launch"
    help: ClassVar[str] = "help.training"
    plans: ClassVar[tuple[type[Plan], ...]] = (TrainingPlan, CancelTrainingPlan)
    scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"training:write"}
    execute_scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"training:write"}
    examples: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = examples_of("training-launch")
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"\btrain(ing|ed)?\b(?! (question|one|problem)s?\b)|\bfine-?tun(e|ing)\b|\bretrain\b", 1.2, "train"),
            Trigger.of(_TUNING_METHOD, TRAINING_NAMED, "train"),
            Trigger.of(_METHOD_WITH_SET, TRAINING_NAMED, "train"),
            Trigger.of(r"\b(start|launch|kick off|run|do(?! (we|you|i|they|u)\b))\b.{0,12}\b(a |an |the |another )?(training|fine-?tun\w*|" + _METHODS + r")\b|\b(training|fine-?tun\w*)\b.{0,40}\b(start|kick off|launch) (it|that|this)\b|\b(re)?train\b.{0,30}\b(again|once more)\b", TRAINING_NAMED, "train"),
            Trigger.of(r"\b(train|retrain|fine-?tune)\b[^.!?]{0,30}\b(on|with)\b\s*(the )?[a-z0-9]+[-_][a-z0-9]+", TRAINING_NAMED, "train"),  # a model trained on a named set, whatever is said of credits after it
            Trigger.of(r"\bimprove (the )?model\b|\bteach (the )?model\b|\bmake (the )?model better\b", 1.0, "train"),
            Trigger.of(r"\bfix\b", 0.6, "fix"),
            Trigger.of(r"\b(cancel|stop|abort|kill)\b.{0,20}\b(training|fine-?tun\w*)\b", 1.6, "cancel"),
        ),
        "de": (
            Trigger.of(r"\b(trainier|nachtrainier|training|fine-?tun|feintun|fein(zu)?justier)\w*", 1.2, "train"),
            Trigger.of(_TUNING_METHOD, TRAINING_NAMED, "train"),
            Trigger.of(_METHOD_WITH_SET, TRAINING_NAMED, "train"),
            Trigger.of(r"\b(start|lass|mach)\w*\b.{0,20}\b(ein |einen |das )?(training|fine-?tun\w*|feintuning)\b|\b(nach)?trainier\w*\b.{0,30}\b(nochmal|noch einmal|erneut)\b|^\W*fine-?tune\b|\b(training|fine-?tun\w*|feintuning)\b.{0,50}\b(starten|anstossen|anwerfen|beginnen)\b", TRAINING_NAMED, "train"),
            Trigger.of(r"\b(modell)\w*\b.{0,25}\b(verbesser|beibring|schlauer|besser mach)\w*|\b(verbesser|trainier)\w*\b.{0,25}\bmodell\w*", 1.0, "train"),
            Trigger.of(r"\b(korrigier|reparier|beheb|fix)\w*", 0.6, "fix"),
        ),
        "fr": (
            Trigger.of(r"\b(entrain|reentrain|fine-?tun|affin)\w*", 1.2, "train"),
            Trigger.of(_TUNING_METHOD, TRAINING_NAMED, "train"),
            Trigger.of(_METHOD_WITH_SET, TRAINING_NAMED, "train"),
            Trigger.of(r"\b(lance|lancer|relance|demarre|fais)\w*\b.{0,12}\b(un |une |l'|le |la )?(entrainement|fine-?tun\w*|affinage)\b|\b(re)?entrain\w*\b.{0,30}\b(encore|de nouveau|a nouveau)\b", TRAINING_NAMED, "train"),
            Trigger.of(r"\b(entrain|reentrain|fine-?tun|affin)\w*\b[^.!?]{0,30}\b(avec|sur)\b\s*(le |les |la )?(jeu |dataset |donnees )?[a-z0-9]+[-_][a-z0-9]+", TRAINING_NAMED, "train"),  # a model trained with a named set
            Trigger.of(r"\bameliore\w*\b.{0,20}\bmodele\b|\bmodele\b.{0,20}\b(ameliore|meilleur)\w*", 1.0, "train"),
            Trigger.of(r"\b(corrig|repar)\w*", 0.6, "fix"),
        ),
        "es": (
            Trigger.of(r"\b(entren|reentren|fine-?tun|afin(?!ador))\w*|\bajuste fino\b", 1.2, "train"),
            Trigger.of(_TUNING_METHOD, TRAINING_NAMED, "train"),
            Trigger.of(_METHOD_WITH_SET, TRAINING_NAMED, "train"),
            Trigger.of(r"\b(lanza|inicia|arranca|haz)\w*\b.{0,12}\b(un |el )?(entrenamiento|fine-?tun\w*|ajuste fino)\b|\b(re)?entren\w*\b.{0,30}\b(otra vez|de nuevo)\b", TRAINING_NAMED, "train"),
            Trigger.of(r"\b(entren|reentren|fine-?tun|afin(?!ador))\w*\b[^.!?]{0,30}\b(con|en)\b\s*(el |los |la )?(conjunto |dataset |datos )?[a-z0-9]+[-_][a-z0-9]+", TRAINING_NAMED, "train"),  # a model trained with a named set
            Trigger.of(r"\b(ajust|adapt|especializ)\w*\b[^.!?;]{0,30}\b(con|en|usando)\b\s*(el |los |la )?(conjunto |dataset |datos )?[a-z0-9]+[-_]train\b", TRAINING_NAMED, "train"),  # "ajusta tiny-1 con capitals-train": tuned with a training set
            Trigger.of(r"\bmejor(a|ar|e|emos)\b.{0,20}\bmodelo\b|\bmodelo\b.{0,20}\bmejor(e|ar)\b", 1.0, "train"),
            Trigger.of(r"\b(arregl|corrig|correg|repar)\w*", 0.6, "fix"),
        ),
        "pt": (
            Trigger.of(r"\b(trein|retrein|fine-?tun)\w*|\bajuste fino\b", 1.2, "train"),
            Trigger.of(_TUNING_METHOD, TRAINING_NAMED, "train"),
            Trigger.of(_METHOD_WITH_SET, TRAINING_NAMED, "train"),
            Trigger.of(r"\b(lanca|inicia|dispara|comeca|faz|faca)\w*\b.{0,12}\b(um |o )?(treinamento|treino|fine-?tun\w*|ajuste fino)\b|\b(re)?trein\w*\b.{0,30}\b(de novo|outra vez|novamente)\b", TRAINING_NAMED, "train"),
            Trigger.of(r"\b(trein|retrein|fine-?tun)\w*\b[^.!?]{0,30}\b(com|no|na|em)\b\s*(o |os |a )?(conjunto |dataset |dados )?[a-z0-9]+[-_][a-z0-9]+", TRAINING_NAMED, "train"),  # a model trained with a named set
            Trigger.of(r"\b(ajust|afin|adapt|especializ)\w*\b[^.!?;]{0,30}\b(com|no|na|em|usando)\b\s*(o |os |a )?(conjunto |dataset |dados )?[a-z0-9]+[-_]train\b", TRAINING_NAMED, "train"),  # "ajustar o tiny-1 com o capitals-train": tuned with a training set
            Trigger.of(r"\bmelhor(a|ar|e|em)\b.{0,20}\bmodelo\b|\bmodelo\b.{0,20}\bmelhor(e|ar)\b", 1.0, "train"),
            Trigger.of(r"\b(corrig|conserta|arrum)\w*", 0.6, "fix"),
        ),
        "ja": (
            Trigger.of(r"トレーニング|(?<!機械)(?<!深層)学習|訓練|ファインチューニング|ファインチューン|鍛え", 1.2, "train"),  # not "machine learning"
            Trigger.of(_TUNING_METHOD_CJK, TRAINING_NAMED, "train"),
            Trigger.of(r"(トレーニング|学習|訓練|ファインチューニング|ファインチューン|微調整)(を)?(開始|始め|実行|回し|走らせ|やり直|もう一度)|(もう一度|再度)(トレーニング|学習|ファインチューニング)", TRAINING_NAMED, "train"),
            Trigger.of(r"モデル.{0,8}(改善|良く|よく|強化|賢く)", 1.0, "train"),
            Trigger.of(r"[a-z][\w-]*\s*(で|を使って|を使い)\s*[^。]{0,20}(学習|トレーニング|訓練|ファインチューニング)(して|させて|を(お願い|開始))", 2.5, "train"),  # "train tiny-2 with capitals-train", whatever reason comes first
            Trigger.of(r"(?<!取り)(?<!やり)(?<!測り)(?<!計り)(?<!録り)(直し|直せ|直す)|修正(?!後|した後|したので|されたので)", 0.6, "fix"),  # not "取り直して" (taken again)
        ),
        "zh": (
            Trigger.of(r"训练|微调|再训练|调优", 1.2, "train"),
            Trigger.of(_TUNING_METHOD_CJK, TRAINING_NAMED, "train"),
            Trigger.of(r"(启动|开始|跑|做|来)(一)?(个|次|下)?\s*(训练|微调|fine-?tune|finetune|sft|lora)|(再|重新)(训练|微调)", TRAINING_NAMED, "train"),
            Trigger.of(r"(改进|提升|改善|优化|提高).{0,24}模型|模型.{0,10}(改进|提升|变好|更好)", 1.0, "train"),
            Trigger.of(r"用\s*[a-z][\w-]*\s*(来|去)?(训练|微调)|(训练|微调)一下", 2.5, "train"),
            Trigger.of(r"在\s*[a-z0-9]+[-_]train\s*上\s*(训练|微调|再训练)", 2.5, "train"),  # "在 capitals-train 上训练 tiny-2，训完再…评一下"  # "train tiny-2 with capitals-train", whatever reason comes first
            Trigger.of(r"修正|修复|修好|纠正|修一下", 0.6, "fix"),
        ),
    }

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if request.intent == "cancel":
            return await self._propose_cancel(ctx)
        handed = request.handed or Handed(benchmark="")
        bench = handed.benchmark or ctx.entities.benchmark
        model = handed.model or ctx.entities.model
        if model is None or bench is None:
            return [ctx.reply(ctx.t("training.need_names"))]
        if not ctx.api.allows("training:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("training.not_allowed", role=ctx.text(f"role.{me.role}")))]
        version = await ctx.api.get_version(bench)
        sets = await ctx.api.list_training_sets()
        chosen = pick_training_set(sets, bench, {i.topic for i in version.items if i.topic})
        lines: list[Line] = []
        if _OWN_ITEMS.search(request.text) or (ctx.entities.benchmark and "train" in request.text.lower()
                                               and re.search(r"\bon\s+" + re.escape(bench), request.text, re.I)):
            lines.append(ctx.t("training.contamination", benchmark=quote(bench)))
        if chosen is None:
            return [ctx.reply(*lines, ctx.t("training.no_set", benchmark=quote(bench)))]
        models = {m.name: m for m in await ctx.api.list_models()}
        if model not in models:
            return [ctx.reply(ctx.t("launch.unknown_model", model=quote(model)))]
        me = await ctx.api.me()
        cost = chosen.cost
        if me.credits < cost:
            return [ctx.reply(*lines, ctx.t("training.short", cost=cost, balance=me.credits, missing=cost - me.credits))]
        lines += [
            ctx.t("training.propose", model=quote(model), training_set=quote(chosen.name), size=chosen.size,
                  cost=cost, balance=me.credits, after=me.credits - cost, next=models[model].version + 1),
            ctx.t("training.set_is", description=quote(chosen.description)),
        ]
        plan = TrainingPlan(model=model, training_set=chosen.name, benchmark=bench, cost=cost,
                            baseline_run=handed.baseline_run)
        return [Propose(skill=self.id, plan=plan, lines=lines)]

    async def _propose_cancel(self, ctx: SkillContext) -> list[Outcome]:
        """Training jobs have no list endpoint: the ones watched in this thread are the candidates."""
        for request in reversed(await watcher(ctx).book.in_thread(ctx.turn.thread_key, "training")):
            job = await ctx.api.get_training_job(request.job_id)
            if job.status in ("queued", "running"):
                line = ctx.t("training.propose_cancel", model=Quote(text=job.model),
                             training_set=Quote(text=job.training_set), done=job.done, total=job.total)
                return [Propose(skill=self.id, plan=CancelTrainingPlan(job=job.id), lines=[line])]
        return [ctx.reply(ctx.t("training.nothing_running"))]

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        plan = self.plan_of(proposal)
        if isinstance(plan, CancelTrainingPlan):
            return await self._cancel(ctx, plan.job, idempotency_key(proposal))
        assert isinstance(plan, TrainingPlan)
        job = await ctx.api.start_training(model=plan.model, training_set=plan.training_set,
                                           idempotency_key=idempotency_key(proposal))
        ref = await ctx.outbox.send(OutgoingMessage(lines=[self.progress_line(ctx, job)], kind="progress"))
        await watcher(ctx).watch(watch_request(
            ctx, kind="training", skill=self.id, job_id=job.id, progress_ref=ref, shown=job.done,
            benchmark=plan.benchmark, model=job.model, baseline_run=plan.baseline_run or None))
        return []

    async def _cancel(self, ctx: SkillContext, job_id: str, key: str) -> list[Outcome]:
        return await cancel_once(
            ctx, job_id, lambda: ctx.api.cancel_training(job_id, idempotency_key=key),
            lambda job: ctx.t("training.ended_cancelled", model=Quote(text=job.model)))

    # ------------------------------------------------------------------ watching (skills/watch.py)

    async def fetch_job(self, session: BenchGenSession, job_id: str) -> TrainingJob:
        return await session.get_training_job(job_id)

    def progress_line(self, ctx: SkillContext, job: TrainingJob) -> Line:
        return ctx.t("training.progress", model=Quote(text=job.model), training_set=Quote(text=job.training_set),
                     done=job.done, total=job.total)

    async def finish(self, ctx: SkillContext, session: BenchGenSession, job: TrainingJob,
                     request: WatchRequest) -> None:
        if job.status != "succeeded" or job.result_model_version is None:
            line = ctx.t(f"training.ended_{job.status}", model=quote(job.model))
            await ctx.outbox.send(OutgoingMessage(lines=[line], kind="result"))
            return
        line = ctx.t("training.done", model=quote(job.model), version=job.result_model_version)
        await ctx.outbox.send(OutgoingMessage(lines=[line], kind="result"))
        hand_off = HandOff(skill="benchmark-launch", request=Request(text="", intent="evaluate", handed=Handed(
            benchmark=request.benchmark, model=job.model, model_version=job.result_model_version,
            baseline_run=request.baseline_run)))
        try:
            await ctx.outbox.hand_off(hand_off, language=ctx.language)
        except bg.BenchGenError as error:  # the result is posted; only the offer to evaluate is lost
            log.warning("could not offer to evaluate the new model version", extra={"kind": type(error).__name__})
