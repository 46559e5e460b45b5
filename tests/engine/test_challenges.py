"""Challenges: direct and open, accept, decline, cancel, expiry, seat assignment."""

from __future__ import annotations

import pytest

from bot.engine.errors import BadRequest, MatchFinished, NotAllowed, NotYourMatch, UnknownChallenge
from bot.engine.games import seats_swapped
from bot.engine.model import Audience, ChallengeStatus, GuildSettings, SeatChoice, Timing
from tests.engine.support import ALICE, BOB, CAROL, CHANNEL, GUILD, Harness


async def _challenge(harness: Harness, opponent: int | None = BOB, **kwargs: object) -> int:
    record = await harness.service.challenge(
        guild_id=GUILD,
        channel_id=CHANNEL,
        challenger_id=ALICE,
        opponent_id=opponent,
        game=str(kwargs.pop("game", "meter")),
        **kwargs,  # type: ignore[arg-type]
    )
    return record.id


async def test_direct_challenge_is_announced_and_accepted(harness: Harness) -> None:
    cid = await _challenge(harness, options={"size": 5})
    notes = [i.notification for i in await harness.outbox()]
    assert [(n.kind, n.audience, n.target_id) for n in notes] == [
        ("challenge-posted", Audience.PUBLIC, CHANNEL),
        ("challenge-received", Audience.PRIVATE, BOB),
    ]
    view = await harness.service.accept(cid, BOB)
    assert set(view.players) == {ALICE, BOB}
    assert view.options["size"] == 5
    record = await harness.service.get_challenge(cid)
    assert record.status is ChallengeStatus.ACCEPTED and record.match_id == view.id
    # The expiry timer is gone with the challenge.
    harness.clock.advance(10 * 3600)
    assert await harness.service.fire_due() == 0
    with pytest.raises(MatchFinished, match="already accepted"):
        await harness.service.accept(cid, BOB)


async def test_open_challenge_anyone_else_may_accept(harness: Harness) -> None:
    cid = await _challenge(harness, opponent=None, game="interleave")
    assert await harness.kinds() == ["challenge-posted"]
    with pytest.raises(BadRequest, match="your own challenge"):
        await harness.service.accept(cid, ALICE)
    with pytest.raises(NotAllowed, match="open to everyone"):
        await harness.service.decline(cid, CAROL)
    view = await harness.service.accept(cid, CAROL)
    assert set(view.players) == {ALICE, CAROL}


async def test_decline_and_cancel(harness: Harness) -> None:
    cid = await _challenge(harness)
    with pytest.raises(NotYourMatch):
        await harness.service.decline(cid, CAROL)
    with pytest.raises(NotYourMatch):
        await harness.service.accept(cid, CAROL)
    declined = await harness.service.decline(cid, BOB)
    assert declined.status is ChallengeStatus.DECLINED
    cid = await _challenge(harness)
    with pytest.raises(NotYourMatch, match="Only the challenger"):
        await harness.service.cancel(cid, BOB)
    await harness.service.cancel(cid, ALICE)
    with pytest.raises(MatchFinished, match="cancelled"):
        await harness.service.accept(cid, BOB)
    kinds = await harness.kinds()
    assert "challenge-declined" in kinds and "challenge-cancelled" in kinds


async def test_unanswered_challenges_expire(harness: Harness) -> None:
    cid = await _challenge(harness)
    harness.clock.advance(3599)
    assert await harness.service.fire_due() == 0
    harness.clock.advance(1)
    # Past the deadline, accepting is refused even before the timer has fired.
    with pytest.raises(MatchFinished, match="expired"):
        await harness.service.accept(cid, BOB)
    assert await harness.service.fire_due() == 1
    assert (await harness.service.get_challenge(cid)).status is ChallengeStatus.EXPIRED
    assert (await harness.kinds())[-1] == "challenge-expired"
    assert await harness.service.fire_due() == 0


async def test_refused_challenges(harness: Harness) -> None:
    with pytest.raises(BadRequest, match="yourself"):
        await _challenge(harness, opponent=ALICE)
    with pytest.raises(BadRequest, match="no game called"):
        await _challenge(harness, game="chess")
    with pytest.raises(BadRequest, match="size"):
        await _challenge(harness, options={"size": 99})
    with pytest.raises(BadRequest, match="no option"):
        await _challenge(harness, options={"colour": "red"})
    with pytest.raises(BadRequest, match="round seconds"):
        await _challenge(harness, timing=Timing(round_seconds=0))
    with pytest.raises(BadRequest, match="seat choice"):
        await _challenge(harness, seat="middle")
    with pytest.raises(UnknownChallenge):
        await harness.service.accept(999, BOB)
    with pytest.raises(UnknownChallenge):
        await harness.service.accept("1; DROP TABLE matches", BOB)  # type: ignore[arg-type]
    assert await harness.outbox() == []


async def test_game_aliases_and_case(harness: Harness) -> None:
    cid = await _challenge(harness, game=" Meridian ")
    assert (await harness.service.get_challenge(cid)).game_id == "meridians"


async def test_seats_are_random_by_default_and_follow_the_seed(harness: Harness) -> None:
    seatings = []
    for _ in range(12):
        cid = await _challenge(harness)
        view = await harness.service.accept(cid, BOB)
        async with harness.store.read() as uow:
            match = await uow.load_match(view.id)
        assert match is not None
        expected = (BOB, ALICE) if seats_swapped(match.seed) else (ALICE, BOB)
        assert view.players == expected
        seatings.append(view.players)
    assert len(set(seatings)) == 2  # both seatings happen


@pytest.mark.parametrize(
    ("choice", "players"), [(SeatChoice.FIRST, (ALICE, BOB)), (SeatChoice.SECOND, (BOB, ALICE))]
)
async def test_the_challenge_may_fix_the_seats(
    harness: Harness, choice: SeatChoice, players: tuple[int, int]
) -> None:
    for _ in range(4):
        cid = await _challenge(harness, seat=choice)
        assert (await harness.service.accept(cid, BOB)).players == players


async def test_guild_settings_give_the_defaults(harness: Harness) -> None:
    settings = GuildSettings(challenge_seconds=120, timing=Timing(round_seconds=20))
    await harness.service.update_guild_settings(GUILD, settings)
    assert await harness.service.guild_settings(GUILD) == settings
    assert await harness.service.guild_settings(GUILD + 1) == GuildSettings()
    cid = await _challenge(harness, game="thwart-omega")
    record = await harness.service.get_challenge(cid)
    assert (record.expires_at - record.created_at).total_seconds() == 120
    view = await harness.service.accept(cid, BOB)
    assert view.timing.round_seconds == 20
    with pytest.raises(BadRequest):
        await harness.service.update_guild_settings(GUILD, GuildSettings(challenge_seconds=1))


async def test_create_match_directly(harness: Harness) -> None:
    view = await harness.service.create_match(
        guild_id=GUILD,
        channel_id=CHANNEL,
        players=(CAROL, BOB),
        game="meuda",
        options={"size": 5},
        seat=SeatChoice.FIRST,
    )
    assert view.players == (CAROL, BOB) and view.options["size"] == 5
    with pytest.raises(BadRequest):
        await harness.service.create_match(
            guild_id=GUILD, channel_id=CHANNEL, players=(BOB, BOB), game="meuda"
        )


async def test_the_challenge_message_is_stored_with_the_challenge(harness: Harness) -> None:
    cid = await _challenge(harness)
    assert (await harness.service.get_challenge(cid)).message is None
    record = await harness.service.set_challenge_message(cid, CHANNEL, 555)
    assert record.message == (CHANNEL, 555)
    view = await harness.service.accept(cid, BOB)
    assert view.challenge_id == cid  # the Discord layer finds the message from the match
    # A new process reads it back; recording it after the challenge was answered is fine too.
    harness = await harness.reopen()
    try:
        assert (await harness.service.get_challenge(cid)).message == (CHANNEL, 555)
        await harness.service.set_challenge_message(cid, CHANNEL, 556)
        assert (await harness.service.get_challenge(cid)).message == (CHANNEL, 556)
        with pytest.raises(UnknownChallenge):
            await harness.service.set_challenge_message(999, CHANNEL, 557)
        with pytest.raises(BadRequest):
            await harness.service.set_challenge_message(cid, CHANNEL, "557")  # type: ignore[arg-type]
        assert await harness.kinds() == [
            "challenge-posted",
            "challenge-received",
            "challenge-accepted",
            "match-started",
            "board",
        ]  # recording a message announces nothing
    finally:
        await harness.close()
