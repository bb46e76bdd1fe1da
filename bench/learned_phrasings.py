"""Writes the chat messages the router's classifier learns beside the skills' declared examples.

    python -m bench.learned_phrasings           # rewrite the learned files (bot/learned.py)
    python -m bench.learned_phrasings --check   # exit 1 where they differ from what the sets give

The development sets in tests/data (every part of bench/routing.py but the held-out ones in
`HELD_OUT`, which stay unseen until a newer held-out set is measured) were written and labelled by
people who saw only a product description: every message labelled for a skill, in a language the
bot speaks, is learned for that skill, and every message labelled small talk, help or linking for
what the router answers itself; except one a declaration already holds and one labelled two ways by
two sets. Forbidden requests are not learned: the ceiling decides them by its own rules first.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from functools import cache
from pathlib import Path

from bench.routing import DATA, HELD_OUT, PARTS, load_file
from bot.entities import mask
from bot.i18n import SUPPORTED_LANGUAGES
from bot.intent_model import _CJK
from bot.languages import default_languages
from bot.languages.pack import ROUTER_LABELS
from bot.learned import LEARNED
from bot.routing import normalise
from skills.phrasings import examples_of

ROOT = Path(__file__).resolve().parent.parent
SKILLS = ROOT / "skills" / "phrasings"  # <skill>/learned/<language>.json
ROUTER = ROOT / "bot" / "languages" / "packs" / "learned"  # <label>/<language>.json
Learned = dict[str, dict[str, list[str]]]  # label -> language -> messages
MIN_WORDS = 2  # a message learned for a skill says at least this many words (CJK: twice as many characters)


def development_files() -> list[str]:
    """The sets learned from: every part's files but the held-out parts'."""
    held_out = {name for part in HELD_OUT for name in PARTS[part]}
    return sorted({name for part, names in PARTS.items() for name in names} - held_out)


def learned(data: Path = DATA) -> Learned:
    labels: dict[tuple[str, str], set[str]] = defaultdict(set)  # (language, text) -> the labels it is given
    for name in development_files():
        for example in load_file(data / name):
            label = example.skill if example.decision == "skill" else example.decision
            if label and example.language in SUPPORTED_LANGUAGES:
                labels[(example.language, example.text.strip())].add(label)
    found: Learned = defaultdict(lambda: defaultdict(list))
    for (lang, text), (label, *others) in labels.items():
        if not others and text not in _declared(label, lang) and (label in ROUTER_LABELS or _says_enough(text)):
            found[label][lang].append(text)
    return {label: dict(per_lang) for label, per_lang in sorted(found.items()) if label in _learnable()}


def _says_enough(text: str) -> bool:
    """A skill's message of a few words at least: "balance?" is as near to every message that mentions a balance
    as to none (a learned message counts by its nearest match alone), and a short follow-up is the rules'.
    Small talk is short by nature ("merci !")."""
    masked = mask(normalise(text))
    return len(re.findall(r"[^\W\d_]+", _CJK.sub(" ", masked))) + len("".join(_CJK.findall(masked))) // 2 >= MIN_WORDS


@cache
def _learnable() -> frozenset[str]:
    return frozenset((*(path.name for path in SKILLS.iterdir() if path.is_dir() and not path.name.startswith("_")),
                      *ROUTER_LABELS))


@cache
def _declared(label: str, lang: str) -> frozenset[str]:
    if label in ROUTER_LABELS:
        pack = next((p for p in default_languages() if p.code == lang), None)
        per_intent = pack.examples.get(label, {}) if pack else {}
    else:
        per_intent = examples_of(label).get(lang, {}) if (SKILLS / label).is_dir() else {}
    return frozenset(text for intent, texts in per_intent.items() if intent != LEARNED for text in texts)


def files(found: Learned) -> dict[Path, str]:
    return {(ROUTER / label if label in ROUTER_LABELS else SKILLS / label / "learned") / f"{lang}.json":
            json.dumps(texts, ensure_ascii=False, indent=0) + "\n"
            for label, per_lang in found.items() for lang, texts in sorted(per_lang.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 on a difference")
    args = parser.parse_args(argv)
    found = learned()
    wanted = files(found)
    present = {path: path.read_text(encoding="utf-8")
               for path in (*SKILLS.glob("*/learned/*.json"), *ROUTER.glob("*/*.json"))}
    stale = sorted(str(p.relative_to(ROOT)) for p in wanted.keys() | present.keys() if wanted.get(p) != present.get(p))
    if args.check:
        for name in stale:
            print(f"differs from the development sets: {name}", file=sys.stderr)
        return 1 if stale else 0
    for path in present.keys() - wanted.keys():
        path.unlink()
    for path, text in wanted.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"{sum(len(texts) for per_lang in found.values() for texts in per_lang.values())} messages in "
          f"{len(wanted)} files; "
          f"{len(stale)} changed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
