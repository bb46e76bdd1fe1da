"""One language detector and one router for the whole session: lingua's models take seconds to load."""

from __future__ import annotations

import pytest

from bot.app.runtime import all_skills
from bot.i18n import SUPPORTED_LANGUAGES
from bot.language import LanguageDetector
from bot.routing import Router


@pytest.fixture(scope="session")
def detector() -> LanguageDetector:
    return LanguageDetector(SUPPORTED_LANGUAGES)


@pytest.fixture(scope="session")
def router() -> Router:
    return Router(all_skills())
