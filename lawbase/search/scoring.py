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
    name that was said and with the share of the query that the name accounts for (:meth:`Names.earned`).
    """
    weights: dict[str, float] = {}
    owner: dict[str, int] = {}
    idf = index.idf
    for position, slot in enumerate(slots):
        for key, weight in slot.alts.items():
            if weight * idf.get(key, 0.0) > weights.get(key, 0.0):
                weights[key] = weight * idf.get(key, 0.0)
                owner[key] = position
    names = table.names
    touched, earned = names.earned(weights, owner, slots, present)
    best: dict[int, float] = {}  # per document, its best name (an untouched name earns 0: not a candidate)
    by_title: dict[int, float] = {}
    doc_of, number_of = names.doc_of, names.number_of
    for name, value in zip(touched.tolist(), earned.tolist(), strict=True):  # a few dozen: plain Python is faster
        doc_id = doc_of[name]
        if not number_of[name]:
            by_title[doc_id] = value
        if value > best.get(doc_id, 0.0):
            best[doc_id] = value
    if best:
        scores[list(best)] += [NAME_BONUS * value for value in best.values()]
    return {doc_id: NAME_BONUS * (value - by_title.get(doc_id, 0.0)) for doc_id, value in best.items()
            if value > by_title.get(doc_id, 0.0)}


class Names:
    """Every name a name bonus may be earned by (titles, and aliases of ``ALIAS_MIN_WORDS``, of the
    ``NAMED_KINDS``) as rows of key numbers, padded with a key no query says, for :meth:`earned`."""

    def __init__(self, index: Index) -> None:
        rows: list[tuple[str, ...]] = []
        doc, number = [], []
        for doc_id, rec in enumerate(index.docs):
            if rec.kind not in NAMED_KINDS:
                continue
            for position, name in enumerate([rec.name, *(rec.aliases if USE_ALIASES else ())]):
                if name and not (position and len(name) < ALIAS_MIN_WORDS):
                    rows.append(name)
                    doc.append(doc_id)
                    number.append(position)
        self.key = {key: i for i, key in enumerate(dict.fromkeys(k for name in rows for k in name))}
        width = max((len(name) for name in rows), default=1)
        padding = len(self.key)  # the key no query says
        # column j: the j-th key of every name (one row per position: a name's keys are summed position by position)
        self.columns = np.array([[self.key[k] for k in name] + [padding] * (width - len(name)) for name in rows],
                                dtype=np.intp).reshape(len(rows), width).T.copy()
        self.length = np.array([len(name) for name in rows], dtype=np.intp)
        self.doc = np.array(doc, dtype=np.intp)
        self.doc_of, self.number_of = doc, number  # per name: its document, its number (0: the title)
        having: list[list[int]] = [[] for _ in self.key]
        for row, name in enumerate(rows):
            for key in name:
                having[self.key[key]].append(row)
        self.of_key = [np.array(found, dtype=np.intp) for found in having]  # key → the names that have it
        # (said / length) ** 2 as Python computes it, by (keys said, name length)
        self.said_share: Floats = np.array([[(said / length) ** 2 if length else 0.0 for length in range(width + 1)]
                                            for said in range(width + 1)])

    def earned(self, weights: dict[str, float], owner: dict[str, int], slots: list[Slot], present: Bools
               ) -> tuple[npt.NDArray[np.intp], Floats]:
        """The names with a key said, of the ``present`` documents, and what each earned: the weight of its keys
        said × (share of the name said)² × (share of the query's weight its slots hold, at most 1)².

        The same sums in the same order as one name at a time: its keys' weights in the name's order (adding
        0.0 for a key not said), its slots' weights over the set of them, built as before."""
        known = [(self.key[key], weight, owner[key]) for key, weight in weights.items() if key in self.key]
        if not known:
            return np.zeros(0, dtype=np.intp), np.zeros(0)
        said_weight = np.zeros(len(self.key) + 1)
        slot_of = np.full(len(self.key) + 1, -1, dtype=np.intp)
        ids = [number for number, _, _ in known]
        said_weight[ids] = [weight for _, weight, _ in known]
        slot_of[ids] = [slot for _, _, slot in known]
        hit = np.zeros(len(self.doc), dtype=bool)
        hit[np.concatenate([self.of_key[number] for number in ids])] = True
        touched = np.flatnonzero(hit & present[self.doc])
        keys = self.columns[:, touched]
        values = said_weight[keys]
        if len(values) < 8:  # along the first axis numpy adds row after row: each name's keys in order
            total_weight = values.sum(axis=0)
        else:  # (pairwise summation would start: add them one by one)
            total_weight = values[0].copy()
            for column in values[1:]:
                total_weight += column
        share = self.said_share[np.count_nonzero(values, axis=0), self.length[touched]]
        return touched, total_weight * (share * _query_share(slot_of[keys], slots))


def _query_share(owners: npt.NDArray[np.intp], slots: list[Slot]) -> Floats:
    """Per name (a column of ``owners``: the slot of each of its keys, -1 for a key not said), the share of the
    query's weight that its slots hold, at most 1, squared — with Python's float power and its sum over the set of
    the slots as built key by key (a set's order decides the order of the sum). A name whose keys were said by one
    slot (most) looks that slot's share up."""
    total = sum(slot.weight for slot in slots) or 1.0
    slot_weight = [slot.weight for slot in slots]
    alone = [(weight / total if weight / total < 1.0 else 1.0) ** 2 for weight in slot_weight]  # min(1.0, ratio)
    first = owners.max(axis=0)
    out: Floats = np.array(alone)[first]
    several = np.flatnonzero(np.where(owners < 0, first, owners).min(axis=0) != first)
    if len(several):
        known: dict[tuple[int, ...], float] = {}  # names whose keys came from the same slots, in the same order
        shares = []
        for row in owners[:, several].T.tolist():
            share = known.get(key := tuple(row))
            if share is None:
                ratio = sum([slot_weight[p] for p in {p for p in row if p >= 0}]) / total
                share = known[key] = (ratio if ratio < 1.0 else 1.0) ** 2
            shares.append(share)
        out[several] = shares
    return out
