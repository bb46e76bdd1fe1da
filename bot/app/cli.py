"""`benchgen-bot`: the terminal chat by default; subcommands for the other ways to run."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import signal
import socket
import sys

from bot.app.event_loop import run as run_on_loop
from bot.app.platforms import all_platforms, missing_for_any
from bot.benchgen import errors as bg
from bot.benchgen.client import BenchGenPlatform
from bot.logs import configure_logging
from bot.settings import Settings

DEMO_USERS = ("ana", "ben", "cara")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="benchgen-bot", description="BenchGen's chat agent.")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--as", dest="user", choices=DEMO_USERS, default="ana", help="the demo user to play")
    who.add_argument("--unlinked", action="store_true", help="start as a chat user with no linked account")
    parser.add_argument("--fresh", action="store_true",
                        help="re-seed the sandbox (dropping everything else) and clear this chat's proposals")
    parser.add_argument("--link-port", type=int, default=0, metavar="PORT",
                        help="the loopback port of the sandbox's account-link pages (default: a free one)")
    sub = parser.add_subparsers(dest="command")
    analyze = sub.add_parser("analyze", help="print the analysis of a model's latest run, or of evaluation logs")
    analyze.add_argument("--json", action="store_true", required=True, help="print one JSON object")
    analyze.add_argument("--model", help="the model (with --log: names every log's model)")
    analyze.add_argument("--benchmark", help="the benchmark (with --log: names every log's benchmark)")
    analyze.add_argument("--log", action="append", metavar="PATH",
                         help="an Inspect AI or lm-evaluation-harness log, analysed in an in-memory sandbox "
                              "without an account; repeat for several models (prints a list)")
    analyze.add_argument("--item", type=int)
    analyze.add_argument("--as", dest="analyze_user", choices=DEMO_USERS, default="ana")
    for platform in all_platforms():
        platform.add_command(sub).add_argument(
            "--idle-unless-configured", action="store_true",
            help="without the platform's variables, say so and idle instead of exiting (for honcho)")
    route = sub.add_parser("route", help="print where a message would go: language, decision, skill, scores")
    route.add_argument("--json", action="store_true", required=True, help="print one JSON object per message")
    route.add_argument("message", nargs="?", help="the message (default: one message a line from stdin)")
    worker = sub.add_parser("worker", help="follow runs and training jobs for every bot process (needs REDIS_URL, BENCHGEN_URL)")
    worker.add_argument("--idle-unless-configured", action="store_true",
                        help="without a chat platform's token, say so and idle instead of exiting (for honcho)")
    return parser


def _tolerant_terminal() -> None:
    """Undecodable input becomes U+FFFD and output a terminal cannot encode is replaced, so an odd
    byte or character never ends the process with a traceback halfway through its input."""
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")


def _route(args: argparse.Namespace, settings: Settings) -> int:
    """The operator's view of routing; needs no BenchGen, no store and no account."""
    from bot.app.runtime import all_skills
    from bot.i18n import SUPPORTED_LANGUAGES
    from bot.incoming import MAX_MESSAGE_CHARS
    from bot.language import LanguageDetector
    from bot.routing import Router
    from bot.startup_cache import open_cache
    from bot.text import without_surrogates

    detector = LanguageDetector(SUPPORTED_LANGUAGES)
    router = Router(all_skills(), cache=open_cache(settings.cache_dir))
    messages = [args.message] if args.message is not None else (line.rstrip("\n") for line in sys.stdin)
    for raw in messages:
        message = without_surrogates(raw)  # an argument's undecodable bytes arrive as surrogates
        if len(message) > MAX_MESSAGE_CHARS:  # the bot answers "too long" before reading it
            print(json.dumps({"language": None, "decision": "too_long", "skill": None, "candidates": []}),
                  flush=True)
            continue
        language = detector.detect(message)
        route = router.route(message, language)
        print(json.dumps({
            "language": language, "decision": route.decision, "skill": route.skill,
            "candidates": [{"skill": c.skill, "score": c.score} for c in route.candidates],
        }, ensure_ascii=False), flush=True)
    return 0


async def _console(args: argparse.Namespace, settings: Settings) -> int:
    """The terminal chat. With the in-process sandbox, its pages are also served on a loopback port,
    so a link the bot sends can be opened and approved in a browser (the demo sign-in beside it)."""
    from adapters.console import Console, terminal_locale
    from bot.app.runtime import default_sandbox_config, open_runtime
    from sandbox import listen
    from sandbox.seed import ACCOUNTS

    link_socket: socket.socket | None = None
    config = None
    if not settings.benchgen_url:
        try:
            link_socket = listen.bind("127.0.0.1", args.link_port)
        except listen.PortTaken as error:
            print(f"benchgen-bot: {error.strerror}; choose another with --link-port", file=sys.stderr)
            return 1
        config = default_sandbox_config(settings, public_url=listen.url_of(link_socket))
    # Shown beside a link the sandbox's pages serve: the demo accounts to sign in with there.
    note = ("demo sign-in: " + ", ".join(f"{name} / {password}" for name, _, _, password in ACCOUNTS)
            if link_socket else None)
    try:
        async with open_runtime(settings, sandbox_config=config, fresh=args.fresh) as runtime:
            user = f"guest-{secrets.token_hex(3)}" if args.unlinked else args.user
            console = Console(runtime.dispatcher, runtime.background, user, link_note=note, locale=terminal_locale(os.environ))
            if args.fresh:
                await console.forget_thread()
            async with contextlib.AsyncExitStack() as stack:
                if link_socket is not None and runtime.sandbox is not None:
                    await stack.enter_async_context(listen.serving(runtime.sandbox.app, link_socket))
                if sys.stdin.isatty():
                    return await console.run_interactive()
                return await console.run_piped(sys.stdin)
    finally:
        if link_socket is not None:
            link_socket.close()


async def _analyze(args: argparse.Namespace, settings: Settings) -> int:
    from bot.app.runtime import open_platform

    async with open_platform(settings) as (platform, _sandbox):
        return await _analyze_on(platform, args.analyze_user, [(args.benchmark, args.model)], args.item)


async def _analyze_logs(args: argparse.Namespace) -> int:
    """The logs in an in-memory sandbox (no account, no database file), analysed as the demo user."""
    from bot.app.runtime import sandbox_platform
    from sandbox.config import SandboxConfig
    from sandbox.importer import ImportFailed
    from sandbox.server import Sandbox

    sandbox = await Sandbox.open(SandboxConfig.from_env(db_path=":memory:"))
    try:
        runs: list[tuple[str, str]] = []
        for path in args.log:
            try:
                imported = await sandbox.import_log(path, benchmark=args.benchmark, model=args.model)
            except ImportFailed as failure:
                print(f"benchgen-bot: cannot read {path}:", *failure.errors, sep="\n  ", file=sys.stderr)
                return 1
            if imported is None:
                print(f"benchgen-bot: {path} is not an evaluation log (JSON Lines go to benchgen-sandbox import)",
                      file=sys.stderr)
                return 1
            print(f"{path}:", *imported.lines, sep="\n  ", file=sys.stderr)
            runs.append((imported.benchmark, imported.model))
        platform = sandbox_platform(sandbox)
        try:
            return await _analyze_on(platform, "ana", runs, args.item)
        finally:
            await platform.aclose()
    finally:
        await sandbox.aclose()


async def _analyze_on(platform: BenchGenPlatform, user: str, runs: list[tuple[str, str]], item: int | None) -> int:
    """Prints one JSON object per (benchmark, model), a list when there are several."""
    from skills.analysis.equivalence import EquivalenceJudge
    from skills.analyze import READ_SCOPES, NoRun, build_report

    judge = EquivalenceJudge()
    reports = []
    try:
        async with await platform.session(f"console:local:{user}", READ_SCOPES) as session:
            benchmarks = {b.name for b in await session.list_benchmarks()}
            models = {m.name for m in await session.list_models()}
            for benchmark, model in runs:
                if benchmark not in benchmarks:
                    print(f"benchgen-bot: unknown benchmark {benchmark!r}", file=sys.stderr)
                    return 2
                if model not in models:
                    print(f"benchgen-bot: unknown model {model!r}", file=sys.stderr)
                    return 2
                if item is not None:
                    version = await session.get_version(benchmark)
                    if item not in {i.number for i in version.items}:
                        print(f"benchgen-bot: {benchmark} has no item {item}", file=sys.stderr)
                        return 2
                try:
                    reports.append(await build_report(session, judge, benchmark=benchmark, model=model, item=item))
                except NoRun:
                    print(f"benchgen-bot: {model} has no finished run on the current version of {benchmark}",
                          file=sys.stderr)
                    return 2
    except bg.BenchGenError as error:
        print(f"benchgen-bot: {error.message}", file=sys.stderr)
        return 1
    finally:
        await judge.aclose()
    shown = [report.to_json() for report in reports]
    print(json.dumps(shown[0] if len(shown) == 1 else shown, ensure_ascii=False))
    return 0


def _unconfigured(args: argparse.Namespace, settings: Settings) -> str | None:
    """Which variable a chat process is missing, if any (the worker needs one platform at least)."""
    if args.command == "worker":
        return missing_for_any(settings)
    return next(p.missing(settings, args) for p in all_platforms() if p.name == args.command)


def _idle(notice: str) -> int:
    """Waits until stopped: a process manager (honcho) then keeps the rest of the system up."""
    print(notice, file=sys.stderr, flush=True)
    stop = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    signal.sigwait(stop)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    _tolerant_terminal()
    try:
        return _run(args)
    except BrokenPipeError:  # the reader of the output went away (`| head`): stop quietly
        from adapters.console import discard_stdout

        discard_stdout()
        return 0


def _run(args: argparse.Namespace) -> int:
    settings = Settings()
    configure_logging(settings.log_level, settings.secrets())
    if args.command == "analyze":
        if args.log:
            return run_on_loop(_analyze_logs(args))
        if not args.model or not args.benchmark:
            _parser().error("analyze needs --model and --benchmark, or --log PATH")
        return run_on_loop(_analyze(args, settings))
    if args.command == "route":
        return _route(args, settings)
    platforms = {platform.name: platform for platform in all_platforms()}
    if (args.command in platforms or args.command == "worker") and args.idle_unless_configured:
        missing = _unconfigured(args, settings)
        if missing:
            return _idle(f"benchgen-bot {args.command}: {missing} not set, so this process stays idle; "
                         "set it and restart the process")
    if args.command in platforms:
        return run_on_loop(platforms[args.command].serve(settings, args))
    if args.command == "worker":
        from bot.app.worker import run_worker

        return run_on_loop(run_worker(settings))
    return run_on_loop(_console(args, settings))


if __name__ == "__main__":
    sys.exit(main())
