"""Which match rule follows a log's scorer, and how the two can still disagree.

The sandbox's rules compare the whole answer (exact, case_insensitive, numeric: the final number,
math). A scorer that looks inside the answer, or that a model grades, cannot be followed exactly;
the import then keeps the log's verdicts and says which samples the key would score otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..schemas import Match


@dataclass(frozen=True)
class Following:
    rule: Match | None  # None: nothing to follow (a model grades)
    differs: str


MODEL_GRADED = Following(None, "a model grades the answers, so there is no key to widen")

_INSPECT_TEXT = {
    "match": "it ignores case and punctuation and accepts an answer that ends with the target",
    "includes": "it accepts an answer that contains the target anywhere",
    "exact": "it ignores case, punctuation and articles",
    "pattern": "it compares what its pattern extracts from the answer",
    "answer": "it compares the text after \"ANSWER:\"",
}


def inspect_scorer(name: str, target_is_number: bool) -> Following:
    """Inspect AI's built-in scorers by name (`inspect_ai/match` or `match`); "" when the log names none."""
    short = name.rsplit("/", 1)[-1]
    if not short:
        return Following("exact", "the log names no scorer")
    if short == "choice":
        return Following("exact", "it compares the set of letters the answer chose")
    if short in _INSPECT_TEXT:
        if short == "match" and target_is_number:
            return Following("numeric", "it compares the last number, read as the scorer reads numbers")
        return Following("case_insensitive", _INSPECT_TEXT[short])
    if short in ("math", "expression_equivalance", "expression_exact_match"):
        return Following("math", "it compares the expressions its own way")
    if short.startswith("model_graded"):
        return MODEL_GRADED
    return Following(None, f"the scorer {short} is not one a key can follow, so there is no key to widen")


def lm_eval_metric(metric: str, options: dict[str, object]) -> Following:
    """lm-evaluation-harness metrics on generated text (exact_match with its options)."""
    if metric != "exact_match":
        return Following(None, f"the metric {metric} is not one a key can follow, so there is no key to widen")
    loosened = []
    if options.get("ignore_punctuation"):
        loosened.append("it ignores punctuation")
    if options.get("regexes_to_ignore"):
        loosened.append(f"it removes {options['regexes_to_ignore']} first")
    if options.get("ignore_numbers"):
        loosened.append("it ignores digits")
    spaces = "it compares the text as written, spaces at either end included"
    return Following("case_insensitive" if options.get("ignore_case") else "exact", "; ".join([spaces, *loosened]))
