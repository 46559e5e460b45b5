"""Waiting out the database at start-up (issue 23 item 3): a PostgreSQL server that cannot be
reached yet (refused, no socket, DNS, starting up) is waited for with a growing pause and one log
line; what waiting cannot fix (a refused login, no such database, a URL that cannot be read)
stops at once; players hear that the database cannot be reached, not that it is full. The pause
comes from an injected sleep and clock: only the test with a real server waits for it, bounded.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import ssl
from collections.abc import Iterator

import asyncpg
import pytest

from bot.engine.errors import StorageUnavailable
from bot.storage import open_store
from bot.storage.faults import FaultLog
from bot.storage.postgres import PostgresStore, _at_start, classify_postgres
from bot.storage.waiting import waited_out
from tests.postgres import PostgresMissing, PostgresServer

URL = "postgresql://arena:secret@db:5432/arena"


def storage_lines(caplog: pytest.LogCaptureFixture, level: int) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "bot.storage" and r.levelno >= level]


class FakeTime:
    """A clock that moves only when the code under test sleeps."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.slept: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


@pytest.mark.parametrize(
    "error",
    [
        ConnectionRefusedError(111, "Connect call failed ('10.0.0.5', 5432)"),
        FileNotFoundError(2, "No such file or directory"),  # no Unix socket yet
        socket.gaierror(-2, "Name or service not known"),  # compose's db not in DNS yet
        TimeoutError(),
        asyncpg.CannotConnectNowError("the database system is starting up"),
        asyncpg.TooManyConnectionsError("sorry, too many clients already"),
    ],
    ids=lambda e: type(e).__name__,
)
def test_a_server_not_reachable_yet_is_waited_for(error: BaseException) -> None:
    fault = _at_start(error, URL)
    assert isinstance(fault, StorageUnavailable)
    assert not fault.permanent and fault.unreachable
    assert "secret" not in fault.path
    assert "cannot reach its database" in str(fault) and "full or read-only" not in str(fault)


@pytest.mark.parametrize(
    "error",
    [
        asyncpg.InvalidPasswordError('password authentication failed for user "arena"'),
        asyncpg.InvalidAuthorizationSpecificationError('role "arena" does not exist'),
        asyncpg.InvalidCatalogNameError('database "arena" does not exist'),
        ValueError("invalid literal for int() with base 10: 'notaport'"),  # a malformed URL
        asyncpg.ClientConfigurationError("`sslmode` parameter must be one of: ..."),
        ssl.SSLCertVerificationError("certificate verify failed"),
    ],
    ids=lambda e: type(e).__name__,
)
def test_what_waiting_cannot_fix_stops_at_once(error: BaseException) -> None:
    fault = _at_start(error, URL)
    assert isinstance(fault, StorageUnavailable) and fault.permanent


def test_players_are_told_the_database_cannot_be_reached_while_running() -> None:
    lost = classify_postgres(asyncpg.ConnectionDoesNotExistError("connection was closed"), URL)
    assert isinstance(lost, StorageUnavailable) and not lost.permanent
    assert "cannot reach its database" in str(lost)
    cut = classify_postgres(ssl.SSLEOFError(8, "EOF occurred in violation of protocol"), URL)
    assert isinstance(cut, StorageUnavailable) and not cut.permanent, "a TLS session cut: lost"
    full = classify_postgres(asyncpg.DiskFullError("could not extend file"), URL)
    assert isinstance(full, StorageUnavailable) and "full or read-only" in str(full)


def test_one_log_line_per_outage_while_running(caplog: pytest.LogCaptureFixture) -> None:
    """A server restart under the running bot: the driver says refused, reset, lost, starting
    up, each in its own words; the operator reads one line when it starts and one when it ends."""
    faults = FaultLog()
    for error in (
        ConnectionResetError(104, "Connection reset by peer"),
        asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
        ConnectionRefusedError(111, "Connect call failed ('10.0.0.5', 5432)"),
        ConnectionRefusedError(111, "Connect call failed ('10.0.0.6', 5432)"),
        asyncpg.CannotConnectNowError("the database system is starting up"),
    ):
        fault = classify_postgres(error, URL)
        assert isinstance(fault, StorageUnavailable)
        faults.note(fault, None)
    [line] = storage_lines(caplog, logging.ERROR)
    assert "db:5432" in line.getMessage() and "secret" not in line.getMessage()
    faults.succeeded()
    assert len(storage_lines(caplog, logging.WARNING)) == 2
    caplog.clear()  # the ERROR line was expected


async def test_one_log_line_per_outage_at_start_up(caplog: pytest.LogCaptureFixture) -> None:
    time = FakeTime()
    causes = iter(
        [
            ConnectionRefusedError(111, "Connect call failed ('10.0.0.5', 5432)"),
            FileNotFoundError(2, "No such file or directory"),
            socket.gaierror(-2, "Name or service not known"),
            asyncpg.CannotConnectNowError("the database system is starting up"),
            asyncpg.CannotConnectNowError("the database system is starting up"),
        ]
    )

    async def attempt() -> str:
        error = next(causes, None)
        if error is not None:
            raise _at_start(error, URL)
        return "opened"

    with caplog.at_level(logging.INFO, logger="bot.storage"):
        assert await waited_out(attempt, wait=300, sleep=time.sleep, clock=time.clock) == "opened"
    assert time.slept == [0.5, 1, 2, 4, 8], "a growing pause"
    [waiting] = storage_lines(caplog, logging.WARNING)
    assert "waiting up to 300 s" in waiting.getMessage() and "secret" not in waiting.getMessage()
    [ended] = [r for r in storage_lines(caplog, logging.INFO) if r is not waiting]
    assert "reachable after 15.5 s" in ended.getMessage()


async def test_the_wait_ends_at_its_limit_with_the_last_fault() -> None:
    time = FakeTime()

    async def attempt() -> None:
        raise _at_start(ConnectionRefusedError(111, "Connect call failed"), URL)

    with pytest.raises(StorageUnavailable) as raised:
        await waited_out(attempt, wait=60, sleep=time.sleep, clock=time.clock)
    assert not raised.value.permanent and raised.value.unreachable
    assert sum(time.slept) == 60 and max(time.slept) == 10, "capped pauses, not past the limit"


async def test_a_permanent_fault_is_not_waited_for() -> None:
    time = FakeTime()

    async def attempt() -> None:
        raise _at_start(asyncpg.InvalidPasswordError("password authentication failed"), URL)

    with pytest.raises(StorageUnavailable) as raised:
        await waited_out(attempt, wait=300, sleep=time.sleep, clock=time.clock)
    assert raised.value.permanent and time.slept == []


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A server of this test's own: it is stopped and started under the bot."""
    try:
        server = PostgresServer.start()
    except PostgresMissing as missing:
        pytest.skip(str(missing))
    try:
        yield server
    finally:
        server.stop()


async def test_a_bot_started_before_its_postgresql_opens_once_the_server_is_up(
    own_server: PostgresServer, caplog: pytest.LogCaptureFixture
) -> None:
    """The host reboots and the bot starts first: the server is down when the store opens, and
    starts while the bot waits. The open succeeds, with one line for the whole wait; what
    cannot mend (no such database, no such user) on the same server stops at once."""
    url = await own_server.new_database()
    own_server.halt()
    asked_to_sleep = asyncio.Event()

    async def sleep(seconds: float) -> None:
        asked_to_sleep.set()
        await asyncio.sleep(min(seconds, 0.05))  # real time: the real server starts meanwhile

    with caplog.at_level(logging.INFO, logger="bot.storage"):
        opening = asyncio.create_task(open_store(url, wait=60, sleep=sleep))
        await asyncio.wait_for(asked_to_sleep.wait(), timeout=30)
        assert not opening.done(), "waiting, not stopped"
        await asyncio.to_thread(own_server.resume)
        store = await asyncio.wait_for(opening, timeout=60)  # bounded by the server's start
    try:
        assert isinstance(store, PostgresStore)
        async with store.read() as uow:
            assert await uow.count_matches(active_only=False) == 0
    finally:
        await store.close()
    [waiting] = storage_lines(caplog, logging.WARNING)
    assert "waiting up to 60 s" in waiting.getMessage()
    assert any("is reachable after" in r.getMessage() for r in caplog.records)

    async def never(seconds: float) -> None:
        raise AssertionError("waited for what waiting cannot fix")

    for wrong in (own_server.url("nothing_here"), url.replace("stone@", "nobody_here@")):
        with pytest.raises(StorageUnavailable) as raised:
            await open_store(wrong, wait=60, sleep=never)
        assert raised.value.permanent
