"""The post-game review in Discord (issue 28, items 1 and 5): **Review** under a finished
match's result and ``/review`` answer privately with the summary, a graph of the chances and
the biggest swings on boards (real PNGs with alt text), computed once in the review's worker
processes (a small budget here: the review's quality is ``ai.learn.review``'s tests' concern); a
running match, an unknown id and another server's match get a sentence instead."""

from __future__ import annotations

import io
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import discord
import pytest
import simcord
from PIL import Image

import rules
from bot.cogs.common.limits import ALT_TEXT_CHARS, MESSAGE_CHARS
from bot.config import Config
from bot.discord_app import StoneArenaBot
from bot.engine.model import MatchStatus
from bot.shards import Shards
from tests.bot.conftest import (
    World,
    bot_messages,
    buttons_of,
    close_bot,
    make_world,
    said,
    seeds,
    shown,
    start_match,
)
from tests.bot.locales import english_words, hangul, japanese, speaking

PLAYOUTS = 100  # a position's playouts in these reviews: quick, and enough for Thwart Omega's best responses


@pytest.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[StoneArenaBot]:
    """The bot with reviews on a small budget (through the real worker pool)."""
    config = Config(token="simcord", database=db_path, shards=Shards(1))
    bot = StoneArenaBot(
        config, seeds=seeds(1), board_width=320, review_playouts=PLAYOUTS, settle_heap=False
    )
    yield bot
    await close_bot(bot)


@asynccontextmanager
async def real_work(env: simcord.Env) -> AsyncIterator[None]:
    """A review is real CPU work in a worker process (seconds on a busy machine, and the pool
    starts at the first one): simcord waits for it longer than for a post. Only around the
    review: the window also fires virtual timers due within it in real time."""
    before, env.settle_timeout = env.settle_timeout, 120
    try:
        yield
    finally:
        env.settle_timeout = before


async def play_to_the_end(world: World, match_id: int, thread: simcord.ChannelHandle) -> None:
    """Random legal moves by ``/move`` (Thwart Omega: alice's by DM, bob's filled at the
    deadline) until the match is over."""
    rng = random.Random(match_id)
    for _ in range(300):
        view = await world.match(match_id)
        if view.status is not MatchStatus.ACTIVE:
            return
        game = rules.get_game(view.game_id)
        if game.simultaneous:
            seat = view.players.index(world.alice.id)
            await world.alice.send_dm(f"{game.random_move(view.state, seat, rng)} lock")
            await world.env.advance_time(61)
            continue
        seat = game.seats_to_act(view.state)[0]
        move = game.random_move(view.state, seat, rng)
        result = await world.member(view.players[seat]).slash(thread, "move", move=move)
        assert "You played" in said(result), said(result)
    raise AssertionError(f"match {match_id} did not end")


def pngs(message: discord.Message) -> list[discord.Attachment]:
    return [a for a in message.attachments if (a.filename or "").endswith(".png")]


async def check_review(message: discord.Message, match_id: int, unit: str) -> str:
    """The review's answer: private, its text within Discord's limit, a graph and up to three
    boards that open as images with alt text, and the move list as a file. Its text."""
    text = shown(message)
    assert f"Review of match #{match_id}" in text, text
    assert len(text) <= MESSAGE_CHARS
    names = [a.filename for a in message.attachments]
    assert names[0] == f"review-{match_id}-chances.png"
    assert f"review-match-{match_id}.txt" in names
    boards = [n for n in names if (n or "").startswith("review-swing-")]
    assert 1 <= len(boards) <= 3, names
    assert text.count(f"{unit.capitalize()} ") >= len(boards)  # each swing is listed
    for attachment in pngs(message):
        data = await attachment.read()
        image = Image.open(io.BytesIO(data))
        image.verify()
        assert image.size[0] == 320  # the bot's board width in the tests
        assert attachment.description and len(attachment.description) <= ALT_TEXT_CHARS
    graph = pngs(message)[0].description or ""
    assert "winning chance" in graph
    listing = await next(a for a in message.attachments if a.filename.endswith(".txt")).read()
    assert "before" in listing.decode()
    return text


def result_of(world: World, thread: simcord.ChannelHandle) -> discord.Message:
    return next(m for m in reversed(bot_messages(thread, world.env)) if "is over" in shown(m))


def last_answer(result: simcord.InteractionResult) -> discord.Message:
    """The private answer (the deferred "thinking" reply, edited into the review)."""
    answer = result.followups[-1] if result.followups else result.response
    assert answer is not None, "no answer"
    assert answer.ephemeral, "a review is shown only to whoever asked"
    return answer.message


async def test_review_button_under_a_finished_meter_game(world: World) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    await play_to_the_end(world, match_id, thread)
    result = result_of(world, thread)
    labels = [item.label for item in buttons_of(result)]
    assert labels == ["Rematch", "Review"]

    async with real_work(world.env):
        pressed = await world.carol.click(result, label="Review")  # anyone may learn from it
    text = await check_review(last_answer(pressed), match_id, "move")
    assert "Biggest swings" in text
    reviews = world.bot.reviews
    assert reviews.computations == 1
    again = await world.alice.click(result, label="Review")  # read back, not computed again
    assert (await check_review(last_answer(again), match_id, "move")) == text
    assert reviews.computations == 1
    channel_text = "\n".join(shown(m) for m in bot_messages(thread, world.env))
    assert "Review of match" not in channel_text, "nothing of it is posted in the thread"

    by_command = await world.bob.slash(world.channel, "review", match=match_id)
    assert (await check_review(last_answer(by_command), match_id, "move")) == text
    in_thread = await world.bob.slash(thread, "review")  # the thread's match by default
    assert (await check_review(last_answer(in_thread), match_id, "move")) == text


async def test_review_of_a_thwart_omega_game_scores_each_round(world: World) -> None:
    match_id, thread = await start_match(world, "thwart-omega", tiebreak="draw")
    await play_to_the_end(world, match_id, thread)
    async with real_work(world.env):
        answer = last_answer(await world.alice.slash(world.channel, "review", match=match_id))
    text = await check_review(answer, match_id, "round")
    assert "would have scored" in text
    assert "submissions" in text  # each seat's count of marked submissions


async def test_no_review_of_a_running_match_an_unknown_one_or_another_servers(
    world: World,
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    refused = said(await world.alice.slash(thread, "review"))
    assert "still being played" in refused and "hint" in refused
    refused = said(await world.bob.slash(world.channel, "review", match=match_id))
    assert "still being played" in refused
    assert "There is no match #987654" in said(
        await world.alice.slash(world.channel, "review", match=987654)
    )
    other = make_world(world.env, ("dora", "eve", "finn"))
    elsewhere = said(await other.alice.slash(other.channel, "review", match=match_id))
    assert f"There is no match #{match_id} on this server" in elsewhere
    assert world.bot.reviews.computations == 0


def test_the_review_text_fits_a_message_with_the_longest_names() -> None:
    """Discord names are up to 32 characters; Thwart Omega's swing lines are the longest."""
    from ai.learn.review import Mark, RoundReview
    from bot.cogs.matches.review import review_text
    from rules.record import Entry, GameRecord

    names = ("W" * 32, "M" * 32)
    rounds = tuple(
        RoundReview(
            game=2,
            round=number,
            seat=seat,
            submission="b a10 w b10",
            opponent="b c10 w d10",
            random_fill=False,
            before=0.5,
            score=0.2,
            best_score=0.9,
            best="b e10 w f10",
            screened=2352,
            searched=30,
            mark=Mark.BLUNDER,
        )
        for number in range(1, 40)
        for seat in (0, 1)
    )
    record = GameRecord("thwart-omega", {}, names, "", games=((Entry(0, "b a1 w a2"),),))
    text = review_text(
        123456789012345678, "Thwart Omega", record, rounds, rounds[:3], playouts=None
    )
    assert len(text) <= MESSAGE_CHARS
    assert text.count("would have scored") == 3 and "M" * 32 in text


async def test_a_korean_reader_gets_the_whole_review_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The text, the graph's and the boards' words and alt texts follow the presser's locale;
    the attached move list stays ``python -m ai review``'s English."""
    match_id, thread = await start_match(world, "meter", size=3)
    await play_to_the_end(world, match_id, thread)
    result = result_of(world, thread)
    with speaking(monkeypatch, {world.carol.id: "ko"}):
        async with real_work(world.env):
            pressed = await world.carol.click(result, label="Review")
    answer = last_answer(pressed)
    text = answer.content
    assert f"대국 #{match_id} · Meter 복기" in text and "가장 큰 변화" in text, text
    assert len(text) <= MESSAGE_CHARS
    for name in ("alice", "bob"):
        text = text.replace(name, " ")
    assert hangul(text) and not english_words(text), english_words(text)
    described = [a.description or "" for a in pngs(answer)]
    assert len(described) >= 2  # the graph and at least one board
    for alt in described:
        assert hangul(alt), alt
    assert "승리 확률" in described[0]
    listing = await next(a for a in answer.attachments if a.filename.endswith(".txt")).read()
    assert "before" in listing.decode()


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
def test_the_review_text_and_boards_speak_the_language_and_fit(code: str) -> None:
    """Every sentence of the review's message, in each language, with the longest names and a
    20-digit match id; the swing boards' heading and caption in the same words."""
    from ai.learn.review import Mark, MoveReview, RoundReview
    from bot.cogs.common.language import Words
    from bot.cogs.matches.review import review_text
    from rules.record import Entry, GameRecord

    words = Words(code)
    names = ("W" * 32, "M" * 32)
    rounds = tuple(
        RoundReview(
            game=2, round=number, seat=seat, submission="b a10 w b10", opponent="b c10 w d10",
            random_fill=False, before=0.5, score=0.2, best_score=0.9, best="b e10 w f10",
            screened=2352, searched=30, mark=Mark.BLUNDER,
        )
        for number in range(1, 40)
        for seat in (0, 1)
    )  # fmt: skip
    record = GameRecord("thwart-omega", {}, names, "", games=((Entry(0, "b a1 w a2"),),))
    big = 10**19 + 7
    text = review_text(big, "Thwart Omega", record, rounds, rounds[:3], playouts=None, words=words)
    assert len(text) <= MESSAGE_CHARS and text.count("b e10 w f10") == 3
    moves = tuple(
        MoveReview(
            ply=ply, seat=ply % 2, move="d4", before=0.6, after=0.1, best="e5", choices=30,
            mark=Mark.BLUNDER,
        )
        for ply in range(1, 30)
    )  # fmt: skip
    meter = GameRecord("meter", {}, ("", ""), "", games=((Entry(0, "d4"),),))
    plain = review_text(big, "Meter", meter, moves, moves[:3], playouts=500, words=words)
    assert len(plain) <= MESSAGE_CHARS
    if code == "en":
        assert "would have scored" in text and "Move 1, seat 1 `d4` ??: 60% → 10%" in plain
        return
    script = hangul if code == "ko" else japanese
    for said_ in (text, plain):
        rest = said_.replace("W" * 32, " ").replace("M" * 32, " ")
        assert script(rest) and not english_words(rest), english_words(rest)
