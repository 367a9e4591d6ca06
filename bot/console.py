"""``sudya console``: the slash commands in a terminal, through the same command layer as Discord.

A line is what a user types in Discord: ``/law 27B1``, ``/score 4S vul:none declarer:S result:=``; values with
spaces are quoted (``query:"ход не в очередь"``) and unnamed words fill the first option not given by name. The
reply is printed as plain text followed by a blank line. Buttons and selects become a numbered list; a line that
is just a number runs that choice. When the last reply also takes a typed answer (its ``free_action``), any other
line that does not start with ``/`` is that answer (see ``bot/commands/README.md`` §4 for the exact rule). No
token, no network: what a director can do offline, and what tests pipe into.
"""

from __future__ import annotations

import asyncio
import logging
import re
import shlex
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from bot.config import Config
from bot.errors import UserError
from bot.framework.context import Context, load_settings, resolve_lang
from bot.framework.registry import MENTION_TYPES, REGISTRY, CommandSpec, Option, Registry, Role, load_commands
from bot.framework.reply import Action, Reply
from bot.framework.runner import run_action, run_command
from bot.i18n import LANGS, has, quoted, t
from bot.render.errors import reply_for_error
from bot.render.text import choice_marks, numeric_labels, to_text
from bot.store.errors import StoreError, report_failure

log = logging.getLogger(__name__)
TRUE_WORDS = frozenset({"true", "yes", "1", "on", "да", "y"})
FALSE_WORDS = frozenset({"false", "no", "0", "off", "нет", "n"})
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


def names(key: str, english: str) -> set[str]:
    """Every spelling a user may type for a command/option: the English name and its localizations."""
    return {english.casefold(), *(t(key, lang).casefold() for lang in LANGS if has(key, lang))}


def find_command(registry: Registry, words: list[str]) -> tuple[CommandSpec, list[str]]:
    """The command named by the first one or two words (English or Russian names), and the words left.

    A group named alone (``/ruling``) or with a subcommand it lacks is answered with the list of its subcommands.
    """
    if not words:
        raise UserError("console_unknown_command", command="")
    first = words[0].lstrip("/").casefold()
    group: str | None = None
    for path, spec in registry.commands.items():
        if first in names(f"cmd.{path[0]}.name", path[0]):
            if len(path) == 1:
                return spec, words[1:]
            group = path[0]
            if len(words) > 1 and words[1].casefold() in names(spec.key + ".name", path[1]):
                return spec, words[2:]
    if group is not None:
        subcommands = [path[1] for path in registry.commands if len(path) == 2 and path[0] == group]
        if len(words) > 1:
            raise UserError("console_unknown_subcommand", command=group, sub=words[1], subcommands=subcommands)
        raise UserError("console_group", command=group, subcommands=subcommands)
    raise UserError("console_unknown_command", command=" ".join(words[:2]).lstrip("/"))


def convert(spec: CommandSpec, option: Option, value: str, lang: str = "en") -> Any:
    """A typed option value, checked as Discord would check it (type, choices, min/max, length).

    Errors name the command and option by code; the error renderer shows them in the user's language.
    """
    where = {"option": option.name, "command": spec.qualified_name}
    if option.type in MENTION_TYPES:
        return mention_id(option.type, value)
    try:
        if option.type is bool:
            low = value.casefold()
            if low not in TRUE_WORDS | FALSE_WORDS:
                raise ValueError(value)
            result: Any = low in TRUE_WORDS
        else:
            result = option.type(value)
    except ValueError:
        kind = t(f"console.kind.{option.type.__name__}", lang)
        raise UserError("console_bad_value", value=value, kind=kind, **where) from None
    if option.choices:
        for choice in option.choices:
            spellings = {str(choice.value).casefold(), *(t(choice.key, code).casefold() for code in LANGS)}
            if str(result).casefold() in spellings:
                return choice.value
        alias = choice_alias(option, str(result))
        if alias is not None:
            return alias
        allowed = ", ".join(quoted(t(c.key, lang), lang) for c in option.choices)
        raise UserError("console_bad_choice", value=value, allowed=allowed, **where)
    check_bounds(option, result, value, where)
    return result


def choice_alias(option: Option, value: str) -> str | None:
    """The shorthands the wizard accepts, for a choice of seats (``Ю``, ``юг``, ``s``) or of vulnerability
    (``обе``, ``все``, ``-``): the engine's own readers decide, so every command reads them alike."""
    from engine.board import VULNERABILITIES, parse_vul
    from engine.errors import EngineError
    from engine.seats import parse_seat

    values = {str(c.value) for c in option.choices}
    try:
        if values <= {"N", "E", "S", "W"}:
            seat = parse_seat(value).value
            return seat if seat in values else None
        if values <= set(VULNERABILITIES):
            vul = parse_vul(value)
            return vul if vul in values else None
    except EngineError:
        return None
    return None


# Option names read as another option of the same command when the command has no option of that name.
OPTION_ALIASES = {"by": "declarer", "кто": "declarer"}


ROLE_MENTION = re.compile(r"<@&(\d+)>|(\d+)")
USER_MENTION = re.compile(r"<@!?(\d+)>|(\d+)")


def mention_id(kind: type, value: str) -> int:
    """A role (``<@&123>``) or user (``<@123>``, ``<@!123>``) mention, or a bare id, as the int id Discord would
    resolve; anything else (a name, the other kind's mention, 0) is a worded error."""
    pattern, code = (ROLE_MENTION, "settings_bad_role") if kind is Role else (USER_MENTION, "log_bad_user")
    found = pattern.fullmatch(value.strip())
    digits = found and (found.group(1) or found.group(2))
    if not digits or int(digits) <= 0:
        raise UserError(code, value=value)
    return int(digits)


def check_bounds(option: Option, result: Any, value: str, where: dict[str, str]) -> None:
    """Numbers within ``min_value``/``max_value``, text within ``min_length``/``max_length``: each says which."""
    low, high = option.min_value, option.max_value
    if (low is not None and result < low) or (high is not None and result > high):
        if low is not None and high is not None:
            raise UserError("option_out_of_range", value=value, low=low, high=high, **where)
        if low is not None:
            raise UserError("option_too_small", value=value, low=low, **where)
        raise UserError("option_too_big", value=value, high=high, **where)
    if option.max_length is not None and len(str(result)) > option.max_length:
        raise UserError("option_too_long", length=len(str(result)), limit=option.max_length, **where)
    if option.min_length is not None and len(str(result)) < option.min_length:
        raise UserError("option_too_short", limit=option.min_length, **where)


def _is_option_word(name: str, value: str) -> bool:
    """Whether ``name:value`` reads as an option (``extra:1``) rather than text holding a colon.

    A ref's ``DEF:``/``опр:`` prefix, a time (``12:30``), a URL (``https://``) and a word ending a phrase with a
    colon (``ход:``) are text.
    """
    from lawbase.refs import DEF_WORDS

    return bool(value) and bool(OPTION_WORD.fullmatch(name)) and not value.startswith("/") \
        and name.casefold() not in DEF_WORDS


OPTION_WORD = re.compile(r"[^\W\d_][\w-]{0,31}")


def parse_options(spec: CommandSpec, words: list[str], lang: str = "en") -> dict[str, Any]:
    """``name:value`` words to their options; unnamed words, joined, to the first option not named.

    An option given twice, or a ``name:value`` whose name is no option of the command, is an error (Discord could
    not send either), rather than silently kept or read as part of a value.
    """
    by_name = {n: o for o in spec.options for n in names(f"{spec.key}.opt.{o.name}.name", o.name)}
    for alias, target in OPTION_ALIASES.items():
        if alias not in by_name and target in {o.name for o in spec.options}:
            by_name[alias] = next(o for o in spec.options if o.name == target)
    given: dict[str, str] = {}
    loose: list[str] = []
    for word in words:
        name, sep, value = word.partition(":")
        option = by_name.get(name.casefold()) if sep else None
        if option is None:
            if sep and _is_option_word(name, value):
                raise UserError("unknown_option", option=name, command=spec.qualified_name)
            loose.append(word)
        elif option.name in given:
            raise UserError("repeated_option", option=option.name, command=spec.qualified_name)
        else:
            given[option.name] = value
    if loose:
        free = [o for o in spec.options if o.name not in given]
        if not free:
            raise UserError("unknown_option", option=loose[0], command=spec.qualified_name)
        given[free[0].name] = " ".join(loose)
    options = {o.name: o for o in spec.options}
    return {name: convert(spec, options[name], value, lang) for name, value in given.items()}


def single_text_command(registry: Registry, line: str) -> tuple[CommandSpec, str] | None:
    """For a command whose one option is free text (``/ask``, ``/search``, ``/law``): the command and the rest of
    the line as typed, apostrophes and quotes included (``/ask East's lead``, ``/search it's a revoke``), which
    shlex would refuse as an unclosed quote. ``text:"…"`` / ``"…"`` around the whole value are still unwrapped as
    before; a value that starts with a double quote it never closes is left to the usual reading (and its
    message). ``None`` for any other line: every other command is read word by word."""
    heads = line.split(None, 2)
    try:
        spec, left = find_command(registry, heads[:2])
    except UserError:
        return None
    option = spec.options[0] if len(spec.options) == 1 else None
    if option is None or option.type is not str or option.choices:
        return None
    used = 2 - len(left)
    rest = line.split(None, used)[used].strip() if len(line.split(None, used)) > used else ""
    name, sep, value = rest.partition(":")
    if sep and name.casefold() in names(f"{spec.key}.opt.{option.name}.name", option.name):
        rest = value.strip()
    if any(_is_option_word(*word.split(":", 1)) for word in rest.split() if ":" in word):
        return None  # ``/law 27 extra:1``: an option the command lacks is refused word by word, as before
    if len(rest) >= 2 and rest[0] == rest[-1] == '"':
        rest = rest[1:-1].strip()
    elif rest.startswith('"') or not rest:
        return None
    return spec, rest


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
