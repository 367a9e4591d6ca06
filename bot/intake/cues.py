r"""Cue words: a pattern that cannot match a text is not run on it.

The situation reader runs some two hundred regexes on every text, and most of them ask about a story the text does
not tell ("a card was taken back", "dummy looked"). Python's regex engine tries each of a pattern's alternatives at
every position of the text, so a pattern that finds nothing costs as much as one that finds something (20–40 µs
for the long ones). :func:`cued` reads from the pattern itself, for each alternative, the rarest piece of plain
letters every match of it must hold ("карту" in ``на\s+одну\s+карту``), and the wrapped pattern first asks whether
the lower-cased text holds one of these cues: a few substring tests. When none is there the pattern cannot match
and is not run; when one is, it runs as before. The answers are the same by construction (a cue is a necessary
condition); ``tests/intake/test_cues.py`` checks them against the plain pattern, and a snapshot of the whole
reader on 17,600 texts was identical before and after.

A pattern with an alternative that needs no plain letters (``\w+``, ``[а-я]{3}``) or only one or two (``\bих\b``)
gets no cues and is always run; a short or anchored one, which fails faster than its cues are tested, is returned
as it is. Cues are read on a pattern's first use, so importing the readers costs nothing more (a cold start).
Texts with letters outside Latin and Cyrillic skip the test (case-insensitive matching can pair such letters with
Latin ones: ``ſ`` with ``s``, the Kelvin sign with ``k``). A match names the compiled pattern (``match.re``), not
the wrapper: compare patterns by ``.pattern``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

MIN_CUE = 3  # a pattern with an alternative whose rarest required word part is shorter than this is not cued
CHEAP = 60  # a pattern shorter than this is not cued
MAX_CUES = 64  # beyond this many cues a pattern is cheaper to run than to test
_Factor = frozenset[str]  # one of these strings is in every match (lower-cased)
# a letter that case-insensitive matching may pair with a Latin or Cyrillic letter other than by str.lower()
_UNSAFE = re.compile(r"[^\W\d_\x00-\x7f\u0400-\u04ff]")
_ZERO_WIDTH = frozenset({sre.AT, sre.ASSERT, sre.ASSERT_NOT})
_REPEATS = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)})
_last: tuple[str, str | None] = ("", "")  # the last text asked about, and its lower-cased form (None: not safe)


def cued(pattern: str, flags: int = 0) -> re.Pattern[str] | Cued:
    """``re.compile(pattern, flags)`` (its drop-in), wrapped in its cues when every match must hold one."""
    compiled = re.compile(pattern, flags)
    if len(pattern) < CHEAP or pattern.startswith("^"):
        return compiled  # a short or anchored pattern fails faster than its cues are tested
    return Cued(compiled)


def cues_of(compiled: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-cased word parts one of which every match holds (each alternative's rarest), or None when some
    alternative holds none long enough to be worth testing."""
    factor = _best(_factors(list(sre_parse.parse(compiled.pattern, compiled.flags))))
    if factor is None or min(map(len, factor)) < MIN_CUE or len(factor) > MAX_CUES:
        return None
    if any(_UNSAFE.search(cue) for cue in factor):
        return None  # a letter the text test could not lower as the regex engine folds it
    return factor


def lowered(text: str) -> str | None:
    """The text lower-cased (None when it has letters we cannot lower safely); the last text's is kept, since
    the readers ask about the same text many times."""
    global _last
    last = _last  # one tuple, swapped whole: a reader in another thread never sees one text with another's form
    if last[0] is not text:
        last = _last = (text, None if _UNSAFE.search(text) else text.lower())
    return last[1]


class Cued:
    """A compiled pattern that is run only on texts holding one of its cues (same answers as the pattern)."""

    __slots__ = ("_cues", "compiled", "flags", "pattern")

    def __init__(self, compiled: re.Pattern[str], cues: frozenset[str] | None = None) -> None:
        self.compiled = compiled
        self._cues = cues  # read from the pattern on first use: importing the readers stays cheap (a cold start)
        self.pattern = compiled.pattern
        self.flags = compiled.flags

    @property
    def cues(self) -> frozenset[str]:
        """The pattern's cues (empty when it has none: it is then always run)."""
        if self._cues is None:
            self._cues = cues_of(self.compiled) or frozenset()
        return self._cues

    def possible(self, text: str) -> bool:
        """Whether the pattern may match the text (False only when no cue is in it)."""
        cues = self._cues if self._cues is not None else self.cues
        if not cues:
            return True
        low = lowered(text)
        return low is None or any(map(low.__contains__, cues))

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        return self.compiled.search(text, *args) if self.possible(text) else None

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return self.compiled.match(text, *args) if self.possible(text) else None

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, *args) if self.possible(text) else None

    def finditer(self, text: str, *args: int) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, *args) if self.possible(text) else iter(())

    def findall(self, text: str, *args: int) -> list[Any]:
        return self.compiled.findall(text, *args) if self.possible(text) else []

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        return self.compiled.sub(repl, text, count) if self.possible(text) else text

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(text, maxsplit) if self.possible(text) else [text]

    def __repr__(self) -> str:
        return f"cued({self.pattern!r}, {self.flags!r})"


def _factors(items: list[tuple[Any, Any]]) -> list[_Factor]:
    """What a sequence of items requires: its runs of plain letters, and what its required groups require."""
    found: list[_Factor] = []
    run = ""
    for op, arg in items:
        if op is sre.LITERAL:
            run += chr(arg).lower()
            continue
        if op in _ZERO_WIDTH:
            continue  # consumes nothing: the letters around it are side by side in the text
        if run:
            found.append(frozenset({run}))
            run = ""
        inner = _required(op, arg)
        if inner is not None:
            found.append(inner)
    if run:
        found.append(frozenset({run}))
    return found


def _required(op: Any, arg: Any) -> _Factor | None:
    """What a group, an alternation or a repeat (at least once) requires; None for anything else."""
    if op is sre.SUBPATTERN:
        return _best(_factors(list(arg[-1])))
    if op is sre.BRANCH:
        each = [_best(_factors(list(alternative))) for alternative in arg[1]]
        return None if any(factor is None for factor in each) else frozenset().union(*each)  # type: ignore[arg-type]
    if op in _REPEATS and arg[0] >= 1:
        return _best(_factors(list(arg[2])))
    return None


def _best(factors: list[_Factor]) -> _Factor | None:
    """The rarest requirement: the one whose shortest string is longest, then the one with fewest strings."""
    if not factors:
        return None
    return max(factors, key=lambda factor: (min(map(len, factor)), -len(factor)))
