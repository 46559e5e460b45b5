"""Thwart Omega's sealed simultaneous rounds (RULES.md §3): the decoupled round search
(``rounds``), what a level submits and the strategy it draws it from (``equilibrium``), and
regret matching+ on a matrix game, which solves the last round exactly (``regret``)."""
