"""Puzzles from a server's finished matches: which puzzle a player gets, their answers, their
solved counts and streaks (``service.py``); the daily puzzle of a server (``daily.py``, its
posts: ``notices.py``, ``posts.py``); finding them in worker processes (``mining.py``,
over ``ai.learn.puzzles``); the tables a store offers for them (``ports.py``, ``records.py``)."""

from bot.engine.puzzles.daily import DAILY_HOUR, DailyPuzzles
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
    "DAILY_HOUR",
    "DailyPuzzles",
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
