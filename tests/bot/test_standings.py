"""/leaderboard, /profile and /games (issue 14) after real matches, and their bad input."""

from __future__ import annotations

from bot.cogs.common.words import count
from bot.cogs.matches.standings import chart_alt
from tests.bot.conftest import PNG, World, confirmed, said, start_match


async def finish(world: World, loser_seat: int) -> int:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    await confirmed(world.member(view.players[loser_seat]), thread, "resign")
    await world.env.advance_time(5)  # /play's cooldown before the next challenge
    return match_id


async def test_leaderboard_profile_and_games(world: World) -> None:
    first = await finish(world, 1)
    await finish(world, 0)
    board = await world.alice.slash(world.channel, "leaderboard", game="meter")
    assert board.ephemeral and "2 of 2 rated players" in said(board)
    [image] = board.response.attachments  # type: ignore[union-attr]
    assert (await image.read()).startswith(PNG) and "1. " in (image.description or "")
    profile = await world.carol.slash(world.channel, "profile", player=world.alice)
    text = said(profile)
    assert "Meter: **" in text and "(provisional)" in text and "2 rated games" in text
    assert f"#{first} Meter" in text
    [chart] = profile.response.attachments  # type: ignore[union-attr]
    assert (await chart.read()).startswith(PNG)
    games = said(await world.bob.slash(world.channel, "games", game="meter"))
    assert f"#{first} Meter" in games and "/history match:N" in games


async def test_bad_input(world: World) -> None:
    nobody = said(await world.alice.slash(world.channel, "leaderboard", game="meuda"))
    assert "Nobody has played a rated game of Meuda" in nobody
    # /play has one subcommand per game (issue 24): the suggestion is a command that exists.
    assert "`/play meuda`" in nobody and "game:" not in nobody
    stranger = said(await world.alice.slash(world.channel, "profile", player=world.carol))
    assert "has not finished a game on this server" in stranger
    bot_member = world.guild.add_member(world.env.create_user("robot", bot=True))
    robot = said(await world.alice.slash(world.channel, "profile", player=bot_member))
    assert "is a bot" in robot
    none = said(await world.alice.slash(world.channel, "games"))
    assert "no finished games" in none


async def test_one_game_reads_in_the_singular_and_the_chart_says_which_way(world: World) -> None:
    """Issue 24: "1 rated games" and an alt text that read as a rise whatever happened."""
    match_id = await finish(world, 1)
    view = await world.match(match_id)
    winner, loser = (world.member(view.players[seat]) for seat in (0, 1))
    for player, way in ((winner, "rose by"), (loser, "fell by")):
        profile = await world.alice.slash(world.channel, "profile", player=player)
        text = said(profile)
        assert "· 1 rated game ·" in text and "1 rated games" not in text
        [chart] = profile.response.attachments  # type: ignore[union-attr]
        alt = chart.description or ""
        assert f"over 1 game: {way} " in alt, alt
    board = said(await world.alice.slash(world.channel, "leaderboard", game="meter"))
    assert "2 of 2 rated players" in board


def test_counts_and_chart_words() -> None:
    assert count(1, "rated game") == "1 rated game"
    assert count(0, "rated game") == "0 rated games"
    assert count(2, "match", "matches") == "2 matches"
    assert chart_alt("A: Meter rating", (1500, 1516)).startswith(
        "A: Meter rating over 1 game: rose by 16 from 1500 to 1516"
    )
    assert "fell by 30 from 1530 to 1500 (lowest 1500, highest 1540)" in chart_alt(
        "t", (1530, 1540, 1500)
    )
    assert "over 2 games: unchanged at 1500" in chart_alt("t", (1500, 1510, 1500))
