"""The words drawn in the pictures of ``/leaderboard`` and of tournaments speak the reader's
language (issue 24 item 2): the leaderboard's column heads in the asker's, the bracket, the
overview, the standings and the final places in the server's; none wider than its column."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.cogs.common.language import Words
from bot.cogs.matches.standings import leaderboard_heads
from bot.engine.tournaments.core import tournament as T
from render import text
from render.ratings import HEADS, LeaderboardView, LeaderRow, overflowing_heads, render_leaderboard
from tests.bot.conftest import World, bot_messages
from tests.bot.journey import started
from tests.bot.locales import english_words, hangul, japanese, speaking

SCRIPTS = {"ko": hangul, "ja": japanese}


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
def test_the_leaderboard_heads_are_the_readers_and_fit_their_columns(code: str) -> None:
    heads = leaderboard_heads(Words(code))
    assert not overflowing_heads(heads), heads
    if code == "en":
        assert heads == HEADS
        return
    assert heads[0] == "#" and all(SCRIPTS[code](h) for h in heads[1:]), heads
    assert not english_words(" ".join(heads))
    rows = tuple(LeaderRow(n, "名" * 32, 1500 - n, 10 * n, 5 - n, n == 3) for n in range(1, 6))
    view = LeaderboardView("Meter", rows, subtitle="5", heads=heads)
    english = LeaderboardView("Meter", rows, subtitle="5")
    assert render_leaderboard(view) != render_leaderboard(english)


def test_a_head_too_wide_is_found() -> None:
    assert overflowing_heads(("#", "Player", "R" * 40, "Games", "Trend")) == ("R" * 40,)


# ---- the tournament pictures -------------------------------------------------------------------

KOREAN_PLAYERS = ["김민수", "이서연", "박지훈", "최지우", "정하은", "강시우", "윤서준", "한유진"]


def _field(n: int) -> list[tuple[int, str]]:
    return [(10**18 + i, f"{KOREAN_PLAYERS[i % 8]}{i}") for i in range(n)]


def tournaments() -> dict[str, Any]:
    """Every kind of picture's tournament: a small bracket under way with a bye and a forfeit,
    a finished double elimination, a 32-player bracket (overview and pages), a Swiss with a
    dropped player, a round robin decided by a play-off, a third-place match."""
    from bot.engine.tournaments.core.game_choice import fixed
    from bot.engine.tournaments.core.model import Format, Playoff, Result
    from bot.engine.tournaments.core.settings import Settings
    from tests.render.test_tournament_images import _play

    single = T.start(Settings(fixed("meter"), format=Format.SINGLE, best_of=3), _field(6))
    single = _play(T.record(single, "W1.2", Result.win(1, forfeit=True)), random.Random(1), 2)
    double = _play(
        T.start(Settings(fixed("meuda"), format=Format.DOUBLE), _field(8)), random.Random(7), 100
    )
    big = _play(
        T.start(Settings(fixed("meter"), format=Format.DOUBLE), _field(32)), random.Random(8), 20
    )
    swiss = T.start(Settings(fixed("interleave"), format=Format.SWISS, rounds=4), _field(11))
    swiss = _play(T.drop(_play(swiss, random.Random(3), 14), 5), random.Random(4), 100)
    swiss_running = _play(
        T.start(Settings(fixed("meter"), format=Format.SWISS, rounds=4), _field(9)),
        random.Random(2),
        6,
    )
    robin = T.start(
        Settings(fixed("meter"), format=Format.ROUND_ROBIN, playoff=Playoff.POINTS), _field(4)
    )
    while ready := [p for p in T.ready(robin) if p.key != T.PLAYOFF]:
        robin = T.record(robin, ready[0].key, Result.win(0))
    robin = T.record(robin, T.PLAYOFF, Result.win(1))
    third = T.start(Settings(fixed("meter"), format=Format.SINGLE, third_place=True), _field(8))
    third = _play(third, random.Random(8), 100)
    return {
        "single": single,
        "double": double,
        "big": big,
        "swiss": swiss,
        "swiss-running": swiss_running,
        "robin": robin,
        "third": third,
    }


def every_picture(t: Any, title: str, words: Words) -> list[Any]:
    from bot.cogs.tournaments.final_images import champion_pictures, whole_final_picture
    from bot.cogs.tournaments.images import pictures

    made = pictures(t, title, words=words)
    if T.finished(t):
        made += champion_pictures(t, title, words=words)
        made.append(whole_final_picture(t, title, words=words))
    return made


class Drawn:
    """Every line of text the pictures draw, with its size and room (``render.text``)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.lines: list[tuple[str, int, int]] = []
        real = text.draw_line

        def draw_line(
            image: Any, xy: Any, line: str, *, size: int, max_width: int, **kw: Any
        ) -> int:
            self.lines.append((line, size, max_width))
            return real(image, xy, line, size=size, max_width=max_width, **kw)

        monkeypatch.setattr(text, "draw_line", draw_line)

    def cut(self) -> list[str]:
        """The lines wider than their room (drawn cut with …), players' names left out."""
        return [
            line
            for line, size, room in self.lines
            if text.width_of(line, size) > room and not any(p in line for p in KOREAN_PLAYERS)
        ]


@pytest.mark.parametrize("code", ["ko", "ja"])
def test_every_tournament_picture_speaks_the_servers_language_and_nothing_is_cut(
    code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The column heads, round names, subtitles, notes, progress and champion lines are in
    the language, drawn in the CJK font and none cut; every alt text is in the language."""
    words, script = Words(code), SCRIPTS[code]
    drawn = Drawn(monkeypatch)
    title = "데스매치" if code == "ko" else "デスマッチ"
    for name, t in tournaments().items():
        for made in every_picture(t, title, words):
            alt = made.alt
            for player in KOREAN_PLAYERS:
                alt = alt.replace(player, " ")
            assert script(alt.replace(title, " ")), (name, made.alt)
            assert not english_words(alt), (name, made.alt)
            assert len(made.alt) <= 1000 or made.alt[:1000]
    assert not drawn.cut(), drawn.cut()
    shown = [line for line, _, _ in drawn.lines if not any(p in line for p in KOREAN_PLAYERS)]
    leftovers = sorted({w for line in shown for w in english_words(line)} - TIE_BREAK_CODES)
    assert not leftovers, leftovers
    assert any(script(line) for line in shown)


TIE_BREAK_CODES = {"WIN"}  # tie-break heads are FIDE's acronyms in every language


def test_english_is_the_default_and_unchanged() -> None:
    """The web page's and the English server's pictures: the words they always had."""
    from bot.cogs.tournaments.final_images import places_view
    from bot.cogs.tournaments.images import bracket_view, overview_view, standings_view

    found = tournaments()
    single = bracket_view(found["single"], "Cup")
    assert single.subtitle == "6 players · single elimination"
    assert single.round_titles == ("Quarter-finals", "Semi-finals", "Final")
    notes = {e.note for r in single.rounds for b in r for e in (b.top, b.bottom)}
    assert "bye" in notes
    assert bracket_view(found["single"], "Cup", Words("ko")).round_titles == (
        "8강",
        "준결승",
        "결승",
    )
    standings = standings_view(found["swiss"], "Cup")
    assert standings.subtitle == "Final standings after 4 rounds"
    assert (standings.seed_title, standings.points_title, standings.record_title) == (
        "Seed",
        "Pts",
        "W-D-L",
    )
    assert any(r.note == "dropped" for r in standings.rows)
    running = standings_view(found["swiss-running"], "Cup").subtitle
    assert running.startswith("After round ") and running.endswith(" of 4")
    overview = overview_view(found["big"], "Cup")
    assert overview.subtitle.startswith("32 players · double elimination · ")
    places = places_view(found["robin"], "Cup")
    assert places.rows[0].detail.endswith(", won play-off")
    assert (places.record_title, places.detail_title) == ("W-D-L", "Points")
    third = places_view(found["third"], "Cup")
    assert third.rows[0].detail == "Champion" and "3rd-place match, won" in {
        r.detail for r in third.rows
    }


async def test_a_japanese_servers_picture_message_and_a_korean_readers_status(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The channel's picture message (a public post) is drawn in the server's language; the
    pictures of ``/tournament status`` (a private answer) in the asker's."""
    world.env.backend.edit_guild(world.guild.id, {"preferred_locale": "ja"})
    await world.env.settle()
    await started(world, 8, name="Night")
    [message] = [m for m in bot_messages(world.channel, world.env) if m.content.startswith("📊")]
    assert message.attachments
    for attachment in message.attachments:
        alt = re.sub(r"Night\d*", " ", attachment.description or "")
        assert japanese(alt) and not english_words(alt), alt
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        status = await world.carol.slash(world.channel, "tournament status")
    answer = status.followups[-1] if status.followups else status.response
    assert answer is not None and answer.attachments
    for attachment in answer.attachments:
        alt = re.sub(r"Night\d*", " ", attachment.description or "")
        assert hangul(alt) and not english_words(alt), alt
