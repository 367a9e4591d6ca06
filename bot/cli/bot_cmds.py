"""``sudya console | bot | sync`` (contract: ../shared/spec/cli.md)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Mapping
from typing import Any

from bot.cli import dump_json
from bot.config import Config, load_config
from bot.errors import UserError
from bot.i18n import normalize_lang, t


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add the bot's subcommands."""
    console = subparsers.add_parser("console", parents=[common], help="the slash commands in a terminal")
    _who_options(console)
    console.set_defaults(func=cmd_console)

    run = subparsers.add_parser("bot", parents=[common], help="run the Discord bot (console without DISCORD_TOKEN)")
    _who_options(run)
    run.set_defaults(func=cmd_bot)

    sync = subparsers.add_parser("sync", parents=[common], help="register the slash commands with Discord")
    sync.add_argument("--guild", type=int, default=None, help="one server (instant; for development)")
    sync.add_argument("--dry-run", action="store_true", help="print the JSON that would be sent; needs no token")
    sync.set_defaults(func=cmd_sync)


def _who_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", default=None, help="config.toml path (default ./config.toml or $SUDYA_CONFIG)")
    parser.add_argument("--user", type=int, default=1, help="console user id (default 1)")
    parser.add_argument("--guild", type=int, default=1, help="console server id (default 1)")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--director", dest="director", action="store_true", default=True,
                     help="act as a tournament director (default)")
    who.add_argument("--no-director", dest="director", action="store_false", help="act as a player")
    parser.set_defaults(lang=None)  # no --lang: the console follows the terminal's locale (terminal_lang)


def terminal_lang(environ: Mapping[str, str], default: str) -> str:
    """The language of the terminal's locale, as POSIX picks it (LC_ALL, then LC_MESSAGES, then LANG):
    ``ru_RU.UTF-8`` → ``ru``; any other set locale → ``en``; none (or ``C``/``POSIX``) → ``default``."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = (environ.get(name) or "").strip()
        if value:
            if value.split(".")[0] in ("C", "POSIX"):
                return default
            return normalize_lang(value)
    return default


def _config(args: argparse.Namespace) -> Config:
    return load_config(getattr(args, "config", None), db=args.db)


def open_store(config: Config, db: str | None) -> Any:
    """The ruling-log store, or None when ``bot.store`` is not installed (the framework then uses defaults)."""
    try:
        from bot.store import open_store as open_async
        from bot.store import storage_config
    except ModuleNotFoundError:
        return None
    return open_async(storage_config(config.raw, db=db))


def close_store(store: Any) -> None:
    """Close whatever ``open_store`` gave (a store that failed to open, or none, has nothing to close)."""
    try:
        closer = getattr(store, "close", None)
    except Exception:
        return
    if closer is not None:
        closer()


def cmd_console(args: argparse.Namespace) -> int:
    """`sudya console`: stdout is the conversation, so logs go to stderr and only warnings."""
    from bot.console import BackgroundStore, Who, run_console
    from bot.discord.logs import setup_logging

    config = _config(args)
    setup_logging("WARNING", sys.stderr)  # stdout is the conversation
    store = BackgroundStore(lambda: open_store(config, args.db))
    lang = args.lang or terminal_lang(os.environ, config.default_language)
    who = Who(user_id=args.user, guild_id=args.guild, director=args.director, lang=lang)
    try:
        return run_console(config, store, who)
    finally:
        close_store(store)


def cmd_bot(args: argparse.Namespace) -> int:
    """`sudya bot`: Discord with a token; without one, say so on stderr and serve the console instead."""
    config = _config(args)
    if not config.token:
        print(t("cli.bot.no_token", args.lang or terminal_lang(os.environ, config.default_language)), file=sys.stderr)
        return cmd_console(args)
    from bot.discord.logs import setup_logging
    from bot.discord.run import run_bot

    setup_logging(config.log_level)
    return asyncio.run(run_bot(config, open_store(config, args.db), config.token))


def cmd_sync(args: argparse.Namespace) -> int:
    """`sudya sync`: the only place the command tree is uploaded (never on start: Discord rate-limits syncs)."""
    from bot.discord.sync import dry_run, sync

    config = load_config(None, db=args.db)
    if args.dry_run:
        print(dump_json(asyncio.run(dry_run(config))))
        return 0
    if not config.token:
        raise UserError("no_token")
    synced = asyncio.run(sync(config, config.token, args.guild or None))
    print(dump_json(synced) if args.json else t("cli.sync.done", args.lang, count=len(synced)))
    return 0
