"""The search index: built once from the corpus, cached on disk, loaded in milliseconds.

Scoring is BM25F-like and precomputed: for every (key, document) the saturated, field-weighted, length-normalised
term frequency is stored, so a query only sums ``idf × weight`` over short posting lists. Keys are canonical
Russian stems (``stem.stem_ru`` with near-duplicate stems merged, see ``_canonical_stems``), ``en:`` English
stems, and digits. Alongside the postings the index keeps the lookup tables the query path needs to turn what a
user typed into keys: folded word forms, transliteration skeletons, English words, refs and titles.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from lawbase.search.docs import SourceDoc
from lawbase.search.normalize import fold, fold_key, is_cyrillic, is_latin, is_stopword, token_spans, tokens
from lawbase.search.stem import stem_en, stem_ru
from lawbase.search.terms import TermMap
from lawbase.search.translit import skeleton

if TYPE_CHECKING:  # annotations only (scoring imports this module)
    from lawbase.search.scoring import Tables

FORMAT_VERSION = 8

# How much a word says about a passage depending on where it stands.
FIELD_WEIGHTS = {"title": 3.0, "terms": 2.5, "en": 2.5, "text": 1.0, "ctx": 0.6, "sub": 0.3}
PHRASE_FIELDS = ("title", "terms", "en")
BORROWED_FIELDS = ("sub",)  # text that belongs to the passage's descendants, not to the passage
K1 = 1.2
B = 0.6
MIN_MERGE_STEM = 4
IDIOM_TAILS = {"ходе": "в"}  # word → the word before it that makes it a function word (``в ходе`` = during)
ALIASED_KINDS = frozenset({"law", "catalog", "definition"})  # topics players call by other names too
NAMING_LAW = "4"  # a law that names a thing: a situation's concepts demote it, as definitions (``Runtime``)


@dataclass
class DocRec:
    """What a hit needs at query time: identity, display title, snippet source and its token spans."""

    ref: str
    law: str
    title: str
    in_corpus: bool
    kind: str
    body: str
    spans: list[tuple[int, int, str]]
    name: tuple[str, ...] = ()  # keys of the title: what the passage is called
    aliases: tuple[tuple[str, ...], ...] = ()  # keys of the other names players give it (curated terms)


@dataclass
class Index:
    """Plain data only (pickled as is): postings, idf, phrase pairs and the query-side lookup tables."""

    docs: list[DocRec] = field(default_factory=list)
    # key → (doc id, saturated weighted tf, whether the key is in the passage's own fields, not only descendants)
    postings: dict[str, list[tuple[int, float, bool]]] = field(default_factory=dict)
    idf: dict[str, float] = field(default_factory=dict)
    pairs: dict[str, list[int]] = field(default_factory=dict)
    forms: dict[str, str] = field(default_factory=dict)  # folded Cyrillic form → key
    skeletons: dict[str, str] = field(default_factory=dict)  # transliteration skeleton → key
    english: dict[str, str] = field(default_factory=dict)  # English word → en: key
    canon: dict[str, str] = field(default_factory=dict)  # raw stem → canonical stem
    ru_keys: list[str] = field(default_factory=list)  # sorted Russian keys, for prefix lookups
    by_ref: dict[str, int] = field(default_factory=dict)
    laws: dict[str, int] = field(default_factory=dict)  # law number → its law-level document
    children: dict[str, list[str]] = field(default_factory=dict)
    synonyms: dict[str, list[list[str]]] = field(default_factory=dict)  # key → alternative key sequences
    # a user's phrase (``phrase_key``: word order free from three words on) → the book's key sequences for it
    phrases: dict[str, list[list[str]]] = field(default_factory=dict)
    en_ru: dict[str, list[str]] = field(default_factory=dict)  # English phrase (stems, space-joined) → ru keys
    abbreviations: dict[str, str] = field(default_factory=dict)
    named: dict[str, list[int]] = field(default_factory=dict)  # key → documents whose name or alias has it
    phase_of_key: dict[str, str] = field(default_factory=dict)  # a word that names one phase of a deal → phase
    phase_of_law: dict[str, str] = field(default_factory=dict)  # law number → its phase (auction, play)
    suggestions: list[tuple[str, str]] = field(default_factory=list)  # (label, ref)
    max_idf: float = 1.0

    def __repr__(self) -> str:
        return f"Index({len(self.docs)} documents, {len(self.postings)} keys)"

    @cached_property
    def runtime(self) -> Runtime:
        """Tables derived from this index on first use, for the query path (never part of the cached file)."""
        return Runtime(self)

    def to_state(self) -> dict[str, Any]:
        """Only built-in containers (for ``marshal``: fast to load, and unlike pickle it runs no code)."""
        state = {name: getattr(self, name) for name in self.__dataclass_fields__}
        state["docs"] = [
            (d.ref, d.law, d.title, d.in_corpus, d.kind, d.body, d.spans, d.name, d.aliases) for d in self.docs
        ]
        return state

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> Index:
        """The inverse of ``to_state``; raises on a state of another shape (the caller then rebuilds)."""
        fields = dict(state)
        fields["docs"] = [DocRec(*row) for row in state["docs"]]
        if set(fields) != set(cls.__dataclass_fields__):
            raise ValueError("index state has other fields")
        return cls(**fields)


class Runtime:
    """What the query path derives from an index once per process, instead of once per query.

    Per document: its phase, whether it is a definition, its diversity group, its ref's length, the passages of
    its law under it (when it has sections); per phase, the documents of the other phase. ``memo`` holds the query
    side's per-word caches (a word's alternatives, a typo's nearest words, a glued word's pieces): they depend only
    on the index and the word, and chat repeats its words. Each memo is bounded (``MEMO_SIZE``: cleared when full).
    """

    MEMO_SIZE = 50000

    def __init__(self, index: Index) -> None:
        docs = index.docs
        self.phase = [index.phase_of_law.get(doc.law) for doc in docs]
        self.definition = [doc.kind == "definition" for doc in docs]
        self.group = [doc.ref if doc.law == "DEF" else doc.law for doc in docs]
        self.ref_length = [len(doc.ref) for doc in docs]
        self.law = [doc.law for doc in docs]
        self.glossary = frozenset(doc_id for doc_id, doc in enumerate(docs) if doc.law == "DEF")
        # the definitions and Law 4: what a situation's concepts demote unless one of them names Law 4
        # (``concept_rank.boost``): Law 4 says who the partners are, and its title («Партнерства») is the word every
        # story of partner's acts says; a story of a substitute at the table is its own
        self.glossary_and_naming = self.glossary | {doc_id for doc_id, doc in enumerate(docs) if doc.law == NAMING_LAW}
        self.members: dict[str, frozenset[int]] = {}  # diversity group → its documents
        for doc_id, group in enumerate(self.group):
            self.members[group] = self.members.get(group, frozenset()) | {doc_id}
        self.sections = _sections(index)
        self.memo: dict[str, dict[Any, Any]] = {}
        self.tables: Tables | None = None  # scoring's dense per-key rows (``scoring.tables``), built on first use
        self._other_phase: dict[str, list[bool]] = {}

    def other_phase(self, phase: str) -> list[bool]:
        """Per document: whether its law belongs to a phase other than ``phase`` (a law of no phase does not)."""
        found = self._other_phase.get(phase)
        if found is None:
            found = self._other_phase[phase] = [p is not None and p != phase for p in self.phase]
        return found

    def cache(self, name: str) -> dict[Any, Any]:
        """A per-word cache of the query path, by name; emptied when it holds ``MEMO_SIZE`` entries."""
        table = self.memo.setdefault(name, {})
        if len(table) >= self.MEMO_SIZE:
            table.clear()
        return table


def _sections(index: Index) -> list[frozenset[int]]:
    """Per document that has sections (``children``), the other documents of its law whose ref starts with its own
    (a definition has none); per other document, none."""
    by_law: dict[str, list[int]] = defaultdict(list)
    for doc_id, doc in enumerate(index.docs):
        if doc.law != "DEF":
            by_law[doc.law].append(doc_id)
    out: list[frozenset[int]] = []
    for doc_id, doc in enumerate(index.docs):
        below: frozenset[int] = frozenset()
        if doc.law != "DEF" and index.children.get(doc.ref):
            below = frozenset(other for other in by_law[doc.law]
                              if other != doc_id and index.docs[other].ref.startswith(doc.ref))
        out.append(below)
    return out


def phrase_key(keys: list[str]) -> str:
    """A phrase's lookup key: two words in their order (``очередь не…`` is no ``не в очередь``), longer ones in any
    order (``с руки не той`` = ``не с той руки``)."""
    return "|".join(keys if len(keys) < 3 else sorted(keys))


def _canonical_stems(stems: set[str]) -> dict[str, str]:
    """Merge stems Snowball splits for one word: ``болва``/``болван``, ``заявк``/``заявок``.

    A stem that is a longer stem's prefix by one letter, or differs by a fleeting о/е before its last letter,
    names the same word in this book; shorter stems (under 4 letters) are left alone to keep ``пас``/``пар`` apart.
    """
    canon: dict[str, str] = {}
    for stem in sorted(stems, key=len):
        target = stem
        if len(stem) > MIN_MERGE_STEM and stem[:-1] in stems:
            target = canon.get(stem[:-1], stem[:-1])
        elif len(stem) > MIN_MERGE_STEM and stem[-2] in "ое" and stem[:-2] + stem[-1] in stems:
            target = canon.get(stem[:-2] + stem[-1], stem[:-2] + stem[-1])
        canon[stem] = target
    return canon


class Keyer:
    """Turns words into index keys; shared by the build (one corpus) and by query analysis.

    ``memo``: word → key, kept by the query side (``Runtime.cache``): one query asks for a word's key several times
    (its slot, its phrases, its synonyms), and chat repeats its words."""

    def __init__(self, canon: dict[str, str], memo: dict[str, str | None] | None = None) -> None:
        self.canon = canon
        self.memo = memo

    def ru(self, word: str) -> str:
        stem = stem_ru(word)
        found = self.canon.get(stem)
        if found is None and len(stem) > MIN_MERGE_STEM:
            found = self.canon.get(stem[:-1])
        return found or stem

    def word(self, word: str) -> str | None:
        """Key of one token, or None for a stop word / a lone letter."""
        memo = self.memo
        if memo is None:
            return self._word(word)
        if word in memo:
            return memo[word]
        found = memo[word] = self._word(word)
        return found

    def _word(self, word: str) -> str | None:
        if is_stopword(word) or (len(word) < 2 and not word.isdigit()):
            return None
        if word.isdigit():
            return word
        if is_cyrillic(word):
            return self.ru(word)
        if is_latin(word):
            return "en:" + stem_en(word)
        return None

    def keys(self, text: str) -> list[str]:
        return [key for key in (self.word(w) for w in drop_idioms(tokens(text))) if key]


def drop_idioms(words: list[str]) -> list[str]:
    """``в ходе торговли`` is "during the auction": that ``ходе`` is no lead (``ход``), so it is not a word here."""
    return [w for i, w in enumerate(words) if not (w in IDIOM_TAILS and i and words[i - 1] == IDIOM_TAILS[w])]


def _raw_stems(docs: list[SourceDoc], terms: TermMap) -> set[str]:
    stems: set[str] = set()
    for doc in docs:
        for texts in doc.fields.values():
            for text in texts:
                stems.update(stem_ru(w) for w in tokens(text) if is_cyrillic(w))
    for group in terms.synonyms:
        for text in group:
            stems.update(stem_ru(w) for w in tokens(text) if is_cyrillic(w))
    for text in [*terms.en_ru.values(), *(t for targets in terms.phrases.values() for t in targets)]:
        stems.update(stem_ru(w) for w in tokens(text) if is_cyrillic(w))
    return stems


def build(docs: list[SourceDoc], terms: TermMap) -> Index:
    """The whole index from documents and the term map (deterministic: same input, same index)."""
    index = Index(canon=_canonical_stems(_raw_stems(docs, terms)))
    keyer = Keyer(index.canon)
    field_counts: list[dict[str, Counter[str]]] = []
    lengths: dict[str, list[int]] = defaultdict(list)
    for doc_id, doc in enumerate(docs):
        counts = {}
        for name, texts in doc.fields.items():
            keys = [k for text in texts for k in keyer.keys(text)]
            counts[name] = Counter(keys)
            lengths[name].append(len(keys))
            if name in PHRASE_FIELDS:
                for text in texts:
                    _add_pairs(index, keyer.keys(text), doc_id)
            _add_vocabulary(index, keyer, texts)
        field_counts.append(counts)
        index.docs.append(_doc_rec(doc, keyer))
        index.by_ref.setdefault(doc.ref, doc_id)
        if doc.children:
            index.children[doc.ref] = list(doc.children)
        if doc.kind in ("law", "catalog"):
            index.laws.setdefault(doc.law, doc_id)
    _fill_postings(index, field_counts, lengths)
    for doc_id, rec in enumerate(index.docs):
        for key in sorted({k for name in (rec.name, *rec.aliases) for k in name}):
            index.named.setdefault(key, []).append(doc_id)
    _add_terms(index, keyer, terms)
    _add_suggestions(index, docs, terms)
    return index


def _doc_rec(doc: SourceDoc, keyer: Keyer) -> DocRec:
    raw = token_spans(doc.body)
    words = [w for _, _, w in raw]
    idioms = {i for i, w in enumerate(words) if w in IDIOM_TAILS and i and words[i - 1] == IDIOM_TAILS[w]}
    spans = [(a, b, "" if i in idioms else keyer.word(w) or "") for i, (a, b, w) in enumerate(raw)]  # as keys()
    name = tuple(dict.fromkeys(keyer.keys(doc.title)))
    aliases = tuple(dict.fromkeys(
        keys for text in (*doc.fields.get("terms", []), *doc.fields.get("en", []))
        if (keys := tuple(dict.fromkeys(keyer.keys(text)))) and keys != name
    )) if doc.kind in ALIASED_KINDS else ()
    return DocRec(doc.ref, doc.law, doc.title, doc.in_corpus, doc.kind, doc.body, spans, name, aliases)


def _add_pairs(index: Index, keys: list[str], doc_id: int) -> None:
    for first, second in itertools.pairwise(keys):
        posting = index.pairs.setdefault(f"{first}|{second}", [])
        if not posting or posting[-1] != doc_id:
            posting.append(doc_id)


def _add_vocabulary(index: Index, keyer: Keyer, texts: list[str]) -> None:
    for text in texts:
        for word in tokens(text):
            key = keyer.word(word)
            if not key:
                continue
            if is_cyrillic(word):
                index.forms.setdefault(fold_key(word), key)
                index.skeletons.setdefault(skeleton(word), key)
            elif is_latin(word):
                index.english.setdefault(word, key)


def _fill_postings(index: Index, field_counts: list[dict[str, Counter[str]]], lengths: dict[str, list[int]]) -> None:
    average = {name: max(1.0, sum(values) / max(1, len(values))) for name, values in lengths.items()}
    postings: dict[str, list[tuple[int, float, bool]]] = defaultdict(list)
    for doc_id, counts in enumerate(field_counts):
        weighted: defaultdict[str, float] = defaultdict(float)
        own = {key for name, counter in counts.items() if name not in BORROWED_FIELDS for key in counter}
        for name, counter in counts.items():
            size = sum(counter.values())
            norm = 1 - B + B * size / average[name]
            for key, tf in counter.items():
                weighted[key] += FIELD_WEIGHTS.get(name, 1.0) * tf / norm
        for key, weight in weighted.items():
            postings[key].append((doc_id, round(weight / (K1 + weight), 5), key in own))
    total = len(field_counts)
    index.postings = dict(postings)
    index.ru_keys = sorted(k for k in postings if not k.startswith("en:") and not k.isdigit())
    index.idf = {k: math.log(1 + (total - len(v) + 0.5) / (len(v) + 0.5)) for k, v in postings.items()}
    index.max_idf = max(index.idf.values(), default=1.0)


def _add_terms(index: Index, keyer: Keyer, terms: TermMap) -> None:
    """Synonym groups and the English→Russian lexicon, as key sequences the query path can splice in."""
    for group in terms.synonyms:
        seqs = [keyer.keys(text) for text in group]
        for text, seq in zip(group, seqs, strict=True):  # slang typed with a typo still meets its synonym
            if len(seq) == 1 and is_cyrillic(text) and seq[0] not in index.postings:
                index.forms.setdefault(fold_key(text), seq[0])
        for i, seq in enumerate(seqs):
            if len(seq) == 1:
                others = [s for j, s in enumerate(seqs) if j != i and s]
                index.synonyms.setdefault(seq[0], []).extend(others)
            else:
                index.synonyms.setdefault("|".join(seq), []).extend(s for j, s in enumerate(seqs) if j != i and s)
    for phrase, targets in terms.phrases.items():
        source = keyer.keys(phrase)
        if len(source) > 1:
            index.phrases.setdefault(phrase_key(source), []).extend(
                seq for seq in (keyer.keys(t) for t in targets) if seq
            )
    for phrase, russian in terms.en_ru.items():
        src = " ".join(stem_en(w) for w in tokens(phrase) if not is_stopword(w) or len(tokens(phrase)) == 1)
        if src:  # entries that stem alike (``bid``/``bidding``) are merged, never overwritten
            merged = index.en_ru.setdefault(src, [])
            merged += [key for key in keyer.keys(russian) if key not in merged]
    index.abbreviations = dict(terms.abbreviations)
    for phase, (laws, words) in sorted(terms.phases.items()):
        index.phase_of_law.update(dict.fromkeys(laws, phase))
        for word in words:
            for key in keyer.keys(word):
                index.phase_of_key.setdefault(key, phase)


def _add_suggestions(index: Index, docs: list[SourceDoc], terms: TermMap) -> None:
    seen = set()
    for doc in docs:
        labels = [doc.title] if doc.kind in ("law", "catalog", "definition") else []
        labels += doc.fields.get("en", [])[:1] if doc.kind in ("law", "catalog", "definition") else []
        for label in labels:
            if label and (fold(label), doc.ref) not in seen:
                seen.add((fold(label), doc.ref))
                index.suggestions.append((label, doc.ref))
    for law, words in terms.laws_ru.items():
        for word in words:
            if (fold(word), law) not in seen:
                seen.add((fold(word), law))
                index.suggestions.append((word, law))
