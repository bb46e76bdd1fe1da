"""What the workspace holds, for benchgen-context: its models and its benchmarks ("which models can
I run?", "welche Benchmarks gibt es?"), each with the latest scores on the benchmarks' current
versions. Read only, answered from the platform as the user; no confirmation. (A question about one
benchmark's scores or runs is benchmark-analyze's.)
"""

from __future__ import annotations

from bot.benchgen.models import Run
from bot.skill import Outcome, Request, SkillContext, Trigger
from bot.text import Quote
from skills.reads import current_scores, finished, score_line

_T = Trigger.of

# Per language, on the router's normalised text (lower case, Latin accents stripped).
TRIGGERS: dict[str, tuple[Trigger, ...]] = {
    "en": (
        _T(r"\b(what|which) models\b|\b(list|show)( me)?( all| the| our)? models\b|\bmodels (do we|are there|exist|are available|can (i|we) (use|run))\b|\bavailable models\b", 1.6, "models"),
        _T(r"\b(what|which) benchmarks\b|\b(list|show)( me)?( all| the| our)? benchmarks\b|\bbenchmarks (do we|are there|exist|are available|can (i|we) (use|run))\b|\bavailable benchmarks\b", 1.6, "benchmarks"),
    ),
    "de": (
        _T(r"\bwelche modelle\b|\b(liste|zeig)\w*( mir)?( alle| die| unsere)? modelle\b|\bmodelle (haben wir|gibt es|sind verfugbar|stehen)\b|\bverfugbaren? modelle\b", 1.6, "models"),
        _T(r"\bwelche benchmarks\b|\b(liste|zeig)\w*( mir)?( alle| die| unsere)? benchmarks\b|\bbenchmarks (haben wir|gibt es|sind verfugbar|stehen)\b|\bverfugbaren? benchmarks\b", 1.6, "benchmarks"),
    ),
    "fr": (
        _T(r"\bquels modeles\b|\b(liste|montre)\w*( moi)?( tous)?( les| nos)? modeles\b|\bmodeles (avons-nous|a-t-on|y a-t-il|disponibles|dispo)\b", 1.6, "models"),
        _T(r"\bquels benchmarks\b|\b(liste|montre)\w*( moi)?( tous)?( les| nos)? benchmarks\b|\bbenchmarks (avons-nous|a-t-on|y a-t-il|disponibles|dispo)\b", 1.6, "benchmarks"),
    ),
    "es": (
        _T(r"\bque modelos\b|\b(lista|muestra)\w*( me)?( todos)?( los| nuestros)? modelos\b|\bmodelos (tenemos|hay|disponibles)\b", 1.6, "models"),
        _T(r"\bque benchmarks\b|\b(lista|muestra)\w*( me)?( todos)?( los| nuestros)? benchmarks\b|\bbenchmarks (tenemos|hay|disponibles)\b", 1.6, "benchmarks"),
    ),
    "pt": (
        _T(r"\bquais modelos\b|\b(lista|mostra|mostre)\w*( os| nossos| todos os)? modelos\b|\bmodelos (temos|existem|ha|disponiveis)\b", 1.6, "models"),
        _T(r"\bquais benchmarks\b|\b(lista|mostra|mostre)\w*( os| nossos| todos os)? benchmarks\b|\bbenchmarks (temos|existem|ha|disponiveis)\b", 1.6, "benchmarks"),
    ),
    "ja": (
        _T(r"(どの|どんな|使える|利用できる|利用可能な)モデル|モデル(の)?(一覧|リスト)", 1.6, "models"),
        _T(r"(どの|どんな|使える|利用できる|利用可能な)ベンチマーク|ベンチマーク(の)?(一覧|リスト)", 1.6, "benchmarks"),
    ),
    "zh": (
        _T(r"(哪些|什么|有什么|可用的|能用的)模型|模型(列表|清单|有哪些)|列出.{0,6}模型", 1.6, "models"),
        _T(r"(哪些|什么|有什么|可用的|能用的)基准|基准(列表|清单|有哪些)|列出.{0,6}基准", 1.6, "benchmarks"),
    ),
}
INTENTS = frozenset({"models", "benchmarks"})


async def handle(ctx: SkillContext, request: Request) -> list[Outcome]:
    return await (models if request.intent == "models" else benchmarks)(ctx)


async def models(ctx: SkillContext) -> list[Outcome]:
    """Every model with its latest score on each benchmark's current version."""
    lines = [ctx.t("reads.models_head")]
    current = {b.name: b.current_version for b in await ctx.api.list_benchmarks()}
    runs = [r for r in finished(await ctx.api.list_runs()) if current.get(r.benchmark) == r.version]
    for model in await ctx.api.list_models():
        lines.append(ctx.t("reads.model", model=Quote(text=model.name), version=model.version,
                           count=model.price_per_item))
        by_benchmark: dict[str, Run] = {}
        for run in sorted((r for r in runs if r.model == model.name), key=lambda r: r.created_at, reverse=True):
            by_benchmark.setdefault(run.benchmark, run)
        lines.extend(score_line(ctx, r) for _, r in sorted(by_benchmark.items()))
        if not by_benchmark:
            lines.append(ctx.t("reads.model_no_runs"))
    return [ctx.reply(*lines)]


async def benchmarks(ctx: SkillContext) -> list[Outcome]:
    """Every benchmark with its current version and each model's latest score on it."""
    lines = [ctx.t("reads.benchmarks_head")]
    for summary in await ctx.api.list_benchmarks():
        lines.append(ctx.t("reads.benchmark", benchmark=Quote(text=summary.name), version=summary.current_version,
                           count=summary.item_count, description=Quote(text=summary.description)))
        ranked = await current_scores(ctx, summary.name, summary.current_version)
        lines.extend(score_line(ctx, r) for r in ranked)
        if not ranked:
            lines.append(ctx.t("reads.benchmark_no_runs"))
    return [ctx.reply(*lines)]
