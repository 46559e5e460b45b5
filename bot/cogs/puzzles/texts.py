"""The sentences of ``/puzzle``."""

from __future__ import annotations

from typing import Any

import rules
from bot.engine.puzzles import PuzzleRecord, PuzzleStats, answers_text


def mover(puzzle: PuzzleRecord) -> str:
    """The colour to move, as a title (``Black``)."""
    game = rules.get_game(puzzle.game_id)
    return game.colour_of(game.from_json(puzzle.state), puzzle.seat).title


def task(puzzle: PuzzleRecord) -> str:
    """What to find: ``Black to move and win.`` (Thwart Omega: against the submission shown)."""
    game = rules.get_game(puzzle.game_id)
    who = mover(puzzle)
    if game.simultaneous:
        other = "White" if who == "Black" else "Black"
        return (
            f"The last round of the game: {other} submitted `{puzzle.given}`. "
            f"Find {who}'s submission that wins against it."
        )
    text = f"{who} to move and win."
    if puzzle.alternating:
        text += " (The game was played in real time; here the players take turns.)"
    if not puzzle.exact:
        text += " One move keeps a clear win; the others throw most of it away."
    return text


def stats_line(stats: PuzzleStats) -> str:
    """``Solved 3 of 5 · streak 2 (best 3)``."""
    return (
        f"Solved {stats.solved} of {stats.attempts} · streak {stats.streak} "
        f"(best {stats.best_streak})"
    )


def offer_text(puzzle: PuzzleRecord, stats: PuzzleStats, *, again: bool) -> str:
    title = rules.get_game(puzzle.game_id).title
    head = "Your open puzzle" if again else "Puzzle"
    move = "round" if rules.get_game(puzzle.game_id).simultaneous else "move"
    number = puzzle.ply // 2 + 1 if move == "round" else puzzle.ply + 1
    return "\n".join(
        [
            f"**{head} #{puzzle.id}** · {title}, from match #{puzzle.match_id} ({move} {number})",
            task(puzzle),
            "Answer with `/puzzle answer move:` (it suggests every legal move), or "
            "`/puzzle give-up` to see the solution.",
            stats_line(stats),
        ]
    )


def verdict_text(puzzle: PuzzleRecord, move: str, solved: bool, stats: PuzzleStats) -> str:
    if solved:
        first = f"Right: `{move}` wins."
    elif move:
        first = f"`{move}` does not win. The solution: {answers_text(puzzle)}. Your streak ends."
    else:
        first = f"The solution: {answers_text(puzzle)}. Your streak ends."
    return f"{first}\n{stats_line(stats)} · `/puzzle new` for another one."


def solution_state(puzzle: PuzzleRecord) -> Any:
    """The position after the first answer (the picture shown with a solution)."""
    game = rules.get_game(puzzle.game_id)
    state = game.from_json(puzzle.state)
    if game.simultaneous:
        return game.play_round(
            state, {puzzle.seat: puzzle.answers[0], 1 - puzzle.seat: puzzle.given}
        )
    return game.play(state, puzzle.seat, puzzle.answers[0])


def names(puzzle: PuzzleRecord) -> tuple[str, str]:
    """The board's seat names: the solver and the opponent (a puzzle shows no player)."""
    return ("Your side", "Opponent") if puzzle.seat == 0 else ("Opponent", "Your side")


# ---- the daily puzzle ---------------------------------------------------------------------------


def daily_head(puzzle: PuzzleRecord, day: str) -> str:
    game = rules.get_game(puzzle.game_id)
    move = "round" if game.simultaneous else "move"
    number = puzzle.ply // 2 + 1 if game.simultaneous else puzzle.ply + 1
    return (
        f"🧩 **Daily puzzle · {day}** · {game.title}, from match #{puzzle.match_id} "
        f"({move} {number})"
    )


def daily_text(puzzle: PuzzleRecord, day: str) -> str:
    """The day's post: the puzzle, and how to answer it privately."""
    return "\n".join(
        [
            daily_head(puzzle, day),
            task(puzzle),
            "Press **Solve** to get it privately, then answer with `/puzzle answer move:` "
            "(one answer each; it counts in your solved count and streak). The solution comes "
            "here tomorrow, with the next puzzle.",
        ]
    )


def daily_solution_text(puzzle: PuzzleRecord, day: str, solved: int) -> str:
    """The day's post once closed: the solution and how many solved it."""
    players = "nobody" if solved == 0 else f"{solved} player{'' if solved == 1 else 's'}"
    return "\n".join(
        [
            daily_head(puzzle, day) + " · closed",
            task(puzzle),
            f"The solution: {answers_text(puzzle)}. Solved by {players}.",
        ]
    )
