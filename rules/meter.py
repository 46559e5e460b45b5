"""Meter (RULES.md): not built yet."""

from rules.unbuilt import Unbuilt

GAME = Unbuilt("meter", "Meter")
