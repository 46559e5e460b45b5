"""What the posts of tournament notifications need, and what they learn
(``bot.engine.outbox.posts`` says why both travel with the row).

``TournamentPost`` is read as a row starts: the tournament as it is now (its rounds, the
pairings being played, whether match threads are public), the threads recorded for the
pairing's games (a thread archived since a restart is found again through them), and for a new
game the thread its match has. The bracket or standings message posted anew comes back as
``TournamentMessage``; a game's thread as ``bot.engine.matches.posts.MatchThread``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime

from bot.engine.model import OutboxItem
from bot.engine.outbox.posts import Posts
from bot.engine.ports import UnitOfWork
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import TournamentError
from bot.engine.tournaments.ports import tables
from bot.engine.tournaments.records import ServerTournaments, TournamentRecord
from bot.engine.tournaments.views import TournamentView

KINDS = (
    "tournament-created",
    "tournament-cancelled",
    "tournament-choice",
    "tournament-game",
    "tournament-deadline",
    "tournament-result",
    "tournament-entrant",
    "tournament-started",
    "tournament-round",
    "tournament-stage",
    "tournament-updated",
    "tournament-finished",
    "tournament-overtime",
    "tournament-time-up",
    # Read only for the server's language (``TournamentPost.language``):
    "tournament-checkin",
    "tournament-held",
    "tournament-paused",
    "tournament-resumed",
    "tournament-undone",
    "tournament-organiser",
    "tournament-waitlist",
    "tournament-checkin-reminder",
    "tournament-late-entry",
)

# The kinds whose post makes or moves the tournament's Scheduled Event (the others do not read it).
FOLLOWED_BY_THE_EVENT = frozenset(
    ("tournament-created", "tournament-started", "tournament-finished", "tournament-cancelled")
)


@dataclass(frozen=True, slots=True)
class TournamentPost:
    """What the post of a tournament notification needs."""

    view: TournamentView
    # The Discord threads recorded for the games of the row's pairing, the latest game's first.
    threads: tuple[int, ...] = ()
    # tournament-game: the thread the game's match has already (``None``: none yet).
    match_thread: int | None = None
    # The server's tournament roles and time zone; the Discord Scheduled Event made for the
    # tournament (``None``: none yet); and, for the champion's post, who won the server's
    # previous tournament (they give the champion role up).
    server: ServerTournaments = field(default_factory=ServerTournaments)
    event_id: int | None = None
    previous_champion: int | None = None
    # tournament-finished: the server turned web pages on (the post links to the page).
    web_pages: bool = False
    # The language the server chose for the bot's public posts (``None``: Discord's).
    language: str | None = None


@dataclass(frozen=True, slots=True)
class TournamentEvent:
    """The Discord Scheduled Event the Discord layer made for a tournament."""

    tournament_id: int
    event_id: int


@dataclass(frozen=True, slots=True)
class TournamentMessage:
    """The tournament's bracket or standings message (edited as results come in)."""

    tournament_id: int
    message_id: int | None


class TournamentPosts:
    """The loader and recorder of tournament notifications."""

    def install(self, posts: Posts) -> None:
        posts.load(KINDS, self.tournament_post)
        posts.record(TournamentMessage, record_message)
        posts.record(TournamentEvent, record_event)

    async def tournament_post(self, uow: UnitOfWork, item: OutboxItem) -> TournamentPost:
        payload = item.notification.payload
        tid = payload["tournament_id"]
        unit = tables(uow)
        record = await unit.load_tournament(int(tid))
        if record is None:
            raise TournamentError("tournament-unknown", id=str(tid))
        view = TournamentView(
            record, tuple(await unit.entries(record.id)), tuple(await unit.lives(record.id))
        )
        kind = item.notification.kind
        post = TournamentPost(
            view,
            server=await unit.server_tournaments(record.guild_id),
            language=(await uow.guild_settings(record.guild_id)).language,
        )
        if kind in FOLLOWED_BY_THE_EVENT:
            post = replace(post, event_id=await unit.scheduled_event(record.id))
        if kind == "tournament-finished":
            post = replace(post, previous_champion=await previous_champion(uow, record))
        key = payload.get("key")
        if isinstance(key, str):
            post = replace(post, threads=await threads_of(uow, record.id, key))
        match_id = payload.get("match_id")
        if item.notification.kind == "tournament-game" and isinstance(match_id, int):
            match = await uow.load_match(match_id)
            post = replace(post, match_thread=None if match is None else match.thread_id)
        if item.notification.kind == "tournament-finished":
            web = (await uow.guild_settings(record.guild_id)).web_pages
            post = replace(post, web_pages=web)
        return post


async def threads_of(uow: UnitOfWork, tournament_id: int, key: str) -> tuple[int, ...]:
    """The Discord threads recorded for the games of a pairing, the latest game's first."""
    links = [m for m in await tables(uow).tournament_matches(tournament_id) if m.key == key]
    found: list[int] = []
    for link in sorted(links, key=lambda m: -m.game_no):
        match = await uow.load_match(link.match_id)
        if match is not None and match.thread_id is not None:
            found.append(match.thread_id)
    return tuple(dict.fromkeys(found))


async def previous_champion(uow: UnitOfWork, record: TournamentRecord) -> int | None:
    """The champion of the last tournament the server finished before ``record``."""
    # A finished tournament has a champion: the first read is enough (the rest are read only
    # for the odd one without, and only a few: a server's history can be long).
    for t in await tables(uow).last_finished(record.guild_id, excluding=record.id, limit=8):
        assert t.core is not None
        champion = T.champion(t.core)
        if champion is not None:
            return t.core.entrant(champion).player
    return None


async def record_event(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, TournamentEvent)
    await tables(uow).set_scheduled_event(fact.tournament_id, fact.event_id)


async def all_threads(uow: UnitOfWork, tournament_id: int) -> tuple[int, ...]:
    """Every Discord thread recorded for the tournament's games (oldest game first)."""
    found: list[int] = []
    for link in await tables(uow).tournament_matches(tournament_id):
        match = await uow.load_match(link.match_id)
        if match is not None and match.thread_id is not None:
            found.append(match.thread_id)
    return tuple(dict.fromkeys(found))


async def record_message(uow: UnitOfWork, fact: object, now: datetime) -> None:
    assert isinstance(fact, TournamentMessage)
    await uow.hold(("tournament", fact.tournament_id))  # the record is rewritten whole
    unit = tables(uow)
    record = await unit.load_tournament(fact.tournament_id)
    if record is not None:
        await unit.save_tournament(replace(record, message_id=fact.message_id))
