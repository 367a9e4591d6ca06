"""Query analysis: what the user typed → refs plus a list of slots, each a set of weighted index keys.

One slot stands for one thing the user said (a word, or an English term of art); its alternatives are the ways
the book may say it: the exact stem, a typo's nearest word, the Cyrillic of a transliterated word, the
translation's own term for a user's word (``заявка`` → ``назначение``), the Russian for an English term. A
document scores a slot by its best alternative, so alternatives never add up to more than the word itself.

The pieces, by idea: ``slot`` (a slot and the weights of its kinds of alternative), ``glue`` (words typed glued
or split), ``words`` (one word → its alternatives), ``rewrite`` (English terms, curated phrases, synonyms); this
module puts them together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawbase.search.glue import MAX_WORD, join_split_words, unglue, unglue_words
from lawbase.search.index import Index, Keyer, drop_idioms
from lawbase.search.normalize import clean, is_latin, is_stopword, tokens
from lawbase.search.refs import RefMatch, find_refs
from lawbase.search.rewrite import apply_phrases, apply_synonyms, english_phrase
from lawbase.search.slot import Slot
from lawbase.search.stem import stem_en
from lawbase.search.words import aspect_partners, word_slot

__all__ = ["Analysis", "Slot", "analyse", "aspect_partners", "unglue", "unglue_words"]

MAX_SLOTS = 24
# Words that ask for a definition rather than a rule; they are dropped from the search and favour DEF: passages.
_DEFINITION_WORDS_TEXT = (
    "такое такой такая такие определение определения определить означает значит значение термин "
    "definition define meaning mean means takoe takaya takoy takoi takie znachit oznachaet opredelenie"
)
DEFINITION_WORDS = frozenset(_DEFINITION_WORDS_TEXT.split())
# "What is a revoke" asks what a word means; "what is the penalty when partner revoked twice" asks for a rule:
# only "what is" + a term of at most three words (articles aside) is a definition question.
_WHAT_IS = re.compile(r"^\s*(?:what\s+is|what's|whats|what\s+are|what\s+(?:\w+\s+)?counts\s+as|"
                      r"(?:who\s+is|who's)(?!\s+(?:to|on|at|in|first)\b))\s+"
                      r"(?:(?:a|an|the)\s+)?((?:[\w'-]+\s*){1,3})\??\s*$|"
                      r"^\s*(?:[\w-]+\s+){1,3}(?:[-—–,]\s*)?(?:это\s+что|что\s+это|chto\s+eto|eto\s+chto)\W*$",
                      re.IGNORECASE)
# how the answer is wanted, not what about: dropped from a definition question ("what is a revoke in simple words")
_FILLER = re.compile(r"\b(?:простыми\s+словами|простым\s+языком|по-простому|вкратце|коротко|пожалуйста|"
                     r"in\s+(?:simple|plain)\s+(?:words|terms|english)|simply\s+put|briefly|please|prostymi\s+slovami)"
                     r"\b", re.IGNORECASE)
_GAME_NAME = ("бридж", "bridzh", "bridj", "bridge")
# Russian function words typed in Latin letters.
_TRANSLIT_STOPWORDS_TEXT = "v vo na po s so k ot do iz dlya dlja ili i a no za pri pro u o ob chto kak"
TRANSLIT_STOPWORDS = frozenset(_TRANSLIT_STOPWORDS_TEXT.split())


@dataclass
class Analysis:
    """The parsed query."""

    text: str
    refs: list[RefMatch]
    slots: list[Slot]
    wants_definition: bool
    unmatched: int = 0  # content words that matched nothing in the book (they lower confidence, not ranking)


def analyse(index: Index, query: str) -> Analysis:
    """Refs, definition intent and slots of a query (never raises on any string)."""
    text = clean(query if isinstance(query, str) else "")
    refs = find_refs(text)
    rest = text
    for match in reversed(refs):
        rest = rest[: match.start] + " " + rest[match.end :]
    words = _expand_abbreviations(index, drop_idioms(unglue_words(index, tokens(rest))))
    core = _FILLER.sub(" ", rest) if _FILLER.search(rest) else rest
    wants_definition = any(w in DEFINITION_WORDS for w in words) or bool(_WHAT_IS.match(core))
    if wants_definition and core is not rest:  # "что такое фальшренонс простыми словами": the manner is no topic
        words = _expand_abbreviations(index, drop_idioms(unglue_words(index, tokens(core))))
    words = [w for w in words if w not in DEFINITION_WORDS]
    if wants_definition:  # "что такое болван в бридже": the game's name says nothing of which word is asked
        words = [w for w in words if not w.startswith(_GAME_NAME)]
    slots = _slots(index, join_split_words(index, words))[:MAX_SLOTS]
    idf = index.idf
    for slot in slots:
        slot.weight = max([idf.get(k, 0.0) * w for k, w in slot.alts.items()], default=0.0)
    matched = [s for s in slots if s.alts]
    return Analysis(text, refs, matched, wants_definition, len(slots) - len(matched))


def _expand_abbreviations(index: Index, words: list[str]) -> list[str]:
    out: list[str] = []
    for word in words:
        expansion = index.abbreviations.get(word) if is_latin(word) else None
        out += tokens(expansion) if expansion else [word]
    return out


def _slots(index: Index, words: list[str]) -> list[Slot]:
    keyer = Keyer(index.canon, index.runtime.cache("key"))
    known = index.runtime.cache("word")  # a word's alternatives (``word_slot``'s memo), looked up once a query
    kinds = index.runtime.cache("kind")  # a word → (Latin, no slot of its own), remembered as its alternatives are
    slots: list[Slot] = []
    i = 0
    while i < len(words):
        word = words[i]
        kind = kinds.get(word)
        if kind is None:
            kind = kinds[word] = _kind(index, word)
        latin, skipped = kind
        if latin:  # only a Latin word starts an English term
            consumed = english_phrase(index, words, i, slots)
            if consumed:
                i += consumed
                continue
        i += 1
        if skipped:
            continue
        alts = known.get(word)
        slots.append(Slot(word, dict(alts)) if alts is not None else word_slot(index, keyer, word))
    return apply_synonyms(index, keyer, apply_phrases(index, keyer, slots))


def _kind(index: Index, word: str) -> tuple[bool, bool]:
    """Whether a word is Latin (it may start an English term), and whether it is no slot of its own: a function
    word, keyboard mashing, or a Russian function word typed in Latin letters that is no English word of the book."""
    skipped = is_stopword(word) or len(word) > MAX_WORD or (
        word in TRANSLIT_STOPWORDS and "en:" + stem_en(word) not in index.postings)
    return is_latin(word), skipped
