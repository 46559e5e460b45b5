"""``/host``: the organiser's commands, one module per concern (``creating``, ``running``,
``field``, ``results``; their options in ``choices``), put together in ``cog.Host``."""

from bot.cogs.tournaments.host.cog import Host

__all__ = ["Host"]
