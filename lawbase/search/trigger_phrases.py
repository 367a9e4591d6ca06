"""Which of a word's trigger phrases the next words complete (for ``concepts.Lexicon``).

A common first word starts hundreds of phrases (``не`` starts ``не_в_масть``, ``не_в_очередь``… ~490 of them);
trying each against the next word cost more than the rest of the matching. Here a word's phrase starts are
grouped, once, by their second part, and only the groups that the next word fits are tried (its original
spelling, its forms, every prefix of its forms: what ``_Alt.fits`` accepts). Same phrases as trying them all, in
the same order.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only (concepts imports this module)
    from lawbase.search.concepts import _Alt

Word = tuple[tuple[str, ...], str]  # a word's folded forms and its original spelling
Starts = tuple[tuple[int, "_Alt"], ...]  # (term, phrase) pairs a word may start
MEMO_SIZE = 20000
_GROUPS: dict[int, tuple[Starts, dict[tuple[str, str], list[tuple[int, int, _Alt]]]]] = {}


def completed(starts: Starts, words: tuple[Word, ...] | list[Word], position: int) -> list[int]:
    """The terms of the phrases in ``starts`` (started by the word at ``position``) that the next words complete,
    in the order of ``starts``."""
    if not starts or position + 1 >= len(words):  # every phrase has a second word
        return []
    groups = _grouped(starts)
    met: list[tuple[int, int]] = []
    after = position + 1
    for shape in _shapes(words[after]):
        group = groups.get(shape)
        if group is None:
            continue
        for number, term, phrase in group:
            # its second part fits the next word (that is what its group's shape says): only a third part and on
            # are tried, each on the word at its place
            parts = phrase.parts
            if len(parts) == 2 or (position + len(parts) <= len(words) and all(
                    parts[k].fits(*words[position + k]) for k in range(2, len(parts)))):
                met.append((number, term))
    met.sort()
    return [term for _, term in met]


@lru_cache(maxsize=MEMO_SIZE)
def _shapes(word: Word) -> tuple[tuple[str, str], ...]:
    """Every shape a word offers a phrase's next part: as spelled, each form, each prefix of a form."""
    forms, original = word
    return tuple(dict.fromkeys([("upper", original), *(("exact", form) for form in forms),
                                *(("prefix", form[:cut]) for form in forms for cut in range(len(form) + 1))]))


def _grouped(starts: Starts) -> dict[tuple[str, str], list[tuple[int, int, _Alt]]]:
    """The starts by the shape of their second part (remembered per starts tuple, which the entry keeps alive)."""
    entry = _GROUPS.get(id(starts))
    if entry is not None and entry[0] is starts:
        return entry[1]
    if len(_GROUPS) >= MEMO_SIZE:
        _GROUPS.clear()
    groups: dict[tuple[str, str], list[tuple[int, int, _Alt]]] = {}
    for number, (term, phrase) in enumerate(starts):
        groups.setdefault(_shape(phrase.parts[1]), []).append((number, term, phrase))
    _GROUPS[id(starts)] = (starts, groups)
    return groups


def _shape(part: _Alt) -> tuple[str, str]:
    """What a word must offer to fit ``part`` (``_Alt.fits``: an upper-case word as spelled, an exact word among
    the forms, anything else as a prefix of a form)."""
    kind = part.kind if part.kind in ("upper", "exact") else "prefix"
    return kind, part.text
