"""benchmark-launch: a fresh run of a model on a benchmark, measured and reported in the thread.

It shows the cost and the balance before asking; on yes it launches with the proposal's id as the
idempotency key, shows progress in one message updated in place, and posts the final score
against the previous version's.
"""

from __future__ import annotations

from typing import ClassVar

from bot.benchgen.client import BenchGenSession
from bot.benchgen.models import Run
from bot.store.models import Proposal
from bot.text import Line, Quote
from bot.turn import OutgoingMessage
from skills.analyze import READ_SCOPES, percent
from skills.base import Outcome, Propose, Request, Skill, SkillContext, Trigger
from skills.reads import flips, latest_run, model_run
from skills.watch import watch


class LaunchSkill(Skill):
    id: ClassVar[str] = "benchmark-launch"
    kinds: ClassVar[tuple[str, ...]] = ("launch", "cancel_run")
    scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"runs:write"}
    execute_scopes: ClassVar[frozenset[str]] = READ_SCOPES | {"runs:write"}
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"\b(launch|re-?run|kick off|start)\b", 1.0, "launch"),
            Trigger.of(r"\brun\b(?!s)\s+\S+\s+(on|against)\b|^\s*run\b", 1.0, "launch"),
            Trigger.of(r"\b(evaluate|eval|re-?evaluate|measure|benchmark it)\b", 1.0, "launch"),
            Trigger.of(r"\b(fresh|new|another)\s+run\b|\brun (it )?again\b", 1.2, "launch"),
            Trigger.of(r"\b(cancel|stop|abort|kill)\b.{0,12}\b(run|evaluation)\b", 1.5, "cancel"),
        ),
    }

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if request.intent == "cancel":
            return await self._propose_cancel(ctx)
        data = request.data
        bench = data.get("benchmark") or ctx.entities.benchmark
        model = data.get("model") or ctx.entities.model
        if bench is None or model is None:
            return [ctx.reply(ctx.t("launch.need_names"))]
        if not ctx.api.allows("runs:write"):
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("launch.not_allowed", role=ctx.text(f"role.{me.role}")))]
        benchmark = await ctx.api.get_benchmark(bench)
        version = int(data.get("version") or benchmark.current_version)
        models = {m.name: m for m in await ctx.api.list_models()}
        if model not in models:
            return [ctx.reply(ctx.t("launch.unknown_model", model=Quote(text=model)))]
        model_version = int(data.get("model_version") or ctx.entities.model_version or models[model].version)
        items = next((v.item_count for v in benchmark.versions if v.version == version), None)
        if items is None:
            items = len((await ctx.api.get_version(bench, version)).items)
        cost = models[model].price_per_item * items
        me = await ctx.api.me()
        q = lambda s: Quote(text=s)  # noqa: E731
        if me.credits < cost:
            return [ctx.reply(ctx.t("launch.short", model=q(model), benchmark=q(bench), cost=cost,
                                    balance=me.credits, missing=cost - me.credits))]
        baseline = data.get("baseline_run")
        if baseline is None:
            previous = await latest_run(ctx.api, bench, model)
            baseline = previous.id if previous else None
        lines: list[Line] = [ctx.t("launch.propose", model=q(model), model_version=model_version, benchmark=q(bench),
                                   version=version, items=items, cost=cost, balance=me.credits,
                                   after=me.credits - cost)]
        action: dict[str, object] = {"benchmark": bench, "version": version, "model": model,
                                  "model_version": model_version, "cost": cost, "baseline_run": baseline}
        return [Propose(skill=self.id, kind="launch", action=action, lines=lines, benchmark_version=version)]

    async def _propose_cancel(self, ctx: SkillContext) -> list[Outcome]:
        running = [r for r in await ctx.api.list_runs(benchmark=ctx.entities.benchmark, model=ctx.entities.model)
                   if r.status in ("queued", "running")]
        if not running:
            return [ctx.reply(ctx.t("launch.nothing_running"))]
        run = running[0]
        lines = [ctx.t("launch.propose_cancel", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                       done=run.done, total=run.total)]
        return [Propose(skill=self.id, kind="cancel_run", action={"run": run.id}, lines=lines)]

    async def execute(self, ctx: SkillContext, proposal: Proposal) -> list[Outcome]:
        action = proposal.action
        if proposal.kind == "cancel_run":
            run = await ctx.api.cancel_run(str(action["run"]), idempotency_key=proposal.id)
            return [ctx.reply(ctx.t("launch.cancelled", model=Quote(text=run.model), refunded=run.refunded))]
        run = await ctx.api.launch_run(benchmark=str(action["benchmark"]), model=str(action["model"]),
                                       version=int(action["version"]), model_version=int(action["model_version"]),
                                       idempotency_key=proposal.id)
        ref = await ctx.outbox.send(OutgoingMessage(lines=[self._progress(ctx, run)], kind="progress"))
        baseline = action.get("baseline_run")
        async def finish(session: BenchGenSession, done: Run) -> None:
            lines = await self._result(ctx, session, done, baseline)
            await ctx.outbox.send(OutgoingMessage(lines=lines, kind="result"))

        ctx.background.start(f"watch-{run.id}", lambda: watch(
            ctx, run, ref, lambda session, r: session.get_run(r.id), lambda r: self._progress(ctx, r), finish))
        return []

    def _progress(self, ctx: SkillContext, run: Run) -> Line:
        return ctx.t("launch.progress", model=Quote(text=run.model), benchmark=Quote(text=run.benchmark),
                     version=run.version, done=run.done, total=run.total)

    async def _result(self, ctx: SkillContext, session: BenchGenSession, run: Run, baseline: str | None) -> list[Line]:
        q = lambda s: Quote(text=s)  # noqa: E731
        if run.status != "succeeded":
            return [ctx.t(f"launch.ended_{run.status}", model=q(run.model), benchmark=q(run.benchmark),
                          refunded=run.refunded)]
        now = ctx.t("launch.result", model=q(run.model), model_version=run.model_version, benchmark=q(run.benchmark),
                    version=run.version, score=percent(run.correct or 0, run.total), correct=run.correct or 0,
                    total=run.total)
        if not baseline:
            return [now]
        before = await session.get_run(baseline)
        up, down = flips(await model_run(session, before), await model_run(session, run))
        return [now, ctx.t("launch.against", score=percent(before.correct or 0, before.total),
                           correct=before.correct or 0, total=before.total, version=before.version,
                           model_version=before.model_version, up=len(up), down=len(down))]
