"""Query analysis: what the user typed → refs plus a list of slots, each a set of weighted index keys.

One slot stands for one thing the user said (a word, or an English term of art); its alternatives are the ways
the book may say it: the exact stem, a typo's nearest word, the Cyrillic of a transliterated word, the
translation's own term for a user's word (``заявка`` → ``назначение``), the Russian for an English term. A
document scores a slot by its best alternative, so alternatives never add up to more than the word itself.
"""

from __future__ import annotations

import bisect
import itertools
from dataclasses import dataclass, field

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from lawbase.search.index import Index, Keyer, drop_idioms, phrase_key
from lawbase.search.normalize import clean, fold_key, is_cyrillic, is_latin, is_stopword, tokens
from lawbase.search.refs import RefMatch, find_refs
from lawbase.search.stem import stem_en
from lawbase.search.translit import layout_to_english, layout_to_russian, skeleton, to_cyrillic

MAX_SLOTS = 24
MAX_WORD = 40  # longer "words" are keyboard mashing or glued text: not worth a fuzzy lookup
PREFIX_CUTS = 4
# Words that ask for a definition rather than a rule; they are dropped from the search and favour DEF: passages.
_DEFINITION_WORDS_TEXT = (
    "такое такой такая такие определение определения определить означает значит значение термин "
    "definition define meaning mean means"
)
DEFINITION_WORDS = frozenset(_DEFINITION_WORDS_TEXT.split())
# Russian function words typed in Latin letters.
_TRANSLIT_STOPWORDS_TEXT = "v vo na po s so k ot do iz dlya dlja ili i a no za pri pro u o ob chto kak"
TRANSLIT_STOPWORDS = frozenset(_TRANSLIT_STOPWORDS_TEXT.split())

# How much each kind of alternative counts, relative to the user's own word found in the book.
EXACT, SYNONYM, TRANSLATED, TRANSLIT, TYPO1, TYPO2, PREFIX, LAYOUT = 1.0, 0.7, 0.85, 0.95, 0.85, 0.7, 0.75, 0.9
ASPECT, ASPECTS = 0.8, True  # the other aspect of a verb (``указал`` → ``указывает``)
KNOWN_EXTENSION = 0.6  # a longer stem of the same root as a word that was found (``исправ`` → ``исправлен``)
EXTEND_KNOWN = True
PREFIX_MIN = 5  # shorter stems are too ambiguous to extend or cut (``пас``, ``пар``, ``карт``)
PREFIX_FANOUT = 6


@dataclass
class Slot:
    """One thing the user said, with the index keys that may express it and their weights."""

    text: str
    alts: dict[str, float] = field(default_factory=dict)
    weight: float = 0.0  # the slot's importance: the idf of its best alternative
    fixed: bool = False  # already the book's word for a phrase the user said: no synonyms on top

    def add(self, key: str, weight: float) -> None:
        if weight > self.alts.get(key, 0.0):
            self.alts[key] = weight


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
    wants_definition = any(w in DEFINITION_WORDS for w in words)
    words = [w for w in words if w not in DEFINITION_WORDS]
    slots = _slots(index, _join_split_words(index, words))[:MAX_SLOTS]
    for slot in slots:
        slot.weight = max((index.idf.get(k, 0.0) * w for k, w in slot.alts.items()), default=0.0)
    matched = [s for s in slots if s.alts]
    return Analysis(text, refs, matched, wants_definition, len(slots) - len(matched))


# short words typed glued to the next one
GLUE_WORDS = frozenset(("не", "вне", "в", "во", "на", "по", "с", "со", "из", "за", "до", "от", "без", "при"))
GLUE_MIN = 7  # shorter unknown words are typos, not several words
GLUE_PARTS = 4


def unglue_words(index: Index, words: list[str]) -> list[str]:
    """``недостаточнаязаявка`` → ``недостаточная заявка``, ``ходвнеочереди`` → ``ход вне очереди``: a Cyrillic word
    the book does not know, typed without spaces, split into the fewest words the book (or a short function
    word) knows; words that do not split that way are left as typed (then typos and prefixes have their turn)."""
    out: list[str] = []
    for word in words:
        parts = _split_glued(index, word) if len(word) >= GLUE_MIN and is_cyrillic(word) else None
        out += parts or [word]
    return out


def _split_glued(index: Index, word: str) -> list[str] | None:
    if fold_key(word) in index.forms:
        return None
    # best[i]: the fewest known pieces that spell word[:i]
    best: list[list[str] | None] = [None] * (len(word) + 1)
    best[0] = []
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - MAX_WORD), end):
            before = best[start]
            piece = word[start:end]
            if before is None or len(before) >= GLUE_PARTS:
                continue
            known = piece in GLUE_WORDS or (len(piece) >= 3 and fold_key(piece) in index.forms)
            if known and (best[end] is None or len(before) + 1 < len(best[end] or ())):
                best[end] = [*before, piece]
    found = best[len(word)]
    return found if found and len(found) >= 2 else None


def unglue(index: Index, text: str) -> str:
    """``unglue_words`` on a whole text (for readers that match phrases on the text, not on index keys)."""
    if not any(len(word) >= GLUE_MIN for word in text.split()):
        return text
    return " ".join(unglue_words(index, tokens(text)))


def _expand_abbreviations(index: Index, words: list[str]) -> list[str]:
    out: list[str] = []
    for word in words:
        expansion = index.abbreviations.get(word) if is_latin(word) else None
        out += tokens(expansion) if expansion else [word]
    return out


def _join_split_words(index: Index, words: list[str]) -> list[str]:
    """``фальш ренонс`` → ``фальшренонс`` when the joined word is in the book."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if i + 1 < len(words) and is_cyrillic(words[i]) and is_cyrillic(words[i + 1]):
            joined = words[i] + words[i + 1]
            if fold_key(joined) in index.forms:
                out.append(joined)
                i += 2
                continue
        out.append(words[i])
        i += 1
    return out


def _slots(index: Index, words: list[str]) -> list[Slot]:
    keyer = Keyer(index.canon)
    slots: list[Slot] = []
    i = 0
    while i < len(words):
        consumed = _english_phrase(index, words, i, slots)
        if consumed:
            i += consumed
            continue
        word = words[i]
        i += 1
        if is_stopword(word) or len(word) > MAX_WORD or (
            word in TRANSLIT_STOPWORDS and "en:" + stem_en(word) not in index.postings
        ):
            continue
        slot = _word_slot(index, keyer, word)
        if slot is not None:
            slots.append(slot)
    return _apply_synonyms(index, keyer, _apply_phrases(index, keyer, slots))


def _english_phrase(index: Index, words: list[str], start: int, slots: list[Slot]) -> int:
    """Longest English term of art at ``start`` (up to 4 words); adds its slots, returns words consumed."""
    for length in (4, 3, 2, 1):
        chunk = words[start : start + length]
        if len(chunk) < length or not all(is_latin(w) for w in chunk):
            continue
        content = [w for w in chunk if not is_stopword(w)] if length > 1 else chunk
        if not content or (length > 1 and (is_stopword(chunk[0]) or is_stopword(chunk[-1]))):
            continue
        russian = index.en_ru.get(" ".join(stem_en(w) for w in content))
        if russian is None:
            continue
        new = [Slot(w) for w in content]
        for slot, word in zip(new, content, strict=True):
            key = "en:" + stem_en(word)
            if key in index.postings:
                slot.add(key, EXACT)
        for j, key in enumerate(russian):
            target = new[j] if len(russian) == len(new) else new[0]
            if key in index.postings:
                target.add(key, TRANSLATED)
        slots += [s for s in new if s.alts]
        return length
    return 0


def _word_slot(index: Index, keyer: Keyer, word: str) -> Slot | None:
    slot = Slot(word)
    if word.isdigit():
        if word in index.postings:
            slot.add(word, EXACT)
        return slot
    if is_cyrillic(word):
        _cyrillic_alts(index, keyer, word, slot)
    elif is_latin(word):
        _latin_alts(index, keyer, word, slot)
    return slot


def _cyrillic_alts(index: Index, keyer: Keyer, word: str, slot: Slot, scale: float = 1.0) -> None:
    form = fold_key(word)
    key = index.forms.get(form) or keyer.word(word)
    if key and key in index.postings:
        slot.add(key, EXACT * scale)
        if EXTEND_KNOWN and len(key) >= PREFIX_MIN:
            _extensions(index, key, slot, KNOWN_EXTENSION * scale)
        for other in aspect_partners(key) if ASPECTS else ():
            if other in index.postings:
                slot.add(other, ASPECT * scale)
        return
    if scale == 1.0 and _wrong_layout(index, keyer, layout_to_english(word), slot):
        return
    if key and _prefix_alts(index, key, slot, scale):
        return
    for found, distance in _nearest(form, index.forms):
        slot.add(index.forms[found], (TYPO1 if distance == 1 else TYPO2) * scale)


def aspect_partners(key: str) -> list[str]:
    """The other aspect of a verb stem: ``указа`` (указал) ↔ ``указыва`` (указывает), ``показ`` ↔ ``показыва``.

    Russian makes a verb imperfective with -ыва-/-ива-; Snowball leaves the two aspects on different stems, and
    a player's past tense (``болван указал``) must meet the book's present (``болван указывает``).
    """
    if len(key) < 4:
        return []
    if key.endswith(("ыва", "ива")):
        return [key[:-3], key[:-3] + "а"]
    base = key[:-1] if key.endswith("а") else key
    return [base + "ыва", base + "ива"]


def _extensions(index: Index, key: str, slot: Slot, weight: float) -> None:
    """Longer stems of the same root as a known stem (``исправ`` → ``исправлен``): a verb and its noun."""
    start = bisect.bisect_left(index.ru_keys, key)
    for other in index.ru_keys[start + 1 : start + 1 + PREFIX_FANOUT]:
        if not other.startswith(key):
            break
        slot.add(other, weight)


def _wrong_layout(index: Index, keyer: Keyer, converted: str, slot: Slot) -> bool:
    """A word typed on the other keyboard layout: accepted only when the converted word is a word of the book."""
    if len(converted) < 3:
        return False
    key = index.forms.get(fold_key(converted)) if is_cyrillic(converted) else index.english.get(converted)
    if key and key in index.postings:
        slot.add(key, LAYOUT)
        return True
    return False


def _prefix_alts(index: Index, key: str, slot: Slot, scale: float) -> bool:
    """Stems of one root that Snowball cut differently (``исправ``/``исправлен``, ``заглянул``/``заглядыва``).

    The stem itself, then ever shorter cuts of it (down to ``PREFIX_MIN`` letters), are looked up as prefixes of
    the book's stems; the first cut that finds any gives the alternatives, weighted down by how much was cut.
    """
    if len(key) < PREFIX_MIN:
        return False
    for cut in range(len(key), max(PREFIX_MIN, len(key) - PREFIX_CUTS) - 1, -1):
        stem = key[:cut]
        start = bisect.bisect_left(index.ru_keys, stem)
        found = [k for k in index.ru_keys[start : start + PREFIX_FANOUT] if k.startswith(stem)]
        if found:
            weight = PREFIX * scale * (0.9 ** (len(key) - cut))
            for other in found:
                slot.add(other, weight)
            return True
    return False


def _latin_alts(index: Index, keyer: Keyer, word: str, slot: Slot) -> None:
    english = "en:" + stem_en(word)
    if english in index.postings:
        slot.add(english, EXACT)
    key = index.skeletons.get(skeleton(word))
    if key and key in index.postings:
        slot.add(key, TRANSLIT)
        return
    if english in index.postings:
        return
    if _wrong_layout(index, keyer, layout_to_russian(word), slot):
        return
    before = len(slot.alts)
    _cyrillic_alts(index, keyer, to_cyrillic(word), slot, TRANSLIT)
    if len(slot.alts) > before:
        return
    for found, distance in _nearest(skeleton(word), index.skeletons):
        slot.add(index.skeletons[found], (TYPO1 if distance == 1 else TYPO2) * TRANSLIT)
    for found, distance in _nearest(word, index.english):
        slot.add(index.english[found], TYPO1 if distance == 1 else TYPO2)


def _nearest(word: str, vocabulary: dict[str, str]) -> list[tuple[str, int]]:
    """Vocabulary words within 1 edit (2 for words of 8+ letters); words under 3 letters are not guessed."""
    if len(word) < 3:
        return []
    limit = 1 if len(word) < 8 else 2
    found = process.extract(word, vocabulary.keys(), scorer=Levenshtein.distance, score_cutoff=limit, limit=5)
    if not found:
        return []
    best = min(distance for _, distance, _ in found)
    return [(choice, int(distance)) for choice, distance, _ in found if distance == best]


def _slot_key(keyer: Keyer, slot: Slot) -> str:
    """The key a slot stands for: the word's own stem when the book knows it, else its best alternative."""
    own = keyer.word(slot.text) or ""
    if slot.alts.get(own, 0.0) >= EXACT or not slot.alts:
        return own
    return max(slot.alts, key=lambda key: slot.alts[key])


def _apply_phrases(index: Index, keyer: Keyer, slots: list[Slot]) -> list[Slot]:
    """The user's phrases rewritten as the book says them: ``не в масть`` → ``фальшренонс``.

    A run of adjacent slots (function words are already gone) whose keys are a curated phrase (from three words
    on in any order: ``с руки не той`` = ``не с той руки``) is replaced by the book's words for it. A word the
    book's phrase shares with the user's keeps its slot (``не в очередь`` → ``вне очереди`` keeps ``очередь``). A
    phrase the book defines itself, as typed, is left alone (``оппонент слева``).
    """
    if not index.phrases or len(slots) < 2:
        return slots
    keys = [_slot_key(keyer, slot) for slot in slots]
    longest = max(key.count("|") + 1 for key in index.phrases)
    out: list[Slot] = []
    i = 0
    while i < len(slots):
        for length in range(min(longest, len(slots) - i), 1, -1):
            targets = index.phrases.get(phrase_key(keys[i : i + length]))
            if targets and not _book_says(index, keys[i : i + length]):
                window = dict(zip(keys[i : i + length], slots[i : i + length], strict=True))
                text = " ".join(slot.text for slot in slots[i : i + length])
                for key in targets[0]:
                    if key in window:
                        out.append(window[key])
                    elif key in index.postings:
                        out.append(Slot(text, {key: TRANSLATED}, fixed=True))
                i += length
                break
        else:
            out.append(slots[i])
            i += 1
    return out


def _book_says(index: Index, keys: list[str]) -> bool:
    """Whether the book defines this phrase itself: a headword with these words in this order (DEF:LHO is
    ``LHO (оппонент слева)``)."""
    common: set[int] | None = None
    for first, second in itertools.pairwise(keys):
        docs = set(index.pairs.get(f"{first}|{second}", ()))
        common = docs if common is None else common & docs
        if not common:
            return False
    run = tuple(keys)
    return any(
        index.docs[doc_id].name[k : k + len(run)] == run
        for doc_id in common or ()
        if index.docs[doc_id].kind == "definition"
        for k in range(len(index.docs[doc_id].name) - len(run) + 1)
    )


def _apply_synonyms(index: Index, keyer: Keyer, slots: list[Slot]) -> list[Slot]:
    """The translation's words for the user's: ``заявка``→``назначение``, ``заход``→``ход``, ``недозаявка``→two.

    A user word the book also uses keeps its own meaning first (synonyms at ``SYNONYM``); slang the book never
    uses (``заход``, ``ревок``, ``деклер``) stands for its synonym outright (``TRANSLATED``), and its typo guesses
    are dropped. A rare word that stands for a
    phrase (``недозаявка`` = недостаточное назначение) becomes one slot per word of the phrase.
    """
    out: list[Slot] = []
    for slot in slots:
        own = keyer.word(slot.text) or ""
        primary = max(slot.alts, key=lambda key: slot.alts[key], default="")
        source = own if own in index.synonyms else primary
        alternatives = [] if slot.fixed else index.synonyms.get(source, [])
        if not alternatives:
            out.append(slot)
            continue
        known = slot.alts.get(own, 0.0) >= EXACT
        if source == own and not known:  # slang: its guesses (``вышел`` ≈ ``выше``) give way to its meaning
            slot.alts.clear()
        weight = SYNONYM * slot.alts.get(source, 1.0) if known else TRANSLATED
        multi = [seq for seq in alternatives if len(seq) > 1]
        if multi and len(index.postings.get(source, ())) <= 1:
            if slot.alts:
                out.append(slot)
            for key in multi[0]:
                extra = Slot(slot.text)
                extra.add(key, TRANSLATED)
                out.append(extra)
            continue
        for seq in alternatives:
            for key in seq:
                if key in index.postings:
                    slot.add(key, weight)
        out.append(slot)
    return out
