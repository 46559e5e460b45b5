"""Fixtures of the engine tests: a harness on a fresh SQLite file with a fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.engine.support import Harness


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    h = await Harness.open(tmp_path / "arena.sqlite3")
    yield h
    await h.store.close()
