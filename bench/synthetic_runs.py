"""Seeded synthetic benchmarks for timing the analysis: realistic mixes of item kinds and answers.

Items are numeric, free text, multiple choice and math; each model answers an item rightly (as the
key writes it, or in another form a person would accept), or wrongly (a near miss), with its own
skill and habits. A few references are wrong on purpose, so that the models' consensus disagrees
with the key. Nothing here is a measurement of correctness: it only has to look like real load.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

CAPITALS = [("France", "Paris"), ("Japan", "Tokyo"), ("Kenya", "Nairobi"), ("Peru", "Lima"),
            ("Canada", "Ottawa"), ("Egypt", "Cairo"), ("Norway", "Oslo"), ("Chile", "Santiago"),
            ("Italy", "Rome"), ("Spain", "Madrid"), ("India", "New Delhi"), ("Ghana", "Accra")]
BANDS = [("Abbey Road", "The Beatles"), ("Rumours", "Fleetwood Mac"), ("Thriller", "Michael Jackson"),
         ("Nevermind", "Nirvana"), ("OK Computer", "Radiohead"), ("Blue", "Joni Mitchell")]


@dataclass
class Answerable:
    """An item and how models write its right and wrong answers."""

    record: dict[str, Any]
    right: list[str]  # first = the key's own form; the rest are other forms a person would accept
    wrong: list[str]


def _numeric(rng: random.Random) -> Answerable:
    value = rng.choice([rng.randint(2, 99), rng.randint(100, 99_999), round(rng.uniform(1, 500), 2)])
    text = str(value)
    forms = [text, f"{value:,}", f"The answer is {text}.", f"${text}", f"{text}.0" if isinstance(value, int) else text,
             f"\\boxed{{{text}}}"]
    wrong = [str(value + rng.choice([-10, -1, 1, 2, 100])), str(value * 2), f"{value:,}0"]
    return Answerable({"question": f"Compute the total ({rng.randint(1, 10**6)}).", "reference": text,
                       "match": rng.choice(["numeric", "exact"])}, forms, wrong)


def _text(rng: random.Random) -> Answerable:
    if rng.random() < 0.5:
        country, city = rng.choice(CAPITALS)
        question = f"What is the capital of {country}? ({rng.randint(1, 10**6)})"
        forms = [city, city.upper(), f"{city}.", f"\"{city}\"", f"{city}, {country}", f"The capital is {city}."]
        wrong = [c for _, c in rng.sample(CAPITALS, 3) if c != city] or ["Berlin"]
        accepted = [city]
    else:
        album, artist = rng.choice(BANDS)
        question = f"Who recorded {album}? ({rng.randint(1, 10**6)})"
        bare = artist.removeprefix("The ")
        forms = [artist, bare, artist.lower(), f"{artist}!", f"It was {artist}."]
        wrong = [a for _, a in rng.sample(BANDS, 3) if a != artist] or ["Queen"]
        accepted = [artist]
    return Answerable({"question": question, "reference": accepted[0], "accepted": accepted,
                       "match": "case_insensitive"}, forms, wrong)


def _choice(rng: random.Random) -> Answerable:
    options = rng.sample(["red", "blue", "green", "yellow", "purple", "orange", "black", "white"], 4)
    letter_index = rng.randrange(4)
    letter = "ABCD"[letter_index]
    listing = "\n".join(f"{'ABCD'[n]}) {text}" for n, text in enumerate(options))
    question = f"Which colour is meant? ({rng.randint(1, 10**6)})\n{listing}"
    text = options[letter_index]
    forms = [letter, f"({letter})", f"{letter})", f"{letter}.", f"The answer is {letter}", text, f"{letter}) {text}"]
    wrong = [w for w in "ABCD" if w != letter] + [o for o in options if o != text]
    return Answerable({"question": question, "reference": letter, "match": "exact"}, forms, wrong)


def _math(rng: random.Random) -> Answerable:
    kind = rng.randrange(4)
    if kind == 0:
        a, b = rng.randint(1, 9), rng.randint(10, 19)
        key = f"\\frac{{{a}}}{{{b}}}"
        forms = [key, f"{a}/{b}", f"\\dfrac{{{a}}}{{{b}}}", f"${key}$", f"\\boxed{{{key}}}"]
        wrong = [f"\\frac{{{b}}}{{{a}}}", f"\\frac{{{a + 1}}}{{{b}}}", f"{a}/{b + 1}"]
    elif kind == 1:
        k, m = rng.randint(2, 9), rng.choice([2, 3, 5, 6, 7])
        key = f"{k}\\sqrt{{{m}}}"
        forms = [key, f"\\sqrt{{{k * k * m}}}", f"{k} \\sqrt{{{m}}}", f"${key}$"]
        wrong = [f"{k}\\sqrt{{{m + 1}}}", f"{k + 1}\\sqrt{{{m}}}", f"\\sqrt{{{k * m}}}"]
    elif kind == 2:
        lo, hi = rng.randint(-9, 0), rng.randint(1, 9)
        key = f"({lo}, {hi}]"
        forms = [key, f"({lo},{hi}]", f"\\left({lo}, {hi}\\right]", f"${key}$"]
        wrong = [f"[{lo}, {hi}]", f"({lo}, {hi + 1}]", f"({lo}, {hi})"]
    else:
        p, q = rng.randint(1, 9), rng.randint(1, 9)
        key = f"x^2 + {p + q}x + {p * q}"
        forms = [key, f"(x+{p})(x+{q})", f"x^2+{p + q}x+{p * q}", f"${key}$"]
        wrong = [f"x^2 + {p + q}x - {p * q}", f"(x+{p})(x-{q})", f"x^2 + {p * q}x + {p + q}"]
    return Answerable({"question": f"Simplify ({rng.randint(1, 10**6)}).", "reference": forms[0],
                       "match": "exact"}, forms, wrong)


KINDS = ((_numeric, 0.40), (_text, 0.25), (_choice, 0.20), (_math, 0.15))


def synthetic_records(*, benchmark: str, items: int, models: int, seed: int,
                      wrong_references: float = 0.02) -> tuple[list[dict[str, Any]], list[str]]:
    """Import records for one benchmark with `models` runs; returns (records, model names)."""
    rng = random.Random(seed)
    answerables: list[Answerable] = []
    for _ in range(items):
        make = rng.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]
        answerables.append(make(rng))
    records: list[dict[str, Any]] = [{"type": "benchmark", "name": benchmark, "description": "synthetic load"}]
    for number, a in enumerate(answerables, start=1):
        record = {"type": "item", "benchmark": benchmark, "number": number, **a.record}
        if rng.random() < wrong_references:  # the key states a wrong answer; the models know better
            record["reference"] = a.wrong[0]
            record["accepted"] = [a.wrong[0]]
        records.append(record)
    names = [f"model-{n:02d}" for n in range(models)]
    for n, name in enumerate(names):
        skill = 0.45 + 0.45 * n / max(1, models - 1)
        habit = rng.uniform(0.05, 0.3)  # how often a right answer comes in another form
        run = f"{benchmark}-{name}"
        records += [{"type": "model", "name": name, "price_per_item": 0},
                    {"type": "run", "id": run, "benchmark": benchmark, "model": name}]
        for number, a in enumerate(answerables, start=1):
            if rng.random() < skill:
                answer = rng.choice(a.right[1:]) if rng.random() < habit and len(a.right) > 1 else a.right[0]
            else:
                answer = rng.choice(a.wrong)
            records.append({"type": "answer", "run": run, "item": number, "answer": answer})
    return records, names
