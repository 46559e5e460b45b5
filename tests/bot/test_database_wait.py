"""``python -m bot`` and a database server that cannot be reached (issue 23 item 3): it waits
``STONE_ARENA_DB_WAIT_SECONDS`` (bot/storage/waiting.py), then exits with status 4, which the
systemd unit restarts; what waiting cannot fix exits with status 3, which it does not."""

from __future__ import annotations

import configparser
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.config import load_config
from tests.bot.test_storage_faults import STARTS_WITHOUT_DISCORD

ROOT = Path(__file__).resolve().parents[2]


def start(tmp_path: Path, database: str, **settings: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")}
    env |= {"PYTHONPATH": str(ROOT), "STONE_ARENA_TOKEN": "not-a-real-token", **settings}
    return subprocess.run(
        [sys.executable, "-c", STARTS_WITHOUT_DISCORD, "--database", database],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_server_that_stays_away_exits_with_a_status_the_unit_restarts(tmp_path: Path) -> None:
    nowhere = tmp_path / "no-server-here"  # a Unix socket folder with no server in it
    done = start(
        tmp_path,
        f"postgresql://arena:secret@/arena?host={nowhere}",
        STONE_ARENA_DB_WAIT_SECONDS="0",
    )
    assert done.returncode == 4, done.stderr
    assert "Cannot reach the database" in done.stderr and "secret" not in done.stderr
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.read_string((ROOT / "deploy" / "stone-arena.service").read_text(encoding="utf-8"))
    assert "4" not in unit["Service"]["RestartPreventExitStatus"].split()
    assert unit["Service"]["Restart"] == "on-failure"


def test_a_url_that_cannot_be_read_exits_with_status_3_and_a_sentence(tmp_path: Path) -> None:
    done = start(tmp_path, "postgresql://arena:secret@db:notaport/arena")
    assert done.returncode == 3, done.stderr
    assert "the URL cannot be read" in done.stderr and "Traceback" not in done.stderr
    assert "secret" not in done.stderr


def test_the_wait_is_a_setting(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in [n for n in os.environ if n.startswith("STONE_ARENA")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("STONE_ARENA_TOKEN", "t")
    assert load_config(tmp_path / ".env").db_wait_seconds == 300
    monkeypatch.setenv("STONE_ARENA_DB_WAIT_SECONDS", "30")
    assert load_config(tmp_path / ".env").db_wait_seconds == 30


def test_a_stop_while_waiting_for_the_server_stops_at_once(tmp_path: Path) -> None:
    """systemd's SIGTERM while the bot waits for its database: it stops now (status 0), not
    after the wait (systemd would kill it after TimeoutStopSec)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")}
    env |= {"PYTHONPATH": str(ROOT), "STONE_ARENA_TOKEN": "not-a-real-token"}
    env["STONE_ARENA_DB_WAIT_SECONDS"] = "300"
    database = f"postgresql://arena@/arena?host={tmp_path / 'no-server-here'}"
    log = tmp_path / "stderr.log"
    with log.open("w") as stderr:
        bot = subprocess.Popen(
            [sys.executable, "-c", STARTS_WITHOUT_DISCORD, "--database", database],
            cwd=tmp_path,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
        try:
            deadline = time.monotonic() + 60  # a bounded wait on a real process
            while "waiting up to 300 s" not in log.read_text() and time.monotonic() < deadline:
                assert bot.poll() is None, log.read_text()
                time.sleep(0.05)
            assert "waiting up to 300 s" in log.read_text()
            bot.send_signal(signal.SIGTERM)
            assert bot.wait(timeout=20) == 0, log.read_text()
        finally:
            bot.kill()
            bot.wait()
