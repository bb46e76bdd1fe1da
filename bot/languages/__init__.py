"""Language packs: each language's words in one place (see pack.py and registry.py)."""

from bot.languages.pack import LanguagePack, Lexicon, Phrase
from bot.languages.registry import Languages, default_languages

__all__ = ["LanguagePack", "Languages", "Lexicon", "Phrase", "default_languages"]
