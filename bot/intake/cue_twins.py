r"""The case-sensitive twin of a case-insensitive pattern (:func:`folded`), for :mod:`bot.intake.cues`.

Python's regex engine folds the case of every letter it tries and, with ``IGNORECASE``, cannot skip ahead to a
plain first letter or prefix; the twin, compiled without ``IGNORECASE`` from the pattern's parsed form with its
letters and classes folded as the engine folds them, runs on the lower-cased text several times faster and matches
where the pattern matches (``tests/intake/test_cue_twins.py``).

The twin only says where a match begins (the pattern itself then runs from there), so it is also reshaped to find
that place quickly (:mod:`bot.intake.cue_lead`): its first letter put where the engine looks for one.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from re import _compiler as sre_compile  # type: ignore[attr-defined]
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from bot.intake.cue_lead import led_apart

_REPEATS = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)})
# items a case-insensitive pattern compares without folding letters (any character, a place, a category, a group
# named again: the twin compares that one letter by letter, and the lower-cased text is folded already)
_PLAIN_OPS = frozenset({sre.ANY, sre.AT, sre.CATEGORY, sre.GROUPREF})
_EXTRA_CASES: dict[int, tuple[int, ...]] = sre_compile._EXTRA_CASES  # letters the engine folds together beyond lower
_sre_lower = sre_compile._sre.unicode_tolower
_sre_iscased = sre_compile._sre.unicode_iscased
MAX_FOLDED_RANGE = 4096  # a class of more case-folded characters than this keeps its pattern case-insensitive


def folded(compiled: re.Pattern[str]) -> re.Pattern[str] | None:
    """A case-insensitive pattern's case-sensitive twin for the lower-cased text (its letters and classes lower-cased
    as the regex engine folds them, ``ſ`` and ``s`` kept together): on a text of Latin and Cyrillic letters (what
    :func:`lowered` answers for) it matches where the pattern matches, and the engine runs it several times faster
    (no folding of each letter it tries, and a plain first letter or prefix to skip to). None for a pattern that is
    not case-insensitive, or that turns case-insensitivity on or off inside."""
    return _folded(compiled, False)[0]


def _folded(compiled: re.Pattern[str], heads: bool) -> tuple[re.Pattern[str] | None, bool]:
    """:func:`folded`, and whether its ways of the text's first place only were left out (``heads``:
    :func:`bot.intake.cue_lead.led_apart`)."""
    if not compiled.flags & re.IGNORECASE or compiled.flags & (re.LOCALE | re.ASCII):
        return None, False
    tree = sre_parse.parse(compiled.pattern, compiled.flags)
    try:
        data = _fold(tree.data)
    except ValueError:
        return None, False
    tree.state.flags &= ~re.IGNORECASE
    flags = compiled.flags & ~re.IGNORECASE
    shaped, headed = led_apart(data, tree.state, heads)  # its first letter where the engine looks for one
    if shaped is not None:
        tree.data = shaped
        with contextlib.suppress(re.error, RuntimeError, OverflowError):  # (a shape the engine refuses: as parsed)
            led_twin: re.Pattern[str] = sre_compile.compile(tree, flags)
            return led_twin, headed
        tree.width = None  # (the shape's, remembered by the parser)
    tree.data = data
    twin: re.Pattern[str] = sre_compile.compile(tree, flags)
    return twin, False


class HeadedTwin:
    """A twin whose ways of the text's first place only (``^``) were left out (:func:`bot.intake.cue_lead.led_apart`):
    it asks its whole twin, as parsed, at that one place, then its led twin from there on (``^`` holds only at the
    text's first place, whatever the place a search starts from). The same places begin a match as the whole twin's."""

    __slots__ = ("led", "whole")

    def __init__(self, led: re.Pattern[str], whole: re.Pattern[str]) -> None:
        self.led, self.whole = led, whole

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if pos <= 0:
            first = self.whole.match(text, 0, endpos)
            if first is not None:
                return first
        return self.led.search(text, pos, endpos)


Twin = re.Pattern[str] | HeadedTwin


def twin_of(compiled: re.Pattern[str]) -> tuple[Twin | None, bool]:
    """The pattern's twin (None: it has none), and whether it runs on the lower-cased text (:func:`folded`) or on
    the text itself (:func:`led_twin`); a twin that leaves out the ways of the text's first place only asks its
    whole twin there (:class:`HeadedTwin`)."""
    twin, headed = _folded(compiled, True)
    if twin is not None:
        return (HeadedTwin(twin, _folded(compiled, False)[0] or twin) if headed else twin), True
    twin, headed = _led_twin(compiled, True)  # (a case-sensitive pattern is its own whole twin)
    return (HeadedTwin(twin, compiled) if headed and twin is not None else twin), False


def led_twin(compiled: re.Pattern[str]) -> re.Pattern[str] | None:
    r"""A case-sensitive pattern's twin for the text itself: its first letter put where the engine looks for one
    (:func:`bot.intake.cue_lead.led`), so that a pattern led by ``\b`` or a look-behind (``(?<![\w])[SHDC]…``, the
    scanner's cards, calls and seats) is not tried at every place of a story (8 → 2 µs); the same places begin a
    match. None for a case-insensitive pattern (:func:`folded` makes its twin), or one led by its letter already."""
    return _led_twin(compiled, False)[0]


def _led_twin(compiled: re.Pattern[str], heads: bool) -> tuple[re.Pattern[str] | None, bool]:
    """:func:`led_twin`, and whether its ways of the text's first place only were left out (as :func:`_folded`)."""
    if compiled.flags & re.IGNORECASE:
        return None, False
    tree = sre_parse.parse(compiled.pattern, compiled.flags)
    if _skips(tree, compiled.flags):
        return None, False  # led by its letters already: the pattern is as fast
    shaped, headed = led_apart(tree.data, tree.state, heads)
    if shaped is None:
        return None, False  # no letter to lead with
    tree.data = shaped
    with contextlib.suppress(re.error, RuntimeError, OverflowError):  # (a shape the engine refuses: none)
        twin: re.Pattern[str] = sre_compile.compile(tree, compiled.flags)
        return twin, headed
    return None, False


def _skips(tree: Any, flags: int) -> bool:
    """Whether the engine skips ahead to the places the parsed pattern may begin (a plain prefix, or a class or
    alternation of first letters), as it compiles it."""
    return bool(sre_compile._get_literal_prefix(tree, flags)[0] or sre_compile._get_charset_prefix(tree, flags))


def each_match(compiled: re.Pattern[str], twin: Twin, text: str, low: str,
               args: tuple[int, ...]) -> Iterator[re.Match[str]]:
    """``compiled.finditer(text, *args)``, the same matches, each found by the pattern from where its twin next
    matches in the lower-cased text: the case-insensitive pattern runs where a match begins, not over the text
    between (the finders read every call, card and seat of a story, each a search over the rest of it)."""
    match = compiled.search(text, *args)
    while match is not None:
        yield match
        if match.end() == match.start():  # an empty match: finditer's next may not be empty there too
            rest = compiled.finditer(text, match.end(), *args[1:])
            next(rest)  # (the same empty match)
            yield from rest
            return
        hit = twin.search(low, match.end(), *args[1:])
        match = None if hit is None else compiled.search(text, hit.start(), *args[1:])


def _fold(items: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """The items of a parsed case-insensitive pattern with their letters as the engine compares them (lower case,
    and the other letters it takes for the same); ValueError for what this cannot say case-sensitively."""
    out: list[tuple[Any, Any]] = []
    for op, av in items:
        if op is sre.LITERAL or op is sre.NOT_LITERAL:
            low = _sre_lower(av)
            same = _EXTRA_CASES.get(low, ())
            negate = [(sre.NEGATE, None)] if op is sre.NOT_LITERAL else []
            out.append((op, low) if not same else (sre.IN, negate + [(sre.LITERAL, k) for k in (low, *same)]))
        elif op is sre.IN:
            out.append((op, _fold_class(av)))
        elif op is sre.SUBPATTERN:
            group, add, remove, inner = av
            if (add | remove) & re.IGNORECASE:
                raise ValueError("case-insensitivity turned on or off inside")
            out.append((op, (group, add, remove, _sub(inner))))
        elif op is sre.BRANCH:
            out.append((op, (av[0], [_sub(branch) for branch in av[1]])))
        elif op in _REPEATS:
            out.append((op, (av[0], av[1], _sub(av[2]))))
        elif op is sre.ASSERT or op is sre.ASSERT_NOT:
            out.append((op, (av[0], _sub(av[1]))))
        elif op is sre.ATOMIC_GROUP:
            out.append((op, _sub(av)))
        elif op is sre.GROUPREF_EXISTS:
            out.append((op, (av[0], _sub(av[1]), _sub(av[2]) if av[2] is not None else None)))
        elif op in _PLAIN_OPS:
            out.append((op, av))
        else:
            raise ValueError(f"unknown item {op}")
    return out


def _sub(pattern: Any) -> Any:
    return sre_parse.SubPattern(pattern.state, _fold(pattern.data))


def _fold_class(items: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """A class as the engine tries it case-insensitively: every character it holds, folded to lower case (with
    the letters it also takes for it), tried against the lower-cased letter; unchanged when none has a case (the
    engine then tries the letter as it is, and on Latin and Cyrillic text a letter and its lower case are alike
    letters)."""
    codes: list[int] = []
    kept: list[tuple[Any, Any]] = []
    for op, av in items:
        if op is sre.LITERAL:
            codes.append(av)
        elif op is sre.RANGE:
            if av[1] - av[0] > MAX_FOLDED_RANGE:
                raise ValueError("too wide a range")
            codes.extend(range(av[0], av[1] + 1))
        elif op is sre.NEGATE or op is sre.CATEGORY:
            kept.append((op, av))
        else:
            raise ValueError(f"unknown class item {op}")
    if not any(map(_sre_iscased, codes)):
        return items
    folded_codes = {low for code in codes for low in (_sre_lower(code), *_EXTRA_CASES.get(_sre_lower(code), ()))}
    return kept + [(sre.LITERAL, code) for code in sorted(folded_codes)]
