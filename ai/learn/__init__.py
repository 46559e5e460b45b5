"""Learning from finished games with the search: the post-game review (``review``, printed by
``report``) and puzzles from a game's positions (``puzzles``)."""
