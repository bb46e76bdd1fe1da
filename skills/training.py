"""training-launch: trains a model where the analysis blames the model.

It proposes a training set that no benchmark contains, says what that set is and what it costs,
and warns when asked to train on the benchmark's own items (that would contaminate the benchmark).
When the job ends it offers to evaluate the new model version.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from bot.benchgen.models import TrainingJob, TrainingSet
from bot.store.models import Proposal
from bot.text import Line, Quote
from bot.turn import OutgoingMessage
from skills.analyze import READ_SCOPES
from skills.base import HandOff, Outcome, Propose, Request, Skill, SkillContext, Trigger
from skills.watch import watch

_OWN_ITEMS = re.compile(r"\b(its|the benchmark'?s?|the same|these|those|own|benchmark)\s+(own\s+)?(items|questions|data|test set)\b|\bon (the )?(benchmark|test set) itself\b", re.IGNORECASE)


def pick_training_set(sets: list[TrainingSet], benchmark: str, topics: set[str]) -> TrainingSet | None:
    """The set whose topic matches the benchmark's items, or whose name starts like the benchmark."""
    for s in sets:
        if s.topic and s.topic in topics:
            return s
    stem = re.split(r"[-_ ]", benchmark.lower())[0]
    return next((s for s in sets if s.name.lower().startswith(stem)), None)


class TrainingSkill(Skill):
    id: ClassVar[str] = "training-launch"
    kinds: ClassVar[tuple[str, ...]] = ("training",)
    scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"training:write"}
    execute_scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"training:write"}
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"\btrain(ing|ed)?\b|\bfine-?tun(e|ing)\b|\bretrain\b", 1.2, "train"),
            Trigger.of(r"\bimprove (the )?model\b|\bteach (the )?model\b|\bmake (the )?model better\b", 1.0, "train"),
            Trigger.of(r"\bfix\b.{0,40}\bresults?\b|\bresults?\b.{0,20}\bfix\b", 0.6, "fix"),
        ),
    }

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        data = request.data
        bench = data.get("benchmark") or ctx.entities.benchmark
        model = data.get("model") or ctx.entities.model
        if model is None or bench is None:
            return [ctx.reply(ctx.t("training.need_names"))]
        if not ctx.api.allows("training:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("training.not_allowed", role=ctx.text(f"role.{me.role}")))]
        version = await ctx.api.get_version(bench)
        sets = await ctx.api.list_training_sets()
        chosen = pick_training_set(sets, bench, {i.topic for i in version.items if i.topic})
        lines: list[Line] = []
        q = lambda s: Quote(text=s)  # noqa: E731
        if _OWN_ITEMS.search(request.text) or (ctx.entities.benchmark and "train" in request.text.lower()
                                               and re.search(r"\bon\s+" + re.escape(bench), request.text, re.I)):
            lines.append(ctx.t("training.contamination", benchmark=q(bench)))
        if chosen is None:
            return [ctx.reply(*lines, ctx.t("training.no_set", benchmark=q(bench)))]
        models = {m.name: m for m in await ctx.api.list_models()}
        if model not in models:
            return [ctx.reply(ctx.t("launch.unknown_model", model=q(model)))]
        me = await ctx.api.me()
        cost = chosen.cost
        if me.credits < cost:
            return [ctx.reply(*lines, ctx.t("training.short", cost=cost, balance=me.credits, missing=cost - me.credits))]
        lines += [
            ctx.t("training.propose", model=q(model), training_set=q(chosen.name), size=chosen.size,
                  cost=cost, balance=me.credits, after=me.credits - cost, next=models[model].version + 1),
            ctx.t("training.set_is", description=q(chosen.description)),
        ]
        action: dict[str, Any] = {"model": model, "training_set": chosen.name, "benchmark": bench, "cost": cost,
                                  "baseline_run": data.get("baseline_run")}
        return [Propose(skill=self.id, kind="training", action=action, lines=lines)]

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        action = proposal.action
        job = await ctx.api.start_training(model=str(action["model"]), training_set=str(action["training_set"]),
                                           idempotency_key=proposal.id)
        ref = await ctx.outbox.send(OutgoingMessage(lines=[self._progress(ctx, job)], kind="progress"))
        ctx.background.start(f"watch-{job.id}", lambda: watch(
            ctx, job, ref, lambda session, j: session.get_training_job(j.id), lambda j: self._progress(ctx, j),
            lambda session, j: self._finish(ctx, j, action)))
        return []

    def _progress(self, ctx: SkillContext, job: TrainingJob) -> Line:
        return ctx.t("training.progress", model=Quote(text=job.model), training_set=Quote(text=job.training_set),
                     done=job.done, total=job.total)

    async def _finish(self, ctx: SkillContext, job: TrainingJob, action: dict[str, Any]) -> None:
        q = lambda s: Quote(text=s)  # noqa: E731
        if job.status != "succeeded" or job.result_model_version is None:
            line = ctx.t(f"training.ended_{job.status}", model=q(job.model))
            await ctx.outbox.send(OutgoingMessage(lines=[line], kind="result"))
            return
        line = ctx.t("training.done", model=q(job.model), version=job.result_model_version)
        await ctx.outbox.send(OutgoingMessage(lines=[line], kind="result"))
        await ctx.outbox.hand_off(HandOff(skill="benchmark-launch", request=Request(text="", intent="evaluate", data={
            "benchmark": action["benchmark"], "model": job.model, "model_version": job.result_model_version,
            "baseline_run": action.get("baseline_run")})), language=ctx.language)
