"""Thwart Omega (RULES.md): not built yet."""

from rules.unbuilt import Unbuilt

GAME = Unbuilt("thwart-omega", "Thwart Omega")
