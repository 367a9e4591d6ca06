"""The case-sensitive twins of :mod:`bot.intake.cues`: a case-insensitive pattern's twin, run on the lower-cased
text, finds its matches where the pattern finds them, so a cued pattern answers exactly as the plain one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from re import _parser as sre_parse  # type: ignore[attr-defined]

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import cue_lead, cue_twins, cues
from bot.intake.cue_twins import HeadedTwin, folded, led_twin
from bot.intake.cues import Cued, cued
from tests.intake.test_cues import PATTERNS, TEXTS, _same

TWINNED = [(name, pattern) for name, pattern in PATTERNS
           if pattern.cues is not None and pattern._low is not None and pattern._folds]
# the case-sensitive patterns led by ``\\b`` or a look-behind: their twins, led by a letter, run on the text itself
LED = [(name, pattern) for name, pattern in PATTERNS
       if pattern.cues is not None and pattern._low is not None and not pattern._folds]


def _starts(pattern: re.Pattern[str], text: str, *args: int) -> list[int]:
    """Every place a match begins (searched again from the next place: the twin's matches may end elsewhere)."""
    places, at = [], args[0] if args else 0
    while (match := pattern.search(text, at, *args[1:])) is not None:
        places.append(match.start())
        at = match.start() + 1
    return places


def _all(matches: Iterator[re.Match[str]]) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(match.span(), match.groups()) for match in matches]


def test_the_readers_case_insensitive_patterns_have_twins() -> None:
    """Nearly every reader pattern is case-insensitive, and each gets a twin (none turns the flag off inside)."""
    insensitive = [name for name, pattern in PATTERNS
                   if pattern.flags & re.IGNORECASE and "(?-i:" not in pattern.pattern]
    assert [name for name, _ in TWINNED] == insensitive and len(insensitive) >= 350


@pytest.mark.parametrize(("name", "pattern"), TWINNED, ids=[name for name, _ in TWINNED])
def test_a_twin_matches_where_its_pattern_matches(name: str, pattern: Cued) -> None:
    """On the readers' texts as typed, in capitals and in title case, from the start and inside a window: every
    place where a match begins."""
    twin = pattern._low
    assert twin is not None
    for typed in TEXTS[::3]:
        for text in (typed, typed.upper(), typed.title()):
            low = cues.lowered(text)
            if low is None:
                continue
            assert _starts(twin, low) == _starts(pattern.compiled, text), (name, text)
            window = (len(text) // 4, len(text) * 3 // 4)
            assert _starts(twin, low, *window) == _starts(pattern.compiled, text, *window), (name, text)
            assert _same(pattern.search(text, *window), pattern.compiled.search(text, *window)), (name, text)
            assert _all(pattern.finditer(text, *window)) == _all(pattern.compiled.finditer(text, *window)), name


def test_a_twin_folds_letters_classes_and_groups_named_again() -> None:
    """Letters and classes are lower-cased, a negated letter stays negated, a group named again compares the
    lower-cased text, and the letters the engine folds beyond lower case (``ſ`` with ``s``) stay together."""
    cases = [
        (r"[А-ЯЁ]+ский", ["ПОЛЬСКИЙ", "Польский", "польский"]),
        (r"\bX[^S]Y", ["xay", "XSY", "xsy", "X Y"]),
        (r"(?P<word>пас)\s+(?P=word)", ["Пас ПАС", "пас пас", "пас пес"]),
        (r"sort|КОНТРА", ["SORT", "ſort", "контра"]),
    ]
    for source, texts in cases:
        compiled = re.compile(source, re.IGNORECASE)
        twin = folded(compiled)
        assert twin is not None and not twin.flags & re.IGNORECASE
        for text in texts:
            assert (twin.search(text.lower()) is None) is (compiled.search(text) is None), (source, text)
    assert folded(re.compile(r"(?-i:TD)|судья", re.IGNORECASE)) is None  # case turned off inside: no twin
    assert folded(re.compile(r"судья")) is None  # not case-insensitive: nothing to gain


def test_a_twin_is_led_by_the_letter_its_pattern_hides() -> None:
    r"""A way that begins with ``\b``, a look-behind, a group or a small class hides its first letter from the
    engine: the twin's ways begin with the letter (the look-behind moved after it), and matches begin at the same
    places, at the text's start too. A way that may begin with any letter, or a group named again, keeps the twin's
    shape."""
    cases = [
        (r"\bbid\b|\bbids\b|(?<!не\s)открыл\w*", ["Bid", "bids now", "не открыл", "открыл", "xbid", "он ОТКРЫЛ"]),
        (r"(?<![\w♠])(?P<seat>левый|правый|я)\b", ["я", "моя", "♠я", "Левый сказал", "и правый, и я"]),
        (r"[«\"](?:контр\w*)|\Bка", ['"Контра"', "«контра»", "контра", "рука", "ка"]),
        (r"(?:(?<=\s)|^)(?:он|она)\s+(?:пас|контра)", ["он пас", " она контра", "Сон пас", "x он контра"]),
    ]
    for source, texts in cases:
        compiled = re.compile(source, re.IGNORECASE)
        tree = sre_parse.parse(source, re.IGNORECASE)
        led = cue_lead.led(cue_twins._fold(tree.data), tree.state)
        assert (led is not None) is (not source.startswith("(?:(?<=")), source  # (an anchor leads no letter)
        twin = folded(compiled)
        assert twin is not None
        for text in texts:
            assert _starts(twin, text.lower()) == _starts(compiled, text), (source, text)
    for source in (r"\w+\s+нет|сразу", r"(?P<word>пас)\s+(?P=word)"):
        tree = sre_parse.parse(source, re.IGNORECASE)
        data = cue_twins._fold(tree.data)
        assert cue_lead.led(data, tree.state) is None, source


def test_ways_of_the_texts_first_place_are_asked_of_the_pattern() -> None:
    r"""A way that begins with ``^`` (or ``\A``) leads no letter, and can begin a match only at the text's first place
    (from whatever place a search starts): the twin leaves it out and leads by the other ways' letters, and asks its
    whole twin at the first place. ``MULTILINE`` (``^`` after every line) keeps the old shape."""
    source = r"(?:^|[.!?]\s*|\b(?:и|а)\s+)(?:стол|stol)\b|болван\w*|^\s*(?:был\w*|лежал\w*)\s+на\s+столе|\Aя\b"
    tree = sre_parse.parse(source, re.IGNORECASE)
    data = cue_twins._fold(tree.data)
    assert cue_lead.led(data, tree.state) is None  # (the plain shaping keeps every way)
    shaped, headed = cue_lead.led_apart(data, tree.state)
    assert shaped is not None and headed
    pattern = cued(source, re.IGNORECASE)
    assert isinstance(pattern, Cued) and pattern.cues is not None and isinstance(pattern._low, HeadedTwin)
    texts = ["Стол сказал", "и СТОЛ ответил", "x стол", "Болван", "ok. Стол!", "потом стол", "  Был на столе, всё",
             "Я тут", "а я", "стол стол", "", "Лежала на столе. Стол — нет. и stol"]
    for text in texts:
        assert _starts(pattern._low, text.lower()) == _starts(pattern.compiled, text), text
        for args in ((), (0,), (1,), (0, 3), (2, len(text))):
            assert _same(pattern.search(text, *args), pattern.compiled.search(text, *args)), (text, args)
            assert _all(pattern.finditer(text, *args)) == _all(pattern.compiled.finditer(text, *args)), (text, args)
            assert pattern.findall(text, *args) == pattern.compiled.findall(text, *args), (text, args)
        assert pattern.sub("*", text) == pattern.compiled.sub("*", text), text
    multiline = sre_parse.parse(source, re.IGNORECASE | re.MULTILINE)
    assert cue_lead.led_apart(cue_twins._fold(multiline.data), multiline.state) == (None, False)


def test_each_match_through_the_twin_is_finditer() -> None:
    """The matches found one by one from where the twin next matches are finditer's, empty matches too (after an
    empty match finditer's next may not be empty at the same place), from a place and inside a window."""
    texts = ["Пас, ПАС и пас", "xXx пас", "", "пасПАС", "Партнёр сказал пас, я — контра. Пас!"]
    for source in (r"\b(?:пас)?", r"x*", r"(?=ПАС)|контр\w*", r"(?<![\w])(?:пас|контра)\b", r"па|с"):
        compiled = re.compile(source, re.IGNORECASE)
        twin = folded(compiled)
        assert twin is not None
        for text in texts:
            for args in ((0,), (1,), (2, len(text) - 1)):
                found = cue_twins.each_match(compiled, twin, text, text.lower(), args)
                assert _all(found) == _all(compiled.finditer(text, *args)), (source, text, args)


def test_a_match_found_through_the_twin_is_the_patterns_own() -> None:
    """The twin only says where to look: the match returned is the compiled pattern's, groups and all."""
    pattern = cued(r"(?P<who>партн[её]р\w*)\s+(?:ещё\s+)?(?P<verb>спасовал\w*|сказал\w*)", re.IGNORECASE)
    assert isinstance(pattern, Cued)
    found = pattern.search("Потом ПАРТНЁР ещё Спасовал, а я нет")
    assert found is not None and found.re is pattern.compiled
    assert (found["who"], found["verb"]) == ("ПАРТНЁР", "Спасовал")
    assert [m.group() for m in pattern.finditer("партнер сказал; Партнёрша спасовала")] == [
        "партнер сказал", "Партнёрша спасовала"]
    assert pattern.sub("*", "Партнёр сказал пас") == "* пас"
    # empty matches: the pattern looks through the text itself
    empty = cued(r"(?:партн[её]р\w*|соперник\w*|оппонент\w*|противник\w*|болван\w*)?", re.IGNORECASE)
    assert isinstance(empty, Cued) and empty.cues == frozenset()
    assert _all(empty.finditer("Партнёр, партнер")) == _all(empty.compiled.finditer("Партнёр, партнер"))


_WORDS = st.sampled_from(["Болван", "ЗАГЛЯНУЛ", "карты", "Партнёра", "забрал", "обратно", "ПАС", "контра", "1♠",
                          "левый", "Правый", "сказал", "взятку", "Misclick", "REVOKE", "dummy", "Ⓐ", "ⓐ", "ſ", "K",
                          "İ", "ё", "Ё", "\u0301", "—", " ", ",", "."])


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS | st.text(max_size=6), max_size=25).map(" ".join), st.sampled_from(TWINNED),
       st.integers(0, 40), st.integers(0, 200))
def test_twins_agree_on_mixed_case_word_salads(text: str, named: tuple[str, Cued], pos: int, endpos: int) -> None:
    """Random salads in any case, with letters the engine folds oddly: the same answers from any window."""
    _, pattern = named
    assert _same(pattern.search(text), pattern.compiled.search(text))
    assert _same(pattern.search(text, pos, endpos), pattern.compiled.search(text, pos, endpos))
    assert pattern.findall(text, pos) == pattern.compiled.findall(text, pos)
    assert _all(pattern.finditer(text, pos, endpos)) == _all(pattern.compiled.finditer(text, pos, endpos))


def test_the_scanners_case_sensitive_patterns_are_led_by_their_letter() -> None:
    """The calls, cards and seats written in capitals or symbols (``XX``, ``SK``, ``♠K``, ``N``) are looked for at
    every story's every place; each is led by its letter, not tried at every place."""
    names = {name for name, _ in LED}
    assert {"textscan._SYMBOL_CALL_RE", "textscan._CARD_LETTER_RE", "textscan._CARD_SYMBOL_RE",
            "textscan._ABS_LETTER_RE"} <= names
    assert led_twin(re.compile(r"(?<![\w])(XX|X|P)(?![\w])")) is not None
    assert led_twin(re.compile(r"XX|X|P")) is None  # led by its letter already
    assert led_twin(re.compile(r"\bbid", re.IGNORECASE)) is None  # folded() makes its twin


@pytest.mark.parametrize(("name", "pattern"), LED, ids=[name for name, _ in LED])
def test_a_led_twin_matches_where_its_pattern_matches(name: str, pattern: Cued) -> None:
    """On the readers' texts, from the start and inside a window: every place where a match begins, and the
    cued pattern's matches are the plain one's."""
    twin = pattern._low
    assert twin is not None
    for text in [*TEXTS[::3], "XX P X", "SK ♠K K♠ пК 10♥ N E S W", "(XX)", "5XX", "контраXX"]:
        window = (len(text) // 4, len(text) * 3 // 4)
        assert _starts(twin, text) == _starts(pattern.compiled, text), (name, text)
        assert _starts(twin, text, *window) == _starts(pattern.compiled, text, *window), (name, text)
        assert _same(pattern.search(text, *window), pattern.compiled.search(text, *window)), (name, text)
        assert _all(pattern.finditer(text)) == _all(pattern.compiled.finditer(text)), (name, text)
