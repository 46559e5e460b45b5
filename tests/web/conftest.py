"""Fixtures of the web tests: a harness on a fresh database (SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.engine.support import Harness


@pytest.fixture
async def h(database_url: str) -> AsyncIterator[Harness]:
    h = await Harness.open(database_url)
    yield h
    await h.store.close()
