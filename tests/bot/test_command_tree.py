"""Static checks of the whole command tree (every area's commands): names, lengths, translations, schema.

The payload checked is exactly what ``sudya sync`` would send (discord.py's translated payload).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import discord
import pytest
from discord.ext import commands
from schemas import assert_valid_commands

from bot.config import Config
from bot.discord.client import SudyaBot
from bot.discord.sync import dry_run
from bot.framework.registry import load_commands
from bot.i18n import has, t

NAME = re.compile(r"^[-_'\w]{1,32}$")
ROOT = Path(__file__).resolve().parents[2]
CLI = "import sys; from bot.cli import main; sys.exit(main(sys.argv[1:]))"


@pytest.fixture(scope="module")
def payload() -> list[dict[str, Any]]:
    import asyncio

    return asyncio.run(dry_run(Config()))


def walk(items: list[dict[str, Any]]) -> Any:
    """Every command, subcommand and option dict, with its siblings."""
    for item in items:
        yield item, items
        yield from walk(item.get("options", []))


def test_payload_is_valid_for_discord(payload: list[dict[str, Any]]) -> None:
    assert_valid_commands(payload)
    assert 0 < len(payload) <= 100


def test_names_and_descriptions_within_rules(payload: list[dict[str, Any]]) -> None:
    for item, siblings in walk(payload):
        names = [item["name"], *item.get("name_localizations", {}).values()]
        assert all(NAME.match(n) and n == n.lower() for n in names), names
        descriptions = [item["description"], *item.get("description_localizations", {}).values()]
        assert all(1 <= len(d) <= 100 for d in descriptions), descriptions
        assert len(item.get("options", [])) <= 25 and len(item.get("choices", [])) <= 25
        for choice in item.get("choices", []):
            assert all(1 <= len(n) <= 100 for n in [choice["name"], *choice.get("name_localizations", {}).values()])
        assert [s["name"] for s in siblings].count(item["name"]) == 1


def test_localized_names_do_not_clash_with_siblings(payload: list[dict[str, Any]]) -> None:
    for _item, siblings in walk(payload):
        ru = [s.get("name_localizations", {}).get("ru", s["name"]) for s in siblings]
        assert len(ru) == len(set(ru)), ru


def test_required_options_come_first(payload: list[dict[str, Any]]) -> None:
    for item, _ in walk(payload):
        flags = [o.get("required", False) for o in item.get("options", []) if o["type"] not in (1, 2)]
        assert flags == sorted(flags, reverse=True), item["name"]


def test_every_command_is_described_in_both_languages(payload: list[dict[str, Any]]) -> None:
    for item, _ in walk(payload):
        assert item.get("description_localizations", {}).get("ru"), item["name"]
    for spec in load_commands().commands.values():
        for lang in ("ru", "en"):
            assert has(f"{spec.key}.desc", lang), (spec.key, lang)
            for option in spec.options:
                assert has(f"{spec.key}.opt.{option.name}.desc", lang), (spec.key, option.name, lang)
                for choice in option.choices:
                    assert has(choice.key, lang), choice.key


def test_command_size_under_8000_characters(payload: list[dict[str, Any]]) -> None:
    def longest(node: dict[str, Any], key: str) -> int:
        return max([len(node.get(key, "")), *map(len, node.get(f"{key}_localizations", {}).values())])

    def size(node: dict[str, Any]) -> int:
        choices = sum(longest(c, "name") + len(str(c["value"])) for c in node.get("choices", []))
        options = sum(size(o) for o in node.get("options", []))
        return longest(node, "name") + longest(node, "description") + choices + options

    too_big = {cmd["name"]: size(cmd) for cmd in payload if size(cmd) > 8000}
    assert not too_big, f"Discord refuses a sync with a command over 8000 characters (docs, Slash Commands): {too_big}"


def test_error_codes_used_by_the_framework_are_worded() -> None:
    for code in ("not_director", "guild_only", "unknown_option", "missing_option", "action_expired", "bad_option",
                 "command_unknown", "internal", "unknown", "console_unknown_command", "console_bad_value",
                 "console_bad_choice", "repeated_option", "option_out_of_range", "option_too_small", "option_too_big",
                 "option_too_long", "option_too_short", "console_group", "console_unknown_subcommand", "no_such_law"):
        assert t(f"error.{code}", "ru") != t(f"error.{code}", "en"), code
        assert has(f"error.{code}", "ru") and has(f"error.{code}", "en"), code


def test_english_catalogs_of_this_area_quote_one_way() -> None:
    """One quote style in English (“…”), not a mix of straight and curly quotes."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "bot" / "locale" / "en"
    for domain in ("bot", "numbers", "lawbase", "core", "commands"):
        for key, text in json.loads((root / f"{domain}.json").read_text(encoding="utf-8")).items():
            assert '"' not in text, (domain, key)


async def test_bot_uses_no_privileged_intents_and_does_not_sync_on_start(monkeypatch: Any) -> None:
    bot = SudyaBot(Config())
    assert bot.intents == discord.Intents.default() and not bot.intents.message_content and not bot.intents.members
    assert bot.command_prefix is commands.when_mentioned

    async def forbidden(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the tree must not be synced on start")

    monkeypatch.setattr(bot.tree, "sync", forbidden)
    await bot._async_setup_hook()
    await bot.setup_hook()
    assert bot.tree.get_command("law") is not None
    await bot.close()


def test_sync_dry_run_prints_the_payload_without_a_token(payload: list[dict[str, Any]]) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    run = subprocess.run([sys.executable, "-c", CLI, "sync", "--dry-run"], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    printed = json.loads(run.stdout)
    assert printed == payload
    law = next(c for c in printed if c["name"] == "law")
    assert law["name_localizations"] == {"ru": "правило"} and law["options"][0]["autocomplete"] is True


def test_sync_without_token_is_refused_plainly() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    run = subprocess.run([sys.executable, "-c", CLI, "sync", "--lang", "en"], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 2 and "DISCORD_TOKEN" in run.stderr and "Traceback" not in run.stderr


def test_role_and_user_options_sync_as_discord_role_and_user_types(payload: list[dict[str, Any]]) -> None:
    """/settings director-role role: is a ROLE option (8), /log list director: a USER option (6), not free text."""
    def option(group: str, sub: str, name: str) -> dict[str, Any]:
        command = next(c for c in payload if c["name"] == group)
        subcommand = next(s for s in command["options"] if s["name"] == sub)
        return next(o for o in subcommand["options"] if o["name"] == name)

    role, director = option("settings", "director-role", "role"), option("log", "list", "director")
    assert (role["type"], role["required"]) == (8, True) and (director["type"], director.get("required")) == (6, False)
    for found in (role, director):  # no text-only fields on a snowflake option
        assert not {"max_length", "min_length", "choices", "autocomplete"} & set(found), found
    assert_valid_commands([c for c in payload if c["name"] in ("settings", "log")])
