"""The player page's rating history: one SVG chart per rated game, drawn on the server from
the ratings ``/profile`` charts (``standings.rating_chart``), with no script and no inline
style; and the recent games linking to their match pages."""

from __future__ import annotations

import re

from bot.engine import standings
from render.ratings import CHART_H, CHART_W, chart_points, rating_chart_svg
from tests.engine.support import GUILD, Harness
from tests.web.support import site

CARL, DORA = 301234567890123456, 401234567890123456
EVIL = "<script>alert(1)</script>"


def test_the_svg_chart_has_the_points_of_the_png_chart_and_escapes_its_title() -> None:
    ratings = (1500, 1520, 1490, 1560)
    svg = rating_chart_svg(EVIL, ratings)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert EVIL not in svg and "&lt;script&gt;" in svg
    assert "style=" not in svg and "<script" not in svg
    points = re.search(r'<polyline points="([^"]*)"', svg)
    assert points is not None
    drawn = [tuple(float(v) for v in p.split(",")) for p in points.group(1).split()]
    expected = chart_points(ratings, (56, 12, CHART_W - 14, CHART_H - 24))
    assert drawn == [(round(x, 1), round(y, 1)) for x, y in expected]
    # The highest rating is drawn highest, the lowest lowest.
    ys = [y for _, y in drawn]
    assert ys.index(min(ys)) == 3 and ys.index(max(ys)) == 2
    assert ">1560<" in svg and ">1490<" in svg
    one = rating_chart_svg("t", (1500,))
    assert "<polyline" not in one and "<circle" in one


async def test_a_player_page_has_a_history_chart_per_game_and_links_its_games(
    h: Harness,
) -> None:
    async with site(h) as s:
        await s.opt_in()
        s.names.names.update({CARL: "Carl", DORA: "Dora"})
        played = []
        for game in ("meter", "meter", "meuda"):
            view = await h.start(game, players=(CARL, DORA))
            await h.service.resign(view.id, DORA)
            played.append(view.id)
        html = await (await s.client.get(s.addresses.player_path(GUILD, CARL))).text()
        async with h.store.read() as uow:
            meter = await standings.rating_chart(uow, GUILD, CARL, "meter")
            meuda = await standings.rating_chart(uow, GUILD, CARL, "meuda")
        assert len(meter) == 3 and len(meuda) == 2
        assert 'id="history-meter"' in html and 'id="history-meuda"' in html
        assert html.count('<svg class="chart"') == 2
        assert f"{meter[0]} → {meter[-1]} over the latest 2 rated games" in html
        assert f"{meuda[0]} → {meuda[-1]} over the latest 1 rated game" in html
        for match_id in played:
            assert s.addresses.match_path(match_id) in html
        assert "<script" not in html
