"""Ratings (bot/engine/ratings.py): the library's own numbers, which matches count, and the
rating written in the transaction that ends the match."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest
from openskill.models import PlackettLuce

from bot.engine.model import ChallengeRecord, MatchStatus
from bot.engine.ratings import MODEL, SCALE, Rating, rate
from tests.engine.support import ALICE, BOB, CAROL, GUILD, Harness, play_out

NOW = datetime(2026, 11, 23, tzinfo=UTC)


def test_the_library_reproduces_its_published_example() -> None:
    """openskill's README: two new teams of two, the first team wins."""
    model = PlackettLuce()
    r = model.rating
    [[a, b], [x, y]] = model.rate([[r(), r()], [r(), r()]])
    assert a.mu == pytest.approx(26.964294621803063)
    assert a.sigma == pytest.approx(8.177962604389991)
    assert x.mu == pytest.approx(23.035705378196937)
    assert (a.mu, x.sigma) == (b.mu, y.sigma)


@pytest.mark.parametrize("winner", [0, 1, None])
def test_our_ratings_are_the_library_model_times_sixty(winner: int | None) -> None:
    default = PlackettLuce()
    old = (
        Rating(GUILD, "meter", ALICE, mu=31 * SCALE, sigma=5 * SCALE),
        Rating(GUILD, "meter", BOB, mu=24 * SCALE, sigma=7 * SCALE),
    )
    ranks = {0: [0.0, 1.0], 1: [1.0, 0.0], None: [0.0, 0.0]}[winner]
    [[one], [two]] = default.rate(
        [[default.rating(mu=31, sigma=5)], [default.rating(mu=24, sigma=7)]], ranks=ranks
    )
    new = rate(old, winner, NOW)
    assert new[0].mu == pytest.approx(one.mu * SCALE)
    assert new[1].sigma == pytest.approx(two.sigma * SCALE)
    assert MODEL.rating().mu == 1500


def test_counts_and_streaks() -> None:
    pair = (Rating(GUILD, "meter", ALICE), Rating(GUILD, "meter", BOB))
    for winner in (0, 0, 0, 1, None, 1):
        pair = rate(pair, winner, NOW)
    alice, bob = pair
    assert (alice.games, alice.wins, alice.losses, alice.draws) == (6, 3, 2, 1)
    assert (alice.best_streak, alice.streak, bob.streak, bob.best_streak) == (3, -1, 1, 1)
    assert alice.provisional is False and Rating(GUILD, "meter", CAROL).provisional


async def ratings_of(harness: Harness, user: int, game: str = "meter") -> Rating | None:
    async with harness.store.read() as uow:
        return await uow.load_rating(GUILD, game, user)


async def test_a_resignation_rates_both_players_in_the_same_transaction(
    harness: Harness,
) -> None:
    view = await harness.start("meter")
    commits = len(harness.commits)
    await harness.service.resign(view.id, BOB)
    assert len(harness.commits) == commits + 1  # one transaction: result and ratings
    alice, bob = await ratings_of(harness, ALICE), await ratings_of(harness, BOB)
    assert alice is not None and bob is not None
    assert alice.shown > 1500 > bob.shown and alice.wins == 1 and bob.losses == 1
    [finished] = [
        i for i in await harness.outbox(view.id) if i.notification.kind == "match-finished"
    ]
    ratings = finished.notification.payload["ratings"]
    assert ratings == [
        {"user": ALICE, "before": 1500, "after": alice.shown, "provisional": True},
        {"user": BOB, "before": 1500, "after": bob.shown, "provisional": True},
    ]
    async with harness.store.read() as uow:
        [change] = await uow.rating_changes(GUILD, ALICE, "meter", 10)
    assert (change.match_id, change.before, change.after) == (view.id, 1500, alice.shown)


async def test_aborted_and_unrated_matches_change_no_rating(harness: Harness) -> None:
    view = await harness.start("meter")
    await harness.service.abort(view.id, ALICE)
    assert (await harness.service.get_match(view.id)).status is MatchStatus.ABORTED
    challenge = await harness.service.challenge(
        guild_id=GUILD,
        channel_id=2000,
        challenger_id=ALICE,
        opponent_id=BOB,
        game="meter",
        options={"size": 3},
        rated=False,
    )
    unrated = await harness.service.accept(challenge.id, BOB)
    await harness.service.resign(unrated.id, ALICE)
    computer = await harness.service.create_match(
        guild_id=GUILD, channel_id=2000, players=(ALICE, CAROL), game="meter", rated=False
    )
    await harness.service.resign(computer.id, CAROL)
    assert await ratings_of(harness, ALICE) is None and await ratings_of(harness, BOB) is None
    finished = [i for i in await harness.outbox() if i.notification.kind == "match-finished"]
    assert [i.notification.payload["ratings"] for i in finished] == [[], []]


async def test_a_played_out_game_is_rated_in_its_game(harness: Harness) -> None:
    view = await harness.start("thwart-omega", {"tiebreak": "draw"})
    final = await play_out(harness, view, random.Random(5))
    assert final.status is MatchStatus.FINISHED
    rating = await ratings_of(harness, ALICE, "thwart-omega")
    assert rating is not None and rating.games == 1 and await ratings_of(harness, ALICE) is None


async def test_rematch_swaps_colours_once_and_only_for_the_players(harness: Harness) -> None:
    from bot.engine.errors import EngineError

    view = await harness.start("meter")  # Alice in seat 0
    with pytest.raises(EngineError, match="has not finished"):
        await harness.service.rematch(view.id, ALICE)
    await harness.service.resign(view.id, ALICE)
    with pytest.raises(EngineError, match="Only the two players"):
        await harness.service.rematch(view.id, CAROL)
    challenge = await harness.service.rematch(view.id, BOB)
    assert isinstance(challenge, ChallengeRecord)
    assert (challenge.challenger_id, challenge.opponent_id, challenge.rematch_of) == (
        BOB,
        ALICE,
        view.id,
    )
    with pytest.raises(EngineError, match="waiting for"):
        await harness.service.rematch(view.id, ALICE)  # pressed again: nothing duplicated
    again = await harness.service.accept(challenge.id, ALICE)
    assert again.players == (BOB, ALICE) and again.options == view.options
    with pytest.raises(EngineError, match=f"being played as match #{again.id}"):
        await harness.service.rematch(view.id, BOB)


async def test_no_rematch_once_the_two_played_again(harness: Harness) -> None:
    from bot.engine.errors import EngineError

    view = await harness.start("meter")
    await harness.service.resign(view.id, BOB)
    await harness.start("meridians", players=(BOB, ALICE))
    with pytest.raises(EngineError, match="another match since"):
        await harness.service.rematch(view.id, ALICE)


async def test_a_cards_ratings_are_fixed_when_its_row_is_written(harness: Harness) -> None:
    """The challenge card and the match's first card show the players' ratings as they were
    when the challenge was made and the match started: a retry of the post after a crash says
    the same words even if a rating changed meanwhile (``posting/resend.py`` finds the first
    post by its words, so different words would post the card twice)."""
    from bot.engine.matches.posts import MatchPosts

    rng = random.Random(11)
    await play_out(harness, await harness.start("meter", players=(ALICE, BOB)), rng)
    challenge = await harness.service.challenge(
        guild_id=GUILD, channel_id=2000, challenger_id=ALICE, opponent_id=CAROL, game="meter"
    )
    match = await harness.service.accept(challenge.id, CAROL)
    rows = {
        item.notification.kind: item
        for item in await harness.outbox()
        if item.notification.payload.get("challenge_id") == challenge.id
        or item.notification.match_id == match.id
    }
    before = await ratings_of(harness, ALICE)
    assert before is not None and before.games == 1
    # Alice's rating changes (another match ends) before those rows are delivered again.
    await play_out(harness, await harness.start("meter", players=(ALICE, BOB)), rng)
    after = await ratings_of(harness, ALICE)
    assert after is not None and after.shown != before.shown
    loaders = MatchPosts(harness.service.games)
    async with harness.store.read() as uow:
        card = await loaders.challenge_post(uow, rows["challenge-posted"])
        started = await loaders.match_post(uow, rows["match-started"])
    fresh = Rating(GUILD, "meter", CAROL)
    expected = ((ALICE, before.shown, True), (CAROL, fresh.shown, True))
    assert card.ratings == expected
    assert started.ratings in (expected, expected[::-1])  # seated by the match seed
