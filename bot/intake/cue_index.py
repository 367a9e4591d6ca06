"""Which of the readers' cues a text holds, all found at once, word by word.

The situation reader asks a hundred cued patterns about the same story (:mod:`bot.intake.cues`), three in four of
them in vain, and each question was a few substring tests, each a scan of the whole text: on a long story the cue
tests cost a sixth of the reader's time. A cue without a space in it lies inside one word of the lower-cased text
(a run between spaces, ``str.split()``'s words), so the cues a text holds are the union of those its words hold.
A word's cues are found once (a per-word memo: words repeat across stories) by looking up each of its two-letter
pieces among the cues that begin with them, and kept as one bit per cue in an integer: the text's cues are the OR
of its words' (a few machine words each, where a union of sets of strings cost four times as much), and a pattern
asks whether its cues' bits are among them. The same answers, since a cue is in the text exactly when it is in one
of its words. The few cues with a space in them ("а не", "no trump") are looked for in the text itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import or_

Ways = tuple[int, int, dict[int, tuple[tuple[int, ...], ...]]]  # a pattern's ways of matching as bits (CueIndex.ways)
MAX_WORDS = 200_000  # the memo of words is emptied beyond this many (a bot that runs for months)


def spaced(cue: str) -> bool:
    """Whether a cue holds a space (or is empty): it may span two words, so the words cannot answer for it."""
    return cue.split() != [cue]


class CueIndex:
    """A fixed set of cues, each a bit; for any lower-cased text the bits of those it holds."""

    __slots__ = ("_always", "_by_piece", "_memo", "_pairs", "_pieces", "_singles", "_spaced", "bits")

    def __init__(self, cues: Iterable[str]) -> None:
        ordered = sorted(set(cues))
        # a spaced cue is looked for in the text only when its longest piece between spaces is in one of its words
        # (-1: a cue of spaces only, always looked for)
        pieces = {cue: max(cue.split(), key=len, default="") for cue in ordered if spaced(cue)}
        self.bits = {cue: 1 << place for place, cue in enumerate(sorted({*ordered, *pieces.values()} - {""}))}
        self._spaced = tuple((cue, self.bits.get(pieces[cue], -1), self.bits[cue]) for cue in pieces)
        # the same, by the bit of the piece each needs (a text's bits then pick the few spaced cues worth a look: of
        # 38, those whose piece the text holds); the cues of spaces only, always looked for, apart
        self._always = tuple((cue, bit) for cue, piece, bit in self._spaced if piece < 0)
        by_piece: dict[int, list[tuple[str, int]]] = {}
        for cue, piece, bit in self._spaced:
            if piece >= 0:
                by_piece.setdefault(piece, []).append((cue, bit))
        self._by_piece = {piece: tuple(found) for piece, found in by_piece.items()}
        self._pieces = reduce(or_, self._by_piece, 0)
        pairs: dict[str, list[tuple[str, int]]] = {}
        for cue, bit in self.bits.items():
            if len(cue) > 1 and not spaced(cue):
                pairs.setdefault(cue[:2], []).append((cue, bit))
        self._pairs = {start: tuple(found) for start, found in pairs.items()}  # the cues by their first two letters
        # the cues of one character: a digit, a suit symbol, a punctuation mark
        self._singles = {cue: bit for cue, bit in self.bits.items() if len(cue) == 1 and not spaced(cue)}
        self._memo: dict[str, int] = {}  # a word's cues

    def mask(self, cues: Iterable[str]) -> int:
        """The bits of these cues (each one of the index's)."""
        return reduce(or_, map(self.bits.__getitem__, cues), 0)

    def ways(self, ways: Iterable[tuple[frozenset[str], ...]]) -> Ways:
        """A pattern's ways of matching (each the factors it needs all of: one of each factor's cues) as bits: its
        first factors' (one of which every match holds), those of the ways of one factor (one is enough), and for
        each other first cue (by its bit's length) the other factors of the ways it begins."""
        ways = tuple(ways)
        rests: dict[int, list[tuple[int, ...]]] = {}
        for way in ways:
            if len(way) > 1:
                for cue in way[0]:
                    rests.setdefault(self.bits[cue].bit_length(), []).append(tuple(map(self.mask, way[1:])))
        return (self.mask(cue for way in ways for cue in way[0]),
                self.mask(cue for way in ways if len(way) == 1 for cue in way[0]),
                {length: tuple(rest) for length, rest in rests.items()})

    def present(self, low: str) -> int:
        """The bits of the cues the (lower-cased) text holds."""
        memo = self._memo
        words = low.split()
        try:
            found: int = reduce(or_, map(memo.__getitem__, words), 0)
        except KeyError:  # a word seen the first time
            if len(memo) > MAX_WORDS:
                memo.clear()
            for word in set(words).difference(memo):
                memo[word] = self._in_word(word)
            found = reduce(or_, map(memo.__getitem__, words), 0)
        # the few cues with a space in them ("а не", "no trump"), each looked for when the text holds its piece
        # (a piece is a cue without a space, a spaced cue's bit is no piece: what the loop adds asks nothing more)
        for cue, bit in self._always:
            if cue in low:
                found |= bit
        pieces = found & self._pieces
        while pieces:
            piece = pieces & -pieces
            for cue, bit in self._by_piece[piece]:
                if cue in low:
                    found |= bit
            pieces ^= piece
        return found

    def _in_word(self, word: str) -> int:
        """The cues a word holds: at each place, those beginning with its two letters there that go on as it does."""
        pairs = self._pairs
        found = 0
        for at in range(len(word) - 1):
            for cue, bit in pairs.get(word[at:at + 2], ()):
                if word.startswith(cue, at):
                    found |= bit
        singles = self._singles
        for letter in singles.keys() & set(word):
            found |= singles[letter]
        return found
