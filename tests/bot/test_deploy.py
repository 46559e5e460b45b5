"""The deployment helpers: the online backup of a live database, and the files the container
image and the docs point at."""

from __future__ import annotations

import configparser
import importlib.util
import os
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType

import pytest

import bot.__main__ as entry
from bot.health import check, heartbeat_path, write_heartbeat
from tests.bot.conftest import World, start_match
from tests.bot.test_container import build_layout

ROOT = Path(__file__).resolve().parents[2]


def _backup_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("backup", ROOT / "deploy" / "backup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


async def test_online_backup_while_the_bot_runs(
    world: World, db_path: Path, tmp_path: Path
) -> None:
    match_id, _ = await start_match(world, "meter", size=3)
    copy = tmp_path / "backups" / "copy.sqlite3"
    _backup_module().backup(db_path, copy)
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT id, status FROM matches").fetchall() == [(match_id, "active")]
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_deploy_files_point_at_real_paths() -> None:
    containerfile = (ROOT / "deploy" / "Containerfile").read_text(encoding="utf-8")
    for line in containerfile.splitlines():
        if line.startswith("COPY "):
            source = line.split()[1]
            assert (ROOT / source).exists(), source
    assert "python" in containerfile and '"-m", "bot"' in containerfile
    compose = (ROOT / "deploy" / "compose.yaml").read_text(encoding="utf-8")
    assert "dockerfile: deploy/Containerfile" in compose and ":/data" in compose
    env = (ROOT / "deploy" / "example.env").read_text(encoding="utf-8")
    assert "STONE_ARENA_TOKEN=\n" in env
    for image in ("meter-board.png", "thwart-omega-board.png"):
        assert (ROOT / "docs" / "images" / image).read_bytes().startswith(b"\x89PNG")


def test_the_systemd_unit_creates_what_it_writes_and_names_the_database_itself() -> None:
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.read_string((ROOT / "deploy" / "stone-arena.service").read_text(encoding="utf-8"))
    service = unit["Service"]
    # ProtectSystem=strict: every path written must be a StateDirectory (systemd creates it)
    # or a ReadWritePaths that the setup steps create; here there is only the state folder.
    assert service["ProtectSystem"] == "strict" and "ReadWritePaths" not in service
    state = Path("/var/lib") / service["StateDirectory"]
    args = service["ExecStart"].split()
    database = Path(args[args.index("--database") + 1])
    assert database.parent == state, "the database lives in the folder systemd creates"
    # The command line wins over EnvironmentFile's STONE_ARENA_DB (bot/config.py).
    assert "STONE_ARENA_DB" not in service.get("Environment", "")
    assert set(service["RestartPreventExitStatus"].split()) == {"2", "3"}
    assert args[-4:-2] == ["-m", "bot"]


def test_the_container_image_has_what_the_bot_needs(tmp_path: Path) -> None:
    text = (ROOT / "deploy" / "Containerfile").read_text(encoding="utf-8")
    base = next(line.split()[1] for line in text.splitlines() if line.startswith("FROM "))
    assert base.count(".") >= 2 and base != "python:3.11-slim", "a pinned base image"
    assert "libfribidi0" in text and "libraqm0" in text  # right-to-left names in images
    assert '"-m", "bot", "health"' in text and "HEALTHCHECK" in text
    assert "--require-hashes" in text
    fonts = list((ROOT / "render").rglob("*.ttf")) + list((ROOT / "render").rglob("*.otf"))
    image = build_layout(ROOT, tmp_path)  # the files the Containerfile copies
    app = tmp_path / image.workdir.relative_to("/")
    assert fonts and all((app / f.relative_to(ROOT)).is_file() for f in fonts), (
        "the fonts ship inside render/"
    )
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    for secret in (".env", "data/", "*.sqlite3", ".venv/"):
        assert secret in ignored


def test_the_healthcheck_reads_the_heartbeat(tmp_path: Path) -> None:
    now = datetime(2030, 1, 1, tzinfo=UTC)
    path = heartbeat_path(tmp_path / "db.sqlite3")
    assert "no heartbeat" in (check(path, now) or "")
    write_heartbeat(path, now)
    assert check(path, now + timedelta(minutes=14)) is None  # two beats late (BEAT_EVERY)
    assert "old" in (check(path, now + timedelta(minutes=16)) or "")
    write_heartbeat(path, datetime.now(UTC) - timedelta(minutes=20))
    assert entry.main(["--database", str(tmp_path / "db.sqlite3"), "health"]) == 1
    write_heartbeat(path, datetime.now(UTC))
    assert entry.main(["--database", str(tmp_path / "db.sqlite3"), "health"]) == 0


def test_with_postgresql_the_heartbeat_is_in_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # a fresh checkout or container: no data/ folder yet
    url = "postgresql://arena:secret@db:5432/arena"
    assert heartbeat_path(url) == Path("data/stone-arena.heartbeat")
    assert entry.main(["--database", url, "health"]) == 1
    write_heartbeat(heartbeat_path(url), datetime.now(UTC))
    assert entry.main(["--database", url, "health"]) == 0


async def test_the_bot_writes_only_in_its_data_folder(tmp_path: Path) -> None:
    """A read-only file system except the data folder (compose's read_only: true): an audit
    hook refuses every file opened for writing elsewhere while the bot starts and plays."""
    code = f"""
import sys, asyncio
data = {str(tmp_path / "data")!r}
def guard(event, args):
    if event == "open" and args[1] and any(c in str(args[1]) for c in "wax+"):
        if not str(args[0]).startswith(data):
            raise PermissionError(f"read-only file system: {{args[0]}}")
from tests.bot.conftest import make_bot
import simcord
async def main():
    bot = make_bot(__import__("pathlib").Path(data) / "stone-arena.sqlite3")
    sys.addaudithook(guard)
    async with simcord.run(bot) as env:
        await env.advance_time(11 * 60)
    await bot.arena.close()
asyncio.run(main())
print("ok")
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")}
    env |= {"PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
    assert (tmp_path / "data" / "stone-arena.sqlite3.heartbeat").exists()
