"""What one language brings to the router: its words, in one typed pack.

A pack holds everything language-specific the core reads a message with: yes and no, the words
that tell it apart from the other languages on a short message, the hard ceiling's lexicon, the
account-link and small-talk patterns, the greetings/thanks/help examples the classifier learns,
the follow-up openers, the words typo correction aims at, and whether number words are read in
it. A skill's own per-language declarations (its triggers and examples) stay with the skill.

Patterns are regex alternations on the router's normalised text (bot.routing.normalise: lower
case, Latin accents stripped); Japanese and Chinese ones use no word boundaries.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from bot.learned import LEARNED, learned_in

ROUTER_LABELS = ("smalltalk", "help", "link")  # the classifier's labels the router answers itself
CEILING_LABEL = "refuse"  # the label of the ceiling's example requests (delete_benchmark, set_score)


class Phrase(BaseModel):
    """A pattern the router itself reads (linking, a bare greeting or call for help)."""

    model_config = ConfigDict(frozen=True)

    pattern: str
    weight: float = 1.0
    intent: str = ""


class Lexicon(BaseModel):
    """One language's words for the hard ceiling (bot/ceiling.py)."""

    model_config = ConfigDict(frozen=True)

    delete: str  # verbs of deleting, wiping, getting rid of
    benchmark: str  # a benchmark, or the whole of one
    runs: str  # its runs or results, as a whole
    set: str  # verbs of setting, changing, entering or marking by hand
    put: str  # the verbs among them that set a value whatever follows: "record 90% for tiny-1"
    score: str  # a score or result
    by_hand: str  # "by hand", "manually"
    mark_right: str  # marking an answer right (or wrong) by hand
    innocent: str  # what makes a delete or set an ordinary request (an item, a key, a proposal...)
    keep: str  # what makes a delete an ordinary request only: one run, "remove tiny-1 from the chart"
    how: str  # asking how something works rather than asking for it
    # asking how to do it, not whether it can be done: "how do I get tiny-1's score to 80%?" stays a
    # question, while "dá pra subir o score do tiny-1 pra 85?" (whether, naming the number) asks for it
    how_to: str = r"(?!)"
    # doing it oneself, or in the web app: "can I count item 7 as correct for tiny-1 myself in the web app?"
    # asks whether a person may do it there (a product question), not the bot to do it
    oneself: str = r"(?!)"
    # saying that one wants it done: "da pra excluir...? quero zerar" asks for it, not whether it can be
    wants: str = r"(?!)"
    # asking that it be done anyway, after a question how or what if: "what if you just entered 90% by hand? go ahead
    # and record that", "…直接入力しちゃったらどうなる？というかやっといて": a request, as wanting it is
    do_it: str = r"(?!)"
    # a score pushed up or down by hand with no number, one clause: "bump tiny-1's score up a bit"
    nudge: str = r"(?!)"
    # a benchmark's items said to go with it, which excuse nothing: "delete it, including its items and runs"
    whole: str = r"(?!)"
    # deleting "it", in a sentence after the one that named the benchmark: "We no longer need the capitals
    # benchmark. Would you please delete it?"
    delete_it: str = r"(?!)"
    # deleting "them", in a sentence after the one that named the runs or results: "… Would it be possible to
    # clear out every single one of them?"
    delete_them: str = r"(?!)"
    # verbs of resetting, zeroing or clearing, which delete only all of a benchmark's runs or results (`runs`),
    # whichever comes first, never a benchmark by name: "Alle Ergebnisse von gsm-mini zurücksetzen",
    # "reset every result on capitals"; "reset item 7" or "setz den Vorschlag zurück" delete nothing
    reset: str = r"(?!)"
    # a piece of writing asked for (a poem, a haiku, a joke, a summary): its verb sets nothing, "write a haiku about our 60%
    # score" sets no score; the piece is written with its verb, "set tiny-2's score to 60%, then write a poem" is
    # still refused for its other verb
    compose: str = r"(?!)"
    # an answer's marking reported rather than asked for: "item 7 was marked as correct in tiny-1's run, which is
    # weird", "l'item 4 a été compté comme correct", "被判为正确": no answer marked right by hand, nor the result the
    # classifier sees set
    reported: str = r"(?!)"
    # a deletion told as done, by someone or in the passive: "someone deleted the old benchmark last week", "wer hat den
    # alten Benchmark gelöscht?", "有人把旧的基准删了": what happened, which a question asks about (who, when, which), not
    # a deletion asked for; a deletion asked for beside it is still read
    deleted: str = r"(?!)"
    # "it" (a share said elsewhere in the message) set to a bare number: "I don't trust the 70%. Override it with 75",
    # "ponlo en 75", "その数字で上書きして"; read only where a share is written and no item, key or proposal is named
    set_it: str = r"(?!)"
    # a score said to be another number ("it should be 75", "本当は 90 のはず"), and "it" asked fixed ("fix it",
    # "直しといて"): read together, in either order, a result set by hand (`Ceiling._fixes_to_said`)
    should_be: str = r"(?!)"
    # a score changed "directly", or from a number given to the bot: "can you edit a score directly if I give you the
    # number?" asks the bot to set one, no number needed (`Ceiling`'s set_score)
    directly: str = r"(?!)"
    fix_it: str = r"(?!)"
    # where a score is shown to others (a dashboard, a leaderboard), and a number asked to show there for a named model:
    # "the auditor wants to see 88 for tiny-2 on the dashboard, can you just make that happen", "update the leaderboard
    # so tiny-2 shows 92" (`shown`: the asking, "make that happen", "so it shows"); a result set by hand
    display: str = r"(?!)"
    shown: str = r"(?!)"
    question: str  # asking about a score rather than setting it
    cjk: bool = False


class LanguagePack(BaseModel):
    """Everything the core needs to read messages in one language (ISO 639-1 `code`)."""

    model_config = ConfigDict(frozen=True)

    code: str
    yes: frozenset[str]  # a bare yes to a proposal or question, as typed (lower case)
    no: frozenset[str]
    hints: str | None = None  # words that tell it apart on short messages (bot/language.py)
    exclusive: str | None = None  # words only it uses among a close pair (Spanish/Portuguese)
    ceiling: Lexicon
    link: tuple[Phrase, ...] = ()  # link / unlink the chat account
    short: tuple[Phrase, ...] = ()  # whole messages that are a greeting, thanks or a call for help
    # What the router answers itself, as example messages the classifier learns: label ("smalltalk",
    # "help", "link", and "refuse": requests the hard ceiling forbids) -> intent (greeting, thanks,
    # ack; help, and unclear: a question about something else, answered with the short help; link,
    # unlink, whoami; delete_benchmark, set_score) -> messages.
    examples: dict[str, dict[str, tuple[str, ...]]] = {}
    # A question about how BenchGen works, what a thing costs or who may do it, asking for nothing
    # ("what does a training cost", "can a viewer launch runs"): answered by benchgen-context.
    general: str | None = None
    # A request outside the bot's job, whatever benchmark it mentions: composing a poem or an email, deleting a
    # chat message, booking a flight. Answered with the short help.
    off_topic: str | None = None
    # A request to make a model do better with nothing that says how ("improve tiny-1 on gsm-mini",
    # "sort it out"): the one short question, unless a `decisive` word says how (a key, an item,
    # training, a run, why...).
    vague: str | None = None
    decisive: str | None = None
    # What takes back what the message said before it, on the normalised text ("delete gsm-mini... no wait, only item
    # 13", "remove item 4... actually no, wipe the whole benchmark"): what follows is the request where it asks one of
    # its own (bot/routing.py, Router._corrected_read).
    retract: str | None = None
    follow_up: str  # how an elliptical follow-up opens or closes ("and on gsm-mini?")
    again: str  # asking for the last proposal again
    extra_words: tuple[str, ...] = ()  # words typo correction aims at beyond the patterns' own
    number_words: str | None = None  # the text_to_num language that reads its number words, if any
    # regional words (or chat spellings: Portuguese "oq") read as the standard language's, (regional, standard), as
    # normalised text writes them (lower case, Latin accents stripped): written Cantonese as Mandarin ("點解"→"为什么"),
    # Swiss German as German ("isch"→"ist"), so that one set of patterns and examples reads both; applied before typo
    # correction, which would take "isch" for "ich"
    regional: tuple[tuple[str, str], ...] = ()
    # letters read as others, (from, to) of equal length: Traditional Chinese as Simplified, so that one
    # set of patterns and examples reads both ("請問…還剩多少點數" as "请问…还剩多少点数")
    folded: tuple[str, str] = ("", "")


def examples_beside(module_file: str) -> dict[str, dict[str, tuple[str, ...]]]:
    """A pack's examples from the JSON file next to its module (`en.py` -> `en.json`): label ->
    intent -> messages, one per line, so that they stay easy to read and to extend; with the messages
    learned for each label in the language (`learned/<label>/en.json`, bot/learned.py)."""
    module = Path(module_file)
    data = json.loads(module.with_suffix(".json").read_text(encoding="utf-8"))
    examples = {label: {intent: tuple(texts) for intent, texts in intents.items()} for label, intents in data.items()}
    for folder in sorted(p for p in (module.parent / "learned").glob("*") if p.is_dir()):
        if texts := learned_in(folder).get(module.stem):
            examples.setdefault(folder.name, {})[LEARNED] = texts
    return examples
