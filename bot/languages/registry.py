"""The languages the bot speaks: the packs present in `bot.languages.packs`.

Adding a language is adding its pack module there (a module defining `PACK`) and its catalog
(`bot/i18n/<code>.py`); everything that reads a language takes the registry (or the default one
built from the packs present).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Iterator
from functools import lru_cache

from bot.languages.pack import LanguagePack

DEFAULT_LANGUAGE = "en"


class Languages:
    """The packs, English first (the default and the language chat mixes into all the others)."""

    def __init__(self, packs: Iterable[LanguagePack]) -> None:
        found = {pack.code: pack for pack in packs}
        order = sorted(found, key=lambda code: (code != DEFAULT_LANGUAGE, code))
        self._packs = {code: found[code] for code in order}

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(self._packs)

    def __iter__(self) -> Iterator[LanguagePack]:
        return iter(self._packs.values())

    def __contains__(self, code: object) -> bool:
        return code in self._packs

    def get(self, code: str) -> LanguagePack | None:
        return self._packs.get(code)

    def with_packs(self, *packs: LanguagePack) -> Languages:
        """These languages and more (a pack of the same code replaces the present one)."""
        return Languages([*self, *packs])


@lru_cache(maxsize=1)
def default_languages() -> Languages:
    """The packs present in `bot.languages.packs` (read once per process; they never change)."""
    from bot.languages import packs

    found = []
    for module in pkgutil.iter_modules(packs.__path__):
        pack = getattr(importlib.import_module(f"{packs.__name__}.{module.name}"), "PACK", None)
        if isinstance(pack, LanguagePack):
            found.append(pack)
    return Languages(found)
