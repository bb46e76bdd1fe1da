"""One turn's BenchGen reads: the same read again in the turn costs no request, and nothing else
is ever answered from it."""

from __future__ import annotations

import asyncio

import httpx

from tests.benchgen.scripted import GRANT, RUN, Script, Sleeps, platform

READ = ["runs:read"]
READ_WRITE = ["runs:read", "runs:write"]


def serve() -> Script:
    """Grants carry the scopes asked for; every other request gets the run."""

    def reply(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/oauth/token":
            scopes = dict(x.split("=", 1) for x in request.content.decode().split("&"))["scope"]
            return httpx.Response(200, json={**GRANT, "scope": scopes.replace("%3A", ":").replace("+", " ")})
        if request.url.path.endswith("/preview"):
            return httpx.Response(200, json={"benchmark": "gsm-mini", "version": 1, "runs": []})
        return httpx.Response(200, json=RUN)

    return Script([reply])


def runs_read(script: Script) -> int:
    return sum(r.url.path == "/v1/runs/run_1" and r.method == "GET" for r in script.requests)


async def test_a_hand_off_reading_again_in_its_turn_costs_no_request() -> None:
    script = serve()
    plat = platform(script, Sleeps())
    with plat.turn():
        first = await plat.session("slack:T1:U1", READ)
        handed = await plat.session("slack:T1:U1", READ_WRITE)  # more scopes: may see what the first saw
        assert (await first.get_run("run_1")).id == (await handed.get_run("run_1")).id == "run_1"
        assert runs_read(script) == 1
        await handed.preview("gsm-mini", version=1, changes=[])  # a preview changes nothing
        await handed.get_run("run_1")
        assert runs_read(script) == 1
    await plat.aclose()


async def test_never_across_turns_identities_narrower_scopes_or_a_write() -> None:
    script = serve()
    plat = platform(script, Sleeps())
    with plat.turn():
        wide = await plat.session("slack:T1:U1", READ_WRITE)
        await wide.get_run("run_1")
        narrow = await plat.session("slack:T1:U1", READ)
        await narrow.get_run("run_1")  # fewer scopes than the session that read it
        other = await plat.session("slack:T1:U2", READ_WRITE)
        await other.get_run("run_1")  # someone else
        assert runs_read(script) == 3
        await wide.cancel_run("run_1", idempotency_key="k1")  # a write: everything read may have changed
        await wide.get_run("run_1")
        assert runs_read(script) == 4
    with plat.turn():
        again = await plat.session("slack:T1:U1", READ_WRITE)
        await again.get_run("run_1")
    await again.get_run("run_1")  # outside any turn
    assert runs_read(script) == 6
    await plat.aclose()


async def test_work_started_by_the_turn_always_asks() -> None:
    """A watcher started in the turn polls the same run: it must see every change, never a copy."""
    script = serve()
    plat = platform(script, Sleeps())
    with plat.turn():
        sess = await plat.session("slack:T1:U1", READ)
        await sess.get_run("run_1")
        await asyncio.gather(sess.get_run("run_1"), asyncio.create_task(sess.get_run("run_1")))
        assert runs_read(script) == 3
    await plat.aclose()


async def test_an_answer_given_again_is_read_once_into_its_frozen_model() -> None:
    """The model read from an answer the turn gives again is the one read before (frozen, equal to a
    fresh read); a list of models is read anew each time; a write, another turn or work the turn
    started read their own."""
    script = serve()
    plat = platform(script, Sleeps())
    with plat.turn():
        sess = await plat.session("slack:T1:U1", READ_WRITE)
        first = await sess.get_run("run_1")
        again = await sess.get_run("run_1")
        assert again is first and again == (await asyncio.create_task(sess.get_run("run_1")))
        assert (await asyncio.create_task(sess.get_run("run_1"))) is not first  # not the turn's own task
        await sess.cancel_run("run_1", idempotency_key="k1")  # a write: read anew after it
        after = await sess.get_run("run_1")
        assert after == first and after is not first and (await sess.get_run("run_1")) is after
    with plat.turn():
        other = await plat.session("slack:T1:U1", READ_WRITE)
        assert (await other.get_run("run_1")) is not after
    await plat.aclose()
