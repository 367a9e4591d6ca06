"""Search that finds the right law whatever the user types (issue 3).

``search(query, limit)`` takes Russian with typos and any inflection, Russian in Latin letters, English terms of
art, law refs, or any mix, and returns a ``SearchResult`` of ranked passages (plain data). How it works, what it
scores and how well: ``docs/search.md``.
"""

from __future__ import annotations

import sys
import types

from lawbase.search.cache import get_index
from lawbase.search.index import Index
from lawbase.search.query import Analysis, analyse
from lawbase.search.rank import confident, diversify, final_scores, suggestions, to_hit
from lawbase.search.result import Hit, SearchResult, Suggestion

__all__ = ["Hit", "SearchResult", "Suggestion", "search", "search_index"]

MAX_LIMIT = 100


def search(query: str, limit: int = 10) -> SearchResult:
    """Ranked passages for a free-text query; never raises on any string, returns an empty result for junk."""
    return search_index(get_index(), query, limit)


def search_index(index: Index, query: str, limit: int = 10) -> SearchResult:
    """``search`` over a given index (tests and benchmarks pass their own)."""
    text = query if isinstance(query, str) else ""
    try:
        limit = max(0, min(MAX_LIMIT, int(limit)))
    except (TypeError, ValueError):
        limit = 10
    analysis = analyse(index, text)
    keys = {key for slot in analysis.slots for key in slot.alts}
    hits = _ref_hits(index, analysis, keys)
    ranked = final_scores(index, analysis)
    shown = {hit.ref for hit in hits}
    for score, doc_id in diversify(index, [r for r in ranked if index.docs[r[2]].ref not in shown], limit):
        hits.append(to_hit(index.docs[doc_id], score, keys))
    sure = bool(analysis.refs and hits) or confident(ranked)
    hints = [] if sure else suggestions(index, analysis.text)
    return SearchResult(analysis.text, hits[:limit], sure, hints)


def _ref_hits(index: Index, analysis: Analysis, keys: set[str]) -> list[Hit]:
    """Typed refs first; a bare ref is followed by the passages right under it."""
    hits: list[Hit] = []
    for match in analysis.refs:
        doc_id = index.by_ref.get(match.ref)
        if doc_id is None:
            doc_id = index.laws.get(_law_number(match.ref))
            if doc_id is None or index.docs[doc_id].in_corpus:
                continue
        hits.append(to_hit(index.docs[doc_id], 1.0, keys))
    if len(analysis.refs) == 1 and not analysis.slots and hits:
        for child in index.children.get(hits[0].ref, []):
            if child in index.by_ref:
                hits.append(to_hit(index.docs[index.by_ref[child]], 0.9, keys))
    return hits


def _law_number(ref: str) -> str:
    digits = ""
    for ch in ref:
        if not ch.isdigit():
            break
        digits += ch
    return digits


class _CallableModule(types.ModuleType):
    """``lawbase.search(query, limit)`` must work whether or not this submodule was imported.

    Importing ``lawbase.search`` (the package) rebinds the attribute ``search`` of ``lawbase`` from the lazy shim
    function to this module; making the module callable keeps every ``lawbase.search(...)`` call site working.
    """

    def __call__(self, query: str, limit: int = 10) -> SearchResult:
        return search(query, limit)


sys.modules[__name__].__class__ = _CallableModule
