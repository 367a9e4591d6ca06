"""Labelled phrasings: how players told situations, each with the passages a director accepts as the answer.

Why: the words of a situation ("partner passed before me after RHO opened") rarely share words with the passage
that governs it (30B), and the lexicon's hand-written triggers name a law, not its section. The phrasings in
``lawbase/data/phrasings/`` — the descriptions we collected and labelled while tuning, in Russian, Latin-typed
Russian and English — carry section-level answers. A query's nearest phrasings (cosine of TF-IDF weighted stems)
vote for their answers, and the votes are added to the search's own scores: words and concepts still find the
candidates, the votes decide between neighbouring sections and between laws the words cannot tell apart.

Kept honest by the evaluation: the phrasings are dev data, so the dev figures are measured leave-one-file-out
(``Bank.without``), and the claims are made on blind sets that were never phrasings (``docs/search.md``).

Pure and deterministic; the bank is built once per process (≈ 15,000 phrasings, about a third of a second from the
features kept in the search cache, a few seconds when the code or data changed), at ``warm()``.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

from lawbase.search.concept_rank import resolve, with_votes
from lawbase.search.concepts import match as match_concepts
from lawbase.search.concepts import weights as concept_weights
from lawbase.search.evaluate import law_level, parse_cases
from lawbase.search.normalize import is_latin, is_stopword, tokens
from lawbase.search.order import best_first
from lawbase.search.stem import stem_en, stem_ru
from lawbase.search.terms import load_terms
from lawbase.search.translit import to_cyrillic

NEIGHBOURS = 7  # phrasings that vote; more dilutes the nearest, fewer trusts one phrasing too much
MIN_SIMILARITY = 0.2  # a phrasing sharing less than this with the query is no neighbour
MIN_WORDS = 3  # a term or two ("оппонент слева", "ревок") is looked up by its words; a situation has more
MAX_TOKENS = 80  # a pasted essay is cut: the neighbours of its first sentences are the ones that matter
_Posting = tuple[npt.NDArray[np.intp], npt.NDArray[np.float64]]  # a term's phrasings (ascending) and weights
CONCEPT_FEATURE_MIN = 0.5  # a situation the lexicon is fairly sure of is a feature; a hint from loose words is not


@dataclass(frozen=True)
class Phrasing:
    """One labelled description: its text, the accepted answers (``27B1``, ``16``, ``DEF:…``), its file."""

    text: str
    answers: tuple[str, ...]
    source: str
    group: str = ""  # the evaluation group of its file ("typo", "ru_sit"…): the speller skips typo phrasings


def features(text: str, concepts: dict[str, float] | None = None) -> list[str]:
    """What a text is compared by: the stems of its content words (:func:`word_features`) and the situations the
    concept lexicon recognises in it (``c:<id>``, for those found with weight ≥ ``CONCEPT_FEATURE_MIN``).

    Why the concepts: two descriptions of one situation often share few words ("спасовал за партнёра" and "пас не
    в свою очередь") but the lexicon reads both as the same situation; as a feature it makes them neighbours.
    ``concepts``: the ones a reader already found in the text (id → weight), instead of the lexicon's own reading.
    """
    return word_features(text) + concept_features(text, concepts)


def concept_features(text: str, concepts: dict[str, float] | None = None) -> list[str]:
    """``c:<id>`` of each situation found in the text fairly surely (the lexicon's reading, or ``concepts``)."""
    found = concept_weights(match_concepts(text)) if concepts is None else concepts
    return ["c:" + cid for cid in sorted(found) if found[cid] >= CONCEPT_FEATURE_MIN]


def word_features(text: str) -> list[str]:
    """The stems of a text's content words, players' words put in the book's (``дамми`` → ``болван``, English
    ``revoke`` → ``ренонс`` too), Latin words also read as Russian typed in Latin letters."""
    out: list[str] = []
    for word in tokens(text)[:MAX_TOKENS]:  # folded, apostrophes unified, look-alike letters fixed
        found = _WORDS.get(word)
        if found is None:
            if len(_WORDS) >= WORDS_MEMO:
                _WORDS.clear()
            found = _WORDS[word] = _word_features(word)
        out += found
    return out


WORDS_MEMO = 50000
_WORDS: dict[str, tuple[str, ...]] = {}  # a word's features, remembered (chat repeats its words; cleared when full)


def _word_features(word: str) -> tuple[str, ...]:
    """One word's part of :func:`word_features`."""
    same = _book_words()
    if word.isdigit() or is_stopword(word):
        return ()
    if is_latin(word):
        key = "en:" + stem_en(word)
        out = [key, *same.get(key, ())]
        cyrillic = to_cyrillic(word)
        if cyrillic:
            out += same.get(stem_ru(cyrillic), (stem_ru(cyrillic),))
        return tuple(out)
    return same.get(stem_ru(word), (stem_ru(word),))


@lru_cache(maxsize=1)
def _book_words() -> dict[str, tuple[str, ...]]:
    """Stem of a player's word → the stems of the book's word for it, from the curated term map's synonyms and
    its English → Russian lexicon (single words only: a phrase's words say more together than apart)."""
    terms = load_terms()
    out: dict[str, tuple[str, ...]] = {}
    for group in terms.synonyms:
        if len(group) == 2 and " " not in group[0]:
            user, book = group
            key = ("en:" + stem_en(user)) if is_latin(user) else stem_ru(user)
            out.setdefault(key, tuple(stem_ru(w) for w in book.split() if not is_stopword(w)))
    for english, russian in terms.en_ru.items():
        if " " not in english:
            out.setdefault("en:" + stem_en(english), tuple(stem_ru(w) for w in russian.split() if not is_stopword(w)))
    return out


class Bank:
    """The phrasings indexed for nearest-neighbour votes (an inverted index of unit TF-IDF vectors)."""

    def __init__(self, phrasings: Iterable[Phrasing]) -> None:
        self.phrasings = tuple(phrasings)
        df: Counter[str] = Counter()
        stems = [_phrasing_features(p.text) for p in self.phrasings]
        for words in stems:
            df.update(set(words))
        self._unseen = math.log(len(self.phrasings) + 1)
        self._idf = {t: math.log((len(self.phrasings) + 1) / (d + 0.5)) for t, d in df.items()}
        postings: dict[str, tuple[list[int], list[float]]] = {}
        for i, words in enumerate(stems):
            for term, weight in self._vector(words):
                ids, weights = postings.setdefault(term, ([], []))
                ids.append(i)
                weights.append(weight)
        # arrays: a query's similarities are one weighted bincount over its terms' postings, not a Python loop; each
        # weight times its term's idf, as a query weighs the term by its idf (over the query's norm, divided once)
        self._postings = {term: (np.array(ids, dtype=np.intp), np.array(ws, dtype=np.float64) * self._idf[term])
                          for term, (ids, ws) in postings.items()}
        # a term's idf with its postings: a query looks each of its terms up once (every term of the bank has both)
        self._entries: dict[str, tuple[float, _Posting]] = {
            term: (self._idf[term], posting) for term, posting in self._postings.items()}

    def _vector(self, words: list[str]) -> list[tuple[str, float]]:
        """The unit TF-IDF vector of the words (binary tf), in term order so that sums are the same every run."""
        weights = [(term, self._idf.get(term, self._unseen)) for term in sorted(set(words))]
        norm = math.sqrt(sum(w * w for _, w in weights)) or 1.0
        return [(term, w / norm) for term, w in weights]

    def neighbours(self, text: str, k: int = NEIGHBOURS) -> list[tuple[Phrasing, float]]:
        """The ``k`` phrasings nearest the text, with their cosine similarity (ties: the earlier phrasing)."""
        return self._nearest(features(text), k)

    def _nearest(self, words: Iterable[str], k: int) -> list[tuple[Phrasing, float]]:
        found, norm = self._query_postings(words)
        if not found:
            return []
        ids = np.concatenate([posting[0] for posting in found])
        # each phrasing's sum of idf × its own weight over the terms it shares with the query: its cosine × the
        # query's norm (the query's weights are its idfs over that norm): no array of query weights to repeat
        sums = np.bincount(ids, np.concatenate([posting[1] for posting in found]), minlength=len(self.phrasings))
        near = (sums >= MIN_SIMILARITY * norm).nonzero()[0]  # (flatnonzero of a row: its ravel call saved)
        if len(near) > k:  # the k best, ties by the earlier phrasing: a stable sort of the best few
            cut = np.partition(sums[near], len(near) - k)[len(near) - k]
            near = near[sums[near] >= cut]
        best = near[np.argsort(-sums[near], kind="stable")[:k]]  # best first, ties by the earlier phrasing
        return [(self.phrasings[i], similarity) for i, similarity in zip(best.tolist(), (sums[best] / norm).tolist(),
                                                                             strict=True)]

    def _query_postings(self, words: Iterable[str]) -> tuple[list[_Posting], float]:
        """The postings of the query's terms the bank has, in term order (so that each phrasing's sum adds up in the
        same order), and the norm of the query's idf vector (a term the bank lacks still counts in it, as unseen).
        One lookup a term: a long story has ~45 of them. ``words``: a list, or the set of them."""
        entries = [self._entries.get(term) for term in sorted(words if isinstance(words, set) else set(words))]
        unseen = self._unseen
        norm = math.sqrt(sum([unseen * unseen if entry is None else entry[0] * entry[0] for entry in entries])) or 1.0
        return [entry[1] for entry in entries if entry is not None], norm

    def votes(self, text: str, k: int = NEIGHBOURS, concepts: dict[str, float] | None = None) -> dict[str, float]:
        """Answer → its share of the neighbours' squared similarity (a phrasing splits its vote among its answers):
        squared, so that a phrasing that says the same as the query outvotes several that share a word or two."""
        out: dict[str, float] = {}
        terms = set(word_features(text))  # once: the floor and the neighbours read the same words
        if len(terms) < MIN_WORDS:
            return out
        terms.update(concept_features(text, concepts))
        near = [(phrasing, similarity * similarity) for phrasing, similarity in self._nearest(terms, k)]
        total = sum(s for _, s in near) or 1.0
        for phrasing, similarity in near:
            for answer in phrasing.answers:
                out[answer] = out.get(answer, 0.0) + similarity / total / len(phrasing.answers)
        return out

    def without(self, *sources: str) -> Bank:
        """The bank less some files' phrasings: a dev file is scored by the others (leave-one-file-out)."""
        return _without(self, frozenset(sources))


_FEATURES: dict[str, list[str]] = {}  # a phrasing's features: the same in every bank (``without`` builds more)


def _phrasing_features(text: str) -> list[str]:
    found = _FEATURES.get(text)
    if found is None:
        found = _FEATURES[text] = features(text)
    return found


@lru_cache(maxsize=64)
def _without(bank: Bank, sources: frozenset[str]) -> Bank:
    return Bank(p for p in bank.phrasings if p.source not in sources)


def load_phrasings() -> list[Phrasing]:
    """Every phrasing of ``lawbase/data/phrasings/*.tsv`` (the dev evaluation format: query, group, answers)."""
    folder = resources.files("lawbase") / "data" / "phrasings"
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".tsv"):
            for case in parse_cases(entry.read_text(encoding="utf-8")):
                out.append(Phrasing(case.query, case.accepted, entry.name, case.group))
    return out


@lru_cache(maxsize=1)
def bank() -> Bank:
    """The shipped bank, built once per process (the phrasings' features from the disk cache when it matches the
    code and data: reading the concepts of 7,600 phrasings takes ~2 s, loading them ~30 ms)."""
    phrasings = load_phrasings()
    _remember_features(phrasings)
    return Bank(phrasings)


_FEATURES_PREFIX = "search-phrasings-"


def _remember_features(phrasings: Sequence[Phrasing]) -> None:
    from lawbase.search.cache import cache_key, load_state, save_state

    key = cache_key()  # hashes the package's files: once, for the load and the save
    state = load_state(_FEATURES_PREFIX, key)
    if isinstance(state, dict):
        _FEATURES.update((text, words) for text, words in state.items() if isinstance(words, list))
    missing = [p.text for p in phrasings if p.text not in _FEATURES]
    for text in missing:
        _phrasing_features(text)
    if missing:
        save_state(_FEATURES_PREFIX, key, {p.text: _FEATURES[p.text] for p in phrasings})


AGREED_SHARE = 0.6  # on dev (leave-one-out), neighbours this agreed on a law were right about it 95-100 % of the time
RIVAL_SHARE = 0.25  # ... unless they also give the words' first choice this much


def agreed_law(votes: dict[str, float], top: str | None = None) -> str | None:
    """The law (or definition) the neighbours agree on, when its share of the votes reaches ``AGREED_SHARE`` and
    the passage ranked first (``top``) has less than ``RIVAL_SHARE`` of them.

    Why: the votes' law is then more often right than the sum of scores, whose words and concepts can outweigh a
    near-unanimous vote ("three passes, one out of turn" has the words of Law 30, the neighbours say 34); the
    search puts that law's best passage first and lets the words choose which passage it is.
    """
    shares: dict[str, float] = {}
    for answer, share in votes.items():
        law = _law_level(answer)
        shares[law] = shares.get(law, 0.0) + share
    if not shares:
        return None
    law, share = max(shares.items(), key=lambda item: (item[1], item[0]))
    if top is not None and shares.get(_law_level(top), 0.0) >= RIVAL_SHARE:
        return None  # the neighbours back the words' choice too: the words stay
    return law if share >= AGREED_SHARE else None


_LAW_LEVELS: dict[str, str] = {}  # an answer's law (``law_level``), remembered: the answers are a few hundred refs


def _law_level(answer: str) -> str:
    found = _LAW_LEVELS.get(answer)
    if found is None:
        if len(_LAW_LEVELS) >= WORDS_MEMO:
            _LAW_LEVELS.clear()
        found = _LAW_LEVELS[answer] = law_level(answer)
    return found


VOTE_WEIGHT = 1.3  # what a unanimous vote adds to a passage's score (the words' best scores are about 1)
MIN_ADDED_SHARE = 0.25  # a passage the words missed enters only on a real share of the votes, not one neighbour's


def boost(index: Any, ranked: list[tuple[float, float, int]], votes: dict[str, float],
          weight: float = VOTE_WEIGHT, settled: dict[str, str] | None = None) -> list[tuple[float, float, int]]:
    """The ranked (score, coverage, doc) with the votes added, one passage per law: a law's whole share goes to
    its most-voted section (to its best-ranked passage when the law itself is the answer: the words pick the
    section), so votes choose between laws and sections without filling the list with one law. A definition's
    share goes to its entry; a passage the words missed enters on a real share. Best first again. ``settled``:
    law → the section a situation reader settled from a fact; that law's share goes there (the votes say which
    law; the fact, which section). (The search adds them inside the concepts' bonus: ``concept_rank.boost``.)"""
    if not votes:
        return ranked
    return best_first(with_votes(ranked, vote_shares(index, ranked, votes, weight, settled), weight * MIN_ADDED_SHARE))


def vote_shares(index: Any, ranked: list[tuple[float, float, int]], votes: dict[str, float],
                weight: float = VOTE_WEIGHT, settled: dict[str, str] | None = None,
                sure: dict[str, str] | None = None) -> dict[int, float]:
    """What :func:`boost` adds per document (a document not in ``ranked`` enters on ``weight × MIN_ADDED_SHARE``).

    ``settled``: law → the section a reader settled (all the law's votes go there); ``sure``: law → the section a
    concept told by a whole trigger names, where the votes for the whole law go instead of to the law's passage the
    words rank first (a hesitation's votes for Law 16 belong to 16A, not to 16B3 because the story says «сразу»)."""
    law_of = index.runtime.law
    per_law: dict[str, list[tuple[float, str]]] = {}
    for answer, share in votes.items():
        per_law.setdefault(_law_level(answer), []).append((share, answer))
    added: dict[int, float] = {}
    for law, shares in per_law.items():
        best = (settled or {}).get(law) or (
            max(shares, key=lambda item: (item[0], item[1] != law)) if len(shares) > 1 else shares[0])[1]
        if best == law and sure and law in sure:
            best = sure[law]
        target = next((doc_id for _, _, doc_id in ranked if law_of[doc_id] == law), None) if best == law else None
        if target is None:
            target = resolve(index, best)
        if target is not None:
            added[target] = added.get(target, 0.0) + weight * sum(share for share, _ in shares)
    return added
