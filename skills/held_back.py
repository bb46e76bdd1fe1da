"""What a message opens with when it holds back what the bot proposed, in the seven languages ("wait", "no", "espera",
"等一下", "ちょっと待って"): benchmark-edit reads a change held back after it, benchmark-launch a run."""

from __future__ import annotations

# The words that may open such a message, any of them, one after another ("no, wait, don't launch it yet"); each skill
# says what follows them (a Latin-script word takes at least one mark or space after it, a Chinese or Japanese one none)
HOLD_ON = {
    "en": r"wait|no|nope|hold on|hang on|hmm|ok|okay|actually|stop|sorry",
    "de": r"warte|wart mal|moment|nein|halt|stopp|sorry",
    "fr": r"attends|attendez|non|stop|une seconde|pardon",
    "es": r"espera|esperad|no|para|un momento|perdon",
    "pt": r"espera|pera|perai|nao|calma|opa",
    "zh": r"等一下|等等|等下|先等等|慢着|不对",
    "ja": r"ちょっと待って(ください)?|待って(ください)?|いや|すみません",
}
