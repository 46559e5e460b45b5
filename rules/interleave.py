"""Interleave (RULES.md): not built yet."""

from rules.unbuilt import Unbuilt

GAME = Unbuilt("interleave", "Interleave")
