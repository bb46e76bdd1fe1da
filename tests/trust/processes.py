"""Real processes a fault test starts, stops and restarts itself: a Redis server and a sandbox,
each on a free loopback port of its own (never the shared Redis on 6379)."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from redis.asyncio import Redis

from tests.trust.browser import free_port


class Process:
    """A real process a test starts, stops (SIGTERM) or kills (SIGKILL, as when a machine dies)."""

    def __init__(self, argv: list[str], env: dict[str, str] | None = None, *, log: Path | None = None,
                 inherit_env: bool = True) -> None:
        self.argv = argv
        self.env = env
        self.log = log
        self.inherit_env = inherit_env
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**(os.environ if self.inherit_env else {}), **(self.env or {})}
        if self.log is None:
            self.proc = subprocess.Popen(self.argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(self.argv, env=env, stdout=log, stderr=log)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(5)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None


class RedisServer(Process):
    def __init__(self) -> None:
        exe = shutil.which("redis-server")
        if exe is None:
            if os.environ.get("CI") == "true":
                pytest.fail("redis-server is required in CI")
            pytest.skip("no redis-server")
        self.port = free_port()
        super().__init__([exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                          "--appendonly", "no"])

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    async def up(self) -> None:
        self.start()
        client = Redis.from_url(self.url, socket_connect_timeout=0.2)
        try:
            for _ in range(100):
                try:
                    if await client.ping():
                        return
                except Exception:
                    await asyncio.sleep(0.05)
            raise AssertionError("redis-server did not start")
        finally:
            await client.aclose()


class SandboxServer(Process):
    """`benchgen-sandbox serve` on its own database file and port."""

    def __init__(self, db: Path, secret: str) -> None:
        self.port = free_port()
        exe = Path(sys.executable).parent / "benchgen-sandbox"
        super().__init__([str(exe), "serve", "--db", str(db), "--port", str(self.port)],
                         env={"BENCHGEN_SANDBOX_CLIENT_SECRET": secret, "BENCHGEN_SANDBOX_ITEM_SECONDS": "0.002",
                              "BENCHGEN_SANDBOX_TRAINING_SECONDS": "0.05"})

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def up(self) -> None:
        self.start()
        async with httpx.AsyncClient() as client:
            for _ in range(200):
                try:
                    await client.get(f"{self.url}/openapi.json", timeout=0.5)
                    return
                except httpx.TransportError:
                    await asyncio.sleep(0.05)
        raise AssertionError("the sandbox did not start")
