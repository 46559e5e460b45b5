"""Golden playthrough transcripts: seeded random games written out ply by ply.

A transcript fixes the rules' observable behaviour (legal move counts, moves, boards, outcome);
any change to it shows up as a diff. Regenerate with ``./dev goldens`` and read the diff.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import rules
from rules.game import Game
from rules.textboard import status_line, text_board

FOLDER = Path(__file__).parent / "playthroughs"

# (game id, options, seed): a few games of each, on small and default boards.
PLAYTHROUGHS: list[tuple[str, dict[str, object], int]] = [
    ("thwart-omega", {}, 1),
    ("thwart-omega", {"tiebreak": "draw"}, 2),
    ("interleave", {"size": 3}, 1),
    ("interleave", {"mode": "turns"}, 2),
    ("meridians", {"size": 5}, 1),
    ("meridians", {"pie": True}, 2),
    ("meter", {"size": 3}, 1),
    ("meter", {}, 2),
    ("meuda", {"size": 4}, 1),
    ("meuda", {"size": 5}, 2),
]


def file_name(game_id: str, options: dict[str, object], seed: int) -> str:
    opts = "".join(f"-{k}{v}" for k, v in sorted(options.items()))
    return f"{game_id}{opts}-seed{seed}.txt"


def transcript(game_id: str, options: dict[str, object], seed: int) -> str:
    """The transcript of one seeded random game, as text."""
    game: Game[Any] = rules.get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(**options)
    lines = [f"# {game.title} {options} seed {seed} (rules version {game.rules_version})"]
    step = 0
    while game.outcome(state) is None:
        acting = game.seats_to_act(state)
        counts = " ".join(f"{s}:{len(game.legal_moves(state, s))}" for s in rules.SEATS)
        if game.simultaneous:
            moves = {s: game.random_move(state, s, rng) for s in acting}
            state = game.play_round(state, moves)
            played = " | ".join(f"{s} {m}" for s, m in sorted(moves.items()))
        else:
            seat = rng.choice(acting)
            move = game.random_move(state, seat, rng)
            state = game.play(state, seat, move)
            played = f"{seat} {game.colour_of(state, seat)} {move}"
        step += 1
        lines.append(f"{step:4d}  legal {counts:<12}  {played}")
        if step % 10 == 0:
            lines.append(text_board(game, state))
    lines.append(text_board(game, state))
    lines.append(status_line(game, state))
    return "\n".join(lines) + "\n"


def regenerate() -> list[Path]:
    """Rewrite every transcript file; returns the paths written."""
    FOLDER.mkdir(exist_ok=True)
    written = []
    for game_id, options, seed in PLAYTHROUGHS:
        path = FOLDER / file_name(game_id, options, seed)
        path.write_text(transcript(game_id, options, seed), encoding="utf-8")
        written.append(path)
    return written
