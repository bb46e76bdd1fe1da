"""Language-model calls and tokens per acceptance conversation (SCENARIOS.md) with a model configured.

Each conversation is played through the full-stack driver on a fresh bot (in-process sandbox,
in-memory store) whose model is a local OpenAI-compatible endpoint: by default the test stand-in
(tests/llm/standin.py), answering every purpose validly; with `--base-url` a real one (hosted,
Ollama, vLLM...), using OPENAI_API_KEY and OPENAI_MODEL from the environment. The confident
deterministic path should need no call at all. Three extra turns show where a model does help: a
message the rules cannot route, an open question about BenchGen, and a language outside the seven.

Run: `.venv/bin/python bench/llm_calls.py [--sees-data] [--base-url URL]`. Prints one row per
conversation: calls, tokens, answers from the cache, failures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app.runtime import Runtime, open_runtime
from bot.benchgen.models import SetKey
from bot.settings import Settings
from sandbox.config import SandboxConfig
from tests.driver import ChatDriver
from tests.llm.standin import Answer, OpenAIStandIn, Recorded, serve

ALL_SCOPES = frozenset({"account:read", "benchmarks:read", "runs:read", "benchmarks:write", "runs:write",
                        "training:write"})


class Clock:
    def __init__(self) -> None:
        self.offset = timedelta(0)

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.offset


Play = Callable[[ChatDriver, Runtime, Clock], Awaitable[None]]


async def c1(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.push("ana", "yes")
    await chat.push("ana", "yes")
    await chat.settle()


async def c2(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "is it the benchmark or the model? tiny-1 on capitals")
    await chat.push("ana", "can you train it on the capitals benchmark items instead?")
    await chat.push("ana", "yes")
    await chat.settle()
    await chat.push("ana", "yes")
    await chat.settle()


async def c3(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    question = await chat.push("ana", "fix gsm-mini results for tiny-1")
    await chat.click("ana", question[0].buttons[0])


async def c4(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "delete the capitals benchmark")
    await chat.push("ana", "set tiny-1's score on gsm-mini to 95%", thread="t2")


async def c5(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "warum hat tiny-1 auf gsm-mini so schlecht abgeschnitten?")
    await chat.push("ana", "ja")
    await chat.push("ana", "ja")
    await chat.settle()


async def c6(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    confirm = chat.last_buttons()[0]
    await chat.click("ben", confirm)
    await chat.click("ana", confirm)


async def c7(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    await chat.push("ana", "nein")


async def c8(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    clock.offset += timedelta(minutes=16)
    await chat.push("ana", "yes")


async def c9(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("dan", "what did tiny-2 score on capitals?")  # the private link (approval is in a browser)


async def c10(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ben", "widen the key of item 7 on gsm-mini")


async def c11(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    assert rt.sandbox is not None
    await rt.sandbox.set_credits("acme", 10)
    await chat.push("ana", "run tiny-1 on gsm-mini")


async def c12(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "why did tiny-1 score so low on gsm-mini?")
    async with await rt.platform.session("console:local:cara", ALL_SCOPES) as api:
        await api.create_version("gsm-mini", base_version=1, note="meanwhile",
                                 changes=[SetKey(item=1, accepted=["72", "seventy-two"])], idempotency_key="bench-1")
    await chat.push("ana", "yes")
    await chat.push("ana", "yes")


async def c13(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "analyze tiny-2 on capitals")


async def c14(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "look at item 13 of gsm-mini")


async def c15(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    for text in ("what did tiny-2 score on capitals?", "compare tiny-1 and tiny-2 on gsm-mini",
                 "how many credits do we have left?", "what can you do?"):
        await chat.push("ana", text)


async def unclear(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "give tiny-2 another go at capitals")


async def question(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "what is a match rule?")


async def italian(chat: ChatDriver, rt: Runtime, clock: Clock) -> None:
    await chat.push("ana", "perché tiny-1 ha ottenuto un punteggio così basso su gsm-mini?")


CONVERSATIONS: list[tuple[str, Play]] = [
    ("1 improvement loop", c1), ("2 model at fault", c2), ("3 ambiguity", c3), ("4 hard ceiling", c4),
    ("5 language (de)", c5), ("6 someone else clicks", c6), ("7 no", c7), ("8 expiry", c8), ("9 not linked", c9),
    ("10 permission", c10), ("11 credits", c11), ("12 stale proposal", c12), ("13 injected text", c13),
    ("14 wrong key", c14), ("15 everyday reads", c15),
    ("+ unclear to the rules", unclear), ("+ open question", question), ("+ language outside the seven", italian),
]


def helpful(request: Recorded) -> Answer:
    """The stand-in model: a valid answer for every purpose, with a realistic token count."""
    size = len(request.raw) // 4
    if request.purpose == "routing":
        return Answer(content={"action": "skill", "skill": "benchmark-analyze", "second": "", "intent": "score"},
                      tokens=size + 20)
    if request.purpose == "answers":
        ids = [p["id"] for p in request.data["passages"]]
        return Answer(content={"covered": True, "passages": ids[:1], "language": request.data["language"],
                               "answer": "A match rule decides how an answer is compared with the accepted answers."},
                      tokens=size + 40)
    if request.purpose == "equivalence":
        return Answer(content={"verdicts": [{"item": i["item"], "verdict": "different"} for i in request.data["items"]]},
                      tokens=size + 10 * len(request.data["items"]))
    return Answer(content={"language": "it", "text": "Mi dispiace, non parlo ancora questa lingua. Per favore, "
                                                      "scrivimi in inglese, tedesco, francese, spagnolo, portoghese, "
                                                      "giapponese o cinese."}, tokens=size + 60)


@contextlib.asynccontextmanager
async def endpoint(base_url: str | None) -> AsyncIterator[tuple[str, str, str]]:
    """(base URL, API key, model name): the given endpoint, or the stand-in served on loopback."""
    if base_url:
        yield base_url, os.environ.get("OPENAI_API_KEY", "none"), os.environ.get("OPENAI_MODEL", "gpt-4o-mini")
        return
    standin = OpenAIStandIn()
    for purpose in ("routing", "answers", "equivalence", "translation"):
        standin.answer(purpose, helpful)
    async with serve(standin) as running:
        yield running.url, "bench-stand-in-key", "stand-in"


async def measure(play: Play, url: str, key: str, model: str, sees_data: bool) -> tuple[int, int, int, int]:
    clock = Clock()
    settings = Settings(_env_file=None, openai_api_key=SecretStr(key), openai_base_url=url, openai_model=model,  # type: ignore[call-arg]
                        benchgen_llm_sees_data=sees_data, rate_limit_user_turns=0, rate_limit_workspace_turns=0)
    config = SandboxConfig(db_path=":memory:", item_seconds=0.0005, training_seconds=0.01,
                           public_url="http://sandbox.bench", client_secret=SecretStr("bench-sandbox-secret"))
    async with open_runtime(settings, sandbox_config=config, clock=clock) as runtime:
        chat = ChatDriver(runtime.dispatcher)
        await play(chat, runtime, clock)
        await runtime.background.wait(30)
        assert chat.sent and not runtime.dispatcher.guard.violations, "the conversation did not play"
        assert runtime.llm is not None
        usage = runtime.llm.usage
        return usage.calls, usage.tokens, usage.cached, usage.failed


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sees-data", action="store_true", help="BENCHGEN_LLM_SEES_DATA=true")
    parser.add_argument("--base-url", help="a real OpenAI-compatible endpoint instead of the stand-in")
    args = parser.parse_args()
    async with endpoint(args.base_url) as (url, key, model):
        print(f"model: {model} at {url}; BENCHGEN_LLM_SEES_DATA={'true' if args.sees_data else 'false'}")
        print(f"{'conversation':32} {'calls':>5} {'tokens':>7} {'cached':>6} {'failed':>6}")
        totals = [0, 0, 0, 0]
        for name, play in CONVERSATIONS:
            row = await measure(play, url, key, model, args.sees_data)
            totals = [a + b for a, b in zip(totals, row)]
            print(f"{name:32} {row[0]:>5} {row[1]:>7} {row[2]:>6} {row[3]:>6}")
        print(f"{'total':32} {totals[0]:>5} {totals[1]:>7} {totals[2]:>6} {totals[3]:>6}")


if __name__ == "__main__":
    asyncio.run(main())
