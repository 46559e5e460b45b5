"""The notifications the engine commits to the outbox, one builder per kind.

Every payload is plain JSON. Match notifications carry ``match_id``, ``game_id``, ``game_no``
and ``ply``; the Discord layer renders boards from the stored state, not from payloads. Times
are ISO 8601 UTC strings. User ids are ints.

Public (to the match's thread, else its channel; challenges to their channel):

==================== ======================================================================
``challenge-posted``  ``challenge_id, challenger_id, opponent_id`` (``None``: open),
                      ``game_id, options, timing, seat_choice, expires_at``; ``ping`` (the
                      challenged player is pinged), ``lfg_role_id`` (the role an open one pings)
``challenge-accepted``/``-declined``/``-cancelled``/``-expired``  ``challenge_id``, who, ...
``match-started``     ``players`` (by seat), ``colours``, ``options``, ``timing``, ``computer``
                      (``seat, level`` of the computer opponent, or ``None``)
``board``             after every move or revealed round: ``moves`` (``seat, user_id, move,
                      random``; in a revealed round also ``salt``), ``to_act`` (user ids),
                      ``deadline``, ``round`` (Thwart Omega), ``score`` (the score calculation
                      when the rules give one); Thwart Omega: ``seed`` (the revealed round's),
                      ``seed_commitment`` (of the round that opens with the post)
``round-sealed``      a round locked: ``round``, ``commitments`` (``seat, user_id,
                      commitment``; ``None``: nothing sealed, filled from the seed),
                      ``seed_commitment``; always just before that round's ``board``
``deadline-extended`` the outage grace rule: ``deadline``, ``round``, ``reason``
``result-proposed``   ``by`` (user), ``winner`` (user or ``None`` for a draw)
``proposal-declined`` ``by`` (user)
``replay-started``    a Thwart Omega full tie: the new ``game_no`` starts; ``seed_commitment``
                      of its round 1
``match-finished``    ``winner`` (user or ``None``), ``winner_seat``, ``reason``, ``scores``,
                      ``details``, ``ratings`` (per player ``user``, ``before``, ``after``,
                      ``provisional``; empty when unrated)
``match-aborted``     ``by`` (user or ``None`` when it expired)
``thread-archive``    the match ended a while ago (``thread_archive_seconds``): archive its thread
==================== ======================================================================

Private (to one user):

==================== ======================================================================
``challenge-received`` a direct challenge (same fields as ``challenge-posted``)
``round-prompt``       Thwart Omega: ``round``, ``deadline``, ``colour``; submit for this round
``submission-receipt`` ``round``, ``move`` (the player's own sealed move), ``locked``,
                     ``shown`` (already shown as a private reply: not sent again),
                     ``commitment`` and ``salt`` (docs/fairness.md: the player can check it)
``timeout-warning``    ``deadline``: move before it or lose on time; ``ran_out``: the move clock
                     itself is over (only the grace is left), else a reminder (half and a tenth
                     of the time left, so nobody loses on time unwarned)
==================== ======================================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime

from bot.engine.model import (
    JSON,
    Audience,
    ChallengeRecord,
    MatchRecord,
    Notification,
    Result,
    UserId,
)
from bot.engine.ratings import PlayerRating, RatingChange, ratings_json


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def _match_base(match: MatchRecord) -> dict[str, JSON]:
    return {
        "match_id": match.id,
        "game_id": match.game_id,
        "game_no": match.game_no,
        "ply": match.ply,
    }


def public(match: MatchRecord, kind: str, **payload: JSON) -> Notification:
    return Notification(
        kind=kind,
        audience=Audience.PUBLIC,
        target_id=match.public_target,
        payload={**_match_base(match), **payload},
        match_id=match.id,
        answered=match.answered,
    )


def private(match: MatchRecord, user_id: UserId, kind: str, **payload: JSON) -> Notification:
    return Notification(
        kind=kind,
        audience=Audience.PRIVATE,
        target_id=user_id,
        payload={**_match_base(match), **payload},
        match_id=match.id,
        answered=match.answered,
    )


def challenge_payload(challenge: ChallengeRecord) -> dict[str, JSON]:
    """A challenge's public fields, as its notifications carry them."""
    return {
        "challenge_id": challenge.id,
        "challenger_id": challenge.challenger_id,
        "opponent_id": challenge.opponent_id,
        "game_id": challenge.game_id,
        "options": dict(challenge.options),
        "timing": challenge.timing.to_json(),
        "seat_choice": str(challenge.seat_choice),
        "expires_at": iso(challenge.expires_at),
        "rated": challenge.rated,
        "rematch_of": challenge.rematch_of,
    }


def challenge_posted(
    challenge: ChallengeRecord,
    *,
    ping: bool = True,
    role_id: int | None = None,
    ratings: Sequence[PlayerRating] = (),
) -> list[Notification]:
    """The public announcement, and a private note to the challenged player if there is one.
    ``ping``: the announcement pings the challenged player (the server's ping policy);
    ``role_id``: an open challenge pings this "looking for a game" role; ``ratings``: the
    players' ratings now, which the card shows (fixed here, so a retry says the same)."""
    payload = challenge_payload(challenge)
    payload["ping"] = ping
    payload["lfg_role_id"] = role_id if challenge.opponent_id is None else None
    payload["ratings_shown"] = ratings_json(ratings)
    answered = challenge.answered
    notes = [
        Notification(
            "challenge-posted", Audience.PUBLIC, challenge.channel_id, payload, answered=answered
        )
    ]
    if challenge.opponent_id is not None:
        notes.append(
            Notification(
                "challenge-received",
                Audience.PRIVATE,
                challenge.opponent_id,
                payload,
                answered=answered,
            )
        )
    return notes


def challenge_closed(
    challenge: ChallengeRecord, kind: str, by: UserId | None, match_id: int | None = None
) -> Notification:
    """``challenge-accepted`` / ``-declined`` / ``-cancelled`` / ``-expired``."""
    return Notification(
        kind,
        Audience.PUBLIC,
        challenge.channel_id,
        {
            "challenge_id": challenge.id,
            "challenger_id": challenge.challenger_id,
            "opponent_id": challenge.opponent_id,
            "game_id": challenge.game_id,
            "by": by,
            "match_id": match_id,
        },
        match_id=match_id,
        answered=challenge.answered,
    )


def match_started(
    match: MatchRecord, colours: Iterable[str], ratings: Sequence[PlayerRating] = ()
) -> Notification:
    """The match's first post; ``ratings``: the players' ratings now, which its card shows
    (fixed here, so a retry says the same)."""
    return public(
        match,
        "match-started",
        players=list(match.players),
        colours=list(colours),
        options=dict(match.options),
        timing=match.timing.to_json(),
        computer=None if match.computer is None else match.computer.to_json(),
        ratings_shown=ratings_json(ratings),
    )


def board(
    match: MatchRecord,
    moves: Iterable[tuple[int, str, bool]],
    to_act: Iterable[int],
    deadline: datetime | None,
    *,
    round_no: int | None = None,
    score: str | None = None,
    salts: Mapping[int, str] | None = None,
    seed: str | None = None,
    seed_commitment: str | None = None,
) -> Notification:
    """The public board update; ``moves`` are ``(seat, canonical move, random fill)``.

    Only revealed moves may be passed here: never a Thwart Omega submission of an open round.
    Sealed rounds only (docs/fairness.md): ``salts`` by seat and ``seed``, those of the round
    revealed here; ``seed_commitment``, the commitment to the seed of the round that opens
    with this post (kept secret until that round is revealed).
    """
    listed: list[JSON] = []
    for seat, move, rnd in moves:
        entry: dict[str, JSON] = {
            "seat": seat,
            "user_id": match.players[seat],
            "move": move,
            "random": rnd,
        }
        if salts is not None:
            entry["salt"] = salts.get(seat, "")
        listed.append(entry)
    sealed: dict[str, JSON] = {}
    if seed is not None:
        sealed["seed"] = seed
    if seed_commitment is not None:
        sealed["seed_commitment"] = seed_commitment
    return public(
        match,
        "board",
        moves=listed,
        to_act=[match.players[seat] for seat in to_act],
        deadline=iso(deadline),
        round=round_no,
        score=score,
        **sealed,
    )


def round_sealed(
    match: MatchRecord,
    round_no: int,
    commitments: Mapping[int, str | None],
    seed_commitment: str,
) -> Notification:
    """The commitments in force when a round locks, posted before its reveal (docs/fairness.md):
    per seat its move's commitment, ``None`` for a seat that sealed nothing (filled from the
    round's seed); and the seed's commitment, as posted when the round opened."""
    return public(
        match,
        "round-sealed",
        round=round_no,
        commitments=[
            {"seat": seat, "user_id": match.players[seat], "commitment": commitments.get(seat)}
            for seat in (0, 1)
        ],
        seed_commitment=seed_commitment,
    )


def match_finished(
    match: MatchRecord, result: Result, rated: Sequence[RatingChange] = ()
) -> Notification:
    """The result; ``ratings`` lists each player's rating before and after (empty: unrated)."""
    winner = None if result.winner is None else match.players[result.winner]
    return public(
        match,
        "match-finished",
        winner=winner,
        winner_seat=result.winner,
        reason=result.reason,
        scores={str(seat): score for seat, score in result.scores.items()},
        details=result.details,
        players=list(match.players),
        ratings=[c.to_json() for c in rated],
    )


def round_prompts(
    match: MatchRecord, round_no: int, deadline: datetime, colours: Mapping[int, str]
) -> list[Notification]:
    return [
        private(
            match,
            user,
            "round-prompt",
            round=round_no,
            deadline=iso(deadline),
            colour=colours[seat],
        )
        for seat, user in enumerate(match.players)
    ]
