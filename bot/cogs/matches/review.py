"""The post-game review in Discord: the **Review** button under a finished match's result and
``/review match:…`` (docs/review.md).

Both answer privately, to whoever asked: the review's summary (each player's marks, the three
biggest swings), a graph of the winning chances over the game (``render.review.graph``), the
three biggest swings on boards with the better move marked (``render.review.boards``) and
every move's line in a text file (``ai.learn.report``). The review itself comes from the engine's
``ReviewService``: computed once in worker processes, then read back; a running match, an
aborted one and a match of another server get a private sentence instead. The answer may take
a while the first time, so the interaction is acknowledged at once ("thinking", only to the
asker) and answered when the review is ready. Everything is in the asker's language (the
``review-`` messages of ``locales/``, the pictures' words from ``board_words``) but the attached
move list, which is ``python -m ai review``'s English text.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord
from discord import app_commands
from discord.ext import commands

import rules
from ai.learn.report import header_lines, step_line, summary_lines
from ai.learn.review import (
    BLUNDER_DROP,
    INACCURACY_DROP,
    MISTAKE_DROP,
    Mark,
    MoveReview,
    RoundReview,
)
from bot.cogs.common.boards import Boards
from bot.cogs.common.components import Button, review_item
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.board_words import ENGLISH_BOARD_WORDS, BoardWords
from bot.cogs.common.limits import ALT_TEXT_CHARS, MESSAGE_CHARS
from bot.cogs.common.people import People
from bot.cogs.common.replies import (
    APOLOGY,
    PLAYER_ERRORS,
    RESTARTING,
    acknowledge,
    context_of,
    send_private,
)
from bot.cogs.matches.lookup import find_match
from bot.cogs.matches.show import MATCH_HELP
from bot.engine.matches.service import MatchService
from bot.engine.review import MatchReview, ReviewService
from render.review.boards import swing_alt, swing_diagram, swing_png
from render.review.graph import ChanceGraph, ChancePoint, chance_graph_alt, chance_graph_png
from rules.game import SEATS
from rules.record import GameRecord

log = logging.getLogger(__name__)

SWINGS = 3  # boards in a review: the moves that cost their player the most
Step = MoveReview | RoundReview


class ReviewReach(Protocol):
    """What the Review button uses, from the bot that received the press."""

    reviews: ReviewService
    people: People
    boards: Boards


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file of the review's answer, with its alt text (empty for a text file)."""

    name: str
    data: bytes
    alt: str = ""

    def file(self) -> discord.File:
        description = self.alt[:ALT_TEXT_CHARS] if self.alt else None
        return discord.File(io.BytesIO(self.data), filename=self.name, description=description)


@dataclass(frozen=True, slots=True)
class ReviewMessage:
    content: str
    attachments: tuple[Attachment, ...]


class ReviewButton(
    discord.ui.DynamicItem[Button],
    template=r"arena:rv:(?P<match>[0-9]{1,18})",
):
    """**Review** under a finished match's result: its review, only to whoever pressed."""

    def __init__(self, match_id: int) -> None:
        super().__init__(review_item(match_id))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReviewButton:
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(ReviewReach, interaction.client)
        await answer_review(interaction, bot.reviews, bot.people, bot.boards, self.match_id)


class Review(commands.Cog):
    """``/review``: the post-game review of a finished match, only to you."""

    def __init__(
        self, service: MatchService, reviews: ReviewService, people: People, boards: Boards
    ) -> None:
        self.service = service
        self.reviews = reviews
        self.people = people
        self.boards = boards

    @app_commands.command(
        name="review",
        description="A finished match move by move: chances, mistakes, better moves (only to you).",
    )
    @app_commands.guild_only()
    @app_commands.describe(match=MATCH_HELP)
    async def review(self, interaction: discord.Interaction, match: int | None = None) -> None:
        async def which() -> int:
            if match is not None:
                return match  # checked by the review service (this server, finished)
            view = await find_match(self.service, interaction, None, acting=False)
            return view.id

        await answer_review(interaction, self.reviews, self.people, self.boards, which)


async def answer_review(
    interaction: discord.Interaction,
    reviews: ReviewService,
    people: People,
    boards: Boards,
    match: int | Any,
) -> None:
    """Acknowledge privately, get the review (``match``: its id, or a coroutine function that
    finds it), draw it in a worker thread and answer privately with everything."""
    log.debug("review", extra=context_of(interaction))
    if not await acknowledge(interaction):
        return
    if getattr(interaction.client, "closing", False):
        await send_private(interaction, RESTARTING)
        return
    try:
        match_id = match if isinstance(match, int) else await match()
        found = await reviews.review(match_id, interaction.guild_id)
        names = await people.names(found.view.players)
        message = await asyncio.to_thread(
            review_message,
            found,
            names,
            width=boards.width,
            theme=boards.theme,
            words=Words.for_interaction(interaction),
        )
    except PLAYER_ERRORS as error:
        await send_private(interaction, Words.for_interaction(interaction).refusal(error))
        return
    except Exception:
        log.exception("a review failed", extra=context_of(interaction))
        await send_private(interaction, APOLOGY)
        return
    try:
        await interaction.followup.send(
            message.content,
            files=[a.file() for a in message.attachments],
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except discord.HTTPException as error:
        log.warning("could not send a review: %r", error, extra=context_of(interaction))


# ---- the answer ---------------------------------------------------------------------------------


def review_message(
    found: MatchReview,
    names: tuple[str, str],
    *,
    width: int,
    theme: str,
    words: Words = ENGLISH_WORDS,
) -> ReviewMessage:
    """The review's text and files (pure; drawn in a worker thread), in ``words``' language:
    the text, the pictures and their alt texts (the attached move list stays English)."""
    say = BoardWords(words)
    view, record, review = found.view, found.record, found.review
    named = GameRecord(
        game=record.game,
        options=record.options,
        players=names,
        date=record.date,
        result=record.result,
        termination=record.termination,
        games=record.games,
        headers=record.headers,
    )
    game = rules.get_game(view.game_id)
    steps = review.steps()
    swings = biggest_swings(steps)
    attachments = [
        graph_attachment(
            view.id, view.game_title, names, steps, width=width, theme=theme, say=say, words=words
        )
    ]
    attachments += [
        swing_attachment(
            game, record, step, index, names=names, width=width, theme=theme, say=say, words=words
        )
        for index, step in enumerate(swings, start=1)
    ]
    lines = [step_line(step) for step in steps]
    header = header_lines(named, review.playouts, review.seed)
    report = "\n".join([*header, *lines, *summary_lines(named, steps), ""])
    attachments.append(Attachment(f"review-match-{view.id}.txt", report.encode()))
    content = review_text(
        view.id, view.game_title, named, steps, swings, playouts=review.playouts, words=words
    )
    return ReviewMessage(content, tuple(attachments))


def biggest_swings(steps: Sequence[Step], count: int = SWINGS) -> list[Step]:
    """The ``count`` moves (rounds) that cost their player the most, where a better one was
    found, in the game's order."""
    costly = [s for s in steps if s.best != _played(s) and _cost(s) > 0]
    worst = sorted(costly, key=_cost, reverse=True)[:count]
    return sorted(worst, key=steps.index)


def _cost(step: Step) -> float:
    return step.drop if isinstance(step, MoveReview) else step.lost


def _played(step: Step) -> str:
    return step.move if isinstance(step, MoveReview) else step.submission


def _label(step: Step) -> str:
    if isinstance(step, MoveReview):
        return str(step.ply)
    return str(step.round) if step.game == 1 else f"{step.game}.{step.round}"


def _pct(chance: float) -> str:
    return f"{round(chance * 100)}%"


def graph_points(steps: Sequence[Step]) -> list[ChancePoint]:
    """The first player's chance after each move (Thwart Omega: each round, with the worse of
    the two submissions' marks)."""
    points: list[ChancePoint] = []
    rounds: dict[tuple[int, int], list[RoundReview]] = {}
    for step in steps:
        if isinstance(step, MoveReview):
            chance = step.after if step.seat == 0 else 1.0 - step.after
            mark = None if step.mark is None else str(step.mark)
            points.append(ChancePoint(_label(step), min(1.0, max(0.0, chance)), mark))
        else:
            rounds.setdefault((step.game, step.round), []).append(step)
    severity = [None, Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER]
    for pair in rounds.values():
        first = next((r for r in pair if r.seat == 0), pair[0])
        chance = first.score if first.seat == 0 else 1.0 - first.score
        worst = max((r.mark for r in pair), key=severity.index)
        mark = None if worst is None else str(worst)
        points.append(ChancePoint(_label(first), min(1.0, max(0.0, chance)), mark))
    return points


def graph_attachment(
    match_id: int,
    title: str,
    names: tuple[str, str],
    steps: Sequence[Step],
    *,
    width: int,
    theme: str,
    say: BoardWords = ENGLISH_BOARD_WORDS,
    words: Words = ENGLISH_WORDS,
) -> Attachment:
    unit = "round" if any(isinstance(s, RoundReview) for s in steps) else "move"
    graph = ChanceGraph(
        title=words("review-graph-title", match=str(match_id), game=title),
        names=names,
        points=tuple(graph_points(steps)),
        unit=unit,
    )
    png = chance_graph_png(graph, theme=theme, width=width, say=say)
    return Attachment(f"review-{match_id}-chances.png", png, chance_graph_alt(graph, say))


def swing_attachment(
    game: rules.Game[Any],
    record: GameRecord,
    step: Step,
    index: int,
    *,
    names: tuple[str, str],
    width: int,
    theme: str,
    say: BoardWords = ENGLISH_BOARD_WORDS,
    words: Words = ENGLISH_WORDS,
) -> Attachment:
    """One swing's board: the position the move made with the better move marked (Thwart
    Omega: the position the better submission would have made against the same opponent)."""
    who = names[step.seat] or words("review-seat", seat=step.seat)
    better = step.best
    mark = f" {step.mark}" if step.mark else ""
    if isinstance(step, MoveReview):
        before = _state_before_move(game, record, step.ply)
        after = game.play(before, step.seat, step.move)
        heading = words("review-board-move", ply=step.ply, player=who, move=step.move, mark=mark)
        caption = (
            words(
                "review-board-move-caption",
                player=who,
                before=_pct(step.before),
                after=_pct(step.after),
                better=better,
            ),
        )
        picture = swing_diagram(
            game, before, after, played=step.move, better=better, heading=heading,
            caption=caption, names=names, theme=theme, say=say, board_words=say,
        )  # fmt: skip
    else:
        before = _state_before_round(game, record, step.game, step.round)
        after = game.play_round(before, {step.seat: better, 1 - step.seat: step.opponent})
        heading = words(
            "review-board-round", round=_label(step), player=who, move=step.submission, mark=mark
        )
        other = names[1 - step.seat] or words("review-seat", seat=1 - step.seat)
        caption = (
            words(
                "review-board-round-caption",
                opponent=other,
                against=step.opponent,
                score=_pct(step.score),
                better=better,
                best=_pct(step.best_score),
            ),
        )
        picture = swing_diagram(
            game, before, after, played=step.submission, better=better, heading=heading,
            caption=caption, names=names, theme=theme, shows_better=True, say=say,
            board_words=say,
        )  # fmt: skip
    png = swing_png(picture, width)
    return Attachment(f"review-swing-{index}.png", png, swing_alt(picture, say))


def _state_before_move(game: rules.Game[Any], record: GameRecord, ply: int) -> Any:
    state = game.new_state(**record.options)
    for entry in record.games[0][: ply - 1]:
        state = game.play(state, entry.seat, entry.move)
    return state


def _state_before_round(
    game: rules.Game[Any], record: GameRecord, number: int, round_no: int
) -> Any:
    state = game.new_state(**record.options)
    entries = record.games[number - 1]
    for i in range(0, 2 * (round_no - 1), 2):
        pair = entries[i : i + 2]
        state = game.play_round(state, {e.seat: e.move for e in pair})
    return state


def review_text(
    match_id: int,
    title: str,
    record: GameRecord,
    steps: Sequence[Step],
    swings: Sequence[Step],
    *,
    playouts: int | None,
    words: Words = ENGLISH_WORDS,
) -> str:
    """The answer's message: who made which marks, the biggest swings, what is attached."""
    budget = (
        words("review-budget-strong")
        if playouts is None
        else words("review-budget-playouts", playouts=playouts)
    )
    lines = [
        words(
            "review-head",
            match=str(match_id),
            game=title,
            budget=budget,
            inaccuracy=round(INACCURACY_DROP * 100),
            mistake=round(MISTAKE_DROP * 100),
            blunder=round(BLUNDER_DROP * 100),
        ),
        *seat_lines(record, steps, words),
    ]
    if swings:
        lines.append(words("review-swings-head"))
        for number, step in enumerate(swings, start=1):
            lines.append(swing_line(record, step, number, words))
    else:
        lines.append(words("review-no-swings"))
    lines.append(words("review-footer"))
    text = "\n".join(lines)
    return text if len(text) <= MESSAGE_CHARS else text[: MESSAGE_CHARS - 1] + "…"


def seat_lines(record: GameRecord, steps: Sequence[Step], words: Words) -> list[str]:
    """Each player's moves (submissions) and marks: ``Ann: 11 moves, 0 ?!, 1 ?, 0 ??.``"""
    unit = "round" if any(isinstance(s, RoundReview) for s in steps) else "move"
    lines = []
    for seat in SEATS:
        mine = [s for s in steps if s.seat == seat]
        marks = {mark: sum(1 for s in mine if s.mark == mark) for mark in Mark}
        lines.append(
            words(
                "review-seat-line",
                player=record.players[seat] or words("review-seat", seat=seat),
                count=len(mine),
                unit=unit,
                inaccuracies=marks[Mark.INACCURACY],
                mistakes=marks[Mark.MISTAKE],
                blunders=marks[Mark.BLUNDER],
            )
        )
    return lines


def swing_line(record: GameRecord, step: Step, number: int, words: Words = ENGLISH_WORDS) -> str:
    who = record.players[step.seat] or words("review-seat", seat=step.seat)
    mark = f" {step.mark}" if step.mark else ""
    if isinstance(step, MoveReview):
        return words(
            "review-swing-move",
            number=number,
            ply=step.ply,
            player=who,
            move=step.move,
            mark=mark,
            before=_pct(step.before),
            after=_pct(step.after),
            better=step.best,
        )
    other = record.players[1 - step.seat] or words("review-seat", seat=1 - step.seat)
    return words(
        "review-swing-round",
        number=number,
        round=_label(step),
        player=who,
        move=step.submission,
        mark=mark,
        score=_pct(step.score),
        opponent=other,
        against=step.opponent,
        better=step.best,
        best=_pct(step.best_score),
    )


REVIEW_BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ReviewButton,)
