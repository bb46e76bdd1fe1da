"""English: the words the router reads English messages with (see bot/languages/pack.py)."""

from __future__ import annotations

from bot.languages.pack import LanguagePack, Lexicon, Phrase, examples_beside

PACK = LanguagePack(
    code="en",
    yes=frozenset({
        "confirm", "do it", "go", "go ahead", "lgtm", "ok", "okay", "please do", "sounds good", "sure", "y",
        "yeah", "yep", "yes", "yes do it", "yes please", "yup",
    }),
    no=frozenset({
        "abort", "cancel", "don't", "dont", "n", "nah", "no", "no thanks", "nope", "stop",
    }),
    hints=r"\b(the|of|on|to|and|is|am|are|an|i|why|did|what|how|can|could|you|my|our|please|pls|run|show|look|with|for|it|its|it's|this|that|do|does|we|us|again|low|so|at|left|many|much|list|undo|which|about|both|best|thanks|thank|cancel)\b",
    ceiling=Lexicon(
        delete=r"\b(delete|deleting|drop|destroy|wipe|wipe out|erase|remove|get rid of|trash|nuke|purge|scrap|ditch|throw away|bin|kill|clear out|take down|axe|disappear|vanish|go away|gone|zap|junk|in the (bin|trash))\b|\b(zero out|zero|reset|clear|blank)\b(?=[^.!?;]{0,40}\b(run history|(all|every|each) (of )?(the |its )?(runs?|results))\b)",
        benchmark=r"\bbenchmarks?\b|\bthe whole thing\b|\bentirely\b|\bfor good\b|\bcompletely\b",
        runs=r"\b(all|every|each)\b.{0,20}\b(runs?|results?|scores)\b|\b(its|their|the) (runs|results|run history)\b|\brun history\b|\bruns\b",
        set=r"\b(set|put|make|change|bump|raise|lower|push|force|override|record|enter|log|write|give|update|adjust|correct|fix|edit|fake|hard-?code|type in|mark|move|boost|pump|inflate|overwrite|register|input|replace|substitute|swap)\b",
        put=r"\b(set|put|record|enter|log|write down|force|override|hard-?code|bump|boost|inflate|type in|register|input|mark)\b",
        score=r"\b(score|scores|result|results|accuracy|grade|percentage|mark|marks|pass rate)\b",
        by_hand=r"\bby hand\b|\bmanually\b|\bhand-?(set|edit|enter)",
        mark_right=r"\bmark\w*\b.{0,40}\bas (correct|right|passed|a pass|wrong|incorrect|failed)\b|\b(mark|flip|count|regrade|re-grade|treat|override|switch|turn|score|grade)\w*\b[^.!?;]{0,50}\b(as|to|into) (correct|right|passed|a pass|pass|a success)\b",
        innocent=r"\b(items?|questions?|keys?|reference|answers?|accept\w*|widen|proposals?|request|link|account|message|thread|option|training|credits?|budget|typo|cache|notification|watch)\b|#\d",
        keep=r"\b(the|this|that|my|a) run\b(?! history)|\bfrom\b",
        how=r"\bhow (do|can|could|would|should|does) (i|we|one|you|someone|an admin|admins)\b|\bhow to\b|\bis it possible\b|\bwho can\b|\bwhere (do|can) (i|we)\b|\bcan i\b|\bcan we\b|\bam i allowed\b|\bwhat happens\b|\bwhy can'?t\b|\bcan (benchmarks?|runs?|it|they|this|that|one) (even )?be\b|\bwho(\'s| is) allowed\b|\bis it allowed\b|\bare (we|you|admins|editors) allowed\b|\bis it (even )?possible\b|\bis there a way\b|\bjust (curious|wondering|asking)\b|\bnot asking you to\b",
        question=r"(?<!that\'s )(?<!thats )\bwhat\b|\b(why|which|when|how much|how many|how come)\b",
    ),
    link=(
        Phrase(pattern=r"\b(link|connect|sign in|log ?in|authori[sz]e)\b.{0,30}\b(my\s+)?(benchgen\s+)?(account|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(unlink|disconnect)\b.{0,20}\b(my\s+)?(account|benchgen)\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*(hi|hello|hey|yo|howdy|good (morning|afternoon|evening))( there)?\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(thanks|thank you|thx|ty|cheers)( a lot| so much)?\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*(help|\?)\W*$", weight=1, intent="help"),
    ),
    examples=examples_beside(__file__),
    follow_up=r"^(and|what about|how about|same (for|on|with)|also|now|then)\b",
    again=r"^(please )?((propose|offer|suggest|show)( it| that| this| the (change|proposal|run))?|ask)( once)? (again|anew)\b|^re-?propose\b",
    extra_words=('analyze', 'analyse', 'analysis', 'compare', 'comparison', 'benchmark', 'capitals', 'credits', 'evaluate', 'training', 'fine-tune', 'reference', 'accept', 'widen', 'status', 'progress', 'score', 'scored', 'delete', 'remove', 'launch', 'explain'),
    number_words="en",
)
