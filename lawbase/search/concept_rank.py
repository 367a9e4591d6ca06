"""What the concepts a text was read as do to the ranked passages: each concept's laws are lifted, the governing
passage (the concept's first law) most, and a definition under a situation ranks below the law that governs it.

The lexicon itself (what players say → the situation → its laws) is :mod:`lawbase.search.concepts`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lawbase.search.concepts import lexicon
from lawbase.search.normalize import fold_key
from lawbase.search.order import best_first

if TYPE_CHECKING:  # annotations only
    from lawbase.search.index import DocRec

CONCEPT_BONUS = 0.6  # added to the normalised score of a concept's governing passage (its first law)
CONCEPT_DECAY = 0.85  # each further law of the concept gets this much less
DEFINITION_DEMOTION = 0.6  # a definition under a situation: the law that governs it ranks first
NAMED_SHARE = 0.2  # the listed passage itself, on top of its law's share
MIN_SCALE = 0.6  # words that name a passage well (normalised top score 1) keep this much of the concepts' bonus
WORDS_WEIGHT = 0.3
DEFINITION_QUESTION_SCALE = 0.3  # "что такое …" asks for a word, not a situation
STRONG_LIFT = 1.0  # a trigger met lifts its concept's first law to (about) the words' best score
OTHER_SECTIONS_SHARE = 0.3  # the law's other passages: one law must not fill the list


def _group(doc: DocRec) -> str:
    """What shares a bonus: a law's passages, or one definition."""
    return doc.ref if doc.law == "DEF" else doc.law


def resolve(index: Any, ref: str) -> int | None:
    """The document of a lexicon ref, remembered on the index object (see :func:`_resolve`)."""
    cache: dict[str, int | None] | None = getattr(index, "_concept_refs", None)
    if cache is None:
        cache = {}
        try:
            index._concept_refs = cache
        except AttributeError:  # an index without a __dict__: resolve every time
            return _resolve(index, ref)
    if ref not in cache:
        cache[ref] = _resolve(index, ref)
    return cache[ref]


def _resolve(index: Any, ref: str) -> int | None:
    """The document of a lexicon ref: the passage itself, else its law (a law the seeds lack has a catalog
    document), else for ``DEF:<start>`` the definition whose headword starts so."""
    by_ref: dict[str, int] = index.by_ref  # Index.by_ref, Index.laws
    laws: dict[str, int] = index.laws
    if ref in by_ref:
        return by_ref[ref]
    if ref.startswith("DEF:"):
        start = fold_key(ref[4:])
        found = [doc_id for key, doc_id in by_ref.items()
                 if key.startswith("DEF:") and fold_key(key[4:]).startswith(start)]
        return min(found) if found else None
    return laws.get(ref)


def _targets(index: Any, cid: str) -> tuple[tuple[int, str, float], ...]:
    """A concept's laws as (document, its bonus group, ``CONCEPT_DECAY ** position``), those the index has; worked out
    once per index and concept."""
    memo = index.runtime.cache("concept_targets")
    found: tuple[tuple[int, str, float], ...] | None = memo.get(cid)
    if found is None:
        found = memo[cid] = tuple(
            (doc_id, _group(index.docs[doc_id]), CONCEPT_DECAY ** position)
            for position, ref in enumerate(lexicon().concepts[cid].laws)
            if (doc_id := resolve(index, ref)) is not None)
    return found


def boost(index: Any, ranked: list[tuple[float, float, int]], concepts: dict[str, float],
          wants_definition: bool) -> list[tuple[float, float, int]]:
    """Add each concept's bonus to its laws' documents (adding them when the words alone missed them), and put
    definitions below the laws unless the query asks what a word means; best first again."""
    if not concepts:
        return ranked
    by_law: dict[str, float] = {}  # every passage of a concept's law shares its bonus: the words pick the section
    named: dict[int, float] = {}  # the listed passage itself gets a little more, for when the words pick none
    table = lexicon().concepts
    top = ranked[0][0] if ranked else 0.0
    # the words that already name a passage well need the concepts less; a definition asked for needs them least
    scale = CONCEPT_BONUS * max(MIN_SCALE, 1.0 - WORDS_WEIGHT * min(1.0, top))
    if wants_definition:
        scale *= DEFINITION_QUESTION_SCALE
    for cid, weight in concepts.items():
        for doc_id, group, decay in _targets(index, cid):
            value = scale * weight * decay
            # the strongest concept speaks for a law: a specific concept (pass out of turn: 30) beats a general one
            by_law[group] = max(by_law.get(group, 0.0), value)
            named[doc_id] = max(named.get(doc_id, 0.0), NAMED_SHARE * value)
    # a situation told by a whole trigger: its governing law stands with the words' best (``STRONG_LIFT``)
    lift = STRONG_LIFT and not wants_definition
    firsts = {resolve(index, table[cid].laws[0]) for cid, weight in concepts.items() if weight >= 1.0} if lift else ()
    runtime = index.runtime
    group_of, glossary = runtime.group, runtime.glossary
    demote = DEFINITION_DEMOTION if not wants_definition else 1.0
    touched = glossary.union(*[runtime.members[group] for group in by_law])  # whose score may change
    out = list(ranked)
    given: set[str] = set()
    governing = []  # the positions of the ``firsts``
    for position, item in enumerate(ranked):  # best first: a law's best passage by the words gets its whole bonus
        doc_id = item[2]
        if doc_id not in touched:
            continue
        score = item[0] * demote if doc_id in glossary else item[0]
        group = group_of[doc_id]
        bonus = by_law.get(group)
        if bonus is not None:
            if group in given:
                score += OTHER_SECTIONS_SHARE * bonus + named.pop(doc_id, 0.0)
            else:  # (1.0 × the bonus)
                score += bonus + named.pop(doc_id, 0.0)
                given.add(group)
        out[position] = (score, item[1], doc_id)
        if doc_id in firsts:
            governing.append(position)
    if named:  # the listed passages the words missed
        governing += [len(out) + i for i, doc_id in enumerate(named) if doc_id in firsts]
        out += [(by_law.get(group_of[doc_id], 0.0) + value, 1.0, doc_id) for doc_id, value in named.items()]
    floor = top * STRONG_LIFT
    for position in governing:
        score, coverage, doc_id = out[position]
        out[position] = (max(score, floor * (1 + 0.01 * coverage)), coverage, doc_id)
    best_first(out)
    ids: list[int] | None = None  # the ranked documents, once one is looked for
    for cid, weight in concepts.items():
        if weight >= 1.0 and not wants_definition:
            ids = _section_over_its_law(index, out, table[cid].laws[0], ids)
    return out


def _section_over_its_law(index: Any, ranked: list[tuple[float, float, int]], ref: str, ids: list[int] | None
                          ) -> list[int] | None:
    """Put the section a sure concept names (``24B``: an honour shown during the auction) right above its own law
    or parent section when those rank higher, in place; ``ids``: the ranked documents (kept in step), or None.

    Why: a law's own passage shares its sections' words and gets its law's whole bonus, so it outranks the
    section the concept names; a concept met by a whole trigger or read from a deciding fact (which card, whose
    turn) says the section. Only its ancestors are passed: the words and the votes still rank the other laws.
    """
    doc_id = index.by_ref.get(ref)
    if doc_id is None or index.docs[doc_id].ref == index.docs[doc_id].law:
        return ids  # the concept names a whole law: the words choose its section
    if ids is None:
        ids = [item[2] for item in ranked]
    if doc_id not in ids:
        return ids
    position = ids.index(doc_id)
    law = index.docs[doc_id].law
    for i in range(position):
        ancestor = index.docs[ids[i]]
        if ancestor.law == law and ref.startswith(ancestor.ref):
            score, coverage, _ = ranked.pop(position)
            ranked.insert(i, (max(score, ranked[i][0] + 1e-6), coverage, doc_id))
            ids.insert(i, ids.pop(position))
            return ids
    return ids
