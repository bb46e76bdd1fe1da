"""Token exchange, scopes, expiry, and chat-identity links."""

from __future__ import annotations

import re

import httpx

from .conftest import CLIENT, GRANT, SUBJECT_TYPE, FakeClock, exchange


async def test_scope_narrowing_and_ceiling(http: httpx.AsyncClient) -> None:
    ben = await exchange(http, "console:local:ben", "benchmarks:read benchmarks:write runs:write")
    assert ben.status_code == 200 and ben.json()["scope"] == "benchmarks:read"
    only_write = await exchange(http, "console:local:ben", "runs:write")
    assert only_write.status_code == 400 and only_write.json()["error"] == "invalid_scope"
    for account in ("ana", "cara"):
        for scope in ("benchmarks:delete", "benchmarks:read scores:write"):
            refused = await exchange(http, f"console:local:{account}", scope)
            assert refused.status_code == 400 and refused.json()["error"] == "invalid_scope", (account, scope)
    unknown = await exchange(http, "console:local:ana", "admin:everything")
    assert unknown.json()["error"] == "invalid_scope"
    token = (await exchange(http, "console:local:ana", "benchmarks:read")).json()
    assert token["token_type"] == "Bearer" and token["expires_in"] <= 600
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    forbidden = await http.post("/v1/runs", headers=headers, json={"benchmark": "gsm-mini", "model": "tiny-1"})
    assert forbidden.status_code == 403 and forbidden.json()["type"].endswith("/forbidden")


async def test_oauth_errors(http: httpx.AsyncClient) -> None:
    data = {"grant_type": GRANT, "subject_token": "console:local:ana", "subject_token_type": SUBJECT_TYPE, "scope": "runs:read"}
    wrong_secret = await http.post("/oauth/token", auth=("benchgen-bot", "nope"), data=data)
    assert wrong_secret.status_code == 401 and wrong_secret.json()["error"] == "invalid_client"
    no_auth = await http.post("/oauth/token", data=data)
    assert no_auth.status_code == 401 and no_auth.json()["error"] == "invalid_client"
    grant = await http.post("/oauth/token", auth=CLIENT, data={**data, "grant_type": "password"})
    assert grant.json()["error"] == "unsupported_grant_type"
    missing = await http.post("/oauth/token", auth=CLIENT, data={k: v for k, v in data.items() if k != "subject_token"})
    assert missing.status_code == 400 and missing.json()["error"] == "invalid_request"
    unlinked = await http.post("/oauth/token", auth=CLIENT, data={**data, "subject_token": "slack:T1:U1"})
    assert unlinked.status_code == 400 and unlinked.json()["error"] == "invalid_grant"


async def test_token_expiry_via_clock(http: httpx.AsyncClient, clock: FakeClock) -> None:
    token = (await exchange(http, "console:local:ana", "account:read")).json()
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    assert (await http.get("/v1/me", headers=headers)).status_code == 200
    clock.advance(token["expires_in"] - 1)
    assert (await http.get("/v1/me", headers=headers)).status_code == 200
    clock.advance(1)
    expired = await http.get("/v1/me", headers=headers)
    assert expired.status_code == 401 and expired.json()["type"].endswith("/unauthorized")
    assert (await http.get("/v1/me")).status_code == 401
    assert (await http.get("/v1/me", headers={"Authorization": "Bearer made-up"})).status_code == 401


def nonce_of(url: str) -> str:
    match = re.fullmatch(r"http://sandbox\.test/link/([\w-]+)", url)
    assert match, url
    return match.group(1)


async def new_link(http: httpx.AsyncClient, identity: str) -> str:
    response = await http.post("/v1/links", auth=CLIENT, json={"identity": identity})
    assert response.status_code == 201, response.text
    return nonce_of(response.json()["url"])


async def test_link_flow_single_use(http: httpx.AsyncClient) -> None:
    identity = "slack:T0001:U0001"
    status = await http.get(f"/v1/identities/{identity}", auth=CLIENT)
    assert status.json() == {"identity": identity, "linked": False, "account": None}
    nonce = await new_link(http, identity)
    page = await http.get(f"/link/{nonce}")
    assert page.status_code == 200 and identity in page.text and "<form" in page.text
    wrong = await http.post(f"/link/{nonce}", data={"username": "ana", "password": "nope", "approve": "yes"})
    assert wrong.status_code == 401
    # The form cannot choose which identity gets bound: extra fields are ignored.
    ok = await http.post(f"/link/{nonce}", data={"username": "ana", "password": "ana-demo", "approve": "yes",
                                                 "identity": "slack:T0001:UEVIL"})
    assert ok.status_code == 200 and "ana" in ok.text
    assert (await http.get(f"/v1/identities/{identity}", auth=CLIENT)).json() == {"identity": identity, "linked": True, "account": "ana"}
    assert (await http.get("/v1/identities/slack:T0001:UEVIL", auth=CLIENT)).json()["linked"] is False
    reused = await http.post(f"/link/{nonce}", data={"username": "ben", "password": "ben-demo", "approve": "yes"})
    assert reused.status_code == 410
    assert (await http.get(f"/v1/identities/{identity}", auth=CLIENT)).json()["account"] == "ana"
    assert (await exchange(http, identity, "runs:read")).status_code == 200
    assert (await http.delete(f"/v1/identities/{identity}", auth=CLIENT)).status_code == 204
    assert (await exchange(http, identity, "runs:read")).json()["error"] == "invalid_grant"


async def test_link_expiry_and_replacement(http: httpx.AsyncClient, clock: FakeClock) -> None:
    first = await new_link(http, "discord:G1:U1")
    second = await new_link(http, "discord:G1:U1")
    replaced = await http.post(f"/link/{first}", data={"username": "ana", "password": "ana-demo", "approve": "yes"})
    assert replaced.status_code == 410 and "newer" in replaced.text
    clock.advance(601)
    expired = await http.get(f"/link/{second}")
    assert expired.status_code == 410 and "expired" in expired.text
    assert (await http.get("/link/unknown-nonce")).status_code == 404
    assert (await http.get("/v1/identities/discord:G1:U1", auth=CLIENT)).json()["linked"] is False


async def test_link_endpoints_need_the_client(http: httpx.AsyncClient) -> None:
    assert (await http.post("/v1/links", json={"identity": "slack:T1:U1"})).status_code == 401
    assert (await http.get("/v1/identities/slack:T1:U1", auth=("benchgen-bot", "wrong"))).status_code == 401
    bad = await http.post("/v1/links", auth=CLIENT, json={"identity": "not-an-identity"})
    assert bad.status_code == 422


async def test_audit_records_every_write(http: httpx.AsyncClient, sandbox, ana: dict[str, str]) -> None:
    nonce = await new_link(http, "slack:T9:U9")
    await http.post(f"/link/{nonce}", data={"username": "ana", "password": "ana-demo", "approve": "yes"})
    await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana,
                    json={"base_version": 1, "changes": [{"op": "set_key", "item": 7, "accepted": ["4"], "match": "numeric"}]})
    run = (await http.post("/v1/runs", headers=ana, json={"benchmark": "gsm-mini", "model": "tiny-1"})).json()
    await sandbox.wait_idle(10)
    await http.post("/v1/training-jobs", headers=ana, json={"model": "tiny-1", "training_set": "gsm-train"})
    await sandbox.wait_idle(10)
    await sandbox.set_credits("acme", 100)
    await http.delete("/v1/identities/slack:T9:U9", auth=CLIENT)
    entries = (await http.get("/v1/audit", headers=ana)).json()
    actions = [e["action"] for e in entries]
    for action in ("import", "identity.link", "benchmark.version.create", "run.launch", "run.finish",
                   "training.launch", "training.finish", "credits.set", "identity.unlink"):
        assert action in actions, action
    launch = next(e for e in entries if e["action"] == "run.launch")
    assert (launch["account"], launch["client"], launch["target"]) == ("ana", "benchgen-bot", run["id"])
    assert "20 credits" in launch["detail"] and launch["at"]
    edit = next(e for e in entries if e["action"] == "benchmark.version.create")
    assert edit["target"] == "gsm-mini v2" and "item 7" in edit["detail"]
    assert actions.index("identity.unlink") < actions.index("credits.set") < actions.index("run.launch")  # newest first
