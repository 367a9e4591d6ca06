r"""A twin's first letter put where the regex engine looks for one (:func:`led`, for :mod:`bot.intake.cue_twins`).

The engine skips ahead to the places a match may begin only when the pattern begins with a plain letter, a class,
or an alternation whose every way begins with a plain letter: then it tests one character per place and tries the
pattern only where the letter fits. A way that begins with ``\b``, a look-behind (``(?<![\w])``), a group or a class
hides its first letter, and the engine then tries every way at every place of the text: 10–40 µs for one search of
a long story, where the same search led by its letters costs 1–4 µs.

A twin only says where a match begins (the pattern itself then runs from there, and its match is the one returned),
so its shape is free: the ways of a leading group or alternation are spread out, each beginning with its letter; a
class of a few letters is a way per letter; a ``\b`` or look-behind before the letter is asked after it, looking
behind over the letter too (``\bbid`` is ``b(?<=\bb)id``, ``(?<!не\s)открыл`` is ``о(?<!не\sо)ткрыл``); the ways of
one letter are one way (``b(?:id|ids)``). The same places begin a match, whatever the text: each step keeps the
strings matched from each place (its groups and where it ends may differ, which the twin never says). A pattern
whose ways cannot all begin with a letter (``\w+\s+нет``), or would be too many or too large, keeps its shape; so
does one that names a group again.

A way that begins with ``^`` (without ``MULTILINE``) or ``\A`` can begin a match only at the text's very first place
(Python's ``^`` holds there alone, whatever the ``pos`` a search starts from), where it leads no letter: asked for
(:func:`led_apart`), such ways are left out of the twin, which then leads by the other ways' letters, and the caller
asks the pattern itself at the first place (``pattern.match(text)``, one place) before it asks the twin (a leading
``(?:^|[.!?]\s*|\bи\s+)стол\b`` kept a long reader pattern unled: 40 µs a long story).
"""

from __future__ import annotations

from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

MAX_WAYS = 256  # a pattern spread into more ways than this keeps its shape
# nor one whose ways would copy more items (each copy is compiled: a cold start pays for it). 64 and 400 left a
# dozen long reader patterns unled (``(?:пик\w*|черв\w*|…)\s+…нет``: the items after a group copied per first letter),
# each tried at every place of a story: ~4 % of a long story's search; the cold start's twins ~0.1-0.2 s more
MAX_COPIED = 4000
MAX_CLASS = 10  # a class of at most this many letters is spread into a way per letter
_REPEATS = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)})
_BOUNDS = frozenset({sre.AT_BOUNDARY, sre.AT_NON_BOUNDARY})
_FIRST_PLACE = frozenset({sre.AT_BEGINNING, sre.AT_BEGINNING_STRING})  # ``^`` (not MULTILINE) and ``\A``
_Item = tuple[Any, Any]
_Items = list[_Item]


def led(items: _Items, state: Any) -> _Items | None:
    """A parsed pattern's items with its first letter where the engine looks for one (the same places begin a
    match), or None when it cannot be (its ways do not all begin with a letter, or it names a group again)."""
    return led_apart(items, state, False)[0]


def led_apart(items: _Items, state: Any, heads: bool = True) -> tuple[_Items | None, bool]:
    """:func:`led`, the ways that begin at the text's first place only (``^``, ``\\A``) left out when ``heads``:
    the items (None as for :func:`led`), and whether some ways were left out (the caller then asks the pattern
    itself at the text's first place). Every way left out: None."""
    if _refers(items):
        return None, False  # a group named again must keep its group
    shaper = _Shaper(state, heads)
    shaped = shaper.led(items, ())
    return shaped, shaped is not None and shaper.headed


class _Shaper:
    """The reshaping of one pattern: its parser state (every new group of items belongs to it), and the assertions
    made after each letter, made once each (the ways of one letter then share them, and they are asked once);
    whether ways that begin at the text's first place only may be left out (``heads``), and whether some were."""

    def __init__(self, state: Any, heads: bool = False) -> None:
        self.state = state
        self.checks: dict[tuple[tuple[int, ...], int], _Items] = {}
        self.heads = heads and not state.flags & sre.SRE_FLAG_MULTILINE  # (MULTILINE: ``^`` after each line too)
        self.headed = False

    def group(self, items: _Items) -> Any:
        return sre_parse.SubPattern(self.state, items)

    def led(self, items: _Items, behind: tuple[_Item, ...]) -> _Items | None:
        """The items led by a letter, a class or an alternation of ways each led by a letter, or a group of one of
        these; the assertions ``behind`` (made before the items) asked after the letter."""
        if not items:
            return None  # a way that may match no text begins with no letter
        (op, av), rest = items[0], items[1:]
        if op is sre.LITERAL or (op is sre.IN and not behind and _letters(av)):
            return [items[0], *self.after(behind, items[0]), *rest]
        if op is sre.SUBPATTERN and not av[1] and not av[2]:
            inner = self.led(list(av[3]), behind)
            return None if inner is None else [(op, (*av[:3], self.group(inner))), *rest]
        if op is sre.IN or op is sre.BRANCH:
            ways = self.ways([items[0]], behind)
            return [(sre.BRANCH, (None, list(map(self.group, ways)))), *rest] if ways else None
        if _assertion(op, av):
            return self.led(rest, (*behind, items[0]))
        return None

    def ways(self, items: _Items, behind: tuple[_Item, ...]) -> list[_Items] | None:
        """The ways the items can match, one per first letter, each beginning with it: a class of a few letters is
        a way per letter, a group or an alternation the ways of its branches, followed by the items after it."""
        if not items:
            return None
        (op, av), rest = items[0], items[1:]
        if op is sre.LITERAL:
            return [[items[0], *self.after(behind, items[0]), *rest]]
        if op is sre.IN and _letters(av):
            return [[(sre.LITERAL, code), *self.after(behind, (sre.LITERAL, code)), *rest] for code in _letters(av)]
        if op is sre.AT and av in _FIRST_PLACE and self.heads:
            self.headed = True  # a way of the text's first place only: left out, the caller asks the pattern there
            return []
        if _assertion(op, av):
            return self.ways(rest, (*behind, items[0]))
        if op is sre.SUBPATTERN and not av[1] and not av[2]:  # (a twin's groups are never read)
            branches = [list(av[3])]
        elif op is sre.BRANCH:
            branches = [list(branch) for branch in av[1]]
        else:
            return None
        ways: list[_Items] = []
        for branch in branches:
            found = self.ways(branch, behind)
            if found is None or len(ways) + len(found) > MAX_WAYS:
                return None
            ways += found
        ways = self.by_letter(ways)
        if rest and (len(ways) - 1) * _size(rest) > MAX_COPIED:
            return None
        return [[*way, *rest] for way in ways]  # (the items after it once per letter, not once per way)

    def by_letter(self, ways: list[_Items]) -> list[_Items]:
        """The ways of each first letter as one way, what they begin with alike said once (``b(?:id|ids)``)."""
        tails: dict[int, list[_Items]] = {}
        for way in ways:
            tails.setdefault(way[0][1], []).append(way[1:])
        out = []
        for letter, found in tails.items():
            same = 0  # how many items they all begin with
            while all(len(tail) > same and tail[same] == found[0][same] for tail in found):
                same += 1
            way = [(sre.LITERAL, letter), *found[0][:same]]
            if len(found) > 1:
                way.append((sre.BRANCH, (None, [self.group(tail[same:]) for tail in found])))
            out.append(way)
        return out

    def after(self, behind: tuple[_Item, ...], letter: _Item) -> _Items:
        """The assertions made before a letter, made after it: each looks behind over the letter too (made once
        per assertions and letter, so that the ways of one letter share them)."""
        if not behind:
            return []
        key = (tuple(map(id, behind)), letter[1])
        made = self.checks.get(key)
        if made is None:
            made = self.checks[key] = [
                (sre.ASSERT, (-1, self.group([item, letter]))) if item[0] is sre.AT else
                (item[0], (-1, self.group([*item[1][1], letter]))) for item in behind]
        return made


def _assertion(op: Any, av: Any) -> bool:
    """``\\b``, ``\\B`` or a look-behind: what holds at a place, and can be asked after the letter there."""
    return (op is sre.AT and av in _BOUNDS) or ((op is sre.ASSERT or op is sre.ASSERT_NOT) and av[0] == -1)


def _letters(av: Any) -> list[int]:
    """The letters of a class of a few plain letters (``[её]``, ``[1-8]``); none for another class (a category, a
    negation, more letters)."""
    spans = [(value, value) if kind is sre.LITERAL else value for kind, value in av
             if kind is sre.LITERAL or kind is sre.RANGE]
    if len(spans) < len(av) or sum(high - low + 1 for low, high in spans) > MAX_CLASS:
        return []
    return [code for low, high in spans for code in range(low, high + 1)]


def _size(items: Any) -> int:
    """How many items there are, those inside groups, alternations, repeats and look-arounds too."""
    return sum(1 + sum(map(_size, _inner(op, av))) for op, av in items)


def _inner(op: Any, av: Any) -> tuple[Any, ...]:
    """The item lists inside an item (none inside a letter, a class or a place)."""
    if op is sre.SUBPATTERN:
        return (av[3],)
    if op is sre.BRANCH:
        return tuple(av[1])
    if op in _REPEATS:
        return (av[2],)
    if op is sre.ATOMIC_GROUP:
        return (av,)
    if op is sre.ASSERT or op is sre.ASSERT_NOT:
        return (av[1],)
    if op is sre.GROUPREF_EXISTS:
        return (av[1],) if av[2] is None else (av[1], av[2])
    return ()


def _refers(items: Any) -> bool:
    """Whether the items name a group again (``(?P=word)``, ``(?(1)…)``)."""
    return any(op is sre.GROUPREF or op is sre.GROUPREF_EXISTS or any(map(_refers, _inner(op, av)))
               for op, av in items)
