"""Change sets: versions, stale bases, every invalid reason, idempotency, match rules."""

from __future__ import annotations

import httpx

from .conftest import bearer, widen


async def test_stale_base_is_409(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    first = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={"base_version": 1, "changes": widen({7: "4"})})
    assert first.status_code == 201
    stale = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={"base_version": 1, "changes": widen({3: "9"})})
    assert stale.status_code == 409
    assert stale.headers["content-type"].startswith("application/problem+json")
    body = stale.json()
    assert body["type"].endswith("/stale-version") and body["current_version"] == 2 and body["detail"]


async def test_invalid_change_lists_every_reason(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    changes = [
        {"op": "set_key", "item": 99, "accepted": ["1"]},
        {"op": "set_key", "item": 1, "accepted": []},
        {"op": "set_key", "item": 2, "accepted": ["  "]},
        {"op": "set_key", "item": 3, "accepted": ["9"], "match": "fuzzy"},
        {"op": "set_key", "item": 4, "accepted": ["181"]},
        {"op": "set_key", "item": 5, "accepted": ["20"]},
        {"op": "remove_item", "item": 5},
    ]
    response = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={"base_version": 1, "changes": changes})
    assert response.status_code == 422
    body = response.json()
    assert body["type"].endswith("/invalid-change")
    by_item: dict[int | None, list[str]] = {}
    for error in body["errors"]:
        by_item.setdefault(error["item"], []).append(error["reason"])
    assert set(by_item) == {99, 1, 2, 3, 4, 5}
    assert any("does not exist" in r for r in by_item[99])
    assert any("empty" in r for r in by_item[1])
    assert any("blank" in r for r in by_item[2])
    assert any("Unknown match rule" in r for r in by_item[3])
    assert any("own reference" in r for r in by_item[4])
    assert any("more than once" in r for r in by_item[5])
    assert (await http.get("/v1/benchmarks/gsm-mini", headers=ana)).json()["current_version"] == 1

    empty = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={"base_version": 1, "changes": []})
    assert empty.status_code == 422 and empty.json()["errors"] == [{"item": None, "reason": "The change list is empty."}]
    remove_all = [{"op": "remove_item", "item": n} for n in range(1, 21)]
    last = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={"base_version": 1, "changes": remove_all})
    assert last.status_code == 422 and "last item" in last.json()["detail"]
    preview = await http.post("/v1/benchmarks/gsm-mini/preview", headers=ana, json={"version": 1, "changes": changes})
    assert preview.status_code == 422 and len(preview.json()["errors"]) == len(body["errors"])


async def test_reference_add_remove_keep_numbers(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    changes = [
        {"op": "set_reference", "item": 13, "reference": "42", "accepted": None, "match": None},
        {"op": "remove_item", "item": 20},
        {"op": "add_item", "question": "What is 6 times 7?", "reference": "42", "accepted": None, "match": "numeric", "topic": None},
    ]
    response = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana,
                               json={"base_version": 1, "note": "fix item 13", "changes": changes})
    assert response.status_code == 201, response.text
    items = {i["number"]: i for i in response.json()["items"]}
    assert (items[13]["reference"], items[13]["accepted"]) == ("42", ["42"])
    assert 20 not in items and items[21]["match"] == "numeric" and len(items) == 20
    again = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana,
                            json={"base_version": 2, "changes": [{"op": "add_item", "question": "1+1?", "reference": "2", "match": "exact"}]})
    assert max(i["number"] for i in again.json()["items"]) == 22  # 20 is never reused
    info = (await http.get("/v1/benchmarks/gsm-mini", headers=ana)).json()
    assert [(v["version"], v["created_by"], v["item_count"]) for v in info["versions"]] == [(1, "cara", 20), (2, "ana", 20), (3, "ana", 21)]
    assert info["versions"][1]["note"] == "fix item 13"


async def test_version_idempotency(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    body = {"base_version": 1, "changes": widen({7: "4"})}
    headers = {**ana, "Idempotency-Key": "prop-1"}
    first = await http.post("/v1/benchmarks/gsm-mini/versions", headers=headers, json=body)
    second = await http.post("/v1/benchmarks/gsm-mini/versions", headers=headers, json=body)
    assert first.status_code == second.status_code == 201
    assert first.json() == second.json()
    other = await http.post("/v1/benchmarks/gsm-mini/versions", headers=headers, json={"base_version": 2, "changes": widen({3: "9"})})
    assert other.status_code == 422 and other.json()["type"].endswith("/idempotency-conflict")
    assert (await http.get("/v1/benchmarks/gsm-mini", headers=ana)).json()["current_version"] == 2


async def test_viewer_cannot_edit(http: httpx.AsyncClient) -> None:
    ben = await bearer(http, "ben", "benchmarks:read")
    response = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ben, json={"base_version": 1, "changes": widen({7: "4"})})
    assert response.status_code == 403 and response.json()["type"].endswith("/forbidden")


async def test_case_insensitive_and_math_rules(http: httpx.AsyncClient, ana: dict[str, str]) -> None:
    preview = await http.post("/v1/benchmarks/capitals/preview", headers=ana, json={
        "version": 1,
        "changes": [{"op": "set_key", "item": 1, "accepted": ["Paris", "Paris, France"], "match": "case_insensitive"}],
    })
    t2 = next(r for r in preview.json()["runs"] if r["model"] == "tiny-2")
    assert t2["wrong_to_right"] == [1]
    math = await http.post("/v1/benchmarks/gsm-mini/versions", headers=ana, json={
        "base_version": 1,
        "changes": [
            {"op": "add_item", "question": "Half of one?", "reference": "\\frac{1}{2}", "accepted": ["0.5"], "match": "math"},
            {"op": "add_item", "question": "Two thirds?", "reference": "2/3", "accepted": ["0.5"], "match": "math"},
        ],
    })
    assert math.status_code == 422
    assert [e["reason"] for e in math.json()["errors"]] == ["The key for the new item does not accept its own reference answer '2/3'."]
