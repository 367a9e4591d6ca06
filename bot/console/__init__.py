"""``sudya console``: the slash commands in a terminal, through the same command layer as Discord.

A line is what a user types in Discord: ``/law 27B1``, ``/score 4S vul:none declarer:S result:=``; values with
spaces are quoted (``query:"ход не в очередь"``) and unnamed words fill the first option not given by name. The
reply is printed as plain text followed by a blank line. Buttons and selects become a numbered list; a line that
is just a number runs that choice. When the last reply also takes a typed answer (its ``free_action``), any other
line that does not start with ``/`` is that answer (see ``bot/commands/README.md`` §4 for the exact rule). No
token, no network: what a director can do offline, and what tests pipe into.

A package of two ideas: the parser (``bot.console.parse``: a typed line → a command and its checked options, as
Discord would send them) and, here, the loop (a session's numbered choices and typed answers, saved files, stdin).
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from bot.config import Config
from bot.console.parse import convert, find_command, parse_options, single_text_command
from bot.errors import UserError
from bot.framework.context import Context, load_settings, resolve_lang
from bot.framework.registry import REGISTRY, Registry, load_commands
from bot.framework.reply import Action, Reply
from bot.framework.runner import run_action, run_command
from bot.i18n import t
from bot.render.errors import reply_for_error
from bot.render.text import choice_marks, numeric_labels, to_text
from bot.store.errors import StoreError, report_failure

log = logging.getLogger(__name__)
EXIT_WORDS = frozenset({"exit", "quit", "выход", "выйти"})


@dataclass
class Who:
    """The console's user and server (a local director in a local server unless told otherwise)."""

    user_id: int = 1
    user_name: str = "console"
    guild_id: int | None = 1
    channel_id: int = 1
    director: bool = True
    lang: str = "ru"


class Console:
    """One console session: keeps the numbered choices of the last reply for the next line."""

    def __init__(self, config: Config, store: Any = None, who: Who | None = None,
                 registry: Registry | None = None, files_dir: str | Path | None = None) -> None:
        self.config = config
        self.files_dir = Path(files_dir) if files_dir is not None else Path.cwd()  # where attachments are saved
        self.store = store
        self.who = who or Who(lang=config.default_language)
        self.registry = registry or load_commands()
        self.choices: list[Action] = []
        self.free: Action | None = None  # the last reply's free action: a typed line answers it
        self.marks: list[str] = []  # what each choice of the last list is numbered with (bot.render.text)
        self.by_value = False  # some of its choices are numbers, each answered by its own number
        self.lang = self.who.lang

    async def context(self) -> Context:
        """The same Context a Discord user would get (server language setting applies)."""
        try:
            settings = await load_settings(self.store, self.who.guild_id)
        except StoreError as err:  # store down or locked: a condition, logged once a minute without a traceback
            report_failure(log, err, "settings")
            settings = None
        except Exception:
            log.exception("store.get_settings failed")
            settings = None
        lang = resolve_lang(self.who.lang, getattr(settings, "language", None), self.config.default_language)
        return Context(self.who.user_id, self.who.user_name, self.who.guild_id, self.who.channel_id, lang,
                       self.who.director, self.store, self.config, "console", settings)

    async def reply_for(self, line: str) -> Reply | None:
        """The reply to one input line (None for a blank line); typed errors become error replies."""
        line = line.strip()
        if not line:
            return None
        ctx = await self.context()
        self.lang = ctx.lang
        try:
            if self.by_value:  # some choices are numbers themselves: each is answered by its own number
                picked = self._marked_choice(line)
                if picked is not None:
                    return await run_action(picked, ctx, self.registry)
                if line.isdecimal() and self.free is None:
                    raise UserError("console_no_choice", number=line)
            number = int(line) if line.isdecimal() and line.isascii() and not self.by_value else None
            if number is not None and (self.free is None or 1 <= number <= len(self.choices)):
                return await self._choose(number, ctx)
            if self.free is not None and not line.startswith("/"):
                free = self.free
                return await run_action(Action(free.name, (*free.args, line), free.owner_only), ctx, self.registry)
            text_command = single_text_command(self.registry, line)
            if text_command is not None:
                spec, value = text_command
                option = spec.options[0]
                return await run_command(spec, ctx, {option.name: convert(spec, option, value, ctx.lang)})
            try:
                words = shlex.split(line)
            except ValueError:  # shlex says only "No closing quotation" / "No escaped character", in English
                raise UserError("console_syntax") from None
            spec, rest = find_command(self.registry, words)
            return await run_command(spec, ctx, parse_options(spec, rest, ctx.lang))
        except Exception as exc:
            if not isinstance(exc, UserError) and not hasattr(exc, "code"):
                log.exception("console command failed", extra={"line": line})
            return reply_for_error(exc, ctx.lang)

    def _marked_choice(self, line: str) -> Action | None:
        """The choice the line names by its mark (its own number, or the letter of a control choice)."""
        key = line.strip().casefold()
        if key.isdecimal() and key.isascii():
            key = str(int(key))  # "07" is 7
        for action, mark in zip(self.choices, self.marks, strict=False):
            if key == mark:
                return action
        return None

    async def _choose(self, number: int, ctx: Context) -> Reply:
        if not 1 <= number <= len(self.choices):
            raise UserError("console_no_choice", number=number)
        return await run_action(self.choices[number - 1], ctx, self.registry)

    async def answer(self, line: str) -> str | None:
        """Text for one line (remembering its numbered choices when it has some)."""
        reply = await self.reply_for(line)
        if reply is None:
            return None
        text, actions = to_text(reply, self.lang)
        if reply.post_channel_id:  # the console has one channel: the post is shown here, saying where it goes
            text = t("console.posted", self.lang, channel=f"<#{reply.post_channel_id}>") + "\n" + text
        if reply.files:
            text += "\n" + "\n".join(self.save_files(reply))
        if actions or reply.free_action is not None or not reply.ephemeral:  # an error keeps the question open
            self.choices = actions
            self.free = reply.free_action
            self.marks = choice_marks(reply)
            self.by_value = numeric_labels(reply)
        return text

    def save_files(self, reply: Reply) -> list[str]:
        """Write the reply's attachments (``/log export``) into ``files_dir``, never over an existing file; one
        line per file saying where it is (or why it could not be written)."""
        lines = []
        for attachment in reply.files:
            name = Path(attachment.filename).name or "file"
            target = self.files_dir / name
            stem, suffix, n = target.stem, target.suffix, 1
            try:
                self.files_dir.mkdir(parents=True, exist_ok=True)
                while True:
                    try:
                        with open(target, "xb") as handle:
                            handle.write(attachment.data)
                        break
                    except FileExistsError:
                        n += 1
                        target = self.files_dir / f"{stem}-{n}{suffix}"
                lines.append(t("console.saved", self.lang, path=str(target.resolve()), size=len(attachment.data)))
            except OSError as exc:
                lines.append(t("console.not_saved", self.lang, name=name, detail=exc.strerror or type(exc).__name__))
        return lines

    async def run(self, lines: Iterable[str], out: TextIO, interactive: bool = False) -> int:
        """Answer every line until the input ends or ``exit``/``quit`` (``выход``); exit code 0."""
        if interactive:
            print(t("console.hello", self.who.lang), file=out, end="\n\n", flush=True)
        for line in lines:
            if line.strip().lstrip("/").casefold() in EXIT_WORDS and self.free is None:
                break
            text = await self.answer(line)
            if text is not None:
                print(text, file=out, end="\n\n", flush=True)
        return 0


class BackgroundStore:
    """Opens the store on a thread while the console imports its commands (both take ~0.4 s), then delegates.

    The console's first answer must come within 1.5 s of launch; opening SQLite and importing the command modules
    in parallel rather than one after the other is what makes that hold.
    """

    def __init__(self, factory: Any) -> None:
        self._store: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._open, args=(factory,), name="sudya-store-open", daemon=True)
        self._thread.start()

    def _open(self, factory: Any) -> None:
        try:
            self._store = factory()
        except BaseException as exc:  # re-raised in the caller's thread on first use
            self._error = exc

    def resolve(self) -> Any:
        """The opened store (waits for the thread); re-raises an opening error."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._store

    def __getattr__(self, name: str) -> Any:
        return getattr(self.resolve(), name)


def stdin_lines(stream: TextIO, interactive: bool) -> Iterable[str]:
    """Lines of stdin; with a terminal, a prompt before each."""
    while True:
        if interactive:
            print("> ", end="", flush=True)
        line = stream.readline()
        if not line:
            return
        yield valid_text(line)


def valid_text(line: str) -> str:
    """A line as valid text: bytes that were not UTF-8 (kept by Python as surrogate escapes) become U+FFFD, so
    nothing echoed back can make the output invalid UTF-8 (or crash printing it)."""
    try:
        raw = line.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that was no escaped byte
        raw = line.encode("utf-8", "replace")
    return raw.decode("utf-8", "replace")


def run_console(config: Config, store: Any, who: Who, stream: TextIO | None = None, out: TextIO | None = None) -> int:
    """Run the console over ``stream`` (stdin) until it ends."""
    stream = stream or sys.stdin
    out = out or sys.stdout
    interactive = stream.isatty()
    console = Console(config, store, who, REGISTRY if REGISTRY.commands else None)
    return asyncio.run(console.run(stdin_lines(stream, interactive), out, interactive))
