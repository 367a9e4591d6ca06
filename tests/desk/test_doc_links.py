"""The contracts live in docs/ (copied from the shared spec, unchanged), and every pointer to a doc — in the CLI's
help texts, the message catalogs, the README and the docs themselves — names a file that exists."""

from __future__ import annotations

import argparse
import hashlib
import json
import re
from pathlib import Path

import bot.cli as cli

ROOT = Path(__file__).resolve().parent.parent.parent
# sha256 of the contract texts as copied from shared/spec (2026-12-01). A change to docs/cli.md or docs/cases.md
# must be a deliberate re-copy of the spec: update these together with the copy.
CONTRACTS = {
    "cli.md": "0bbd46526a98338ecbf101a1c19cfda42b87fc62bf7d726eb34c7b68fd996a0c",
    "cases.md": "543f2e117b0fa72f1d3ec46c31080feeaa76330a6c98c159999de90dbf3d45a4",
}
DOC_REF = re.compile(r"(?<![\w/.])(?:\.\./shared/spec/|shared/spec/|docs/)?([\w-]+\.md)\b")


def help_texts() -> list[str]:
    """Every help string of the ``sudya`` parser and its subcommands."""
    parser = cli.build_parser()
    texts = [parser.description or ""]
    stack = [parser]
    while stack:
        current = stack.pop()
        for action in current._actions:
            texts.append(action.help or "")
            if isinstance(action, argparse._SubParsersAction):
                texts += [choice.help or "" for choice in action._choices_actions]
                stack += list(action.choices.values())
    return texts


def catalog_texts() -> list[str]:
    texts = []
    for path in sorted((ROOT / "bot" / "locale").glob("*/*.json")):
        texts += json.loads(path.read_text(encoding="utf-8")).values()
    return texts


def test_contracts_are_the_shared_spec_unchanged() -> None:
    for name, digest in CONTRACTS.items():
        assert hashlib.sha256((ROOT / "docs" / name).read_bytes()).hexdigest() == digest, name


def test_help_texts_and_messages_point_to_docs_that_exist() -> None:
    """A user reading ``sudya rule --help`` or an error about a case's fields is sent to docs/, which exists."""
    for text in help_texts() + catalog_texts():
        assert "shared/spec" not in text, text
        for match in DOC_REF.finditer(text):
            assert match.group(0).startswith("docs/"), f"{text!r}: name the file as docs/{match.group(1)}"
            assert (ROOT / "docs" / match.group(1)).is_file(), text


def test_markdown_links_to_docs_resolve() -> None:
    """README.md and docs/*.md: every link ``(docs/x.md)`` or ``(x.md)`` inside docs/ names an existing file."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            assert (page.parent / target).resolve().is_file(), f"{page.name} links to a missing {target}"
