"""A game's options as players choose them: ``checks`` (a game's option values checked against
its table, RULES.md §8.1; ``/play`` and ``/host create`` both use it) and ``play`` (``/play``'s
options, shared by every game, and their answers)."""
