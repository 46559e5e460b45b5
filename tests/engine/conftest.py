"""Fixtures of the engine tests: a harness on a fresh database with a fake clock (every test that
uses it runs twice: on SQLite and on PostgreSQL, see ``database_url``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.engine.support import Harness


@pytest.fixture
async def harness(database_url: str) -> AsyncIterator[Harness]:
    h = await Harness.open(database_url)
    yield h
    await h.store.close()
