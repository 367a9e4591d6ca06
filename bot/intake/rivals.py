"""A section a reader settled from a fact quiets the situations of other laws the words alone suggested.

The section readers before this one settle a section from a fact the story states (whose turn it was, who asked,
when a revoke was noticed, who called after the final pass: ``concepts.settled``). The lexicon read the same text
word by word and often found, beside the situation the reader refined, another one the story's words touch in
passing: "прошло три паса" is the auction's end (Law 17E) in a story of a defender's call after it (39B), "взятка
козырем" is who won a trick (44E) in a story of a concession (71), "первую карту" the opening lead face down (41A) in
a story of a lead out of turn refused (56). Each such reading lifts its own law as much as the settled section
lifts its, and the phrasings' votes then chose between them. A fact outweighs a word: once a section is settled,
the situations whose governing law is another law keep a part of their weight (:data:`QUIET`); those of the settled
law, and other settled sections, keep theirs. Only a section that only a reader sets (a concept with no words of its
own) quiets the others: a general situation the reader's marks prove (a call out of rotation, proven by whose turn
it was) is no section, and a story of it may still be about another law (a player skipped: Law 34).

Measured on the spent sets left out one by one (the part whose misses were read and the part never read alike):
see ``docs/search.md`` (twelfth round). Never raises.
"""

from __future__ import annotations

from typing import Any

from lawbase.search.concepts import ConceptMatch, is_settled, lexicon, strongest_first
from lawbase.search.evaluate import law_level

QUIET = 0.3  # what a rival situation keeps of its weight (0.25–0.4 measured alike; 0 and 0.5 lose a little)
_OUT_OF_ROTATION = frozenset({"30", "31", "32"})  # the calls out of rotation that Law 29's procedure governs


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the situations of laws no settled section belongs to quieted, when a reader settled one."""

    known = lexicon()
    levels = _levels(known)
    laws = {levels[m.id] for m in found if is_settled(m) and levels.get(m.id) is not None and m.id not in known.worded}
    if not laws:
        return found
    if laws & _OUT_OF_ROTATION:  # Law 29's procedure (where the auction returns, 29A) is every such section's own
        laws.add("29")

    def kept(match: Any) -> bool:
        level = levels.get(match.id)
        return is_settled(match) or level is None or level in laws

    return strongest_first(m if kept(m) else ConceptMatch(m.id, m.weight * QUIET, m.trigger) for m in found)


_levels_of: tuple[object, dict[str, str | None]] = (None, {})  # the lexicon, and its concepts' laws


def _levels(known: Any) -> dict[str, str | None]:
    """Concept id → the law its governing (first) law ref belongs to, None when it names no law (read once per
    lexicon: every story asks of each of its concepts)."""
    global _levels_of
    if _levels_of[0] is not known:
        _levels_of = (known, {cid: law_level(entry.laws[0]) if entry.laws else None
                              for cid, entry in known.concepts.items()})
    return _levels_of[1]
