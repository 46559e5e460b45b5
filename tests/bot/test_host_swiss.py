"""The organiser's Swiss commands through the real command tree (issue 11 items 6 and 8):
``/host pairing`` for a round with no legal pairing (the organiser is pinged in the channel,
chooses, and the choice takes effect), and ``/host late-entry`` into a running Swiss; bad input
is a private sentence and changes nothing."""

from __future__ import annotations

import pytest
import simcord

from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.records import Phase
from bot.engine.tournaments.views import TournamentView
from tests.bot.conftest import World, bot_messages, said
from tests.bot.test_host import created
from tests.bot.test_tournaments import with_button


def person(world: World, user_id: int) -> simcord.MemberActor:
    """A member of the test by id: the world's four, or dave (added by ``swiss_of_four``)."""
    dave: simcord.MemberActor | None = getattr(world, "dave", None)
    return dave if dave is not None and dave.id == user_id else world.member(user_id)


async def swiss_of_four(world: World) -> tuple[int, simcord.MemberActor]:
    """alice, bob, carol and dave in a three-round Swiss of Meter, started; dave too."""
    dave = world.guild.add_member(world.env.create_user("dave"))
    world.dave = dave  # type: ignore[attr-defined]
    tid = await created(world, games="meter", format="swiss", rounds=3, seeding="entry")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob, world.carol, dave):
        await person.click(sign_up, label="Join")
    assert "has started" in said(await world.mod.slash(world.channel, "host start"))
    return tid, dave


async def view_of(world: World, tid: int) -> TournamentView:
    return await world.bot.tournaments.get(tid)


async def decide_round(world: World, tid: int) -> None:
    """The organiser sets every match being played: side a wins."""
    for live in (await view_of(world, tid)).lives:
        winner = person(world, live.users[0])
        answer = said(
            await world.mod.slash(world.channel, "host set-result", match=live.key, winner=winner)
        )
        assert "is set" in answer, answer


def channel_texts(world: World) -> list[str]:
    return [m.content for m in bot_messages(world.channel, world.env)]


async def held_round(world: World) -> tuple[int, tuple[int, int]]:
    """Round 1 decided; the two players not in its first match are dropped during round 2, so
    the two left have met: round 3 cannot be paired without a rematch."""
    tid, _ = await swiss_of_four(world)
    first = (await view_of(world, tid)).lives[0].users
    await decide_round(world, tid)
    for live in (await view_of(world, tid)).lives:
        for user in live.users:
            if user not in first:
                member = person(world, user)
                answer = said(await world.mod.slash(world.channel, "host drop", player=member))
                assert "is out of Cup" in answer, answer
    view = await view_of(world, tid)
    assert view.core is not None and view.core.held == (T.REMATCH,) and not view.lives
    return tid, first


@pytest.mark.parametrize("choice", ["rematch", "second-bye", "end"])
async def test_a_round_with_no_legal_pairing_waits_for_the_organisers_choice(
    world: World, choice: str
) -> None:
    tid, first = await held_round(world)
    [held] = [m for m in bot_messages(world.channel, world.env) if m.content.startswith("⏸️")]
    assert "round 3 cannot be paired without a rematch" in held.content
    assert world.mod.mention in held.content and "`/host pairing`" in held.content
    assert [u.id for u in held.mentions] == [world.mod.id], "the organiser is pinged"
    status = said(await world.alice.slash(world.channel, "tournament status"))
    assert "Round 3 cannot be paired without a rematch" in status

    answer = said(await world.mod.slash(world.channel, "host pairing", choice=choice))
    view = await view_of(world, tid)
    assert view.core is not None
    if choice == "rematch":
        assert answer == "The next round of Cup is paired."
        [live] = view.lives
        assert live.round == 3 and set(live.users) == set(first), "the rematch is played"
        assert any("Round 3 of 3: the pairings" in text for text in channel_texts(world))
    elif choice == "second-bye":
        # Both players left won their round-2 match by forfeit, so neither may have a bye:
        # a second bye alone cannot pair them, and the bot says so.
        assert answer == "Allowed, but the round still needs a rematch: choose again."
        assert view.core.held == (T.REMATCH,) and not view.lives
        again = said(await world.mod.slash(world.channel, "host pairing", choice="rematch"))
        assert again == "The next round of Cup is paired."
        [live] = (await view_of(world, tid)).lives
        assert live.round == 3
    else:
        assert answer == "Cup ends after the rounds played."
        assert view.phase is Phase.FINISHED and view.core.settings.rounds == 2
        assert any(text.startswith("🏆 **Cup** is over!") for text in channel_texts(world))
    log = [e.details for e in await world.bot.tournaments.audit_log(tid) if e.action == "pairing"]
    assert log[0] == f"round 3 (rematch needed): {choice}"
    nothing = said(await world.mod.slash(world.channel, "host pairing", choice="end"))
    assert "waiting for your decision" in nothing or "is over" in nothing


async def test_a_late_entry_joins_a_running_swiss_from_the_next_round(world: World) -> None:
    tid, dave = await swiss_of_four(world)
    erin = world.guild.add_member(world.env.create_user("erin"))
    before = await view_of(world, tid)
    refused: list[tuple[dict[str, object], str]] = [
        ({"player": dave}, "dave is already in this tournament; nothing changed."),
        ({"player": erin, "tournament": 99}, "There is no tournament #99"),
    ]
    for options, words in refused:
        answer = said(await world.mod.slash(world.channel, "host late-entry", **options))
        assert words in answer, answer
    assert (await view_of(world, tid)).core == before.core, "nothing changed"

    answer = said(
        await world.mod.slash(world.channel, "host late-entry", player=erin, start="half")
    )
    assert answer == f"{erin.mention} is in Cup as seed 5, paired from round 2."
    told = next(t for t in channel_texts(world) if t.startswith("➕"))
    assert told == (
        f"➕ {erin.mention} enters **Cup** late (the organiser's decision) as seed 5, paired "
        "from round 2, with ½ points for the 1 round missed."
    )
    twice = said(await world.mod.slash(world.channel, "host late-entry", player=erin))
    assert "erin is already in this tournament" in twice
    view = await view_of(world, tid)
    assert all(erin.id not in live.users for live in view.lives), "not in round 1"
    await decide_round(world, tid)
    view = await view_of(world, tid)
    assert view.core is not None and len(view.core.rounds) == 2
    assert any(erin.id in (live.users) for live in view.lives) or any(
        "Through without a game" in t and erin.mention in t for t in channel_texts(world)
    ), "paired (or given the bye) in round 2"
    row = next(r for r in T.standings(view.core, 1) if r.seed == 5)
    assert row.points == 0.5 and row.played == 0
    actions = [e.action for e in await world.bot.tournaments.audit_log(tid)]
    assert actions.count("late-entry") == 1


async def test_late_entry_is_only_for_a_running_swiss(world: World) -> None:
    erin = world.guild.add_member(world.env.create_user("erin"))
    tid = await created(world, games="meter")
    answer = said(await world.mod.slash(world.channel, "host late-entry", player=erin))
    assert "Cup has not started yet" in answer
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for person in (world.alice, world.bob):
        await person.click(sign_up, label="Join")
    await world.mod.slash(world.channel, "host start")
    answer = said(await world.mod.slash(world.channel, "host late-entry", player=erin))
    assert "Late entry is only possible in a Swiss tournament." in answer
    view = await view_of(world, tid)
    assert view.core is not None and view.core.n == 2


async def test_a_second_bye_pairs_a_round_only_it_can(world: World) -> None:
    """Five players, four rounds; round 1 is won by side b of each match, then seeds 5 (who had
    the bye) and 2 drop during round 2: of the three left, everyone who could have the bye has
    had one or a forfeit win, so round 3 waits; a second bye pairs it."""
    dave = world.guild.add_member(world.env.create_user("dave"))
    erin = world.guild.add_member(world.env.create_user("erin"))
    people = [world.alice, world.bob, world.carol, dave, erin]
    tid = await created(world, games="meter", format="swiss", rounds=4, seeding="entry")
    sign_up = with_button(world, f"arena:tj:{tid}:join")
    for player in people:
        await player.click(sign_up, label="Join")
    await world.mod.slash(world.channel, "host start")
    by_id = {p.id: p for p in people}
    for live in (await view_of(world, tid)).lives:
        await world.mod.slash(
            world.channel, "host set-result", match=live.key, winner=by_id[live.users[1]]
        )
    for leaving in (erin, world.bob):
        assert "is out of Cup" in said(
            await world.mod.slash(world.channel, "host drop", player=leaving)
        )
    view = await view_of(world, tid)
    assert view.core is not None and view.core.held == (T.SECOND_BYE,)
    assert any("round 3 cannot be paired without a second bye" in t for t in channel_texts(world))
    answer = said(await world.mod.slash(world.channel, "host pairing", choice="second-bye"))
    assert answer == "The next round of Cup is paired."
    view = await view_of(world, tid)
    assert view.core is not None and len(view.core.rounds) == 3
    [bye] = [p for p in view.core.rounds[2] if p.b == "bye"]
    again = view.core.entrant(int(bye.a))
    assert again.player in (world.alice.id, world.carol.id, dave.id)
    pairings = next(t for t in channel_texts(world) if "Round 3 of 4: the pairings" in t)
    assert f"Through without a game: <@{again.player}>" in pairings
    assert len(view.lives) == 1


async def test_the_organisers_bad_input_is_a_sentence_and_changes_nothing(world: World) -> None:
    """The issue's bad input on a running event: dropping twice, disqualifying someone not in
    it, a result for a match not in it, and anything after the end."""
    tid, dave = await swiss_of_four(world)
    erin = world.guild.add_member(world.env.create_user("erin"))
    assert "is out of Cup" in said(await world.mod.slash(world.channel, "host drop", player=dave))
    before = await view_of(world, tid)
    cases: list[tuple[str, dict[str, object], str]] = [
        ("host drop", {"player": dave}, "dave has already left the tournament; nothing changed."),
        ("host disqualify", {"player": dave}, "dave has already left the tournament"),
        ("host disqualify", {"player": erin}, "That player is not in Cup."),
        ("host drop", {"player": erin}, "That player is not in Cup."),
        ("host replace", {"player": erin, "substitute": dave}, "That player is not in Cup."),
        ("host set-result", {"match": "R9.9", "winner": world.alice}, "There is no match R9.9"),
        ("host pairing", {"choice": "rematch"}, "No round of Cup is waiting for your decision."),
    ]
    for command, options, words in cases:
        answer = said(await world.mod.slash(world.channel, command, **options))
        assert words in answer, (command, answer)
    after = await view_of(world, tid)
    assert after.core == before.core and after.lives == before.lives, "nothing changed"
    answer = said(await world.mod.slash(world.channel, "host pairing", choice="end"))
    assert "No round of Cup is waiting" in answer
    await decide_round(world, tid)
    while (view := await view_of(world, tid)).phase is Phase.RUNNING:
        await decide_round(world, tid)
    assert view.phase is Phase.FINISHED
    over: list[tuple[str, dict[str, object]]] = [
        ("host drop", {"player": world.alice}),
        ("host disqualify", {"player": world.alice}),
        ("host late-entry", {"player": erin}),
        ("host set-result", {"match": "R1.1", "winner": world.alice}),
    ]
    for command, given in over:
        answer = said(await world.mod.slash(world.channel, command, **given))
        assert answer == "Cup is over.", (command, answer)
    assert (await view_of(world, tid)).core == view.core
