"""Scoring and ranking: slots × postings → ranked, diverse hits with marked snippets.

* A document scores each slot by its best alternative (``weight × idf × saturated tf``), summed over slots.
* Adjacent slots found adjacent in a title or curated key earn a phrase bonus (``недостаточное назначение``
  beats a passage that has both words far apart).
* A law or definition whose name the query says (nearly) in full earns a name bonus (``козырь`` → the
  definition of trump, not the section about tricks with trumps).
* Coverage: a document that matches a smaller share of the query's weight is scaled down.
* Most specific first: a section that answers as well as its parent is lifted above it.
* Phase: a query that speaks only of the auction (``заявка``, ``bid``) or only of the play (``ход``, ``lead``) ranks
  the other phase's laws lower (``ход не в очередь`` is a lead out of turn, not a call out of rotation).
* Diversity: each further hit from a law already listed is discounted, so one law cannot fill the list.
* Confidence: the best hit must cover half the query's weight and reach a minimum normalised score.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections import defaultdict
from collections.abc import Callable

from rapidfuzz import fuzz, process

from lawbase.search.index import FIELD_WEIGHTS, K1, DocRec, Index
from lawbase.search.normalize import fold
from lawbase.search.query import Analysis
from lawbase.search.result import Hit, Suggestion
from lawbase.search.slot import Slot

PHRASE_BONUS = 0.6
NAME_BONUS = 0.3
USE_ALIASES = True
SPECIFIC_BASIS = True
ALIAS_MIN_WORDS = 2  # one word is a topic, not a name (``болван`` is what laws 42 and 43 are about)
NAMED_KINDS = frozenset({"law", "catalog", "definition"})  # topics; a section's title is already weighted
BORROWED_COVERAGE = 0.5
SPECIFIC_RATIO = 0.5
DEFINITION_BOOST = 1.6
OTHER_PHASE = 0.75  # a query about the play ranks auction laws lower, and the other way round
PHASE_SIGNAL = 0.85  # how close an alternative must be to the word to say which phase the query is about
SAME_LAW_DISCOUNT = 0.6
CANDIDATES = 60
KEEP = 150  # ranked documents kept for the concepts' bonus and the specific-first pass (4 × CANDIDATES is ample)
CONFIDENT_SCORE = 0.25
CONFIDENT_COVERAGE = 0.5
SNIPPET_CHARS = 180
SUGGEST_CHARS = 80
SUGGEST_CUTOFF = 55
SPANS_MEMO = 4096
_SPANS_BY_KEY: dict[int, tuple[list[tuple[int, int, str]], dict[str, list[int]]]] = {}
_BEST_SAT = (FIELD_WEIGHTS["title"] + FIELD_WEIGHTS["terms"]) / (K1 + FIELD_WEIGHTS["title"] + FIELD_WEIGHTS["terms"])


def score_documents(
    index: Index, analysis: Analysis, aliased: dict[int, float] | None = None
) -> tuple[dict[int, float], dict[int, float]]:
    """Raw scores and matched slot weight per document (``aliased`` gets what curated names added)."""
    scores: dict[int, float] = defaultdict(float)
    matched: dict[int, float] = defaultdict(float)
    idf_of, postings = index.idf.get, index.postings.get
    for slot in analysis.slots:
        full, borrowed = slot.weight, slot.weight * BORROWED_COVERAGE
        lists = [(weight * idf_of(key, 0.0), found) for key, weight in slot.alts.items() if (found := postings(key))]
        if not lists:
            continue
        if len(lists) == 1:  # one way to say it (the common case): each document's best is its only value
            factor, posting = lists[0]
            for doc_id, sat, own in posting:  # a posting names each document once
                value = factor * sat
                if value > 0.0:
                    scores[doc_id] += value
                    matched[doc_id] += full if own else borrowed
            continue
        factor, posting = lists[0]
        best = {doc_id: value for doc_id, sat, _ in posting if (value := factor * sat) > 0.0}
        get = best.get
        for factor, posting in lists[1:]:
            for doc_id, sat, _ in posting:
                value = factor * sat
                if value > get(doc_id, 0.0):
                    best[doc_id] = value
        owned = _owned(index, [key for key in slot.alts if key in index.postings])
        for doc_id, value in best.items():
            scores[doc_id] += value
            matched[doc_id] += full if doc_id in owned else borrowed
    _phrase_bonus(index, analysis.slots, scores)
    _name_bonus(index, analysis.slots, scores, aliased if aliased is not None else {})
    return scores, matched


def _owned(index: Index, keys: list[str]) -> frozenset[int] | set[int]:
    """The documents that have one of ``keys`` in their own fields (not only in their descendants' text)."""
    memo = index.runtime.cache("owned")
    sets = []
    for key in keys:
        found = memo.get(key)
        if found is None:
            found = memo[key] = frozenset(doc_id for doc_id, _, own in index.postings[key] if own)
        sets.append(found)
    return sets[0] if len(sets) == 1 else set().union(*sets)


def _name_bonus(index: Index, slots: list[Slot], scores: dict[int, float], aliased: dict[int, float]) -> None:
    """Reward a law or definition whose name the query says (nearly) in full.

    Several passages may share words with a query; the topic *named* by it is the answer: ``козырь`` is the
    definition of trump, not the section on tricks containing trumps. The bonus grows with the share of the
    name that was said and with the share of the query that the name accounts for.
    """
    weights: dict[str, float] = {}
    owner: dict[str, int] = {}
    idf = index.idf
    for position, slot in enumerate(slots):
        for key, weight in slot.alts.items():
            if weight * idf.get(key, 0.0) > weights.get(key, 0.0):
                weights[key] = weight * idf.get(key, 0.0)
                owner[key] = position
    total = sum(slot.weight for slot in slots) or 1.0
    slot_weight = [slot.weight for slot in slots]

    def earned(name: tuple[str, ...]) -> float:  # of a name with at least one key said
        covered = [k for k in name if k in weights]
        said = sum([slot_weight[p] for p in {owner[k] for k in covered}])
        ratio = said / total
        share = (len(covered) / len(name)) ** 2 * (ratio if ratio < 1.0 else 1.0) ** 2  # min(1.0, ratio)
        return sum([weights[k] for k in covered]) * share

    touched: dict[int, set[int]] = {}  # document → its names (0: the title, n: alias n) that the query touched
    names_with = _names_with(index)
    for key in weights:
        for doc_id, number in names_with.get(key, ()):
            if doc_id in scores:
                touched.setdefault(doc_id, set()).add(number)
    docs = index.docs
    for doc_id, numbers in touched.items():  # an untouched name earns 0: the best is among the touched ones
        doc = docs[doc_id]
        by_title = earned(doc.name) if 0 in numbers else 0.0
        best = by_title
        for number in numbers:
            if number:
                value = earned(doc.aliases[number - 1])
                if value > best:
                    best = value
        scores[doc_id] += NAME_BONUS * best
        if best > by_title:
            aliased[doc_id] = NAME_BONUS * (best - by_title)


def _names_with(index: Index) -> dict[str, list[tuple[int, int]]]:
    """Key → (document, name number) of every name a name bonus may be earned by (titles, and aliases of
    ``ALIAS_MIN_WORDS``, of the ``NAMED_KINDS``) that has the key; worked out once per index."""
    memo = index.runtime.cache("names")
    table: dict[str, list[tuple[int, int]]] | None = memo.get("")
    if table is None:
        table = {}
        for doc_id, doc in enumerate(index.docs):
            if doc.kind not in NAMED_KINDS:
                continue
            names = [doc.name, *(doc.aliases if USE_ALIASES else ())]
            for number, name in enumerate(names):
                if number and len(name) < ALIAS_MIN_WORDS:
                    continue
                for key in dict.fromkeys(name):
                    table.setdefault(key, []).append((doc_id, number))
        memo[""] = table
    return table


def _top_keys(slot: Slot, count: int = 3) -> list[str]:
    return sorted(slot.alts, key=lambda key: slot.alts[key], reverse=True)[:count]


def _phrase_bonus(index: Index, slots: list[Slot], scores: dict[int, float]) -> None:
    for left, right in itertools.pairwise(slots):
        bonus = PHRASE_BONUS * min(left.weight, right.weight)
        rewarded: set[int] = set()
        for first in _top_keys(left):
            for second in _top_keys(right):
                for doc_id in index.pairs.get(f"{first}|{second}", ()):
                    if doc_id not in rewarded and doc_id in scores:
                        rewarded.add(doc_id)
                        scores[doc_id] += bonus


def final_scores(
    index: Index, analysis: Analysis,
    adjust: Callable[[list[tuple[float, float, int]]], list[tuple[float, float, int]]] | None = None,
) -> list[tuple[float, float, int]]:
    """(normalised score, coverage, doc id) best first, before diversity; ``adjust`` (the concepts' bonus) runs on
    the scores before the most specific section is lifted above its parent, so a concept that names a law still
    lets the words choose the section."""
    aliased: dict[int, float] = {}
    scores, matched = score_documents(index, analysis, aliased)
    total = sum(slot.weight for slot in analysis.slots) or 1.0
    ideal = total * _BEST_SAT * (1 + PHRASE_BONUS * 0.5)
    phases = query_phases(index, analysis)
    phase = next(iter(phases)) if len(phases) == 1 else None
    runtime = index.runtime
    boosted = runtime.definition if analysis.wants_definition else None
    other = None if phase is None else runtime.other_phase(phase)
    keyed = []  # (-score, doc id, coverage): sorts best first, ties by doc id, with no key function
    basis: dict[int, float] = {}
    for doc_id, raw in scores.items():
        share = matched[doc_id] / total
        coverage = share if share < 1.0 else 1.0  # min(1.0, share)
        factor = (0.4 + 0.6 * coverage) / ideal
        if boosted is not None and boosted[doc_id]:
            factor *= DEFINITION_BOOST
        if other is not None and other[doc_id]:
            factor *= OTHER_PHASE
        keyed.append((-(raw * factor), doc_id, coverage))
        if doc_id in aliased and SPECIFIC_BASIS:
            basis[doc_id] = (raw - aliased[doc_id]) * factor
    keyed.sort()
    # far below the candidates diversity looks at: not worth re-ranking
    ranked = [(-negative, coverage, doc_id) for negative, doc_id, coverage in keyed[:KEEP]]
    if adjust is not None:
        ranked = adjust(ranked)
    return _prefer_specific(index, ranked, basis)


def query_phases(index: Index, analysis: Analysis) -> set[str]:
    """The phases of a deal (auction, play) the query speaks of, by its words (or their close alternatives)."""
    return {
        index.phase_of_key[key]
        for slot in analysis.slots
        for key, weight in slot.alts.items()
        if weight >= PHASE_SIGNAL and key in index.phase_of_key
    }


def _prefer_specific(
    index: Index, ranked: list[tuple[float, float, int]], basis: dict[int, float]
) -> list[tuple[float, float, int]]:
    """Lift a section above its law (or parent section) when it answers the query about as well.

    A law-level passage also matches through its sections' words and its curated keys; when one of its
    sections covers the query at least as fully and scores nearly as high, that section is the answer. "As
    high" is judged without what the law earned for being called by a curated name (``basis``): that name says
    which law, not which of its sections.
    """
    by_law: dict[str, list[tuple[float, float, int]]] = defaultdict(list)
    docs, length, children = index.docs, index.runtime.ref_length, index.children
    for item in ranked[:CANDIDATES]:
        by_law[docs[item[2]].law].append(item)
    lifted: dict[int, float] = {}
    for law, items in by_law.items():
        if law == "DEF" or len(items) < 2:
            continue
        items.sort(key=lambda item: length[item[2]])  # parents before their sections
        refs = [docs[doc_id].ref for _, _, doc_id in items]
        lengths = [length[doc_id] for _, _, doc_id in items]
        for score, coverage, doc_id in items:
            prefix = docs[doc_id].ref
            if not children.get(prefix):
                continue  # a passage with no sections has nothing to lift
            floor = SPECIFIC_RATIO * basis.get(doc_id, score)
            best: tuple[float, int] | None = None
            start = bisect.bisect_left(lengths, len(prefix))  # a shorter ref cannot start with this one
            for (other_score, other_coverage, other_id), other_ref in zip(items[start:], refs[start:], strict=True):
                if (
                    other_id != doc_id
                    and other_coverage >= coverage
                    and other_score >= floor
                    and other_ref.startswith(prefix)
                    and (best is None or other_score > best[0])
                ):
                    best = (other_score, other_id)
            if best is not None:
                current = lifted.get(doc_id, score)  # the parent's own lift carries down the chain
                lifted[best[1]] = max(lifted.get(best[1], best[0]), current * 1.001)
    if not lifted:
        return ranked
    keyed = [(-max(score, lifted.get(doc_id, 0.0)), doc_id, coverage) for score, coverage, doc_id in ranked]
    keyed.sort()
    return [(-negative, coverage, doc_id) for negative, doc_id, coverage in keyed]


def diversify(index: Index, ranked: list[tuple[float, float, int]], limit: int) -> list[tuple[float, int]]:
    """Greedy re-rank: every earlier pick from the same law discounts a candidate by ``SAME_LAW_DISCOUNT``."""
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
        best_i = max(range(len(values)), key=values.__getitem__)  # the first of the best
        if not values[best_i] > -1.0:  # as a scan from -1.0 would: the first candidate still in the pool
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
    """A window of the passage's own text around its densest run of matched words, those words in ``**``."""
    text = doc.body
    if not text:
        return ""
    spans = doc.spans
    where = _key_spans(spans)
    marked = sorted(i for key in keys if key in where for i in where[key])  # the spans of matched words, in order
    hits = [spans[i][0] for i in marked]
    start = 0
    if hits:
        best, best_count, right = hits[0], 0, 0
        for left, position in enumerate(hits):
            while right < len(hits) and hits[right] < position + width:
                right += 1
            if right - left > best_count:
                best, best_count = position, right - left
        start = best - 30
        start = text.rfind(" ", 0, start) + 1 if start > 50 else 0
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    parts, cursor = [], start
    for i in marked:
        a, b, _ = spans[i]
        if a >= start and b <= end:
            parts += [text[cursor:a], "**", text[a:b], "**"]
            cursor = b
    parts.append(text[cursor:end])
    body = "".join(parts).replace("\n", " ").strip()
    return ("… " if start > 0 else "") + body + (" …" if end < len(text) else "")


def _key_spans(spans: list[tuple[int, int, str]]) -> dict[str, list[int]]:
    """Key → the positions of the spans that have it, in order; remembered per spans list (a document's spans
    never change once built; the entry keeps the list alive, so its ``id`` cannot be reused meanwhile)."""
    entry = _SPANS_BY_KEY.get(id(spans))
    if entry is not None and entry[0] is spans:
        return entry[1]
    if len(_SPANS_BY_KEY) >= SPANS_MEMO:
        _SPANS_BY_KEY.clear()
    found: dict[str, list[int]] = {}
    for position, (_, _, key) in enumerate(spans):
        found.setdefault(key, []).append(position)
    _SPANS_BY_KEY[id(spans)] = (spans, found)
    return found


def suggestions(index: Index, text: str, limit: int = 5) -> list[Suggestion]:
    """Nearest titles and terms to what was typed, for an honest "nothing matched well"."""
    if not text.strip() or not index.suggestions:
        return []
    memo = index.runtime.cache("suggestions")
    labels: list[str] | None = memo.get("")
    if labels is None:  # folded once per index: rapidfuzz would fold every label on every call
        labels = memo[""] = [fold(label) for label, _ in index.suggestions]
    found = process.extract(fold(text[:SUGGEST_CHARS]), labels, scorer=fuzz.QRatio, processor=None,
                            limit=limit * 3, score_cutoff=SUGGEST_CUTOFF)
    out, seen = [], set()
    for _, _, position in found:
        label, ref = index.suggestions[position]
        if ref not in seen:
            seen.add(ref)
            out.append(Suggestion(label, ref))
        if len(out) == limit:
            break
    return out


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
