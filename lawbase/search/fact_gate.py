"""A special case's section needs its deciding fact before the votes, the concepts or its law may put it first.

Some sections are a special case of a common situation and share all its words but the one fact that makes them
apply: a lead made because an opponent said it was one's turn (47E1) is told as a bare lead out of turn plus the
reason; a revoke on the twelfth trick (62D) as a bare revoke plus the trick's number. Their short phrasings then
outvote the general answers for the bare story («оппонент сходил не в очередь», «партнёр сделал ренонс»). So the
votes for such a section count only when a reader read the fact (its concept was found by a trigger, not hinted at by
loose words) or one of the fact's words is in the text (``needs_fact`` in ``lawbase/data/concepts.json``;
``needs_fact_also``: the sections above it that only the same fact makes the answer); nor does the section take its
law's share of a concept's bonus then (a bare revoke lifts Law 62 for its other sections, not for the twelfth
trick's). The words still rank it as before.
"""

from __future__ import annotations

from typing import Any

Gates = dict[str, tuple[tuple[str, ...], tuple[str, ...]]]  # section → (the concepts, the words) that tell its fact
READ = 0.8  # a concept found by a trigger (one term: 0.8); its loose words alone weigh at most 0.5


def gated(concepts: dict[str, Any]) -> Gates:
    """Each gated section with the concepts that read its deciding fact and the words that tell it."""
    gates: Gates = {}
    for cid, entry in concepts.items():
        if entry.get("needs_fact"):
            for ref in (entry["laws"][0], *entry.get("needs_fact_also", ())):
                cids, words = gates.get(ref, ((), ()))
                gates[ref] = ((*cids, cid), tuple(dict.fromkeys((*words, *entry["needs_fact"]))))
    return gates


def unfacted(gates: Gates, found: dict[str, float], text: str) -> frozenset[str]:
    """The gated sections whose fact is neither read (a concept of its in ``found``, by a trigger: a concept only
    hinted at by its loose words reads no fact) nor told (one of its words in the text: a substring test of the
    lowered text, a few dozen at most)."""
    lowered = text.lower()
    return frozenset(ref for ref, (cids, words) in gates.items()
                     if not any(found.get(cid, 0.0) >= READ for cid in cids)
                     and not any(word in lowered for word in words))


def facts_read(votes: dict[str, float], unfacted: frozenset[str]) -> dict[str, float]:
    """The votes without those for a gated section whose fact was not read or told (:func:`unfacted`). Dropped, not
    moved to their law: moved, a twelfth trick's votes made Law 62's corrected revoke (62B1) outrank the penalty
    for an established one (64) in «штраф за состоявшийся ренонс»."""
    if not unfacted or not any(ref in votes for ref in unfacted):
        return votes
    return {ref: share for ref, share in votes.items() if ref not in unfacted}
