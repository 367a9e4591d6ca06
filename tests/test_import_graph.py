"""The import graph of lawbase/, engine/ and bot/ (every import, including those inside functions): no cycles, and
the layers hold — lawbase and engine never import each other, and neither imports bot or discord.

Imports under ``if TYPE_CHECKING:`` are left out: they never run (annotations only), so they cannot make a cycle
at run time. A dynamic import by name (``importlib.import_module`` in a plug-in loader) is not an edge either.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("lawbase", "engine", "bot")

# Cycles once known and since removed; a new cycle fails the test.
KNOWN_CYCLES: list[set[str]] = []



def modules() -> dict[str, Path]:
    """Dotted module name → file, for every module of the three packages."""
    out = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _typing_only(tree: ast.AST) -> set[int]:
    """The nodes under ``if TYPE_CHECKING:`` (by id)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else test.attr if isinstance(test, ast.Attribute) else ""
            if name == "TYPE_CHECKING":
                skip |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return skip


def imported(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every name ``module`` imports, anywhere in it, resolved to a module of ``known`` or kept as the top-level
    name of an outside package (``discord``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _typing_only(tree)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            targets |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            targets |= {f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names}
    out = set()
    for name in targets:
        found = name
        while found and found not in known:
            found = found.rpartition(".")[0]
        out.add(found or name.split(".")[0])
    return out - {module}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {module: imported(module, path, known) for module, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root] & edges.keys())))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child] & edges.keys()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import(tmp_path):
    """The checker itself: a cycle whose back edge is an import inside a function is found; a TYPE_CHECKING one
    is not (it never runs)."""
    (tmp_path / "a.py").write_text("import b\n")
    (tmp_path / "b.py").write_text("def f():\n    from a import x\n")
    (tmp_path / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\n")
    (tmp_path / "d.py").write_text("import c\n")
    known = {name: tmp_path / f"{name}.py" for name in "abcd"}
    edges = {name: imported(name, path, known) for name, path in known.items()}
    assert edges["b"] == {"a"} and edges["c"] == {"typing"}  # an outside package, by its top-level name
    assert cycles(edges) == [{"a", "b"}]
    assert sorted(map(sorted, cycles({**edges, "c": {"d"}}))) == [["a", "b"], ["c", "d"]]


def _known(cycle: set[str]) -> bool:
    """Whether a cycle lies within one known entry (``pkg.*`` stands for every module under ``pkg``)."""
    return any(all(m in known or any(k.endswith(".*") and m.startswith(k[:-1]) for k in known) for m in cycle)
               for known in KNOWN_CYCLES)


def test_no_import_cycles():
    found = [sorted(c) for c in cycles(graph()) if not _known(c)]
    assert found == []


def _top(name: str) -> str:
    return name.split(".")[0]


def test_layers_lawbase_and_engine_never_import_each_other_nor_bot_or_discord():
    """lawbase → engine → bot, no arrow back up (docs/TEAM.md): lawbase and engine are pure and independent."""
    forbidden = {"lawbase": {"engine", "bot", "discord"}, "engine": {"lawbase", "bot", "discord"}}
    bad = sorted(f"{module} → {target}" for module, targets in graph().items() if _top(module) in forbidden
                 for target in targets if _top(target) in forbidden[_top(module)])
    assert bad == []


def test_the_framework_and_render_never_import_features_or_transports():
    """The command framework (``bot.framework``: registry, reply, context, runner, state) is what features and
    render are written against, so it imports none of them; render words plain data and imports no feature or
    transport (issue #14: render imported commands and commands imported render)."""
    above = ("bot.commands", "bot.discord", "bot.console", "bot.cli", "bot.intake", "bot.render")
    rules = {"bot.framework": above, "bot.render": above[:4]}
    bad = sorted(f"{module} → {target}" for module, targets in graph().items() for layer, banned in rules.items()
                 if module == layer or module.startswith(layer + ".")
                 for target in targets if any(target == b or target.startswith(b + ".") for b in banned))
    assert bad == []
