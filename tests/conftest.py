"""Settings and fixtures shared by every test.

Hypothesis explores new random examples on every local run; under CI (``CI`` set, as in
``.ci/run``) it is derandomized, so a CI run is reproducible and never fails by luck. A failure
found locally is kept in ``.hypothesis/`` and replayed first on the next run.

``database_url`` runs a test twice: on a fresh SQLite file and on a fresh database of a real
PostgreSQL server that the tests start themselves (``tests/postgres.py``).
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from bot.heap import installed
from tests.postgres import PostgresMissing, PostgresServer

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _collector_left_as_found() -> Iterator[None]:
    """A test that freezes the heap or installs the bot's collector policy (``bot.heap``) undoes
    it. Left behind, the policy froze every later test's objects in that process, and frozen
    objects are invisible to ``gc.get_referrers``: Hypothesis then warned that its own random
    generator had no referrers."""
    yield
    assert installed() is None, "the test left the bot's collector policy installed"
    assert gc.get_freeze_count() == 0, "the test left objects frozen (gc.freeze)"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server per test process (pytest-xdist worker), started from ``initdb``.
    Missing binaries skip the PostgreSQL half locally, and fail it under ``CI``."""
    try:
        server = PostgresServer.start()
    except PostgresMissing as missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL: {missing}")
        pytest.skip(str(missing))
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, migrated database: an SQLite file, or the test server's database, emptied."""
    if request.param == "sqlite":
        return str(tmp_path / "arena.sqlite3")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.emptied_database()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """The test server's database, emptied (for tests that only make sense on PostgreSQL)."""
    return postgres_server.emptied_database()
