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

# Per language, on the router's normalised text (lower case, Latin accents stripped): how a list is
# asked for, with {noun} where the models' or the benchmarks' word goes, and the two words.
_LISTS: dict[str, tuple[str, str, str]] = {
    "en": (r"\b(what|which) {noun}\b|\b(list|show)( me)?( all| the| our)? {noun}\b|\b{noun} (do we|are there|exist|are available|can (i|we) (use|run))\b|\bavailable {noun}\b",
           "models", "benchmarks"),
    "de": (r"\bwelche {noun}\b|\b(liste|zeig)\w*( mir)?( alle| die| unsere)? {noun}\b|\b{noun} (haben wir|gibt es|sind verfugbar|stehen)\b|\bverfugbaren? {noun}\b",
           "modelle", "benchmarks"),
    "fr": (r"\bquels {noun}\b|\b(liste|montre)\w*( moi)?( tous)?( les| nos)? {noun}\b|\b{noun} (avons-nous|a-t-on|y a-t-il|disponibles|dispo)\b",
           "modeles", "benchmarks"),
    "es": (r"\bque {noun}\b|\b(lista|muestra)\w*( me)?( todos)?( los| nuestros)? {noun}\b|\b{noun} (tenemos|hay|disponibles)\b",
           "modelos", "benchmarks"),
    "pt": (r"\bquais {noun}\b|\b(lista|mostra|mostre)\w*( os| nossos| todos os)? {noun}\b|\b{noun} (temos|existem|ha|disponiveis)\b",
           "modelos", "benchmarks"),
    "ja": (r"(どの|どんな|使える|利用できる|利用可能な){noun}(?!で)|{noun}(の)?(一覧|リスト)", "モデル", "ベンチマーク"),
    "zh": (r"(哪些|什么|有什么|可用的|能用的){noun}|{noun}(列表|清单|有哪些)|列出.{{0,6}}{noun}", "模型", "基准"),
}
# Whether the workspace has a benchmark on a subject yet ("gibts schon nen benchmark für ICD-10 oder müssen wir den selber
# bauen?", "is there already a benchmark for timetables?"): the benchmarks listed, with what each is on
_ONE_EXISTS = {
    "en": r"\b(is there|are there|do we have|have we got|does (it|benchgen|the workspace) have)( already| yet| any)*( a| an| any)? benchmarks? (for|on|about|covering)\b",
    "de": r"\b(gibt( es)?|gibts|haben wir)( schon| bereits| eigentlich| denn)*( einen| ein| nen| n)? benchmarks? (fur|zu|zum|zur|uber)\b",
    "fr": r"\b(il y a|y a-t-il|existe-t-il|avons-nous|on a)( deja)?( un| des)? benchmarks? (pour|sur|de)\b",
    "es": r"\b(hay|existe|tenemos)( ya)?( algun| un)? benchmarks? (para|de|sobre)\b",
    "pt": r"\b(tem|existe|ha|temos)( ja)?( algum| um)? benchmarks? (pra|para|de|sobre)\b",
    "zh": r"(有没有|是否有|已经有|有现成的?)[^。？?]{0,12}(基准|benchmark)",
    "ja": r"(ベンチマーク|benchmark)[^。？?]{0,4}(って|は)?(もう|すでに|既に)?(ある|あります)[?？か]",
}
TRIGGERS: dict[str, tuple[Trigger, ...]] = {
    lang: (_T(asked.format(noun=models_word), 1.6, "models"), _T(asked.format(noun=benchmarks_word), 1.6, "benchmarks"),
           _T(_ONE_EXISTS[lang], 1.6, "benchmarks"))
    for lang, (asked, models_word, benchmarks_word) in _LISTS.items()
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
