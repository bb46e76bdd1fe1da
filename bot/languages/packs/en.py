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
        delete=r"\b(delete|deleting|drop(?!\s*(from|to|on|by|below|under|so|much|in|off|again|\d|\?|$))|destroy|wipe|wipe out|erase|remove|get rid of|trash|nuke|purge|scrap|ditch|throw away|throw out|toss|chuck|get\b(?=[^.!?;]{0,30}\bout of (the|our|my|this) (workspace|org|team|account)\b)|bin|kill|clear out|take down|axe|disappear|vanish|go away|gone|zap|junk|in the (bin|trash)|clear away|tidy away|do away with|off my hands|get shot of)\b|\b(zero out|zero|reset|clear|blank)\b(?=[^.!?;]{0,40}\b(run history|everything|(all|every|each) (of )?(the |its )?(runs?|results))\b)",
        benchmark=r"\bbenchmarks?\b|\bthe whole thing\b|\bentirely\b|\bfor good\b|\bcompletely\b|\bno longer (need|use)\w*\b|\b(don'?t|do not|never) (need|use)\b[^.!?;]{0,25}\b(anymore|any more)\b|\bobsolete\b",
        runs=r"\b(all|every|each)\b.{0,20}\b(runs?|results?|scores)\b|\b(its|their|the) (runs|results|run history)\b|\brun history\b|\bruns\b",
        set=r"\b(set|put|make|change|round|bump|raise|lower|push|force|override|record|enter|log|write|give|update|adjust|correct|fix|edit|fake|hard-?code|type in|mark|move|boost|pump|inflate|overwrite|register|input|replace|substitute|swap)\b|\b(logging|logged|logs|recording|recorded|entering|entered)\b|\b(post|display|show)\w*(?=\s+\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(for|as)\b)",
        put=r"\b(set|put|record|enter|log|write down|force|override|hard-?code|bump|boost|inflate|type in|register|input|mark)\b|\b(logging|logged|logs|recording|recorded|entering|entered)\b|\b(post|display|show)\w*(?=\s+\d{1,3}(?:[.,]\d+)?\s*(?:%|percent|prozent|pour ?cent|por ?ciento|por ?cento)\s+(for|as)\b)",
        score=r"\b(score|scores|result|results|accuracy|grade|percentage|mark|marks|pass rate)\b",
        by_hand=r"\bby hand\b|\bmanually\b|\bzero(ed|ing)? out\b|\breset (it )?to (zero|0)\b|\bhand-?(set|edit|enter)",
        mark_right=r"\bmark\w*\b[^.!?;]{0,70}\bas (correct|right|passed|a pass|wrong|incorrect|failed)\b|\b(mark|flip|count|regrade|re-grade|treat|override|switch|turn|score|grade|record|log|put|note|enter|set|register|book|list|change|consider)\w*\b[^.!?;]{0,50}\b(as|to|into) (correct|right|passed|a pass|pass|a success)\b|\bcall\w*\b[^.!?;]{0,40}\b(correct|right|a pass)\b|\bgive\w*\b[^.!?;]{0,30}\b(full )?credit for (item|question|answer|q)\b|\bvalidat\w*\b[^.!?;]{0,30}\b(item|question|answer)\b\s*#?\d*\s*(in|of|from)\b[^.!?;]{0,25}\bruns?\b|\b(override|overwrite)\w*\b[^.!?;]{0,40}\b(result|score|grade|verdict)s?\b|\b(result|score|verdict)s?\b[^.!?;]{0,40}\b(override|overwrite)\w*|\bas (the |an |our |its |their )?official (result|score|number|figure)s?\b|\b(count|treat|score|mark|record|log)\w*\b[^.!?;]{0,50}\bas a hit\b",
        innocent=r"\b(items?|questions?|keys?(?! (issues?|problems?|points?|things?|parts?|reasons?|factors?))|reference|answers?|accept\w*|widen|proposals?|request|link|account|message|thread|chat|conversation|option|training|credits?|budget|typo|cache|notification|watch)\b|#\d",
        keep=r"\b(the|this|that|my|a|last|latest|previous|first|one)( [\w'-]+){0,3}? run\b(?! (history|results?|scores?))|'s run\b(?! history)|\bfrom (the |this |that |my |our )?(chart|list|table|comparison|plot|graph|view|report|leaderboard|dashboard|summary|selection|filter)s?\b",
        nudge=r"^(?!.*\b(train\w*|fine-?tun\w*)\b)(?=.*\b(bump|push|nudge|pump|boost|inflate|raise|(?<!is )(?<!are )(?<!was )(?<!ly )(?<!much )(?<!far )lower(?! than)|knock|fudge|tweak)\w*\b)(?=.*\b(score|result|grade|accuracy)s?\b)(?=.*\b(up|down|higher(?! than)|lower(?! than)|a bit|a little|slightly|a few points|a notch)\b)",
        whole=r"\b(including|with|along with|and|plus) (all )?(of )?(its|their|the) (items|questions)\b|\bitems and (all )?(its |the )?runs\b",
        delete_it=r"\b(delete|remove|wipe|erase|get rid of|drop|scrap|ditch|trash|purge|nuke|archive and delete) (it|this one|that one)\b(?! from)",
        delete_them=r"\b(delete|remove|wipe|erase|clear( out)?|get rid of|purge|nuke|trash|scrap|ditch)\b[^.!?;]{0,20}\b(them all|all of them|(every|each)( single)? one of them|all those)\b",
        wants=r"\bi (really )?(want|need) (you )?to\b|\bi'?d like (you )?to\b|\bcan (we|i) (just|simply)\b",
        how=r"\bhow (do|can|could|would|should|does) (i|we|one|you|someone|an admin|admins)\b|\bexplain\b[^.!?;]{0,20}\bhow\b|\bhow (deleting|removing|wiping|erasing|resetting|setting|changing|editing)\b|\bhow to\b|\bis it possible\b|\bwho can\b|\bwhere (do|can) (i|we)\b|\bcan i\b|\bcan we\b|\bam i allowed\b|\bwhat happens\b|\bwhy can'?t\b|\bcan (benchmarks?|runs?|it|they|this|that|one) (even )?be\b|\bwho(\'s| is) allowed\b|\bis it allowed\b|\bare (we|you|admins|editors) allowed\b|\bis it (even )?possible\b|\bis there a way\b|\bjust (curious|wondering|asking)\b|\bnot asking you to\b",
        how_to=r"\bhow\b",
        question=r"\b(how|when|whether)\b[^.!?;]{0,40}\b(an|any|a model'?s?|the model'?s?) (answer|response|output)s?\b|^(is|was|were|has|had|have)\b[^.!?;,]{0,40}\b(marked|counted|scored|graded|treated|recorded)\b|(?<!that\'s )(?<!thats )\bwhat\b|\b(why|which|when|how much|how many|how come)\b",
    ),
    link=(
        Phrase(pattern=r"\b(linked|connected|logged in|signed in) as\b|\b(which|what) (benchgen )?(account|user)\b.{0,30}\b(linked|connected|logged in|signed in)\b|\bam i (linked|connected|logged in)\b|\bis my (benchgen )?account (linked|connected)\b|\bwho am i\b.{0,20}\b(linked|connected|logged in)\b", weight=1.1, intent="whoami"),  # which account the chat is linked to
        Phrase(pattern=r"\b(link|connect|sign in|log ?in|authori[sz]e)\b.{0,30}\b(my\s+)?(benchgen\s+)?(account|benchgen)\b", weight=1, intent="link"),
        Phrase(pattern=r"\b(unlink|disconnect)\b.{0,20}\b(my\s+)?(account|benchgen)\b", weight=1, intent="unlink"),
        Phrase(pattern=r"\b(remove|revoke|break|undo|cancel)\b.{0,20}\b(the )?(link|connection)\b.{0,30}\b(account|benchgen|slack|discord)\b", weight=1, intent="unlink"),
    ),
    short=(
        Phrase(pattern=r"^\W*((many|a big) )?(thanks|thank you)( so much| very much| a lot)? for (your|the|all your|all the) help\b[^?\d]{0,60}$", weight=1, intent="thanks"),  # thanks for the help, and a word on it
        Phrase(pattern=r"^\W*(hi|hello|hey|good (morning|afternoon|evening))\W+(i )?(hope|wish)\b[^?\d]{0,60}$", weight=1, intent="greeting"),  # a greeting with a wish
        Phrase(pattern=r"^\W*(hi|hello|hey|yo|howdy|good (morning|afternoon|evening))( there)?\W*$", weight=1, intent="greeting"),
        Phrase(pattern=r"^\W*(thanks|thank you|thx|ty|cheers)( a lot| so much)?\W*$", weight=1, intent="thanks"),
        Phrase(pattern=r"^\W*((thanks|thank you|thx|ty|tysm|cheers)( a lot| so much| again)?\W+(that'?s |this is |it'?s |that was |just |exactly |precisely |really |so )*(what i (needed|wanted|was looking for|asked for)|perfect|great|helpful|super helpful|very helpful|awesome|spot on|brilliant|it)|(that'?s |this is |it'?s |that was |just |exactly |precisely |really |so )*(what i (needed|wanted|was looking for|asked for)|perfect|great|helpful|super helpful|very helpful|awesome|spot on|brilliant|it)\W+(thanks|thank you|thx|ty|tysm|cheers)( a lot| so much| again)?)\W*$", weight=1, intent="thanks"),  # thanks with a word of praise
        Phrase(pattern=r"^\W*((hi|hey|hello)\W+)?(thanks|thank you|thx)( again| a lot| so much)* for (the|your|all the|yesterday|earlier|today|that|this|everything)\b[^?.!]{0,25}\W*$", weight=1, intent="thanks"),  # thanks for something done before
        Phrase(pattern=r"^\W*(help|\?)\W*$", weight=1, intent="help"),
        # a reaction with no word, in any language: thumbs up, thanks, applause, a smile
        Phrase(pattern="^[\\s!👍👌🙏🙌👏✅🎉💯❤😊🙂😀😄😁\ufe0f\U0001f3fb-\U0001f3ff]+$", weight=1, intent="ack"),
    ),
    examples=examples_beside(__file__),
    general=r"\bhow much (does|do|would|will|is|are)\b.{0,40}\b(cost|costs|charged|price)\b|\bwhat (does|do|would|will)\b.{0,40}\bcost\b|\bwhat'?s the (price|cost) of (an?|one)\b|\b(same|separate)\b.{0,25}\b(credits?|pool|budget|balance)\b|\bif (i|we|someone|an admin)\b[^?]{0,60}\b(do|does|will|would|are|is)\b[^?]{0,80}\b(change|changes|affected|recomputed|recalculated|disappear|gone|lost|stay|overwritten|replaced|kept|deleted)\b|\bcan (an? )?(viewers?|editors?|admins?)\b|\b(viewers?|editors?) (can|could|may|are allowed)\b|\bdifference between\b.{0,30}\b(viewers?|editors?|admins?|roles?)\b|\bas an? (viewer|editor|admin)\b|\b(only|just) (admins?|editors?)\b|\bwho (can|may|is allowed to)\b|\b(an? )?(viewer|editor|admin)\b.{0,40}\bcan i (still |even )?\w+|\bwhat does\b.{0,40}\bmean\b|\bcosts? more than\b|\b(more|less) expensive than\b|\bcheaper than\b|\bwhat happens (if|when)\b|\bcan (an? |the )?(benchmarks?|runs?|items?|versions?|trainings?) (even )?be (deleted|removed|restored|undone|edited|recovered)\b|^(?!.*(\d|[a-z]+-(?!(only|wise)\b)[a-z]+))(?=.*\bdifference between\b)|\brefund\w*|\bget (the |our |my )?credits back\b|\b(enough|sufficient) credits\b|^(?!.*(\d|[a-z]+-(?!(only|wise)\b)[a-z]+))(?=.*\bwhat (an?|the) [a-z ]{2,30} (is|are) (vs|versus|compared to)\b)|\breimburs\w*|\bhow many credits (would|will|does|do)\b[^?]{0,60}\b(cost|take|need|use)\b|\bwhat (can|does|is) benchgen\b|\bis there a way to (delete|wipe|remove|restore|undo|recover|clear)\b|\bis it (even )?possible to (delete|wipe|remove|restore|undo|recover)\b|\bbenchgen\b[^.!?]{0,20}\b(good for|for)\?|\b(has|have|with) (the )?(permission|rights?) to\b|\bor (is|are) (he|she|they) (just |only )?(a )?(viewer|view[- ]only|read[- ]only)\b|\b(is|are) (?!you\b|we\b|i\b)[a-z]+ (allowed|permitted) to\b|\b(does|do) (?!you\b|we\b|i\b)[a-z]+ have (the )?(permission|rights?|access)\b|\bcan (?!you\b|u\b|i\b|we\b|it\b|this\b|that\b|they\b)[a-z]+ (launch|start|run|edit|change|modify|apply|train|approve|confirm|fix|widen)\b[^?.!]{0,50}\bor (is|are|only|just)\b",  # ... or whether someone has the right to do something
    off_topic=r"\b(write|compose|draft|make up)\b[^.!?]{0,30}\b(poem|haiku|limerick|song|joke|story|e-?mail|mail|letter|tweet|essay|speech|toast)s?\b|\btell me a (joke|story)\b|\b(delete|remove|erase|unsend)\b[^.!?]{0,30}\b(message|msg|dm|post)\b|\bbook (a |me a )?(flight|hotel|table|room)\b",
    vague=r"\btake care of\b|\b(bring|push|move)\b.{0,30}\b(forward|ahead|along)\b|\b(fix|improve|better|sort\b.{0,12}\bout|deal with|handle|do something (about|with)|something's off with|get\b.{0,30}\bup\b|raise|boost|bump up|acting weird|mess)\b",
    decisive=r"\b(keys?|reference|answers?|items?|questions?|#|train\w*|fine-?tun\w*|launch|start|(re)?run|eval\w*|why|compare|delete|remove|add|undo|revert|credits?|typo|version|explain|than|vs)\b|\bhow (did|does|is|are)\b|#\d|\b(models?|which|who)\b",
    follow_up=r"^(and|what about|how about|same (for|on|with)|also|now|then)\b",
    again=r"^(please )?((propose|offer|suggest|show)( it| that| this| the (change|proposal|run))?|ask)( once)? (again|anew)\b|^re-?propose\b",
    extra_words=('lunch', 'analyze', 'analyse', 'analysis', 'compare', 'comparison', 'benchmark', 'capitals', 'credits', 'evaluate', 'training', 'fine-tune', 'reference', 'accept', 'widen', 'status', 'progress', 'score', 'scored', 'delete', 'remove', 'launch', 'explain'),
    number_words="en",
)
