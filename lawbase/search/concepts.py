"""The concept lexicon (``lawbase/data/concepts.json``): what players say → the situation it is → its laws.

A player who writes "партнёр долго думал, потом спасовал" never says "нелегальная информация", yet Law 16 is the
answer; "he bid 1D over my 1H" never says "insufficient". The lexicon is data, built from the law text, the
glossary and the way club players talk (Russian, Latin-typed Russian, 1987/1997/2017 English terms): each concept
lists its laws (the governing passage first) and its *triggers*.

Trigger grammar (one string): terms separated by spaces, every term must be found in the text (any order, each by its
own word); a term is alternatives separated by ``|``; an alternative is a folded word (exact), a stem with ``*``
(prefix), a word in capitals (``UI``, ``BIT``: matched case-sensitively, since ``bit`` and ``la`` are ordinary words),
or a ``@mark`` that a situation reader adds for what it found structurally (``@bid``, ``@pass``, ``@card``,
``@lower_bid``, ``@bid8``…), or a phrase of such words joined by ``_`` (``не_в_масть``: adjacent words in that order;
``открыл_вслепую_`` counts only inside its trigger, see ``_is_keyword``). A trigger starting with ``!`` is one word
that settles the situation by itself (``ренонс``, ``claim``): full weight, where another one-word trigger is only a
hint. Latin words are also tried in Cyrillic (``zadumalsya`` → ``задумался``).

Pure and deterministic: ``match(text, marks)`` → the concepts found, weighted (one term says less than several).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import chain
from typing import Any

from lawbase.search.concept_words import WORD_CACHE, token_forms, word_places
from lawbase.search.concept_words import reading as reading  # the readers ask the lexicon how it reads a text
from lawbase.search.fact_gate import gated
from lawbase.search.normalize import fold_key, is_stopword
from lawbase.search.trigger_phrases import Groups, Shape, completed_in, grouped, second_shape, shapes

SINGLE_TERM_WEIGHT = 0.8  # one word is a hint ("пауза"); two words that go together are a situation
TRANSLIT_MIN_STEM = 4
PARTIAL_WEIGHT = 0.5  # the most a concept found by its words alone (no trigger met) can weigh
EVIDENCE_FULL = 2.0  # that much specificity (≈ two words of one concept) gives PARTIAL_WEIGHT
EVIDENCE_MIN = 1.3
SHARP_WORD = 0.8  # and one of them must belong to few concepts ("взятка" belongs to many)


@dataclass(frozen=True)
class Concept:
    """One situation of the lexicon: its id, its laws (governing passage first), its phase if it has one."""

    id: str
    laws: tuple[str, ...]
    phase: str | None
    examples: tuple[str, ...]


@dataclass(frozen=True)
class ConceptMatch:
    """A concept found in a text, how strongly (0..1), and the trigger that found it (for tests and debugging)."""

    id: str
    weight: float
    trigger: str


SETTLED = "@fact"  # the trigger of a section a reader settled from a fact (:func:`settled`)
LIKENESS = "~words"  # the trigger of a concept read from its words' likeness alone, no trigger met (:meth:`match`)


@dataclass(frozen=True)
class _Alt:
    kind: str  # "exact", "prefix", "upper", "mark", "phrase"
    text: str
    parts: tuple[_Alt, ...] = ()

    def fits(self, forms: tuple[str, ...], original: str) -> bool:
        """Whether one word (its folded forms and original spelling) is this single-word alternative."""
        if self.kind == "upper":
            return original == self.text
        if self.kind == "exact":
            return self.text in forms
        return any(form.startswith(self.text) for form in forms)


# a word's terms, its evidence per concept, the triggers anchored on its terms, the concepts it is sharp evidence of
# (``SHARP_WORD``), the phrases it may start grouped by their second part, and the shapes it offers a phrase's second
# part (``trigger_phrases``; only those some phrase's second part takes: most words offer none or a few)
_WordFacts = tuple[frozenset[int], dict[str, float], tuple[int, ...], tuple[str, ...], Groups, frozenset[Shape]]


class Lexicon:
    """The compiled lexicon: term tables for matching, triggers indexed by term."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.concepts: dict[str, Concept] = {}
        self.triggers: list[tuple[str, str, tuple[int, ...]]] = []  # (concept, trigger text, term ids)
        self.needs: list[tuple[tuple[int, int], ...]] = []  # per trigger: (term, how many words must fit it)
        self.decisive: set[int] = set()
        self._term_ids: dict[str, int] = {}
        self.exact: dict[str, set[int]] = {}
        self.prefix: dict[str, set[int]] = {}
        self.upper: dict[str, set[int]] = {}
        self.marks: dict[str, set[int]] = {}
        self.phrases: dict[str, dict[str, list[tuple[int, _Alt]]]] = {"exact": {}, "prefix": {}, "upper": {}}
        self._words: dict[str, _WordFacts] = {}  # by the word's original spelling (its forms follow from it)
        self.by_term: dict[int, list[int]] = {}
        self.acts: set[str] = set()
        entries = [(cid, entry["laws"], entry.get("phase"), entry["examples"], entry["triggers"])
                   for cid, entry in data["concepts"].items()]
        for act, triggers in data.get("acts", {}).items():  # what was done (bid, lead, claim…): concepts with no law
            self.acts.add("act:" + act)
            entries.append(("act:" + act, (), None, (), triggers))
        self.suppresses = {cid: tuple(entry.get("suppresses", ())) for cid, entry in data["concepts"].items()}
        self.gated = gated(data["concepts"])  # a special case's section → what tells its deciding fact
        self.rivals = {cid: (tuple(entry["rivals"]), tuple(entry.get("rivals_unless", ())))  # unless: words that keep
                       for cid, entry in data["concepts"].items() if entry.get("rivals")}  # the rival's votes its own
        self.strong_terms: set[int] = set()  # a term made of marks only: a fact the reader established
        self.keywords: dict[int, set[str]] = {}  # keyword term → the concepts whose triggers use that word
        for cid, laws, phase, examples, triggers in entries:
            self.concepts[cid] = Concept(cid, tuple(laws), phase, tuple(examples))
            for trigger in triggers:
                decisive = trigger.startswith("!")  # one word that settles it ("ренонс", "claim")
                terms = tuple(self._term(term) for term in trigger.lstrip("!").split())
                position = len(self.triggers)
                self.triggers.append((cid, trigger, terms))
                if decisive:
                    self.decisive.add(position)
                self.needs.append(tuple((term, terms.count(term)) for term in dict.fromkeys(terms)))
                for term in set(terms):
                    self.by_term.setdefault(term, []).append(position)
                if cid not in self.acts:
                    for alt in {a for term in trigger.lstrip("!").split() for a in term.split("|") if _is_keyword(a)}:
                        self.keywords.setdefault(self._term(alt), set()).add(cid)
        self.terms_of = [frozenset(terms) for _, _, terms in self.triggers]  # per trigger: the terms all needed
        self.one_word = [len(needs) == 1 and needs[0][1] == 1 for needs in self.needs]  # one term, by one word
        # a trigger needs all its terms, so it is looked at only when its anchor (its term that the fewest triggers
        # share) was found: a common word then wakes the few triggers anchored on it, not every one it is in
        self.by_anchor: dict[int, list[int]] = {}
        # the shapes some phrase's second part takes: a word offers only these (none: it continues no phrase)
        self._seconds = frozenset(second_shape(alt) for table in self.phrases.values() for starts in table.values()
                                  for _, alt in starts)
        for position, needed in enumerate(self.terms_of):
            anchor = min(needed, key=lambda term: (len(self.by_term[term]), term))
            self.by_anchor.setdefault(anchor, []).append(position)
        # how many concepts words can find: a concept only a reader's fact sets (its triggers all marks) has no word
        # to share, so adding one must not make every word look more specific
        self.worded = frozenset(cid for cids in self.keywords.values() for cid in cids)
        count = max(1, len(self.worded))
        # how much one keyword says: a word of one concept says much, a word of many says little
        self.specificity = {term: math.log(1 + count / len(cids)) / math.log(1 + count)
                            for term, cids in self.keywords.items()}

    def _term(self, term: str) -> int:
        if term in self._term_ids:
            return self._term_ids[term]
        term_id = len(self._term_ids)
        self._term_ids[term] = term_id
        if all(alt.startswith("@") for alt in term.split("|") if alt):
            self.strong_terms.add(term_id)
        for alt in (parse_alt(a) for a in term.split("|") if a):
            if alt.kind == "phrase":  # indexed by its first word, checked word by word from there
                first = alt.parts[0]
                self.phrases[first.kind].setdefault(first.text, []).append((term_id, alt))
                continue
            table = {"exact": self.exact, "prefix": self.prefix, "upper": self.upper, "mark": self.marks}[alt.kind]
            table.setdefault(alt.text, set()).add(term_id)
        return term_id

    def match(self, text: str, marks: frozenset[str] | set[str] = frozenset()) -> list[ConceptMatch]:
        """The concepts whose triggers the text (plus the reader's marks) satisfies, strongest first."""
        return self.match_all(text, marks)[0]

    def match_all(self, text: str, marks: frozenset[str] | set[str] = frozenset()
                  ) -> tuple[list[ConceptMatch], list[ConceptMatch]]:
        """Concepts (as :meth:`match`) and acts (as :meth:`match_acts`) in one reading of the text."""
        everything = self._match(text, marks)
        acts = [ConceptMatch(m.id[4:], m.weight, m.trigger) for m in everything if m.id in self.acts]
        found = [m for m in everything if m.id not in self.acts]
        # a specific situation silences the general one it refines (a pass out of turn is no "call out of turn"), unless
        # a stronger one silenced it: the auction's misclick under the play's leaves the card taken back (retract) alone
        weight, say = {m.id: m.weight for m in found}, self.suppresses
        beaten = {other for m in found for other in say.get(m.id, ()) if m.weight > weight.get(other, 0)}
        silenced = {o for m in found if m.id not in beaten for o in say.get(m.id, ()) if m.weight >= weight.get(o, 0)}
        return strongest_first(m for m in found if m.id not in silenced), acts

    def _word(self, forms: tuple[str, ...], original: str) -> _WordFacts:
        """The terms one word fits on its own, the phrases it may start, what it says of each concept on its own, the
        triggers it may wake and the concepts it says sharply (remembered per word: chat repeats)."""
        known = self._words.get(original)
        if known is not None:
            return known
        exact, prefix, upper = self.phrases["exact"], self.phrases["prefix"], self.phrases["upper"]
        found: set[int] = set(self.upper.get(original, ()))
        starts = list(upper.get(original, ()))
        for number, form in enumerate(forms):
            found.update(self.exact.get(form, ()))
            starts += exact.get(form, ())
            # a Latin word read as Cyrillic (the second form) meets only stems of 4+ letters: "turn" is no "тур*"
            for cut in range(1 if number == 0 else TRANSLIT_MIN_STEM, len(form) + 1):
                stem = form[:cut]
                if stem in self.prefix:
                    found.update(self.prefix[stem])
                if stem in prefix:
                    starts += prefix[stem]
        if len(self._words) > WORD_CACHE:
            self._words.clear()
        said = self._said(found, {})
        anchored = tuple(sorted({p for term in found for p in self.by_anchor.get(term, ())}))
        sharp = tuple(cid for cid, value in said.items() if value >= SHARP_WORD)
        self._words[original] = result = (frozenset(found), said, anchored, sharp, grouped(tuple(starts)),
                                     shapes((forms, original)) & self._seconds)
        return result

    def _said(self, terms: Iterable[int], said: dict[str, float]) -> dict[str, float]:
        """Concept → the most specific of its keywords among ``terms`` (added to ``said``): one word is one piece
        of evidence per concept, however many stems it fits."""
        for term in terms:
            for cid in self.keywords.get(term, ()):
                said[cid] = max(said.get(cid, 0.0), self.specificity[term])
        return said

    def _match(self, text: str, marks: frozenset[str] | set[str]) -> list[ConceptMatch]:
        by_anchor = self.by_anchor
        words = token_forms(text if isinstance(text, str) else "")
        # each word's facts by its original spelling (a string keeps its hash; a tuple of forms is hashed anew), the
        # forms being a function of it (``concept_words._forms``): ~30 lookups on a long story
        get = self._words.get
        facts = [known if (known := get(original)) is not None else self._word(forms, original)
                 for forms, original in words]
        # per word (in the text's order): the terms it fits, what it says of the concepts, the concepts it says
        # sharply, gathered whole from the words' facts (one transposition); then the few words that start a phrase
        # the next words complete add the phrase's terms (none when the next word fits no second part)
        columns = list(zip(*facts, strict=True)) or [()] * 6
        at: list[frozenset[int]] = list(columns[0])
        saids: list[dict[str, float]] = list(columns[1])
        sharps: list[tuple[str, ...]] = list(columns[3])
        woken: set[int] = set().union(*columns[2])  # the triggers whose anchor was found
        starts, offers = columns[4], columns[5]
        for position in [p for p in range(len(facts) - 1) if starts[p] and offers[p + 1]]:
            phrases = completed_in(starts[position], offers[position + 1], words, position)
            if phrases:
                at[position] = at[position].union(phrases)
                for term in phrases:
                    woken.update(by_anchor.get(term, ()))
                said = saids[position] = self._said((t for t in phrases if t not in facts[position][0]),
                                                    dict(saids[position]))
                sharps[position] = tuple(cid for cid, value in said.items() if value >= SHARP_WORD)
        found: set[int] = set().union(*at)  # every term some word or mark fits
        sharp = dict.fromkeys(chain.from_iterable(sharps))  # the concepts some word says sharply: only words alone find
        saids = [said for said in saids if said]
        marked: dict[int, list[int]] = {}  # term → the marks that fit it (positions -1, -2…: words of their own)
        for number, mark in enumerate(sorted(marks)):
            for term in self.marks.get(mark, ()):
                marked.setdefault(term, []).append(-1 - number)
                woken.update(by_anchor.get(term, ()))
        found.update(marked)
        terms_of = self.terms_of
        candidates = sorted([position for position in woken if terms_of[position] <= found])
        places = word_places(at, marked, {term for position in candidates if not self.one_word[position]
                                          for term in self.terms_of[position]})  # the terms asked by several words
        best: dict[str, ConceptMatch] = {}
        for position in candidates:
            if self._met(position, places):
                cid, trigger, terms = self.triggers[position]
                strong = len(terms) > 1 or terms[0] in self.strong_terms or position in self.decisive
                weight = 1.0 if strong else SINGLE_TERM_WEIGHT
                if cid not in best or weight > best[cid].weight:
                    best[cid] = ConceptMatch(cid, weight, trigger)
        # no trigger met, but several of the concept's words (one of them sharp): a weaker hint. What the words say
        # of such a concept is added up word by word, in the text's order, from 0.0 (only for these few concepts)
        evidence = {cid: 0.0 for cid in sharp if cid not in best}
        for cid in evidence:  # (a few concepts: each summed over the words that say it, in the text's order)
            value = 0.0
            for said in saids:
                if cid in said:
                    value += said[cid]
            evidence[cid] = value
        for cid, value in evidence.items():
            if value >= EVIDENCE_MIN:
                best[cid] = ConceptMatch(cid, round(PARTIAL_WEIGHT * min(1.0, value / EVIDENCE_FULL), 3), LIKENESS)
        return list(best.values())

    def _met(self, position: int, places: dict[int, list[int]]) -> bool:
        """Whether a trigger whose terms were all found has every term by enough words, and as many different words
        as it has terms: one word cannot stand for two terms ("a conventional double" is no "double a double")."""
        if self.one_word[position]:
            return True  # its one term was found: by one word at least
        needs = self.needs[position]
        if len(needs) == 1:
            term, count = needs[0]
            return len(places[term]) >= count
        return all(len(places[term]) >= count for term, count in needs) and (
            len(set().union(*(places[term] for term, _ in needs))) >= len(self.triggers[position][2]))

    def match_acts(self, text: str, marks: frozenset[str] | set[str] = frozenset()) -> list[ConceptMatch]:
        """The acts the text names (``bid``, ``lead``, ``claim``, ``hesitate``…), in the lexicon's order."""
        return self.match_all(text, marks)[1]


def _is_keyword(alt: str) -> bool:
    """Whether one alternative of a trigger is a word worth counting as evidence on its own (not a function word, not a
    bare two-letter stem, not a mark, not a word or phrase ending in ``_``: it means the situation only beside its
    trigger, as «взял*_» beside «не посчитав … карты»: a word of every story must not say the concept alone)."""
    if alt.startswith("@") or alt.endswith("_"):
        return False  # a mark is a fact the reader states, never a word of the text; «word_» says only with its trigger
    if "_" in alt.strip("_"):
        return True  # a phrase says its situation
    word = fold_key(alt.rstrip("*"))
    return len(word) >= 3 and not is_stopword(word)


def parse_alt(alt: str) -> _Alt:
    """One alternative of a term: ``@mark``, ``stem*``, ``UPPER`` or an exact folded word."""
    if alt.startswith("@"):
        return _Alt("mark", alt[1:])
    if "_" in alt.strip("_"):
        return _Alt("phrase", alt, tuple(parse_alt(part) for part in alt.split("_") if part))
    if alt.endswith("_"):  # a word that counts only inside its trigger (see ``_is_keyword``)
        return parse_alt(alt.rstrip("_"))
    if alt.endswith("*"):
        return _Alt("prefix", fold_key(alt[:-1]))
    if len(alt) > 1 and alt.isupper():
        return _Alt("upper", alt)
    return _Alt("exact", fold_key(alt))


def _read() -> dict[str, Any]:
    text = (resources.files("lawbase") / "data" / "concepts.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)  # the package's own file: an object
    return data


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The shipped lexicon, compiled once per process."""
    return Lexicon(_read())


def match(text: str, marks: frozenset[str] | set[str] = frozenset()) -> list[ConceptMatch]:
    """Concepts in ``text`` by the shipped lexicon (see :class:`Lexicon`)."""
    return lexicon().match(text, marks)


def strongest_first(matches: Iterable[ConceptMatch]) -> list[ConceptMatch]:
    """Matches by weight, then id: the one order the lexicon and the situation reader keep."""
    return sorted(matches, key=lambda m: (-m.weight, m.id))


def settled(cid: str, weight: float = 1.0) -> ConceptMatch:
    """A section a situation reader settled from a fact it read (whose turn it was, which card was shown, what
    was called from dummy): its trigger is the fact itself (``@fact``), so that search can tell it from a
    section the words only suggest (see :func:`is_settled`)."""
    return ConceptMatch(cid, weight, SETTLED)


def is_settled(match: object) -> bool:
    """Whether a concept match is a section a reader settled from a fact (:func:`settled`)."""
    return isinstance(match, ConceptMatch) and match.trigger == SETTLED


def reads_any(found: Iterable[ConceptMatch], ids: Iterable[str], weight: float = 0.5) -> bool:
    """Whether the lexicon read one of these situations at least this surely (a section reader's gate).

    A plain loop over the few matches, the ids asked about as given (a reader's tuple of a few ids): every section
    reader asks this of every text, a set and a generator per question cost more than the question."""
    wanted = ids if isinstance(ids, tuple | frozenset | set | list) else tuple(ids)
    for match in found:  # noqa: SIM110 (a loop: no generator frame per question)
        if match.weight >= weight and match.id in wanted:
            return True
    return False


def settle(found: Iterable[ConceptMatch], family: Iterable[str], cid: str, weight: float = 1.0) -> list[ConceptMatch]:
    """``found`` with a situation's concepts (``family``) replaced by the section ``cid`` a reader settled from a fact
    (:func:`settled`): the one way every section reader states its decision."""
    return replaced(found, family, settled(cid, weight))


def replaced(found: Iterable[ConceptMatch], drop: Iterable[str], by: ConceptMatch) -> list[ConceptMatch]:
    """``found`` without the concepts ``drop`` names, ``by`` in their place, strongest first (a reader that
    settles a section replaces the general situation it refines)."""
    gone = {*drop, by.id}
    return strongest_first([*(m for m in found if m.id not in gone), by])


def weights(found: Iterable[ConceptMatch | str | tuple[str, float]]) -> dict[str, float]:
    """Concept id → weight, from matches, plain ids (weight 1) or (id, weight) pairs; unknown ids dropped."""
    known = lexicon().concepts
    out: dict[str, float] = {}
    for item in found:
        if isinstance(item, ConceptMatch):
            cid, weight = item.id, item.weight
        elif isinstance(item, str):
            cid, weight = item, 1.0
        else:
            cid, weight = str(item[0]), float(item[1])
        if cid in known:
            out[cid] = max(out.get(cid, 0.0), min(1.0, max(0.0, weight)))
    return out
