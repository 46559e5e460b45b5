"""Puzzles from a server's finished matches: which puzzle a player gets, their answers, their
solved counts and streaks (``service.py``); finding them in worker processes (``mining.py``,
over ``ai.puzzles``); the tables a store offers for them (``ports.py``, ``records.py``)."""

from bot.engine.puzzles.mining import Miner, MineRequest, PoolMiner, ThreadMiner
from bot.engine.puzzles.records import PuzzleRecord, PuzzleStats
from bot.engine.puzzles.service import (
    NoOpenPuzzle,
    NoPuzzle,
    Offer,
    PuzzleService,
    UncountedAnswer,
    Verdict,
    answers_text,
)

__all__ = [
    "MineRequest",
    "Miner",
    "NoOpenPuzzle",
    "NoPuzzle",
    "Offer",
    "PoolMiner",
    "PuzzleRecord",
    "PuzzleService",
    "PuzzleStats",
    "ThreadMiner",
    "UncountedAnswer",
    "Verdict",
    "answers_text",
]
