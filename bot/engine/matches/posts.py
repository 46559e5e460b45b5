"""What the posts of match and challenge notifications need, and what they learn
(``bot.engine.outbox.posts`` says why both travel with the row).

``MatchPost`` is read as a row starts: the match as it is now and, by kind, the position a
board shows (``positions``), the server's ping policy, the challenge message a new thread
hangs off, the message with buttons a newer one supersedes, whether the player's direct
messages are closed, how many of their running matches play the same game, the move log of a
finished match, whether a later match of a series plays in the thread. ``ChallengePost`` is
where a challenge's message is. The facts (``MatchThread``, ``ChallengeMessage``,
``DmsClosed``, ``ButtonMessage``, ``ButtonsTaken``) are written with the row's mark by the
recorders ``install`` registers: the same unit-of-work writes the match service made when the
delivery called back into it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from bot.engine.errors import UnknownMatch
from bot.engine.games import Games
from bot.engine.matches import flow
from bot.engine.matches.positions import Positions
from bot.engine.model import MatchStatus, MoveRecord, OutboxItem, PingPolicy, UserId
from bot.engine.outbox.posts import Posts
from bot.engine.ports import UnitOfWork
from bot.engine.ratings import PlayerRating, ratings_from_json
from bot.engine.views import MatchView

Where = tuple[int, int]  # (channel id, message id)

CHALLENGE_CLOSED = (
    "challenge-accepted",
    "challenge-declined",
    "challenge-cancelled",
    "challenge-expired",
)
MATCH_KINDS = (
    "match-started",
    "board",
    "round-sealed",
    "deadline-extended",
    "result-proposed",
    "proposal-declined",
    "replay-started",
    "match-finished",
    "match-aborted",
    "thread-archive",
    "round-prompt",
    "submission-receipt",
    "timeout-warning",
)


@dataclass(frozen=True, slots=True)
class MatchPost:
    """What the post of a match notification needs (fields a kind does not use keep their
    defaults)."""

    view: MatchView
    pings: PingPolicy = PingPolicy.ALL
    # match-started: where the challenge the match started from was posted (its thread hangs
    # off that message); match-finished, match-aborted: that card, which says how it ended.
    challenge_message: Where | None = None
    # board: the position it shows and the one before its moves (``None``: none).
    state: Any = None
    previous: Any = None
    # board, round-prompt, receipt: the message of the row's owner (0: the public board, else
    # the player) whose buttons a newer post supersedes.
    buttons: Where | None = None
    # round-prompt: Discord refuses this player's direct messages (``DmsClosed`` recorded).
    dms_closed: bool = False
    # round-prompt: the player's running matches of this game (the prompt names the opponent
    # when there are several).
    same_game: int = 0
    # match-finished, match-aborted: every message of the match that still has buttons.
    all_buttons: tuple[Where, ...] = ()
    # match-finished: the move log (the replay GIF and the game record).
    moves: tuple[MoveRecord, ...] = ()
    # thread-archive: a later match of the series is being played in the thread.
    thread_busy: bool = False
    # match-finished: the server turned web pages on (the result links to the match's page).
    web_pages: bool = False
    # The language the server chose for the bot's posts (``None``: Discord's preferred locale);
    # a private post caused by a server match speaks it too (a direct message has no locale).
    language: str | None = None
    # match-started of a rated match: each player's rating in the game as it starts.
    ratings: tuple[PlayerRating, ...] = ()


@dataclass(frozen=True, slots=True)
class ChallengePost:
    """Where a closed challenge's message is (``None``: it was never posted, or it is being
    posted now); its server and the language the server chose for its posts (``None``:
    Discord's preferred locale); a rated challenge's players' ratings as it is posted."""

    message: Where | None
    language: str | None = None
    guild_id: int | None = None
    ratings: tuple[PlayerRating, ...] = ()


@dataclass(frozen=True, slots=True)
class MatchThread:
    """The match's public posts go to this thread from now on (``None``: its thread is
    unusable, back to the channel). ``only_if_none``: keep a thread recorded already."""

    match_id: int
    thread_id: int | None
    only_if_none: bool = False


@dataclass(frozen=True, slots=True)
class ChallengeMessage:
    """The challenge was posted here: closing it edits this message, even after a restart."""

    challenge_id: int
    where: Where


@dataclass(frozen=True, slots=True)
class DmsClosed:
    """Discord refuses direct messages to this player: prompts go to the thread (RULES.md §3
    stays private), and the public notice is not repeated."""

    match_id: int
    user_id: UserId


@dataclass(frozen=True, slots=True)
class ButtonMessage:
    """The match's newest message with buttons for ``owner`` (0: the public board) is
    ``where`` (``None``: none now); the older one's buttons were taken off."""

    match_id: int
    owner: int
    where: Where | None


@dataclass(frozen=True, slots=True)
class ButtonsTaken:
    """The match is over and these messages' buttons were taken off."""

    match_id: int
    taken: tuple[Where, ...]


class MatchPosts:
    """The loaders and recorders of match and challenge notifications."""

    def __init__(self, games: Games) -> None:
        self._games = games
        self.positions = Positions()

    def install(self, posts: Posts) -> None:
        posts.load(MATCH_KINDS, self.match_post)
        posts.load(("challenge-posted", *CHALLENGE_CLOSED), self.challenge_post)
        posts.record(MatchThread, record_thread)
        posts.record(ChallengeMessage, record_challenge_message)
        posts.record(DmsClosed, record_dms_closed)
        posts.record(ButtonMessage, record_button_message)
        posts.record(ButtonsTaken, record_buttons_taken)

    async def challenge_post(self, uow: UnitOfWork, item: OutboxItem) -> ChallengePost:
        record = await uow.load_challenge(int(item.notification.payload["challenge_id"]))
        if record is None:
            return ChallengePost(None)
        language = (await uow.guild_settings(record.guild_id)).language
        ratings: tuple[PlayerRating, ...] = ()
        if item.notification.kind == "challenge-posted" and record.rated:
            ratings = ratings_from_json(item.notification.payload.get("ratings_shown")) or ()
        return ChallengePost(record.message, language, record.guild_id, ratings)

    async def match_post(self, uow: UnitOfWork, item: OutboxItem) -> MatchPost:
        note = item.notification
        payload = note.payload
        match = await uow.load_match(int(payload["match_id"]))
        if match is None:
            raise UnknownMatch("match-unknown", match=str(payload["match_id"]))
        game = flow.game_of(self._games, match)
        view = flow.view(
            game, match, game.from_json(match.state), await flow.deadline_of(uow, match)
        )
        settings = await uow.guild_settings(view.guild_id)
        post = MatchPost(view, language=settings.language)
        kind = note.kind
        if kind in ("match-started", "board"):
            post = replace(post, pings=settings.pings)
        if kind == "match-started" and match.rated and match.computer is None:
            post = replace(post, ratings=ratings_from_json(payload.get("ratings_shown")) or ())
        if kind == "match-started" and view.thread_id is None and view.challenge_id is not None:
            challenge = await uow.load_challenge(view.challenge_id)
            post = replace(post, challenge_message=None if challenge is None else challenge.message)
        elif kind == "board":
            moves = payload.get("moves") or []
            state, previous = await self.positions.at(
                uow,
                view,
                int(payload["game_no"]),
                int(payload["ply"]),
                len(moves),
            )
            buttons = None
            if not game.simultaneous:
                buttons = (await uow.button_messages(view.id)).get(0)
            post = replace(post, state=state, previous=previous, buttons=buttons)
        elif kind == "round-prompt":
            post = await self._prompt(uow, post, note.target_id)
        elif kind == "submission-receipt" and not payload.get("shown"):
            post = replace(post, buttons=(await uow.button_messages(view.id)).get(note.target_id))
        elif kind in ("match-finished", "match-aborted"):
            found = await uow.button_messages(view.id)
            post = replace(post, all_buttons=tuple(sorted(found.values())))
            if view.challenge_id is not None:  # its card says how the match ended
                challenge = await uow.load_challenge(view.challenge_id)
                if challenge is not None:
                    post = replace(post, challenge_message=challenge.message)
            if kind == "match-finished":
                post = replace(post, moves=tuple(await uow.load_moves(view.id)))
                post = replace(post, web_pages=settings.web_pages)
        elif kind == "thread-archive" and view.thread_id is not None:
            newest = await uow.match_in_thread(view.thread_id)
            busy = (
                newest is not None and newest.id != view.id and newest.status is MatchStatus.ACTIVE
            )
            post = replace(post, thread_busy=busy)
        return post

    async def _prompt(self, uow: UnitOfWork, post: MatchPost, user: UserId) -> MatchPost:
        view = post.view
        if view.status is not MatchStatus.ACTIVE:
            return post  # the prompt is not sent
        state, _ = await self.positions.at(uow, view, view.game_no, view.ply, 0)
        same = sum(
            1
            for other in await uow.matches_of(user, active_only=True)
            if other.game_id == view.game_id
        )
        return replace(
            post,
            state=state,
            buttons=(await uow.button_messages(view.id)).get(user),
            dms_closed=await uow.dms_closed(view.id, user),
            same_game=same,
        )


async def record_thread(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, MatchThread)
    key = ("match", fact.match_id)
    await uow.hold(key)  # the match record is rewritten: no move may be saved meanwhile
    match = await uow.load_match(fact.match_id)
    if match is None or (fact.only_if_none and match.thread_id is not None):
        return
    await uow.save_match(replace(match, thread_id=fact.thread_id))


async def record_challenge_message(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, ChallengeMessage)
    await uow.set_challenge_message(fact.challenge_id, *fact.where)


async def record_dms_closed(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, DmsClosed)
    await uow.note_dms_closed(fact.match_id, fact.user_id, now)


async def record_button_message(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, ButtonMessage)
    await uow.swap_button_message(fact.match_id, fact.owner, fact.where)


async def record_buttons_taken(uow: UnitOfWork, fact: object, now: datetime) -> None:
    """Forget the messages whose buttons were taken off (one recorded since, by a row of
    another lane, keeps its place)."""
    assert isinstance(fact, ButtonsTaken)
    for owner, where in (await uow.button_messages(fact.match_id)).items():
        if where in fact.taken:
            await uow.swap_button_message(fact.match_id, owner, None)
