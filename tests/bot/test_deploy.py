"""The deployment helpers: the online backup of a live database, and the files the container
image and the docs point at."""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path
from types import ModuleType

from tests.bot.conftest import World, start_match

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
