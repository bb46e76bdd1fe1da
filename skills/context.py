"""benchgen-context: what BenchGen is and how it works, the user's balance and role, and help.

General questions are answered from a small knowledge base kept in the message catalogs (so the
answer is in the user's language) and need no linked account; balance and role do.
"""

from __future__ import annotations

import re
from typing import ClassVar

from bot.text import Line, Quote
from skills.analyze import READ_SCOPES
from skills.base import Outcome, Request, Skill, SkillContext, Trigger

# Knowledge-base topics: each answers from the catalog key `kb.<topic>`; patterns per language.
TOPICS: dict[str, dict[str, re.Pattern[str]]] = {
    "en": {
        "credits": re.compile(r"\bcredits?\b|\bcost|\bprice|\bpay|\bspend", re.I),
        "runs": re.compile(r"\bruns?\b|\bscor(e|ing)\b|\bevaluat", re.I),
        "versions": re.compile(r"\bversions?\b|\bhistory\b", re.I),
        "keys": re.compile(r"\bkeys?\b|\bmatch(ing)? rules?\b|\baccepted answers?\b|\breference\b", re.I),
        "roles": re.compile(r"\broles?\b|\bpermissions?\b|\beditor\b|\bviewer\b|\badmin\b", re.I),
        "training": re.compile(r"\btrain", re.I),
        "limits": re.compile(r"\bwon'?t you\b|\bcan'?t you\b|\bnot (allowed|do)\b|\blimits?\b|\bdelete\b", re.I),
        "linking": re.compile(r"\blink(ing|ed)?\b|\baccount\b|\bsign in\b", re.I),
        "benchgen": re.compile(r"\bbenchgen\b|\bbenchmarks?\b", re.I),
    },
}


class ContextSkill(Skill):
    id: ClassVar[str] = "benchgen-context"
    scopes: ClassVar[frozenset[str]] = READ_SCOPES
    triggers: ClassVar[dict[str, tuple[Trigger, ...]]] = {
        "en": (
            Trigger.of(r"\bhow (many|much) credits?\b|\bcredits? (left|remaining|do we have)\b|\bbalance\b|\bbudget\b", 1.5, "balance"),
            Trigger.of(r"\b(my|our) role\b|\bwhat (role|permissions)\b|\bwho am i\b|\bam i (an? )?(editor|admin|viewer)\b", 1.5, "role"),
            Trigger.of(r"\bwhat can you do\b|\bhow do i use you\b|\bwhat do you do\b|\bcommands\b|\bhelp\b", 1.5, "help"),
            Trigger.of(r"\bwhat(?:'s| is| are)\b.{0,20}\b(benchgen|credits?|runs?|versions?|keys?|match rules?|roles?|reference answers?)\b", 1.1, "explain"),
            Trigger.of(r"\bhow (do|does|are|is)\b.{0,30}\b(work|charged|counted|scored|computed|made)\b", 1.0, "explain"),
            Trigger.of(r"\bexplain\b|\btell me about\b", 0.6, "explain"),
        ),
    }

    def needs_account_for(self, request: Request) -> bool:
        return request.intent in ("balance", "role")

    async def handle(self, ctx: SkillContext, request: Request) -> list[Outcome]:
        if request.intent == "balance":
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("context.balance", workspace=Quote(text=me.workspace_name), credits=me.credits))]
        if request.intent == "role":
            me = await ctx.api.me()
            return [ctx.reply(ctx.t("context.role", account=Quote(text=me.display_name),
                                    role=ctx.text(f"role.{me.role}"), can=ctx.text(f"role.can.{me.role}")))]
        if request.intent in ("help", "") or request.intent == "unclear":
            return [ctx.reply(*self._help(ctx, unclear=request.intent == "unclear"))]
        topics = TOPICS.get(ctx.language, TOPICS["en"])
        found = [topic for topic, pattern in topics.items() if pattern.search(request.text)]
        if not found:
            return [ctx.reply(ctx.t("context.no_answer"), *self._help(ctx, unclear=False))]
        return [ctx.reply(*(ctx.t(f"kb.{topic}") for topic in found[:2]))]

    def _help(self, ctx: SkillContext, *, unclear: bool) -> list[Line]:
        lines = [ctx.t("help.unclear")] if unclear else []
        lines += [ctx.t("help.intro"), ctx.t("help.analyze"), ctx.t("help.edit"), ctx.t("help.launch"),
                  ctx.t("help.training"), ctx.t("help.context"), ctx.t("help.limits")]
        return lines
