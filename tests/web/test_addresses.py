"""Page addresses: signed per kind and id, checked in constant time, made with a secret that is
configured or kept in the database (the same for every process); and the settings that turn
the pages on, refused with the variable's name when malformed."""

from __future__ import annotations

import os
from datetime import UTC, datetime

import pytest

from bot.config import ConfigError, load_config
from bot.web import Addresses, web_secret
from tests.engine.support import Harness

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_tokens_name_what_they_open() -> None:
    a = Addresses(b"x" * 32, "https://arena.example.org/")
    b = Addresses(b"y" * 32)
    assert a.token("m", 7) != a.token("m", 8) != a.token("t", 7)
    assert a.token("m", 7) != b.token("m", 7)
    assert len(a.token("m", 7)) == 22 and a.valid(a.token("m", 7), "m", 7)
    assert not a.valid(a.token("m", 7), "m", 8) and not a.valid("", "m", 7)
    assert a.match(7) == "https://arena.example.org" + a.match_path(7)
    assert a.player(1, 2).endswith(f"/p/1/2/{a.token('p', 1, 2)}")
    with pytest.raises(ValueError, match="16 bytes"):
        Addresses(b"short")


async def test_the_secret_is_made_once_and_kept(h: Harness) -> None:
    assert await web_secret(h.store, "configured secret", NOW) == b"configured secret"
    first = await web_secret(h.store, None, NOW)
    assert len(first) >= 32
    again = await h.reopen()  # another process on the same database
    assert await web_secret(again.store, None, NOW) == first
    await again.close()


@pytest.fixture
def clean(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if name.startswith("STONE_ARENA_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("STONE_ARENA_TOKEN", "abc")


@pytest.mark.usefixtures("clean")
def test_the_web_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    assert load_config(None).web is None  # off by default
    monkeypatch.setenv("STONE_ARENA_WEB", "127.0.0.1:8080")
    monkeypatch.setenv("STONE_ARENA_PUBLIC_URL", "https://arena.example.org/")
    config = load_config(None)
    assert config.web == ("127.0.0.1", 8080)
    assert config.public_url == "https://arena.example.org"
    monkeypatch.setenv("STONE_ARENA_WEB", "[::1]:80")
    assert load_config(None).web == ("::1", 80)
    for bad in ("8080", "localhost:", "host:99999"):
        monkeypatch.setenv("STONE_ARENA_WEB", bad)
        with pytest.raises(ConfigError, match="STONE_ARENA_WEB: must be an address and port"):
            load_config(None)
    monkeypatch.setenv("STONE_ARENA_WEB", "127.0.0.1:8080")
    monkeypatch.setenv("STONE_ARENA_PUBLIC_URL", "arena.example.org")
    with pytest.raises(ConfigError, match="STONE_ARENA_PUBLIC_URL: must be an http"):
        load_config(None)
