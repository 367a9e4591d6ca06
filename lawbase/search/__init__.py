"""Search that finds the right law whatever the user types (issue 3).

``search(query, limit)`` takes Russian with typos and any inflection, Russian in Latin letters, English terms of
art, law refs, or any mix, and returns a ``SearchResult`` of ranked passages (plain data). How it works, what it
scores and how well: ``docs/search.md``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from typing import Any

from lawbase.editions import by_2017_ref
from lawbase.search.cache import get_index
from lawbase.search.concept_rank import CONCEPT_BONUS, boost
from lawbase.search.concepts import is_settled
from lawbase.search.concepts import lexicon as concept_lexicon
from lawbase.search.concepts import match as match_concepts
from lawbase.search.concepts import weights as concept_weights
from lawbase.search.evaluate import law_level
from lawbase.search.examples import MIN_ADDED_SHARE, VOTE_WEIGHT, Bank, agreed_law, bank, vote_shares
from lawbase.search.fact_gate import facts_read, unfacted
from lawbase.search.index import Index
from lawbase.search.naming import definition_first, named_definition
from lawbase.search.query import Analysis, analyse, unglue, without_comparison_frame
from lawbase.search.rank import NESTED_MIN_WORDS, confident, diversify, final_scores, nested_below, suggestions, to_hit
from lawbase.search.refs import RefMatch, parent_of
from lawbase.search.result import Hit, SearchResult, Suggestion
from lawbase.search.scoring import tables

__all__ = ["Hit", "SearchResult", "Suggestion", "search", "search_index", "unglue_text", "warm"]

MAX_LIMIT = 100
PART_WINDOW = 20  # how far down the words' ranking a typed heading's part may be and still go first


def unglue_text(text: str) -> str:
    """The text with words typed without spaces split as the book spells them (``ходвнеочереди``)."""
    return unglue(get_index(), text if isinstance(text, str) else "")


def warm() -> Index:
    """Load the index now (from memory, the disk cache, or a build) and build the phrasing bank: call once at
    start-up, off the event loop.

    The index is ~15 ms from the disk cache (a cold build ~1-2 s); the bank ~0.6 s (~3 s when its cached
    features are stale); the speller's vocabulary and dictionary ~0.4 s. Idempotent; the first ``search`` after
    it pays nothing extra. Returns the index.
    """
    from lawbase.search.spelling import speller

    index = get_index()
    speller(index, bank()).prepare()
    return index


def search(query: str, limit: int = 10, concepts: Iterable[Any] | None = None,
           examples: Bank | None = None) -> SearchResult:
    """Ranked passages for a free-text query; never raises on any string, returns an empty result for junk.

    ``concepts``: the situations a reader found in the text (ids of ``lawbase/data/concepts.json``, or
    ``(id, weight)`` pairs, or :class:`~lawbase.search.concepts.ConceptMatch`); their laws are ranked up. ``None``
    (the default) reads them from the words with the lexicon alone; ``()`` turns concepts off. ``examples``: the
    labelled phrasings whose votes re-rank (``None``: the shipped bank; ``Bank(())`` turns them off).
    """
    return search_index(get_index(), query, limit, concepts, examples)


def search_index(index: Index, query: str, limit: int = 10, concepts: Iterable[Any] | None = None,
                 examples: Bank | None = None) -> SearchResult:
    """``search`` over a given index (tests and benchmarks pass their own)."""
    text = query if isinstance(query, str) else ""
    try:
        limit = max(0, min(MAX_LIMIT, int(limit)))
    except (TypeError, ValueError):
        limit = 10
    analysis = _in_1987_terms(analyse(index, text), text)
    keys = set().union(*[slot.alts for slot in analysis.slots])  # every slot's keys (one union in C)
    hits, exact = _ref_hits(index, analysis, keys)
    guessed = bool(hits) and not exact  # a deliberate ref that does not exist: its parent was shown instead
    given = list(concepts) if concepts is not None else None  # read twice: weights, and the settled sections
    found = concept_weights(match_concepts(unglue(index, text)) if given is None else given)
    votes = {}
    untold = (unfacted(concept_lexicon().gated, found, text)  # a special case's deciding fact not told
              if found and not analysis.wants_definition else frozenset())  # (a word asked: no situation to bar)
    if analysis.slots and not analysis.wants_definition:  # a situation told in words, not a ref or a "what is"
        votes = (examples if examples is not None else bank()).votes(without_comparison_frame(text), concepts=found)
        votes = facts_read(votes, untold)
    settled = _settled_sections(given, text)
    routes = _sure_sections(given) if votes else None
    barred = _documents(index, untold)
    ranked = final_scores(index, analysis,  # the votes, then the concepts' bonus (one pass, one sort)
                          lambda r: boost(index, r, found, analysis.wants_definition, barred,
                                          vote_shares(index, r, votes, VOTE_WEIGHT, settled, routes) if votes else None,
                                          VOTE_WEIGHT * MIN_ADDED_SHARE), barred)
    if settled:
        ranked = _settled_first_in_law(index, ranked, settled)
    named = named_definition(index, found) if analysis.asks_name and not hits else None
    if named is None and analysis.wants_definition and not hits:
        named = _asked_term(index, analysis)
    if named is not None:  # "как называется, когда…": the situation's own word is the answer, whatever the votes say
        ranked = definition_first(ranked, named)
    if exact and len(hits) == 1 and analysis.slots:  # "45C4 исправление оговорки": the words say which part
        hits = _typed_part_first(index, hits, ranked, keys)
    shown = {hit.ref for hit in hits}
    unshown = [r for r in ranked if index.docs[r[2]].ref not in shown] if shown else ranked
    picks = diversify(index, unshown, limit)
    if votes and len(text.split()) >= NESTED_MIN_WORDS:  # a story, not a term: see nested_below
        picks = nested_below(index, picks)
    listed = [to_hit(index.docs[doc_id], score, keys) for score, doc_id in picks]
    agreed = None if named is not None else _agreed(votes, listed[0] if listed else None, settled)
    hits += _sole_law_first(_agreed_first(listed, law_level(settled.get(agreed, agreed)) if agreed else None), given)
    sure = exact or (not guessed and (confident(index, analysis, ranked) or _situation_sure(found, ranked)))
    hints = [] if sure else suggestions(index, analysis.text)
    return SearchResult(analysis.text, hits[:limit], sure, hints)


def _asked_term(index: Index, analysis: Analysis) -> int | None:
    """The definition whose whole title is the term a definition question asks first («что такое гейм и сколько очков
    надо набрать», «кто такой разыгрывающий, если…»): its first word, said by the book's word, is what was asked;
    the words after it (points, the suit named) pull towards other definitions and laws. One lookup of one key."""
    asked = _ASKED_TERM.search(analysis.text) if analysis.slots else None
    if asked is None or analysis.slots[0].text.lower() != next(w for w in asked.groups() if w).lower():
        return None  # the term must be the first thing said, right after the question («что такое гейм …»)
    alts = analysis.slots[0].alts
    best = max(alts.values(), default=0.0)
    key_docs = tables(index).names.key_docs
    for key in sorted(alts):  # its best reading only: "psych" is no «заявка», though it translates to one
        if alts[key] < best or best < ASKED_TERM_MIN:
            continue
        for doc_id, name_share, title_share, _ in key_docs.get(key, ()):
            if name_share >= 1.0 and title_share >= 1.0 and index.docs[doc_id].kind == "definition":
                return int(doc_id)
    return None


ASKED_TERM_MIN = 0.85  # the asked word read as the book's word (exact, Latin letters, a translation), not a typo guess
# the asked word is the whole term: the question ends there or goes on with «и / , / and» (not «ход вне очереди»,
# «взятка за ренонс», «ход с той руки»: a situation, nor «что такое контра, если…»: a case told after the word)
# words of manner or place said after the term ask nothing more («фальшренонс простыми словами», "fal6renons voobshe",
# «гейм в бридже», "partscore exactly", «объясните пж»)
_TERM_FILLER = (r"(?:\s+(?:вообще|вообщем|вобще|ваще|voobshe|voobsche|vobshe|exactly|по-простому|"
                r"в\s+бридже|v\s+bridzh?e|in\s+bridge|по\s+книге|по\s+правилам|[^\W\d_]+ми\s+словами|in\s+(?:simple|plain)\s+(?:terms|words)|"
                r"объясн\w*|obyasn\w*|пж|пжл|плз|pls|please|пожалуйста|pozhalu[iy]?sta)\b)*")
_TERM_ENDS = (r"[\"»”']?(?=" + _TERM_FILLER + r"(?:\s*(?:[?!.;—–]|$)|\s*,(?!\s*(?:если|esli|if|when|когда|kogda)\b)|"
              r"\s+(?:и|i|and|а|a)\b(?!\s*(?:если|esli|if|when|когда|kogda)\b)))")
# «что такое X», «chto znachit X», "what is a X", "what means X", «X это что»: the term right after the question
# (not «кто такой судья»: who the director is asks his duties, Law 81, more than the word)
_ASKED_TERM = re.compile(
    r"(?:^|[\s,.:;!?—–-])(?:что|чо|чё|че|шо|што|chto|cho|sho|4to)\s+(?:такое|takoe|znachit|значит|означает|oznachaet)\s+"
    r"[\"«“']?([^\W\d_][\w-]*)" + _TERM_ENDS
    + r"|\bwhat(?:\s+is|'s|\s+means)\s+(?:(?:a|an|the)\s+)?[\"“']?([^\W\d_][\w-]*)" + _TERM_ENDS + r"|"
    r"^\W*([^\W\d_][\w-]*)\s+(?:это|eto)\s+(?:что|chto|сколько|skolko)\b", re.IGNORECASE)


def _documents(index: Index, refs: frozenset[str]) -> frozenset[int]:
    """The documents of refs the index has (the untold special cases' passages, barred from bonus and lift)."""
    return frozenset(index.by_ref[ref] for ref in refs if ref in index.by_ref) if refs else frozenset()


def _agreed(votes: dict[str, float], top: Hit | None, settled: dict[str, str]) -> str | None:
    """The law the phrasings agree on (``agreed_law``; a law a reader settled a section of takes its place later),
    unless a reader settled, from a fact, a section of the law ranked first and the agreed law is none it settled.

    Why: the neighbours' stories differ from this one in that fact (a barred player's call that the next player
    called over is condoned, 35B; the neighbours' stories of a barred call say 37; a claim disputed is 70 though the
    stories of a hand put down say 54). Left out one file at a time, the spent sets' ranks moved 18 better and 6
    worse (the never-read sets unchanged at hit@1 and hit@3); counting the laws a whole settled law lends its
    section to, hit@1 +3 of 6,720 more (never-read unchanged)."""
    agreed = agreed_law(votes, top.ref if top is not None else None)
    # the settled laws: those whose votes go to a settled section, and the settled sections' own laws (a whole law
    # only a reader's fact sets, 70 for a disputed claim, lends its section to 68 and 69 but is no key)
    if agreed and top is not None and agreed not in settled and (  # ``agreed`` is law level, as settled's keys
            top.law in settled or any(law_level(ref) == top.law for ref in settled.values())):
        return None
    return agreed


TIE = 0.02  # how near the first two scores are when the reader's settled law takes the first place


def _sole_law_first(hits: list[Hit], concepts: list[Any] | None) -> list[Hit]:
    """The settled law first when a reader settled the story's only settled concept, its strongest, a whole law
    (``revoke_penalty``: 64; ``pass_obligation``: 37), and the words and votes put another law of that concept (63;
    35B) first by a tie: «штраф за состоявшийся ренонс» asks the penalty, though a neighbour asking when a revoke is
    established votes 63; a barred player's own call is 37, though neighbours whose next player called over it vote
    35B. Weaker concepts the lexicon only hints at (a word or two) do not stop it; a second settled one does."""
    lead = getattr(concepts[0], "weight", 0.0) if concepts else 0.0  # every concept read alike (a bare id weighs 0)
    if not concepts or len(hits) < 2 or not is_settled(concepts[0]) or any(
            is_settled(other) or getattr(other, "weight", 0.0) >= lead for other in concepts[1:]):
        return hits
    table = concept_lexicon().concepts
    if concepts[0].id not in table:
        return hits
    own, *others = table[concepts[0].id].laws
    first, second = hits[0], hits[1]
    if own != law_level(own) or second.law != own or first.law not in _tied_rivals(concepts[0].id, others) or \
            first.law == own or second.score < first.score - TIE:
        return hits
    return [dataclasses.replace(second, score=first.score), first, *hits[2:]]


def _tied_rivals(settled: str, others: list[str]) -> set[str]:
    """The laws a settled concept's whole law takes a tie from: its own other laws, and the laws of the concepts that
    would have silenced it had the reader read them (it did not: the settled one stands). «Партнёр был обязан
    пасовать…, но не дожидаясь его хода сказал 3 трефы» is the barred player's own call, 37; neighbours telling a call
    made at the barred RHO's turn (28A, whose concept silences ``pass_obligation``) vote 28A to a tie."""
    lexicon = concept_lexicon()
    silencers = (cid for cid, silenced in lexicon.suppresses.items() if settled in silenced)
    rivals = {law_level(law) for cid in silencers for law in lexicon.concepts[cid].laws}
    return {law_level(law) for law in others} | rivals


def _agreed_first(hits: list[Hit], law: str | None) -> list[Hit]:
    """The listed passage of the law the phrasings agree on, first (the words chose which of its passages), with
    the first one's score, so that scores still read best first."""
    if law is None:
        return hits
    for position, hit in enumerate(hits):
        if (hit.ref if hit.law == "DEF" else hit.law) == law:
            lifted = dataclasses.replace(hit, score=max(hit.score, hits[0].score))
            return [lifted, *hits[:position], *hits[position + 1:]]
    return hits


def _ref_hits(index: Index, analysis: Analysis, keys: set[str]) -> tuple[list[Hit], bool]:
    """Typed refs first, and whether every one was found as typed.

    A bare ref is followed by the passages right under it. A ref to a law the seeds lack gives that law
    (``in_corpus`` false). A deliberate ref to a section that does not exist (``правило 27D``) gives its nearest
    existing parent, and the result is then not confident; glued digits that are no ref (``4h``) are ignored.
    """
    hits: list[Hit] = []
    exact = bool(analysis.refs)
    for match in analysis.refs:
        doc_id = index.by_ref.get(match.ref)
        other = index.by_ref.get(match.alternative) if match.alternative else None  # «12в»: 12B or 12C
        if other is not None and _counted_letter(analysis.text[match.start:match.end]):
            doc_id, other = other, doc_id  # «ст. 12в»: the third section, as Russian lists count
        if doc_id is None and other is not None:
            doc_id, other = other, None
        if doc_id is None:
            doc_id = index.laws.get(_law_number(match.ref))
            if doc_id is not None and index.docs[doc_id].in_corpus:
                doc_id = _nearest_parent(index, match.ref) if match.explicit else None
            exact = False
        if doc_id is not None and index.docs[doc_id].ref not in {hit.ref for hit in hits}:
            hits.append(to_hit(index.docs[doc_id], 1.0 if exact else 0.9, keys))
        if other is not None and index.docs[other].ref not in {hit.ref for hit in hits}:
            hits.append(to_hit(index.docs[other], 0.9, keys))
    if len(analysis.refs) == 1 and not analysis.slots and hits:
        for child in index.children.get(hits[0].ref, []):
            if child in index.by_ref:
                hits.append(to_hit(index.docs[index.by_ref[child]], 0.9, keys))
    return hits, exact and bool(hits)


_SECTION_LETTER = re.compile(r"\d{1,2}[\s.]*([^\W\d_])")


def _counted_letter(typed: str) -> bool:
    """Whether a typed ref's section letter is a lower-case Cyrillic one (``12в``): read first by its place in the
    alphabet (12C), its Latin look-alike (12B) second. Why: the spent sets key «ст. 12в», «правило 12в…»,
    «12в1», «43B2в» by the alphabet (eight queries, none by the look-alike), while a capital copied from the
    book's Latin letters («п 30В1») is its look-alike."""
    letter = _SECTION_LETTER.search(typed)
    return letter is not None and "а" <= letter.group(1) <= "я"


def _typed_part_first(index: Index, hits: list[Hit], ranked: list[tuple[float, float, int]],
                      keys: set[str]) -> list[Hit]:
    """A typed ref to a heading with no text of its own (45C4: only its parts (A) and (B) say anything), followed
    by words: the part the words rank best (within their first twenty) goes first, the heading right after it. Why:
    «45C4 исправление оговорки» asks for 45C4(B), the correction of a slip; a ref with its own text stays first."""
    parts = _parts(index, hits[0].ref)
    if not parts:
        return hits
    for _score, _coverage, doc_id in ranked[:PART_WINDOW]:
        if index.docs[doc_id].ref in parts:
            return [to_hit(index.docs[doc_id], 1.0, keys), *hits]
    return hits


def _parts(index: Index, ref: str) -> set[str]:
    """The sections under a heading with no text of its own (its quoted text is its first part's title and
    text), or nothing when the passage says something itself."""
    children = [child for child in index.children.get(ref, []) if child in index.by_ref]
    if not children:
        return set()
    first = index.docs[index.by_ref[children[0]]]
    if not first.title or not index.docs[index.by_ref[ref]].body.startswith(first.title):
        return set()
    out: set[str] = set()
    while children:
        child = children.pop()
        out.add(child)
        children += [grand for grand in index.children.get(child, []) if grand in index.by_ref]
    return out


def _in_1987_terms(analysis: Analysis, text: str) -> Analysis:
    """A query that names a 2017 law (``2017 Law 23``) means the 2017 numbering, which differs from ours: its
    numbers are not our refs. Our passages the edition notes pair with that law (or name as nearest, where the
    1987 code has no such provision) are put in their place, so they come first (issue #12)."""
    notes = by_2017_ref(text)
    if not notes:
        return analysis
    ours = dict.fromkeys(ref for note, _ in notes
                         for ref in (note.nearest_1987 if note.absent_1987 else note.refs_1987))
    refs = [RefMatch(ref, 0, 0) for ref in ours if ref]
    return dataclasses.replace(analysis, refs=refs)


def _settled_sections(concepts: list[Any] | None, text: str = "") -> dict[str, str]:
    """Law → the section a reader settled from a fact (``concepts.settled``): the phrasings' votes for that law
    go to it. Why: on dev (leave-one-out) a section settled from a fact (whose turn, which card, what was
    called from dummy) is more often right than the neighbours' section, whose stories differ in that fact. A
    whole law that only a reader's fact sets (a concept with no words of its own) takes the votes of the other
    laws its concept lists: the neighbours' stories of a lead out of turn differ in whether it was accepted, which
    the fact settles (Law 53, not 56). A whole law the words can read leaves the choice to the votes and words.
    A settled section's ``rivals`` (data) give it their votes too: an agreement to the other side's claim withdrawn
    (69B) is told in the words of one's own concession cancelled (71), whose stories the fact rules out; not when
    the text tells a concession in the rival's words («защитник заявил, что отдаёт»: the reader may misread it)."""
    table = concept_lexicon().concepts
    low = text.lower()
    out: dict[str, str] = {}
    for match in concepts or ():
        if is_settled(match) and match.id in table:
            ref, *others = table[match.id].laws
            if ref != law_level(ref):
                out.setdefault(law_level(ref), ref)
                rivals, unless = concept_lexicon().rivals.get(match.id, ((), ()))
                for rival in () if any(word in low for word in unless) else rivals:  # 71 for 69B
                    out.setdefault(law_level(rival), ref)
            elif match.id not in concept_lexicon().worded:  # a law only a reader's fact settles
                for other in others:
                    if not other.startswith("DEF:") and law_level(other) != ref:
                        out.setdefault(law_level(other), ref)
    return out


def _sure_sections(concepts: list[Any] | None) -> dict[str, str]:
    """Law → the section a concept told by a whole trigger (weight 1, not a hint from a word or two) names first:
    where the phrasings' votes for that whole law go (:func:`lawbase.search.examples.vote_shares`)."""
    table = concept_lexicon().concepts
    out: dict[str, str] = {}
    for match in concepts or ():
        if getattr(match, "weight", 0.0) >= 1.0 and not is_settled(match) and match.trigger != "~words" \
                and match.id in table:
            ref = table[match.id].laws[0]
            if ref != law_level(ref) and not ref.startswith("DEF:"):
                out.setdefault(law_level(ref), ref)
    return out


def _settled_first_in_law(index: Index, ranked: list[tuple[float, float, int]], settled: dict[str, str]
                          ) -> list[tuple[float, float, int]]:
    """Each section a reader settled from a fact, moved just above the first passage of its own law that outranked
    it. Why: the concepts' bonus lifts the law, and its passage the words like best takes the lift; a sibling the
    story's fact rules out (20C1 over a settled 20F1) must not stay first. The law's place among the other laws is
    the words' and the votes' (on the spent sets left out one by one: hit@1 +0.2, hit@3 +0.2; dev and /ask equal)."""
    out = list(ranked)
    for law, ref in settled.items():
        doc_id = index.by_ref.get(ref)
        ids = [item[2] for item in out]
        if doc_id is None or doc_id not in ids:
            continue
        place = ids.index(doc_id)
        first = next((i for i in range(place) if index.docs[ids[i]].law == law), None)
        if first is not None:
            score, coverage, _ = out.pop(place)
            out.insert(first, (max(score, out[first][0] + 1e-6), coverage, doc_id))
    return out


def _situation_sure(found: dict[str, float], ranked: list[tuple[float, float, int]]) -> bool:
    """A situation the lexicon recognised by a trigger of several words is an answer even when the words alone
    matched little ("он сбросил, хотя у него была пика" is a revoke)."""
    return bool(ranked) and any(weight >= 1.0 for weight in found.values()) and ranked[0][0] >= CONCEPT_BONUS


def _nearest_parent(index: Index, ref: str) -> int | None:
    parent = parent_of(ref)
    while parent and parent not in index.by_ref:
        parent = parent_of(parent)
    return index.by_ref.get(parent) if parent else None


def _law_number(ref: str) -> str:
    digits = ""
    for ch in ref:
        if not ch.isdigit():
            break
        digits += ch
    return digits
