"""The tournament service: a tournament's whole life around the pure core (``bot.engine.tournament``).

Nothing is imported here on purpose (``bot.engine.ports`` imports the records, and the service
imports the ports): import ``bot.engine.tournament_service.service`` for ``TournamentService``,
``records`` for the stored values and ``notices`` for the notifications it commits.
"""
