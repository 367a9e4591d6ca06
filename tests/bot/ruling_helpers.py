"""Helpers shared by the ruling, wizard and ask tests (harness payloads → what a user would see and click)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from harness import click, dispatch
from schemas import assert_valid_message, assert_valid_response

ROOT = Path(__file__).resolve().parents[2]


def piped_console(script: str, lang: str = "en") -> str:
    """What the real ``sudya console --lang LANG`` prints with ``script`` piped into it (cli.md); it must exit 0
    and print no traceback."""
    sudya = Path(sys.executable).with_name("sudya")
    run = subprocess.run([str(sudya), "console", "--lang", lang], input=script, text=True, capture_output=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    return run.stdout


def valid(out: Any) -> Any:
    """Every recorded body valid for Discord (schema and limits); returns ``out`` for chaining."""
    for body in out.responses:
        assert_valid_response(body)
    for body in out.followups:
        assert_valid_message(body)
    return out


def embed(out: Any) -> dict[str, Any]:
    return out.last["embeds"][0]


def text_of(out: Any) -> str:
    """Everything an embed shows, as one string (title, description, fields, footer)."""
    e = embed(out)
    parts = [e.get("title", ""), e.get("description", "")]
    parts += [f"{f['name']}\n{f['value']}" for f in e.get("fields", [])]
    parts.append((e.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


def flags(out: Any) -> int:
    return (out.responses[0].get("data") or {}).get("flags", 0) or 0


def components(out: Any) -> list[dict[str, Any]]:
    return [c for row in out.last.get("components", []) for c in row["components"]]


def labels(out: Any) -> list[str]:
    return [c["label"] for c in components(out) if c["type"] == 2]


def button(out: Any, label: str) -> dict[str, Any]:
    found = [c for c in components(out) if c["type"] == 2 and c["label"] == label]
    assert found, f"no button {label!r} in {labels(out)}"
    return found[0]


async def press(bot: Any, out: Any, label: str, **kw: Any) -> Any:
    """Click the button labelled ``label`` on the last message of ``out``."""
    return valid(await dispatch(bot, click(out, button(out, label)["custom_id"], **kw)))


async def answer(bot: Any, out: Any, value: str, **kw: Any) -> Any:
    """Answer a wizard question with ``value``: its button, or the select option that carries it."""
    for comp in components(out):
        if comp["type"] == 2 and comp["custom_id"].endswith("|" + value):
            return valid(await dispatch(bot, click(out, comp["custom_id"], **kw)))
        if comp["type"] == 3:
            for option in comp["options"]:
                if option["value"].endswith("|" + value):
                    return valid(await dispatch(bot, click(out, comp["custom_id"], values=[option["value"]], **kw)))
    raise AssertionError(f"no answer {value!r} offered")
