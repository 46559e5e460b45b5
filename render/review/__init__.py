"""The post-game review's pictures: the graph of the winning chances over a game (``graph``),
the biggest swings on boards with the better move marked (``boards``) and the words both draw
(``captions``, English unless the Discord layer passes the reader's)."""
