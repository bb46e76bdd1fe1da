"""A reply in a language the catalogs do not have: the English catalog text, translated.

Only the bot's own English text is sent (never the user's message). The translation is shown only
if it is in the requested language and fit to show, and always with the English original and a note.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from bot.llm.help import ModelHelp

TASK = (
    "Translate `text` from English into the language whose ISO 639-1 code is `language`. Keep the language "
    "names as they are written. Answer with the code in `language` and the translation in `text`."
)


class Translation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    language: str
    text: str


async def translate(help: ModelHelp, text: str, language: str) -> str | None:
    """`text` in `language`, or None (then the English text stands alone)."""
    if not help.can("translation"):
        return None
    result = await help.ask("translation", task=TASK, data={"text": text, "language": language},
                            output=Translation, max_tokens=300)
    if result is None or result.language != language or result.text.strip() == text.strip():
        return None
    if not help.fit_to_show(result.text, language) or len(result.text) > 3 * len(text):
        return None
    return result.text.strip()
