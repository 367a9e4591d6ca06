"""Words typed without spaces, and one word typed as two: ``недостаточнаязаявка``, ``ходвнеочереди``, ``фальш ренонс``.

A Cyrillic word the book does not know is split into the fewest words the book (or a short function word) knows,
when the split reads as a glued phrase (two words of the book in a long word, or ``вне``), not as a real word the
book lacks (``поправил``, ``недостаточную``, ``карточки``); two adjacent words whose concatenation is a word of
the book are joined. A word's split depends only on the index and the word, so it is remembered per index
(``Runtime.cache``).
"""

from __future__ import annotations

import re

from lawbase.search.index import Index
from lawbase.search.normalize import fold_key, is_cyrillic, tokens

MAX_WORD = 40  # longer "words" are keyboard mashing or glued text: not worth a fuzzy lookup
# short words typed glued to the next one
GLUE_WORDS = frozenset(("не", "вне", "в", "во", "на", "по", "с", "со", "из", "за", "до", "от", "без", "при"))
GLUE_MIN = 7  # shorter unknown words are typos, not several words
GLUE_PARTS = 4
GLUED_PHRASE_MIN = 10  # a shorter split into two words of the book is one word the book lacks (``карточки``)
# a definition question's two words typed as one («чтотакое фальшренонс», «шотакое гейм», «chtotakoe renons»,
# «чтозначит ренонс»): «что»/«кто» and «такое»/«значит»/«это», in Cyrillic or Latin letters; split back, they ask
# what the word means as «что такое» does (``query._asks_a_word``)
_ASKED = re.compile(r"(что|чо|шо|што|кто|chto|shto|cho|sho|kto|4to)"
                    r"(такое|такой|такая|такие|это|значит|означает|"
                    r"takoe|takoy|takoi|takaya|takaja|takoj|takie|eto|znachit|oznachaet)")


# the same two words glued inside a text, as a whole word («фальшренонс чтоэто»): split back for the patterns that read
# the question's shape on the text (``query._WHAT_IS``: «X что это»)
_ASKED_IN_TEXT = re.compile(rf"(?<!\w){_ASKED.pattern}(?!\w)", re.IGNORECASE)


def split_asked(text: str) -> str:
    """``фальшренонс чтоэто`` → ``фальшренонс что это``: a definition question's two words typed as one, split in
    the text (the words of :func:`unglue_words` split them for the index)."""
    return _ASKED_IN_TEXT.sub(lambda m: f"{m[1]} {m[2]}", text) if _ASKED_IN_TEXT.search(text) else text


def asked_split(word: str) -> str | None:
    """``чтоэто`` → ``что это`` (a lower-case word that is a definition question's two words glued), else None."""
    asked = _ASKED.fullmatch(word)
    return None if asked is None else " ".join(asked.groups())


def unglue_words(index: Index, words: list[str]) -> list[str]:
    """``недостаточнаязаявка`` → ``недостаточная заявка``, ``ходвнеочереди`` → ``ход вне очереди``: a Cyrillic word
    the book does not know, typed without spaces, split into the fewest words the book (or a short function
    word) knows; words that do not split that way are left as typed (then typos and prefixes have their turn).
    A word's pieces are a function of the word (and the index): remembered per word (``Runtime.cache``), so a
    story's words cost one lookup each (the reader and the query's analysis unglue the same words)."""
    memo = index.runtime.cache("unglued")  # a word → its pieces, or None when it stays as typed
    get = memo.get
    out: list[str] = []
    for word in words:
        pieces = get(word, False)
        if pieces is False:
            pieces = memo[word] = _pieces(index, word)
        if pieces is None:
            out.append(word)
        else:
            out += pieces
    return out


def _pieces(index: Index, word: str) -> tuple[str, ...] | None:
    """The words one typed word stands for (a definition question's two words, a glued phrase), None: itself."""
    asked = _ASKED.fullmatch(word) if word[:1] in "чшкcs4" else None
    if asked is not None:
        return tuple(asked.groups())
    if len(word) < GLUE_MIN or not is_cyrillic(word):
        return None
    parts = _split_glued(index, word)
    return tuple(parts) if parts else None


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
    return found if found and len(found) >= 2 and _plausibly_glued(word, found) else None


def _plausibly_glued(word: str, pieces: list[str]) -> bool:
    """Whether a split is a glued phrase rather than a real word the book lacks. Most Russian words begin with a
    preposition-like prefix or hold two short book words: ``поправил`` is no ``по правил``, ``недостаточную`` no
    ``не достаточную``, ``заходит`` no ``за ходит``, ``карточки`` no ``карт очки``. Of 1,000-odd such splits in
    the phrasings and test sets, the glued phrases were long and held two words of their own
    (``недостаточнаязаявка``, ``ходвнеочереди``, ``контрпартнер``) or ``вне`` (``внеочереди``); a word led by
    «не в» is the negated phrase too (``невочереди``, ``невмасть``: no Russian word starts «нев» + a book word)."""
    content = [piece for piece in pieces if piece not in GLUE_WORDS]
    return (len(content) >= 2 and len(word) >= GLUED_PHRASE_MIN) or (
        len(content) == 1 and ("вне" in pieces or pieces[:2] == ["не", "в"]))


def unglue(index: Index, text: str) -> str:
    """``unglue_words`` on a whole text (for readers that match phrases on the text, not on index keys)."""
    if max(map(len, text.split()), default=0) < GLUE_MIN:
        return text
    words = tokens(text)
    split = unglue_words(index, words)  # only ever adds words
    # nothing glued: the text as typed, its capitals kept for the lexicon's case-sensitive terms (``UI``, ``LA``)
    return text if len(split) == len(words) else " ".join(split)


def join_split_words(index: Index, words: list[str]) -> list[str]:
    """``фальш ренонс`` → ``фальшренонс`` when the joined word is in the book.

    Whether two words join depends only on them and the index: remembered per pair (``Runtime.cache``), a lookup
    instead of two script tests, a concatenation and a fold per pair of a long story (14 → 7 µs on 30+ words)."""
    out: list[str] = []
    memo = index.runtime.cache("joined")  # (word, next word) → the joined word when the book has it, else ""
    i, last = 0, len(words) - 1
    while i < last:
        pair = (words[i], words[i + 1])
        joined = memo.get(pair)
        if joined is None:
            joined = memo[pair] = _joined(index, *pair)
        if joined:
            out.append(joined)
            i += 2
        else:
            out.append(words[i])
            i += 1
    out += words[i:]  # the last word, when it was not joined to the one before
    return out


def _joined(index: Index, first: str, second: str) -> str:
    """The two words as one when both are Cyrillic and the book has the joined word, else ``""``."""
    joined = first + second
    return joined if is_cyrillic(first) and is_cyrillic(second) and fold_key(joined) in index.forms else ""
