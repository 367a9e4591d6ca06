"""Raw scores of documents for a query's slots: best alternative per slot, phrase bonus, name bonus.

* A document scores each slot by its best alternative (``weight × idf × saturated tf``), summed over slots.
* Adjacent slots found adjacent in a title or curated key earn a phrase bonus (``недостаточное назначение``
  beats a passage that has both words far apart).
* A law or definition whose name the query says (nearly) in full earns a name bonus (``козырь`` → the
  definition of trump, not the section about tricks with trumps).

Why arrays: a query touches about half of the book's passages (~210 of 445 on the bench), and adding its slots
document by document in Python was most of a search's time. Each key's posting is one row of a dense
(keys × documents) matrix built once per index (:class:`Tables`), so a slot is a few vector operations. Every
document's sum is made in the same order as the plain loop it replaced (slot by slot from 0.0, then the phrase
bonuses pair by pair, then the name bonus), and adding 0.0 for a document a slot missed changes nothing, so the
scores are the same to the last bit.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from lawbase.search.index import Index
from lawbase.search.query import Analysis
from lawbase.search.slot import Slot

PHRASE_BONUS = 0.6
NAME_BONUS = 0.3
USE_ALIASES = True
ALIAS_MIN_WORDS = 2  # one word is a topic, not a name (``болван`` is what laws 42 and 43 are about)
NAMED_KINDS = frozenset({"law", "catalog", "definition"})  # topics; a section's title is already weighted
BORROWED_COVERAGE = 0.5

Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]


class Tables:
    """What scoring reads of an index, laid out once per process: each key's posting as a dense row of saturated
    tf (``sat``, 0.0 where the key is absent) and of the share of a slot's weight it matches (``share``), and the
    names a name bonus may be earned by."""

    def __init__(self, index: Index) -> None:
        count = len(index.docs)
        self.runtime = index.runtime
        self.row = {key: number for number, key in enumerate(index.postings)}
        self.sat: Floats = np.zeros((len(self.row), count))
        # the share of a slot's weight a document matches by the key: all of it in its own fields, BORROWED_COVERAGE
        # in its descendants' text only, none without the key
        self.share: Floats = np.zeros((len(self.row), count))
        for number, posting in enumerate(index.postings.values()):
            ids = [doc_id for doc_id, _, _ in posting]
            self.sat[number, ids] = [sat for _, sat, _ in posting]
            self.share[number, ids] = [1.0 if own else BORROWED_COVERAGE for _, _, own in posting]
        # a key in a passage scores there (a saturated tf is never 0.0): matching a slot is having one of its keys
        self.positive = bool((self.sat[self.share > 0.0] > 0.0).all())
        self.names = Names(index)
        self.documents = count
        self.definition: Bools = np.array(index.runtime.definition, dtype=bool)
        self._other_phase: dict[str, Bools] = {}

    def other_phase(self, phase: str) -> Bools:
        """Per document: whether its law belongs to a phase other than ``phase`` (``Runtime.other_phase``)."""
        found = self._other_phase.get(phase)
        if found is None:
            found = self._other_phase[phase] = np.array(self.runtime.other_phase(phase), dtype=bool)
        return found


def tables(index: Index) -> Tables:
    """The index's :class:`Tables`, built on first use (kept on ``index.runtime``, outside the per-word memos)."""
    found = index.runtime.tables
    if found is None:
        found = index.runtime.tables = Tables(index)
    return found


@dataclass
class Scores:
    """Per document (arrays over doc ids): the raw score and the slot weight it matched; ``present``: the documents
    some slot matched (ascending ids), the only ones that rank; ``aliased``: what a curated name added."""

    raw: Floats
    matched: Floats
    present: npt.NDArray[np.intp]
    aliased: dict[int, float]


def score_documents(index: Index, analysis: Analysis) -> Scores:
    """Raw scores and matched slot weight per document, with the phrase and name bonuses."""
    table = tables(index)
    scores: Floats = np.zeros(table.documents)
    matched: Floats = np.zeros(table.documents)
    idf, row = index.idf, table.row
    for slot in analysis.slots:
        rows = [(weight * idf.get(key, 0.0), row[key]) for key, weight in slot.alts.items() if key in row]
        if not rows:
            continue
        factor, number = rows[0]
        best = factor * table.sat[number]
        share = table.share[number]
        if len(rows) > 1:  # the document's best alternative; the most it matches by any of them
            share = share.copy()
            for factor, number in rows[1:]:
                np.maximum(best, factor * table.sat[number], out=best)
                np.maximum(share, table.share[number], out=share)
        scores += best
        if not table.positive:  # (never with this index's weights) a key that scores nothing matches nothing
            share = np.where(best > 0.0, share, 0.0)
        matched += slot.weight * share  # weight × 1.0 or × BORROWED_COVERAGE, as before, or + 0.0
    matched_any = scores > 0.0
    present = np.flatnonzero(matched_any)
    aliased: dict[int, float] = {}
    if len(present):
        _phrase_bonus(index, analysis.slots, scores, matched_any)
        aliased = _name_bonus(index, table, analysis.slots, scores, matched_any)
    return Scores(scores, matched, present, aliased)


def _top_keys(slot: Slot, count: int = 3) -> list[str]:
    return sorted(slot.alts, key=slot.alts.__getitem__, reverse=True)[:count]


def _phrase_bonus(index: Index, slots: list[Slot], scores: Floats, present: Bools) -> None:
    """Each pair of adjacent slots found adjacent in a phrase field: one bonus per document and pair (of the
    ``present`` documents)."""
    pairs = index.pairs
    tops = [_top_keys(slot) for slot in slots]  # each slot is the left of one pair and the right of another
    for (left, right), (lefts, rights) in zip(itertools.pairwise(slots), itertools.pairwise(tops), strict=True):
        rewarded: set[int] = set()
        for first in lefts:
            for second in rights:
                rewarded.update(pairs.get(f"{first}|{second}", ()))
        if rewarded:
            ids = np.fromiter(rewarded, dtype=np.intp, count=len(rewarded))
            scores[ids[present[ids]]] += PHRASE_BONUS * min(left.weight, right.weight)


def _name_bonus(index: Index, table: Tables, slots: list[Slot], scores: Floats, present: Bools
                ) -> dict[int, float]:
    """Reward a law or definition whose name the query says (nearly) in full; returns what the curated names
    (aliases) added beyond the title, per document.

    Several passages may share words with a query; the topic *named* by it is the answer: ``козырь`` is the
    definition of trump, not the section on tricks containing trumps. The bonus grows with the share of the
    name that was said and with the share of the query that the name accounts for: a name earns the weight of
    its keys said × (share of the name said)² × (share of the query's weight its slots hold, at most 1)².

    Name by name in plain Python: a query says a few of the names' keys, and the few dozen names that have one
    cost less one at a time than as arrays. The sums are made as they always were: a name's keys' weights in the
    name's order (a key not said added nothing), its slots' weights over the set of them built key by key (a
    set's order decides the order of the sum)."""
    names = table.names
    of_key = names.of_key
    said: dict[str, tuple[float, int]] = {}  # a name's key the query says → its best weight × idf, and its slot
    idf = index.idf
    for position, slot in enumerate(slots):
        for key, weight in slot.alts.items():
            if key in of_key:
                value = weight * idf.get(key, 0.0)
                if value > said.get(key, (0.0, 0))[0]:
                    said[key] = (value, position)
    if not said:
        return {}
    lone: dict[int, tuple[float, int]] = {}  # a name with a key said → that key's (weight, slot)
    several: set[int] = set()  # the names with more than one key said
    for key, found in said.items():
        for number in of_key[key]:
            if number in lone:
                several.add(number)
            else:
                lone[number] = found
    total = sum(slot.weight for slot in slots) or 1.0
    slot_weight = [slot.weight for slot in slots]
    alone = [(weight / total if weight / total < 1.0 else 1.0) ** 2 for weight in slot_weight]  # min(1.0, ratio)
    here = present.tolist()
    best: dict[int, float] = {}  # per document, its best name (an untouched name earns 0: not a candidate)
    by_title: dict[int, float] = {}
    rows = names.rows
    for number, (weight, owner) in lone.items():  # in the order met: a maximum per document, in any order
        keys, doc_id, title, name_share = rows[number]
        if not here[doc_id]:
            continue
        if number in several:
            value = _several(keys, name_share, said, slot_weight, alone, total)
        else:  # one key said: its weight, the name's share for one key, its slot's share
            value = weight * (name_share[1] * alone[owner])
        if title:
            by_title[doc_id] = value
        if value > best.get(doc_id, 0.0):
            best[doc_id] = value
    for doc_id, value in best.items():  # a score or two a document: element by element beats an index array
        scores[doc_id] += NAME_BONUS * value
    return {doc_id: NAME_BONUS * (value - by_title.get(doc_id, 0.0)) for doc_id, value in best.items()
            if value > by_title.get(doc_id, 0.0)}


def _several(keys: tuple[str, ...], name_share: list[float], said: dict[str, tuple[float, int]],
             slot_weight: list[float], alone: list[float], total: float) -> float:
    """What a name with several keys said earned: their weights summed in the name's order; the share of the query
    its slots hold (one slot's, or the sum over the set of them as built key by key)."""
    summed, count, first, mixed = 0.0, 0, -1, False
    for key in keys:
        found = said.get(key)
        if found is not None:
            if count:
                summed += found[0]
                mixed = mixed or found[1] != first
            else:
                summed, first = found
            count += 1
    if not mixed:
        return summed * (name_share[count] * alone[first])
    ratio = sum([slot_weight[p] for p in {said[key][1] for key in keys if key in said}]) / total
    return summed * (name_share[count] * (ratio if ratio < 1.0 else 1.0) ** 2)


class Names:
    """Every name a name bonus may be earned by (titles, and aliases of ``ALIAS_MIN_WORDS``, of the
    ``NAMED_KINDS``): per name its keys, its document, whether it is the title, and the share of it said
    (``(said / length) ** 2`` as Python computes it, by the number of keys said); per key, the names that have it."""

    def __init__(self, index: Index) -> None:
        self.rows: list[tuple[tuple[str, ...], int, bool, list[float]]] = []
        for doc_id, rec in enumerate(index.docs):
            if rec.kind not in NAMED_KINDS:
                continue
            for position, name in enumerate([rec.name, *(rec.aliases if USE_ALIASES else ())]):
                if name and not (position and len(name) < ALIAS_MIN_WORDS):
                    share = [(said / len(name)) ** 2 for said in range(len(name) + 1)]
                    self.rows.append((name, doc_id, not position, share))
        self.of_key: dict[str, list[int]] = {}  # key → the names that have it
        for number, (name, _, _, _) in enumerate(self.rows):
            for key in name:
                self.of_key.setdefault(key, []).append(number)
