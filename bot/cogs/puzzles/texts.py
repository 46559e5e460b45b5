"""The sentences of ``/puzzle`` (the room's catalogues, ``locales/``), in the reader's language."""

from __future__ import annotations

from typing import Any

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.engine.puzzles import PuzzleRecord, PuzzleStats
from rules import Colour


def _colour(puzzle: PuzzleRecord) -> Colour:
    game = rules.get_game(puzzle.game_id)
    return game.colour_of(game.from_json(puzzle.state), puzzle.seat)


def mover(puzzle: PuzzleRecord, words: Words = ENGLISH_WORDS) -> str:
    """The colour to move, by its name (``Black``, ``흑``, ``黒``)."""
    return words("colour-name", colour=_colour(puzzle).value)


def task(puzzle: PuzzleRecord, words: Words = ENGLISH_WORDS) -> str:
    """What to find: ``Black to move and win.`` (Thwart Omega: against the submission shown)."""
    game = rules.get_game(puzzle.game_id)
    colour = _colour(puzzle)
    who = words("colour-name", colour=colour.value)
    if game.simultaneous:
        other = Colour.WHITE if colour is Colour.BLACK else Colour.BLACK
        return words(
            "puzzle-task-round",
            other=words("colour-name", colour=other.value),
            given=puzzle.given,
            who=who,
        )
    parts = [words("puzzle-task-move", who=who)]
    if puzzle.alternating:
        parts.append(words("puzzle-task-alternating"))
    if not puzzle.exact:
        parts.append(words("puzzle-task-not-exact"))
    return " ".join(parts)


def stats_line(stats: PuzzleStats, words: Words = ENGLISH_WORDS) -> str:
    """``Solved 3 of 5 · streak 2 (best 3)``."""
    return words(
        "puzzle-stats",
        solved=stats.solved,
        attempts=stats.attempts,
        streak=stats.streak,
        best=stats.best_streak,
    )


def answers_text(puzzle: PuzzleRecord, words: Words = ENGLISH_WORDS) -> str:
    """The accepted answers, quoted and joined (``d4`` or ``e5``)."""
    return words("puzzle-or").join(f"`{a}`" for a in puzzle.answers)


def offer_text(
    puzzle: PuzzleRecord, stats: PuzzleStats, *, again: bool, words: Words = ENGLISH_WORDS
) -> str:
    game = rules.get_game(puzzle.game_id)
    unit = "round" if game.simultaneous else "move"
    number = puzzle.ply // 2 + 1 if game.simultaneous else puzzle.ply + 1
    head = words(
        "puzzle-offer-head",
        again="yes" if again else "no",
        id=str(puzzle.id),
        title=game.title,
        match=str(puzzle.match_id),
        unit=unit,
        number=number,
    )
    return "\n".join(
        [head, task(puzzle, words), words("puzzle-offer-how"), stats_line(stats, words)]
    )


def verdict_text(
    puzzle: PuzzleRecord,
    move: str,
    solved: bool,
    stats: PuzzleStats,
    words: Words = ENGLISH_WORDS,
) -> str:
    if solved:
        first = words("puzzle-right", move=move)
    elif move:
        first = words("puzzle-wrong", move=move, solution=answers_text(puzzle, words))
    else:
        first = words("puzzle-gave-up", solution=answers_text(puzzle, words))
    return f"{first}\n{words('puzzle-another', stats=stats_line(stats, words))}"


def solution_state(puzzle: PuzzleRecord) -> Any:
    """The position after the first answer (the picture shown with a solution)."""
    game = rules.get_game(puzzle.game_id)
    state = game.from_json(puzzle.state)
    if game.simultaneous:
        return game.play_round(
            state, {puzzle.seat: puzzle.answers[0], 1 - puzzle.seat: puzzle.given}
        )
    return game.play(state, puzzle.seat, puzzle.answers[0])


def names(puzzle: PuzzleRecord, words: Words = ENGLISH_WORDS) -> tuple[str, str]:
    """The board's seat names: the solver and the opponent (a puzzle shows no player)."""
    mine, theirs = words("puzzle-your-side"), words("puzzle-opponent")
    return (mine, theirs) if puzzle.seat == 0 else (theirs, mine)


# ---- the daily puzzle ---------------------------------------------------------------------------


def daily_head(
    puzzle: PuzzleRecord, day: str, words: Words = ENGLISH_WORDS, *, closed: bool = False
) -> str:
    game = rules.get_game(puzzle.game_id)
    number = puzzle.ply // 2 + 1 if game.simultaneous else puzzle.ply + 1
    return words(
        "daily-head",
        day=day,
        game=game.title,
        match=puzzle.match_id,
        unit="round" if game.simultaneous else "move",
        number=number,
        closed="yes" if closed else "no",
    )


def daily_text(puzzle: PuzzleRecord, day: str, words: Words = ENGLISH_WORDS) -> str:
    """The day's post: the puzzle, and how to answer it privately."""
    return "\n".join([daily_head(puzzle, day, words), task(puzzle, words), words("daily-how")])


def daily_solution_text(
    puzzle: PuzzleRecord, day: str, solved: int, words: Words = ENGLISH_WORDS
) -> str:
    """The day's post once closed: the solution and how many solved it."""
    return "\n".join(
        [
            daily_head(puzzle, day, words, closed=True),
            task(puzzle, words),
            words("daily-solution", solution=answers_text(puzzle, words), solved=solved),
        ]
    )
