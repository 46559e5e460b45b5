"""The statements of the engine's ports by concern (outbox, timers, tournaments, ratings,
privacy), each a mixin of ``bot.storage.unit.Statements``: one SQL text for SQLite and
PostgreSQL, run on the connection of the unit of work in progress."""
