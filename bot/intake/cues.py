r"""Cue words: a pattern that cannot match a text is not run on it.

The situation reader runs some two hundred regexes on every text, and most of them ask about a story the text does
not tell ("a card was taken back", "dummy looked"). Python's regex engine tries each of a pattern's alternatives at
every position of the text, so a pattern that finds nothing costs as much as one that finds something (20–40 µs
for the long ones). :func:`cued` reads from the pattern itself, for each alternative, the rarest piece of plain
letters every match of it must hold ("карту" in ``на\s+одну\s+карту``), and the wrapped pattern first asks whether
the lower-cased text holds one of these cues: a few substring tests. When none is there the pattern cannot match
and is not run. A way of matching often needs more than one piece ("забрал" and "обратно" in
``забрал\w*\s+(?:\w+\s+)?обратно``): when a cue is there, the other pieces of the ways it begins are asked for too,
and only when one way has them all does the pattern run, as before (a story that says "партнёр" is not searched for
"партнёр … лежит"). The answers are the same by construction (a cue is a necessary
condition); ``tests/intake/test_cues.py`` checks them against the plain pattern, and a snapshot of the whole
reader on 17,600 texts was identical before and after.

A pattern with an alternative that needs no plain letters (``\w+``, ``[а-я]{3}``) gets no cues and is always run;
even a cue of one or two letters (``\bих\b``, ``\b8\s*♠``) is worth its test, a few tenths of a µs where the regex
would scan the whole text. An anchored pattern, which fails faster than its cues are tested, is returned as it is,
and so is a short one without cues (the wrapper would only add a call); a short one with cues is cued (a
case-insensitive ``пиков|червов|…`` costs 10–20 µs on a long text, its cues a few substring tests). Long patterns'
cues are read at the first text asked about (when the cue index below is made): imports stay cheap.
When the cues are there, a case-insensitive pattern first runs as its case-sensitive *twin* on the lower-cased text
(:func:`folded`, :mod:`bot.intake.cue_twins`): Python's engine folds the case of every letter it tries, and cannot
skip ahead to a plain first letter or prefix, so the twin is several times faster (15 → 3 µs on the 40 letters
before a seat); the pattern itself then runs only from where its twin matched, and its match is returned
(``match.pos`` is that place). A case-sensitive pattern led by ``\b`` or a look-behind gets a twin on the text
itself, led by its first letter (:func:`cue_twins.led_twin`: ``(?<![\w♠♥♦♣])(XX|X|P)``, 8 → 2 µs on a long story).
A long text asked about again and again (the story itself: a hundred patterns ask about it) asks the *cue index*
(:mod:`bot.intake.cue_index`) instead of the text: all the cues it holds are found at once, word by word, as bits of
an integer, and a pattern tests its ways' bits there (a few integer ANDs, where each substring test scanned the
whole text: the reader -12 % on the slowest texts). Texts with letters outside Latin and Cyrillic skip the test
(case-insensitive matching can pair such letters with Latin ones: ``ſ`` with ``s``, the Kelvin sign with ``k``).
A match names the compiled pattern (``match.re``), not the wrapper: compare patterns by ``.pattern``.
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from bot.intake.cue_index import CueIndex, Ways
from bot.intake.cue_twins import Twin, each_match, twin_of

CHEAP = 60  # a pattern shorter than this has its cues read at once, and is left bare when it has none
MAX_CUES = 64  # beyond this many cues a pattern is cheaper to run than to test
MAX_WAYS = 32  # beyond this many ways of matching a group's ways are merged into one factor
MAX_SPELLINGS = 4  # a run of letters goes on through classes of letters while it has at most this many spellings
MAX_CLASS = 10  # a class of at most this many letters, digits or suit symbols (``[1-8]``, ``[♠♥♦♣]``) is a cue
LONG = 100  # a text this long asks the cue index (a shorter one is soon scanned for a cue or two)
ASKS = 2  # a long text's cues are all read at its second question (one question costs less as substring tests)
KEPT_SETS = 8  # the cues of this many texts are kept (the story, its blanked copies, the clause being read)
_SIGN = re.compile(r"[\w♠♤♥♡♦♢♣♧]")  # (a class of punctuation, a sentence's end, is in nearly every text)
_Factor = frozenset[str]  # one of these strings is in every match (lower-cased)
_Rest = tuple[tuple[_Factor, ...], ...] | None  # the other factors of the ways a cue begins (None: none needed)
# a letter whose lower case is not one letter (İ), or that case-insensitive matching pairs with a Latin or Cyrillic
# letter other than by str.lower() (ſ ~ s, ı ~ I, old Cyrillic ᲀ ~ в): every code point tried (tests/intake/test_cues);
# any other (ó, ł, ü, ß, Greek) lowers as the engine folds it, and a text holding one keeps the cue test («Kraków»)
_UNSAFE = re.compile("[\u0130\u0131\u017f\u1c80-\u1c87]")
_ZERO_WIDTH = frozenset({sre.AT, sre.ASSERT, sre.ASSERT_NOT})
_REPEATS = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)})
_last: tuple[str, str | None] = ("", "")  # the last text asked about, and its lower-cased form (None: not safe)
_waiting: list[Cued] = []  # the patterns made before the cue index is, which it takes in when it is made
# the last long texts asked about, by id: each text, its indexed cues (-1: not read yet), how often it was asked
_sets: dict[int, tuple[str, int, int]] = {}
# the story (:func:`read_whole`): the text the readers ask about, the bits of its cues and its lower-cased form
_story: tuple[str, int, str] = ("", 0, "")
_MAKING = threading.Lock()  # one thread makes the index
_index: CueIndex | None = None  # the cues of the patterns that ask the index (made at the first text asked about)


def cued(pattern: str, flags: int = 0) -> re.Pattern[str] | Cued:
    """``re.compile(pattern, flags)`` (its drop-in), wrapped in its cues when every match must hold one."""
    compiled = re.compile(pattern, flags)
    if pattern.startswith("^"):
        return compiled  # an anchored pattern fails faster than its cues are tested
    wrapped = Cued(compiled)
    if len(pattern) < CHEAP and not wrapped.cues:
        return compiled  # short, and no cue to test: the wrapper would only add a call
    return wrapped


def cues_of(compiled: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-cased word parts one of which every match holds (each alternative's rarest), or None when some
    alternative holds none long enough to be worth testing."""
    ways = ways_of(compiled)
    return None if ways is None else frozenset().union(*(way[0] for way in ways))


def ways_of(compiled: re.Pattern[str]) -> tuple[tuple[_Factor, ...], ...] | None:
    r"""Each way the pattern can match, as the factors it needs all of, rarest first ("забрал" and "обратно" for
    ``забрал\w*\s+обратно``); None when some way needs no factor long enough to be worth testing."""
    ways: set[tuple[_Factor, ...]] = set()
    for way in _ways(list(sre_parse.parse(compiled.pattern, compiled.flags))):
        kept = sorted(set(way), key=_order, reverse=True)
        if not kept:
            return None
        ways.add(tuple(kept))
    if len(frozenset().union(*(way[0] for way in ways))) > MAX_CUES:
        return None
    if any(_UNSAFE.search(cue) for way in ways for factor in way for cue in factor):
        return None  # a letter the text test could not lower as the regex engine folds it
    return tuple(sorted(ways, key=lambda way: [sorted(factor) for factor in way]))


def lowered(text: str) -> str | None:
    """The text lower-cased (None when it has letters we cannot lower safely); the last text's is kept, since
    the readers ask about the same text many times."""
    global _last
    last = _last  # one tuple, swapped whole: a reader in another thread never sees one text with another's form
    if last[0] is not text:
        last = _last = (text, None if _UNSAFE.search(text) else text.lower())
    return last[1]


def read_whole(text: str) -> None:
    """Make the text the story: the readers will ask about it again and again, and about pieces and copies of it,
    so its cues are read at once (unless its letters are not safe to lower)."""
    global _story
    low = lowered(text)
    if low is not None:
        _story = (text, _the_index().present(low), low)


def _present(text: str) -> int:
    """The bits of the indexed cues the text holds, from its ASKS-th question on (-1 before, or when its letters
    are not safe to lower): a text asked about once (a clause, a blanked copy) is scanned for its few cues at
    less cost. Kept for the few texts asked about last (the readers go back and forth between the story and
    texts made from it); the story's lower-cased copy has the story's cues."""
    kept = _sets.get(id(text))
    asked = kept[2] + 1 if kept is not None and kept[0] is text else 1
    present = -1
    story = _story
    if text == story[2]:
        present = story[1]  # the story lower-cased ("low = text.lower()"): lower() is idempotent
    elif asked >= ASKS:
        low = lowered(text)
        if low is not None:
            present = _the_index().present(low)
    if asked == 1 and len(_sets) >= KEPT_SETS:
        with contextlib.suppress(RuntimeError):  # (another thread's reader changed the dict meanwhile)
            _sets.pop(next(iter(_sets), 0), None)  # the oldest
    _sets[id(text)] = (text, present, asked)  # (the text kept alive: its id is no other's while it is here)
    return present


def _the_index() -> CueIndex:
    """The cue index, made at first use from the patterns made so far that have cues (their cues and twins read
    then); a pattern made later keeps testing the text itself."""
    global _index
    if _index is not None:
        return _index
    with _MAKING:
        if _index is not None:
            return _index
        takers = []
        for pattern in _waiting:
            ways = ways_of(pattern.compiled) or ()  # (read once: a cold start pays for it at the first text)
            if pattern._cues is None:
                pattern._read(ways)
            if pattern._cues:
                takers.append((pattern, ways))
        index = CueIndex(cue for _, ways in takers for way in ways for factor in way for cue in factor)
        for pattern, ways in takers:
            pattern._bits = index.ways(ways)
        _index = index
        for pattern, _ in takers:
            pattern._indexed = True
        _waiting.clear()
        return index


class Cued:
    """A compiled pattern that is run only on texts holding one of its cues (same answers as the pattern)."""

    __slots__ = ("_bits", "_cues", "_folds", "_indexed", "_low", "_rest", "compiled", "flags", "pattern")

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self.compiled = compiled
        self._cues: frozenset[str] | None = None  # read from the pattern on first use: a cold start stays cheap
        self._rest: dict[str, _Rest] = {}  # what else each cue's ways need (empty: a cue is enough)
        self._low: Twin | None = None  # its twin (if any): on the lower-cased text if it _folds, else
        self._folds = True  # on the text (a case-sensitive pattern led by its letter: cue_twins.led_twin)
        self.pattern = compiled.pattern
        self.flags = compiled.flags
        self._indexed = False  # it has cues, in the cue index: it asks the bits of the text's cues, not the text
        # the bits of its cues, of those that are enough alone, and the other factors of the ways each other begins
        self._bits: Ways = (0, 0, {})
        if _index is None:
            _waiting.append(self)

    @property
    def cues(self) -> frozenset[str]:
        """The pattern's cues (empty when it has none: it is then always run)."""
        if self._cues is None:
            self._read(ways_of(self.compiled) or ())
        return self._cues  # type: ignore[return-value]

    def _read(self, ways: tuple[tuple[_Factor, ...], ...]) -> None:
        """Keep the pattern's cues (from its ways of matching), what else each needs, and its twin."""
        self._rest = _rests(ways) if any(len(way) > 1 for way in ways) else {}
        self._low, self._folds = twin_of(self.compiled)
        self._cues = frozenset().union(*(way[0] for way in ways))

    def possible(self, text: str) -> bool:
        """Whether the pattern may match the text (False only when no way of matching has all its cues in it):
        first the rarest cue of each way (a few substring tests, or on a long text asked about again the bits of
        its cues in the cue index), then the other cues of the ways whose first is there."""
        if self._indexed:
            story = _story
            if text is story[0]:
                present = story[1]
            elif len(text) >= LONG:
                kept = _sets.get(id(text))
                present = kept[1] if kept is not None and kept[0] is text else -1
                if present < 0:
                    present = _present(text)
            else:
                present = -1
            if present >= 0:  # a way of matching whose every factor has a cue there
                cues_bits, alone, rests = self._bits
                hit = present & cues_bits
                if not hit:
                    return False
                if hit & alone:
                    return True
                while hit:  # the first cues there, lowest bit first, each with the rest of the ways it begins
                    bit = hit & -hit
                    for rest in rests[bit.bit_length()]:
                        for factor in rest:
                            if not present & factor:
                                break
                        else:
                            return True
                    hit ^= bit
                return False
            if not story[1] & self._bits[0] and text in story[0]:
                return False  # a piece of the story, whose cues are not there: nor are they in the piece
        cues = self._cues if self._cues is not None else self.cues
        if not cues:
            return True
        if _index is None:
            _the_index()  # the first text asked about: the index is made (and the pattern in it)
            return self.possible(text)
        low = lowered(text)
        if low is None:
            return True
        if not self._rest:
            return any(map(low.__contains__, cues))
        for cue in filter(low.__contains__, cues):  # one pass: the cues there, each with the rest of its ways
            rest = self._rest[cue]
            if rest is None or any(all(any(map(low.__contains__, factor)) for factor in way) for way in rest):
                return True
        return False

    def _first(self, text: str, args: tuple[int, ...]) -> tuple[int, ...] | None:
        """Where the pattern's first match in the text may start, as the ``pos, endpos`` to search from (None: it
        has none): its twin answers, several times faster, and the pattern then runs from where its twin matched."""
        story = _story
        if self._indexed and text is story[0] and not story[1] & self._bits[0]:
            return None  # (:meth:`possible`'s first test, inlined: most patterns asked about the story stop here)
        if not self.possible(text):
            return None
        twin = self._low
        low = (lowered(text) if self._folds else text) if twin is not None else None
        if twin is None or low is None:
            return args
        hit = twin.search(low, *args)
        return None if hit is None else (hit.start(), *args[1:])

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        story = _story
        if self._indexed and text is story[0] and not story[1] & self._bits[0]:
            return None  # (as in :meth:`_first`: the readers search the story ~50 times per text, mostly in vain)
        if not self.possible(text):
            return None
        twin = self._low
        low = (lowered(text) if self._folds else text) if twin is not None else None
        if twin is None or low is None:
            return self.compiled.search(text, *args)
        hit = twin.search(low, *args)  # (as _first, inlined: the readers search ~80 times per text)
        return None if hit is None else self.compiled.search(text, hit.start(), *args[1:])

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return self.compiled.match(text, *args) if self.possible(text) else None

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, *args) if self.possible(text) else None

    def finditer(self, text: str, *args: int) -> Iterator[re.Match[str]]:
        start, twin = self._first(text, args), self._low
        low = (lowered(text) if self._folds else text) if start is not None and twin is not None else None
        if low is not None and twin is not None:  # each match found from where the twin next matches
            return each_match(self.compiled, twin, text, low, start or ())
        return iter(()) if start is None else self.compiled.finditer(text, *start)

    def findall(self, text: str, *args: int) -> list[Any]:
        start = self._first(text, args)
        return [] if start is None else self.compiled.findall(text, *start)

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        return text if self._first(text, ()) is None else self.compiled.sub(repl, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return [text] if self._first(text, ()) is None else self.compiled.split(text, maxsplit)

    def __repr__(self) -> str:
        return f"cued({self.pattern!r}, {self.flags!r})"


def _rests(ways: tuple[tuple[_Factor, ...], ...]) -> dict[str, _Rest]:
    """For each first cue, the other factors of the ways it begins (None when one of them needs no other)."""
    rests: dict[str, _Rest] = {}
    for way in ways:
        for cue in way[0]:
            known = rests.get(cue, ())
            rests[cue] = None if known is None or len(way) == 1 else (*known, way[1:])
    return rests


def _ways(items: list[tuple[Any, Any]]) -> list[tuple[_Factor, ...]]:
    """The ways a sequence of items can match, each as the factors it needs all of: its runs of plain letters
    and what its required groups need (a group's ways multiply the sequence's, up to MAX_WAYS)."""
    ways: list[tuple[_Factor, ...]] = [()]
    for options in _needs(items):
        if len(options) == 1:
            ways = [way + options[0] for way in ways]
        elif len(ways) * len(options) <= MAX_WAYS:
            ways = [way + option for way in ways for option in options]
        else:  # too many ways: one factor for the group, the rarest of each of its ways
            merged = frozenset().union(*(max(option, key=_rarity) for option in options))
            ways = [(*way, merged) for way in ways]
    return ways


def _needs(items: list[tuple[Any, Any]]) -> Iterator[list[tuple[_Factor, ...]]]:
    """What each item of a sequence needs, as the ways it can match: a run of plain letters one way (a small class
    of letters, ``т[ао]с``, goes on the run as its spellings: one of "тас", "тос")."""
    runs = ("",)
    for op, arg in items:
        if op is sre.LITERAL:
            runs = tuple(run + chr(arg).lower() for run in runs)
            continue
        if op in _ZERO_WIDTH:
            continue  # consumes nothing: the letters around it are side by side in the text
        letters = _letters(op, arg)
        if letters and (len(runs) * len(letters) <= MAX_SPELLINGS
                        or (runs == ("",) and len(letters) <= MAX_CLASS and all(map(_SIGN.fullmatch, letters)))):
            runs = tuple(run + letter for run in runs for letter in letters)
            continue
        if runs[0]:
            yield [(frozenset(runs),)]
        runs = ("",)
        inner = _required(op, arg)
        if inner is not None:
            yield inner
    if runs[0]:
        yield [(frozenset(runs),)]


def _letters(op: Any, arg: Any) -> tuple[str, ...]:
    """The lower-cased characters a class of plain characters (``[ао]``, ``[её]``, ``[1-8]``, ``[♠♥♦♣]``) may
    match (at most MAX_CLASS); () for any other item."""
    if op is not sre.IN or not all(kind is sre.LITERAL or kind is sre.RANGE for kind, _ in arg):
        return ()
    if not 0 < sum(1 if kind is sre.LITERAL else value[1] - value[0] + 1 for kind, value in arg) <= MAX_CLASS:
        return ()
    spans = [(value, value) if kind is sre.LITERAL else value for kind, value in arg]
    return tuple(sorted({chr(code).lower() for low, high in spans for code in range(low, high + 1)}))


def _required(op: Any, arg: Any) -> list[tuple[_Factor, ...]] | None:
    """The ways a group, an alternation or a repeat (at least once) can match; None when one needs nothing."""
    if op is sre.SUBPATTERN:
        ways = _ways(list(arg[-1]))
    elif op is sre.BRANCH:
        ways = [way for alternative in arg[1] for way in _ways(list(alternative))]
    elif op in _REPEATS and arg[0] >= 1:
        ways = _ways(list(arg[2]))
    else:
        return None
    if not all(ways):
        return None
    if all(len(way) == 1 for way in ways):  # one factor each: one factor for the group, as good and shorter
        return [(frozenset().union(*(way[0] for way in ways)),)]
    return ways


def _order(factor: _Factor) -> tuple[tuple[int, int], list[str]]:
    """The rarest first, and ties in a fixed order (a set's order changes from one run to the next)."""
    return _rarity(factor), sorted(factor)


def _rarity(factor: _Factor) -> tuple[int, int]:
    """How rare a factor is taken to be: its shortest string the longer, then the fewer strings, the rarer."""
    return min(map(len, factor)), -len(factor)
