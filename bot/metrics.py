"""The optional Prometheus endpoint (``STONE_ARENA_METRICS_PORT``; off when unset).

``Metrics`` holds the bot's figures in its own registry and is fed by the dispatcher (one call
per delivered or failed outbox row) and by a refresh the pump's loop does not wait for:

=========================================== ===============================================
``stone_arena_outbox_backlog``              rows waiting or in flight in the dispatcher
``stone_arena_delivery_seconds{kind}``      time to deliver one row, per notification kind
``stone_arena_delivery_failures_total{kind}`` failed delivery attempts (retried later)
``stone_arena_prompt_lateness_seconds``     round opening to its prompt going out, per player
``stone_arena_active_matches``              running matches
``stone_arena_open_rounds``                 running Thwart Omega rounds
=========================================== ===============================================

``serve(port)`` starts prometheus-client's own HTTP server (a thread) on that port.
"""

from __future__ import annotations

import logging

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

from bot.engine.app import Engine
from bot.engine.model import OutboxItem

log = logging.getLogger(__name__)

SECONDS = (0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120)


class Metrics:
    def __init__(self, engine: Engine, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        self._engine = engine
        r = self.registry
        self.backlog = Gauge(
            "stone_arena_outbox_backlog", "Outbox rows waiting or in flight", registry=r
        )
        self.backlog.set_function(lambda: engine.dispatcher.backlog)
        self.latency = Histogram(
            "stone_arena_delivery_seconds",
            "Time to deliver one outbox row",
            ["kind"],
            buckets=SECONDS,
            registry=r,
        )
        self.failures = Counter(
            "stone_arena_delivery_failures",
            "Failed outbox delivery attempts",
            ["kind"],
            registry=r,
        )
        self.lateness = Histogram(
            "stone_arena_prompt_lateness_seconds",
            "Round opening to the round prompt going out",
            buckets=SECONDS,
            registry=r,
        )
        self.active_matches = Gauge("stone_arena_active_matches", "Running matches", registry=r)
        self.open_rounds = Gauge(
            "stone_arena_open_rounds", "Running Thwart Omega rounds", registry=r
        )
        engine.dispatcher.observers.append(self.delivered)
        engine.pump.after_turn.append(self.refresh)

    def delivered(self, item: OutboxItem, took: float) -> None:
        kind = item.notification.kind
        if took < 0:
            self.failures.labels(kind).inc()
            return
        self.latency.labels(kind).observe(took)
        if kind == "round-prompt":
            late = self._engine.clock.now() - item.created_at
            self.lateness.observe(max(0.0, late.total_seconds() - took))

    async def refresh(self) -> None:
        """Count the running matches and open rounds (the pump calls this after its turn)."""
        active, rounds = await self._engine.service.running_counts()
        self.active_matches.set(active)
        self.open_rounds.set(rounds)


def serve(metrics: Metrics, port: int) -> None:
    """Expose ``metrics`` on ``http://0.0.0.0:port/metrics``."""
    start_http_server(port, registry=metrics.registry)
    log.info("metrics on port %s", port)
