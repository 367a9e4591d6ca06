"""The user's words rewritten as the book says them: English terms of art (``insufficient bid``), curated phrases
(``не в масть`` → ``фальшренонс``) and synonyms (``заявка`` → ``назначение``, slang that stands for the book's word).
"""

from __future__ import annotations

import itertools

from lawbase.search.index import Index, Keyer, phrase_key
from lawbase.search.normalize import is_latin, is_stopword
from lawbase.search.slot import EXACT, SYNONYM, TRANSLATED, Slot
from lawbase.search.stem import stem_en


def english_phrase(index: Index, words: list[str], start: int, slots: list[Slot]) -> int:
    """Longest English term of art at ``start`` (up to 4 words); adds its slots, returns words consumed.

    What the next four words give depends only on them (and the index): remembered per index."""
    if not is_latin(words[start]):  # every chunk starts with this word
        return 0
    chunk = tuple(words[start : start + 4])
    memo = index.runtime.cache("english")
    found = memo.get(chunk)
    if found is None:
        found = memo[chunk] = _english_phrase(index, chunk)
    length, made = found
    slots += [Slot(text, dict(alts)) for text, alts in made]
    return length


def english_starts(index: Index) -> frozenset[str]:
    """The first stem of every English term of art (``Index.en_ru``): a term can start only at a word with one of
    them (its first word is no function word, so it is the first of the term's stems). Worked out once per index."""
    memo = index.runtime.cache("phrases")
    found: frozenset[str] | None = memo.get("english")
    if found is None:
        found = memo["english"] = frozenset(key.split(" ")[0] for key in index.en_ru)
    return found


def _english_phrase(
    index: Index, words: tuple[str, ...]
) -> tuple[int, tuple[tuple[str, tuple[tuple[str, float], ...]], ...]]:
    for length in (4, 3, 2, 1):
        chunk = words[:length]
        if len(chunk) < length or not all(is_latin(w) for w in chunk):
            continue
        content = [w for w in chunk if not is_stopword(w)] if length > 1 else list(chunk)
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
        return length, tuple((s.text, tuple(s.alts.items())) for s in new if s.alts)
    return 0, ()


def slot_key(keyer: Keyer, slot: Slot) -> str:
    """The key a slot stands for: the word's own stem when the book knows it, else its best alternative."""
    own = keyer.word(slot.text) or ""
    if slot.alts.get(own, 0.0) >= EXACT or not slot.alts:
        return own
    return max(slot.alts, key=lambda key: slot.alts[key])


def apply_phrases(index: Index, keyer: Keyer, slots: list[Slot]) -> list[Slot]:
    """The user's phrases rewritten as the book says them: ``не в масть`` → ``фальшренонс``.

    A run of adjacent slots (function words are already gone) whose keys are a curated phrase (from three words
    on in any order: ``с руки не той`` = ``не с той руки``) is replaced by the book's words for it. A word the
    book's phrase shares with the user's keeps its slot (``не в очередь`` → ``вне очереди`` keeps ``очередь``). A
    phrase the book defines itself, as typed, is left alone (``оппонент слева``).
    """
    if not index.phrases or len(slots) < 2:
        return slots
    keys = [slot_key(keyer, slot) for slot in slots]
    longest, words = phrase_words(index)
    run = [0] * (len(keys) + 1)  # how many keys from here on are words of some phrase: no phrase is longer
    for i in range(len(keys) - 1, -1, -1):
        run[i] = run[i + 1] + 1 if keys[i] in words else 0
    out: list[Slot] = []
    i = 0
    while i < len(slots):
        for length in range(min(longest, len(slots) - i, run[i]), 1, -1):
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


def phrase_words(index: Index) -> tuple[int, frozenset[str]]:
    """The most words a curated phrase has, and every word of one (worked out once per index, not per query)."""
    memo = index.runtime.cache("phrases")
    found: tuple[int, frozenset[str]] | None = memo.get("words")
    if found is None:
        found = memo["words"] = (max((key.count("|") + 1 for key in index.phrases), default=0),
                                 frozenset(word for key in index.phrases for word in key.split("|")))
    return found


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


def apply_synonyms(index: Index, keyer: Keyer, slots: list[Slot]) -> list[Slot]:
    """The translation's words for the user's: ``заявка``→``назначение``, ``заход``→``ход``, ``недозаявка``→two.

    A user word the book also uses keeps its own meaning first (synonyms at ``SYNONYM``); slang the book never
    uses (``заход``, ``ревок``, ``деклер``) stands for its synonym outright (``TRANSLATED``), and its typo guesses
    are dropped. A rare word that stands for a
    phrase (``недозаявка`` = недостаточное назначение) becomes one slot per word of the phrase.
    """
    out: list[Slot] = []
    synonyms = index.synonyms
    for slot in slots:
        if slot.fixed:  # already the book's word: no synonyms on top
            out.append(slot)
            continue
        own = keyer.word(slot.text) or ""
        if own not in synonyms and synonyms.keys().isdisjoint(slot.alts):  # no key of it has synonyms (most words)
            out.append(slot)
            continue
        source = own if own in synonyms else max(slot.alts, key=slot.alts.__getitem__, default="")
        alternatives = synonyms.get(source, [])
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
