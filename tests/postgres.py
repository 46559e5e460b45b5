"""A throwaway PostgreSQL server for the tests and benchmarks, started from the installed binaries.

``PostgresServer.start()`` runs ``initdb`` into a temporary folder and starts ``postgres`` on a
Unix socket in it (no TCP port at all: ``listen_addresses=''``), without fsync (a test database
need not survive a power cut; a killed *client* process is what the tests are about). The
binaries come from ``PATH``, else ``/usr/lib/postgresql/*/bin`` (Debian's place; the package is
``postgresql-15``). PostgreSQL refuses to run as root: as root the server runs as the
``postgres`` user if there is one, else ``nobody``.

``server.emptied_database()`` returns the URL of the server's one reusable test database, every
table emptied and every id counter reset (``TRUNCATE``: quicker than copying a database for each
test, and it keeps the server's folder small); ``server.create_database()`` makes a new migrated
database (a copy of a migrated template), ``migrated=False`` an empty one, for the tests of the
migrations themselves; ``server.stop()`` stops the server and deletes the folder.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = "postgresql-15"
TEMPLATE = "stone_template"


class PostgresMissing(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


def find_binaries() -> Path:
    """The folder holding ``initdb``, ``postgres`` and ``pg_ctl``."""
    found = shutil.which("initdb")
    if found and shutil.which("postgres"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(folder) / "initdb").exists() and (Path(folder) / "postgres").exists():
            return Path(folder)
    raise PostgresMissing(
        "PostgreSQL's server binaries (initdb, postgres) were not found on PATH or in "
        f"/usr/lib/postgresql/*/bin; install them with `apt-get install {PACKAGE}`"
    )


def _run_as() -> tuple[int, int] | None:
    """(uid, gid) to run the server as when we are root; ``None``: as ourselves."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        return entry.pw_uid, entry.pw_gid
    raise PostgresMissing("running as root and there is no postgres or nobody user to run as")


@dataclass
class PostgresServer:
    folder: Path
    process: subprocess.Popen[bytes]
    user: str = "stone"
    _names: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _reused: str | None = None

    @property
    def socket_dir(self) -> Path:
        return self.folder

    def url(self, database: str) -> str:
        return f"postgresql://{self.user}@/{database}?host={self.socket_dir}"

    @classmethod
    def start(cls, *, max_connections: int = 200, durable: bool = False) -> PostgresServer:
        """Start a server; ``durable``: fsync and synchronous commits on, as in production
        (the benchmarks), instead of off (the tests: quicker, and nothing needs to survive)."""
        binaries = find_binaries()
        who = _run_as()
        # A short path: a Unix socket's path must stay under ~100 characters.
        folder = Path(tempfile.mkdtemp(prefix="stone-pg-"))
        data = folder / "data"
        if who is not None:
            os.chown(folder, *who)
        uid, gid = who if who is not None else (None, None)
        groups: list[int] | None = None if who is None else []
        subprocess.run(
            [
                str(binaries / "initdb"),
                "-D",
                str(data),
                "-U",
                "stone",
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                "--no-sync",
            ],
            check=True,
            capture_output=True,
            user=uid,
            group=gid,
            extra_groups=groups,
        )
        log = open(folder / "server.log", "wb")  # noqa: SIM115 (the server writes to it)
        if who is not None:
            os.chown(folder / "server.log", *who)
        process = subprocess.Popen(
            [
                str(binaries / "postgres"),
                "-D",
                str(data),
                "-k",
                str(folder),
                "-c",
                "listen_addresses=",
                *(
                    []
                    if durable
                    else [
                        "-c",
                        "fsync=off",
                        "-c",
                        "synchronous_commit=off",
                        "-c",
                        "full_page_writes=off",
                        # A deadlock the tests provoke is found in 50 ms, not the default 1 s.
                        "-c",
                        "deadlock_timeout=50ms",
                    ]
                ),
                "-c",
                f"max_connections={max_connections}",
                "-c",
                "shared_buffers=64MB",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            user=uid,
            group=gid,
            extra_groups=groups,
        )
        server = cls(folder, process)
        server._wait_ready()
        server._make_template()
        return server

    def _wait_ready(self, timeout: float = 30.0) -> None:
        socket = self.folder / ".s.PGSQL.5432"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"postgres exited: {self.log_tail()}")
            if socket.exists() and asyncio.run(self._answers()):
                return
            time.sleep(0.05)
        raise RuntimeError(f"postgres did not start in {timeout} s: {self.log_tail()}")

    async def _answers(self) -> bool:
        import asyncpg

        try:
            conn = await asyncpg.connect(self.url("postgres"))
        except (OSError, asyncpg.PostgresError):
            return False
        await conn.close()
        return True

    def log_tail(self) -> str:
        try:
            return (self.folder / "server.log").read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def _make_template(self) -> None:
        async def make() -> None:
            import asyncpg

            from bot.storage.postgres_migrate import migrate_postgres

            conn = await asyncpg.connect(self.url("postgres"))
            try:
                await conn.execute(f"CREATE DATABASE {TEMPLATE}")
            finally:
                await conn.close()
            conn = await asyncpg.connect(self.url(TEMPLATE))
            try:
                await migrate_postgres(conn)
            finally:
                await conn.close()

        asyncio.run(make())

    async def new_database(self, *, migrated: bool = True, prefix: str = "test") -> str:
        """A fresh database (a copy of the migrated template, or empty); its URL."""
        import asyncpg

        name = f"{prefix}_{os.getpid()}_{next(self._names)}"
        conn = await asyncpg.connect(self.url("postgres"))
        try:
            template = TEMPLATE if migrated else "template0"
            await conn.execute(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY")
        finally:
            await conn.close()
        return self.url(name)

    def emptied_database(self) -> str:
        """The reusable test database, emptied; its URL."""
        if self._reused is None:
            self._reused = self.create_database(prefix="reused")
            return self._reused

        async def empty(url: str) -> None:
            import asyncpg

            conn = await asyncpg.connect(url)
            try:
                # A test that left a transaction open would make this wait: fail instead.
                await conn.execute("SET lock_timeout = '10s'")
                tables = await conn.fetch(
                    "SELECT table_name FROM information_schema.tables WHERE table_schema = "
                    "'public' AND table_name <> 'schema_migrations'"
                )
                names = ", ".join(r[0] for r in tables)
                await conn.execute(f"TRUNCATE {names} RESTART IDENTITY CASCADE")
            finally:
                await conn.close()

        asyncio.run(empty(self._reused))
        return self._reused

    def create_database(self, *, migrated: bool = True, prefix: str = "test") -> str:
        """``new_database`` from synchronous code."""
        return asyncio.run(self.new_database(migrated=migrated, prefix=prefix))

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # "fast" shutdown: clients are cut off
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def halt(self) -> None:
        """Stop the server as its host would (a fast shutdown), keeping its folder: ``resume``
        starts it again with the same data."""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=20)

    def resume(self) -> None:
        """Start the halted server again with the command line it ran with (PostgreSQL keeps it
        in ``postmaster.opts``); returns at once, while the server is still starting up."""
        import shlex

        command = shlex.split((self.folder / "data" / "postmaster.opts").read_text())
        who = _run_as()
        uid, gid = who if who is not None else (None, None)
        log = open(self.folder / "server.log", "ab")  # noqa: SIM115 (the server writes to it)
        self.process = subprocess.Popen(
            command,
            stdout=log,
            stderr=subprocess.STDOUT,
            user=uid,
            group=gid,
            extra_groups=None if who is None else [],
        )
