"""Thwart Omega's sealed simultaneous rounds (RULES.md §3): the decoupled round search
(``rounds``), the mixed strategies drawn from it (``equilibrium``) and regret matching on a
matrix game (``regret``)."""
