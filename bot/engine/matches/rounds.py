"""Thwart Omega rounds (RULES.md §3 "Timing"): sealed submissions, lock-in, resolution.

A round opens with a deadline (``flow.open_round``). Each player submits privately and may
resubmit until the round ends; the last legal submission counts (an illegal one is refused and
leaves the previous one in place). A player may lock in; when both have, the round ends at
once. At the deadline a missing submission is replaced by ``rules.commitment.seeded_fill`` of
the round's seed (``games.round_seed``: from the match seed, the game and the round), and the
log marks it as random; so a finished match replays exactly from its seed and log.

Commit–reveal (docs/fairness.md): every submission carries a random salt, new whenever the move
changes (a lock-in or a repeat of the same move keeps it, so the commitment the player was shown
stays valid); the receipt shows the player its commitment and salt. The round's seed is
committed to publicly when the round opens (``flow.opening_commitment``). When the round locks,
the commitments in force are posted publicly (``round-sealed``) just before the reveal, which
publishes each move with its salt and the round's seed; both rows are written in the one
transaction that resolves the round, in that order, from the stored submissions. Submissions,
salts and seeds appear in no public notification before the round is revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.engine.errors import BadMove, NotAllowed
from bot.engine.games import AnyGame, round_of
from bot.engine.matches import flow, notices
from bot.engine.model import ABANDONED, MatchRecord, MoveRecord, Result, Submission, TimerKind
from rules import IllegalMove, MoveError
from rules.commitment import commitment, seed_commitment, seeded_fill

SEATS = (0, 1)


def round_at(log: Sequence[MoveRecord], ply: int, game_no: int | None = None) -> tuple[int, int]:
    """(game, round) of the round that starts at ``ply`` of the match's move log: each round
    adds two entries (RULES.md §3), a replay game starts again at round 1. ``game_no``: the
    game of a ``ply`` not in the log yet (the round being played)."""
    if game_no is None:
        game_no = next((m.game_no for m in log if m.ply == ply), 1)
    before = sum(1 for m in log if m.game_no == game_no and m.ply < ply)
    return game_no, before // 2 + 1


def check_submission(game: AnyGame, state: Any, seat: int, text: str) -> str:
    """The canonical submission for ``text``, or ``BadMove`` saying why it cannot count."""
    try:
        return game.check_move(state, seat, text)
    except MoveError as error:
        raise BadMove("move-refused", reason=error) from None


async def submit(
    change: flow.Change,
    match: MatchRecord,
    game: AnyGame,
    state: Any,
    seat: int,
    *,
    text: str | None,
    lock: bool,
    shown: bool = False,
    at: datetime | None = None,
) -> tuple[MatchRecord, Any, Submission, bool]:
    """Store ``seat``'s submission (``text``; ``None`` only locks the current one in).

    ``shown``: the caller shows the player the receipt itself (a private reply to ``/secret``,
    ``/lock`` or a button), so the receipt row says so and delivery does not send it again. The
    mark is on the row, so it holds across restarts; a lock-in of a submission locked already
    writes no receipt at all, so nothing is left waiting to swallow a later one.

    ``at`` is when the player sent it (Discord's timestamp of their message or interaction;
    default: now). A submission sent after the round's deadline is refused, even when the
    round has not been resolved yet (the bot was busy): RULES.md §3, the round time is the
    time to submit.

    Returns the match, its state, the stored submission and whether the round was resolved
    (both players locked in).
    """
    round_no = round_of(game, state)
    await check_in_time(change, match, round_no, change.now if at is None else at)
    subs = await change.uow.load_submissions(match.id, match.game_no, round_no)
    mine = subs.get(seat)
    if mine is not None and mine.locked:
        if text is None:
            return match, state, mine, False
        raise NotAllowed("round-locked-in", round=round_no)
    if text is None:
        if mine is None:
            raise NotAllowed("round-nothing-to-lock", round=round_no, example=game.example_move)
        move = mine.move
    else:
        move = check_submission(game, state, seat, text)
    # A new move gets a new salt; the same move keeps its own (its commitment stays valid).
    salt = mine.salt if mine is not None and mine.move == move and mine.salt else change.salts()
    mine = Submission(match.id, match.game_no, round_no, seat, move, lock, change.now, salt)
    await change.uow.put_submission(mine)
    change.notes.append(
        notices.private(
            match,
            match.players[seat],
            "submission-receipt",
            round=round_no,
            move=move,
            locked=lock,
            shown=shown,
            commitment=commitment_of(mine),
            salt=salt,
        )
    )
    subs[seat] = mine
    if all(s in subs and subs[s].locked for s in SEATS):
        match, state = await resolve(change, match, game, state, subs)
        return match, state, mine, True
    return match, state, mine, False


def commitment_of(sub: Submission) -> str:
    """The commitment to ``sub`` (``rules.commitment.commitment``)."""
    return commitment(
        match_id=sub.match_id,
        game_no=sub.game_no,
        round_no=sub.round,
        seat=sub.seat,
        move=sub.move,
        salt=sub.salt,
    )


async def check_in_time(
    change: flow.Change, match: MatchRecord, round_no: int, sent_at: datetime
) -> None:
    """``NotAllowed`` if ``sent_at`` is after the round's (possibly extended) deadline."""
    for timer in await change.uow.timers_of(match.id, [TimerKind.ROUND_END]):
        if sent_at > timer.due_at:
            late = (sent_at - timer.due_at).total_seconds()
            raise NotAllowed(
                "round-too-late",
                round=round_no,
                match=str(match.id),
                ended=f"{timer.due_at:%H:%M:%S}",
                late=f"{late:.0f}",
            )


async def extend_for_late_prompt(
    change: flow.Change, match: MatchRecord, round_no: int, until: datetime
) -> datetime | None:
    """Move the round's deadline to ``until`` if that is later (a prompt reached its player
    late); the deadline now, or ``None`` if the round is not running any more."""
    for timer in await change.uow.timers_of(match.id, [TimerKind.ROUND_END]):
        if timer.ref != match.ply:
            return None
        if until <= timer.due_at:
            return timer.due_at
        await change.uow.set_timer(replace(timer, due_at=until))
        change.notes.append(
            notices.public(
                match,
                "deadline-extended",
                deadline=notices.iso(until),
                round=round_no,
                reason="late-prompt",
            )
        )
        return until
    return None


async def resolve(
    change: flow.Change,
    match: MatchRecord,
    game: AnyGame,
    state: Any,
    subs: dict[int, Submission],
) -> tuple[MatchRecord, Any]:
    """End the round: fill what is missing from the round's seed, post the commitments in
    force, reveal, then open the next round (or finish, or start the replay game)."""
    round_no = round_of(game, state)
    seed = flow.seed_of(match, round_no)
    moves: dict[int, str] = {}
    random_fill: dict[int, bool] = {}
    salts: dict[int, str] = {}
    for seat in SEATS:
        sub = subs.get(seat)
        if sub is not None:
            moves[seat], random_fill[seat] = sub.move, False
            # A submission stored before commitments existed has no salt: it gets one now (its
            # commitment is posted before the reveal all the same).
            salts[seat] = sub.salt or change.salts()
        else:
            moves[seat], random_fill[seat] = seeded_fill(game, state, seat, seed), True
    try:
        new_state = game.play_round(state, moves)
    except IllegalMove:
        # Submissions are checked when made and the board does not change during a round, so
        # this only happens if the rules changed under a stored submission: replace what is no
        # longer legal, as the original does with any illegal move at the deadline.
        for seat in SEATS:
            if not random_fill[seat] and moves[seat] not in game.legal_moves(state, seat):
                moves[seat], random_fill[seat] = seeded_fill(game, state, seat, seed), True
                salts.pop(seat, None)
        new_state = game.play_round(state, moves)
    unplayed = await _unplayed(change, match) if all(random_fill.values()) else None
    if unplayed is not None:
        return await flow.finish(change, match, unplayed_result(unplayed)), state
    commitments = {
        seat: commitment(
            match_id=match.id,
            game_no=match.game_no,
            round_no=round_no,
            seat=seat,
            move=moves[seat],
            salt=salt,
        )
        for seat, salt in salts.items()
    }
    change.notes.append(
        notices.round_sealed(
            match,
            round_no,
            commitments,
            seed_commitment(match.id, match.game_no, round_no, seed),
        )
    )
    entries = [(seat, moves[seat], random_fill[seat]) for seat in SEATS]
    return await flow.commit_moves(
        change, match, game, new_state, entries, round_no=round_no, salts=salts, seed=seed
    )


def unplayed_result(rounds: int) -> Result:
    """Nobody plays: the match ends abandoned, without a winner (neither player earned one, and
    an abandoned match must not keep its players' clocks and slots forever)."""
    return Result(
        None,
        ABANDONED,
        details=f"Neither player sent a move for {rounds} round{'' if rounds == 1 else 's'} in a row.",
    )


async def _unplayed(change: flow.Change, match: MatchRecord) -> int | None:
    """The server's ``unplayed_rounds`` if the round ending now, with no submission from
    either player, is the last of that many such rounds in a row (the rounds before it in the
    log were filled at random for both seats); else ``None``."""
    limit = (await change.uow.guild_settings(match.guild_id)).unplayed_rounds
    if limit <= 0:
        return None
    earlier = 2 * (limit - 1)
    log = await change.uow.load_moves(match.id) if earlier else []
    if len(log) < earlier or not all(m.random_fill for m in log[len(log) - earlier :]):
        return None
    return limit
