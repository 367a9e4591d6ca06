"""A special case's section needs its deciding fact before the phrasings' votes may put it first.

Some sections are a special case of a common situation and share all its words but the one fact that makes them
apply: a lead made because an opponent said it was one's turn (47E1) is told as a bare lead out of turn plus the
reason; a revoke on the twelfth trick (62D) as a bare revoke plus the trick's number. Their short phrasings then
outvote the general answers for the bare story («оппонент сходил не в очередь», «партнёр сделал ренонс»). So the
votes for such a section count only when a reader read the fact (its concept was found) or one of the fact's words
is in the text (``needs_fact`` in ``lawbase/data/concepts.json``; ``needs_fact_also``: the sections above it that
only the same fact makes the answer); nor does the section take its law's share of a concept's bonus then (a bare
revoke lifts Law 62 for its other sections, not for the twelfth trick's). The words still rank it as before.
"""

from __future__ import annotations

from typing import Any

# section → (the concepts, the words) that tell its fact, and where its votes go when untold ("": nowhere)
Gates = dict[str, tuple[tuple[str, ...], tuple[str, ...], str]]


def gated(concepts: dict[str, Any]) -> Gates:
    """Each gated section with the concepts that read its deciding fact, the words that tell it, and the section its
    votes go to when the fact is untold (``needs_fact_else``: a story near a twelfth trick's revoke is a revoke all
    the same, Law 62's; a lead near a misinformed one is no retraction, so 47E1's votes go nowhere)."""
    gates: Gates = {}
    for cid, entry in concepts.items():
        if entry.get("needs_fact"):
            for ref in (entry["laws"][0], *entry.get("needs_fact_also", ())):
                cids, words, _ = gates.get(ref, ((), (), ""))
                gates[ref] = ((*cids, cid), tuple(dict.fromkeys((*words, *entry["needs_fact"]))),
                              entry.get("needs_fact_else", ""))
    return gates


def unfacted(gates: Gates, found: dict[str, float], text: str) -> frozenset[str]:
    """The gated sections whose fact is neither read (a concept of its in ``found``) nor told (one of its words in
    the text: a substring test of the lowered text, a few dozen at most)."""
    lowered = text.lower()
    return frozenset(ref for ref, (cids, words, _) in gates.items()
                     if not any(cid in found for cid in cids) and not any(word in lowered for word in words))


def facts_read(votes: dict[str, float], unfacted: frozenset[str], gates: Gates) -> dict[str, float]:
    """The votes with those for a gated section whose fact was not read or told (:func:`unfacted`) moved to its
    ``needs_fact_else`` section, or dropped; in the votes' order, a moved share added where its section stands."""
    if not unfacted or not any(ref in votes for ref in unfacted):
        return votes
    out: dict[str, float] = {}
    for ref, share in votes.items():
        if ref in unfacted:
            ref = gates[ref][2]
            if not ref:
                continue
        out[ref] = out.get(ref, 0.0) + share
    return out
