"""Message catalogs: every text the bot writes comes from here, in the user's language."""

from bot.i18n.catalog import SUPPORTED_LANGUAGES, Catalog

__all__ = ["Catalog", "SUPPORTED_LANGUAGES"]
