"""`benchgen-sandbox`: serve the sandbox, reset it, set credits, import data."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from . import listen
from .config import SandboxConfig
from .importer import ImportFailed
from .problems import Problem
from .server import Sandbox


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="benchgen-sandbox", description="A local BenchGen-compatible server.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def with_db(sub: argparse.ArgumentParser) -> argparse.ArgumentParser:
        sub.add_argument("--db", metavar="PATH", help="database file (default: the per-user data directory)")
        return sub

    serve = with_db(commands.add_parser("serve", help="serve the HTTP API"))
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=_port, default=8765)
    with_db(commands.add_parser("reset", help="drop everything and re-seed the demo workspace"))
    credits = with_db(commands.add_parser("credits", help="set a workspace's credit balance (admin)"))
    credits.add_argument("workspace")
    credits.add_argument("credits", type=_credits, metavar="N")
    imp = with_db(commands.add_parser(
        "import", help="import an Inspect AI or lm-evaluation-harness log, or a JSON Lines file (docs/import-format.md)"))
    imp.add_argument("path")
    imp.add_argument("--benchmark", metavar="NAME", help="a log's benchmark name (default: the log's task)")
    imp.add_argument("--model", metavar="NAME", help="a log's model name (default: the log's model)")
    return parser


def _port(text: str) -> int:
    value = int(text) if text.isdigit() else -1
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}")
    return value


def _credits(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= 10**12:
        raise argparse.ArgumentTypeError("credits must be between 0 and 10^12")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    overrides: dict[str, object] = {"db_path": args.db}
    if args.command == "serve":
        try:
            args.socket = listen.bind(args.host, args.port)  # bound before anything says "started"
        except listen.PortTaken as error:
            print(f"benchgen-sandbox: {error.strerror}; choose another with --port", file=sys.stderr)
            return 1
        if not _env_has("BENCHGEN_SANDBOX_PUBLIC_URL"):
            overrides["public_url"] = listen.url_of(args.socket)
    config = SandboxConfig.from_env(**overrides)
    try:
        return asyncio.run(_COMMANDS[args.command](config, args))
    except KeyboardInterrupt:
        return 130


def _env_has(name: str) -> bool:
    import os

    return bool(os.environ.get(name))


async def _serve(config: SandboxConfig, args: argparse.Namespace) -> int:
    sandbox = await Sandbox.open(config)
    try:
        print(f"BenchGen sandbox on {listen.url_of(args.socket)}  (database: {config.db_path})", flush=True)
        print(f"OpenAPI document: {config.public_url}/openapi.json  (docs: {config.public_url}/docs)", flush=True)
        await listen.serve_forever(sandbox.app, args.socket)
    finally:
        args.socket.close()
        await sandbox.aclose()
    return 0


async def _reset(config: SandboxConfig, args: argparse.Namespace) -> int:
    sandbox = await Sandbox.open(config)
    try:
        await sandbox.reset()
    finally:
        await sandbox.aclose()
    print(f"Reset {config.db_path}: everything else was dropped (runs, versions, links, tokens, credits); "
          "the demo workspace 'acme' was seeded again with 500 credits.")
    return 0


async def _credits_cmd(config: SandboxConfig, args: argparse.Namespace) -> int:
    sandbox = await Sandbox.open(config)
    try:
        await sandbox.set_credits(args.workspace, args.credits)
    except Problem as problem:
        print(f"benchgen-sandbox: {problem.detail}", file=sys.stderr)
        return 1
    finally:
        await sandbox.aclose()
    print(f"Workspace {args.workspace!r} now has {args.credits} credits.")
    return 0


async def _import(config: SandboxConfig, args: argparse.Namespace) -> int:
    sandbox = await Sandbox.open(config)
    try:
        imported = await sandbox.import_log(args.path, benchmark=args.benchmark, model=args.model)
        if imported is None and (args.benchmark or args.model):
            raise ImportFailed(["--benchmark and --model name what a log imports; a JSON Lines file names its own"])
        report = imported.report if imported is not None else await sandbox.import_jsonl(args.path)
    except ImportFailed as failure:
        print(f"benchgen-sandbox: nothing was imported from {args.path}:", file=sys.stderr)
        for error in failure.errors:
            print(f"  {error}", file=sys.stderr)
        return 1
    finally:
        await sandbox.aclose()
    print(f"Imported {report.summary()}.")
    for line in imported.lines if imported is not None else []:
        print(line)
    return 0


_COMMANDS = {"serve": _serve, "reset": _reset, "credits": _credits_cmd, "import": _import}


if __name__ == "__main__":
    sys.exit(main())
