"""The house rules of docs/architecture.md that code can check: lawbase and engine stay pure."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"discord", "bot", "sqlite_utils", "socket", "urllib", "http", "requests", "aiohttp"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_lawbase_and_engine_import_no_discord_network_or_bot():
    offenders = []
    for package in ("lawbase", "engine"):
        for path in (ROOT / package).rglob("*.py"):
            bad = imported_modules(path) & FORBIDDEN
            if bad:
                offenders.append(f"{path.relative_to(ROOT)}: {sorted(bad)}")
    assert offenders == []


def code_strings(path: Path) -> list[str]:
    """String constants of a module, docstrings excluded (they may name the spec they follow)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_project_never_reads_shared_at_run_time():
    offenders = []
    for package in ("lawbase", "engine", "bot"):
        for path in (ROOT / package).rglob("*.py"):
            if any("shared/" in text for text in code_strings(path)):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
