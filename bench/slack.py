"""The Slack path side by side, in one run: a bare slack-bolt app against `benchgen-bot slack`.

Both are their own processes in HTTP mode, get the same signed `app_mention` events over real HTTP
and post to the same Slack Web API stand-in (tests/slack/standin.py, served on loopback). For each
app it prints events/s (answered mentions over the time until the last reply), ack p50/p99 (the
HTTP answer to the event), reply p50/p99 (event sent → first reply in its thread reaches the Web
API), the Web API calls per event and the app process's CPU ms per event (the steadiest figure on
a shared machine); then the ratio bare/ours of events/s.

Two workloads, one after the other in the same run:

- `help`: "what is BenchGen for?" (no account needed): the bot's own overhead on the Slack path;
- `read`: linked users asking "what did tiny-2 score on capitals?", so the BenchGen platform path
  (token exchange, reads) is in it. The bare app answers with a fixed text.

Where BenchGen runs (`--sandbox`): `process` (the default, and what the README's figures since
the fifth round use) serves the sandbox in a process of its own (`benchgen-sandbox serve` on a
loopback port) and points the bot at it with BENCHGEN_URL, as in production, where BenchGen is a
separate service: the bot process's CPU and events/s are then our path only (the sandbox's CPU is
printed on its own line). `embedded` is the earlier arrangement (no BENCHGEN_URL: the sandbox runs
inside the bot process over ASGI, its SQLite work and token exchanges counted as ours).

    .venv/bin/python bench/slack.py [--events 300] [--concurrency 50] [--runs 1] [--repo PATH]
                                    [--sandbox process|embedded]

Needs Redis on REDIS_URL (default redis://127.0.0.1:6379/9). `--repo` runs another checkout's bot
(e.g. `git worktree add` of an older commit) for a before/after on the same machine; the sandbox
process is always this checkout's, so both bots talk to the same BenchGen.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import statistics
import sys
import tempfile
import textwrap
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import httpx
from pydantic import SecretStr
from redis.asyncio import Redis

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.benchgen.client import BenchGenPlatform
from sandbox.config import SandboxConfig
from sandbox.server import Sandbox
from tests.serving import free_port, serve
from tests.slack.standin import BOT_TOKEN, BOT_USER, SIGNING_SECRET, TEAM, SlackStandIn, sign

USERS = 20  # distinct people asking (each linked to ana for the `read` workload)
WORKLOADS = {"help": "what is BenchGen for?", "read": "what did tiny-2 score on capitals?"}

BARE_APP = textwrap.dedent('''
    import os
    from slack_bolt.async_app import AsyncApp
    from slack_sdk.web.async_client import AsyncWebClient

    client = AsyncWebClient(token=os.environ["SLACK_BOT_TOKEN"], base_url=os.environ["SLACK_API_URL"])
    app = AsyncApp(client=client, signing_secret=os.environ["SLACK_SIGNING_SECRET"])

    @app.event("app_mention")
    async def mention(event, say):
        await say(text="BenchGen runs benchmarks.", thread_ts=event["ts"])

    app.start(port=int(os.environ["PORT"]))
''')


@dataclass
class Figures:
    answered: int
    events_per_s: float
    ack_p50: float
    ack_p99: float
    reply_p50: float
    reply_p99: float
    calls_per_event: float
    non_200: int
    cpu_ms_per_event: float  # the app process's CPU (user + system) over the load, per event
    sandbox_cpu_ms_per_event: float = float("nan")  # the separate sandbox process's, when there is one


def cpu_seconds(pid: int) -> float:
    """User + system CPU of process `pid` so far (Linux /proc; NaN elsewhere): on a shared, noisy
    machine the CPU an event costs compares better than the wall-clock figures."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else float("nan")


def standin() -> SlackStandIn:
    return SlackStandIn(users={f"U{k:04d}": {"name": f"user{k}", "locale": "en-US"} for k in range(USERS)})


def replied(api: SlackStandIn) -> dict[str, float]:
    """When the first reply reached each thread."""
    first: dict[str, float] = {}
    for call in api.of("chat.postMessage"):
        thread = call.args.get("thread_ts")
        if thread:
            first.setdefault(str(thread), call.at)
    return first


RUN = uuid.uuid4().hex[:6]


def mention(i: int, tag: str, text: str) -> tuple[str, str]:
    ts = f"{1700000000 + i}.{abs(hash(tag)) % 1_000_000:06d}"
    payload = {"token": "unused", "team_id": TEAM, "api_app_id": "A0BENCH", "type": "event_callback",
               "event_id": f"Ev{RUN}{tag}{i}", "event_time": int(time.time()),
               "authorizations": [{"team_id": TEAM, "user_id": BOT_USER, "is_bot": True}],
               "event": {"type": "app_mention", "user": f"U{i % USERS:04d}", "text": f"<@{BOT_USER}> {text}",
                         "ts": ts, "channel": "C0BENCH", "event_ts": ts, "team": TEAM}}
    return ts, json.dumps(payload)


async def load(api: SlackStandIn, url: str, events: int, concurrency: int, tag: str, text: str,
               pid: int, sandbox_pid: int | None = None) -> Figures:
    gate = asyncio.Semaphore(concurrency)
    acks: list[float] = []
    sent: dict[str, float] = {}
    codes: list[int] = []
    calls_before = len(api.calls)
    cpu_before = cpu_seconds(pid)
    sandbox_before = cpu_seconds(sandbox_pid) if sandbox_pid else float("nan")
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=30, limits=limits) as http:
        async def one(i: int) -> None:
            ts, body = mention(i, tag, text)
            async with gate:
                headers = {"Content-Type": "application/json", **sign(body)}
                start = time.perf_counter()
                sent[ts] = start
                try:
                    response = await http.post(url, content=body, headers=headers)
                except httpx.TransportError:  # counted as a non-200, as Slack would count it
                    codes.append(0)
                    return
                acks.append(time.perf_counter() - start)
                codes.append(response.status_code)

        start = time.perf_counter()
        await asyncio.gather(*(one(i) for i in range(events)))
        deadline = time.perf_counter() + 120
        while time.perf_counter() < deadline and sum(t in replied(api) for t in sent) < events:
            await asyncio.sleep(0.05)
    await asyncio.sleep(0.3)  # calls after the reply (a reaction taken away) belong to this load
    cpu = cpu_seconds(pid) - cpu_before
    sandbox_cpu = cpu_seconds(sandbox_pid) - sandbox_before if sandbox_pid else float("nan")
    first = replied(api)
    replies = [first[t] - sent[t] for t in sent if t in first]
    end = max((first[t] for t in sent if t in first), default=time.perf_counter())
    return Figures(answered=len(replies), events_per_s=len(replies) / (end - start),
                   ack_p50=quantile(acks, .5), ack_p99=quantile(acks, .99),
                   reply_p50=quantile(replies, .5), reply_p99=quantile(replies, .99),
                   calls_per_event=(len(api.calls) - calls_before) / events,
                   non_200=sum(c != 200 for c in codes), cpu_ms_per_event=cpu * 1000 / events,
                   sandbox_cpu_ms_per_event=sandbox_cpu * 1000 / events)


async def link_users(db: Path) -> None:
    """Links every bench user to ana in the sandbox database the bot will open (the real browser
    flow: the link the bot would send, signed in and approved with a form post)."""
    config = SandboxConfig(db_path=str(db), client_secret=SecretStr("sandbox-demo-secret"))
    sandbox = await Sandbox.open(config)
    transport = httpx.ASGITransport(app=sandbox.app)
    platform = BenchGenPlatform("http://sandbox.local", config.client_id, config.client_secret, transport=transport)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.local") as browser:
            for k in range(USERS):
                start = await platform.start_link(f"slack:{TEAM}:U{k:04d}")
                path = httpx.URL(start.url).path
                page = await browser.get(path)
                assert page.status_code == 200, page.text
                done = await browser.post(path, data={"username": "ana", "password": "ana-demo", "approve": "yes"})
                assert done.status_code < 400, done.text
    finally:
        await platform.aclose()
        await sandbox.aclose()


async def wait_up(url: str, proc: asyncio.subprocess.Process) -> None:
    async with httpx.AsyncClient(timeout=1) as http:
        for _ in range(600):
            if proc.returncode is not None:
                raise SystemExit("the app exited before it served")
            try:
                await http.get(url)
                return
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    raise SystemExit("the app did not come up")


@dataclass
class Platform:
    """Where the bot finds BenchGen: a separate sandbox process (`url`, `pid`), or none (embedded)."""
    url: str | None = None
    pid: int | None = None


HERE = Path(__file__).resolve().parent.parent


@contextlib.asynccontextmanager
async def sandbox_process(home: Path) -> AsyncIterator[Platform]:
    """`benchgen-sandbox serve` (this checkout's) on a free loopback port, on the bench's database."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "PYTHONPATH": str(HERE),
           "BENCHGEN_SANDBOX_PUBLIC_URL": url}
    command = [sys.executable, "-m", "sandbox.cli", "serve", "--port", str(port), "--db", str(home / "sandbox.db")]
    proc = await asyncio.create_subprocess_exec(*command, env=env, cwd=HERE, stdout=asyncio.subprocess.DEVNULL,
                                                stderr=asyncio.subprocess.DEVNULL)
    try:
        await wait_up(f"{url}/openapi.json", proc)
        yield Platform(url, proc.pid)
    finally:
        proc.terminate()
        await proc.wait()


async def run_app(name: str, api: SlackStandIn, api_url: str, home: Path, repo: Path, redis_url: str,
                  events: int, concurrency: int, workloads: list[str], run: int, profile: Path | None = None,
                  platform: Platform | None = None) -> dict[str, Figures]:
    """One app's figures for each workload; `run` keeps event ids new on every run (the bot
    de-duplicates event ids, as Slack's retries need)."""
    platform = platform or Platform()
    port = free_port()
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "SLACK_BOT_TOKEN": BOT_TOKEN,
           "SLACK_SIGNING_SECRET": SIGNING_SECRET, "SLACK_API_URL": f"{api_url}/api/", "PORT": str(port),
           "LOG_LEVEL": "ERROR", "PYTHONPATH": str(repo)}
    if name == "bare-bolt":
        script = home / "bare.py"
        script.write_text(BARE_APP)
        command = [sys.executable, str(script)]
        health = f"http://127.0.0.1:{port}/slack/events"
    else:
        env.update(REDIS_URL=redis_url, REDIS_PREFIX=f"bench-slack-{RUN}:", RATE_LIMIT_USER_TURNS="0",
                   RATE_LIMIT_WORKSPACE_TURNS="0", BENCHGEN_SANDBOX_DB=str(home / "sandbox.db"))
        if platform.url:
            env.update(BENCHGEN_URL=platform.url, BENCHGEN_CLIENT_SECRET=SandboxConfig().client_secret.get_secret_value())
        command = [sys.executable, "-m", "bot.app.cli", "slack", "--mode", "http", "--port", str(port)]
        if profile is not None:  # the bot under pyinstrument; it writes the profile on SIGINT
            command[1:1] = ["-m", "pyinstrument", "-r", "text", "--show-all", "-o", str(profile)]
        health = f"http://127.0.0.1:{port}/healthz"
    proc = await asyncio.create_subprocess_exec(*command, env=env, cwd=repo, stdout=asyncio.subprocess.DEVNULL,
                                                stderr=asyncio.subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/slack/events"
    try:
        await wait_up(health, proc)
        figures = {}
        for workload in workloads:
            await load(api, url, 20, 5, f"{name}-{workload}-{run}-warm", WORKLOADS[workload], proc.pid, platform.pid)
            figures[workload] = await load(api, url, events, concurrency, f"{name}-{workload}-{run}",
                                           WORKLOADS[workload], proc.pid, platform.pid)
        return figures
    finally:
        if profile is not None and name != "bare-bolt":
            proc.send_signal(signal.SIGINT)
        else:
            proc.terminate()
        await proc.wait()


def line(name: str, f: Figures, events: int) -> str:
    return (f"{name:<13} {f.answered:>4}/{events:<4} {f.events_per_s:>9.1f} {f.ack_p50:>8.1f} {f.ack_p99:>8.1f}"
            f" {f.reply_p50:>9.1f} {f.reply_p99:>9.1f} {f.calls_per_event:>9.2f} {f.non_200:>7}"
            f" {f.cpu_ms_per_event:>9.2f}")


async def clean(redis_url: str) -> None:
    client = Redis.from_url(redis_url)
    keys = [k async for k in client.scan_iter(match=f"bench-slack-{RUN}:*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()


async def one_run(args: argparse.Namespace, repo: Path, redis_url: str, run: int) -> dict[tuple[str, str], Figures]:
    """Both apps' figures in one run, on a new Slack stand-in and a new sandbox database."""
    results: dict[tuple[str, str], Figures] = {}
    api = standin()
    async with serve(api.app()) as api_url:
        api.base_url = api_url
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            figures = await run_app("bare-bolt", api, api_url, home, repo, redis_url, args.events,
                                    args.concurrency, args.workload, run)
            results.update({(workload, "bare-bolt"): f for workload, f in figures.items()})
            await link_users(home / "sandbox.db")
            async with contextlib.AsyncExitStack() as stack:
                platform = await stack.enter_async_context(sandbox_process(home)) if args.sandbox == "process" else None
                figures = await run_app("benchgen-bot", api, api_url, home, repo, redis_url, args.events,
                                        args.concurrency, args.workload, run, args.profile, platform)
            results.update({(workload, "benchgen-bot"): f for workload, f in figures.items()})
    return results


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--runs", type=int, default=1, help="runs; figures are medians over them")
    parser.add_argument("--workload", choices=sorted(WORKLOADS), nargs="+", default=list(WORKLOADS))
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--profile", type=Path, help="write a pyinstrument profile (text) of the bot here")
    parser.add_argument("--sandbox", choices=["process", "embedded"], default="process",
                        help="BenchGen in a process of its own over HTTP (default) or inside the bot's")
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/9")
    repo = args.repo.resolve()
    results: dict[tuple[str, str], list[Figures]] = {}
    try:
        for run in range(args.runs):
            for (workload, name), f in (await one_run(args, repo, redis_url, run)).items():
                results.setdefault((workload, name), []).append(f)
    finally:
        await clean(redis_url)
    where = "a separate sandbox process over HTTP" if args.sandbox == "process" else "the sandbox inside the bot"
    print(f"{args.events} signed mentions, {args.concurrency} concurrent, median of {args.runs} run(s); BenchGen: {where}")
    print(f"{'app':<13} {'answered':>9} {'events/s':>9} {'ack p50':>8} {'ack p99':>8} {'reply p50':>9}"
          f" {'reply p99':>9} {'calls/ev':>9} {'non-200':>7} {'CPU ms/ev':>9}   (ms)")
    status = 0
    for workload in args.workload:
        print(f"[{workload}] {WORKLOADS[workload]!r}")
        medians = {}
        for name in ("bare-bolt", "benchgen-bot"):
            runs = results[(workload, name)]
            medians[name] = Figures(**{field: statistics.median(getattr(f, field) for f in runs)
                                       for field in Figures.__dataclass_fields__})
            print(line(name, medians[name], args.events))
        ratios = [b.events_per_s / o.events_per_s if o.events_per_s else float("inf")
                  for b, o in zip(results[(workload, "bare-bolt")], results[(workload, "benchgen-bot")], strict=True)]
        ratio = statistics.median(ratios)
        ours = medians["benchgen-bot"]
        print(f"ratio bare-bolt/benchgen-bot events/s = {ratio:.2f}x (goal <= 1.3x; per run: "
              f"{', '.join(f'{r:.2f}' for r in ratios)}); ack p99 {ours.ack_p99:.1f} ms (goal <= 100 ms); "
              f"CPU per event ours/bare {ours.cpu_ms_per_event / medians['bare-bolt'].cpu_ms_per_event:.2f}x")
        if args.sandbox == "process":
            print(f"the sandbox process's CPU ms per event (not ours): {ours.sandbox_cpu_ms_per_event:.2f}")
        if ours.answered < args.events:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
