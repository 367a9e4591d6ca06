"""Ranking: raw scores (:mod:`lawbase.search.scoring`: slots, phrase and name bonuses) → ranked, diverse hits
with marked snippets.

* Coverage: a document that matches a smaller share of the query's weight is scaled down.
* Most specific first: a section that answers as well as its parent is lifted above it.
* Phase: a query that speaks only of the auction (``заявка``, ``bid``) or only of the play (``ход``, ``lead``) ranks
  the other phase's laws lower (``ход не в очередь`` is a lead out of turn, not a call out of rotation).
* Diversity: each further hit from a law already listed is discounted, so one law cannot fill the list.
* Confidence: the best hit must cover half the query's weight and reach a minimum normalised score.
"""

from __future__ import annotations

import bisect
import heapq
import itertools
import math
from collections import defaultdict
from collections.abc import Callable

import numpy as np
from rapidfuzz import fuzz, process

from lawbase.markdown import has_markup, literal
from lawbase.search.index import FIELD_WEIGHTS, K1, DocRec, Index
from lawbase.search.normalize import fold
from lawbase.search.order import best_first
from lawbase.search.query import Analysis
from lawbase.search.result import Hit, Suggestion
from lawbase.search.scoring import PHASE_SIGNAL, PHRASE_BONUS, score_documents, tables

SPECIFIC_BASIS = True
SPECIFIC_RATIO = 0.5
DEFINITION_BOOST = 1.6
OTHER_PHASE = 0.75  # a query about the play ranks auction laws lower, and the other way round
SAME_LAW_DISCOUNT = 0.6
CANDIDATES = 60
NESTED_FLOOR = 3  # a passage holding an earlier hit is shown no higher than fourth (in a story: see below)
NESTED_MIN_WORDS = 5  # a shorter query is a term («карта упала на пол»): its law stays beside its section
KEEP = 150  # ranked documents kept for the concepts' bonus and the specific-first pass (4 × CANDIDATES is ample)
CONFIDENT_SCORE = 0.25
CONFIDENT_COVERAGE = 0.5
SNIPPET_CHARS = 180
SUGGEST_CHARS = 80
SUGGEST_CUTOFF = 55
SPANS_MEMO = 4096
_SPANS_BY_KEY: dict[int, tuple[list[tuple[int, int, str]], dict[str, list[int]], dict[int, int]]] = {}
_BEST_SAT = (FIELD_WEIGHTS["title"] + FIELD_WEIGHTS["terms"]) / (K1 + FIELD_WEIGHTS["title"] + FIELD_WEIGHTS["terms"])


def final_scores(
    index: Index, analysis: Analysis,
    adjust: Callable[[list[tuple[float, float, int]]], list[tuple[float, float, int]]] | None = None,
    barred: frozenset[int] = frozenset(),
) -> list[tuple[float, float, int]]:
    """(normalised score, coverage, doc id) best first, before diversity; ``adjust`` (the concepts' bonus) runs on
    the scores before the most specific section is lifted above its parent, so a concept that names a law still
    lets the words choose the section; never a ``barred`` one (a special case whose deciding fact the text does
    not tell: ``lawbase.search.fact_gate``).

    Normalised over the matched documents at once (arrays, as :mod:`lawbase.search.scoring`), each document by
    the same operations in the same order as one at a time."""
    found = score_documents(index, analysis)
    total = sum(slot.weight for slot in analysis.slots) or 1.0
    ideal = total * _BEST_SAT * (1 + PHRASE_BONUS * 0.5)
    phases = found.phases  # ``query_phases``, gathered slot by slot with the scores' facts
    phase = next(iter(phases)) if len(phases) == 1 else None
    table = tables(index)
    ids = found.present
    raw = found.raw[ids]
    coverage = np.minimum(found.matched[ids] / total, 1.0)
    factor = (0.4 + 0.6 * coverage) / ideal
    if analysis.wants_definition or analysis.asks_name:  # "как называется, когда…" asks a word too
        factor = np.where(table.definition[ids], factor * DEFINITION_BOOST, factor)
    if phase is not None:
        factor = np.where(table.other_phase(phase)[ids], factor * OTHER_PHASE, factor)
    score = raw * factor
    order = np.argsort(-score, kind="stable")[:KEEP]  # best first, ties by doc id (ids ascend)
    # far below the candidates diversity looks at: not worth re-ranking
    ranked = list(zip(score[order].tolist(), coverage[order].tolist(), ids[order].tolist(), strict=True))
    basis: dict[int, float] = {}
    if found.aliased and SPECIFIC_BASIS:
        aliased = list(found.aliased)
        where = np.searchsorted(ids, aliased)  # ids ascend
        for doc_id, doc_raw, doc_factor in zip(aliased, raw[where].tolist(), factor[where].tolist(), strict=True):
            basis[doc_id] = (doc_raw - found.aliased[doc_id]) * doc_factor
    if adjust is not None:
        ranked = adjust(ranked)
    return _prefer_specific(index, ranked, basis, barred)


def query_phases(index: Index, analysis: Analysis) -> set[str]:
    """The phases of a deal (auction, play) the query speaks of, by its words (or their close alternatives); the
    search reads them off its scores (``Scores.phases``: the same, remembered per slot)."""
    return {
        index.phase_of_key[key]
        for slot in analysis.slots
        for key, weight in slot.alts.items()
        if weight >= PHASE_SIGNAL and key in index.phase_of_key
    }


def _prefer_specific(
    index: Index, ranked: list[tuple[float, float, int]], basis: dict[int, float], barred: frozenset[int] = frozenset()
) -> list[tuple[float, float, int]]:
    """Lift a section above its law (or parent section) when it answers the query about as well.

    A law-level passage also matches through its sections' words and its curated keys; when one of its
    sections covers the query at least as fully and scores nearly as high, that section is the answer. "As
    high" is judged without what the law earned for being called by a curated name (``basis``): that name says
    which law, not which of its sections.
    """
    runtime = index.runtime
    sections, length = runtime.sections, runtime.ref_length
    top = ranked[:CANDIDATES]
    parents = [(length[doc_id], i) for i, (_, _, doc_id) in enumerate(top) if sections[doc_id]]
    if not parents:
        return ranked  # a passage with no sections has nothing to lift
    place = {doc_id: i for i, (_, _, doc_id) in enumerate(top)}  # a passage's place in ``top`` (each is ranked once)
    listed = set(place) - barred if barred else set(place)  # a barred section is never lifted
    lifted: dict[int, float] = {}  # place in ``top`` → its lifted score
    for _, i in sorted(parents):  # parents before their sections (by ref length, then as ranked); laws do not interact
        score, coverage, doc_id = top[i]
        floor = SPECIFIC_RATIO * basis.get(doc_id, score)
        best: tuple[float, int, int] | None = None  # the best score, first by (ref length, rank) among equals
        for other_id in sections[doc_id] & listed:  # its sections among the candidates (a few: any order)
            j = place[other_id]
            other_score, other_coverage, _ = top[j]
            if other_coverage >= coverage and other_score >= floor and (
                best is None or (other_score, -length[other_id], -j) > best
            ):
                best = (other_score, -length[other_id], -j)
        if best is not None:
            chosen = -best[2]
            current = lifted.get(i, score)  # the parent's own lift carries down the chain
            lifted[chosen] = max(lifted.get(chosen, best[0]), current * 1.001)
    if not lifted:
        return ranked
    out = list(ranked)
    for i, value in lifted.items():
        score, coverage, doc_id = out[i]
        out[i] = (max(score, value), coverage, doc_id)  # scores are positive: max(score, 0.0) is the score
    return best_first(out)


def diversify(index: Index, ranked: list[tuple[float, float, int]], limit: int) -> list[tuple[float, int]]:
    """Greedy re-rank: every earlier pick from the same law discounts a candidate by ``SAME_LAW_DISCOUNT``.

    Each pick is the candidate worth most now, the first of equals. A law's candidates are discounted alike, so
    when they come best first (as ranked) the best one a law has left is the first one it has left: the picks
    come off a heap of one candidate per law (worth, place), and a pick puts its law's next one on it."""
    group_of = index.runtime.group
    members: dict[str, list[tuple[float, int, int]]] = {}  # law → its candidates (score, place, doc), in order
    for i, (score, _, doc_id) in enumerate(ranked[:CANDIDATES]):
        group = group_of[doc_id]
        found = members.get(group)
        if not score > -1.0 or (found is not None and score > found[-1][0]):
            return _diversify_each(index, ranked, limit)  # not best first, or a score no pick would see
        if found is None:
            members[group] = [(score, i, doc_id)]
        else:
            found.append((score, i, doc_id))
    laws = list(members.values())
    heap = [(-candidates[0][0], candidates[0][1], law, 0) for law, candidates in enumerate(laws)]
    heapq.heapify(heap)
    picked: list[tuple[float, int]] = []
    while heap and len(picked) < limit:
        _, _, law, count = heapq.heappop(heap)
        candidates = laws[law]
        score, _, doc_id = candidates[count]
        picked.append((score, doc_id))
        count += 1
        if count < len(candidates):  # its law's next candidate, worth its score discounted once more
            score, place, _ = candidates[count]
            heapq.heappush(heap, (-(score * SAME_LAW_DISCOUNT ** count), place, law, count))
    return picked


def nested_below(index: Index, picks: list[tuple[float, int]]) -> list[tuple[float, int]]:
    """Move a pick that holds an earlier one (its law, or a parent section) out of the first three.

    ``14B2``, ``14B``, ``14`` shows one answer three times: the law and the section hold the passage already first,
    and a reader who wants them opens them from it. In a story the first three are better spent on other sections
    and laws (a sibling section it may mean, or another law). For a term («колебание партнёра», «карта упала на
    пол») the law itself is a good second or third answer, and what would take its place is often weak: the caller
    applies this to stories only (phrasing votes, ``NESTED_MIN_WORDS``). The moved picks keep their order."""
    sections = index.runtime.sections
    kept: list[tuple[float, int]] = []
    moved: list[tuple[int, tuple[float, int]]] = []
    earlier: set[int] = set()
    for place, pick in enumerate(picks):
        if sections[pick[1]] & earlier:
            moved.append((place, pick))
        else:
            kept.append(pick)
        earlier.add(pick[1])
    for count, (place, pick) in enumerate(moved):  # in their order: each after the ones moved before it
        kept.insert(max(place, NESTED_FLOOR + count), pick)
    return kept


def _diversify_each(index: Index, ranked: list[tuple[float, float, int]], limit: int) -> list[tuple[float, int]]:
    """:func:`diversify` candidate by candidate (for a list that is not best first within each law)."""
    group_of = index.runtime.group
    pool = [(score, doc_id, group_of[doc_id]) for score, _, doc_id in ranked[:CANDIDATES]]
    values = [score for score, _, _ in pool]  # what each candidate is worth now (a picked one: -inf)
    members: dict[str, list[int]] = defaultdict(list)
    for i, (_, _, group) in enumerate(pool):
        members[group].append(i)
    picked: list[tuple[float, int]] = []
    per_group: dict[str, int] = defaultdict(int)
    left = len(pool)
    while left and len(picked) < limit:
        best = max(values)
        best_i = values.index(best)  # the first of the best
        if not best > -1.0:  # as a scan from -1.0 would: the first candidate still in the pool
            best_i = next(i for i, value in enumerate(values) if value != -math.inf)
        score, doc_id, group = pool[best_i]
        values[best_i] = -math.inf
        left -= 1
        per_group[group] += 1
        count = per_group[group]
        for i in members[group]:
            if values[i] != -math.inf:
                values[i] = pool[i][0] * SAME_LAW_DISCOUNT ** count
        picked.append((score, doc_id))
    return picked


def _group(doc: DocRec) -> str:
    return doc.ref if doc.law == "DEF" else doc.law


def snippet(doc: DocRec, keys: set[str], width: int = SNIPPET_CHARS) -> str:
    """A window of the passage's own text around its densest run of matched words, those words in ``**`` (markdown:
    the passage's own asterisks are escaped, so ours are the only marks)."""
    text = doc.body
    if not text:
        return ""
    starts, ends = _key_starts(doc.spans)
    # each key's words, where they start, in order: the keys the passage and the query share, found by one set
    # intersection in C (over the smaller side) rather than a lookup a query key in Python; the order of ``found``
    # does not matter (one list is one key's, several are merged by a sort)
    found = [starts[key] for key in starts.keys() & keys]
    hits = found[0] if len(found) == 1 else sorted(itertools.chain.from_iterable(found))  # all of them, in order
    start = 0
    if hits:
        best = hits[0]
        if hits[-1] >= best + width:  # else the first one's window holds them all: no window holds more
            best_count, right = 0, 0
            for left, position in enumerate(hits):
                right = bisect.bisect_left(hits, position + width, right)  # the first hit past the window
                if right - left > best_count:
                    best, best_count = position, right - left
        start = best - 30
        start = text.rfind(" ", 0, start) + 1 if start > 50 else 0
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    parts, cursor = [], start
    for a in hits[bisect.bisect_left(hits, start):bisect.bisect_left(hits, end)]:  # the words that start inside
        b = ends[a]
        if b <= end:
            parts += [text[cursor:a], "**", text[a:b], "**"]
            cursor = b
    parts.append(text[cursor:end])
    if has_markup(text, start, end):  # the book's own "(**)" is no mark of ours (lawbase.markdown); a window
        parts = [part if i % 2 else literal(part) for i, part in enumerate(parts)]  # without one: ~20 µs saved
    body = "".join(parts).replace("\n", " ").strip()
    return ("… " if start > 0 else "") + body + (" …" if end < len(text) else "")


def _key_starts(spans: list[tuple[int, int, str]]) -> tuple[dict[str, list[int]], dict[int, int]]:
    """Key → where its words start, in order; and each word's end by its start. Remembered per spans list (a
    document's spans never change once built; the entry keeps the list alive, so its ``id`` cannot be reused
    meanwhile): a snippet then marks a word by its start alone, and never looks a word's span up by position."""
    entry = _SPANS_BY_KEY.get(id(spans))
    if entry is not None and entry[0] is spans:
        return entry[1], entry[2]
    if len(_SPANS_BY_KEY) >= SPANS_MEMO:
        _SPANS_BY_KEY.clear()
    starts: dict[str, list[int]] = {}
    for a, _, key in spans:
        starts.setdefault(key, []).append(a)
    ends = {a: b for a, b, _ in spans}
    _SPANS_BY_KEY[id(spans)] = (spans, starts, ends)
    return starts, ends


def suggestions(index: Index, text: str, limit: int = 5) -> list[Suggestion]:
    """Nearest titles and terms to what was typed, for an honest "nothing matched well"."""
    if not text.strip() or not index.suggestions:
        return []
    typed = fold(text[:SUGGEST_CHARS])
    labels, positions = _reachable_labels(index, len(typed))
    found = process.extract(typed, labels, scorer=fuzz.QRatio, processor=None, limit=limit * 3,
                            score_cutoff=SUGGEST_CUTOFF)
    out, seen = [], set()
    for _, _, place in found:
        label, ref = index.suggestions[positions[place]]
        if ref not in seen:
            seen.add(ref)
            out.append(Suggestion(label, ref))
        if len(out) == limit:
            break
    return out


def _reachable_labels(index: Index, length: int) -> tuple[list[str], list[int]]:
    """The folded labels a typed text of ``length`` characters may reach ``SUGGEST_CUTOFF`` with, in their order,
    and their positions in ``index.suggestions``; remembered per length on the index.

    Why: ``QRatio`` is ``200 × LCS / (length + size)`` and the common part is no longer than the shorter string, so a
    label much shorter or longer than the text cannot reach the cutoff (a 70-character story reaches only the
    labels of 23 characters or more, a tenth of them): rapidfuzz need not score the rest. The labels kept keep
    their order, and ``extract`` puts equal scores in that order, so the same suggestions come back."""
    memo = index.runtime.cache("suggestions")
    found: tuple[list[str], list[int]] | None = memo.get(length)
    if found is None:
        labels: list[str] | None = memo.get("")
        if labels is None:  # folded once per index: rapidfuzz would fold every label on every call
            labels = memo[""] = [fold(label) for label, _ in index.suggestions]
        # the bound in integers, with a unit to spare for the rounding of rapidfuzz's own division
        positions = [position for position, label in enumerate(labels)
                     if 200 * min(length, len(label)) >= SUGGEST_CUTOFF * (length + len(label)) - 1]
        found = memo[length] = ([labels[position] for position in positions], positions)
    return found


def to_hit(doc: DocRec, score: float, keys: set[str]) -> Hit:
    """A Hit for a document; catalog-only laws snippet nothing (they have no text to quote)."""
    return Hit(doc.ref, doc.law, doc.title, round(min(1.0, score), 3), snippet(doc, keys), doc.in_corpus, doc.kind)


def confident(index: Index, analysis: Analysis, ranked: list[tuple[float, float, int]]) -> bool:
    """Whether the best hit is good enough to present without a caveat.

    Coverage here also counts the words that matched nothing at all, each as heavy as the rarest word of the
    book: ``играть на гитаре`` matches ``играть`` and nothing else, and must not look like an answer.
    """
    if not ranked:
        return False
    total = sum(slot.weight for slot in analysis.slots)
    coverage = ranked[0][1] * total / (total + analysis.unmatched * index.max_idf) if total else 0.0
    return ranked[0][0] >= CONFIDENT_SCORE and coverage >= CONFIDENT_COVERAGE
