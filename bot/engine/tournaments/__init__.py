"""The tournament service: a tournament's whole life around the pure core (``bot.engine.tournaments.core``).

Nothing is imported here on purpose, so importing one part loads only what it needs: import
``bot.engine.tournaments.service`` for ``TournamentService``, ``records`` for the stored
values, ``ports`` for the tournament tables a store offers, and ``notices`` for the notifications
it commits.
"""
