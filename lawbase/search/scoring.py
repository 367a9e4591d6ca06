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
from typing import Any

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
ROWS_MEMO = 4096  # slots whose facts are remembered (:meth:`Tables.facts`)

Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]
PHASE_SIGNAL = 0.85  # how close an alternative must be to the word to say which phase the query is about
# a slot's best rows (or None), its best few keys, its keys some name has with their ``weight × idf``, and the phases
# of a deal its close alternatives speak of (``rank.query_phases``)
Facts = tuple[Floats | None, list[str], tuple[tuple[str, float], ...], frozenset[str]]


class Tables:
    """What scoring reads of an index, laid out once per process: each key's posting as a dense row of saturated
    tf (``sat``, 0.0 where the key is absent) and of the share of a slot's weight it matches (``share``), and the
    names a name bonus may be earned by."""

    def __init__(self, index: Index) -> None:
        count = len(index.docs)
        self.runtime = index.runtime
        self.row = {key: number for number, key in enumerate(index.postings)}
        # per key, its two rows side by side (``both[key_row, 0]`` is ``sat``, ``both[key_row, 1]`` is ``share``): a
        # query gathers and reduces its keys' rows of both at once
        self.both: Floats = np.zeros((len(self.row), 2, count))
        self.sat: Floats = self.both[:, 0]
        # the share of a slot's weight a document matches by the key: all of it in its own fields, BORROWED_COVERAGE
        # in its descendants' text only, none without the key
        self.share: Floats = self.both[:, 1]
        for number, posting in enumerate(index.postings.values()):
            ids = [doc_id for doc_id, _, _ in posting]
            self.sat[number, ids] = [sat for _, sat, _ in posting]
            self.share[number, ids] = [1.0 if own else BORROWED_COVERAGE for _, _, own in posting]
        # a key in a passage scores there (a saturated tf is never 0.0): matching a slot is having one of its keys
        self.positive = bool((self.sat[self.share > 0.0] > 0.0).all())
        self.names = Names(index)
        # the phrase pairs (``Index.pairs``, ``first|second`` → documents) by their first key: a query looks its
        # slots' keys up without joining strings
        self.following: dict[str, dict[str, list[int]]] = {}
        for pair, ids in index.pairs.items():
            first, _, second = pair.partition("|")
            self.following.setdefault(first, {})[second] = ids
        self.documents = count
        self.definition: Bools = np.array(index.runtime.definition, dtype=bool)
        self._other_phase: dict[str, Bools] = {}
        self._index = index
        self._facts: dict[tuple[tuple[str, float], ...], Facts] = {}
        self._by_slot: dict[int, tuple[Slot, Facts, Floats | None]] = {}  # ``slot_entry``: by the slot object

    def facts(self, alts: dict[str, float]) -> Facts:
        """What scoring reads of a slot, by its alternatives, remembered: its best rows (:func:`_best_rows`), its
        best few keys for the phrase bonus (:func:`_top_keys`), and its keys some name has, each with its
        ``weight × idf`` (:func:`_name_bonus`). A slot's alternatives depend only on its word and chat repeats its
        words: building the rows was most of a long story's slot scores (a dozen gathers, products and maxima per
        query, 60 → 30 µs on 30+-word stories). The bench's 13,000 texts have about 2,000 distinct slots; each pair of
        rows is 2 × 8 × documents bytes (7 kB), so ``ROWS_MEMO`` caps it (~29 MB, emptied when full)."""
        key = tuple(alts.items())
        try:
            return self._facts[key]
        except KeyError:  # (seldom: a word not met before)
            if len(self._facts) >= ROWS_MEMO:
                self._facts.clear()
                self._by_slot.clear()  # (it holds the same rows: one bound for both)
            idf, of_key = self._index.idf, self.names.of_key
            named = tuple((name_key, weight * idf.get(name_key, 0.0)) for name_key, weight in alts.items()
                          if name_key in of_key)
            phase_of_key = self._index.phase_of_key
            phases = frozenset(phase_of_key[key] for key, weight in alts.items()
                               if weight >= PHASE_SIGNAL and key in phase_of_key)
            found = self._facts[key] = (_best_rows(self._index, self, alts), _top_keys(alts), named, phases)
            return found

    def facts_of(self, slot: Slot) -> Facts:
        """:meth:`facts` of a slot, remembered by the slot itself: a word's slot is one object shared by every query
        that says the word (``query._slots``), so a long story's 40-odd slots are found by identity, without building
        and hashing a tuple of each one's alternatives (a new slot, one a phrase made, is looked up by them)."""
        return self.slot_entry(slot)[1]

    def slot_entry(self, slot: Slot) -> tuple[Slot, Facts, Floats | None]:
        """The slot, its :meth:`facts`, and its two rows as a query adds them up (:func:`_slot_scores`): its best
        alternative's ``weight × idf × sat``, and the slot's weight × the share of it matched (None: no key of the
        book); remembered by the slot object (kept alive here: its id cannot be reused meanwhile). A slot is never
        changed once a query is analysed."""
        found = self._by_slot.get(id(slot))
        if found is not None and found[0] is slot:
            return found
        if len(self._by_slot) >= ROWS_MEMO:
            self._by_slot.clear()
        facts = self.facts(slot.alts)
        rows = facts[0]
        weighted: Floats | None = None
        if rows is not None:
            best, share = rows[0], rows[1]
            if not self.positive:  # (never with this index's weights) a key that scores nothing matches nothing
                share = np.where(best > 0.0, share, 0.0)
            weighted = np.stack([best, share * slot.weight])  # weight × 1.0 or × BORROWED_COVERAGE, or 0.0
        entry = self._by_slot[id(slot)] = (slot, facts, weighted)
        return entry

    def forget(self) -> None:
        """Empty the per-slot memo (:meth:`facts`): a bench's first pass pays for every word it has not seen."""
        self._facts.clear()
        self._by_slot.clear()

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
    phases: frozenset[str] = frozenset()  # the phases of a deal the query speaks of (``rank.query_phases``)


def score_documents(index: Index, analysis: Analysis) -> Scores:
    """Raw scores and matched slot weight per document, with the phrase and name bonuses."""
    table = tables(index)
    entries = list(map(table.slot_entry, analysis.slots))
    facts = [entry[1] for entry in entries]
    scores, matched = _slot_sums(table, [entry[2] for entry in entries])
    matched_any = scores > 0.0
    present = matched_any.nonzero()[0]  # (np.flatnonzero of a row, without its ravel)
    aliased: dict[int, float] = {}
    if len(present):
        _phrase_bonus(table, analysis.slots, [found[1] for found in facts], scores, matched_any)
        aliased = _name_bonus(table, analysis.slots, [found[2] for found in facts], scores, matched_any)
    return Scores(scores, matched, present, aliased, frozenset().union(*[found[3] for found in facts]))


def _slot_scores(table: Tables, slots: list[Slot]) -> tuple[Floats, Floats]:
    """Per document: the sum over slots of its best alternative's ``weight × idf × sat``, and of the slot's weight
    × the most of it the document matches by any alternative."""
    return _slot_sums(table, [table.slot_entry(slot)[2] for slot in slots])


def _slot_sums(table: Tables, weighted: list[Floats | None]) -> tuple[Floats, Floats]:
    """:func:`_slot_scores` from each slot's two rows (``Tables.slot_entry``, remembered per slot: its best rows and
    its weighted share), stacked and summed down the first axis, which numpy does row after row: the same additions
    in the same order as the loop that added slot after slot to 0.0 (both sums in one reduction)."""
    rows = [found for found in weighted if found is not None]
    if not rows:
        return np.zeros(table.documents), np.zeros(table.documents)
    sums: Floats = np.add.reduce(np.array(rows), axis=0)
    return sums[0], sums[1]


def _best_rows(index: Index, table: Tables, alts: dict[str, float]) -> Floats | None:
    """A slot's two rows: per document its best alternative's ``weight × idf × sat``, and the most of the slot's
    weight it matches by any alternative (``share``); None when no alternative is a key of the book.

    Every alternative's rows (``sat`` scaled by its factor, ``share`` by 1.0) in one array, the slot's best by a
    maximum over them (exact in any order)."""
    idf, row = index.idf, table.row
    scales: list[tuple[float, float]] = []  # per alternative: its factor for ``sat``, 1.0 for ``share``
    numbers: list[int] = []
    for key, weight in alts.items():
        number = row.get(key)
        if number is not None:
            scales.append((weight * idf.get(key, 0.0), 1.0))
            numbers.append(number)
    if not numbers:
        return None
    rows: Floats = table.both[numbers] * np.array(scales)[:, :, None]
    best: Floats = rows[0] if len(numbers) == 1 else np.maximum.reduce(rows, axis=0)
    return best


def _top_keys(alts: dict[str, float], count: int = 3) -> list[str]:
    return sorted(alts, key=alts.__getitem__, reverse=True)[:count]


def _phrase_bonus(table: Tables, slots: list[Slot], tops: list[list[str]], scores: Floats, present: Bools) -> None:
    """Each pair of adjacent slots found adjacent in a phrase field: one bonus per document and pair (of the
    ``present`` documents). The bonuses are added in one ``np.add.at``, which adds them one after another in the
    order given (pair after pair), as adding pair by pair did. ``tops``: each slot's best keys (:func:`_top_keys`);
    each slot is the left of one pair and the right of another."""
    following = table.following
    ids: list[int] = []
    bonuses: list[float] = []
    for (left, right), (lefts, rights) in zip(itertools.pairwise(slots), itertools.pairwise(tops), strict=True):
        rewarded: set[int] = set()
        for first in lefts:
            after = following.get(first)
            if after is not None:
                for second in rights:
                    rewarded.update(after.get(second, ()))
        if rewarded:
            ids += rewarded
            bonuses += [PHRASE_BONUS * min(left.weight, right.weight)] * len(rewarded)
    if ids:
        where = np.array(ids, dtype=np.intp)
        keep = present[where]
        np.add.at(scores, where[keep], np.array(bonuses)[keep])


def _name_bonus(table: Tables, slots: list[Slot], named: list[tuple[tuple[str, float], ...]], scores: Floats,
                present: Bools) -> dict[int, float]:
    """Reward a law or definition whose name the query says (nearly) in full; returns what the curated names
    (aliases) added beyond the title, per document.

    Several passages may share words with a query; the topic *named* by it is the answer: ``козырь`` is the
    definition of trump, not the section on tricks containing trumps. The bonus grows with the share of the
    name that was said and with the share of the query that the name accounts for: a name earns the weight of
    its keys said × (share of the name said)² × (share of the query's weight its slots hold, at most 1)².

    In plain Python: a query says a few of the names' keys, and the few dozen names that have one cost less one at
    a time than as arrays; a name with one key said is taken per key and document (the shortest such name there
    earns most), a name with several one by one. The sums are made as they always were: a name's keys' weights in the
    name's order (a key not said added nothing), its slots' weights over the set of them built key by key (a
    set's order decides the order of the sum)."""
    names = table.names
    said: dict[str, tuple[float, int]] = {}  # a name's key the query says → its best weight × idf, and its slot
    for position, pairs in enumerate(named):  # per slot, its keys some name has, with their weight × idf
        for key, value in pairs:
            if value > said.get(key, (0.0, 0))[0]:
                said[key] = (value, position)
    if not said:
        return {}
    several: set[int] = set()  # the names with more than one key said (a key said twice in a name counts twice)
    seen: set[int] = set()
    for key in said:
        found = names.key_names[key]
        several |= seen & found
        seen |= found
        if key in names.repeated:
            several |= names.repeated[key]
    total = sum(slot.weight for slot in slots) or 1.0
    slot_weight = [slot.weight for slot in slots]
    alone = [(weight / total if weight / total < 1.0 else 1.0) ** 2 for weight in slot_weight]  # min(1.0, ratio)
    here = present.tolist()
    best: dict[int, float] = {}  # per document, its best name (an untouched name earns 0: not a candidate)
    by_title: dict[int, float] = {}
    # a name with one key said earns that key's weight × (its share for one key × the key's slot's share): per key and
    # document, the shortest such name earns most (a product rounds monotonically). Where that name has more keys
    # said, it earns more with them (below), so its one-key value never decides a maximum: taking it is harmless.
    for key, (weight, owner) in said.items():
        slot_share = alone[owner]
        for doc_id, name_share, title_share, title in names.key_docs[key]:
            if here[doc_id]:
                value = weight * (name_share * slot_share)
                if value > best.get(doc_id, 0.0):
                    best[doc_id] = value
                if title >= 0 and title not in several:
                    by_title[doc_id] = weight * (title_share * slot_share)
    rows = names.rows
    for number in several:  # a maximum per document, in any order
        keys, doc_id, title_name, name_shares = rows[number]
        if here[doc_id]:
            value = _several(keys, name_shares, said, slot_weight, alone, total)
            if title_name:
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
    places = []  # the slots of the keys said, in the name's order
    for key in keys:
        found = said.get(key)
        if found is not None:
            if count:
                summed += found[0]
                mixed = mixed or found[1] != first
            else:
                summed, first = found
            count += 1
            places.append(found[1])
    if not mixed:
        return summed * (name_share[count] * alone[first])
    # the set built as the slots come (its order is the sum's), then the sum in its order
    ratio = sum(map(slot_weight.__getitem__, set(places))) / total
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
        self.key_names = {key: frozenset(numbers) for key, numbers in self.of_key.items()}
        # key → the names that have it twice (said once, it is said twice there)
        self.repeated = {key: frozenset(n for n in numbers if numbers.count(n) > 1)
                         for key, numbers in self.of_key.items() if len(set(numbers)) < len(numbers)}
        # key → per document of a name that has it: the largest share of a name said by one key among those names,
        # and the document's title's share and number when the title has it (else 0.0 and -1)
        self.key_docs: dict[str, tuple[tuple[int, float, float, int], ...]] = {}
        for key, numbers in self.of_key.items():
            per_doc: dict[int, list[Any]] = {}
            for number in numbers:
                _, doc_id, title, share = self.rows[number]
                entry = per_doc.setdefault(doc_id, [0.0, 0.0, -1])
                entry[0] = max(entry[0], share[1])
                if title:
                    entry[1], entry[2] = share[1], number
            self.key_docs[key] = tuple((doc_id, *entry) for doc_id, entry in per_doc.items())
