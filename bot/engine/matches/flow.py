"""How a match changes: starting, recording moves, clocks, rounds opening, finishing.

These functions run inside one transaction (a ``Change``) and never commit by themselves; the
match service decides what a request does and calls them. Each change adds the notifications
it causes to ``change.notes``; the service writes them to the outbox in the same transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from bot.engine import ratings
from bot.engine.clock import seconds
from bot.engine.games import (
    TIE_REPLAY,
    AnyGame,
    Games,
    SaltSource,
    find_game,
    has_sealed_rounds,
    new_salt,
    result_of,
    round_of,
    round_seed,
    seats_swapped,
)
from bot.engine.matches import computer, notices
from bot.engine.model import (
    JSON,
    Computer,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    Notification,
    Result,
    SeatChoice,
    Timer,
    TimerKind,
    Timing,
    UserId,
)
from bot.engine.ports import TimerPort, UnitOfWork
from bot.engine.views import MatchView
from rules.commitment import seed_commitment

MATCH_TIMERS = (
    TimerKind.ROUND_END,
    TimerKind.MOVE_WARNING,
    TimerKind.MOVE_TIMEOUT,
    TimerKind.INACTIVITY,
    TimerKind.COMPUTER_MOVE,
)
TURN_TIMERS = (TimerKind.MOVE_WARNING, TimerKind.MOVE_TIMEOUT, TimerKind.INACTIVITY)
DEADLINE_TIMERS = (TimerKind.ROUND_END, TimerKind.MOVE_WARNING, TimerKind.MOVE_TIMEOUT)

# (seat, canonical move, whether it was a random fill)
Entry = tuple[int, str, bool]


@dataclass(slots=True)
class Change:
    """One transaction in progress: its unit of work, its moment, the notifications it causes,
    and where the salts of sealed moves' commitments come from (tests make them repeatable)."""

    uow: UnitOfWork
    now: datetime
    notes: list[Notification] = field(default_factory=list)
    salts: SaltSource = new_salt


def game_of(games: Games, match: MatchRecord) -> AnyGame:
    return find_game(games, match.game_id)


def colours(game: AnyGame, state: Any) -> tuple[str, str]:
    return (str(game.colour_of(state, 0)), str(game.colour_of(state, 1)))


async def deadline_of(uow: TimerPort, match: MatchRecord) -> datetime | None:
    """When the match's current round or move clock runs out, if it has one."""
    if match.status is not MatchStatus.ACTIVE:
        return None
    timers = {timer.kind: timer for timer in await uow.timers_of(match.id, DEADLINE_TIMERS)}
    for kind in (TimerKind.MOVE_TIMEOUT, TimerKind.ROUND_END):
        if kind in timers:
            return timers[kind].due_at
    # A clock armed before reminders existed has only its warning; the timeout follows it.
    warning = timers.get(TimerKind.MOVE_WARNING)
    if warning is None:
        return None
    return warning.due_at + seconds(match.timing.grace_seconds)


def view(game: AnyGame, match: MatchRecord, state: Any, deadline: datetime | None) -> MatchView:
    active = match.status is MatchStatus.ACTIVE
    return MatchView(
        id=match.id,
        game_id=match.game_id,
        game_title=game.title,
        guild_id=match.guild_id,
        channel_id=match.channel_id,
        thread_id=match.thread_id,
        challenge_id=match.challenge_id,
        players=match.players,
        colours=colours(game, state),
        status=match.status,
        ply=match.ply,
        game_no=match.game_no,
        round=round_of(game, state) if has_sealed_rounds(game) and active else None,
        to_act=tuple(match.players[s] for s in game.seats_to_act(state)) if active else (),
        deadline=deadline,
        result=match.result,
        offer=match.offer,
        options=match.options,
        timing=match.timing,
        state=state,
        created_at=match.created_at,
        finished_at=match.finished_at,
        answered=match.answered,
    )


def seed_of(match: MatchRecord, round_no: int) -> str:
    """The seed of round ``round_no`` of the match's current game (``games.round_seed``)."""
    return round_seed(match.seed, match.game_no, round_no)


def opening_commitment(match: MatchRecord, game: AnyGame, state: Any) -> str | None:
    """The commitment to the seed of the round ``state`` opens (sealed rounds only; ``None``
    otherwise, or when the game is over): posted publicly with the round's start."""
    if not has_sealed_rounds(game) or game.outcome(state) is not None:
        return None
    round_no = round_of(game, state)
    return seed_commitment(match.id, match.game_no, round_no, seed_of(match, round_no))


def score_line(game: AnyGame, state: Any) -> str | None:
    """The public score calculation: the rules' at the end, and for Thwart Omega after every
    round too (RULES.md §3 "Administration": the board and both calculations are public)."""
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome.details or None
    return game.running_score(state)


# ---- starting ------------------------------------------------------------------------------


async def start_match(
    change: Change,
    *,
    game: AnyGame,
    guild_id: int,
    channel_id: int,
    first: UserId,
    second: UserId,
    seat_choice: SeatChoice,
    options: Mapping[str, JSON],
    timing: Timing,
    seed: int,
    challenge_id: int | None = None,
    rated: bool = True,
    computer_level: str | None = None,
    answered: bool = False,
) -> tuple[MatchRecord, Any]:
    """Create a match between ``first`` (the challenger) and ``second``; its record and state.

    Seats: ``FIRST`` puts ``first`` in seat 0, ``SECOND`` in seat 1, ``RANDOM`` (the default)
    decides with the match seed, so the stored seed explains the seating. ``computer_level``:
    ``second`` is the computer opponent, playing at that level (``bot.engine.matches.computer``).
    """
    swap = seat_choice is SeatChoice.SECOND or (
        seat_choice is SeatChoice.RANDOM and seats_swapped(seed)
    )
    players = (second, first) if swap else (first, second)
    for user in players:
        await change.uow.ensure_player(user, change.now)
    state = game.new_state(**options)
    match = MatchRecord(
        id=0,
        guild_id=guild_id,
        channel_id=channel_id,
        thread_id=None,
        challenge_id=challenge_id,
        game_id=game.id,
        options=game.options_of(state),
        timing=timing,
        players=players,
        status=MatchStatus.ACTIVE,
        rules_version=game.rules_version,
        seed=seed,
        game_no=1,
        ply=0,
        state=game.to_json(state),
        result=None,
        offer=None,
        created_at=change.now,
        updated_at=change.now,
        rated=rated,
        computer=None
        if computer_level is None
        else Computer(players.index(second), computer_level),
        answered=answered,
    )
    match = replace(match, id=await change.uow.insert_match(match))
    shown: tuple[ratings.PlayerRating, ...] = ()
    if rated and computer_level is None:
        shown = await ratings.ratings_shown(change.uow, match.guild_id, match.game_id, players)
    change.notes.append(notices.match_started(match, colours(game, state), shown))
    board_at = len(change.notes)
    deadline = await arm_next(change, match, game, state)
    change.notes.insert(
        board_at,
        notices.board(
            match,
            [],
            game.seats_to_act(state),
            deadline,
            seed_commitment=opening_commitment(match, game, state),
        ),
    )
    return match, state


async def arm_next(
    change: Change, match: MatchRecord, game: AnyGame, state: Any
) -> datetime | None:
    """Open the next round (simultaneous games) or arm the move clocks; the new deadline.

    Callers queue the public board before the notes this adds (the private round prompts), so
    a board or reveal is never preceded by the next round's prompt. In a match against the
    computer, its turn is armed too.
    """
    if has_sealed_rounds(game):
        return await open_round(change, match, game, state)
    deadline = await arm_turn_timers(change, match, game, state)
    await computer.arm(change.uow, change.now, match, game, state)
    return deadline


# ---- clocks --------------------------------------------------------------------------------


async def arm_turn_timers(
    change: Change, match: MatchRecord, game: AnyGame, state: Any
) -> datetime | None:
    """Reset a turn-based match's clocks after a move; the move deadline if there is one.

    The move clock only runs when exactly one seat is to act (not in Interleave realtime play,
    where both may). The inactivity clock always runs.
    """
    uow, timing = change.uow, match.timing
    await uow.clear_timers(match.id, TURN_TIMERS)
    await uow.set_timer(
        Timer(
            TimerKind.INACTIVITY,
            match.id,
            match.ply,
            change.now + seconds(timing.inactivity_seconds),
        )
    )
    if timing.move_seconds is None or len(game.seats_to_act(state)) != 1:
        return None
    deadline = change.now + seconds(timing.move_seconds + timing.grace_seconds)
    await uow.set_timer(Timer(TimerKind.MOVE_TIMEOUT, match.id, match.ply, deadline))
    await remind_next(change, match, deadline)
    return deadline


def reminder_points(timing: Timing) -> tuple[int, ...]:
    """How many seconds before a loss on time the player to move hears from the bot, most
    first: when the move clock itself runs out if there is a grace period after it, and (with
    ``reminders``) when half and a tenth of the whole time are left."""
    total = (timing.move_seconds or 0) + timing.grace_seconds
    points = {timing.grace_seconds} if timing.grace_seconds else set()
    if timing.reminders:
        points |= {total // 2, total // 10}
    return tuple(sorted((left for left in points if 0 < left < total), reverse=True))


async def remind_next(change: Change, match: MatchRecord, deadline: datetime) -> None:
    """Arm the move clock's next reminder (one ``MOVE_WARNING`` timer at a time, each setting
    the next when it fires), if one is still ahead of now."""
    for left in reminder_points(match.timing):
        due = deadline - seconds(left)
        if due > change.now:
            await change.uow.set_timer(Timer(TimerKind.MOVE_WARNING, match.id, match.ply, due))
            return


async def open_round(change: Change, match: MatchRecord, game: AnyGame, state: Any) -> datetime:
    """Open the next Thwart Omega round: its deadline timer, a private prompt per player, and
    the computer's turn in a match against it."""
    due = change.now + seconds(match.timing.round_seconds)
    await change.uow.set_timer(Timer(TimerKind.ROUND_END, match.id, match.ply, due))
    await computer.arm(change.uow, change.now, match, game, state)
    change.notes.extend(
        notices.round_prompts(
            match, round_of(game, state), due, dict(enumerate(colours(game, state)))
        )
    )
    return due


# ---- moves ---------------------------------------------------------------------------------


async def commit_moves(
    change: Change,
    match: MatchRecord,
    game: AnyGame,
    state: Any,
    entries: Sequence[Entry],
    *,
    round_no: int | None = None,
    salts: Mapping[int, str] | None = None,
    seed: str | None = None,
) -> tuple[MatchRecord, Any]:
    """Append ``entries`` (which led to ``state``) to the log and move the match on.

    Saves the snapshot, withdraws any result proposal, then: finishes the match if the game is
    over (or starts the replay game after a full Thwart Omega tie), else resets the clocks or
    opens the next round. Adds the public board update. A revealed sealed round passes its
    ``salts`` by seat and its ``seed``: logged with the moves and published with the board.
    """
    records = [
        MoveRecord(
            match.id,
            match.ply + i,
            match.game_no,
            seat,
            move,
            rnd,
            change.now,
            salt=(salts or {}).get(seat, ""),
            seed=seed or "",
        )
        for i, (seat, move, rnd) in enumerate(entries)
    ]
    await change.uow.append_moves(records)
    match = replace(
        match,
        ply=match.ply + len(records),
        state=game.to_json(state),
        offer=None,
        updated_at=change.now,
    )
    outcome = game.outcome(state)
    if outcome is None:
        board_at = len(change.notes)
        deadline = await arm_next(change, match, game, state)
        await change.uow.save_match(match)
        change.notes.insert(
            board_at,
            notices.board(
                match,
                entries,
                game.seats_to_act(state),
                deadline,
                round_no=round_no,
                score=score_line(game, state),
                salts=salts,
                seed=seed,
                seed_commitment=opening_commitment(match, game, state),
            ),
        )
        return match, state
    change.notes.append(
        notices.board(
            match,
            entries,
            (),
            None,
            round_no=round_no,
            score=score_line(game, state),
            salts=salts,
            seed=seed,
        )
    )
    if outcome.winner is None and outcome.reason == TIE_REPLAY:
        return await start_replay(change, match, game)
    return await finish(change, match, result_of(outcome)), state


async def start_replay(
    change: Change, match: MatchRecord, game: AnyGame
) -> tuple[MatchRecord, Any]:
    """RULES.md §3: a full tie under ``tiebreak=replay`` starts a new game automatically."""
    state = game.new_state(**match.options)
    match = replace(match, game_no=match.game_no + 1, state=game.to_json(state))
    await change.uow.save_match(match)
    change.notes.append(
        notices.public(
            match, "replay-started", seed_commitment=opening_commitment(match, game, state)
        )
    )
    await open_round(change, match, game, state)
    return match, state


async def finish(change: Change, match: MatchRecord, result: Result) -> MatchRecord:
    """End the match with ``result``: no more clocks, a public result announcement."""
    match = replace(
        match,
        status=MatchStatus.FINISHED,
        result=result,
        offer=None,
        finished_at=change.now,
        updated_at=change.now,
    )
    await change.uow.save_match(match)
    await change.uow.clear_timers(match.id, MATCH_TIMERS)
    # The ratings change in this same transaction: a crash leaves both or neither.
    rated = await ratings.rate_match(change.uow, match, result, change.now)
    change.notes.append(notices.match_finished(match, result, rated))
    await archive_later(change, match)
    return match


async def archive_later(change: Change, match: MatchRecord) -> None:
    """Archive the match thread ``thread_archive_seconds`` (a server setting) from now."""
    settings = await change.uow.guild_settings(match.guild_id)
    archive_at = change.now + seconds(settings.thread_archive_seconds)
    await change.uow.set_timer(Timer(TimerKind.THREAD_ARCHIVE, match.id, match.ply, archive_at))


async def abort(change: Change, match: MatchRecord, by: UserId | None) -> MatchRecord:
    """End the match without a result (before its first move)."""
    match = replace(
        match,
        status=MatchStatus.ABORTED,
        offer=None,
        finished_at=change.now,
        updated_at=change.now,
    )
    await change.uow.save_match(match)
    await change.uow.clear_timers(match.id, MATCH_TIMERS)
    change.notes.append(notices.public(match, "match-aborted", by=by))
    await archive_later(change, match)
    return match
