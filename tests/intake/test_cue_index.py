"""The cue index of :mod:`bot.intake.cue_index`: a text's cues found word by word are exactly those a substring test
finds, and a cued pattern that asks the index answers as the plain pattern (and as the substring tests did)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import cues
from bot.intake.cue_index import CueIndex
from bot.intake.cues import Cued
from tests.intake.test_cues import _WORDS, PATTERNS, TEXTS, _same

_LETTERS = st.sampled_from("абвпa b.,?!♠1\t\n")  # few letters: cues and texts meet often; spaces of several kinds


@settings(max_examples=400, deadline=None)
@given(st.lists(st.text(_LETTERS, min_size=1, max_size=4), min_size=1, max_size=30), st.text(_LETTERS, max_size=80))
def test_the_cues_found_word_by_word_are_those_in_the_text(found: list[str], text: str) -> None:
    """Any cues (one character, spaced, punctuation) and any text: the index's bits are those of the cues that are
    substrings of the text, asked once or again (the words remembered)."""
    index = CueIndex(found)
    expected, cues_bits = index.mask(cue for cue in found if cue in text), index.mask(found)
    assert index.present(text) & cues_bits == expected  # (a spaced cue's piece has a bit too)
    assert index.present(text) & cues_bits == expected


def test_the_readers_patterns_ask_the_index() -> None:
    """Every cued pattern of the readers with cues is in the index (made when the first text was asked about)."""
    cues._the_index()
    assert all(pattern._indexed for _, pattern in PATTERNS if pattern.cues)


def _by_substrings(pattern: Cued, text: str) -> bool:
    """The cue test as substring tests: some way of matching with one cue of each of its factors in the text."""
    low = text.lower()
    return any(all(any(cue in low for cue in factor) for factor in way) for way in cues.ways_of(pattern.compiled))


def test_on_long_texts_asked_again_the_index_answers_as_the_substring_tests() -> None:
    """The readers' long texts, each asked about again and again (the index is read from the third question on):
    the same cue test as substring tests, and the same matches as the plain pattern."""
    long_texts = [text for text in TEXTS if len(text) >= cues.LONG and not cues._UNSAFE.search(text)]
    assert len(long_texts) > 200
    for name, pattern in PATTERNS:
        if not pattern.cues:
            continue
        for text in long_texts[::5]:
            for _ in range(cues.ASKS + 1):
                assert pattern.possible(text) == _by_substrings(pattern, text), (name, text)
            assert _same(pattern.search(text), pattern.compiled.search(text)), (name, text)


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS | st.text(max_size=6), min_size=30, max_size=60).map(" ".join), st.sampled_from(PATTERNS))
def test_long_word_salads_asked_again_agree_with_the_plain_pattern(text: str, named: tuple[str, Cued]) -> None:
    """Long random salads of the readers' words and any Unicode, asked about as often as a reader does."""
    _, pattern = named
    for _ in range(cues.ASKS + 1):
        assert _same(pattern.search(text), pattern.compiled.search(text))
    assert pattern.findall(text) == pattern.compiled.findall(text)


def test_a_pattern_made_after_the_index_tests_the_text_itself() -> None:
    """A pattern made once the index exists is not in it, and still answers as the plain pattern."""
    cues._the_index()
    pattern = cues.cued(r"(?:переиграл|пересдал)\w*\s+(?:всю\s+)?сдачу", re.IGNORECASE)
    assert isinstance(pattern, Cued) and not pattern._indexed
    text = "мы долго спорили, потом переиграли всю сдачу, и судья сказал, что так нельзя делать на турнире " * 2
    for _ in range(cues.ASKS + 1):
        assert pattern.search(text) is not None and _same(pattern.search(text), pattern.compiled.search(text))


def test_lowering_a_safe_text_keeps_its_pieces_and_is_done_once() -> None:
    """What the story's shortcuts rest on, for every character a safe text may hold (none that ``_UNSAFE`` finds):
    it lowers to one safe character (a piece of the story lowers to a piece of the lower-cased story), and
    lowering again changes nothing (the story's lower-cased copy holds the story's cues)."""
    for code in range(0x110000):
        char = chr(code)
        if cues._UNSAFE.search(char):
            continue
        low = char.lower()
        assert len(low) == 1 and not cues._UNSAFE.search(low) and low.lower() == low, hex(code)


def test_a_piece_and_the_lower_cased_copy_of_the_story_answer_as_the_plain_pattern() -> None:
    """The story (its cues read whole), clauses cut from it and its lower-cased copy: the same cue tests and matches."""
    story = next(text for text in TEXTS if len(text) >= 200 and not cues._UNSAFE.search(text))
    cues.read_whole(story)
    for name, pattern in PATTERNS:
        if not pattern.cues:
            continue
        for piece in (story, story[:40], story[30:90], story[-60:], story.lower(), story[5:150], ""):
            assert pattern.possible(piece) == _by_substrings(pattern, piece), (name, piece)
            assert _same(pattern.search(piece), pattern.compiled.search(piece)), (name, piece)


def test_the_story_itself_answers_as_the_plain_pattern_on_many_stories() -> None:
    """``search`` and ``finditer`` ask the story's cue bits first, inline, before ``possible``: on a story made with
    ``read_whole`` (every twentieth of the readers' texts), every pattern finds what the compiled one finds."""
    stories = [text for text in TEXTS[::20] if not cues._UNSAFE.search(text)]
    assert len(stories) >= 50
    for story in stories:
        cues.read_whole(story)
        for name, pattern in PATTERNS:
            assert _same(pattern.search(story), pattern.compiled.search(story)), (name, story)
            assert [m.span() for m in pattern.finditer(story)] == [
                m.span() for m in pattern.compiled.finditer(story)], (name, story)


def test_the_spaced_cues_are_looked_for_by_their_pieces_as_one_by_one() -> None:
    """The spaced cues ("а не", "no trump") asked only where their longest piece is: the readers' own index finds the
    same bits as testing every spaced cue in turn, on texts that hold the cues, their pieces, and neither."""
    cues.read_whole("тест")  # the readers' index made
    index = cues._the_index()
    spaced = [(cue, index.bits[cue]) for cue in index.bits if cue.split() != [cue]]
    assert spaced
    texts = [f"сказал {cue} потом" for cue, _ in spaced] + [cue.replace(" ", "") for cue, _ in spaced]
    texts += [" ".join(cue.split()[::-1]) for cue, _ in spaced] + ["а не то", "no trumps please", "ничего", ""]
    for text in texts:
        low = text.lower()
        found = index.present(low)
        for cue, bit in spaced:
            assert bool(found & bit) == (cue in low), (cue, text)
