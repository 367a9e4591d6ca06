"""What the concepts a text was read as do to the ranked passages: each concept's laws are lifted, the governing
passage (the concept's first law) most, and a definition under a situation ranks below the law that governs it.

The lexicon itself (what players say → the situation → its laws) is :mod:`lawbase.search.concepts`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from lawbase.search.concepts import lexicon
from lawbase.search.index import NAMING_LAW
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
_SCORE = itemgetter(0)


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


_Spread = tuple[tuple[tuple[str, float], ...], tuple[tuple[int, float], ...]]


def _spread(index: Any, cid: str) -> _Spread:
    """A concept's :func:`_targets` as its groups and its documents, each with its largest decay: what the bonus
    keeps of a concept is its largest value per group and per document, and ``scale × weight × decay`` is largest
    where the decay is (a product rounds monotonically), so one value per group and document is enough."""
    memo = index.runtime.cache("concept_spread")
    found: _Spread | None = memo.get(cid)
    if found is None:
        groups: dict[str, float] = {}
        docs: dict[int, float] = {}
        for doc_id, group, decay in _targets(index, cid):
            groups[group] = max(groups.get(group, 0.0), decay)
            docs[doc_id] = max(docs.get(doc_id, 0.0), decay)
        found = memo[cid] = (tuple(groups.items()), tuple(docs.items()))
    return found


def boost(index: Any, ranked: list[tuple[float, float, int]], concepts: dict[str, float],
          wants_definition: bool, barred: frozenset[int] = frozenset(), votes: dict[int, float] | None = None,
          enter: float = 0.0) -> list[tuple[float, float, int]]:
    """Add each concept's bonus to its laws' documents (adding them when the words alone missed them), and put
    definitions below the laws unless the query asks what a word means; best first again.

    ``votes``: what the phrasings' votes add per document (:func:`lawbase.search.examples.vote_shares`), added
    first, as :func:`lawbase.search.examples.boost` adds them (a document not ranked enters on ``enter`` or more):
    the concepts' bonus then reads the list as those votes ranked it, without the list being sorted in between.
    ``barred``: special cases whose deciding fact the text does not tell (``lawbase.search.fact_gate``): no bonus."""
    if votes:
        voted = with_votes(ranked, votes, enter)
        top = max(map(_SCORE, voted)) if voted else 0.0
    else:
        voted, top = ranked, ranked[0][0] if ranked else 0.0
    if not concepts:
        return best_first(voted) if votes else ranked
    table = lexicon().concepts
    # the words that already name a passage well need the concepts less; a definition asked for needs them least
    scale = CONCEPT_BONUS * max(MIN_SCALE, 1.0 - WORDS_WEIGHT * min(1.0, top))
    if wants_definition:
        scale *= DEFINITION_QUESTION_SCALE
    by_law, named = _bonuses(index, concepts, scale)
    # a situation told by a whole trigger: its governing law stands with the words' best (``STRONG_LIFT``)
    lift = STRONG_LIFT and not wants_definition
    firsts = {resolve(index, table[cid].laws[0]) for cid, weight in concepts.items() if weight >= 1.0} if lift else ()
    runtime = index.runtime
    group_of = runtime.group
    # Law 4 under a story of partner's acts is demoted too, unless a concept names it (both sets built once)
    glossary = runtime.glossary if NAMING_LAW in by_law else runtime.glossary_and_naming
    demote = DEFINITION_DEMOTION if not wants_definition else 1.0
    touched = glossary.union(*[runtime.members[group] for group in by_law])  # whose score may change
    if barred:
        touched = touched - barred
        for doc_id in barred:
            named.pop(doc_id, None)
    # a law's best passage as ranked gets its whole bonus; the votes moved some passages out of their places in
    # ``voted``, so their laws' best passages are found once all their passages are seen
    unsure = {group_of[doc_id] for doc_id in votes} if votes else ()
    waiting: dict[str, list[int]] = {}
    out = list(voted)
    given: set[str] = set()
    governing = []  # the positions of the ``firsts``
    for position, item in enumerate(voted):  # best first (but for ``unsure`` laws): a law's first gets its whole bonus
        doc_id = item[2]
        if doc_id not in touched:
            continue
        score = item[0] * demote if doc_id in glossary else item[0]
        group = group_of[doc_id]
        bonus = by_law.get(group)
        if bonus is not None:
            if group in unsure:
                waiting.setdefault(group, []).append(position)
                continue
            score += _share(bonus, group not in given) + named.pop(doc_id, 0.0)
            given.add(group)
        out[position] = (score, item[1], doc_id)
        if doc_id in firsts:
            governing.append(position)
    for group, positions in waiting.items():  # the first as the votes ranked it: best score, then lowest id
        bonus = by_law[group]
        first = max(positions, key=lambda p: (voted[p][0], -voted[p][2]))
        for position in positions:
            score, coverage, doc_id = voted[position]
            if doc_id in glossary:
                score *= demote
            score += _share(bonus, position == first) + named.pop(doc_id, 0.0)
            out[position] = (score, coverage, doc_id)
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


def _bonuses(index: Any, concepts: dict[str, float], scale: float) -> tuple[dict[str, float], dict[int, float]]:
    """Each concept's bonus ``scale × weight × decay`` spread over its laws: per law (every passage of a concept's
    law shares its bonus: the words pick the section), and per listed passage (a little more, for when the words
    pick none); the strongest concept speaks for a law (a specific one, pass out of turn: 30, beats a general one)."""
    by_law: dict[str, float] = {}
    named: dict[int, float] = {}
    for cid, weight in concepts.items():
        groups, docs = _spread(index, cid)
        worth = scale * weight  # ``scale * weight * decay`` is (scale * weight) * decay
        for group, decay in groups:
            value = worth * decay
            old = by_law.get(group, 0.0)
            by_law[group] = value if value > old else old  # max(old, value)
        for doc_id, decay in docs:
            value = NAMED_SHARE * (worth * decay)
            old = named.get(doc_id, 0.0)
            named[doc_id] = value if value > old else old
    return by_law, named


def _share(bonus: float, whole: bool) -> float:
    """A law's bonus for one of its passages: whole for its first as ranked, a share for the others (one law must
    not fill the list)."""
    return bonus if whole else OTHER_SECTIONS_SHARE * bonus


def with_votes(ranked: list[tuple[float, float, int]], votes: dict[int, float], enter: float
               ) -> list[tuple[float, float, int]]:
    """The ranked list with what the votes add per document (:func:`lawbase.search.examples.vote_shares`), not
    sorted again (the passages they raised are out of place); a document not ranked enters on ``enter`` or more."""
    added = dict(votes)
    out = [(item[0] + added.pop(item[2]), item[1], item[2]) if item[2] in added else item for item in ranked]
    out += [(value, 0.0, doc_id) for doc_id, value in added.items() if value >= enter]
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
