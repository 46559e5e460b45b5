"""The optional Prometheus figures (bot/metrics.py), fed by the real engine on a fake clock, and
the one setting that turns the endpoint on."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from prometheus_client import generate_latest

from bot.config import ConfigError, load_config
from bot.engine.app import Engine
from bot.engine.model import SeatChoice, Timing
from bot.metrics import Metrics
from tests.engine.support import CHANNEL, GUILD, Harness, RecordingDelivery


def _value(metrics: Metrics, name: str, **labels: str) -> float | None:
    return metrics.registry.get_sample_value(name, labels or None)


async def test_deliveries_failures_lateness_and_counts(harness: Harness) -> None:
    delivery = RecordingDelivery()
    delivery.fail_kinds = {"match-started"}
    engine = Engine(harness.store, delivery, clock=harness.clock)
    metrics = Metrics(engine)
    await engine.service.create_match(
        guild_id=GUILD,
        channel_id=CHANNEL,
        players=(101, 102),
        game="thwart-omega",
        timing=Timing(round_seconds=60),
        seat=SeatChoice.FIRST,
    )
    harness.clock.advance(3)  # the prompts go out 3 s after the round opened
    engine.kick()
    worker = engine.pump._worker
    assert worker is not None
    await worker
    assert _value(metrics, "stone_arena_delivery_seconds_count", kind="round-prompt") == 2
    assert _value(metrics, "stone_arena_delivery_failures_total", kind="match-started") == 1
    assert _value(metrics, "stone_arena_prompt_lateness_seconds_count") == 2
    assert _value(metrics, "stone_arena_prompt_lateness_seconds_bucket", le="2.0") == 0
    assert _value(metrics, "stone_arena_prompt_lateness_seconds_bucket", le="5.0") == 2
    assert _value(metrics, "stone_arena_active_matches") == 1
    assert _value(metrics, "stone_arena_open_rounds") == 1
    assert _value(metrics, "stone_arena_outbox_backlog") == 0
    assert b"stone_arena_delivery_seconds_bucket" in generate_latest(metrics.registry)
    harness.clock.advance(timedelta(minutes=30))
    await engine.stop()


def test_the_endpoint_is_off_unless_a_port_is_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in [n for n in os.environ if n.upper().startswith("STONE_ARENA_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("STONE_ARENA_TOKEN", "abc")
    assert load_config(tmp_path / "none.env").metrics_port is None
    monkeypatch.setenv("STONE_ARENA_METRICS_PORT", "9108")
    assert load_config(tmp_path / "none.env").metrics_port == 9108
    monkeypatch.setenv("STONE_ARENA_METRICS_PORT", "99999")
    with pytest.raises(ConfigError, match="STONE_ARENA_METRICS_PORT"):
        load_config(tmp_path / "none.env")
