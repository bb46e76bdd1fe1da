"""The startup cache (bot/startup_cache.py): a router read from it routes as one built anew; a changed input
or code misses; a damaged file is rebuilt; with the setting empty nothing is written."""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import bot.literals
import bot.routing
from bot.app.cli import main
from bot.app.runtime import all_skills
from bot.intent_model import IntentModel
from bot.language import LanguageDetector
from bot.literals import GatedAlternatives, LiteralTable
from bot.routing import INTENT_MODEL, Route, Router, intent_model_key, normalise
from bot.settings import Settings
from bot.startup_cache import KEPT, StartupCache, fingerprint

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture
def fresh_models() -> Iterator[None]:
    """Each router of the test learns or reads its classifier (not the one this process learned already)."""
    bot.routing._intent_model.cache_clear()
    yield
    bot.routing._intent_model.cache_clear()


def no_building(*args: object, **kwargs: object) -> None:
    raise AssertionError("built again, though the cache had it")


def routes(router: Router, rows: list[dict[str, str]]) -> list[Route]:
    return [router.route(row["text"], row["language"]) for row in rows]


def entries(directory: Path) -> list[str]:
    return sorted(path.name.split("-")[0] for path in directory.iterdir())


@pytest.fixture(scope="module")
def heldout() -> list[dict[str, str]]:
    return [json.loads(line) for line in (DATA / "routing_heldout_v20.jsonl").read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def warm(tmp_path_factory: pytest.TempPathFactory, heldout: list[dict[str, str]]) -> tuple[Path, list[Route]]:
    """A cache a router was built with when it was empty, and that router's routes."""
    directory = tmp_path_factory.mktemp("cache")
    bot.routing._intent_model.cache_clear()
    written = routes(Router(all_skills(), cache=StartupCache(directory)), heldout)  # built, then written
    bot.routing._intent_model.cache_clear()
    return directory, written


@pytest.fixture(scope="module")
def fresh_routes(warm: tuple[Path, list[Route]]) -> list[Route]:
    """Every message of a held-out set routed by a router built anew: the one that wrote the warm cache, which had
    nothing to read (a second build with no cache at all cost the suite a whole build, ~10 s, to compare two
    routers built alike)."""
    return warm[1]


def test_a_router_read_from_the_cache_routes_every_message_as_one_built_anew(
        monkeypatch: pytest.MonkeyPatch, heldout: list[dict[str, str]], fresh_routes: list[Route],
        warm: tuple[Path, list[Route]], fresh_models: None) -> None:
    directory = warm[0]
    assert entries(directory) == ["intent_model", "literals"]
    # the warm build reads both: no classifier learned, no pattern's parse tree read
    monkeypatch.setattr(IntentModel, "__init__", no_building)
    monkeypatch.setattr(bot.literals, "required", no_building)
    assert routes(Router(all_skills(), cache=StartupCache(directory)), heldout) == fresh_routes


def test_a_changed_example_or_code_is_another_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    examples = (("greeter", (("en", (("greeting", ("hello there", "good morning")),)),)),)
    changed = (("greeter", (("en", (("greeting", ("hello there", "good evening")),)),)),)
    assert intent_model_key(examples) == intent_model_key(examples) != intent_model_key(changed)
    code = tmp_path / "intent_model.py"
    code.write_text("# one version\n")
    monkeypatch.setattr(bot.routing, "_MODEL_CODE", (code,))
    before = intent_model_key(examples)
    code.write_text("# another version\n")
    assert intent_model_key(examples) != before
    assert fingerprint("a", "bc") != fingerprint("ab", "c")  # the parts are told apart


def test_a_changed_input_or_code_misses_and_is_written_beside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            fresh_models: None) -> None:
    cache = StartupCache(tmp_path)
    examples = (("greeter", (("en", (("greeting", ("hello there", "good morning")),)),)),
                ("counter", (("en", (("count", ("how many items are there",)),)),)))
    model = bot.routing._intent_model(examples, cache)
    [written] = tmp_path.glob("intent_model-*.npz")
    bot.routing._intent_model.cache_clear()
    assert bot.routing._intent_model(examples, cache).match("good morning", "en") == model.match("good morning", "en")
    changed = (*examples[:1], ("counter", (("en", (("count", ("how many questions",)),)),)))
    bot.routing._intent_model(changed, cache)
    assert len(list(tmp_path.glob("intent_model-*.npz"))) == 2 and written.exists()

    # the literals: a changed pattern misses alone; changed code misses every one
    table = LiteralTable.load(cache)
    GatedAlternatives(r"delete|remove|wipe", table=table)
    table.save(cache)
    again = LiteralTable.load(cache)
    GatedAlternatives(r"delete|remove|wipe", table=again)
    assert again.made == 0
    GatedAlternatives(r"delete|remove|erase", table=again)
    assert again.made == 1
    monkeypatch.setattr(bot.literals, "_code_key", lambda: "0" * 32)
    other = LiteralTable.load(cache)
    GatedAlternatives(r"delete|remove|wipe", table=other)
    assert other.made == 1


def test_with_no_cache_a_table_reads_patterns_alike_and_keeps_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot.literals, "_entry_key", None)  # no pattern is hashed: there is nothing to key
    table = LiteralTable.load(None)
    alternatives = GatedAlternatives(r"delete|remove|wipe", table=table)
    gated = table.gate(r"purge\w*")
    assert alternatives.search("please wipe it").group() == "wipe" and alternatives.search("keep it") is None
    assert gated.search("purged").group() == "purged" and gated.literals == ("purge",)
    assert table.made == 0


DAMAGES = [b"", b"not a zip at all", b"PK\x03\x04 truncated", b"\x93NUMPY\x01\x00"]


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_file_is_a_miss_rebuilt_and_rewritten(tmp_path: Path, damage: bytes, fresh_models: None) -> None:
    cache = StartupCache(tmp_path)
    examples = (("greeter", (("en", (("greeting", ("hello there", "good morning")),)),)),)
    model = bot.routing._intent_model(examples, cache)
    [stored] = tmp_path.glob("intent_model-*.npz")
    stored.write_bytes(damage)
    (tmp_path / "literals-ab.json").write_bytes(damage)
    assert cache.read_arrays(INTENT_MODEL, intent_model_key(examples)) is None
    assert cache.read_json("literals", "ab") is None
    bot.routing._intent_model.cache_clear()
    assert bot.routing._intent_model(examples, cache).match("hello", "en") == model.match("hello", "en")
    assert cache.read_arrays(INTENT_MODEL, intent_model_key(examples)) is not None  # whole again


def test_a_router_with_damaged_files_routes_as_one_built_anew(tmp_path: Path, heldout: list[dict[str, str]],
                                                              fresh_routes: list[Route], warm: tuple[Path, list[Route]],
                                                              fresh_models: None) -> None:
    for entry in warm[0].iterdir():
        shutil.copy(entry, tmp_path / entry.name)
    cache = StartupCache(tmp_path)
    [model] = tmp_path.glob("intent_model-*.npz")
    [literals] = tmp_path.glob("literals-*.json")
    model.write_bytes(model.read_bytes()[:100_000])  # cut short, as by a full disk
    literals.write_bytes(literals.read_bytes()[:1000])
    bot.routing._intent_model.cache_clear()
    assert routes(Router(all_skills(), cache=cache), heldout) == fresh_routes
    with np.load(model, allow_pickle=False) as stored:  # whole again
        assert "meta" in stored.files
    assert json.loads(literals.read_bytes())["entries"]


def test_arrays_that_are_no_models_are_refused(tmp_path: Path) -> None:
    model = IntentModel({"greeter": {"en": {"greeting": ("hello there", "good morning")}}}, normalise)
    arrays = model.arrays()
    assert IntentModel.from_arrays(arrays, normalise) is not None
    for name, wrong in [("0_posting_examples", arrays["0_posting_examples"] + 1000),
                        ("0_postings_start", arrays["0_postings_start"][:-1]),
                        ("0_idf", arrays["0_idf"].astype(np.float32)),
                        ("meta", np.frombuffer(b"{}", dtype=np.uint8))]:
        assert IntentModel.from_arrays({**arrays, name: wrong}, normalise) is None, name
    assert IntentModel.from_arrays({k: v for k, v in arrays.items() if k != "0_idf"}, normalise) is None
    key = bot.literals._entry_key("a", "a|b", 0)
    for damaged in ("nothing", [32, "a", []], [32, ["a"], [["a", "a"]]], [32, ["a"]], ["32", ["a"], []]):
        assert LiteralTable({key: damaged}).read_apart("a|b", 0) is None, damaged
    assert LiteralTable({key: [32, ["a", "b"], [["a", ["a"]], ["b", ["b"]]]]}).read_apart("a|b", 0) == (
        32, ("a", "b"), [("a", ("a",)), ("b", ("b",))])


def test_the_setting_says_where_and_empty_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str], detector: LanguageDetector,
                                                          warm: tuple[Path, list[Route]], fresh_models: None) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("BENCHGEN_CACHE_DIR", raising=False)
    assert Settings().cache_dir == tmp_path / "xdg" / "benchgen-bot"
    mine = tmp_path / "mine"
    shutil.copytree(warm[0], mine)
    monkeypatch.setenv("BENCHGEN_CACHE_DIR", str(mine))
    assert Settings().cache_dir == mine

    # through the entry point: the cache where the setting says (read there: nothing built), none when it is empty
    with monkeypatch.context() as building:
        building.setattr(IntentModel, "__init__", no_building)
        building.setattr(LiteralTable, "_remember", no_building)  # the router's patterns all read there
        assert main(["route", "--json", "hi"]) == 0
    monkeypatch.setenv("BENCHGEN_CACHE_DIR", "")
    assert Settings().cache_dir is None
    before = {path.name: path.stat().st_mtime for path in mine.iterdir()}
    assert main(["route", "--json", "hi"]) == 0
    assert not (tmp_path / "xdg").exists() and {path.name: path.stat().st_mtime for path in mine.iterdir()} == before
    assert [json.loads(line)["decision"] for line in capsys.readouterr().out.splitlines()] == ["smalltalk"] * 2


def test_an_unwritable_directory_only_costs_the_build(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    cache = StartupCache(blocked / "cache")
    cache.write_json("literals", "ab", {"entries": {}})
    assert cache.read_json("literals", "ab") is None
    with pytest.raises(ValueError):
        cache.read_json("../elsewhere", "ab")


def test_readers_see_a_whole_entry_while_others_write_it(tmp_path: Path) -> None:
    """Several processes (xdist workers, bot processes) write the same entry: a reader gets one writer's
    whole file, never a part."""
    cache = StartupCache(tmp_path)
    values = [{"entries": {str(i): "x" * 200_000}} for i in range(4)]
    cache.write_json("literals", "ab", values[0])  # from here on there is a file (a part read would be None)
    seen: list[object] = []
    stop = threading.Event()

    def write(value: dict[str, object]) -> None:
        for _ in range(25):
            cache.write_json("literals", "ab", value)

    def read() -> None:
        while not stop.is_set():
            seen.append(cache.read_json("literals", "ab"))

    readers = [threading.Thread(target=read) for _ in range(2)]
    writers = [threading.Thread(target=write, args=(value,)) for value in values]
    for thread in (*readers, *writers):
        thread.start()
    for thread in writers:
        thread.join()
    stop.set()
    for thread in readers:
        thread.join()
    assert seen and all(value in values for value in seen)
    assert cache.read_json("literals", "ab") in values
    assert not [path for path in tmp_path.iterdir() if re.search(r"\.tmp$", path.name)]  # no temporary file left


def test_only_the_entries_last_used_stay(tmp_path: Path) -> None:
    """Each edit of the code or the data makes a new entry: the oldest of a kind go, the one just read stays."""
    cache = StartupCache(tmp_path)
    keys = [f"a{i}" for i in range(KEPT)]
    for key in keys:
        cache.write_json("literals", key, {"entries": {}})
    os.utime(tmp_path / "literals-a0.json", (1, 1))
    os.utime(tmp_path / "literals-a1.json", (1, 1))
    assert cache.read_json("literals", "a0") == {"entries": {}}  # read: used now
    (tmp_path / ".literals-dead.tmp").write_text("a writer that died")
    os.utime(tmp_path / ".literals-dead.tmp", (1, 1))
    cache.write_json("literals", "b", {"entries": {}})
    cache.write_json("intent_model", "c", {})  # another kind's entry makes none of these go
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        ["intent_model-c.json", "literals-b.json", *(f"literals-{key}.json" for key in keys if key != "a1")])
