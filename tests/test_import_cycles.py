"""No import circles at any scale (STYLE.md): two modules that need each other are one module,
or a third holds what they share. Checked on the real import graph that import-linter uses."""

from __future__ import annotations

import grimp
import networkx as nx

PACKAGES = ("rules", "render", "ai", "bot")


def test_no_module_imports_itself_through_others() -> None:
    graph = grimp.build_graph(*PACKAGES)
    edges: nx.DiGraph[str] = nx.DiGraph()
    for module in graph.modules:
        edges.add_node(module)
        for imported in graph.find_modules_directly_imported_by(module):
            edges.add_edge(module, imported)
    circles = [sorted(c) for c in nx.strongly_connected_components(edges) if len(c) > 1]
    assert circles == []
