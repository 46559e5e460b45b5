"""/leaderboard, /profile and /games (issue 14) after real matches, and their bad input."""

from __future__ import annotations

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
    stranger = said(await world.alice.slash(world.channel, "profile", player=world.carol))
    assert "has not finished a game on this server" in stranger
    bot_member = world.guild.add_member(world.env.create_user("robot", bot=True))
    robot = said(await world.alice.slash(world.channel, "profile", player=bot_member))
    assert "is a bot" in robot
    none = said(await world.alice.slash(world.channel, "games"))
    assert "no finished games" in none
