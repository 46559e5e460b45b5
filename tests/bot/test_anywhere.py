"""Play without a server: the app installed to a player's own account, in a group DM (through
the shim in ``tests/bot/private_channels.py``) and in the player's DM with the bot. Every board
is the public answer to a player's own command or button; nothing is posted otherwise."""

from __future__ import annotations

import random
from typing import Any

import pytest
import simcord

import rules
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.engine.matches import computer
from bot.engine.model import MatchStatus
from tests.bot.conftest import PNG, World, all_visible_text, images, said
from tests.bot.locales import speaking
from tests.bot.private_channels import GroupDm, UserInstallRefused, group_dm, user_installed_here
from tests.bot.test_submit_button import picked

MAX_PLIES = 300


def public_answers(result: simcord.InteractionResult) -> list[Any]:
    """The answers to an interaction that everyone in the channel sees (a button's deferred
    update shows the pressed message as its response: that one is not an answer)."""
    answers = list(result.followups)
    if result.response is not None and not result.deferred:
        answers.insert(0, result.response)
    return [m for m in answers if not m.ephemeral]


def last_board(result: simcord.InteractionResult) -> Any:
    boards = [m for m in public_answers(result) if images(m)]
    assert boards, f"no public board answered: {said(result)!r}"
    return boards[-1]


def button_ids(message: Any) -> list[str]:
    """The custom ids of an answer's buttons (simcord keeps an answer's rows as JSON)."""
    found = []
    for row in message.components:
        items = row["components"] if isinstance(row, dict) else getattr(row, "children", [])
        for item in items:
            custom_id = item.get("custom_id") if isinstance(item, dict) else item.custom_id
            found.append(custom_id or "")
    return found


def button_id(message: Any, ending: str) -> str | None:
    return next((c for c in button_ids(message) if c.endswith(ending)), None)


async def challenge_in(
    dm: GroupDm, game: str, by: simcord.MemberActor, opponent: simcord.MemberActor, **options: Any
) -> Any:
    result = await by.slash(dm.channel, f"play {game}", opponent=opponent, **options)
    assert "is posted" in said(result), said(result)
    [card] = public_answers(result)
    assert "Challenge #" in card.content and card.components
    return card


async def test_a_meter_match_in_a_group_dm_every_board_an_answer(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob, world.carol)) as dm:
        alice, bob, _ = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        accepted = await bob.click(card, label="Accept")
        board = last_board(accepted)
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        view = await world.match(match_id)
        assert view.answered and view.guild_id == dm.channel.id
        rng = random.Random("meter in a group dm")
        clicked = 0
        for _ in range(MAX_PLIES):
            view = await world.match(match_id)
            if view.status is not MatchStatus.ACTIVE:
                break
            [actor] = [m for m in dm.members if m.id == view.to_act[0]]
            choices = await actor.autocomplete(dm.channel, "move", "move", "")
            move = rng.choice([c["value"] for c in choices])
            if view.ply == 1:  # the pie: take the first stone's colour with its button
                move = "swap"
            custom_id = button_id(board, f":{move}")
            if custom_id is not None:
                result = await actor.click(board, custom_id=custom_id)
                clicked += 1
            else:
                result = await actor.slash(dm.channel, "move", move=move)
            assert f"`{move}`" in said(result), said(result)
            board = last_board(result)
            [picture] = images(board)
            assert (await picture.read()).startswith(PNG)
        else:
            raise AssertionError("the match did not end")
        assert view.status is MatchStatus.FINISHED
        assert "Over:" in board.content
        assert clicked, "the pie's Swap button was pressed on an answer"
        assert button_id(board, ":rm:" + str(match_id)) or button_ids(board)
        # Nothing but answers: the outbox wrote no row for this match, the bot posted nothing.
        async with world.arena.store.read() as uow:
            assert await uow.outbox_items(match_id=match_id) == []
        posts = [r for r in world.env.http_requests if r.method == "POST"]
        assert not [r for r in posts if r.path == f"/channels/{dm.channel.id}/messages"]


async def test_a_game_against_the_computer_in_the_bots_dm(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the player's DM with the bot: the answer to each move shows the computer thinking;
    **Show the board** after its pause shows its move; to the end."""
    monkeypatch.setattr(computer, "DELAY_SECONDS", (6.0, 8.0))  # past simcord's settle window
    alice = world.alice.user
    started = await alice.slash("play meridians", computer="random", size=5, pie=True)
    assert "against the computer" in said(started), said(started)
    board = last_board(started)
    match_id = int(board.content.split("Match #")[1].split(" ")[0])
    assert (await world.match(match_id)).answered
    rng = random.Random("the computer in a DM")
    thinking = shown = 0
    for _ in range(MAX_PLIES):
        view = await world.match(match_id)
        if view.status is not MatchStatus.ACTIVE:
            break
        if alice.id in view.to_act:
            game = rules.get_game(view.game_id)
            move = game.random_move(view.state, view.players.index(alice.id), rng)
            result = await alice.slash("move", move=move)
            assert f"`{move}`" in said(result), said(result)
            board = last_board(result)
            thinking += "The computer is thinking" in board.content
        else:
            await world.env.advance_time(10)  # the computer's pause
            custom_id = button_id(board, f"arena:sh:{match_id}")
            assert custom_id is not None, board.content
            board = last_board(await alice.click(board, custom_id=custom_id))
            shown += 1
    else:
        raise AssertionError("the match did not end")
    assert "Over:" in board.content and thinking and shown
    async with world.arena.store.read() as uow:
        assert await uow.outbox_items(match_id=match_id) == []


async def submit(
    actor: simcord.MemberActor, board: Any, move: str, *, lock: bool
) -> simcord.InteractionResult:
    """The form behind **Submit my move** on ``board``, its selects set to ``move``."""
    custom_id = next(c for c in button_ids(board) if ":sb:" in c)
    shown = await actor.click(board, custom_id=custom_id)
    assert shown.modal is not None, said(shown)
    return await actor.submit_modal(shown, picked(move, lock=lock))


async def play_to_the_end(
    world: World, dm: GroupDm, match_id: int, board: Any, seed: str
) -> tuple[Any, int]:
    """Both players play random legal moves in the group DM, each on the board the previous
    press answered with: ``/move`` (or a word move's button) in turns, the form with a lock-in
    in Thwart Omega rounds. The last board and how many public boards answered."""
    rng = random.Random(seed)
    for boards in range(MAX_PLIES):
        view = await world.match(match_id)
        if view.status is not MatchStatus.ACTIVE:
            return board, boards
        game = rules.get_game(view.game_id)
        if game.simultaneous:
            for player in [m for m in dm.members if m.id in view.players]:
                move = game.random_move(view.state, view.players.index(player.id), rng)
                result = await submit(player, board, move, lock=True)
                assert said(result), "a sealed move gets a private receipt"
        else:
            [actor] = [m for m in dm.members if m.id == rng.choice(view.to_act)]
            move = game.random_move(view.state, view.players.index(actor.id), rng)
            custom_id = button_id(board, f":{move}")
            if custom_id is not None:
                result = await actor.click(board, custom_id=custom_id)
            else:
                result = await actor.slash(dm.channel, "move", move=move)
        board = last_board(result)
        assert len(board.content) <= MESSAGE_CHARS
        [picture] = images(board)
        assert (await picture.read()).startswith(PNG) and picture.description
    raise AssertionError(f"match {match_id} did not end within {MAX_PLIES} presses")


async def test_thwart_omega_in_a_group_dm_sealed_moves_private_reveal_answers_the_last_lock_in(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob, world.carol)) as dm:
        alice, bob, carol = dm.members
        card = await challenge_in(dm, "thwart-omega", alice, bob, tiebreak="draw")
        board = last_board(await bob.click(card, label="Accept"))
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        assert "Round 1" in board.content
        # alice seals a move: a private answer (with its Lock in button), nothing public.
        before = len(dm.channel.history())
        sealed = await submit(alice, board, "b c3 w e5", lock=False)
        assert sealed.ephemeral and "I recorded `b c3 w e5`" in said(sealed)
        assert not public_answers(sealed), "a sealed move is answered privately only"
        for viewer in (bob, carol):
            assert "c3" not in all_visible_text(dm.channel, viewer)
        # carol, not a player, gets no form.
        refused = await carol.click(board, custom_id=button_id(board, f":sb:{match_id}:0") or "")
        assert refused.modal is None and "Only the two players" in said(refused)
        # bob locks in, then alice locks in with her receipt's button: her answer is the reveal.
        locked = await submit(bob, board, "b a1 w a2", lock=True)
        assert "locked" in said(locked) and not public_answers(locked)
        answers = [m for m in (sealed.response, *sealed.followups) if m is not None]
        receipt = next(m for m in answers if m.ephemeral and button_ids(m))
        lock_id = next(c for c in button_ids(receipt) if ":lk:" in c)
        revealed = await alice.click(receipt, custom_id=lock_id)
        reveal = last_board(revealed)
        assert "`b c3 w e5`" in reveal.content and "`b a1 w a2`" in reveal.content
        assert "Round 2" in reveal.content
        assert len(dm.channel.history()) > before
        # Round 2: nobody moves; when its time is up, Show the board shows the reveal.
        await world.env.advance_time(61)
        shown = last_board(
            await carol.click(reveal, custom_id=button_id(reveal, ":sh:" + str(match_id)) or "")
        )
        assert "Round 3" in shown.content and "(random)" in shown.content
        # Play it out: both lock in random moves each round through the form.
        rng = random.Random("thwart in a group dm")
        board = shown
        for _ in range(MAX_PLIES):
            view = await world.match(match_id)
            if view.status is not MatchStatus.ACTIVE:
                break
            game = rules.get_game(view.game_id)
            for player in (alice, bob):
                move = game.random_move(view.state, view.players.index(player.id), rng)
                result = await submit(player, board, move, lock=True)
            board = last_board(result)
        else:
            raise AssertionError("the match did not end")
        assert "Over:" in board.content
        async with world.arena.store.read() as uow:
            assert await uow.outbox_items(match_id=match_id) == []


GAMES: list[tuple[str, dict[str, Any]]] = [
    ("meter", {"size": 3}),
    ("interleave", {"size": 3}),
    ("thwart-omega", {"tiebreak": "draw"}),
    ("meridians", {"size": 5, "pie": True}),
    ("meuda", {"size": 4}),
]


async def test_a_journey_through_all_five_games_in_one_group_dm(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 24's "done when": a whole game of each of the five, in a group DM under the
    user-installed app; ratings count as on a server (in the group DM's own ladder)."""
    with group_dm(world.env, monkeypatch, (world.alice, world.bob, world.carol)) as dm:
        alice, bob, carol = dm.members
        players = [(alice, bob), (bob, carol), (carol, alice), (alice, bob), (bob, carol)]
        for (game, options), (challenger, opponent) in zip(GAMES, players, strict=True):
            await world.env.advance_time(6)  # a player's challenges are 5 s apart
            card = await challenge_in(dm, game, challenger, opponent, **options)
            board = last_board(await opponent.click(card, label="Accept"))
            match_id = int(board.content.split("Match #")[1].split(" ")[0])
            last, boards = await play_to_the_end(world, dm, match_id, board, game)
            view = await world.match(match_id)
            assert view.status is MatchStatus.FINISHED and view.result is not None, game
            assert view.answered and view.guild_id == dm.channel.id
            assert "Over:" in last.content and boards >= 2, game
            async with world.arena.store.read() as uow:
                assert await uow.outbox_items(match_id=match_id) == [], game
        # Every message of the bot there is an answer to a player's press: it never posted.
        posts = [r for r in world.env.http_requests if r.method == "POST"]
        assert not [r for r in posts if r.path == f"/channels/{dm.channel.id}/messages"]
        assert dm.bot_messages(world.env)
        # Rated as on a server: alice played three games (two of them as a pair with bob).
        profile = await world.arena.service.profile(dm.channel.id, alice.id)
        assert sum(r.games for r in profile.ratings) == 3
        assert {r.game_id for r in profile.ratings} == {"meter", "thwart-omega", "meridians"}


# ---- bad input -----------------------------------------------------------------------------------


async def test_the_servers_commands_are_not_offered_in_a_group_dm_or_the_bots_dm(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob)) as dm:
        alice, _ = dm.members
        for command, options in (("leaderboard", {"game": "meter"}), ("profile", {})):
            with pytest.raises(UserInstallRefused):
                await alice.slash(dm.channel, command, **options)
    with pytest.raises(simcord.SetupError, match="not visible"):
        await world.alice.user.slash("leaderboard", game="meter")


async def test_a_third_person_in_the_group_dm_cannot_play_a_players_button(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob, world.carol)) as dm:
        alice, bob, carol = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        # carol cannot accept a challenge made to bob.
        taken = await carol.click(card, label="Accept")
        assert "for another player" in said(taken) and not public_answers(taken)
        board = last_board(await bob.click(card, label="Accept"))
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        view = await world.match(match_id)
        first = next(m for m in dm.members if m.id == view.to_act[0])
        board = last_board(await first.slash(dm.channel, "move", move="c3"))
        swap = button_id(board, ":swap")
        assert swap is not None
        pressed = await carol.click(board, custom_id=swap)
        assert "You are not playing in match" in said(pressed)
        assert not public_answers(pressed), "a refused press shows nothing to the others"
        assert (await world.match(match_id)).ply == 1
        # carol's /move there finds no match of hers.
        moved = await carol.slash(dm.channel, "move", move="a1")
        assert moved.ephemeral and "no active match" in said(moved)


async def test_a_stale_button_long_after_its_token_expired_answers_with_the_current_board(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every press is a new interaction with a fresh token, so a board answered 20 minutes
    ago still works: its old Swap button says it is stale and shows the board as it is now."""
    with group_dm(world.env, monkeypatch, (world.alice, world.bob)) as dm:
        alice, bob = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        board = last_board(await bob.click(card, label="Accept"))
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        view = await world.match(match_id)
        first, second = (
            next(m for m in dm.members if m.id == p)
            for p in view.to_act + tuple(p for p in view.players if p not in view.to_act)
        )
        old = last_board(await first.slash(dm.channel, "move", move="c3"))
        swap = button_id(old, ":swap")
        assert swap is not None
        await second.slash(dm.channel, "move", move="a1")  # the position moves on
        await world.env.advance_time(20 * 60)  # past the 15 minutes of any earlier token
        pressed = await second.click(old, custom_id=swap)
        assert "older board" in said(pressed)
        now = last_board(pressed)
        assert "Last: 2." in now.content and (await world.match(match_id)).ply == 2
        # Show the board, pressed on the first answer of the match, shows it too.
        shown = last_board(await alice.click(board, custom_id=f"arena:sh:{match_id}"))
        assert "Last: 2." in shown.content


async def test_a_server_that_has_not_installed_the_bot_plays_by_answers_too(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A member who installed the app to their account plays in a server that did not add it:
    no thread, no post; the boards are answers; the ratings count in that server."""
    with user_installed_here(world.env, monkeypatch, world.channel):
        place = GroupDm(world.channel, (world.alice, world.bob))
        card = await challenge_in(place, "meter", world.alice, world.bob, size=3)
        board = last_board(await world.bob.click(card, label="Accept"))
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        last, _ = await play_to_the_end(world, place, match_id, board, "a server without it")
        assert "Over:" in last.content
    view = await world.match(match_id)
    assert view.answered and view.guild_id == world.guild.id and view.thread_id is None
    assert not world.channel.threads
    posts = [r for r in world.env.http_requests if r.method == "POST"]
    assert not [r for r in posts if r.path == f"/channels/{world.channel.id}/messages"]
    profile = await world.arena.service.profile(world.guild.id, world.alice.id)
    assert [r.game_id for r in profile.ratings] == ["meter"]


async def test_a_korean_player_reads_the_answers_in_korean_and_a_rematch_is_an_answer_too(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with (
        speaking(monkeypatch, {world.bob.id: "ko"}),
        group_dm(world.env, monkeypatch, (world.alice, world.bob)) as dm,
    ):
        alice, bob = dm.members
        card = await challenge_in(dm, "meter", alice, bob, size=3)
        board = last_board(await bob.click(card, label="Accept"))
        assert "차례입니다" in board.content, board.content
        # The status line is the presser's language too: "대국 #1 · Meter".
        assert button_id(board, ":sh:" + board.content.split("대국 #")[1].split(" ")[0])
        labels = [item["label"] for row in board.components for item in row["components"]]
        assert "판 보기" in labels
        match_id = int(board.content.split("대국 #")[1].split(" ")[0])
        resigned = await confirmed_in(alice, dm, "resign")
        final = last_board(resigned)
        assert "Over:" in final.content
        rematch = button_id(final, f"arena:rm:{match_id}")
        assert rematch is not None
        asked = await alice.click(final, custom_id=rematch)
        [again] = public_answers(asked)
        assert "rematch of match" in again.content and button_id(again, ":accept")


async def confirmed_in(
    actor: simcord.MemberActor, dm: GroupDm, command: str
) -> simcord.InteractionResult:
    """``/resign`` and its confirm button, in the group DM."""
    asked = await actor.slash(dm.channel, command)
    assert asked.response is not None and asked.response.ephemeral
    return await actor.click(asked.response, label="Resign")


async def test_a_draw_offered_and_accepted_in_a_group_dm(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    with group_dm(world.env, monkeypatch, (world.alice, world.bob)) as dm:
        alice, bob = dm.members
        card = await challenge_in(dm, "meuda", alice, bob, size=4)
        board = last_board(await bob.click(card, label="Accept"))
        match_id = int(board.content.split("Match #")[1].split(" ")[0])
        offered = await alice.slash(dm.channel, "draw")
        assert "Your proposal" in said(offered)
        board = last_board(offered)
        assert "proposes a result" in board.content
        accept = button_id(board, ":accept")
        assert accept is not None
        refused = await alice.click(board, custom_id=accept)  # not her own offer
        assert not public_answers(refused) or "Over:" not in last_board(refused).content
        done = last_board(await bob.click(board, custom_id=accept))
        assert "Over:" in done.content and "no winner" in done.content
        assert (await world.match(match_id)).status is MatchStatus.FINISHED
