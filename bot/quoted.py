"""Quoted text in a message: data (an answer to accept, an item's wording), never words to read as a request.

Double, low, angle and CJK quotes, backticks, and single quotes standing apart from a word (not the apostrophes
of "it's" or "item 7's key"); a group holds what a pair of quotes holds (the second one for single quotes).
"""

from __future__ import annotations

import re

QUOTED = re.compile(r"[\"“”„「『`«]([^\"“”„」』`»]{1,200})[\"“”」』`»]|(?<!\w)'([^']{1,200})'(?!\w)")
