"""Launching, progress, idempotency, credits, cancelling, training jobs."""

from __future__ import annotations

import asyncio

import httpx

from sandbox.config import SandboxConfig
from sandbox.server import Sandbox

from .conftest import FakeClock, bearer


async def credits(http: httpx.AsyncClient, headers: dict[str, str]) -> int:
    return (await http.get("/v1/me", headers=headers)).json()["credits"]


async def test_progress_then_completion(clock: FakeClock) -> None:
    config = SandboxConfig(db_path=":memory:", item_seconds=0.01, training_seconds=0, public_url="http://t")
    box = await Sandbox.open(config, clock=clock)
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=box.app), base_url="http://t") as http:
            ana = await bearer(http, "ana")
            run = (await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-1"})).json()
            assert (run["status"], run["done"], run["total"], run["cost"], run["score"]) == ("queued", 0, 20, 20, None)
            seen: set[int] = set()
            while True:
                current = (await http.get(f"/v1/runs/{run['id']}", headers=ana)).json()
                seen.add(current["done"])
                if current["status"] == "succeeded":
                    break
                await asyncio.sleep(0.01)
            assert any(0 < d < 20 for d in seen)
            assert (current["done"], current["correct"], current["score"]) == (20, 12, 0.6)
            assert current["finished_at"] is not None
            listed = (await http.get("/v1/runs", headers=ana, params={"benchmark": "gsm-mini", "model": "tiny-1"})).json()
            assert listed[0]["id"] == run["id"] and len(listed) == 2
    finally:
        await box.aclose()


async def test_idempotent_launch(http: httpx.AsyncClient, sandbox: Sandbox, ana: dict[str, str]) -> None:
    body = {"benchmark": "capitals", "model": "tiny-2", "version": None, "model_version": None}
    headers = {**ana, "Idempotency-Key": "proposal-42"}
    first, second = await asyncio.gather(
        http.post("/v1/runs", headers=headers, json=body), http.post("/v1/runs", headers=headers, json=body)
    )
    assert first.status_code == second.status_code == 201
    assert first.json()["id"] == second.json()["id"]
    assert await credits(http, ana) == 460
    other = await http.post("/v1/runs", headers=headers, json={**body, "model": "tiny-1"})
    assert other.status_code == 422 and other.json()["type"].endswith("/idempotency-conflict")
    cara = await bearer(http, "cara")
    mine = await http.post("/v1/runs", headers={**cara, "Idempotency-Key": "proposal-42"}, json={**body, "model": "tiny-1"})
    assert mine.status_code == 201  # keys are scoped per account
    await sandbox.wait_idle(10)
    assert await credits(http, ana) == 440


async def test_short_credits_charge_nothing(http: httpx.AsyncClient, sandbox: Sandbox, ana: dict[str, str]) -> None:
    await sandbox.set_credits("acme", 10)
    response = await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-1"})
    assert response.status_code == 402
    body = response.json()
    assert (body["type"].endswith("/insufficient-credits"), body["cost"], body["balance"]) == (True, 20, 10)
    training = await http.post("/v1/training-jobs", headers=ana, json={"model": "tiny-1", "training_set": "gsm-train"})
    assert training.status_code == 402 and training.json()["cost"] == 150
    assert await credits(http, ana) == 10
    assert len((await http.get("/v1/runs", headers=ana)).json()) == 4


async def test_cancel_refunds_items_not_run(clock: FakeClock) -> None:
    config = SandboxConfig(db_path=":memory:", item_seconds=0.02, training_seconds=5, public_url="http://t")
    box = await Sandbox.open(config, clock=clock)
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=box.app), base_url="http://t") as http:
            ana = await bearer(http, "ana")
            run = (await http.post("/v1/runs", headers=ana, json={"benchmark": "capitals", "model": "tiny-2"})).json()
            while (await http.get(f"/v1/runs/{run['id']}", headers=ana)).json()["done"] < 3:
                await asyncio.sleep(0.01)
            cancelled = await http.post(f"/v1/runs/{run['id']}/cancel", headers={**ana, "Idempotency-Key": "c1"})
            assert cancelled.status_code == 200
            c = cancelled.json()
            assert c["status"] == "cancelled" and c["refunded"] == 2 * (20 - c["done"]) and c["score"] is None
            again = await http.post(f"/v1/runs/{run['id']}/cancel", headers={**ana, "Idempotency-Key": "c1"})
            assert again.status_code == 200 and again.json()["refunded"] == c["refunded"]
            await box.wait_idle(5)
            after = (await http.get(f"/v1/runs/{run['id']}", headers=ana)).json()
            assert (after["status"], after["done"]) == ("cancelled", c["done"])
            assert await credits(http, ana) == 500 - 40 + c["refunded"]
            finished = await http.post(f"/v1/runs/{run['id']}/cancel", headers=ana)
            assert finished.status_code == 409 and finished.json()["type"].endswith("/conflict")

            job = (await http.post("/v1/training-jobs", headers=ana, json={"model": "tiny-2", "training_set": "gsm-train"})).json()
            stopped = (await http.post(f"/v1/training-jobs/{job['id']}/cancel", headers=ana)).json()
            assert stopped["status"] == "cancelled" and stopped["result_model_version"] is None
            assert await credits(http, ana) == 500 - 40 + c["refunded"]
    finally:
        await box.aclose()


async def test_idempotent_training(http: httpx.AsyncClient, sandbox: Sandbox, ana: dict[str, str]) -> None:
    headers = {**ana, "Idempotency-Key": "train-1"}
    body = {"model": "tiny-1", "training_set": "capitals-train"}
    first = await http.post("/v1/training-jobs", headers=headers, json=body)
    second = await http.post("/v1/training-jobs", headers=headers, json=body)
    assert first.status_code == second.status_code == 201 and first.json()["id"] == second.json()["id"]
    conflict = await http.post("/v1/training-jobs", headers=headers, json={**body, "training_set": "gsm-train"})
    assert conflict.status_code == 422 and conflict.json()["type"].endswith("/idempotency-conflict")
    await sandbox.wait_idle(10)
    assert await credits(http, ana) == 350
    models = (await http.get("/v1/models", headers=ana)).json()
    assert next(m for m in models if m["name"] == "tiny-1")["versions"] == [1, 2]


async def test_restart_resumes_unfinished_runs(tmp_path, clock: FakeClock) -> None:
    config = SandboxConfig(db_path=str(tmp_path / "s.sqlite3"), item_seconds=0.05, training_seconds=0, public_url="http://t")
    box = await Sandbox.open(config, clock=clock)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=box.app), base_url="http://t") as http:
        ana = await bearer(http, "ana")
        run = (await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-1"})).json()
        await asyncio.sleep(0.2)
    await box.aclose()
    reopened = await Sandbox.open(config.model_copy(update={"item_seconds": 0}), clock=clock)
    try:
        await reopened.wait_idle(10)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=reopened.app), base_url="http://t") as http:
            ana = await bearer(http, "ana")
            done = (await http.get(f"/v1/runs/{run['id']}", headers=ana)).json()
            assert (done["status"], done["correct"]) == ("succeeded", 12)
            assert await credits(http, ana) == 480
    finally:
        await reopened.aclose()


async def test_unknown_resources_are_404(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    for path in ("/v1/runs/run_nope", "/v1/runs/run_nope/answers", "/v1/benchmarks/nope", "/v1/benchmarks/gsm-mini/versions/9",
                 "/v1/training-jobs/job_nope", "/v1/nothing-here"):
        response = await http.get(path, headers=ana)
        assert response.status_code == 404, path
        assert response.json()["type"].endswith("/not-found") and response.json()["detail"]
    launch = await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-9"})
    assert launch.status_code == 404
    bad = await http.post("/v1/runs", headers=ana, content=b"{not json")
    assert bad.status_code == 422 and bad.json()["type"].endswith("/validation") and bad.json()["errors"]
    huge = await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-1", "version": 10**30})
    assert huge.status_code == 422
