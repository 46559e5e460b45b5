"""A delivery only delivers (``bot.engine.outbox.posts``): the Discord side of the outbox gets
what a post needs with the row and returns what it learned; it holds no handle on the engine
and never calls it while it posts. Three checks, each of which fails if a delivery reaches back
into the engine again: no engine object is reachable from the deliveries the bot runs, the
delivery modules import nothing of the engine but its values, and their code names no way to
it (``.service``, ``.engine``, ``.arena``, ``.store``)."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from pathlib import Path
from types import FunctionType, MethodType, ModuleType

import discord
import grimp

from bot.cogs.common import boards
from bot.cogs.common.arena import Arena
from bot.cogs.common.posting import delivery, resend, undelivered
from bot.cogs.matches import delivery as match_delivery
from bot.cogs.matches import ending
from bot.cogs.matches.delivery import base as match_posting
from bot.cogs.matches.delivery import private as match_private
from bot.cogs.tournaments import delivery as tournament_delivery
from bot.cogs.tournaments import entries, threads
from bot.engine.app import Engine
from bot.engine.matches.service import MatchService
from bot.engine.outbox.dispatcher import Dispatcher
from bot.engine.tournaments.service import TournamentService
from tests.bot.conftest import World

MODULES: tuple[ModuleType, ...] = (
    delivery,
    boards,
    resend,
    undelivered,
    match_delivery,
    match_posting,
    match_private,
    ending,
    tournament_delivery,
    threads,
    entries,
)
# What of the engine a delivery may import: values, the clock, the fence of a post.
ENGINE_VALUES = {
    "bot.engine.model",
    "bot.engine.views",
    "bot.engine.clock",
    "bot.engine.privacy",  # names of forgotten players (pure functions)
    "bot.engine.outbox.fence",
    "bot.engine.matches.posts",
    "bot.engine.matches.records",
    "bot.engine.tournaments.posts",
    "bot.engine.tournaments.views",
}
WAYS_IN = {"service", "engine", "arena", "store", "uow", "arena_of", "service_of"}
FORBIDDEN = (MatchService, TournamentService, Engine, Dispatcher, Arena)


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through attributes, closures, bound methods and
    containers; not through the Discord client (the bot object carries the arena for the
    commands; a delivery may hold the client to post, not to look things up)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        found = stack.pop()
        if id(found) in seen or isinstance(found, (type, ModuleType, str, bytes, int)):
            continue
        seen.add(id(found))
        yield found
        if isinstance(found, discord.Client):
            continue
        if isinstance(found, MethodType):
            stack.append(found.__self__)
            continue
        if isinstance(found, FunctionType):
            stack += [c.cell_contents for c in found.__closure__ or () if c.cell_contents]
            continue
        if isinstance(found, dict):
            stack += list(found.values())
            continue
        if isinstance(found, (list, tuple, set, frozenset)):
            stack += list(found)
            continue
        stack += list(getattr(found, "__dict__", {}).values())
        for slot in getattr(type(found), "__slots__", ()):
            if hasattr(found, slot):
                stack.append(getattr(found, slot))


async def test_no_engine_object_is_reachable_from_the_deliveries(world: World) -> None:
    root = world.arena.delivery
    handlers = list(root._handlers.values())
    assert {"board", "submission-receipt", "tournament-game", "tournament-waitlist"} <= set(
        root._handlers
    )
    reached = [o for o in reachable([root, *handlers]) if isinstance(o, FORBIDDEN)]
    assert reached == []
    # Nor a store: nothing with the store's transaction and read.
    assert not any(
        callable(getattr(o, "transaction", None)) and callable(getattr(o, "read", None))
        for o in reachable([root, *handlers])
        if not isinstance(o, type)
    )


def test_the_delivery_modules_import_only_the_engines_values() -> None:
    graph = grimp.build_graph("bot")
    wrong = {
        (module.__name__, imported)
        for module in MODULES
        for imported in graph.find_modules_directly_imported_by(module.__name__)
        if imported.startswith("bot.engine") and imported not in ENGINE_VALUES
    }
    wrong |= {
        (module.__name__, imported)
        for module in MODULES
        for imported in graph.find_modules_directly_imported_by(module.__name__)
        if imported.startswith(("bot.storage", "bot.cogs.common.arena"))
    }
    assert wrong == set()


def test_the_delivery_code_names_no_way_into_the_engine() -> None:
    named = []
    for module in MODULES:
        path = Path(inspect.getfile(module))
        for node in ast.walk(ast.parse(path.read_text())):
            name = (
                node.attr
                if isinstance(node, ast.Attribute)
                else node.id
                if isinstance(node, ast.Name)
                else None
            )
            if name in WAYS_IN:
                named.append(f"{path.name}:{getattr(node, 'lineno', '?')} {name}")
    assert named == []
