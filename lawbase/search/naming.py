"""A question for the word that names a thing described ("как называется, когда…", "kak nazyvaetsya…", "what is
it called when…"): the answer is a definition even though the word is not given.

Why: "что такое X" gives the word and asks what it means; a beginner who does not know the word describes the
thing and asks its name. The situation is read as any other (the lexicon's concepts, the phrasings' votes), but
its definition, not the law that rules on it, is what was asked: the definition the strongest situation read
lists among its laws goes first (``definition_first``), and the book's definitions rank as for "что такое"
(``lawbase.search.rank``), so a thing no concept names (dummy, described) can be found by its definition's words.
"""

from __future__ import annotations

import re
from typing import Any

from lawbase.search.concept_rank import resolve
from lawbase.search.concepts import lexicon

# the reflexive "is called" and "they call" ask a name; «разыгрывающий называет карту» (names a card: Law 46) and
# «называть» (must he name it) do not
_ASKS_NAME = re.compile(
    r"(?<!\w)(?:называ(?:ется|ются|ют)|зов[её]тся|nazyva(?:etsya|etsja|ets'a|etsa|yut|jut)|"
    r"what(?:'s|\s+is|\s+are)\s+(?:it|this|that|they)\s+called|what\s+do\s+(?:you|we|they|i|people)\s+call|"
    r"(?:word|term|name)\s+for\s+(?:it|this|that|when)|какой\s+(?:это\s+)?термин)(?!\w)",
    re.IGNORECASE)
# the letters every way of asking contains, looked for before the regex scans a long story ("word / term / name for":
# its noun, not the «for» of nearly every English story)
_GATES = ("зыва", "зов", "zyva", "call", "word", "term", "name", "термин")


def asks_name(text: str) -> bool:
    """Whether the text asks what a described thing is called (a cheap substring gate before the regex)."""
    lowered = text.lower()
    return any(gate in lowered for gate in _GATES) and bool(_ASKS_NAME.search(text))


def named_definition(index: Any, concepts: dict[str, float]) -> int | None:
    """The document of the definition a strongest concept read lists among its laws (the first such concept wins),
    or None when none has one: a weaker concept's definition is not what the story describes («противник заявил
    1♥ после 1♠, как называется такая заявка» is an insufficient bid, whatever else its words hint at)."""
    if not concepts:
        return None
    table = lexicon().concepts
    strongest = max(concepts.values())
    for cid, weight in concepts.items():
        concept = table.get(cid)
        if concept is None or weight < strongest:
            continue
        ref = next((law for law in concept.laws if law.startswith("DEF:")), None)
        doc_id = resolve(index, ref) if ref is not None else None
        if doc_id is not None:
            return doc_id
    return None


def definition_first(ranked: list[tuple[float, float, int]], doc_id: int) -> list[tuple[float, float, int]]:
    """``ranked`` with the named definition (``doc_id``: :func:`named_definition`) first, above the best score."""
    top = ranked[0][0] if ranked else 1.0
    rest = [item for item in ranked if item[2] != doc_id]
    coverage = next((item[1] for item in ranked if item[2] == doc_id), 1.0)
    return [(top + 1e-6, coverage, doc_id), *rest]
