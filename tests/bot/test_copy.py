"""Moving a server (issue 16 item 4): a database a whole tournament night was played on under
simcord (16 sign-ups, double elimination, drops, a disqualification) is copied into an empty
PostgreSQL database with ``python -m bot.storage copy``, verified (rows per
table, every match replayed), the bot is started on the copy and carries on, and the copy goes
back to a new SQLite file with the same rows."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from bot.engine.outbox import pump
from bot.engine.tournaments.records import Phase
from bot.storage.__main__ import run as storage_tool
from bot.storage.copy import CopyError, copy_database
from tests.bot import journey
from tests.bot.conftest import World, close_bot, make_bot, said, start_match
from tests.bot.test_tournaments import current, service, texts

# Sign-ups of the night copied (3 never check in): a full double-elimination bracket.
PLAYERS = 16


def _counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as conn:
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                "'sqlite_%' AND name <> 'schema_migrations'"
            )
        ]
        counts = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
    conn.close()
    return counts


@pytest.fixture(autouse=True)
def one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot on PostgreSQL is the only process here, so it need not look for other processes'
    work every 2 s (simcord settles only once every wait reaches past its settle window: the
    poll would cost ~4 s of real time per interaction)."""
    monkeypatch.setattr(pump, "SHARED_POLL", timedelta(hours=1))


@pytest.mark.slow
async def test_a_tournament_server_moves_to_postgresql_and_back(
    world: World,
    db_path: Path,
    postgres_url: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    channel = world.channel
    # A whole Death Match night (tests/bot/journey.py): sign-up, check-in with no-shows, the
    # start by itself, matches in private threads played or set by the organiser, drops and a
    # disqualification, double elimination to the champion.
    night = await journey.run(world, PLAYERS, "double-elimination", play_every=4)
    tid = (await service(world).find(world.guild.id, channel.id)).id  # type: ignore[union-attr]
    finished = await current(world, tid)
    assert finished.phase is Phase.FINISHED and night.champion is not None
    assert night.played >= 3 and len(night.left) >= 3  # drops and the disqualified
    match_id, thread = await start_match(world, "thwart-omega")  # one still running
    await world.alice.send_dm("b d2 w f4")
    await close_bot(world.bot)  # the operator stops the bot, then copies
    before = _counts(db_path)

    assert await storage_tool(["copy", str(db_path), postgres_url]) == 0
    printed = capsys.readouterr().out
    assert f"matches: {before['matches']} rows" in printed
    assert f"{before['matches']} matches replayed to their stored positions" in printed
    with pytest.raises(CopyError, match="not empty"):  # never into a database in use
        await copy_database(str(db_path), postgres_url)

    # The bot on the copy: the tournament's result is there and the running match goes on.
    bot = make_bot(postgres_url, seed=500)  # type: ignore[arg-type]
    await world.env.restart_bot(bot)
    try:
        status = await world.bob.slash(channel, "tournament status")
        assert journey.NAME in said(status) and f"<@{night.champion}>" in said(status)
        await world.bob.send_dm("b a1 w a2")
        await world.env.advance_time(60)
        assert "round 1 revealed" in texts(world) or "round 1 revealed" in str(
            [m.content for m in thread.history()]
        )
        assert (await world.match(match_id)).round == 2
    finally:
        await close_bot(bot)

    back = tmp_path / "back.sqlite3"  # and back to a new SQLite file
    assert await storage_tool(["copy", postgres_url, f"sqlite:///{back}"]) == 0
    after = _counts(back)
    assert after["tournaments"] == before["tournaments"] == 1
    assert after["matches"] == before["matches"]
    assert after["moves"] == before["moves"] + 2  # the round played on PostgreSQL
    assert after["outbox"] > before["outbox"]
