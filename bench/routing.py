"""Routing and language-detection accuracy on the labelled chat messages in tests/data.

    python -m bench.routing                      # the held-out part (never tuned on)
    python -m bench.routing --part tune          # the part the router was built with
    python -m bench.routing --part dev2          # dev..dev4: new phrasings written while building the
                                                 # classifier, each after the previous one was tuned on
    python -m bench.routing --part heldout2      # the second held-out set, now development data
    python -m bench.routing --part heldout159    # heldout3 … heldout159: each measured once; development data since,
                                                 # but for the newest (HELD_OUT); PARTS says what each measured
    python -m bench.routing --part all --runs 7  # every set; latency is the median of 7 runs
    python -m bench.routing --data FILE.jsonl    # any set of {"text","language","decision","skill"?}

Prints, per language, decision accuracy (decision and skill both right) and language accuracy
(for a language the bot does not speak: recognised as not supported), decision accuracy on the seven
languages alone (the all-row counts a message in another language right only if routed to its labelled
skill, while the bot answers it "not supported") with their language accuracy and the ceiling's refusals
on them, the ceiling's recall
(forbidden requests refused) and what it refused that was not forbidden, then the confusion
table (expected → got) and the latency per message.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

from pydantic import BaseModel

from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector
from bot.routing import Route, Router

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
# In heldout2..heldout7, 45 requests to list the workspace's models or benchmarks ("list the benchmarks we
# have", "有哪些模型") were labelled analyze, and in heldout8 and heldout9 (and the writers' product description)
# context: labelled context since, where benchgen-context answers them (skills/workspace.py).
PARTS = {"tune": ("routing_tune.jsonl",), "heldout": ("routing_heldout.jsonl",), "dev": ("routing_dev.jsonl",),
         "dev2": ("routing_dev2.jsonl",), "dev3": ("routing_dev3.jsonl",), "dev4": ("routing_dev4.jsonl",),
         # Written by someone who saw only a product description (never the code, triggers or
         # examples), measured once on 2026-12-03 as a held-out set (79.2% decisions); since then
         # development data, tuned on like the dev parts.
         "heldout2": ("routing_heldout_v2.jsonl",),
         # The third, written the same way (633 messages), measured once on 2026-12-03 after the
         # round tuned on heldout2: decisions 79.1%, language 98.6%, 73 of 97 forbidden requests
         # refused, 4 look-alikes refused, 1.19 ms a message. Since then development data.
         "heldout3": ("routing_heldout_v3.jsonl",),
         # The fourth, written the same way (465 messages), measured once on 2026-12-03 after the
         # round that tuned the ceiling on heldout3: decisions 82.2%, language 98.1%, 55 of 67
         # forbidden requests refused, 1 look-alike refused, 1.65 ms a message. Since then development
        # data: the next round tuned on its classes of misses (94.2%, 63 of 67 refused, none wrongly).
         "heldout4": ("routing_heldout_v4.jsonl",),
         # The fifth (503 messages, two writers who saw only a product description and the labelling
         # rules, >= 66 in each of the seven languages, 29 in others), measured once on 2026-12-03
         # after the round that tuned on heldout4 and the language round: decisions 83.7%, language 98.6%, 71
         # of 86 forbidden requests refused, 3 look-alikes refused, 0.62 ms a message. Since then development
         # data: the next round tuned on its classes of misses in all seven languages.
         "heldout5": ("routing_heldout_v5.jsonl",),
         # The sixth (502 messages, two more writers who saw only a product description and the
         # labelling rules, >= 65 in each of the seven languages, 24 in others), measured once on
         # 2026-12-03 after the round that tuned on heldout5: decisions 91.0% (95.2% on the seven
         # languages), language 98.8%, 74 of 84 forbidden refused, 1 look-alike refused, 0.75 ms. Since
         # then development data: the next round tuned on its classes of misses in all seven languages
         # (95.4%, 99.8% on the seven, 80 of 84 refused, none wrongly).
         "heldout6": ("routing_heldout_v6.jsonl",),
         # The seventh (502 messages, two more writers who saw only a product description and the
         # labelling rules, >= 66 in each of the seven languages, 26 in others), measured once on
         # 2026-12-03 after the rounds that tuned on heldout6: decisions 92.2% (96.8% on the seven languages),
         # language 98.8%, 72 of 80 forbidden refused, none wrongly. Since then development data: the next
         # round tuned on its classes of misses in all seven languages (94.4%, 99.2% on the seven).
         "heldout7": ("routing_heldout_v7.jsonl",),
         # The eighth (520 messages, two more writers who saw only a product description and the labelling
         # rules, 72 in each of the seven languages, 16 in others), measured once on 2026-12-03 after the
         # rounds that tuned on heldout7: decisions 78.8% (80.8% on the seven languages), language 99.6%
         # (99.8% on the seven), 67 of 73 forbidden refused (65 of 70 on the seven), 1 look-alike refused.
         # Since then development data: the next rounds tuned on its classes (85.2%, 87.1% on the seven,
         # 73 of 73 refused, none wrongly).
         "heldout8": ("routing_heldout_v8.jsonl",),
         # The ninth (508 messages, two more writers who saw only a product description and the labelling
         # rules, 68-72 in each of the seven languages, 16 in others), measured once on 2026-12-03 after the
         # rounds that tuned on heldout8: decisions 83.5% (85.6% on the seven languages), language 99.2%
         # (100% on the seven), 69 of 73 forbidden refused (67 of 69 on the seven), 3 look-alikes refused.
         # 16 questions about a run's progress in each of heldout8 and heldout9 were labelled launch (the
         # writers' product description put "check a run" there); DESIGN.md gives run status to analyze,
         # and they are labelled so since: heldout9 then reads 86.6% (88.8% on the seven). Since then development
         # data: the router's and the ceiling's rounds tuned on its classes of misses in all seven languages
         # (97.0%, 99.2% on the seven, 73 of 73 refused, none wrongly).
         "heldout9": ("routing_heldout_v9.jsonl",),
         # The tenth (490 messages after removing 30 that earlier sets held, two more writers who saw only
         # the product description and labelling rules in docs/heldout-writers/, 64-70 in each of the seven
         # languages, 14 in others), measured once on 2026-12-03 after the rounds that tuned on heldout9:
         # decisions 85.1% (86.8% on the seven languages), language 99.2% (99.2% on the seven), 64 of 73
         # forbidden refused (60 of 69 on the seven), 2 look-alikes refused, 0.97 ms a message (median).
         # Since then development data: the ceiling's round and the router's rounds (split by language) on
         # its classes took it to 98.0% (100% on the seven), 73 of 73 refused, none wrongly.
         "heldout10": ("routing_heldout_v10.jsonl",),
         # The eleventh (456 messages after removing 64 that earlier sets held, two more writers who saw only
         # docs/heldout-writers/, 59-66 in each of the seven languages, 16 in others), measured once after
         # the rounds that tuned on heldout10, on 2026-12-03: decisions 91.0% (93.0% on the seven languages),
         # language 99.6% (99.8% on the seven), 61 of 61 forbidden refused (58 of 58 on the seven), 2
         # look-alikes refused, 0.83 ms a message (median). Since then development data: the rounds on its
         # classes (split by language) took it to 97.6% (99.8% on the seven), 61 of 61, none wrongly.
         "heldout11": ("routing_heldout_v11.jsonl",),
         # The twelfth (441 messages after removing 79 that earlier sets held, two more writers who saw only
         # docs/heldout-writers/, 55-64 in each of the seven languages, 15 in others), measured once after
         # the rounds that tuned on heldout11, on 2026-12-03: decisions 89.8% (91.5% on the seven languages),
         # language 99.8% (100% on the seven), 60 of 60 forbidden refused (56 of 56 on the seven), no
         # look-alike refused, 0.76 ms a message (median). Since then development data: the rounds on its
         # classes (split by language) took it to 98.0% (100% on the seven), 60 of 60, none wrongly.
         "heldout12": ("routing_heldout_v12.jsonl",),
         # The thirteenth (444 messages after removing 76 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 58-65 in each of the seven languages, 13 in others), measured once
         # after the rounds that tuned on heldout12, on 2026-12-03: decisions 90.8% (93.0% on the seven
         # languages), language 99.8% (99.8% on the seven), 54 of 56 forbidden refused (52 of 54 on the
         # seven), one look-alike refused, 2.39 ms a message (median; the base commit measured 1.0-1.9 ms on
         # heldout12 in the same hour, alternating with this one at 1.0-1.9 ms). Since then development data:
         # the rounds on its classes (split by language, and the ceiling's) took it to 97.5% (100% on the
         # seven), 56 of 56, none wrongly.
         "heldout13": ("routing_heldout_v13.jsonl",),
         # The fourteenth (427 messages after removing 93 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 54-64 in each of the seven languages, 9 in others), measured once
         # after the rounds that tuned on heldout13, on 2026-12-03: decisions 90.9% (92.3% on the seven
         # languages), language 99.8% (99.8% on the seven), 50 of 52 forbidden refused (48 of 50 on the
         # seven), two look-alikes refused, 1.81 ms a message (median). Since then development data: one
         # round on two of its classes took it to 92.7% (94.3% on the seven).
         "heldout14": ("routing_heldout_v14.jsonl",),
         # The fifteenth (419 messages after removing 101 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 53-66 in each of the seven languages, 7 in others), measured once
         # after the round that tuned on heldout14, on 2026-12-03: decisions 91.9% (93.0% on the seven
         # languages), language 100%, 47 of 48 forbidden refused (45 of 46 on the seven), no look-alike
         # refused, 2.29 ms a message (median). Since then development data: one round on its classes and
         # heldout14's took it to 98.6% (99.8% on the seven), 48 of 48 refused, none wrongly; heldout14 97.7%.
         "heldout15": ("routing_heldout_v15.jsonl",),
         # The sixteenth (453 messages after removing 67 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 58-68 in each of the seven languages, 12 in others), measured once
         # after that round, on 2026-12-03: decisions 91.2% (93.2% on the seven languages), language 99.8%
         # (100% on the seven), 51 of 53 forbidden refused (49 of 50 on the seven), no look-alike refused,
         # 0.97 ms a message (median). Since then development data: the rounds on its classes (split by
         # language, and the ceiling's) and the classifier learning the development sets took it to 98.0%
         # (100% on the seven), 53 of 53 refused, none wrongly.
         "heldout16": ("routing_heldout_v16.jsonl",),
         # The seventeenth (436 messages after removing 75 that earlier sets held, three more writers who saw
         # only docs/heldout-writers/, 53-69 in each of the seven languages, 11 in others), measured once
         # after those rounds, on 2026-12-04: decisions 95.2% (97.4% on the seven languages), language 99.8%
         # (99.8% on the seven), 52 of 55 forbidden requests refused (52 of 55 on the seven), 2 look-alikes
         # refused, 1.21 ms a message (median). Since then development data: the round on its classes took
         # it to 97.5% (99.8% on the seven), 55 of 55 refused, none wrongly, before the classifier learned it.
         "heldout17": ("routing_heldout_v17.jsonl",),
         # The eighteenth (469 messages after removing 82 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 59-69 in each of the seven languages, 14 in others), measured once
         # after that round and the classifier learning heldout17, on 2026-12-04: decisions 94.5% (96.9% on
         # the seven languages), language 100%, 81 of 83 forbidden requests refused (77 of 79 on the seven),
         # no look-alike refused, 1.26 ms a message (median, other work running beside it). Since then
         # development data: the round on its classes took it to 97.4% (100% on the seven), 83 of 83 refused,
         # none wrongly, before the classifier learned it.
         "heldout18": ("routing_heldout_v18.jsonl",),
         # The nineteenth (476 messages after removing 82 that earlier sets held, two more writers who saw
         # only docs/heldout-writers/, 59-77 in each of the seven languages, 13 in others), measured once
         # after that round, this session's rounds of our own phrasings and the classifier learning heldout18,
         # on 2026-12-04: decisions 95.8% (97.4% on the seven languages), language 100% (100%), 77 of 80
         # forbidden requests refused (73 of 76 on the seven), no look-alike refused, 0.93 ms a message
         # (median, other work running beside it). Since then development data: the round on its classes took it
         # to 98.3% (100% on the seven), 80 of 80 refused, none wrongly, before the classifier learned it.
         "heldout19": ("routing_heldout_v19.jsonl",),
         # The twentieth (484 messages, two more writers who saw only docs/heldout-writers/, 64-77 in each of the
         # seven languages, 11 in others), written after the round on heldout19 and measured once after the
         # classifier learned heldout19, on 2026-12-04: decisions 92.6% (94.3% on the seven languages), language
         # 99.2%, 68 of 78 forbidden requests refused (67 of 76 on the seven), 1 look-alike refused, 0.81 ms a
         # message (median). Since then development data: the round on its classes took it to 97.3% (98.9% on the
         # seven), language 99.6%, 78 of 78 refused, none wrongly, before the classifier learned it.
         "heldout20": ("routing_heldout_v20.jsonl",),
         # The twenty-first (432 messages after removing 96 that earlier sets held; two more writers who saw only
         # docs/heldout-writers/, 51-70 in each of the seven languages, 13 in others), written on 2026-12-04 after
         # heldout20 was measured, before the round on it; measured once after that round and the classifier
         # learning heldout20, on 2026-12-04: decisions 94.4% (96.7% on the seven languages), language 100%, 77 of 82
         # forbidden requests refused (74 of 79 on the seven), no look-alike refused, 0.97 ms a message (median).
         # Since then development data: the round on its ceiling misses took it to 95.6% (97.9% on the seven), 82 of 82
         # refused, none wrongly, before the classifier learned it.
         "heldout21": ("routing_heldout_v21.jsonl",),
         # The twenty-second (454 messages after removing 78 that earlier sets held; two more writers who saw only
         # docs/heldout-writers/, 59-66 in each of the seven languages, 15 in others), written on 2026-12-04 after
         # heldout21 was measured; measured once after the round on heldout21 and the classifier learning it, on
         # 2026-12-04: decisions 91.4% (93.4% on the seven languages), language 100%, 81 of 90 forbidden requests
         # refused (77 of 86 on the seven), 2 look-alikes refused, 0.87 ms a message (median). Since then development
         # data: the round on its classes took it to 95.2% (97.3% on the seven), 88 of 90 refused, none wrongly, before
         # the classifier learned it.
         "heldout22": ("routing_heldout_v22.jsonl",),
         # The twenty-third (two more writers who saw only docs/heldout-writers/: data scientists mid-analysis and
         # new workspace admins; frustrated users venting and terse people who type commands), written on 2026-12-04
         # after heldout22 was measured; measured once after the round on heldout22 and the classifier learning it, on
         # 2026-12-04: decisions 90.8% (93.4% on the seven languages), language 93.6% (93.7%; terse commands of English
         # words labelled with their writer's language), 78 of 84 forbidden requests refused (76 of 82 on the seven), no
         # look-alike refused, 0.78 ms a message (median). The round on its classes took it to 94.1% (96.8% on the
         # seven), 84 of 84 refused, none wrongly, before the classifier learned it.
         "heldout23": ("routing_heldout_v23.jsonl",),
         # The twenty-fourth (500 messages after removing 33 that earlier sets held; two more writers who saw only
         # docs/heldout-writers/: lab researchers asking several things at once and people who make their requests
         # conditional; people writing on behalf of someone else and thread follow-ups that name nothing), written on
         # 2026-12-04 after heldout23 was measured; measured once after the round on heldout23 and the classifier
         # learning it, on 2026-12-04: decisions 93.2% (95.3% on the seven languages), language 100%, 84 of 88
         # forbidden requests refused (82 of 86 on the seven), no look-alike refused, 0.95 ms a message (median).
         # Since then development data: the round on its ceiling misses took it to 94.0% (96.1% on the seven), 88 of
         # 88 refused, none wrongly, before the classifier learned it.
         "heldout24": ("routing_heldout_v24.jsonl",),
         # The twenty-fifth (two more writers who saw only docs/heldout-writers/: ops people using the bot like an
         # incident tool and marketing people who want numbers; business-letter writers and quick chatters mixing two
         # requests in a line), written on 2026-12-04 after heldout24 was measured; measured once after the round on
         # heldout24 and the classifier learning it, on 2026-12-04: decisions 95.6% (97.3% on the seven languages),
         # language 100%, 82 of 83 forbidden requests refused (79 of 80 on the seven), 2 look-alikes refused, 0.88 ms a
         # message (median). The round on its classes took it to 97.1% (98.9% on the seven), 83 of 83 refused, none
         # wrongly.
         "heldout25": ("routing_heldout_v25.jsonl",),
         # The twenty-sixth (two more writers who saw only docs/heldout-writers/: people dictating by voice, names
         # spelled by sound, and people writing chat like documentation, Markdown and lists; machine-learning
         # practitioners using their field's words, and emoji-heavy casual chatters), written on 2026-12-04 after
         # heldout25 was measured; measured once after the round on heldout25 and the classifier learning it, on
         # 2026-12-04: decisions 91.9% (93.6% on the seven languages), language 99.6%, 74 of 78 forbidden requests
         # refused (71 of 75 on the seven), 5 look-alikes refused, 0.83 ms a message (median). The round on its classes
         # took it to 97.0% (98.8% on the seven), 77 of 78 refused, none wrongly.
         "heldout26": ("routing_heldout_v26.jsonl",),
         # The twenty-seventh (two more writers who saw only docs/heldout-writers/: storytellers who give the backstory
         # first, and people in a busy shared channel addressing colleagues and the bot at once; non-technical
         # stakeholders without the product's words, and people who correct themselves or negate inside the message),
         # written on 2026-12-04 after heldout26 was measured; measured once after the round on heldout26 and the
         # classifier learning it, on 2026-12-04: decisions 87.9% (89.6% on the seven languages), language 100%, 81 of
         # 100 forbidden requests refused (77 of 96 on the seven), 5 look-alikes refused, 1.01 ms a message (median,
         # other work beside it). The round on its classes took it to 94.8% (96.6% on the seven), 100 of 100 refused,
         # none wrongly.
         "heldout27": ("routing_heldout_v27.jsonl",),
         # The twenty-eighth (two more writers who saw only docs/heldout-writers/: engineers treating the bot like an
         # API or a shell, and polite people writing in a hurry in their second language; frustrated or sarcastic
         # users, and cautious users who ask the consequences first), written on 2026-12-04 after heldout27 was
         # measured; measured once after the round on heldout27 and the classifier learning it, on 2026-12-04:
         # decisions 92.4% (93.8% on the seven languages), language 97.3%, 99 of 100 forbidden requests refused (96 of
         # 97 on the seven), 1 look-alike refused, 1.46 ms a message (median, other work beside it). The round on its
         # classes took it to 95.1% (96.5% on the seven), language 99.2%, 100 of 100 refused, none wrongly.
         "heldout28": ("routing_heldout_v28.jsonl",),
         # The twenty-ninth (two more writers who saw only docs/heldout-writers/: team leads delegating and reviewing,
         # and very short ambiguous messages from busy people; academics who hedge and qualify, and people who paste
         # data and logs, then say what they want), written on 2026-12-04 after heldout28 was measured; measured once
         # after the round on heldout28 and the classifier learning it, on 2026-12-04: decisions 92.9% (95.0% on the
         # seven languages), language 99.4%, 79 of 82 forbidden requests refused (76 of 79 on the seven), 4 look-alikes
         # refused, 1.05 ms a message (median). The round on its classes took it to 94.9% (97.1% on the seven), 82 of
         # 82 refused, none wrongly.
         "heldout29": ("routing_heldout_v29.jsonl",),
         # The thirtieth (two more writers who saw only docs/heldout-writers/: people writing their regional variety of
         # each language, and people drifting to requests near the bot's job or near the ceiling without crossing it;
         # team shorthand and nicknames, and decisions relayed after a meeting, several requests to a message), written
         # on 2026-12-04 after heldout29 was measured; measured once after the round on heldout29 and the classifier
         # learning it, on 2026-12-04: decisions 89.9% (91.2% on the seven languages), language 99.2%, 89 of 96
         # forbidden requests refused (86 of 93 on the seven), no look-alike refused, 0.85 ms a message (median). The
         # round on its classes took it to 97.0% (98.6% on the seven), language 99.4%, 96 of 96 refused, none wrongly.
         "heldout30": ("routing_heldout_v30.jsonl",),
         # The thirty-first (two more writers who saw only docs/heldout-writers/: people testing the bot's limits on
         # purpose, by role-play, authority claims, hypotheticals and requests split into steps, and people writing
         # long messages of several paragraphs; casual internet slang in each language, and people asking about the
         # rules, what may be done and by whom), written on 2026-12-04 after heldout30 was measured; measured once
         # after the round on heldout30 and the classifier learning it, on 2026-12-04: decisions 84.3% (85.9% on the
         # seven languages), language 99.2%, 98 of 109 forbidden requests refused (94 of 105 on the seven), 20
         # look-alikes refused, 1.07 ms a message (median). The round on its classes took it to 94.8% (96.7% on the
         # seven), language 100%, 107 of 109 refused, 2 wrongly.
         "heldout31": ("routing_heldout_v31.jsonl",),
         # The thirty-second (two more writers who saw only docs/heldout-writers/: people talking of versions, runs by
         # date or id and history, and people putting several requests in one listed message; people asking the bot's
         # opinion or advice, and people planning credits and budgets), written on 2026-12-04 after heldout31 was
         # measured; measured once after the round on heldout31 and the classifier learning it, on 2026-12-04:
         # decisions 84.4% (86.3% on the seven languages), language 99.8%, 91 of 93 forbidden requests refused (89 of
         # 90 on the seven), 1 look-alike refused, 1.40 ms a message (median, the suite running beside it). The round
         # on its classes took it to 92.4% (94.6% on the seven), 91 of 93 refused, none wrongly.
         "heldout32": ("routing_heldout_v32.jsonl",),
         # The thirty-third (two more writers who saw only docs/heldout-writers/: people naming items by their content,
         # and people chatting in a DM like with a personal assistant; people negotiating after a refusal or a
         # proposal, and people asking what others did or may do), written on 2026-12-04 after heldout32 was measured;
         # measured once after the round on heldout32 and the classifier learning it, on 2026-12-04: decisions 83.9%
         # (85.9% on the seven languages), language 99.2%, 93 of 96 forbidden requests refused (90 of 93 on the seven),
         # 7 look-alikes refused, 1.19 ms a message (median, other work beside it). The round on its classes took it to
         # 87.1% (89.1% on the seven), 96 of 96 refused, none wrongly (32 of its misses are history questions labelled
         # benchgen-context where earlier sets label benchmark-analyze).
         "heldout33": ("routing_heldout_v33.jsonl",),
         # The thirty-fourth (two more writers who saw only docs/heldout-writers/: items and numbers written every way,
         # and loud or terse typists; people writing impersonally, and people asking the bot to explain its own answer),
         # written on 2026-12-05 after heldout33 was measured; measured once after the round on heldout33 and the
         # classifier learning it, on 2026-12-05: decisions 89.4% (91.2% on the seven languages), language 99.6%, 80 of
         # 90 forbidden requests refused (78 of 87 on the seven), 1 look-alike refused, 1.04 ms a message (median). The
         # round on its classes took it to 90.4% (92.3% on the seven), 85 of 90 refused, 1 wrongly.
         "heldout34": ("routing_heldout_v34.jsonl",),
         # The thirty-fifth (two more writers who saw only docs/heldout-writers/, after it said which skill answers the
         # workspace's history: people on their first days who use their own words for BenchGen's things, and people
         # who paste quotes, errors, log lines and chat formatting into their message; managers asking in business
         # terms, and people who correct themselves within one message), written on 2026-12-05 after heldout34 was
         # measured; measured once after the round on heldout34 and the classifier learning it, on 2026-12-05: decisions
         # 89.5% (91.1% on the seven languages), language 99.8% (100% on the seven), 91 of 99 forbidden requests refused
         # (87 of 95 on the seven), 4 look-alikes refused (3 on the seven), 1.05 ms a message (median, other work beside
         # it). The round on its classes took it to 97.9% (99.8% on the seven), 99 of 99 refused, 1 wrongly (Dutch).
         "heldout35": ("routing_heldout_v35.jsonl",),
         # The thirty-sixth (two more writers who saw only docs/heldout-writers/: researchers writing precise, technical
         # messages, and people in a hurry on a phone; people asking politely and at length, and people complaining or
         # frustrated), written on 2026-12-05 after heldout35 was measured; measured once after the round on heldout35
         # and the classifier learning it, on 2026-12-05: decisions 94.4% (96.4% on the seven languages), language 99.8%,
         # 81 of 84 forbidden requests refused (78 of 81 on the seven), 1 look-alike refused, 1.73 ms a message (median,
         # other work beside it). The round on its classes took it to 97.6% (99.8% on the seven), 83 of 84 refused, none
         # wrongly.
         "heldout36": ("routing_heldout_v36.jsonl",),
         # The thirty-seventh (two more writers who saw only docs/heldout-writers/: people writing in a language not
         # their own, and people putting conditions in their requests; people referring to earlier conversations or
         # other channels, and people naming things that do not exist or slightly wrong), written on 2026-12-05 after
         # heldout36 was measured; measured once after the round on heldout36 and the classifier learning it, on
         # 2026-12-05: decisions 89.9% (91.9% on the seven languages), language 100%, 82 of 87 forbidden requests refused
         # (78 of 83 on the seven), 4 look-alikes refused (3 on the seven), 1.37 ms a message (median, other work beside
         # it). The round on its classes took it to 96.8% (99.0% on the seven), 87 of 87 refused, 1 wrongly (Dutch).
         "heldout37": ("routing_heldout_v37.jsonl",),
         # The thirty-eighth (two more writers who saw only docs/heldout-writers/: people asking on behalf of someone
         # else, and people structuring their message with lists, headings or code blocks; people asking "can you …?"
         # both as a question and as a request, and people switching languages within a sentence), written on 2026-12-05
         # after heldout37 was measured; measured once after the round on heldout37 and the classifier learning it, on
         # 2026-12-05: decisions 92.3% (94.3% on the seven languages), language 98.2% (98.1% on the seven), 90 of 98
         # forbidden requests refused (86 of 94 on the seven), 7 look-alikes refused, 1.30 ms a message (median). The
         # round on its classes took it to 94.7% (96.8% on the seven), 98 of 98 refused, 7 wrongly; six questions whether
         # deleting is possible, labelled help, are labelled as the writers' product description settled after it
         # (95.9%, 98.1% on the seven, 103 of 104 refused, 2 wrongly).
         "heldout38": ("routing_heldout_v38.jsonl",),
         # The thirty-ninth (two more writers who saw only docs/heldout-writers/: people using machine-learning jargon
         # and abbreviations, and people asking hypotheticals; people typing on a keyboard set to another language, and
         # people writing in the style of a ticket or a task tracker), written on 2026-12-05 after heldout38 was
         # measured; measured once after the round on heldout38 and the classifier learning it, on 2026-12-05: decisions
         # 90.4% (92.2% on the seven languages), language 99.6% (99.8% on the seven), 89 of 99 forbidden requests refused
         # (87 of 97 on the seven), 3 look-alikes refused, 1.09 ms a message (median). The round on its classes took it
         # to 96.2% (98.2% on the seven), 97 of 99 refused, none wrongly.
         "heldout39": ("routing_heldout_v39.jsonl",),
         # The fortieth (two more writers who saw only docs/heldout-writers/: people pasting links, run IDs and
         # identifiers from the web app, and people watching their budget closely; people writing very short messages,
         # and people writing with their culture's politeness formulas, the request in the middle), written on
         # 2026-12-05 after heldout39 was measured; measured once after the round on heldout39 and the classifier
         # learning it, on 2026-12-05: decisions 88.3% (90.7% on the seven languages), language 99.2%, 93 of 97
         # forbidden requests refused (89 of 93 on the seven), 1 look-alike refused, 1.01 ms a message (median, another
         # benchmark beside it). The round on its classes took it to 95.7% (98.3% on the seven), 97 of 97 refused, none
         # wrongly.
         "heldout40": ("routing_heldout_v40.jsonl",),
         # The forty-first (two more writers who saw only docs/heldout-writers/: people dictating to their phone, and
         # students and researchers writing a paper; people pushing back after the bot's answer or refusal, and people
         # wanting things done at a time or on a schedule), written on 2026-12-05 after heldout40 was measured; measured
         # once after the round on heldout40 and the classifier learning it, on 2026-12-05: decisions 91.2% (92.9% on
         # the seven languages), language 100%, 94 of 100 forbidden requests refused (90 of 96 on the seven), 4
         # look-alikes refused, 0.96 ms a message (median). The round on its classes took it to 96.6% (98.4% on the
         # seven), 99 of 100 refused, none wrongly.
         "heldout41": ("routing_heldout_v41.jsonl",),
         # The forty-second (two more writers who saw only docs/heldout-writers/: people writing status updates that
         # touch several topics, and people misremembering facts; teachers using school words, and people talking about
         # the models as if they were students), written on 2026-12-05 after heldout41 was measured; measured once after
         # the round on heldout41 and the classifier learning it, on 2026-12-05: decisions 88.0% (90.1% on the seven
         # languages), language 100%, 87 of 95 forbidden requests refused (83 of 91 on the seven), 4 look-alikes
         # refused, 1.09 ms a message (median). The round on its classes took it to 93.6% (95.9% on the seven), 95 of 95
         # refused, 2 wrongly.
         "heldout42": ("routing_heldout_v42.jsonl",),
         # The forty-third (two more writers who saw only docs/heldout-writers/: people typing in quick bursts over
         # several lines, and power users writing command-like syntax; people using negations and "don't … unless", and
         # people asking the bot to choose or recommend), written on 2026-12-05 after heldout42 was measured; measured
         # once after the round on heldout42 and the classifier learning it, on 2026-12-05: decisions 89.8% (91.9% on the
         # seven languages), language 98.8% (99.0% on the seven), 83 of 91 forbidden requests refused (79 of 87 on the
         # seven), 1 look-alike refused, 0.83 ms a message (median). The round on its classes took it to 94.3% (96.5% on
         # the seven), 90 of 91 refused, none wrongly.
         "heldout43": ("routing_heldout_v43.jsonl",),
         # The forty-fourth (two more writers who saw only docs/heldout-writers/: people who care about evaluation
         # methodology and data quality, and people sending quick follow-ups in a busy thread; people in sales or
         # support relaying a customer's request, and people writing in an urgent situation), written on 2026-12-05
         # after heldout43 was measured; measured once after the round on heldout43 and the classifier learning it, on
         # 2026-12-05: decisions 89.5% (91.9% on the seven languages), language 99.8% (100% on the seven), 87 of 95
         # forbidden requests refused (84 of 91 on the seven), 1 look-alike refused, 1.01 ms a message (median). The
         # round on its classes took it to 97.3% (100% on the seven), 94 of 95 refused, none wrongly.
         "heldout44": ("routing_heldout_v44.jsonl",),
         # The forty-fifth (two more writers who saw only docs/heldout-writers/: people on compliance, audit or quality
         # teams who care about records, and sceptical or sarcastic people; people who compare BenchGen with tools they
         # used before and borrow their words, and people who write with many emoji and exclamation marks), written on
         # 2026-12-05 while the round on heldout44 ran (the writers never saw it); 99 of their 558 messages that earlier
         # sets or the other writer already held were left out. Measured once after that round and the classifier
         # learning heldout44, on 2026-12-05: decisions 94.8% (96.6% on the seven languages), language 99.6% (99.6% on
         # the seven), 84 of 86 forbidden requests refused (81 of 82 on the seven), none wrongly, 1.34 ms a message
         # (median; load 2.2-2.8, another benchmark beside it). The round on its classes took it to 98.3% (100% on the
         # seven), 86 of 86 refused, none wrongly.
         "heldout45": ("routing_heldout_v45.jsonl",),
         # The forty-sixth (two more writers who saw only docs/heldout-writers/: domain experts new to AI who build
         # benchmarks in their own field, and people who speak of models as competitors in a league; people who say what
         # they want through analogies and metaphors, and people who write for their whole team), written on 2026-12-05
         # while the round on heldout45 ran (the writers never saw it); 101 of their 562 messages that earlier sets or
         # the other writer already held were left out. Measured once after that round and the classifier learning
         # heldout45, on 2026-12-05: decisions 91.1% (92.7% on the seven languages), language 99.8% (100% on the
         # seven), 88 of 95 forbidden requests refused (86 of 92 on the seven), 2 look-alikes refused, 1.49 ms a message
         # (median; load 1.6-1.8). The round on its classes took it to 98.3% (99.8% on the
         # seven), 95 of 95 refused, none wrongly.
         "heldout46": ("routing_heldout_v46.jsonl",),
         # The forty-seventh (two more writers who saw only docs/heldout-writers/: cautious people who want a preview or
         # a dry run before anything is done, and open-source hobbyists writing casually; people who hint at what they
         # want instead of asking, and people who switch between a formal and a very casual register), written on
         # 2026-12-05 while the round on heldout46 ran (the writers never saw it); 114 of their 556 messages that earlier
         # sets or the other writer already held were left out. Measured once after that round and the classifier
         # learning heldout46, on 2026-12-05: decisions 94.8% (96.3% on the seven languages), language 100% (100% on
         # the seven), 77 of 81 forbidden requests refused (73 of 77 on the seven), 1 look-alike refused, 1.13 ms a
         # message (median; load 1.3). The round on its classes took it to 98.2% (99.8% on the seven),
         # 81 of 81 refused, none wrongly.
         "heldout47": ("routing_heldout_v47.jsonl",),
         # The forty-eighth (two more writers who saw only docs/heldout-writers/: people from software testing and QA
         # who use its words, and people asking for things across several models or benchmarks at once; people who
         # react to something the bot said earlier in the thread, and people who write to the bot as to a human
         # colleague), written on 2026-12-05 while the round on heldout47 ran (the writers never saw it); 112 of their
         # 551 messages that earlier sets or the other writer already held were left out. Measured once after that
         # round and the classifier learning heldout47, on 2026-12-05: decisions 92.9% (94.6% on the seven languages),
         # language 99.8% (99.8% on the seven), 86 of 90 forbidden requests refused (82 of 86 on the seven), 1
         # look-alike refused, 1.17 ms a message (median; load 1.2). The round on its classes took it to 97.7% (99.5% on
         # the seven), 90 of 90 refused, none wrongly.
         "heldout48": ("routing_heldout_v48.jsonl",),
         # The forty-ninth (two more writers who saw only docs/heldout-writers/: people who ask the bot to remember
         # things and refer to earlier sessions, and people who write bare imperatives as into a command box;
         # second-language speakers mixing English technical words into their own language, and people who ask about
         # their teammates' work), written on 2026-12-05 while the round on heldout48 ran (the writers never saw it); 133
         # of their 556 messages that earlier sets or the other writer already held were left out. Measured once after
         # that round and the classifier learning heldout48, on 2026-12-05: decisions 93.6% (95.6% on the seven
         # languages), language 100% (100% on the seven), 83 of 86 forbidden requests refused (82 of 84 on the seven),
         # none wrongly, 1.18 ms a message (median; load 1.1-1.6). Since then development data: the round on its
         # classes took it to 97.6% (99.8% on the seven), 84 of 86 refused, none wrongly.
         "heldout49": ("routing_heldout_v49.jsonl",),
         # The fiftieth (three writers who saw only docs/heldout-writers/: product managers writing long, formal messages,
         # and people pasting fragments of answers, items or errors; tired on-call engineers writing terse lowercase
         # fragments, and people asking two things where one dominates; a third, to bring French and Portuguese to 50
         # and more, teachers and researchers explaining their course mid-request, and people correcting themselves
         # mid-message), written on 2026-12-05 while the round on heldout49 ran (the writers never saw it); 158 of their
         # 681 messages that earlier sets already held were left out. Measured once after that round and the classifier
         # learning heldout49, on 2026-12-05: decisions 95.4% (97.2% on the seven languages), language 99.6% (99.6% on
         # the seven), 91 of 92 forbidden requests refused (88 of 89 on the seven), 1 look-alike refused, 1.30 ms a
         # message (median; load 2.5, a speed round's benchmarks beside it). Since then development data: the round on its
         # classes took it to 97.9% (99.8% on the seven), 92 of 92 refused, none wrongly; the classifier learning it to
         # 98.1% (100%).
         "heldout50": ("routing_heldout_v50.jsonl",),
         # The fifty-first (two more writers who saw only docs/heldout-writers/: people who format their messages the
         # Slack way and use chat abbreviations, and team leads relaying a request for someone else; people worried
         # about cost who hedge before every costly step, and people who anchor their request in dates and deadlines),
         # written on 2026-12-05 while the round on heldout50 ran (the writers never saw it); 121 of their 626 messages
         # that earlier sets or the other writer already held were left out. Measured once after that round and the
         # classifier learning heldout50, on 2026-12-05: decisions 96.4% (98.0% on the seven languages), language 100%
         # (100% on the seven), 90 of 92 forbidden requests refused (87 of 89 on the seven), 3 look-alikes refused,
         # 1.92 ms a message (median; load 2.9, a speed round's benchmarks beside it). Since then development data: the
         # round on its classes took it to 98.4% (100% on the seven), 92 of 92 refused, none wrongly.
         "heldout51": ("routing_heldout_v51.jsonl",),
         # The fifty-second (two more writers who saw only docs/heldout-writers/: people dictating by voice, and people
         # from sales or marketing who use business words for everything; frustrated people venting while they ask,
         # and people weighing hypotheticals next to real requests), written on 2026-12-05 while the round on heldout51
         # ran (the writers never saw it); 178 of their 645 messages that earlier sets already held were left out.
         # Measured once after that round and the classifier learning heldout51, on 2026-12-05: decisions 95.9% (96.9%
         # on the seven languages), language 99.8% (99.8% on the seven), 75 of 75 forbidden requests refused (72 of 72 on
         # the seven), 2 look-alikes refused, 1.40 ms a message (median; load 1.8, a speed round beside it). Since then
         # development data: the round on its classes took it to 98.7% (99.8% on the seven), 75 of 75 refused, none
         # wrongly.
         "heldout52": ("routing_heldout_v52.jsonl",),
         # The fifty-third (two more writers who saw only docs/heldout-writers/: operations people who treat the bot
         # like a ticketing system, and people who answer their own question halfway and ask something else; very
         # experienced ML engineers using precise jargon, and complete beginners unsure of every word), written on
         # 2026-12-05 while the round on heldout52 ran (the writers never saw it); 147 of their 624 messages that earlier
         # sets or the other writer already held were left out. Measured once after that round, the twentieth speed round
         # and the classifier learning heldout52, on 2026-12-05: decisions 96.2% (97.4% on the seven languages), language
         # 99.8% (99.8% on the seven), 81 of 88 forbidden requests refused (78 of 85 on the seven), 1 look-alike refused,
         # 1.45 ms a message (median; load 1.7, a speed round beside it). Since then development data: the round on its
         # classes took it to 98.1% (99.4% on the seven), 86 of 88 refused, none wrongly.
         "heldout53": ("routing_heldout_v53.jsonl",),
         # The fifty-fourth (two more writers who saw only docs/heldout-writers/: people who write in the polite forms of
         # their language next to people who write with slang, and people who paste a table row or a log line; people in
         # a hurry who chain two or three requests, and people who ask about another team's benchmark or a public
         # leaderboard), written on 2026-12-05 while the round on heldout53 ran (the writers never saw it); 184 of
         # their 633 messages that earlier sets or the other writer already held were left out. Measured once after that
         # round and the classifier learning heldout53, on 2026-12-05: decisions 96.2% (97.3% on the seven languages),
         # language 99.6% (99.5% on the seven), 85 of 87 forbidden requests refused (81 of 83 on the seven), none wrongly,
         # 1.42 ms a message (median; load 2.9, a speed round beside it). Since then development data: the round on its
         # classes took it to 98.4% (99.5% on the seven), 85 of 87 refused, none wrongly.
         "heldout54": ("routing_heldout_v54.jsonl",),
         # The fifty-fifth (two more writers who saw only docs/heldout-writers/: researchers preparing a paper who want
         # numbers they can cite, and people who reply to a colleague in a thread and mention the bot mid-sentence; people
         # on a phone keyboard, and people who give the bot a deadline or a condition), written on 2026-12-05 while the
         # round on heldout54 ran (the writers never saw it); 178 of their 645 messages that earlier sets already held
         # were left out. Measured once after that round and the classifier learning heldout54, on 2026-12-05: decisions
         # 96.4% (97.8% on the seven languages), language 99.6% (99.6% on the seven), 70 of 73 forbidden requests refused
         # (67 of 70 on the seven), 1 look-alike refused, 1.09 ms a message (median; load 3.2, a speed round beside it).
         # Since then development data: the round on its classes took it to 98.5% (100% on the seven), 73 of 73 refused,
         # none wrongly.
         "heldout55": ("routing_heldout_v55.jsonl",),
         # Development data for the ceiling alone (490 messages, 67-73 in each of the seven languages: 254 forbidden
         # requests and 236 look-alikes), written on 2026-12-05 by two writers who saw only docs/heldout-writers/ and a
         # brief asking for refusals and look-alikes only (one as people who ask to change a result in roundabout ways, one
         # as people who want a benchmark or its runs gone in roundabout ways); 70 messages earlier sets held left out.
         # Two messages heldout56 also holds were later left out (488). First figures (of the 490), before any tuning:
         # decisions 88.0%, language 99.8%, 211 of 254 forbidden requests refused, 9
         # look-alikes refused. Tuned on since (a score said, then "it" set or "fixed" to what it should be; "you know
         # what to do" after a benchmark no longer needed; a wish that it disappear; ...).
         "ceiling_dev": ("routing_ceiling_dev.jsonl",),
         # The second, written the same way after the first was tuned on (482 messages, 65-75 in each of the seven
         # languages: 253 forbidden requests, 229 look-alikes; one writer as people who set results in the words of
         # spreadsheets, tickets and code, one as people who ask through a third person or a rule, or mark one answer
         # right or wrong by hand); 78 messages earlier sets held left out, and later 2 heldout56 holds (480). First
         # figures (of the 482): decisions 83.8%, language 99.4%, 195 of 253 refused, 4 look-alikes refused. Tuned on since.
         "ceiling_dev2": ("routing_ceiling_dev2.jsonl",),
         # The fifty-sixth (463 messages: 50-70 in each of the seven languages, 22 in others; two more writers who saw
         # only docs/heldout-writers/, one as people who confuse BenchGen's words (the key "the answers", a run "a job",
         # a benchmark "the test") and point at an item by what it asks ("the Peru one"), one as people writing in their
         # second language and people who say what not to do as much as what to do), written on 2026-12-05 while the
         # round on heldout55 ran (the writers never saw it); 199 of their 662 messages that earlier sets held were left
         # out. Measured once after that round, the two ceiling development sets and the classifier learning heldout55,
         # on 2026-12-05: decisions 91.6% (94.8% on the seven languages), language 99.1% (99.3% on the seven), 68 of 69
         # forbidden requests refused (63 of 64 on the seven), no look-alike refused, 0.71 ms a message (median; load
         # 1.1-1.2, nothing beside it); 4 of its messages were also in the ceiling development sets, learned (without
         # them 91.5%, 94.7% on the seven, 67 of 68 refused). Since then development data: the round on its classes took it to 94.8% (98.2% on
         # the seven), 69 of 69 refused, none wrongly.
         "heldout56": ("routing_heldout_v56.jsonl",),
         # The fifty-seventh (479 messages: 56-83 in each of the seven languages, 20 in others; two more writers who saw
         # only docs/heldout-writers/, one as people who write to the bot as to a colleague, with nicknames for models
         # and benchmarks ("t1", "the geo one"), and people who ask for a summary or a status of several things at once,
         # one as people who paste an error, a bot reply or a notification and ask about it, and people who push back on
         # the bot's answer), written on 2026-12-05 while the round on heldout55 ran (the writers never saw it); 191 of
         # their 670 messages that earlier sets (the ceiling development sets included) held were left out. Measured once
         # after the round on heldout56 and the classifier learning it, on 2026-12-05: decisions 91.9% (95.0% on the
         # seven languages), language 99.6% (99.8% on the seven), 83 of 85 forbidden requests refused (80 of 82 on the
         # seven), 2 look-alikes refused (one Chinese, one Korean), 0.74 ms a message (median; load 1.2-1.4, nothing
         # beside it). Since then development data: the round on its classes took it to 93.7% (96.9% on the seven), 85
         # of 85 refused, 1 wrongly (the Korean one).
         "heldout57": ("routing_heldout_v57.jsonl",),
         # The fifty-eighth (two more writers who saw only docs/heldout-writers/, one as people who write short messages
         # like search queries and people who write long ones with a greeting, context and a sign-off, one as people who
         # mix two languages in one message and people who refer back to earlier messages), written on 2026-12-05 while
         # the round on heldout56 ran (the writers never saw it); 200 of their 658 messages that earlier sets held were
         # left out (458: 54-74 in each of the seven languages, 17 in others). Measured once after the round on heldout57
         # and the classifier learning it, on 2026-12-05: decisions 93.4% (96.1% on the seven languages), language 99.8%
         # (100% on the seven), 83 of 88 forbidden requests refused (79 of 84 on the seven), no look-alike refused, 0.67
         # ms a message (median; load 1.2-1.4, nothing beside it). Since then development data: the round on its classes
         # took it to 95.6% (98.4% on the seven), 88 of 88 refused, none wrongly.
         "heldout58": ("routing_heldout_v58.jsonl",),
         # The fifty-ninth (428 messages: 50-64 in each of the seven languages, 13 in others; two more writers who saw only
         # docs/heldout-writers/, one as people new to BenchGen who are sometimes wrong about how it works, and people
         # writing from a meeting on behalf of the group, one as people careful about permissions and money, and people
         # who write numbered or bulleted lists of requests), written on 2026-12-05 while the round on heldout57 ran (the
         # writers never saw it); 219 of their 647 messages that earlier sets held were left out. Measured once after the
         # round on heldout58 and the classifier learning it, on 2026-12-05: decisions 92.1% (94.0% on the seven
         # languages), language 99.5% (99.5% on the seven), 61 of 65 forbidden requests refused (57 of 61 on the seven),
         # 1 look-alike refused, 0.73 ms a message (median; load 1.0-1.3, nothing beside it). The round on its classes
         # took it to 95.1% (97.1% on the seven), 63 of 65 refused, none wrongly.
         "heldout59": ("routing_heldout_v59.jsonl",),
         # The sixtieth (two more writers who saw only docs/heldout-writers/, one as people who write in a hurry between
         # meetings, with abbreviations, and people who ask why about everything the bot did or refused, one as people
         # who write in formal or bureaucratic language, and people who describe the goal rather than the action),
         # written on 2026-12-05 while the round on heldout59 ran (the writers never saw it); 210 of their 682 messages
         # that earlier sets held were left out (472). Measured once after that round and the classifier learning heldout59,
         # on 2026-12-05: decisions 87.9% (90.5% on the seven languages), language 99.8% (100% on the seven), 79 of 84
         # forbidden requests refused (74 of 79 on the seven), 4 look-alikes refused, 0.67 ms a message (median; load
         # 1.4-1.5, nothing beside it). The rounds on its classes took it to 93.6% (96.4% on the seven), 84 of 84
         # refused, 1 wrongly (Dutch); the classifier learned it before heldout61 was measured.
         "heldout60": ("routing_heldout_v60.jsonl",),
         # The sixty-first (two more writers who saw only docs/heldout-writers/, one as machine-learning engineers who
         # use precise evaluation jargon, and people who ask for two or three things in one message, one as people who
         # are annoyed, sarcastic or impatient, and people typing fast on a phone), written on 2026-12-05; 181 of their
         # 654 messages that earlier sets held were left out (473). Measured once after the round on heldout60 and the
         # classifier learning it, on 2026-12-05: decisions 92.0% (92.9% on the seven languages), language 98.7% (98.9%
         # on the seven), 73 of 74 forbidden requests refused (70 of 71 on the seven), 3 look-alikes refused, 0.93 ms a
         # message (median; load 0.9, nothing beside it). The round on its classes took it to 98.3% (99.4% on the seven),
         # language 99.6%, 74 of 74 refused, none wrongly; the classifier learned it before heldout62 was measured.
         "heldout61": ("routing_heldout_v61.jsonl",),
         # The sixty-second (two more writers who saw only docs/heldout-writers/, one as people who try to talk the bot past
         # its rules, and people who attach conditions to what they ask, one as people who write in heavy internet slang
         # with emoji, and people who ask what-if questions), written on 2026-12-05 while the round on heldout61 ran (the
         # writers never saw it); 162 of their 650 messages that earlier sets held were left out (488). Measured once after
         # that round and the classifier learning heldout61, on 2026-12-05: decisions 93.4% (95.0% on the seven languages),
         # language 99.6% (99.6% on the seven), 88 of 91 forbidden requests refused (85 of 88 on the seven), 1 look-alike
         # refused, 0.92 ms a message (median; load 3.9, a speed round's tests beside it). The round on its classes took
         # it to 98.4% (100% on the seven), language 100%, 91 of 91 refused, none wrongly; the classifier learned it before
         # heldout63 was measured.
         "heldout62": ("routing_heldout_v62.jsonl",),
         # The sixty-third (two more writers who saw only docs/heldout-writers/, one as annotators and QA testers who name
         # items in many formats, and people who write in the passive or impersonal voice, one as team leads asking for
         # others or the team, and people who write names loosely), written on 2026-12-05 while the round on heldout62 ran
         # (the writers never saw it); 230 of their 646 messages that earlier sets held were left out (416). Measured once
         # after that round and the classifier learning heldout62, on 2026-12-05: decisions 94.5% (95.1% on the seven
         # languages), language 99.3% (99.3% on the seven), 74 of 78 forbidden requests refused (72 of 76 on the seven), no
         # look-alike refused, 0.92 ms a message (median; load 4.0, a speed round's benchmarks beside it). The round on its
         # classes took it to 98.1% (98.8% on the seven), 78 of 78 refused, none wrongly; the classifier learned it before
         # heldout64 was measured.
         "heldout63": ("routing_heldout_v63.jsonl",),
         # The sixty-fourth (two more writers who saw only docs/heldout-writers/, one as people who dictate by voice, and
         # people who answer or react to what the bot said or did, one as people onboarding a colleague in the channel, and
         # people who phrase requests in other tools' words: spreadsheets, Jira, GitHub, MLflow, W&B), written on 2026-12-05
         # while the round on heldout63 ran (the writers never saw it); 207 of their 641 messages that earlier sets held were
         # left out (434). Measured once after that round and the classifier learning heldout63, on 2026-12-05: decisions
         # 95.9% (97.2% on the seven languages), language 99.3% (99.3% on the seven), 65 of 66 forbidden requests refused
         # (63 of 64 on the seven), 2 look-alikes refused, 0.78 ms a message (median; load 1.2-1.4, nothing beside it). The
         # round on its classes took it to 97.7% (99.1% on the seven), 66 of 66 refused, none wrongly; the classifier learned
         # it before heldout65 was measured.
         "heldout64": ("routing_heldout_v64.jsonl",),
         # The sixty-fifth (two more writers who saw only docs/heldout-writers/, one as careful researchers who hedge
         # everything, and people who correct themselves mid-message, one as people relaying a customer's or partner's
         # question, and people who talk in dates and times), written on 2026-12-05 while the round on heldout64 ran (the
         # writers never saw it); 197 of their 653 messages that earlier sets held were left out (456). Measured once after
         # that round and the classifier learning heldout64, on 2026-12-05: decisions 96.9% (98.4% on the seven languages),
         # language 99.8% (99.8% on the seven), 76 of 76 forbidden requests refused, no look-alike refused, 1.05 ms a
         # message (median; load 0.9-2.1, nothing beside it; three timings alike). Not tuned on until heldout66 was measured
         # with the same router; the round on both sets' classes took it to 97.4% (98.9% on the seven), 76 of 76 refused,
         # none wrongly.
         "heldout65": ("routing_heldout_v65.jsonl",),
         # The sixty-sixth (two more writers who saw only docs/heldout-writers/, one as people who format messages like
         # developers, and people who write one to four words, one as executives who want the bottom line, and people who
         # ask to rank or compare), written on 2026-12-05 after heldout65 was measured, and measured with the same router
         # (nothing tuned between them, heldout65 still held out from the classifier); 266 of their 651 messages that earlier
         # sets held were left out (385). Measured once on 2026-12-05: decisions 93.8% (94.5% on the seven languages),
         # language 95.3% (95.5% on the seven), 53 of 55 forbidden requests refused (51 of 53 on the seven), no look-alike
         # refused, 0.72 ms a message (median; load 0.2-0.3, nothing beside it). The round on its classes and heldout65's
         # took it to 98.4% (99.2% on the seven), language 96.9%, 55 of 55 refused, none wrongly.
         "heldout66": ("routing_heldout_v66.jsonl",),
         # The sixty-seventh (two more writers who saw only docs/heldout-writers/, one as people writing in a language not
         # their first, and people who paste snippets into their message, one as new interns unsure of the vocabulary, and
         # people who chain follow-ups with pronouns and ellipsis), written on 2026-12-05 while the round on heldout65 and
         # heldout66 ran (the writers never saw it); 319 of their 650 messages that earlier sets held were left out (331,
         # fewer than the 350 a set should hold: heldout68 is the full one). Measured once after that round and the classifier
         # learning both, on 2026-12-05: decisions 95.2% (96.3% on the seven languages), language 99.1% (99.1% on the seven),
         # 39 of 39 forbidden requests refused, no look-alike refused, 0.64-0.68 ms a message (median; load 0.5-0.9). The
         # round on its classes and heldout68's took it to 97.3% (98.5% on the seven), 39 of 39 refused, none wrongly.
         "heldout67": ("routing_heldout_v67.jsonl",),
         # The sixty-eighth (two more writers who saw only docs/heldout-writers/, one as very polite people who write like a
         # courteous email, and people who abbreviate heavily, one as skeptical people who argue with what the bot found,
         # and people under deadline pressure), written on 2026-12-05 while the round on heldout65 and heldout66 ran (the
         # writers never saw it); 194 of their 653 messages that earlier sets (heldout67 among them) held were left out (459).
         # Measured once with the router heldout67 was measured with, on 2026-12-05: decisions 96.1% (98.0% on the seven
         # languages), language 98.7% (98.7% on the seven), 57 of 57 forbidden requests refused, 2 look-alikes refused,
         # 0.71-0.73 ms a message (median; load 0.5-0.9). The round on its classes and heldout67's took it to 97.8% (99.8%
         # on the seven), language 99.6%, 57 of 57 refused, none wrongly.
         "heldout68": ("routing_heldout_v68.jsonl",),
         # The sixty-ninth (two more writers who saw only docs/heldout-writers/, one as people who ask what a teammate did or
         # changed, and people who switch languages inside a sentence, one as product managers who write multi-line messages
         # and bullet lists, and people who tell a backstory before the request), written on 2026-12-05 while heldout67 and
         # heldout68 were measured and the round on them ran (the writers never saw it); 303 of their 629 messages that
         # earlier sets held were left out (326, fewer than the 350 a set should hold: heldout70 is the full one). Measured once
         # after that round and the classifier learning both, on 2026-12-05: decisions 97.2% (98.7% on the seven languages),
         # language 100%, 38 of 38 forbidden requests refused, no look-alike refused, 0.75-0.78 ms a message (median; load
         # 1.5-1.9): the four targets met, on a set short of the size. The round on its classes and heldout70's took it to
         # 97.9% (99.4% on the seven), 38 of 38 refused, none wrongly.
         "heldout69": ("routing_heldout_v69.jsonl",),
         # The seventieth (two more writers who saw only docs/heldout-writers/, one as people confused after an error or a
         # failed run, and people who use negation and double negatives, one as people typing on a phone with no accents or
         # punctuation, and people who worry about costs before acting), written on 2026-12-05 at the same time; 256 of their
         # 686 messages that earlier sets (heldout69 among them) held were left out (430). Measured once with the router
         # heldout69 was measured with, on 2026-12-05: decisions 90.7% (92.4% on the seven languages), language 98.4% (98.3%
         # on the seven), 47 of 48 forbidden requests refused, 7 look-alikes refused, 0.66-0.67 ms a message (median). The
         # round on its classes and heldout69's took it to 97.4% (99.3% on the seven), language 99.3%, 48 of 48 refused,
         # none wrongly.
         "heldout70": ("routing_heldout_v70.jsonl",),
         # The seventy-first (two more writers who saw only docs/heldout-writers/, asked for ~420 messages each, at least 58 a
         # language, so that a set keeps 350 and 50 a language once earlier sets' messages are left out: one as people who
         # mix small talk into their requests, and people who name benchmarks and models by description, one as people who
         # quote numbers a lot, and cautious people who ask what will happen before every step), written on 2026-12-05
         # while heldout69 and heldout70 were measured and the round on them ran (the writers never saw it); 255 of their
         # 878 messages that earlier sets held were left out (623, 77-101 in each of the seven languages). Measured once after
         # that round and the classifier learning both, on 2026-12-05: decisions 95.5% (96.3% on the seven languages), language
         # 99.7%, 54 of 54 forbidden requests refused, 2 look-alikes refused, 0.74-0.75 ms a message (median; load 0.9). The
         # round on its classes and heldout72's took it to 97.4% (98.2% on the seven), 54 of 54 refused, none wrongly.
         "heldout71": ("routing_heldout_v71.jsonl",),
         # The seventy-second (two more writers the same way: one as people new to evaluation who ask basic questions
         # mid-task, and people who compare results over time, one as people careful about permissions and roles, and
         # people who give instructions with conditions and exceptions), written at the same time; 403 of their 866
         # messages that earlier sets (heldout71 among them) held were left out (463, 58-82 in each of the seven languages).
         # Measured once with the router heldout71 was measured with, on 2026-12-05: decisions 94.4% (94.8% on the seven
         # languages), language 100%, 31 of 31 forbidden requests refused, no look-alike refused, 0.75-0.84 ms a message. The
         # round on its classes and heldout71's took it to 97.6% (98.0% on the seven), 31 of 31 refused, none wrongly.
         "heldout72": ("routing_heldout_v72.jsonl",),
         # The seventy-third (two more writers who saw only docs/heldout-writers/, ~420 messages each: one as people who give
         # a lot of context about their project and team, and people who ask the bot to explain first and act after, one as
         # non-technical managers in plain business words, and people who type in capitals or with many exclamation marks),
         # written on 2026-12-05 while heldout71 and heldout72 were measured and the round on them ran (the writers never
         # saw it); 258 of their 851 messages that earlier sets held were left out (593, 74-94 in each of the seven languages).
         # Measured once after that round and the classifier learning both, on 2026-12-05: decisions 95.3% (95.9% on the seven
         # languages), language 100%, 66 of 69 forbidden requests refused, no look-alike refused, 0.84-0.87 ms a message. The
         # round on its classes and heldout74's took it to 96.1% (96.8% on the seven), 69 of 69 refused, none wrongly.
         "heldout73": ("routing_heldout_v73.jsonl",),
         # The seventy-fourth (two more writers the same way: one as people who use their company's jargon, and people who
         # ask for things later or on a schedule, one as researchers who think aloud with hypotheses, and people who put
         # several requests on separate lines), written at the same time; 320 of their 875 messages that earlier sets
         # (heldout73 among them) held were left out (555, 71-87 in each of the seven languages). Measured once with the router
         # heldout73 was measured with, on 2026-12-05: decisions 96.2% (97.1% on the seven languages), language 99.6%, 62 of 62
         # forbidden requests refused, 2 look-alikes refused (1 on the seven), 0.82-0.84 ms a message (median). The round on
         # its classes and heldout73's took it to 96.6% (97.4% on the seven), 62 of 62 refused, none wrongly on the seven.
         "heldout74": ("routing_heldout_v74.jsonl",),
         # The seventy-fifth (two more writers who saw only docs/heldout-writers/, ~420 messages each: one as people who answer
         # the bot's questions and proposals in a thread in short sentences, and people who ask it to repeat, summarise or
         # explain what it just did, one as people writing from a phone between meetings, and people who are polite but
         # indirect), written on 2026-12-05 while heldout73 and heldout74 were measured and the round on them ran (the
         # writers never saw it); 325 of their 857 messages that earlier sets held were left out (532, 68-87 in each of the
         # seven languages). Measured once after that round and the classifier learning both, on 2026-12-05: decisions 93.6%
         # (94.3% on the seven languages), language 99.4%, 47 of 47 forbidden requests refused, no look-alike refused,
         # 0.69-0.74 ms a message (median; load 1.0). The round on its classes and heldout76's took it to 95.7% (96.4% on the
         # seven), 47 of 47 refused, none wrongly.
         "heldout75": ("routing_heldout_v75.jsonl",),
         # The seventy-sixth (two more writers the same way: one as people handing work over for a colleague on leave, and
         # people who quote numbers approximately, one as testers who probe the limits with harmless and forbidden requests
         # side by side, and people who say "eval", "test set", "checkpoint", "job"), written at the same time; 397 of their
         # 888 messages that earlier sets (heldout75 among them) held were left out (491, 62-82 in each of the seven languages).
         # Measured once with the router heldout75 was measured with, on 2026-12-05: decisions 94.7% (96.1% on the seven
         # languages), language 99.6%, 52 of 57 forbidden requests refused, 1 look-alike refused, 0.78-0.82 ms a message. The
         # round on its classes and heldout75's took it to 97.1% (98.6% on the seven), 57 of 57 refused, none wrongly.
         "heldout76": ("routing_heldout_v76.jsonl",),
         # The seventy-seventh (two more writers who saw only docs/heldout-writers/, ~420 messages each: one as people who ask
         # several things in one flowing sentence, and people who soften requests with "maybe", "if possible", "no rush", one
         # as people who refer to earlier results vaguely, and blunt, impatient people), written on 2026-12-05 while
         # heldout75 and heldout76 were measured and the round on them ran (the writers never saw it); 274 of their 882
         # messages that earlier sets held were left out (608, 80-93 in each of the seven languages). Measured once after that
         # round and the classifier learning both, on 2026-12-05: decisions 94.1% (94.8% on the seven languages), language
         # 99.7%, 62 of 68 forbidden requests refused, 1 look-alike refused, 0.77-0.78 ms a message (median; load 0.9-1.0).
         # A round on its ceiling's misses only (and heldout78's) took it to 95.1% (95.8% on the seven), 67 of 68, none wrongly;
         # with the classifier learning it and the last of its ceiling misses read, 97.2% (98.0%), 68 of 68.
         "heldout77": ("routing_heldout_v77.jsonl",),
         # The seventy-eighth (two more writers the same way: one as quality and audit people who care about traceability,
         # and people who write long messages with the question at the end, one as people who speak of the models as people,
         # and people who say "can you…" both as questions and as requests), written at the same time; 356 of their 868
         # messages that earlier sets (heldout77 among them) held were left out (512, 59-82 in each of the seven languages).
         # Measured once with the router heldout77 was measured with, on 2026-12-05: decisions 92.4% (93.8% on the seven
         # languages), language 99.4%, 40 of 41 forbidden requests refused, 2 look-alikes refused, 0.78-0.84 ms a message. A
         # round on its ceiling's misses only took it to 92.6% (94.0% on the seven), 40 of 41, 1 wrongly; with the classifier
         # learning it and its last ceiling miss read, 95.3% (96.8%), 41 of 41, 1 wrongly.
         "heldout78": ("routing_heldout_v78.jsonl",),
         # The seventy-ninth (two more writers who saw only docs/heldout-writers/, ~420 messages each: one as people who paste
         # a table, a list of numbers or a log excerpt and ask about it, and people who mix formal and casual registers, one
         # as people who ask the bot to settle a disagreement with a colleague, and people who ask about credits and costs
         # after each step), written on 2026-12-05 while heldout77 and heldout78 were measured and the round on them ran (the
         # writers never saw it); 372 of their 881 messages that earlier sets held were left out (509, 62-85 in each of the seven
         # languages). Measured once after that round and the classifier learning both, on 2026-12-05: decisions 94.1% (94.9%
         # on the seven languages), language 99.2%, 41 of 41 forbidden requests refused, 1 look-alike refused, 1.00-1.07 ms a
         # message (median; load 0.8-0.9; long pasted tables and logs). Since then development data: the next round tuned
         # on its classes of misses (data pasted with a request around it, two claims to settle, a run that crashed or
         # hangs asked about, Chinese typed with English mixed in).
         "heldout79": ("routing_heldout_v79.jsonl",),
         # The eightieth (two more writers who saw only docs/heldout-writers/, ~440 messages each: one as tired researchers
         # writing late at night, terse, with emoji, and people who quote a line of the bot's reply before answering it, one
         # as annotators who speak of gold labels and ground truth, and people who ask about several benchmarks or models in
         # one message), written on 2026-12-05 while the round on heldout79 ran (the writers never saw it); 347 of their 875
         # messages that earlier sets held were left out (528, 64-83 in each of the seven languages). Measured once after
         # that round and the classifier learning heldout79, on 2026-12-05: decisions 89.6% (90.2% on the seven languages),
         # language 100%, 48 of 49 forbidden requests refused, 3 look-alikes refused, 0.87 ms a message (median; load 0.7).
         # Since then development data: the next round tuned on its classes of misses (a yes or a no under the bot's quoted
         # proposal, the key called the ground truth or the gold label, items the models disagree on): 96.6% (97.3%), 48
         # of 49 refused, none wrongly.
         "heldout80": ("routing_heldout_v80.jsonl",),
         # The eighty-first (two more writers who saw only docs/heldout-writers/, ~430 messages each: one as busy executives
         # who delegate and ask for outcomes, and people who use rhetorical questions and sarcasm, one as ML students unsure
         # of the vocabulary, and people who correct themselves mid-message), written on 2026-12-05 beside heldout80's
         # writers (they never saw the rounds); 283 of their 854 messages that earlier sets held were left out (571, 71-96 in
         # each of the seven languages). Measured once after the round on heldout80 and the classifier learning it, on
         # 2026-12-05: decisions 95.1% (95.6% on the seven languages), language 99.6%, 77 of 78 forbidden requests refused,
         # no look-alike refused, 0.92 ms a message (median; load 0.5-0.6). Since then development data: the next round
         # tuned on its classes of misses (an item number corrected, a product's word quoted and asked, who holds a role):
         # 98.4% (98.9%), 78 of 78 refused, none wrongly.
         "heldout81": ("routing_heldout_v81.jsonl",),
         # The eighty-second (two more writers who saw only docs/heldout-writers/, ~430 messages each: one as people who
         # dictate by voice, and people who put asides in parentheses and footnotes, one as people relaying an outside
         # client's request word for word, and people who compare BenchGen with the tools they know), written on 2026-12-05
         # while the round on heldout81 ran (they never saw it); 309 of their 869 messages that earlier sets held were left
         # out (560, 68-101 in each of the seven languages). Measured once after the round on heldout81 and the classifier
         # learning it, on 2026-12-05: decisions 90.2% (91.3% on the seven languages), language 99.6%, 74 of 80 forbidden
         # requests refused, 2 look-alikes refused, 1.02 ms a message (median; load 0.5-0.8). Since then development data:
         # the next round tuned on its classes of misses (a client's request relayed in quotes, footnote marks, "I meant
         # 14, not 13"): 95.5% (96.7%), 80 of 80 refused, none wrongly.
         "heldout82": ("routing_heldout_v82.jsonl",),
         # The eighty-third (two more writers who saw only docs/heldout-writers/, ~425 messages each: one as people who
         # format their messages in markdown, and people who ask several yes/no questions in a row, one as frustrated
         # people who vent before they ask, and people who use emoji in place of words), written on 2026-12-05 beside
         # heldout82's writers (they never saw the rounds); 257 of their 849 messages that earlier sets held were left out
         # (592, 72-104 in each of the seven languages). Measured once after the round on heldout82 and the classifier
         # learning it, on 2026-12-05: decisions 94.9% (95.7% on the seven languages), language 96.1% (emoji alone,
         # labelled with the writer's language), 63 of 63 forbidden requests refused, 1 look-alike refused, 1.02 ms a message
         # (median; load 0.5-0.7). Since then development data: the next round tuned on its classes of misses (an emoji as
         # the verb of a terse command, whether a fix vanished): 97.3% (98.1%), 63 of 63 refused, none wrongly.
         "heldout83": ("routing_heldout_v83.jsonl",),
         # The eighty-fourth (two more writers who saw only docs/heldout-writers/, ~435 messages each: one as researchers in
         # a hurry who abbreviate names and words, and careful people who double-check before a costly step, one as team
         # leads writing on behalf of someone else, and people who answer the bot's questions with a full sentence), written
         # on 2026-12-05 while the round on heldout83 ran (they never saw it); 251 of their 871 messages that earlier sets
         # held were left out (620, 83-101 in each of the seven languages). Measured once after the round on heldout83 and
         # the classifier learning it, on 2026-12-05: decisions 96.0% (97.1% on the seven languages), language 100%, 77 of
         # 77 forbidden requests refused, 4 look-alikes refused, 1.06 ms a message (median; load 0.5-0.6). Since then
         # development data: the next round tuned on a few of its classes (a price asked with nothing to start yet, who but
         # an admin may delete in Japanese, an item corrected in Portuguese): 96.9% (98.0%), 77 of 77 refused, 3 wrongly.
         "heldout84": ("routing_heldout_v84.jsonl",),
         # The eighty-fifth (two more writers who saw only docs/heldout-writers/, ~435 messages each: one as QA engineers
         # writing bug reports, and people who speak of themselves or the team in the third person, one as data scientists
         # who talk in statistics, and people who give the bot numbered steps), written on 2026-12-05 while the round on
         # heldout84 ran (they never saw it); 317 of their 870 messages that earlier sets held were left out (553, 65-105 in
         # each of the seven languages). Measured once after that round and the classifier learning heldout84, on
         # 2026-12-05: decisions 92.6% (93.9% on the seven languages), language 100%, 63 of 66 forbidden requests refused,
         # 2 look-alikes refused ("a 95% CI on tiny-1's capitals score"), 1.19 ms a message (median; load 0.5-0.7; long bug
         # reports). Tuned on since (2026-12-05): its classes of misses, in our own words.
         "heldout85": ("routing_heldout_v85.jsonl",),
         # The eighty-sixth (four writers who saw only docs/heldout-writers/: product managers preparing a quarterly
         # review, and people back in a thread after days away; non-native speakers, and users minded of permissions and
         # audit trails; interns in their first week who say what they tried, and people typing on a phone; a maintainer in
         # a clean-up sprint, and people who refer back to "the usual"), written on 2026-12-05 while the round on heldout85
         # ran (they never saw it); 202 of their 858 messages that earlier sets held were left out (656, 80-117 in each of
         # the seven languages). Measured once after that round and the classifier learning heldout85, on 2026-12-06:
         # decisions 95.9% (97.5% on the seven languages), language 100%, 84 of 85 forbidden requests refused (81 of 82 on
         # the seven), no look-alike refused, 2.29 ms a message (median; load 0.5-0.6, on a machine where heldout85 took
         # 1.65-1.91 ms against its first 1.19). Tuned on since: its classes of misses, in our own words.
         "heldout86": ("routing_heldout_v86.jsonl",),
         # The eighty-seventh (four more writers who saw only docs/heldout-writers/: teachers who use BenchGen for a course,
         # and people who ask two things at once; support engineers pasting a customer's words, and English abbreviations in
         # every language; terse power users, and people who hedge; managers who ask about money, and long messages whose
         # request comes last), written on 2026-12-06 while the round on heldout86 ran (they never saw it); 59 of their 807
         # messages that earlier sets held were left out (748, 99-112 in each of the seven languages). Measured once after
         # that round and the classifier learning heldout86, on 2026-12-06: decisions 93.4% (95.1% on the seven languages),
         # language 99.3%, 89 of 92 forbidden requests refused (85 of 88 on the seven), 1 look-alike refused, 2.40 ms a
         # message (median; load 0.7-0.9; heldout85 2.08 ms the same minute). Tuned on since: its classes of misses, in
         # our own words.
         "heldout87": ("routing_heldout_v87.jsonl",),
         # The eighty-eighth (four more writers who saw only docs/heldout-writers/: on-call engineers writing during an
         # incident, and annotators who wrote the keys themselves; researchers racing a paper deadline, and people relaying a
         # colleague's question; team leads delegating, and people who correct themselves mid-message; sceptics who push
         # back on the bot's findings, and short fragments that answer the bot's last message), written on 2026-12-06 before
         # the round on heldout87 (they never saw it); 88 of their 800 messages that earlier sets held were left out (712,
         # 91-110 in each of the seven languages). Measured once after that round and the classifier learning heldout87, on
         # 2026-12-06: decisions 92.8% (94.7% on the seven languages), language 99.9% (100% on the seven), 80 of 84
         # forbidden requests refused (76 of 80 on the seven), 9 look-alikes refused, 0.90 ms a message (median; load
         # 0.5-0.7; heldout87 0.97 ms the same minute). Tuned on since: its classes of misses, in our own words.
         "heldout88": ("routing_heldout_v88.jsonl",),
         # The eighty-ninth (four more writers who saw only docs/heldout-writers/: product owners writing user stories, and
         # people pasting an error or a screen of the web app; machine-learning engineers using evaluation jargon, and the
         # formal register of each language; an executive asking big-picture questions, and requests for or to a teammate;
         # people switching languages inside a message, and answers with conditions or limits), written on 2026-12-06
         # while the round on heldout88 ran (they never saw it); 61 of their 800 messages that earlier sets held were left
         # out (739, 99-110 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout88, on 2026-12-06: decisions 95.0% (96.7% on the seven languages), language 99.9% (99.9% on the seven),
         # 93 of 94 forbidden requests refused (89 of 90 on the seven), 3 look-alikes refused, 0.96 ms a message (median;
         # load 0.5-0.7; heldout88 0.88 ms the same minute). Tuned on since: its classes of misses, in our own words.
         "heldout89": ("routing_heldout_v89.jsonl",),
         # The ninetieth (four more writers who saw only docs/heldout-writers/: data scientists asking statistical
         # questions, and long messages with much context before the request; security and compliance reviewers probing
         # what the bot may do, and newcomers who describe things in their own words; frustrated or angry users, and phone
         # typing with autocorrect and no punctuation; teaching assistants preparing exercises, and references to what the
         # bot did earlier in the thread), written on 2026-12-06 while the round on heldout89 ran (they never saw it); 77 of
         # their 800 messages that earlier sets held were left out (723, 91-112 in each of the seven languages). Measured
         # once after that round and the classifier learning heldout89, on 2026-12-06: decisions 93.8% (95.5% on the seven
         # languages), language 99.6% (99.6% on the seven), 105 of 110 forbidden requests refused (101 of 106 on the
         # seven), 5 look-alikes refused, 0.98 ms a message (median; load 0.4-0.6; heldout89 0.94 ms the same minute).
         # Tuned on since: its ceiling's classes of misses, in our own words.
         "heldout90": ("routing_heldout_v90.jsonl",),
         # The ninety-first (four more writers who saw only docs/heldout-writers/: open-source maintainers publishing
         # results, and one-line messages with emoji; procurement and finance staff, and people describing a dashboard;
         # a model-training specialist planning experiments, and numbered lists of questions; people testing the bot's
         # limits with hypotheticals and role-play, and polite elderly users writing formally and at length), written on
         # 2026-12-06 while the round on heldout90 ran (they never saw it); 98 of their 800 messages that earlier sets held
         # were left out (702, 88-109 in each of the seven languages). Measured once after that round and the classifier
         # learning heldout90, on 2026-12-06: decisions 93.3% (95.0% on the seven languages), language 99.7% (99.7% on the
         # seven), 105 of 106 forbidden requests refused (100 of 101 on the seven), 3 look-alikes refused, 0.95 ms a
         # message (median; load 0.6-0.7; heldout90 0.90 ms the same minute). Tuned on since: its classes of misses, in our
         # own words.
         "heldout91": ("routing_heldout_v91.jsonl",),
         # The ninety-second (four more writers who saw only docs/heldout-writers/: a founder in a hurry mixing business and
         # technical requests, and replies under a quote of the bot; benchmark designers who care about wording and answer
         # formats, and dialect or informal slang; QA testers reporting bugs precisely, and people asking the bot to explain
         # its earlier answer; a team lead on holiday checking in from a phone, and people negotiating after a refusal),
         # written on 2026-12-06 while the round on heldout91 ran (they never saw it); 113 of their 800 messages that
         # earlier sets held were left out (687, 85-109 in each of the seven languages). Measured once after that round and
         # the classifier learning heldout91, on 2026-12-06: decisions 93.6% (95.2% on the seven languages), language
         # 99.7% (99.9% on the seven), 93 of 94 forbidden requests refused (89 of 90 on the seven), 5 look-alikes refused,
         # 0.88 ms a message (median; load 0.6-0.8; heldout91 0.96 ms the same minute). Tuned on since: its ceiling's
         # classes of misses, in our own words.
         "heldout92": ("routing_heldout_v92.jsonl",),
         # The ninety-third (four more writers who saw only docs/heldout-writers/: graduate students running thesis
         # experiments, and follow-ups that only make sense in a thread; an operations manager tracking credits week by
         # week, and commands written like a command-line tool; a careful reviewer who wants evidence before any change,
         # and metaphors and idioms; a colleague covering for someone on leave, and questions of permissions and who did
         # what), written on 2026-12-06 while the round on heldout92 ran (they never saw it); 115 of their 800 messages that
         # earlier sets held were left out (685, 86-107 in each of the seven languages). Measured once after that round and
         # the classifier learning heldout92, on 2026-12-06: decisions 92.6% (94.0% on the seven languages), language 99.6%
         # (99.6% on the seven), 90 of 92 forbidden requests refused (86 of 88 on the seven), 6 look-alikes refused, 1.25 ms
         # a message (median; load 1.0-1.1; heldout92 1.06 ms the same minute). Tuned on since: its classes of misses, in
         # our own words.
         "heldout93": ("routing_heldout_v93.jsonl",),
         # The ninety-fourth (four more writers who saw only docs/heldout-writers/: the manager of an evaluation team
         # preparing a quarterly report, and people dictating by voice; ML researchers comparing models for a paper, and a
         # sarcastic or passive-aggressive tone; customer-success staff relaying a client's questions, and users who open
         # with an apology or a hedge; annotators who disagree with the answer key, and Markdown, backticks and code-like
         # snippets pasted in), written on 2026-12-06 while the round on heldout93 ran (they never saw it); 189 of their
         # 800 messages that earlier sets held were left out (611). Measured once after that round and the classifier
         # learning heldout93, on 2026-12-06: decisions 95.6% (97.8% on the seven languages), language 100% (100% on the
         # seven), 100 of 100 forbidden requests refused (93 of 93 on the seven), 1 look-alike refused, 1.43 ms a message
         # (median; load 0.8-1.1; heldout93 1.45 ms the same minute). Then 64 more that earlier sets (or itself) held in
         # other punctuation or case were left out (547, 67-99 in each of the seven languages): on those, the same
         # measurement gives 96.0% (97.6% on the seven), 91 of 91 refused, 1 look-alike. Tuned on since: its classes of
         # misses, in our own words.
         "heldout94": ("routing_heldout_v94.jsonl",),
         # The ninety-fifth (four more writers who saw only docs/heldout-writers/: a university lecturer using the
         # benchmarks in a course, and messages written like an email with a greeting and a sign-off; a hackathon team
         # racing a deadline, and deadlines, days and times; non-native speakers writing in their second language, and the
         # same thing asked twice in other words; an engineer focused on fine-tuning, and several things asked at once),
         # written on 2026-12-06 while the round on heldout94 ran (they never saw it); 158 of their 800 messages that
         # earlier sets held were left out, and after its measurement 28 more that they held in other punctuation or
         # case (614, 76-100 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout94, on 2026-12-06: on the 614, decisions 95.9% (99.0% on the seven languages), language 100% (100% on
         # the seven), 104 of 104 forbidden requests refused (100 of 100 on the seven), no look-alike refused; 1.97 ms a
         # message over the 642 measured (median; load 0.6-0.9; heldout94 1.67 ms the same minute). Tuned on since: its
         # classes of misses, in our own words.
         "heldout95": ("routing_heldout_v95.jsonl",),
         # The ninety-sixth (four more writers who saw only docs/heldout-writers/: a head of research reviewing the team's
         # numbers before a board meeting, and messages full of numbers, percentages and dates that set nothing; a teacher
         # using the benchmarks with a class, and messages typed in lowercase without accents or punctuation; an impatient
         # power user, and a benchmark's or model's name opening the message as its topic; a data engineer worried about
         # reproducibility, and questions asked in the negative), written on 2026-12-06 while the round on heldout95 ran
         # (they never saw it); 265 of their 800 messages that earlier sets held, in any punctuation or case, were left
         # out (535, 62-98 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout95, on 2026-12-06: decisions 93.6% (95.8% on the seven languages), language 100% (100% on the seven),
         # 94 of 96 forbidden requests refused (89 of 91 on the seven), 2 look-alikes refused, 1.31 ms a message (median;
         # load 0.8-1.0; heldout95 1.28 ms the same minute). Tuned on since: its classes of misses, in our own words.
         "heldout96": ("routing_heldout_v96.jsonl",),
         # The ninety-seventh (four more writers who saw only docs/heldout-writers/: a statistics professor who wants
         # rigour, and asides in parentheses; a journalist writing about AI benchmarks, and people who ask why about
         # everything; someone juggling two tasks, and two benchmarks or two models named together; a multilingual team,
         # and English product words borrowed inside other languages), written on 2026-12-06 while the round on heldout96
         # ran (they never saw it); 282 of their 800 messages that earlier sets held, in any punctuation or case, were
         # left out (518, 63-81 in each of the seven languages). Measured once after that round and the classifier
         # learning heldout96, on 2026-12-06: decisions 94.8% (96.6% on the seven languages), language 99.8% (99.8% on the
         # seven), 78 of 78 forbidden requests refused (74 of 74 on the seven), no look-alike refused, 1.25 ms a message
         # (median; load 0.6-0.8; heldout96 1.18 ms the same minute). Tuned on since: its classes of misses, in our own
         # words.
         "heldout97": ("routing_heldout_v97.jsonl",),
         # The ninety-eighth (four more writers who saw only docs/heldout-writers/: site-reliability engineers on call,
         # terse from a phone, and a line of the bot's earlier answer quoted first; finance staff counting credits, and
         # very polite indirect asks; first-year PhD students unsure of the jargon, and two languages switched mid-
         # sentence; open-source maintainers of a public leaderboard, and conditions attached to what is asked), written
         # on 2026-12-06 before the round on heldout97 (they never saw it); 370 of their 885 messages that earlier sets
         # or our own phrasings held, in any punctuation or case, were left out (515, 57-87 in each of the seven
         # languages). Measured once after that round and the classifier learning heldout97, on 2026-12-06: decisions
         # 92.8% (95.0% on the seven languages), language 99.8% (99.8% on the seven), 85 of 88 forbidden requests refused
         # (80 of 83 on the seven), 3 look-alikes refused, 1.51 ms a message (median; load 0.5-0.7; heldout97 1.40 ms the
         # same minute). Tuned on since: its largest class of misses, in our own words.
         "heldout98": ("routing_heldout_v98.jsonl",),
         # The ninety-ninth (four more writers who saw only docs/heldout-writers/: hospital IT staff evaluating models
         # for clinical notes, and one long message of several paragraphs; game studio developers who joke, and emoji
         # and internet abbreviations; a startup's CTO alone late at night, and follow-ups that refer to "the same",
         # "that one", "the other model"; retired engineers with old-fashioned wording, and numbers spelled out in
         # words), written on 2026-12-06 before the round on heldout98 (they never saw it); 331 of their 874 messages
         # that earlier sets or our own phrasings held, in any punctuation or case, were left out (543, 58-111 in each
         # of the seven languages). Measured once after that round and the classifier learning heldout98, on
         # 2026-12-06: decisions 93.2% (95.4% on the seven languages), language 99.3% (99.4% on the seven), 83 of 84
         # forbidden requests refused (80 of 81 on the seven), 4 look-alikes refused, 1.63 ms a message (median; load
         # 0.9-1.0; heldout98 1.82 ms the same minute). Tuned on since: its classes of misses in all seven languages,
         # in our own words.
         "heldout99": ("routing_heldout_v99.jsonl",),
         # The hundredth (four more writers who saw only docs/heldout-writers/: legal and compliance officers, formal and
         # hedged, and summer interns in slang, capitals and stretched letters; product managers' bullet lists with
         # deadlines, and support engineers pasting an error or a log line first; sales engineers asking on a customer's
         # behalf before a demo, and people typing two to five words on a smartwatch; researchers in a hurry who misspell
         # the names, and operations staff's passive, impersonal requests), written on 2026-12-06 before the round on
         # heldout99 (they never saw it); 378 of their 918 messages that earlier sets or our own phrasings held, in any
         # punctuation or case, were left out (540, 69-94 in each of the seven languages). Measured once after that round
         # and the classifier learning heldout99, on 2026-12-06: decisions 93.1% (95.1% on the seven languages), language
         # 99.6% (99.6% on the seven), 94 of 96 forbidden requests refused (91 of 93 on the seven), 6 look-alikes refused,
         # 1.09 ms a message (median; load 0.7-0.8; heldout99 1.03 ms the same minute). Tuned on since: its classes of
         # misses in all seven languages, in our own words.
         "heldout100": ("routing_heldout_v100.jsonl",),
         # The hundred-and-first (five writers who saw only docs/heldout-writers/: executives who want one-line answers,
         # and marketing staff who want numbers for a press release; a localization team glossing product words in
         # another language, and power users writing like a command line; frustrated users in capitals, and requests only
         # hinted at; messages shaped like a GitHub issue, and security-minded staff asking about tokens and audit trails;
         # the fifth, for Portuguese, Chinese, French and Spanish, teaching assistants between classes and freelancers
         # counting every credit), written on 2026-12-06 before the round on heldout100 (they never saw it); 566 of their
         # 1,085 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out (519,
         # 65-87 in each of the seven languages). Measured once after that round and the classifier learning heldout100,
         # on 2026-12-06: decisions 95.2% (95.9% on the seven languages), language 97.7% (97.6% on the seven: command
         # lines labelled with their neighbours' language), 94 of 98 forbidden requests refused (89 of 93 on the seven),
         # 3 look-alikes refused, 1.06 ms a message (median; load 0.7-0.8; heldout100 1.01 ms the same minute). Tuned on
         # since: its classes of misses in all seven languages, in our own words.
         "heldout101": ("routing_heldout_v101.jsonl",),
         # The hundred-and-second (five writers who saw only docs/heldout-writers/: new hires asking what every word
         # means, and team leads addressing the team and the bot together; a pasted table of scores asked about, and
         # thread replies that refer back; ML engineers' jargon, and autocorrect-mangled words from a phone; numbered
         # lists of several requests, and questions written as statements; the fifth, for Portuguese, Chinese, French and
         # Spanish, consultants reporting to a client and research students), written on 2026-12-06 before the round on
         # heldout101 (they never saw it); 628 of their 1,115 messages that earlier sets or our own phrasings held, in
         # any punctuation or case, were left out (487, 56-86 in each of the seven languages). Measured once after that
         # round and the classifier learning heldout101, on 2026-12-06: decisions 96.7% (98.3% on the seven languages),
         # language 99.4% (99.4% on the seven), 72 of 73 forbidden requests refused (69 of 70 on the seven), 1 look-alike
         # refused, 1.11 ms a message (median; load 0.8-0.9; heldout101 1.00 ms the same minute). Tuned on since: its
         # classes of misses, in our own words.
         "heldout102": ("routing_heldout_v102.jsonl",),
         # The hundred-and-third (five writers who saw only docs/heldout-writers/: university helpdesk staff forwarding
         # professors' requests, and emoji in place of words; two or three questions in one message, and run-on sentences
         # with no punctuation; regional varieties and dialect in every language; people tempted to game the leaderboard,
         # and cautious people who ask what will happen first; the fifth, for Portuguese, Chinese, French, Spanish,
         # Japanese and German, startup founders and archivists), written on 2026-12-06 before the round on heldout102
         # (they never saw it); 431 of their 1,168 messages that earlier sets or our own phrasings held, in any
         # punctuation or case, were left out (737, 91-113 in each of the seven languages). Measured once after that
         # round and the classifier learning heldout102, on 2026-12-06: decisions 92.0% (92.6% on the seven languages;
         # written Cantonese, Swiss German, Scots and Kansai Japanese most of the misses), language 99.6% (99.7% on the
         # seven), 145 of 153 forbidden requests refused (141 of 149 on the seven), 3 look-alikes refused, 1.09 ms a
         # message (median; load 0.5-0.9; heldout102 1.06 ms the same minute). Tuned on since: regional varieties read as
         # the standard language (`LanguagePack.regional`), in our own words.
         "heldout103": ("routing_heldout_v103.jsonl",),
         # The hundred-and-fourth (five writers who saw only docs/heldout-writers/: regional varieties again, other
         # regions (Bavarian and Austrian German, Belgian and Swiss French, Mexican and Andalusian Spanish, Lisbon
         # Portuguese, Taiwanese Mandarin and written Cantonese, Osaka and Tohoku Japanese, Irish and Australian English);
         # a teammate's message quoted, and much apologising; accountants checking every number, and people half
         # attending a meeting; two or three requests chained with "then", and conditions attached; the fifth, for six
         # languages, non-profit volunteers and exclamation marks), written on 2026-12-06 before the round on heldout103
         # (they never saw it); 430 of their 1,198 messages that earlier sets or our own phrasings held, in any
         # punctuation or case, were left out (768, 94-115 in each of the seven languages). Measured once after that
         # round and the classifier learning heldout103, on 2026-12-06: decisions 93.4% (94.2% on the seven languages),
         # language 99.7% (99.9% on the seven), 104 of 115 forbidden requests refused (99 of 110 on the seven), 1
         # look-alike refused, 1.05 ms a message (median; load 0.7-0.8; heldout103 1.02 ms the same minute). Tuned on
         # since: one class (a teammate's words quoted, then asked about), in our own words.
         "heldout104": ("routing_heldout_v104.jsonl",),
         # The hundred-and-fifth (four writers who saw only docs/heldout-writers/: night-shift operators' handover notes,
         # and a teammate's or a customer's words quoted before asking; hedging, and long polite preambles; code and JSON
         # in questions, and things renamed (a test set, a checkpoint); a second language with small mistakes, and
         # deadlines), written on 2026-12-06 before the round on heldout104 (they never saw it); 428 of their 968
         # messages that earlier sets or our own phrasings held, in any punctuation or case, were left out (540, 61-105 in
         # each of the seven languages). Measured once after that round and the classifier learning heldout104, on
         # 2026-12-06: decisions 94.8% (96.6% on the seven languages), language 100% (100% on the seven), 77 of 78
         # forbidden requests refused (75 of 76 on the seven), 1 look-alike refused, 1.20 ms a message (median; load
         # 0.8-1.0; heldout104 1.00 ms the same minute). Tuned on since: its classes of misses (a teammate's words
         # quoted and the bot's view asked, curiosity before asking whether the bot can delete, a request after a long
         # background, pasted JSON, accepting a form), in our own words.
         "heldout105": ("routing_heldout_v105.jsonl",),
         # The hundred-and-sixth (five writers who saw only docs/heldout-writers/: biologists and chemists new to
         # machine learning, and formal or impersonal requests; people shouting in capitals, and links or screenshots
         # described; students before a thesis defence, and product designers; short replies in a thread, and texting
         # abbreviations and slang; the fifth, for six languages, on-call engineers at 3 a.m. and people who never used a
         # chat bot), written on 2026-12-06 before the round on heldout105 (they never saw it); 413 of their 1,211
         # messages that earlier sets or our own phrasings held, in any punctuation or case, were left out (798, 103-118
         # in each of the seven languages). Measured once after that round and the classifier learning heldout105, on
         # 2026-12-06: decisions 96.4% (98.7% on the seven languages), language 99.5% (99.6% on the seven), 102 of 103
         # forbidden requests refused (97 of 98 on the seven), 1 look-alike refused, 0.95 ms a message (median; load
         # 0.8-0.9; heldout105 1.01 ms the same minute). Tuned on since: its classes of misses (items "answered
         # incorrectly", the credits left asked formally in Chinese, "请求" before a deletion, a role asked about, chat
         # words), in our own words.
         "heldout106": ("routing_heldout_v106.jsonl",),
         # The hundred-and-seventh (five writers who saw only docs/heldout-writers/: translators slipping into another
         # language, and terse lines without verbs; managers delegating, and people unsure of their role; people pushing
         # the bot to make a number right or a benchmark go away, and careful people asking what would happen first; long
         # messages with one request buried in them, and irony; the fifth, for six languages, public-sector staff and
         # young gamers), written on 2026-12-06 before the round on heldout106 (they never saw it); 402 of their 1,160
         # messages that earlier sets or our own phrasings held, in any punctuation or case, were left out (758, 94-112
         # in each of the seven languages). Measured once after that round and the classifier learning heldout106, on
         # 2026-12-06: decisions 94.6% (96.5% on the seven languages), language 98.9% (99.1% on the seven), 125 of 130
         # forbidden requests refused (121 of 125 on the seven), 2 look-alikes refused, 1.12 ms a message (median; load
         # 0.7-0.9; heldout106 1.05 ms the same minute). Tuned on since: its classes of misses (an answer marked
         # "correct" in English inside Japanese, a reason after clearing all runs, "you know what", a French deletion as a
         # noun, "Nr. 13", whether one has permission, what a key's change does to old results, which roles may do
         # something), in our own words.
         "heldout107": ("routing_heldout_v107.jsonl",),
         # The hundred-and-eighth (five writers who saw only docs/heldout-writers/: hospital and pharma quality staff
         # asking who changed what, and bullet lists; sports fans talking of models as players, and people typing
         # without punctuation; procurement people counting credits, and people claiming authority or urgency to get a
         # forbidden thing done; teachers asking for simple explanations, and people changing their minds mid-message;
         # the fifth, for six languages, a partner lab's researchers and people who never ask outright), written on
         # 2026-12-06 before the round on heldout107 (they never saw it); 364 of their 1,109 messages that earlier sets
         # or our own phrasings held, in any punctuation or case, were left out (745, 97-112 in each of the seven
         # languages). Measured once after that round and the classifier learning heldout107, on 2026-12-06: decisions
         # 94.9% (96.6% on the seven languages), language 100% (100% on the seven), 101 of 102 forbidden requests refused
         # (98 of 99 on the seven), 1 look-alike refused, 1.11 ms a message (median; load 0.5-0.8; heldout107 1.25 ms the
         # same minute). Tuned on since: its classes of misses (a change of mind said "never mind", ordinary members
         # asked about in Chinese, a greeting from a lab, "qui a changer", "gelauncht"), in our own words.
         "heldout108": ("routing_heldout_v108.jsonl",),
         # The hundred-and-ninth (five writers who saw only docs/heldout-writers/: data scientists from other fields
         # using statistics words, and voice typing; open-source maintainers, and many emoji; auditors wanting recorded
         # results changed "for the report", and several small things asked at once; replies to the bot's question in a
         # thread, and angry users; the fifth, for six languages, product owners planning costs and text messages to a
         # friend), written on 2026-12-06 before the round on heldout108 (they never saw it); 501 of their 1,146 messages
         # that earlier sets or our own phrasings held, in any punctuation or case, were left out (645, 81-107 in each of
         # the seven languages). Measured once after that round and the classifier learning heldout108, on 2026-12-06:
         # decisions 94.9% (97.1% on the seven languages), language 99.5% (99.7% on the seven), 89 of 92 forbidden
         # requests refused (85 of 88 on the seven), 1 look-alike refused, 0.92 ms a message (median; load 0.5-0.7;
         # heldout108 0.95 ms the same minute). Tuned on since: its classes of misses (a deletion's reason said to hold
         # "anyway", an answer someone else accepted, a score set to a value said in words, "gib mir" a statistic, a price
         # asked of something named, whether credits will do for a plan, "qto", whether a fix took effect), in our own words.
         "heldout109": ("routing_heldout_v109.jsonl",),
         # The hundred-and-tenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # insurance actuaries, and very polite people with long greetings and sign-offs; robotics engineers pasting
         # terminal output, and people asking through rhetorical questions or complaints; university administrators of a
         # compute budget, and people speaking of themselves or their team in the third person; QA testers at a game
         # studio, and heavy abbreviators; the fifth, for six languages, librarians and archivists, and people unsure the
         # bot understood them who restate or correct themselves), written on 2026-12-06 before the round on heldout109
         # (they never saw it); 401 of their 1,164 messages that earlier sets or our own phrasings held, in any
         # punctuation or case, were left out (763, 99-113 in each of the seven languages). Measured once after that
         # round and the classifier learning heldout109, on 2026-12-06: decisions 94.8% (96.5% on the seven languages),
         # language 99.7% (99.7% on the seven), 114 of 119 forbidden requests refused (109 of 114 on the seven), no
         # look-alike refused, 1.10 ms a message (median; load 0.8-1.0; heldout109 0.97 ms the same minute). Tuned on
         # since: its classes of misses (a score recorded "que…", a reason joined to a setting, runs said spoiled, the bot
         # asked whether it can delete, a request said again, a greeting with what one does where, rights lacking asked,
         # writing a script asked, an item's right value said against the wrong one), in our own words.
         "heldout110": ("routing_heldout_v110.jsonl",),
         # The hundred-and-eleventh (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # climate scientists used to job schedulers, and people asking the same thing twice in different words;
         # engineers at a legal-tech startup, and asides in brackets or between dashes; mentors of a school robotics club,
         # and colleagues named by @name or first name throughout; data managers in healthcare, and plans for next week or
         # month; the fifth, for six languages, journalists checking claims about AI models, and people switching between
         # formal and casual register), written on 2026-12-06 before the round on heldout110 (they never saw it); 421 of
         # their 1,158 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out
         # (737, 87-113 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout110, on 2026-12-06: decisions 96.2% (97.4% on the seven languages), language 100% (100% on the seven),
         # 115 of 117 forbidden requests refused (111 of 113 on the seven), 1 look-alike refused, 2.26 ms a message
         # (median; load 0.7-0.9; heldout110 1.25 ms the same minute; re-timed a minute later, 1.47 and 1.11 ms). Tuned
         # on since: its classes of misses (German "leg…" no "legit", a figure asked to be confirmed, a key's problem or
         # change asked, the credits asked before someone else's plan, a role named with "may", "adelante con la
         # corrección"), in our own words.
         "heldout111": ("routing_heldout_v111.jsonl",),
         # The hundred-and-twelfth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # logistics planners, and many numbers, dates and times; nurses and clinical staff, and sceptics testing the
         # bot's limits; e-commerce analysts, and blunt commands with no politeness; PhD students in linguistics, and vague
         # references ("that thing from yesterday"); the fifth, for six languages, small-business owners, and people asking
         # for one of two alternatives), written on 2026-12-06 before the round on heldout111 (they never saw it); 527 of
         # their 1,177 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out
         # (650, 81-100 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout111, on 2026-12-06: decisions 94.3% (95.6% on the seven languages), language 99.8% (99.8% on the
         # seven), 120 of 121 forbidden requests refused (117 of 118 on the seven), 2 look-alikes refused, 1.21 ms a
         # message (median; load 0.6-0.8; heldout111 1.32 ms the same minute). Tuned on since: its classes of misses
         # (whichever of a run and a training costs less, English "bin" before a German noun, "or is that only admins?",
         # whether anyone changed a key, whether a model's failures are only forms), in our own words.
         "heldout112": ("routing_heldout_v112.jsonl",),
         # The hundred-and-thirteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # aerospace engineers used to formal change control, and people writing in a hurry who drop words; HR people
         # evaluating AI tools, and worries about fairness and bias; musicians and artists, and metaphors; risk officers
         # at a bank, and several yes/no questions in a row; the fifth, for six languages, hotel and tourism staff, and
         # people chatting as with a colleague before asking), written on 2026-12-06 before the round on heldout112 (they
         # never saw it); 438 of their 1,195 messages that earlier sets or our own phrasings held, in any punctuation or
         # case, were left out (757, 93-116 in each of the seven languages). Measured once after that round and the
         # classifier learning heldout112, on 2026-12-06: decisions 95.8% (96.4% on the seven languages), language 99.6%
         # (99.7% on the seven), 120 of 125 forbidden requests refused (116 of 121 on the seven), no look-alike refused,
         # 1.38 ms a message (median; load 0.6-0.8; heldout112 1.26 ms the same minute). Tuned on since: its classes of
         # misses (an answer marked right in a run after an approval, polishing asked, English key words inside another
         # language, whether a reference makes sense, a question after chat), in our own words.
         "heldout113": ("routing_heldout_v113.jsonl",),
         # The hundred-and-fourteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # veterinary clinic staff, and long run-on sentences; chess club organisers, and requests with conditions;
         # construction site managers typing on a phone, and autocorrect mistakes and missing accents; marketing
         # copywriters, and exaggeration; the fifth, for six languages, agronomists and farm cooperative staff, and people
         # who explain their deadline first), written on 2026-12-06 before the round on heldout113 (they never saw it);
         # 459 of their 1,130 messages that earlier sets or our own phrasings held, in any punctuation or case, were left
         # out (671, 81-103 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout113, on 2026-12-06: decisions 95.5% (97.4% on the seven languages), language 99.9% (100% on the seven),
         # 123 of 126 forbidden requests refused (119 of 121 on the seven), 2 look-alikes refused, 1.28 ms a message
         # (median; load 0.8-0.9; heldout113 1.39 ms the same minute). Tuned on since: its classes of misses (a score
         # set with the key to blame, what "they marked" tells, a run asked only if nothing else runs, leaving with a
         # goodbye, whether someone fixed a key, slogans asked), in our own words.
         "heldout114": ("routing_heldout_v114.jsonl",),
         # The hundred-and-fifteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # primary school principals, and asking permission first; real-estate agents, and the conclusion first;
         # firefighters and emergency dispatchers, and messages of one to five words; philosophy professors, and
         # hypothetical questions; the fifth, for six languages, chefs and restaurant managers, and apologising and
         # hesitating first), written on 2026-12-06 before the round on heldout114 (they never saw it); 497 of their 1,130
         # messages that earlier sets or our own phrasings held, in any punctuation or case, were left out (633, 85-91 in
         # each of the seven languages). Measured once after that round and the classifier learning heldout114, on
         # 2026-12-06: decisions 95.9% (97.6% on the seven languages), language 99.5% (100% on the seven), 100 of 101
         # forbidden requests refused (98 of 99 on the seven), 1 look-alike refused, 1.60 ms a message (median; load
         # 0.7-1.0; heldout114 1.34 ms the same minute). Tuned on since: its classes of misses (a radio's acknowledgement,
         # a cost asked of a hypothetical, a hypothetical opening a question, "tiny-2 is better" said), in our own words.
         "heldout115": ("routing_heldout_v115.jsonl",),
         # The hundred-and-sixteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # museum curators, and requests through an anecdote; airline cabin crew, and travel small talk mixed in;
         # plumbers and electricians, and the symptom described instead of the request; data protection officers, and
         # risks and consequences asked first; the fifth, for six languages, fishermen and harbour workers, and two
         # languages in one message), written on 2026-12-06 before the round on heldout115 (they never saw it); 523 of
         # their 1,130 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out
         # (607, 78-91 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout115, on 2026-12-06: decisions 94.9% (97.1% on the seven languages), language 100%, 107 of 107 forbidden
         # requests refused (103 of 103 on the seven), 4 look-alikes refused (3 on the seven), 1.69 ms a message (median;
         # load 0.7-0.9; heldout115 1.51 ms the same minute). Tuned on since: its classes of misses (whether acting is
         # safe or risky, asked first; "não mexas em nada"; a DPIA drafted), in our own words.
         "heldout116": ("routing_heldout_v116.jsonl",),
         # The hundred-and-seventeenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # zookeepers, and several short questions in a row; tax advisers, and a figure quoted from memory; theatre stage
         # managers, and clipped orders; quality engineers at a car factory, and earlier messages referred to; the fifth,
         # for six languages, tour guides, and their country's slang), written on 2026-12-06 before the round on
         # heldout116 (they never saw it); 479 of their 1,130 messages that earlier sets or our own phrasings held, in any
         # punctuation or case, were left out (651, 83-98 in each of the seven languages). Measured once after that round
         # and the classifier learning heldout116, on 2026-12-06: decisions 95.9% (97.8% on the seven languages),
         # language 99.5% (99.7% on the seven), 105 of 105 forbidden requests refused (101 of 101 on the seven), 4
         # look-alikes refused, 1.50 ms a message (median; load 0.8-1.0; heldout116 1.56 ms the same minute). Tuned on since:
         # its classes of misses (German "Bin …" for "ich bin", a German "Runde", who may delete, "删了会咋样", a greeting to
         # everyone and a goodbye in Chinese, a model's share recalled and asked confirmed), in our own words.
         "heldout117": ("routing_heldout_v117.jsonl",),
         # The hundred-and-eighteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # wedding planners, and several requests in one excited message; archaeologists on a dig, and messages cut short
         # by a bad connection; customer-support agents, and tickets and colleagues quoted; retired engineers, and formal,
         # long-winded reasons; the fifth, for six languages, architects, and rhetorical questions and understatement),
         # written on 2026-12-06 before the round on heldout117 (they never saw it); 458 of their 1,214 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, were left out (756, 88-126 in each of the
         # seven languages). Measured once after that round and the classifier learning heldout117, on 2026-12-06:
         # decisions 94.4% (96.7% on the seven languages), language 99.5% (99.6% on the seven), 125 of 129 forbidden
         # requests refused (122 of 126 on the seven), 2 look-alikes refused, 1.48 ms a message (median; load 1.2;
         # heldout117 1.18 ms the same minute). Tuned on since: its classes of misses (who's allowed, what would happen, a
         # pause inside a request, a figure to be shown, an answer put down as right, greetings, a request after a greeting,
         # translations, whether and when a fix was made, scores recalled), in our own words.
         "heldout118": ("routing_heldout_v118.jsonl",),
         # The hundred-and-nineteenth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ship officers and maritime dispatchers, and terse radio-style abbreviations; kindergarten teachers, and emoji
         # and exclamations; contract lawyers, and requests hedged and made conditional; video game streamers, and gamer
         # slang in capitals; the fifth, for six languages, members of a farmers' cooperative, and plain practical
         # questions about costs and results), written on 2026-12-06 before the round on heldout118 (they never saw it);
         # 379 of their 1,192 messages that earlier sets or our own phrasings held, in any punctuation or case, were left
         # out (813, 93-138 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout118, on 2026-12-06: decisions 94.3% (96.2% on the seven languages), language 99.5% (99.5% on the seven),
         # 131 of 135 forbidden requests refused (127 of 131 on the seven), 5 look-alikes refused, 1.39 ms a message
         # (median; load 1.0; heldout118 1.45 ms the same minute). Tuned on since: its classes of misses (what a supposed
         # deletion would do, who has the authority, "hazlo desaparecer", "less trash", scores still current, what the bot
         # precisely meant, an edit confirmed in Chinese and German chat), in our own words.
         "heldout119": ("routing_heldout_v119.jsonl",),
         # The hundred-and-twentieth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # bakers at 4 a.m., and sleepy, half-finished thoughts; sports coaches, and loud pushes for results; interns on
         # their first day, and permission asked for everything; mathematicians, and terms defined pedantically; the
         # fifth, for six languages, street food vendors, and writing as they talk), written on 2026-12-06 before the
         # round on heldout119 (they never saw it); 495 of their 1,203 messages that earlier sets or our own phrasings
         # held, in any punctuation or case, were left out (708, 85-119 in each of the seven languages). Measured once after
         # that round and the classifier learning heldout119, on 2026-12-06: decisions 95.3% (97.5% on the seven
         # languages), language 99.6% (99.7% on the seven), 110 of 113 forbidden requests refused (104 of 107 on the
         # seven), 1 look-alike refused, 1.21 ms a message (median; load 0.7; heldout119 1.22 ms the same minute). Tuned
         # on since: its classes of misses (an answer counted right in French and Chinese, "rodadas" zeroed, a score "put
         # up" recalled, "ich erinner mich", "level up", "refais tourner", a playlist), in our own words.
         "heldout120": ("routing_heldout_v120.jsonl",),
         # The hundred-and-twenty-first (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # orchestra conductors, and drama and metaphors; dentists, and brief messages between appointments; high-school
         # interns, and memes and internet slang; non-native speakers, and grammar mistakes and words of their first
         # language; the fifth, for six languages, taxi drivers dictating by voice, and no punctuation and misheard
         # words), written on 2026-12-06 before the round on heldout120 (they never saw it); 420 of their 1,183 messages
         # that earlier sets or our own phrasings held, in any punctuation or case, were left out (763, 93-120 in each of
         # the seven languages). Measured once after that round and the classifier learning heldout120, on 2026-12-06:
         # decisions 96.6% (98.3% on the seven languages), language 99.2% (99.2% on the seven), 137 of 137 forbidden
         # requests refused (134 of 134 on the seven), 1 look-alike refused, 1.24 ms a message (median; load 0.7;
         # heldout120 1.30 ms the same minute). Tuned on since: its classes of misses (what deleting would do, asked in
         # French with no question mark; a Japanese key asked too strict in chat; "就这么改吧"), in our own words.
         "heldout121": ("routing_heldout_v121.jsonl",),
         # The hundred-and-twenty-second (five writers who saw only docs/heldout-writers/, each with two new kinds of
         # user: a law firm's librarians, and sources cited and exact figures asked; night-shift security guards, and
         # curiosity about the bot itself; marketing managers, and buzzwords and "asap"; elderly museum volunteers, and
         # caution, double-checking before anything happens; the fifth, for six languages, fitness instructors, and
         # English gym words mixed in), written on 2026-12-06 before the round on heldout121 (they never saw it); 438 of
         # their 1,185 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out
         # (747, 87-124 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout121, on 2026-12-06: decisions 95.9% (97.8% on the seven languages), language 99.7% (99.9% on the
         # seven), 122 of 123 forbidden requests refused (119 of 120 on the seven), 1 look-alike refused, 1.55 ms a
         # message (median; load 0.9; heldout121 1.28 ms the same minute). Tuned on since: its classes of misses
         # ("partent" as what a deletion would take, an answer noted down as right, a workout plan, "dá um up", a recalled
         # score asked to "still match"), in our own words.
         "heldout122": ("routing_heldout_v122.jsonl",),
         # The hundred-and-twenty-third (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # shipping clerks at a port, and lists and codes; philosophy students, and arguing whether the bot should act
         # before asking it; customer success managers, and client requests forwarded word for word; hobby gardeners new
         # to AI, and gardening metaphors; the fifth, for six languages, bus drivers on short breaks), written on
         # 2026-12-06 before the round on heldout122 (they never saw it); 588 of their 1,204 messages that earlier sets or
         # our own phrasings held, in any punctuation or case, were left out (616, 75-109 in each of the seven
         # languages). Measured once after that round and the classifier learning heldout122, on 2026-12-07: decisions
         # 97.1% (97.7% on the seven languages), language 99.7% (99.7% on the seven), 116 of 117 forbidden requests refused
         # (115 of 116 on the seven), 3 look-alikes refused, 1.47 ms a message (median; load 1.1; heldout122 1.54 ms the
         # same minute). Tuned on since: its classes of misses (a model asked to grow or blossom, what a run costs asked
         # "to decide if it's worth it", a numbered item's answer doubted, "o certo é 42", "did they change the key?",
         # "xq", what a deletion supposed "after" it would keep), in our own words.
         "heldout123": ("routing_heldout_v123.jsonl",),
         # The hundred-and-twenty-fourth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # airline pilots between flights, and insurance claims adjusters; hospital pharmacists, and freelance video
         # editors; beekeepers in a cooperative, and PhD students in chemistry; social workers, and bike couriers typing
         # on the move; the fifth, for six languages, radio hosts, and tailors running a small atelier), written on
         # 2026-12-07 before the round on heldout123 (they never saw it); 440 of their 1,185 messages that earlier sets or
         # our own phrasings held, in any punctuation or case, were left out (745, 76-116 in each of the seven
         # languages). Measured once after the round on heldout123 and the classifier learning it, on 2026-12-07: decisions
         # 96.0% (97.0% on the seven languages), language 99.6% (99.7% on the seven), 124 of 132 forbidden requests refused
         # (121 of 129 on the seven), 1 look-alike refused, 2.10 ms a message (median; load 0.9; heldout123 1.90 ms the
         # same minute). Tuned on since: its ceiling's classes of misses (a number asked shown on a dashboard, a pass
         # recorded, a grade raised, "desaparécelo", a benchmark named in hyphenated Japanese), in our own words.
         "heldout124": ("routing_heldout_v124.jsonl",),
         # The hundred-and-twenty-fifth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ferry captains, and wine sommeliers; pediatric nurses on night shift, and indie game developers; urban
         # planners, and yoga teachers; car mechanics, and crossword puzzle editors; the fifth, for six languages, travel
         # agents, and florists), written on 2026-12-07 before the round on heldout124's ceiling (they never saw it); 502
         # of their 1,208 messages that earlier sets or our own phrasings held, in any punctuation or case, were left out
         # (706, 73-119 in each of the seven languages). Measured once after that round and the classifier learning
         # heldout124, on 2026-12-07: decisions 96.9% (97.8% on the seven languages), language 99.9% (100% on the seven),
         # 142 of 146 forbidden requests refused (139 of 143 on the seven), no look-alike refused, 1.80 ms a message
         # (median; load 1.3; heldout124 1.48 ms the same minute). Tuned on since: its classes
         # of misses (whose fault it was as a reason, "súbele el puntaje", "你们能不能直接改分数", what a model's share
         # means), in our own words; then learned by the classifier (98.4%, 99.4% on the seven, 145 of 146, none wrongly).
         "heldout125": ("routing_heldout_v125.jsonl",),
         # The hundred-and-twenty-sixth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # court interpreters, and elevator technicians; mountain rescue volunteers, and perfumers; glassblowers, and
         # election officials; opticians, and railway signal engineers; the fifth, for six languages, hairdressers, and
         # land surveyors), written on 2026-12-07 before the classifier learned heldout125 (they never saw it); 735 of
         # their 1,381 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (646, 76-124 in each of the seven languages). Measured once after the round on
         # heldout125 and the classifier learning it, on 2026-12-07: decisions 96.7% (96.9% on the seven languages),
         # language 99.8% (99.8% on the seven), 138 of 146 forbidden requests refused (132 of 140 on the seven), 5
         # look-alikes refused, 1.26 ms a message (median; load 1.6; heldout125 1.28 ms the same minute). Tuned on since
         # (not learned by the classifier): its classes of misses (a number "popped in" or "noted", a key fixed and a score
         # set in one clause, how deleting works, whether she may delete, what a deletion supposed keeps asked with 吗 or
         # "消すと"), in our own words; then learned by the classifier (99.5%, 99.7% on the seven, 145 of 146, none wrongly).
         "heldout126": ("routing_heldout_v126.jsonl",),
         # The hundred-and-twenty-seventh (five writers who saw only docs/heldout-writers/, each with two new kinds of
         # user: lighthouse-museum docents, and ski instructors; pastry chefs, and forensic accountants; tram drivers, and
         # botanists at a seed bank; sound engineers, and customs officers; the fifth, for six languages, locksmiths, and
         # midwives), written on 2026-12-07 before the classifier learned heldout126 (they never saw it); 732 of their
         # 1,350 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (618, 69-112 in each of the seven languages). Measured once after the round on
         # heldout126 and the classifier learning it, on 2026-12-07: decisions 97.2% (97.9% on the seven languages),
         # language 99.7% (99.8% on the seven), 117 of 123 forbidden requests refused (116 of 122 on the seven), 1
         # look-alike refused, 1.40 ms a message (median; load 1.5; heldout126 1.21 ms the same minute). Tuned on since
         # (not learned by the classifier): its classes of misses (a greeting before a quick question, "podes registar esse
         # valor à mão?", "que me anotes un 95%", all results deleted "and then" credits asked, "la réf de l'item 13", a key's fix asked about then "do it"), in
         # our own words; then learned by the classifier (99.2%, 99.8% on the seven, 123 of 123, none wrongly).
         "heldout127": ("routing_heldout_v127.jsonl",),
         # The hundred-and-twenty-eighth (five writers who saw only docs/heldout-writers/, each with two new kinds of
         # user: marine biologists, and karaoke bar owners; judges' clerks, and dog groomers; air traffic controllers, and
         # potters; brewers, and hospice volunteers; the fifth, for six languages, tattoo artists, and notaries), written on
         # 2026-12-07 before the classifier learned heldout127 (they never saw it); 745 of their 1,359 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (614, 76-104 in each of the seven languages). Measured once after the rounds on heldout127 and the
         # classifier learning it, on 2026-12-07: decisions 96.9% (97.4% on the seven languages), language 100%, 122 of
         # 131 forbidden requests refused (122 of 130 on the seven), 2 look-alikes refused, 1.13 ms a message (median;
         # load 1.5; heldout127 1.05 ms the same minute). Tuned on since (not learned by the classifier): its ceiling's
         # classes of misses (a correction asked as a noun, "virer capitals en entier", a leaderboard zeroed, credits asked
         # and a deletion or a score entered in one message, whether a named teammate may delete, the French "déjà"), in
         # our own words; then learned by the classifier (98.7%, 99.2% on the seven, 129 of 131, none wrongly).
         "heldout128": ("routing_heldout_v128.jsonl",),
         # The hundred-and-twenty-ninth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # glaciologists, and wedding photographers; ambulance dispatchers, and antique restorers; vineyard workers, and
         # patent examiners; school bus mechanics, and opera singers; the fifth, for six languages, fishmongers, and pharmacy
         # technicians), written on 2026-12-07 before the classifier learned heldout128 (they never saw it); 761 of their
         # 1,382 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (621, 72-120 in each of the seven languages). Measured once after the round on
         # heldout128 and the classifier learning it, on 2026-12-07: decisions 96.9% (97.6% on the seven languages),
         # language 99.8% (99.8% on the seven), 126 of 131 forbidden requests refused (125 of 130 on the seven), no
         # look-alike refused, 1.00 ms a message (median; load 1.3-1.6; heldout128 1.07 ms the same minute). Tuned on
         # since (not learned by the classifier): its ceiling's classes of misses ("mach das mal" after asking whether it
         # can go, "off-key", "Entre 90 % pour tiny-1", "y de paso"), in our own words; then learned by the
         # classifier (98.2%, 98.9% on the seven, 129 of 131, none wrongly).
         "heldout129": ("routing_heldout_v129.jsonl",),
         # The hundred-and-thirtieth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # cartographers, and bakery delivery drivers; museum conservators, and esports coaches; hydrologists, and theater
         # ticket sellers; parole officers, and sign painters; the fifth, for six languages, shoemakers, and flight
         # dispatchers), written on 2026-12-07 before the classifier learned heldout129 (they never saw it); 704 of their
         # 1,338 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (634, 76-114 in each of the seven languages). Measured once after the round on
         # heldout129 and the classifier learning it, on 2026-12-07: decisions 97.3% (97.6% on the seven languages),
         # language 100%, 162 of 167 forbidden requests refused (160 of 165 on the seven), 1 look-alike refused, 1.14 ms a
         # message (median; load 1.4-2.0 after a test run; heldout129 1.14 ms the same minute). Tuned on since (not learned
         # by the classifier): its ceiling's classes of misses (the answers gone through by hand told as a number's reason,
         # what an item's key "should be" then "change it"), in our own words; then learned by the classifier (98.4%, 98.7%
         # on the seven, 164 of 167, none wrongly).
         "heldout130": ("routing_heldout_v130.jsonl",),
         # The hundred-and-thirty-first (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # park rangers, and wind-turbine technicians; stonemasons, and podcast producers; bookbinders, and freight
         # dispatchers; jewelers, and call-centre team leads; the fifth, for six languages, puppeteers, and
         # physiotherapists), written on 2026-12-07 before the classifier learned heldout130 (they never saw it); 695 of
         # their 1,320 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (625, 78-101 in each of the seven languages). Measured once after the round on
         # heldout130 and the classifier learning it, on 2026-12-07: decisions 96.0% (97.4% on the seven languages),
         # language 99.8% (99.8% on the seven), 140 of 145 forbidden requests refused (139 of 144 on the seven), 1 look-alike
         # refused, 1.40 ms a message (median; load 0.9-1.0; heldout130 1.44 ms the same minute). Tuned on since (not learned
         # by the classifier): its ceiling's classes of misses (an item's result corrected, the model said to have had it
         # right; an answer the grader "did not accept" marked right; "remplace par 80" after a score said; "改一下成绩"; a
         # result overridden to "correct"), its look-alike (a quote written for 200 things) and "if so, do it" after a key's
         # fix asked about, in our own words; then learned by the classifier (98.2%, 99.7% on the seven, 145 of 145, none
         # wrongly).
         "heldout131": ("routing_heldout_v131.jsonl",),
         # The hundred-and-thirty-second (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # genealogists, and crane operators; ice rink managers, and toy designers; dairy farmers, and court stenographers;
         # orchestra librarians, and scaffolders; the fifth, for six languages, sailmakers, and dietitians), written on
         # 2026-12-07 before the classifier learned heldout131 (they never saw it); 699 of their 1,307 messages that earlier
         # sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left out (608,
         # 62-105 in each of the seven languages). Measured once after the round on heldout131 and the classifier learning
         # it, on 2026-12-07: decisions 97.2% (98.2% on the seven languages), language 99.5% (99.5% on the seven), 141 of 144
         # forbidden requests refused (140 of 143 on the seven), no look-alike refused, 1.21 ms a message (median; load 1.2;
         # heldout131 1.22 ms the same minute). Tuned on since (not learned by the classifier): its ceiling's class of miss
         # (a deletion asked as a question after the benchmark was said useless, then another question asked), a recipe
         # written, a cost compared, "para que" after a key's fix, in our own words; then learned by the classifier (98.4%,
         # 99.3% on the seven, 142 of 144, none wrongly).
         "heldout132": ("routing_heldout_v132.jsonl",),
         # The hundred-and-thirty-third (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # hotel concierges, and bridge inspectors; mushroom foragers, and insurance underwriters; sign-language
         # interpreters, and organ builders; choir directors, and tow-truck drivers; the fifth, for six languages, tea
         # merchants, and radiologists), written on 2026-12-07 before the classifier learned heldout132 (they never saw it);
         # 603 of their 1,288 messages that earlier sets or our own phrasings held, in any punctuation or case, were left
         # out (685, 81-124 in each of the seven languages). Measured once after the round on heldout132 and the classifier
         # learning it, on 2026-12-07: decisions 97.5% (98.1% on the seven languages), language 100%, 167 of 172 forbidden
         # requests refused (163 of 168 on the seven), 2 look-alikes refused, 1.17 ms a message (median; load 1.4-1.7;
         # heldout132 1.13 ms the same minute). Tuned on since (not learned by the classifier): its ceiling's classes of
         # misses (answers marked right, the key named only as what rejected them; a deletion, then another question in
         # its own sentence or before it after ", y"), its look-alikes (what a deletion would lose asked before its "if",
         # "…, or only admins?") and four other classes, in our own words; then learned by the classifier (99.4%, 100% on
         # the seven, 172 of 172, none wrongly).
         "heldout133": ("routing_heldout_v133.jsonl",),
         # The hundred-and-thirty-fourth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # chimney sweeps, and payroll clerks; lifeguards, and violin teachers; falconers, and software testers; glaziers,
         # and wedding caterers; the fifth, for six languages, saddlers, and speech therapists), written on 2026-12-07
         # before the classifier learned heldout133 (they never saw it); 695 of their 1,314 messages that earlier sets or our
         # own phrasings held, in any punctuation or case, or that another writer wrote too, were left out (619, 71-116 in
         # each of the seven languages). Measured once after the round on heldout133 and the classifier learning it, on
         # 2026-12-07: decisions 97.7% (98.9% on the seven languages), language 100%, 162 of 167 forbidden requests refused
         # (160 of 165 on the seven), no look-alike refused, 1.22 ms a message (median; load 1.3-1.5; heldout133 1.18 ms the
         # same minute). Tuned on since (not learned by the classifier): its ceiling's classes of misses (a slip of a deleting
         # verb equally near another word, "modifer", the bot asked whether it is "even allowed", the number a score is to be
         # given by hand asked of the bot) and a form allowed in a Japanese key, in our own words; then learned by the
         # classifier (the same: 98.7%, 99.8% on the seven, 167 of 167, none wrongly).
         "heldout134": ("routing_heldout_v134.jsonl",),
         # The hundred-and-thirty-fifth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # aquarium keepers, and event DJs; hospital porters, and quantity surveyors; sheep shearers, and UX researchers;
         # printing press operators, and nutrition scientists; the fifth, for six languages, carpenters, and
         # meteorologists), written on 2026-12-07 before the classifier learned heldout134 (they never saw it); 718 of their
         # 1,308 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (590, 69-104 in each of the seven languages). Measured once after the round on heldout134
         # and the classifier learning it, on 2026-12-07: decisions 96.8% (98.1% on the seven languages), language 99.7%
         # (99.7% on the seven), 139 of 148 forbidden requests refused (137 of 146 on the seven), no look-alike refused,
         # 1.15 ms a message (median; load 1.0-1.6; heldout134 1.11 ms the same minute). Tuned on since (not learned by the
         # classifier): its ceiling's classes of misses (a message begun for another chat, "which is obviously right", a
         # number put in "once you account for the key issue", a Japanese "next week" read as a Chinese "give me", a
         # benchmark given up then "it" deleted, "it" set "and then" another question), in our own words; then learned by
         # the classifier (98.0%, 99.3% on the seven, 145 of 148, none wrongly).
         "heldout135": ("routing_heldout_v135.jsonl",),
         # The hundred-and-thirty-sixth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ski-lift operators, and medical coders; bus depot planners, and jazz teachers; kennel owners, and grant writers;
         # locomotive drivers, and food-safety inspectors; the fifth, for six languages, upholsterers, and physics
         # teachers), written on 2026-12-07 before the classifier learned heldout135 (they never saw it); 707 of their 1,328
         # messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote
         # too, were left out (621, 69-112 in each of the seven languages). Measured once after the round on heldout135 and
         # the classifier learning it, on 2026-12-07: decisions 96.1% (97.5% on the seven languages), language 99.8% (99.8%
         # on the seven), 152 of 154 forbidden requests refused (151 of 153 on the seven), 1 look-alike refused, 1.33 ms a
         # message (median; load 1.3-1.9 just after a test run; heldout135 1.38 ms the same minute). Tuned on since:
         # 98.6% (100% on the seven), 154 of 154 refused, none wrongly; then learned by the classifier (the same).
         "heldout136": ("routing_heldout_v136.jsonl",),
         # The hundred-and-thirty-seventh (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # surf instructors, and archivists; plumbers, and statisticians; veterinary nurses, and subtitle editors; florists,
         # and HR recruiters; the fifth, for six languages, ferry captains, and dental hygienists), written on 2026-12-07
         # before the classifier learned heldout136 (they never saw it); 745 of their 1,330 messages that earlier sets or
         # our own phrasings held, in any punctuation or case, or that another writer wrote too, were left out (585, 68-100
         # in each of the seven languages). Measured once after the round on heldout136 and the classifier learning it, on
         # 2026-12-07: decisions 99.0% (99.7% on the seven languages), language 99.5% (99.8% on the seven), 94 of 94
         # forbidden requests refused (93 of 93 on the seven), 1 look-alike refused, 1.36 ms a message (median; load
         # 1.3-1.6; heldout136 1.46 ms the same minute). Tuned on since: 99.3% (100% on the seven), language 99.7% (100%
         # on the seven), 94 of 94 refused, none wrongly; then learned by the classifier (the same).
         "heldout137": ("routing_heldout_v137.jsonl",),
         # The hundred-and-thirty-eighth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # potato farmers, and tax advisers; museum guards, and swimming coaches; logistics analysts, and circus performers;
         # wildlife photographers, and actuaries; the fifth, for six languages, blacksmiths, and flight attendants), written
         # on 2026-12-07 before the classifier learned heldout137 (they never saw it); 732 of their 1,330 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (598, 70-94 in each of the seven languages). Measured once after the round on heldout137 and the classifier
         # learning it, on 2026-12-07: decisions 96.5% (98.0% on the seven languages), language 100% (100% on the
         # seven), 109 of 111 forbidden requests refused (107 of 109 on the seven), 1 look-alike refused, 1.36 ms a
         # message (median; load 0.2-0.5; heldout137 1.35 ms the same minute). Tuned on since: 98.5% (100% on the
         # seven), 111 of 111 refused, none wrongly; then learned by the classifier (the same).
         "heldout138": ("routing_heldout_v138.jsonl",),
         # The hundred-and-thirty-ninth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # cheesemakers, and railway conductors; nail technicians, and seismologists; piano tuners, and ship chandlers;
         # horse trainers, and cryptographers; the fifth, for six languages, window cleaners, and volcano guides), written
         # on 2026-12-07 before the classifier learned heldout138 (they never saw it); 770 of their 1,322 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (552, 65-93 in each of the seven languages). Measured once after the round on heldout138 and the classifier
         # learning it, on 2026-12-07: decisions 97.1% (98.5% on the seven languages), language 99.8% (99.8% on the
         # seven), 87 of 87 forbidden requests refused (86 of 86 on the seven), 1 look-alike refused, 1.35 ms a message
         # (median; load 0.8-0.9; heldout138 1.31 ms the same minute). Tuned on since: 98.4% (99.8% on the seven),
         # language 100%, 87 of 87 refused, none wrongly; then learned by the classifier: 98.6% (100% on the seven).
         "heldout139": ("routing_heldout_v139.jsonl",),
         # The hundred-and-fortieth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # beekeeping suppliers, and hospital pharmacists; stage lighting technicians, and loan officers; gardeners, and
         # customs brokers; taxi dispatchers, and botanists; the fifth, for six languages, roofers, and night-shift
         # security guards), written on 2026-12-07 before the classifier learned heldout139 (they never saw it); 796 of
         # their 1,327 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (531, 68-82 in each of the seven languages). Measured once after the round on
         # heldout139 and the classifier learning it, on 2026-12-07: decisions 97.2% (98.5% on the seven languages),
         # language 100% (100% on the seven), 108 of 109 forbidden requests refused (104 of 105 on the seven), 2
         # look-alikes refused, 1.65 ms a message (median; load 2.2-3.0 just after a test run; heldout139 1.53 ms the same
         # minute; a minute later 1.74 and 1.59 ms). Tuned on since: 98.5% (99.8% on the seven), 109 of 109
         # refused, none wrongly; then learned by the classifier (heldout141 measured): 98.7% (100% on the seven).
         "heldout140": ("routing_heldout_v140.jsonl",),
         # The hundred-and-forty-first (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # firefighters, and crossword setters; archaeologists, and bicycle mechanics; mail carriers, and sommeliers;
         # tailors, and astronomers; the fifth, for six languages, chess coaches, and real-estate agents), written on
         # 2026-12-07 before the classifier learned heldout140 (they never saw it); 786 of their 1,328 messages that earlier
         # sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left out
         # (542, 67-96 in each of the seven languages). Measured once after the round on
         # heldout140 and the classifier learning it, on 2026-12-07: decisions 97.0% (97.4% on the seven languages),
         # language 100% (100% on the seven), 137 of 142 forbidden requests refused (135 of 140 on the seven), no
         # look-alike refused, 1.19 ms a message (median; load 0.7-0.8; heldout140 1.07 ms the same minute). Tuned on since:
         # 99.6% (100% on the seven), 142 of 142 refused, none wrongly; then learned by the classifier (heldout142
         # measured): 99.6% (100% on the seven).
         "heldout141": ("routing_heldout_v141.jsonl",),
         # The hundred-and-forty-second (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # zookeepers, and hot-air balloon pilots; comic book letterers, and goat farmers; emergency room doctors, and
         # snowplough drivers; kindergarten teachers, and submarine sonar operators; the fifth, for six languages, fashion
         # buyers, and tunnel engineers), written on 2026-12-07 before the round on heldout141 (they never saw it); 778 of
         # their 1,291 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (513, 59-91 in each of the seven languages). Measured once after the round on
         # heldout141 and the classifier learning it, on 2026-12-07: decisions 95.9% (97.6% on the seven languages),
         # language 100% (100% on the seven), 118 of 122 forbidden requests refused (117 of 121 on the seven), 1 look-alike
         # refused, 1.84 ms a message (median; load 1.0-1.3; heldout141 1.24 ms the same minute; a minute later 1.73 and
         # 1.65 ms). Tuned on since: 98.2% (100% on the seven), 122 of 122 refused, none wrongly; then learned by the
         # classifier (heldout143 measured): 98.2% (100% on the seven).
         "heldout142": ("routing_heldout_v142.jsonl",),
         # The hundred-and-forty-third (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # paramedics on motorbikes, and church organists; oyster farmers, and IT helpdesk staff; rally drivers, and
         # kindergarten cooks; compliance officers, and mosaic artists; the fifth, for six languages, harbour pilots, and
         # bell-ringers), written on 2026-12-07 while the round on heldout142 was worked (they never saw it); 744 of their
         # 1,304 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (560, 65-93 in each of the seven languages). Measured once after the round on
         # heldout142 and the classifier learning it, on 2026-12-07: decisions 96.8% (98.7% on the seven languages),
         # language 99.6% (100% on the seven), 118 of 122 forbidden requests refused (116 of 120 on the seven), no
         # look-alike refused, 1.84 ms a message (median; load 1.3-2.0; heldout142 1.79 ms the same minute). Tuned on since:
         # 98.0% (100% on the seven), 122 of 122 refused, none wrongly; then learned by the classifier (heldout144
         # measured): 98.0% (100% on the seven).
         "heldout143": ("routing_heldout_v143.jsonl",),
         # The hundred-and-forty-fourth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ice-cream makers, and forestry workers; magicians, and water-treatment plant operators; translators of board-game
         # rules, and ambulance mechanics; lottery-kiosk owners, and astronaut trainers; the fifth, for six languages, hat
         # makers, and wind-farm surveyors), written on 2026-12-07 while the round on heldout143 was worked (they never saw
         # it); 798 of their 1,289 messages that earlier sets or our own phrasings held, in any punctuation or case, or that
         # another writer wrote too, were left out (491, 61-82 in each of the seven languages). Measured once after the round on
         # heldout143 and the classifier learning it, on 2026-12-07: decisions 97.6% (98.4% on the seven languages),
         # language 100% (100% on the seven), 112 of 115 forbidden requests refused (111 of 114 on the seven), no
         # look-alike refused, 1.51 ms a message (median; load 1.3-1.8; heldout143 1.30 ms the same minute). Tuned on since
         # for its missed forbidden requests and two of its other misses (not learned by the classifier): 98.6% (99.4% on the
         # seven), 115 of 115 refused, none wrongly; then learned by the classifier (heldout145 measured): 98.6% (99.4% on the seven).
         "heldout144": ("routing_heldout_v144.jsonl",),
         # The hundred-and-forty-fifth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # yoga teachers, and orthodontists; paleontologists, and street food vendors; funeral directors, and drone
         # photographers; marathon race organisers, and pig farmers; the fifth, for six languages, ballet teachers, and
         # parking enforcement officers), written on 2026-12-07 after the round on heldout144 (they never saw it); 546 of
         # their 1,290 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (744, 90-115 in each of the seven languages). Measured once after the round on heldout144 and
         # the classifier learning it, on 2026-12-07: decisions 98.0% (98.9% on the seven languages), language 100% (100% on
         # the seven), 109 of 111 forbidden requests refused (109 of 111 on the seven), no look-alike refused, 1.59 ms a
         # message (median; load 1.1-1.2; heldout144 1.42 ms the same minute). Tuned on since (not learned by the
         # classifier): 99.1% (100% on the seven), 111 of 111 refused, none wrongly; then learned by the classifier
         # (heldout146 measured): 99.1% (100% on the seven).
         "heldout145": ("routing_heldout_v145.jsonl",),
         # The hundred-and-forty-sixth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # tugboat crews, and calligraphers; ornithologists, and escape-room designers; blood-bank lab technicians, and
         # skateboard shop owners; ship welders, and theatre costume designers; the fifth, for six languages, cruise ship
         # chefs, and football referees), written on 2026-12-07 while the round on heldout145 was worked (they never saw
         # it); 494 of their 1,289 messages that earlier sets or our own phrasings held, in any punctuation or case, or
         # that another writer wrote too, were left out (795, 94-128 in each of the seven languages). Measured once after the round on heldout145
         # and the classifier learning it, on 2026-12-07: decisions 97.5% (98.5% on the seven languages), language 99.9%
         # (99.9% on the seven), 124 of 130 forbidden requests refused (122 of 128 on the seven), no look-alike refused,
         # 1.64 ms a message (median; load 1.2-1.4; heldout145 1.62 ms the same minute). Tuned on since (not learned by
         # the classifier): 99.0% (100% on the seven), 130 of 130 refused, none wrongly; then learned by the classifier
         # (heldout147 measured): 99.0% (100% on the seven).
         "heldout146": ("routing_heldout_v146.jsonl",),
         # The hundred-and-forty-seventh (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # piano movers, and radio hosts; sushi chefs, and laboratory animal caretakers; train station cleaners, and wine
         # importers; carpet cleaners, and sports journalists; the fifth, for six languages, rowing coaches, and museum shop
         # managers), written on 2026-12-07 while the round on heldout146 was checked (they never saw it); 522 of their
         # 1,278 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (756, 94-115 in each of the seven languages). Measured once after the round on heldout146 and
         # the classifier learning it, on 2026-12-07: decisions 96.6% (97.5% on the seven languages), language 100% (100% on
         # the seven), 113 of 119 forbidden requests refused (112 of 118 on the seven), 4 look-alikes refused (three naming
         # a benchmark or a firm of cleaning, Spanish and Portuguese "limpieza/limpeza"; "… c'est gonflé parce que les items
         # sont trop faciles ?"), 1.60 ms a message (median; load 0.4-0.7; heldout146 1.60 ms the same minute). Tuned on
         # since (not learned by the classifier): 98.7% (99.6% on the seven), 118 of 119 refused, none wrongly; then learned
         # by the classifier (heldout148 measured): 98.8% (99.7% on the seven).
         "heldout147": ("routing_heldout_v147.jsonl",),
         # The hundred-and-forty-eighth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ferry ticket sellers, and glass recyclers; cemetery gardeners, and bouldering gym staff; library bookmobile
         # drivers, and fish farmers; pawnshop owners, and wildfire lookout staff; the fifth, for six languages, cable car
         # operators, and school nurses), written on 2026-12-07 while the round on heldout147 was checked (they never saw
         # it); 498 of their 1,274 messages that earlier sets or our own phrasings held, in any punctuation or case, or that
         # another writer wrote too, were left out (776, 89-125 in each of the seven languages). Measured once after the round on heldout147 and
         # the classifier learning it, on 2026-12-07: decisions 96.9% (98.4% on the seven languages), language 99.9% (99.9%
         # on the seven), 111 of 114 forbidden requests refused (108 of 111 on the seven), no look-alike refused, 2.13 ms a
         # message (median; load 1.1-1.4, the machine slower than an hour before: heldout147 2.47 ms the same minute, 1.60
         # ms then). Tuned on since for its missed forbidden requests only (not learned by the classifier): 97.3% (98.8% on
         # the seven), 114 of 114 refused, none wrongly; then learned by the classifier (heldout149 measured): 97.8% (99.3% on the seven); then tuned
         # on with heldout149's round, its other misses among them (not learned): 98.5% (100% on the seven).
         "heldout148": ("routing_heldout_v148.jsonl",),
         # The hundred-and-forty-ninth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # locksmiths, and ski patrol members; tattoo artists, and customs brokers; sign-language interpreters, and grain
         # elevator operators; bus dispatchers, and perfumers; the fifth, for six languages, puppeteers, and dental
         # hygienists), written on 2026-12-07 after the round on heldout148 (they never saw it); 531 of their 1,261
         # messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote
         # too, were left out (730, 94-111 in each of the seven languages). Measured once after the round on heldout148
         # and the classifier learning it, on 2026-12-07: decisions 97.4% (98.5% on the seven languages), language 100%
         # (100% on the seven), 112 of 118 forbidden requests refused (109 of 115 on the seven), 1 look-alike refused
         # ("Supprime le lien entre mon Discord et BenchGen, je quitte la coop": the chat link's removal), 1.58 ms a
         # message (median; load 0.8-0.9; heldout148 1.66 ms the same minute). Tuned on since (not learned by the
         # classifier): 98.8% (99.9% on the seven), 118 of 118 refused, none wrongly; then learned by the classifier (heldout150
         # measured): 98.8% (99.9% on the seven).
         "heldout149": ("routing_heldout_v149.jsonl",),
         # The hundred-and-fiftieth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # glassblowers, and avalanche forecasters; hotel night porters, and seed bank curators; circus riggers, and tax
         # auditors; watchmakers, and bridge inspectors; the fifth, for six languages, mushroom foragers, and court
         # stenographers), written on 2026-12-07 while the round on heldout149 was worked (they never saw it); 516 of their
         # 1,249 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (733, 80-116 in each of the seven languages). Measured once after the round on heldout149
         # and the classifier learning it, on 2026-12-07: decisions 95.2% (97.8% on the seven languages), language 99.9%
         # (100% on the seven), 124 of 127 forbidden requests refused (122 of 125 on the seven), 1 look-alike refused ("Before I
         # break something: am I even allowed to delete a benchmark in BenchGen? I'm ana btw"), 1.82 ms a message (median;
         # load 1.6-2.0; heldout149 1.82 ms the same minute). Tuned on since (not learned by the classifier): 97.1% (99.7% on
         # the seven), 127 of 127 refused, none wrongly; then learned by the classifier (heldout151
         # measured): 97.4% (100% on the seven).
         "heldout150": ("routing_heldout_v150.jsonl",),
         # The hundred-and-fifty-first (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # dog groomers, and weather radar technicians; opera prompters, and scaffolders; cheese affineurs, and air traffic
         # controllers; ice rink managers, and notaries; the fifth, for six languages, falconers, and subway train drivers), written
         # on 2026-12-07 while the round on heldout150 was checked (they never saw it); 632 of their 1,253 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (621, 65-98 in each of the seven languages). Measured once after the round on heldout150 and the classifier
         # learning it, on 2026-12-07: decisions 96.8% (98.2% on the seven languages), language 100% (100% on the seven),
         # 114 of 120 forbidden requests refused (113 of 119 on the seven), no look-alike refused, 2.10 ms a message
         # (median; load 1.1-1.3; heldout150 2.12 ms the same minute). Tuned on since (not learned by the classifier): 98.4%
         # (99.8% on the seven), 120 of 120 refused, none wrongly; then learned by the classifier (heldout152
         # measured): 98.6% (100% on the seven).
         "heldout151": ("routing_heldout_v151.jsonl",),
         # The hundred-and-fifty-second (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # lighthouse restorers, and school bus drivers; violin makers, and customs dog handlers; glacier guides, and payroll
         # clerks; bakery owners, and hospital porters; the fifth, for six languages, tea blenders, and locomotive mechanics), written
         # on 2026-12-07 while the round on heldout151 was checked (they never saw it); 649 of their 1,275 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (626, 76-105 in each of the seven languages). Measured once after the round on heldout151 and the classifier
         # learning it, on 2026-12-07: decisions 97.1% (98.7% on the seven languages), language 99.8% (99.8% on the seven),
         # 101 of 105 forbidden requests refused (100 of 104 on the seven), no look-alike refused, 2.00 ms a message (median;
         # load 0.5-0.7; heldout151 1.94 ms the same minute). Tuned on since for two of its missed forbidden requests only
         # (not learned by the classifier): 97.4% (99.0% on the seven), 103 of 105 refused, none wrongly; its other misses
         # are left, and the next figures need a fresh set; then learned by the classifier (heldout153 measured): 97.8% (99.3% on the seven).
         "heldout152": ("routing_heldout_v152.jsonl",),
         # The hundred-and-fifty-third (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ferry deckhands, and harbour pilots; crossword constructors, and quiz-show researchers; veterinary nurses, and
         # zookeepers; wind-turbine technicians, and land surveyors; the fifth, for six languages, bookbinders, and museum
         # conservators), written on 2026-12-07 (they never saw anything of the router); 792 of their 1,279 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, or that
         # had no word at all (two emoji alone), were left out (487, 54-73 in each of the seven languages). Measured once
         # after the round on heldout152 and the classifier learning it, on 2026-12-07: decisions 98.8% (99.0% on the seven languages),
         # language 99.8% (99.8% on the seven), 130 of 130 forbidden requests refused (129 of 129 on the seven), no
         # look-alike refused, 3.92 ms a message (median; load 1.0; heldout152 4.07 ms the same minute, on a machine that
         # runs about twice as slow as the one that timed heldout152 at 2.00 ms). Tuned on since (not learned by the
         # classifier): 99.6% (99.8% on the seven), language 100%, 130 of 130 refused, none wrongly; the next figures need a
         # fresh set; then learned by the classifier (heldout154 measured): 99.8% (100% on the seven).
         "heldout153": ("routing_heldout_v153.jsonl",),
         # The hundred-and-fifty-fourth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # organ builders, and carillon players; sheep shearers, and wool graders; submarine-cable engineers, and commercial
         # divers; planetarium presenters, and telescope technicians; the fifth, for six languages, street-food vendors, and
         # market inspectors), written on 2026-12-07 while the round on heldout153 was checked (they never saw it); 762 of
         # their 1,289 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, or that had no word at all (two), were left out (527, 58-77 in each of the seven languages).
         # Measured once after the round on heldout153 and the classifier learning it, on 2026-12-07: decisions 97.2% (97.9% on the seven languages),
         # language 99.4% (99.6% on the seven), 123 of 128 forbidden requests refused (122 of 127 on the seven), 1 look-alike
         # refused, 3.22 ms a message (median; load 1.2-1.4; heldout153 3.61 ms the same minute). Tuned on since (not learned
         # by the classifier): 99.1% (99.8% on the seven), language 99.6%, 127 of 128 refused, none wrongly; the next
         # figures need a fresh set; then learned by the classifier (heldout155 measured): 99.1% (99.8% on the seven).
         "heldout154": ("routing_heldout_v154.jsonl",),
         # The hundred-and-fifty-fifth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # theatre lighting technicians, and stage managers; forestry rangers, and sawmill operators; cruise-ship pursers,
         # and galley chefs; radio DJs, and podcast editors; the fifth, for six languages, chocolatiers, and
         # pastry-competition judges), written on 2026-12-07 while the round on heldout154 was checked (they never saw it);
         # 780 of their 1,287 messages that earlier sets or our own phrasings held, in any punctuation or case, or that
         # another writer wrote too, were left out (507, 55-75 in each of the seven languages). Measured once after the
         # round on heldout154 and the classifier learning it, on 2026-12-07: decisions 97.6% (98.2% on the seven languages),
         # language 99.8% (99.8% on the seven), 143 of 147 forbidden requests refused (140 of 144 on the seven), 1 look-alike
         # refused, 2.56 ms a message (median; load 1.1; heldout154 2.63 ms the same minute). Tuned on since for two of its
         # misses only (not learned by the classifier): 98.0% (98.6% on the seven), 144 of 147 refused, none wrongly; its
         # other misses are left, and the next figures need a fresh set; then learned by the classifier (heldout156
         # measured): 98.6% (99.2% on the seven).
         "heldout155": ("routing_heldout_v155.jsonl",),
         # The hundred-and-fifty-sixth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # beekeepers, and honey packers; archaeologists on a dig, and pottery restorers; amusement-park ride operators, and
         # ride safety inspectors; fishmongers, and fish-auction clerks; the fifth, for six languages, film subtitle
         # translators, and dubbing actors), written on 2026-12-08 (they never saw the rounds); 600 of their 1,440 messages
         # that earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were
         # left out (840, 79-173 in each of the seven languages). Measured once after the round on heldout155 and the
         # classifier learning it, on 2026-12-08: decisions 95.2% (96.5% on the seven languages), language 99.9% (99.9% on
         # the seven), 164 of 171 forbidden requests refused (160 of 167 on the seven), 10 look-alikes refused (8 of them
         # questions about who deleted a benchmark), 1.95 ms a message (median; load 1.1; heldout155 1.72 ms the same
         # minute). Tuned on since (not learned by the classifier): 98.3% (99.6% on the seven), 171 of 171 refused, 1
         # look-alike refused; the next figures need a fresh set; then learned by the classifier (heldout157 measured):
         # 98.5% (99.8% on the seven).
         "heldout156": ("routing_heldout_v156.jsonl",),
         # The hundred-and-fifty-seventh (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # ambulance paramedics, and emergency call dispatchers; mountain hut wardens, and trail runners; florists, and
         # wedding planners; car mechanics, and tyre fitters; the fifth, for six languages, vineyard workers, and
         # sommeliers), written on 2026-12-08 while the round on heldout156 was checked (they never saw it); 600 of their
         # 1,424 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another writer
         # wrote too, were left out (824, 81-169 in each of the seven languages). Measured once after the round on heldout156
         # and the classifier learning it, on 2026-12-08: decisions 96.6% (97.9% on the seven languages), language 99.9%
         # (100% on the seven), 163 of 173 forbidden requests refused (162 of 172 on the seven), 2 look-alikes refused,
         # 1.79 ms a message (median; load 1.4; heldout156 1.70 ms the same minute). Tuned on since (not learned by the
         # classifier): 98.5% (99.9% on the seven), 173 of 173 refused, none wrongly; the next figures need a fresh set;
         # then learned by the classifier (heldout158 measured): 98.7% (100% on the seven).
         "heldout157": ("routing_heldout_v157.jsonl",),
         # The hundred-and-fifty-eighth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # lifeguards, and swimming coaches; print-shop operators, and graphic designers; plumbers, and electricians;
         # public librarians, and school teachers; the fifth, for six languages, hairdressers, and barbers), written on
         # 2026-12-08 while the round on heldout157 was checked (they never saw it); 565 of their 1,403 messages that
         # earlier sets or our own phrasings held, in any punctuation or case, or that another writer wrote too, were left
         # out (838, 74-161 in each of the seven languages). Measured once after the round on heldout157 and the classifier
         # learning it, on 2026-12-08: decisions 96.8% (97.4% on the seven languages), language 99.6% (99.6% on the seven),
         # 150 of 161 forbidden requests refused (148 of 159 on the seven), 1 look-alike refused, 2.09 ms a message
         # (median; load 1.4; heldout157 1.64 ms the same minute). Tuned on since (not learned by the classifier): 98.2%
         # (98.8% on the seven), 157 of 161 refused, none wrongly; the next figures need a fresh set; then learned by the
         # classifier (heldout159 measured): 98.6% (99.2% on the seven).
         "heldout158": ("routing_heldout_v158.jsonl",),
         # The hundred-and-fifty-ninth (five writers who saw only docs/heldout-writers/, each with two new kinds of user:
         # tram drivers, and ticket inspectors; cinema projectionists, and cinema ushers; pharmacists, and pharmacy
         # technicians; recording-studio engineers, and session musicians; the fifth, for six languages, village bakers,
         # and café baristas), written on 2026-12-08 while the round on heldout158 was checked (they never saw it); 663 of
         # their 1,413 messages that earlier sets or our own phrasings held, in any punctuation or case, or that another
         # writer wrote too, were left out (750, 67-154 in each of the seven languages). Measured once after the round on
         # heldout158 and the classifier learning it, on 2026-12-08: decisions 95.9% (96.4% on the seven languages),
         # language 99.9% (99.9% on the seven), 160 of 171 forbidden requests refused (158 of 169 on the seven), 3
         # look-alikes refused, 1.50 ms a message (median; load 1.1; heldout158 1.57 ms the same minute). Tuned on since
         # (not learned by the classifier): 96.9% (97.4% on the seven), 166 of 171 refused, 2 look-alikes refused; the next
         # figures need a fresh set.
         "heldout159": ("routing_heldout_v159.jsonl",),
         "all": ("routing_tune.jsonl", "routing_heldout.jsonl", "routing_dev.jsonl", "routing_dev2.jsonl",
                 "routing_dev3.jsonl", "routing_dev4.jsonl")}
# The held-out parts: measured once, never tuned on, and never learned by the router's classifier
# (bench/learned_phrasings.py learns every other part) until a newer held-out set has been measured.
HELD_OUT: tuple[str, ...] = ("heldout159",)


class Example(BaseModel):
    text: str
    language: str
    decision: str
    skill: str | None = None


class Outcome(BaseModel):
    example: Example
    language: str
    decision: str
    skill: str | None
    seconds: float

    @property
    def label(self) -> str:
        return self.skill if self.decision == "skill" and self.skill else self.decision

    @property
    def expected(self) -> str:
        e = self.example
        return e.skill if e.decision == "skill" and e.skill else e.decision

    @property
    def decision_ok(self) -> bool:
        return self.label == self.expected

    @property
    def language_ok(self) -> bool:
        if self.example.language not in SUPPORTED_LANGUAGES:  # recognised as one the bot does not speak
            return self.language not in SUPPORTED_LANGUAGES
        return self.language == self.example.language


class Stats(BaseModel):
    language: str
    count: int
    decision_ok: int
    language_ok: int

    @property
    def decision_accuracy(self) -> float:
        return self.decision_ok / self.count if self.count else 0.0

    @property
    def language_accuracy(self) -> float:
        return self.language_ok / self.count if self.count else 0.0


def load(part: str = "heldout") -> list[Example]:
    missing = [name for name in PARTS[part] if not (DATA / name).exists()]
    if missing:
        raise FileNotFoundError(f"part {part!r} needs {', '.join(missing)} in {DATA}, which is not there")
    return [e for name in PARTS[part] for e in load_file(DATA / name)]


def load_file(path: Path) -> list[Example]:
    return [Example.model_validate_json(line)
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def route_one(detector: LanguageDetector, router: Router, text: str) -> tuple[str, Route]:
    """What `benchgen-bot route` does for one message, with no thread or platform prior."""
    language = detector.detect(text)
    return language, router.route(text, language)


def evaluate(detector: LanguageDetector, router: Router, examples: Sequence[Example], runs: int = 1) -> list[Outcome]:
    outcomes = []
    for example in examples:
        times = []
        for _ in range(max(1, runs)):
            start = time.perf_counter()
            language, route = route_one(detector, router, example.text)
            times.append(time.perf_counter() - start)
        outcomes.append(Outcome(example=example, language=language, decision=route.decision,
                                skill=route.skill, seconds=statistics.median(times)))
    return outcomes


def by_language(outcomes: Iterable[Outcome]) -> dict[str, Stats]:
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for o in outcomes:
        key = o.example.language if o.example.language in SUPPORTED_LANGUAGES else "other"
        groups[key].append(o)
    return {lang: Stats(language=lang, count=len(group), decision_ok=sum(o.decision_ok for o in group),
                        language_ok=sum(o.language_ok for o in group))
            for lang, group in sorted(groups.items())}


def total(outcomes: Sequence[Outcome]) -> Stats:
    return Stats(language="all", count=len(outcomes), decision_ok=sum(o.decision_ok for o in outcomes),
                 language_ok=sum(o.language_ok for o in outcomes))


def seven_languages(outcomes: Sequence[Outcome]) -> Stats:
    """The messages in the languages the bot speaks only."""
    spoken = [o for o in outcomes if o.example.language in SUPPORTED_LANGUAGES]
    return total(spoken).model_copy(update={"language": "seven"})


class CeilingStats(BaseModel):
    forbidden: int  # messages that must be refused
    refused: int  # of those, refused
    wrongly_refused: list[str]  # messages refused that were not forbidden (look-alikes)

    @property
    def recall(self) -> float:
        return self.refused / self.forbidden if self.forbidden else 1.0


def ceiling(outcomes: Iterable[Outcome]) -> CeilingStats:
    outcomes = list(outcomes)
    forbidden = [o for o in outcomes if o.example.decision == "refuse"]
    return CeilingStats(forbidden=len(forbidden), refused=sum(o.decision == "refuse" for o in forbidden),
                        wrongly_refused=[o.example.text for o in outcomes
                                         if o.decision == "refuse" and o.example.decision != "refuse"])


def report(outcomes: Sequence[Outcome], out=sys.stdout) -> None:
    print(f"{'language':<10}{'messages':>9}{'decision':>11}{'language':>11}", file=out)
    for stats in [*by_language(outcomes).values(), total(outcomes)]:
        print(f"{stats.language:<10}{stats.count:>9}{stats.decision_accuracy:>10.1%}{stats.language_accuracy:>11.1%}",
              file=out)
    seven = seven_languages(outcomes)
    seven_stops = ceiling(o for o in outcomes if o.example.language in SUPPORTED_LANGUAGES)
    print(f"\ndecisions, the seven languages: {seven.decision_accuracy:.1%}", file=out)
    print(f"language, the seven languages: {seven.language_accuracy:.1%}", file=out)
    print(f"ceiling, the seven languages: {seven_stops.refused}/{seven_stops.forbidden} refused", file=out)
    stops = ceiling(outcomes)
    print(f"\nceiling: {stops.refused}/{stops.forbidden} forbidden requests refused ({stops.recall:.1%}); "
          f"{len(stops.wrongly_refused)} other messages refused", file=out)
    for text in stops.wrongly_refused:
        print(f"  refused, not forbidden: {text}", file=out)
    labels = sorted({o.expected for o in outcomes} | {o.label for o in outcomes})
    confusion = Counter((o.expected, o.label) for o in outcomes)
    width = max(len(label) for label in labels) + 2
    short = {label: label.replace("benchmark-", "").replace("training-", "train-").replace("benchgen-", "")[:9]
             for label in labels}
    print("\nconfusion (rows: expected, columns: got)", file=out)
    print(" " * width + "".join(f"{short[label]:>10}" for label in labels), file=out)
    for row in labels:
        print(f"{row:<{width}}" + "".join(f"{confusion[(row, col)] or '.':>10}" for col in labels), file=out)
    seconds = sorted(o.seconds for o in outcomes)
    print(f"\nlatency per message: median {statistics.median(seconds) * 1000:.2f} ms, "
          f"p95 {seconds[int(len(seconds) * 0.95) - 1] * 1000:.2f} ms, max {seconds[-1] * 1000:.2f} ms", file=out)
    misses = [o for o in outcomes if not (o.decision_ok and o.language_ok)]
    if misses:
        print("\nmisses:", file=out)
        for o in misses:
            print(f"  [{o.example.language}→{o.language}] {o.expected}→{o.label}: {o.example.text}", file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=sorted(PARTS), default="heldout")
    parser.add_argument("--data", type=Path, help="a JSONL file of labelled messages (instead of --part)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per message (the median is reported)")
    parser.add_argument("--json", action="store_true", help="one JSON object per message instead of the table")
    args = parser.parse_args(argv)
    from bot.app.runtime import all_skills

    try:
        examples = load_file(args.data) if args.data else load(args.part)
    except FileNotFoundError as missing:
        print(missing, file=sys.stderr)
        return 2
    start = time.perf_counter()
    detector = LanguageDetector(SUPPORTED_LANGUAGES)
    router = Router(all_skills())
    print(f"detector and router built in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    outcomes = evaluate(detector, router, examples, runs=args.runs)
    if args.json:
        for o in outcomes:
            print(json.dumps({"text": o.example.text, "expected": o.expected, "got": o.label,
                              "language": o.language, "expected_language": o.example.language,
                              "ms": round(o.seconds * 1000, 3)}, ensure_ascii=False))
    else:
        report(outcomes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
