"""Which of a word's trigger phrases the next words complete (for ``concepts.Lexicon``).

A common first word starts hundreds of phrases (``не`` starts ``не_в_масть``, ``не_в_очередь``… ~490 of them);
trying each against the next word cost more than the rest of the matching. Here a word's phrase starts are
grouped, once, by their second part (:func:`grouped`), each word offers the shapes a phrase's next part may take
(:func:`shapes`: its original spelling, its forms, every prefix of its forms: what ``_Alt.fits`` accepts; the
lexicon keeps only those some phrase's second part takes, :func:`second_shape`, so that a word that offers none is
passed over at once), and only the groups of the shapes the next word offers are tried (one set intersection of a
few shapes; the lexicon remembers both per word). Same phrases as trying them all, in the same order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only (concepts imports this module)
    from lawbase.search.concepts import _Alt

Word = tuple[tuple[str, ...], str]  # a word's folded forms and its original spelling
Starts = tuple[tuple[int, "_Alt"], ...]  # (term, phrase) pairs a word may start
Shape = tuple[str, str]  # what a word offers a phrase's next part: ("upper" | "exact" | "prefix", text)
Groups = dict[Shape, list[tuple[int, int, "_Alt"]]]  # the starts by their second part's shape: (number, term, phrase)


def completed_in(groups: Groups, offered: frozenset[Shape], words: tuple[Word, ...] | list[Word],
                 position: int) -> list[int]:
    """The terms of the phrases a word starts (``groups``: :func:`grouped`, the word at ``position``) that the next
    words complete (``offered``: :func:`shapes` of the next word), in the order of the starts."""
    hits = groups.keys() & offered
    if not hits:
        return []
    met: list[tuple[int, int]] = []
    for shape in hits:
        for number, term, phrase in groups[shape]:
            # its second part fits the next word (that is what its group's shape says): only a third part and on
            # are tried, each on the word at its place
            parts = phrase.parts
            if len(parts) == 2 or (position + len(parts) <= len(words) and all(
                    parts[k].fits(*words[position + k]) for k in range(2, len(parts)))):
                met.append((number, term))
    met.sort()
    return [term for _, term in met]


def shapes(word: Word) -> frozenset[Shape]:
    """Every shape a word offers a phrase's next part: as spelled, each form, each prefix of a form."""
    forms, original = word
    return frozenset([("upper", original), *(("exact", form) for form in forms),
                      *(("prefix", form[:cut]) for form in forms for cut in range(len(form) + 1))])


def grouped(starts: Starts) -> Groups:
    """The starts by the shape of their second part."""
    groups: Groups = {}
    for number, (term, phrase) in enumerate(starts):
        groups.setdefault(_shape(phrase.parts[1]), []).append((number, term, phrase))
    return groups


def second_shape(phrase: _Alt) -> Shape:
    """The shape a word must offer to be the phrase's second part."""
    return _shape(phrase.parts[1])


def _shape(part: _Alt) -> Shape:
    """What a word must offer to fit ``part`` (``_Alt.fits``: an upper-case word as spelled, an exact word among
    the forms, anything else as a prefix of a form)."""
    kind = part.kind if part.kind in ("upper", "exact") else "prefix"
    return kind, part.text
