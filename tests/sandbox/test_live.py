"""Against a real `benchgen-sandbox serve` process: a smoke test and the schemathesis property test."""

from __future__ import annotations

import base64
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.generation.modes import GenerationMode

from tests.serving import free_port

from .conftest import ALL_SCOPES, CLIENT, GRANT, SUBJECT_TYPE


def sandbox_command() -> list[str]:
    script = shutil.which("benchgen-sandbox", path=str(Path(sys.executable).parent)) or shutil.which("benchgen-sandbox")
    return [script] if script else [sys.executable, "-m", "sandbox.cli"]


@pytest.fixture(scope="module")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    db = tmp_path_factory.mktemp("live") / "sandbox.sqlite3"
    env = {**os.environ, "BENCHGEN_SANDBOX_ITEM_SECONDS": "0", "BENCHGEN_SANDBOX_TRAINING_SECONDS": "0"}
    env.pop("BENCHGEN_SANDBOX_CLIENT_SECRET", None)
    process = subprocess.Popen(
        [*sandbox_command(), "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/openapi.json", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the sandbox did not start: {process.stdout.read() if process.stdout else ''}")
            time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


def token(url: str) -> str:
    response = httpx.post(
        f"{url}/oauth/token", auth=CLIENT,
        data={"grant_type": GRANT, "subject_token": "console:local:ana", "subject_token_type": SUBJECT_TYPE, "scope": ALL_SCOPES},
    )
    response.raise_for_status()
    return response.json()["access_token"]


def test_served_process_runs_the_demo(live_url: str) -> None:
    headers = {"Authorization": f"Bearer {token(live_url)}"}
    with httpx.Client(base_url=live_url, headers=headers, timeout=10) as http:
        saved = {(r["model"], r["benchmark"]): r["score"] for r in http.get("/v1/runs").json()}
        assert saved[("tiny-1", "gsm-mini")] == 0.6
        run = http.post("/v1/runs", json={"benchmark": "gsm-mini", "model": "tiny-1"}, headers={"Idempotency-Key": "live-1"}).json()
        deadline = time.monotonic() + 10
        while (current := http.get(f"/v1/runs/{run['id']}").json())["status"] != "succeeded":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert current["score"] == 0.6
        page = httpx.get(f"{live_url}/link/not-a-nonce")
        assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")


_BASIC = "Basic " + base64.b64encode(":".join(CLIENT).encode()).decode()


def test_no_input_gives_a_server_error(live_url: str) -> None:
    """Schemathesis over the served OpenAPI document: no generated request may get a 5xx.

    Operations are driven with plain Hypothesis because schemathesis' lazy pytest fixture
    loader does not work with the pytest version in use.
    """
    schema = schemathesis.openapi.from_url(f"{live_url}/openapi.json")
    bearer = f"Bearer {token(live_url)}"
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 20

    known = {"name": "gsm-mini", "version": 1, "run_id": "run_demo_tiny1_gsm", "identity": "console:local:nobody"}
    for operation in operations:
        auth = _BASIC if operation.path.startswith(("/oauth", "/v1/links", "/v1/identities")) else bearer
        pinned = {k: v for k, v in known.items() if "{" + k + "}" in operation.path}
        strategies = [operation.as_strategy(), operation.as_strategy(GenerationMode.NEGATIVE)]
        if pinned:  # reach the handlers behind existing resources too, not only their 404s
            strategies.append(operation.as_strategy(path_parameters=pinned))

        @given(case=st.one_of(strategies))
        @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def check(case: schemathesis.Case) -> None:
            response = case.call(base_url=live_url, headers={"Authorization": auth}, timeout=10)
            case.validate_response(response, checks=[not_a_server_error])

        check()
