"""Which messages read as an elliptical follow-up of the thread's last request (bot/followup.py)."""

from __future__ import annotations

import pytest

from bot.followup import is_follow_up


@pytest.mark.parametrize(("text", "lang"), [
    ("and on gsm-mini?", "en"), ("what about tiny-1?", "en"), ("And capitals?", "en"),
    ("und auf gsm-mini?", "de"), ("was ist mit tiny-1?", "de"),
    ("et sur gsm-mini ?", "fr"), ("¿y en gsm-mini?", "es"), ("e no gsm-mini?", "pt"),
    ("gsm-miniでは？", "ja"), ("tiny-1は?", "ja"), ("那gsm-mini呢？", "zh"), ("tiny-1呢", "zh"),
])
def test_follow_ups(text: str, lang: str) -> None:
    assert is_follow_up(text)


@pytest.mark.parametrize(("text", "lang"), [
    ("gsm-mini", "en"),
    ("and then I would like you to explain at length why the whole thing went so badly", "en"),
    ("warum hat tiny-1 schlecht abgeschnitten?", "de"),
    ("tiny-1をgsm-miniで実行して", "ja"),
])
def test_not_follow_ups(text: str, lang: str) -> None:
    assert not is_follow_up(text)
