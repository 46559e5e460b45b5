"""The match engine: challenges, matches, Thwart Omega rounds, timers and notifications.

Pure: no Discord, no SQLite (import-linter checks it). It talks to the database through the
``Store`` port (``bot.engine.ports``, implemented by ``bot.storage.SqliteStore``) and to Discord
through the ``Delivery`` port (implemented by the Discord layer). Time comes from an injected
``Clock`` (``bot.engine.clock``); randomness from seeds stored with each match.

For the Discord layer:

* ``Engine(store, delivery)`` (``bot.engine.app``) wires everything; ``await engine.start()``
  at start-up, ``engine.service`` for every command, ``await engine.stop()`` at shutdown.
* ``MatchService`` (``bot.engine.matches.service``): every command, with plain data in and plain values
  out (``ChallengeRecord``, ``MatchView``, ``PlayResult``). Its module docstring lists them.
* ``EngineError`` (``bot.engine.errors``) and its subclasses: every refusal; ``str(error)`` is
  a sentence to show the player privately. Nothing was changed when one is raised.
* Notifications (``bot.engine.matches.notices`` lists every kind and payload) arrive through
  ``Delivery.deliver(item)``; ``item.id`` is the idempotency key (delivery is at least once).
  What the post needs comes with the row (``item.context``: ``MatchPost`` with the match and
  the position a board shows, ``TournamentPost``, ...); what it learns (a message posted, a
  thread opened) is returned as facts and recorded with the row's mark
  (``bot.engine.outbox.posts``): a delivery never calls the engine. Render boards from the
  states it brings, not from payloads. Private payloads may hold a player's own sealed
  submission: send them to that player only.
* Buttons should carry the match id and ``MatchView.ply`` and pass it back as
  ``expected_ply``: a press after the position changed raises ``StaleRequest``.
"""
