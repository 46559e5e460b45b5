"""Bad input on every command gets a private sentence and changes nothing: the wrong channel,
not your match, not your turn, a finished match, garbage moves, bad options, a button pressed
twice, two players pressing at once."""

from __future__ import annotations

from typing import Any

import pytest
import simcord

import rules
from bot.cogs.common.game_options.checks import checked_options
from bot.cogs.common.replies import Problem
from bot.cogs.matches.challenges import chosen_seat, chosen_timing
from bot.engine.model import MatchStatus, Timing
from tests.bot.conftest import (
    World,
    bot_messages,
    buttons_of,
    challenge,
    confirmed,
    last_bot_message,
    note,
    said,
    shown,
    start_match,
)
from tests.bot.simultaneous import custom_id_of, emit_click, emit_slash


def private(result: simcord.InteractionResult) -> str:
    assert result.ephemeral, "refusals are private"
    return said(result)


async def meter_match(
    world: World,
) -> tuple[int, simcord.ChannelHandle, simcord.MemberActor, simcord.MemberActor]:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    return match_id, thread, world.member(view.players[0]), world.member(view.players[1])


async def test_wrong_channel_and_no_match(world: World) -> None:
    match_id, thread, black, _ = await meter_match(world)
    text = private(await black.slash(world.channel, "move", move="a1"))
    assert f"Match #{match_id} is played in <#{thread.id}>" in text
    other = world.guild.create_text_channel("elsewhere")
    text = private(await black.slash(other, "move", move="a1"))
    assert "no match in this channel" in text and f"#{match_id}" in text
    text = private(await world.carol.slash(other, "move", move="a1"))
    assert "no active match in this channel" in text
    text = private(await black.slash(other, "move", move="a1", match=match_id))
    assert "is played in" in text
    text = private(await black.slash(thread, "move", move="a1", match=999))
    assert "There is no match #999" in text
    assert (await world.match(match_id)).ply == 0


async def test_not_your_match_and_not_your_turn(world: World) -> None:
    match_id, thread, _black, white = await meter_match(world)
    text = private(await world.carol.slash(thread, "move", move="a1"))
    assert f"You are not playing in match #{match_id}" in text
    text = private(await white.slash(thread, "move", move="a1"))
    assert "not your turn" in text.lower()
    assert await world.carol.autocomplete(thread, "move", "move", "") == []
    assert await white.autocomplete(thread, "move", "move", "") == []
    for command in ("resign", "draw", "pass", "done"):
        text = private(await world.carol.slash(thread, command))
        assert "not playing" in text, command
    assert (await world.match(match_id)).ply == 0


@pytest.mark.parametrize(
    ("move", "expected"),
    [
        ("zz99", "Could not read"),
        ("f1", "Could not read"),  # size 3 has no row f
        ("   ", "empty"),
        ("x" * 250, "too long"),
        ("a1 a2", "Could not read"),
        ("☃", "Could not read"),
        ("swap", "swap"),
    ],
)
async def test_garbage_moves(world: World, move: str, expected: str) -> None:
    match_id, thread, black, _ = await meter_match(world)
    before = len(bot_messages(thread, world.env))
    text = private(await black.slash(thread, "move", move=move))
    assert expected.lower() in text.lower(), text
    assert len(bot_messages(thread, world.env)) == before
    assert (await world.match(match_id)).ply == 0


async def test_words_that_are_no_move_here(world: World) -> None:
    match_id, thread, black, _ = await meter_match(world)
    assert "pass" in private(await black.slash(thread, "pass")).lower()
    assert "done" in private(await black.slash(thread, "done")).lower()
    text = private(await black.slash(thread, "secret", move="b a1 w a2"))
    assert "use `/move`" in text
    text = private(await black.slash(thread, "lock"))
    assert "use `/move`" in text
    assert (await world.match(match_id)).ply == 0


async def test_finished_match(world: World) -> None:
    match_id, thread, black, white = await meter_match(world)
    await black.slash(thread, "move", move="b2")
    text = await confirmed(white, thread, "resign")
    assert f"You resigned match #{match_id}" in text
    assert "is over" in shown(last_bot_message(thread, world.env))
    for actor, command, options in [
        (black, "move", {"move": "a1"}),
        (black, "resign", {}),
        (black, "draw", {}),
        (white, "pass", {}),
    ]:
        text = private(await actor.slash(thread, command, **options))
        assert f"Match #{match_id} is over" in text, (command, text)
    assert await black.autocomplete(thread, "move", "move", "") == []
    board = private(await world.carol.slash(thread, "board"))
    assert "Over:" in board


async def test_bad_play_options(world: World) -> None:
    # Discord itself refuses what the command tree does not allow: ranges, choices, other
    # games' options; such requests never reach the bot.
    refused: list[tuple[str, dict[str, Any]]] = [
        ("play meter", {"size": 99}),
        ("play meridians", {"size": 4}),
        ("play meter", {"mode": "turns"}),
        ("play meuda", {"pie": True}),
        ("play meter", {"round_time": 60}),
        ("play thwart-omega", {"clock": 60}),
        ("play thwart-omega", {"round_time": 2}),
        ("play meter", {"clock": 1}),
        ("play meter", {"colour": "purple"}),
    ]
    for command, options in refused:
        with pytest.raises(simcord.OptionError):
            await world.alice.slash(world.channel, command, **options)
    text = private(await world.alice.slash(world.channel, "play meter", opponent=world.alice))
    assert "cannot challenge yourself" in text
    robot = world.guild.add_member(world.env.create_user("robot", bot=True))
    text = private(await world.alice.slash(world.channel, "play meter", opponent=robot))
    assert "Bots cannot be challenged" in text and "`computer` option" in text
    assert not bot_messages(world.channel, world.env), "no challenge was posted"


def test_play_answers_that_bypass_discord_are_refused() -> None:
    meter = rules.get_game("meter")
    with pytest.raises(Problem, match="pick the `clock` from the list"):
        chosen_timing(meter, Timing(), {"clock": 1})
    with pytest.raises(Problem, match="pick your colour"):
        chosen_seat({"colour": "purple"})
    with pytest.raises(Problem, match="must be a whole number from 3 to 8"):
        checked_options("meter", {"size": 99})


async def test_challenge_buttons_for_the_wrong_people(world: World) -> None:
    message = await challenge(world, "meter", opponent=world.bob)
    assert "for another player" in note(await world.carol.click(message, label="Accept"))
    assert "for another player" in note(await world.carol.click(message, label="Decline"))
    assert "Only the challenger" in note(await world.bob.click(message, label="Withdraw"))
    assert "own challenge" in note(await world.alice.click(message, label="Accept"))
    await world.alice.click(message, label="Withdraw")
    closed = last_bot_message(world.channel, world.env)
    assert "withdrawn" in shown(closed) and not buttons_of(closed)


async def test_a_button_pressed_twice(world: World) -> None:
    match_id, thread, black, white = await meter_match(world)
    await black.slash(thread, "move", move="b2")
    board = last_bot_message(thread, world.env)
    assert "`swap`" in note(await white.click(board, label="Swap colours"))
    # The newer board took the buttons off this one (issue 10), so it cannot be pressed again;
    # two presses at the same moment are the next test.
    [old] = [m for m in thread.history() if m.id == board.id]
    assert not buttons_of(old)
    assert last_bot_message(thread, world.env).id != board.id
    assert (await world.match(match_id)).ply == 2


async def test_two_players_accept_at_once(world: World) -> None:
    message = await challenge(world, "meter")  # open: both may accept
    accept = custom_id_of(message, "Accept")
    first = emit_click(world.env, world.bob, message, accept)
    second = emit_click(world.env, world.carol, message, accept)
    await world.env.settle()
    notes = [note(first), note(second)]
    assert sum("starts" in n for n in notes) == 1, notes
    assert sum("already accepted" in n for n in notes) == 1, notes
    assert len(await world.arena.service.matches_of(world.alice.id)) == 1


async def test_same_button_twice_at_once(world: World) -> None:
    match_id, thread, black, white = await meter_match(world)
    await black.slash(thread, "move", move="b2")
    board = last_bot_message(thread, world.env)
    swap = custom_id_of(board, "Swap colours")
    presses = [emit_click(world.env, white, board, swap) for _ in range(2)]
    await world.env.settle()
    notes = [note(p) for p in presses]
    assert sum("`swap`" in n for n in notes) == 1 and sum("moved on" in n for n in notes) == 1
    assert (await world.match(match_id)).ply == 2


async def test_two_players_place_at_once_in_realtime_interleave(world: World) -> None:
    match_id, thread = await start_match(world, "interleave", size=3)
    view = await world.match(match_id)
    setter, chooser = world.member(view.players[0]), world.member(view.players[1])
    await setter.slash(thread, "move", move="black c3")
    await setter.slash(thread, "move", move="red c5")
    await setter.slash(thread, "done")
    await chooser.click(last_bot_message(thread, world.env), label="Take Black")
    view = await world.match(match_id)
    assert len(view.to_act) == 2, "realtime: both may place"
    results = []
    for user in view.to_act:
        player = world.member(user)
        cell = (await player.autocomplete(thread, "move", "move", ""))[0]["value"]
        results.append(emit_slash(world.env, player, thread, "move", move=cell))
    await world.env.settle()
    texts = [said(r) for r in results]
    assert all(r.ephemeral for r in results)
    played = sum("You played" in t for t in texts)
    assert played >= 1, texts
    after = await world.match(match_id)
    assert after.ply == view.ply + played
    assert await world.arena.service.verify(match_id)


async def test_draw_offer_accept_and_decline(world: World) -> None:
    match_id, thread = await start_match(world, "meuda", size=4)  # Meuda can be drawn (§7)
    view = await world.match(match_id)
    black, white = world.member(view.players[0]), world.member(view.players[1])
    assert "proposal" in private(await black.slash(thread, "draw"))
    offer = last_bot_message(thread, world.env)
    assert "offers a draw" in shown(offer) and white.mention in shown(offer)
    assert "your own proposal" in note(await black.click(offer, label="Accept"))
    await white.click(offer, label="Decline")
    assert "declined" in shown(last_bot_message(thread, world.env))
    assert "no result proposal" in note(await white.click(offer, label="Accept"))
    await black.slash(thread, "draw")
    text = private(await white.slash(thread, "draw"))
    assert "Agreed" in text
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert view.result.reason == "agreement" and view.result.winner is None


async def test_draw_offers_only_where_the_rules_have_them(world: World) -> None:
    match_id, thread, black, _ = await meter_match(world)
    text = private(await black.slash(thread, "draw"))
    assert "Meter cannot be drawn (RULES.md §6" in text and "/resign" in text
    text = private(await black.slash(thread, "draw", result="i-win"))
    assert "Meridians' counting end" in text
    assert (await world.match(match_id)).offer is None
    assert "offers" not in shown(last_bot_message(thread, world.env))


async def test_managers_abort_any_time(world: World) -> None:
    match_id, thread, black, _ = await meter_match(world)
    assert "You played" in private(await black.slash(thread, "move", move="a1"))
    refused = await confirmed(black, thread, "abort")
    assert "can no longer be aborted" in refused
    assert "Only the players" in private(await world.carol.slash(thread, "abort", match=match_id))
    text = await confirmed(world.mod, thread, "abort")
    assert f"Match #{match_id} is aborted" in text
    assert "stopped by a moderator" in shown(last_bot_message(thread, world.env))
    assert (await world.match(match_id)).status is MatchStatus.ABORTED
    assert "already over" in private(await world.mod.slash(thread, "abort", match=match_id))
    assert "no match in this channel" in private(await world.mod.slash(world.channel, "abort"))


async def test_players_abort_before_the_first_move_and_resign_always_resigns(
    world: World,
) -> None:
    match_id, thread, black, _ = await meter_match(world)
    assert "is aborted" in await confirmed(black, thread, "abort")
    assert (await world.match(match_id)).status is MatchStatus.ABORTED
    await world.env.advance_time(5)  # /play's cooldown
    match_id, thread, black, _ = await meter_match(world)
    assert "You resigned" in await confirmed(black, thread, "resign")
    view = await world.match(match_id)
    assert view.status is MatchStatus.FINISHED and view.result is not None
    assert view.result.reason == "resignation"


async def test_dm_without_a_match_and_help(world: World) -> None:
    await world.carol.send_dm("hello")
    assert "b c3 w e5" in world.carol.user.dm_channel.history()[-1].content
    await world.carol.send_dm("b a1 w a2")
    assert "no Thwart Omega match" in world.carol.user.dm_channel.history()[-1].content
    await world.carol.send_dm("#7 lock")
    assert "no running Thwart Omega match #7" in world.carol.user.dm_channel.history()[-1].content


async def test_reading_commands(world: World) -> None:
    match_id, thread, black, _ = await meter_match(world)
    await black.slash(thread, "move", move="b2")
    board = await world.carol.slash(thread, "board")  # anyone may watch
    assert board.ephemeral and f"Match #{match_id}" in said(board)
    assert board.response is not None and board.response.attachments
    history = await world.carol.slash(world.channel, "history", match=match_id)
    assert history.ephemeral and "1. " in said(history) and "`b2`" in said(history)
    [record] = history.response.attachments  # type: ignore[union-attr]
    assert record.filename == f"match-{match_id}-meter.txt"
    text = (await record.read()).decode()
    assert "Game: meter" in text and "\n1. 0:b2\n" in text and "Result: *" in text
    text = private(await world.carol.slash(world.channel, "board"))
    assert "no match in this channel that I can show" in text
    mine = private(await black.slash(world.channel, "matches"))
    assert f"#{match_id} Meter" in mine and "waiting for your opponent" in mine
    assert "no running match" in private(await world.carol.slash(world.channel, "matches"))
    rules_reply = await world.carol.slash(world.channel, "rules", game="meuda")
    assert "root" in said(rules_reply)
    files = {a.filename for a in rules_reply.response.attachments}  # type: ignore[union-attr]
    assert files == {"board.png", "meuda-rules.md"}


async def test_autocomplete_filters_and_shows_meuda_n(world: World) -> None:
    match_id, thread = await start_match(world, "meuda", size=4)
    view = await world.match(match_id)
    first, second = world.member(view.players[0]), world.member(view.players[1])
    await first.slash(thread, "move", move="d4")
    await first.slash(thread, "move", move="a1")
    await second.click(last_bot_message(thread, world.env), label="Take White")
    view = await world.match(match_id)
    mover = world.member(view.to_act[0])
    choices = await mover.autocomplete(thread, "move", "move", "")
    assert 0 < len(choices) <= 25
    assert all("root: this turn places" in c["name"] for c in choices)
    filtered = await mover.autocomplete(thread, "move", "move", "G")
    assert filtered and all(c["value"].startswith("g") for c in filtered)


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("move", {"move": "a1"}),
        ("pass", {}),
        ("done", {}),
        ("resign", {}),
        ("draw", {}),
        ("secret", {"move": "b a1 w a2"}),
        ("lock", {}),
    ],
)
async def test_every_acting_command_in_the_wrong_channel(
    world: World, command: str, options: dict[str, Any]
) -> None:
    match_id, _thread, black, _ = await meter_match(world)
    other = world.guild.create_text_channel("elsewhere")
    text = private(await black.slash(other, command, **options))
    assert "no match in this channel" in text and f"#{match_id}" in text
    assert (await world.match(match_id)).ply == 0


async def test_thwart_commands_for_outsiders_and_after_the_end(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega")
    for command, options in (("secret", {"move": "b a1 w a2"}), ("lock", {}), ("secret", {})):
        text = private(await world.carol.slash(thread, command, **options))
        assert "not playing" in text or "no round running for you" in text, (command, text)
    assert "nothing to lock in" in private(await world.alice.slash(thread, "lock"))
    await world.alice.slash(thread, "secret", move="b a1 w a2")
    await confirmed(world.bob, thread, "resign")
    for command, options in (("secret", {"move": "b a3 w a4"}), ("lock", {})):
        text = private(await world.alice.slash(thread, command, **options))
        assert f"Match #{match_id} is over" in text, (command, text)
    await world.alice.send_dm("b a5 w a6")
    assert "no Thwart Omega match" in world.alice.user.dm_channel.history()[-1].content
