"""The read-only web pages (``STONE_ARENA_WEB``): a tournament, a match, a player and a
server's leaderboards, served by aiohttp on the bot's own event loop.

An imperative shell beside ``bot/cogs/``: it reads the database only through the engine's
services (``MatchService``, ``TournamentService``), draws with ``render/``, and imports neither
Discord nor the cogs (import-linter checks both ways). The composition root
(``bot/discord_app.py``) starts it when ``STONE_ARENA_WEB`` names an address and hands it what
it needs from the Discord side as plain callables (players' names, the tournament picture).

* ``addresses.py``: page addresses signed with a secret (unguessable), and the links to them;
* ``guard.py``: security headers and the per-address rate limit;
* ``reads/``: what each page shows, read through the services (``reader.py``, the shared
  ``Reader``; ``matches.py``, ``tournaments.py``, ``players.py``, each page's data; nothing
  sealed: the move log holds only revealed Thwart Omega rounds);
* ``pages.py``: the routes and their handlers; ``templates/`` and ``static/`` beside them;
* ``server.py``: ``WebServer``, started and stopped with the bot.
"""

from bot.web.addresses import Addresses, web_secret
from bot.web.pages import web_app
from bot.web.reads import Names, Reader, TournamentPicture
from bot.web.server import WebServer

__all__ = [
    "Addresses",
    "Names",
    "Reader",
    "TournamentPicture",
    "WebServer",
    "web_app",
    "web_secret",
]
