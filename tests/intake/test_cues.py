"""The cue words of :mod:`bot.intake.cues`: a cued pattern answers exactly as the plain one, on every text."""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bot.intake
from bot.intake import cues
from bot.intake.cues import Cued, cued, cues_of

ROOT = Path(__file__).resolve().parents[2]


def _cued_patterns() -> list[tuple[str, Cued]]:
    found = []
    for info in pkgutil.iter_modules(bot.intake.__path__):
        module = importlib.import_module(f"bot.intake.{info.name}")
        found += [(f"{info.name}.{name}", value) for name, value in vars(module).items() if isinstance(value, Cued)]
    return sorted(found, key=lambda item: item[0])


PATTERNS = _cued_patterns()


def _texts() -> list[str]:
    """Every seventh dev, spent-blind and reviewed text: the stories the readers are written for."""
    files = sorted((ROOT / "lawbase/data/phrasings").glob("dev_spent_*.tsv"))
    files += sorted((ROOT / "tests/intake/reviewed").glob("*.tsv"))
    lines = [line.split("\t")[0] for path in files for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    return lines[::7]


TEXTS = _texts()


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a.span(), a.groups()) == (b.span(), b.groups()) if a and b else a is b


def test_the_readers_long_patterns_are_cued() -> None:
    """The readers' costly patterns carry cues (a refactor that dropped them would slow every read)."""
    names = {name for name, pattern in PATTERNS if pattern.cues}
    assert len(names) >= 150
    assert {"missing_card._SHORT", "withdrawn._WITHDRAWN", "dummy_acts._LOOKED", "changed_call._SLIP"} <= names


@pytest.mark.parametrize(("name", "pattern"), PATTERNS, ids=[name for name, _ in PATTERNS])
def test_a_cued_pattern_finds_what_the_plain_one_finds(name: str, pattern: Cued) -> None:
    """On the readers' own texts, ``search``, ``finditer`` and ``sub`` agree with the compiled pattern."""
    plain = pattern.compiled
    for text in TEXTS:
        assert _same(pattern.search(text), plain.search(text)), (name, text)
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)], (name, text)
        assert pattern.sub("_", text) == plain.sub("_", text), (name, text)


def test_cues_are_each_alternatives_rarest_plain_letters() -> None:
    """Each alternative gives its longest required run of letters; optional parts and lookbehinds give none."""
    pattern = re.compile(r"болван\w*|на\s+(?:одну\s+)?карту|(?<!как\s)Declarer|забрал\w*\s+обратно", re.IGNORECASE)
    assert cues_of(pattern) == {"болван", "карту", "declarer", "обратно"}
    # a group of alternatives is required as a whole: one of its alternatives' cues
    assert cues_of(re.compile(r"(?:пропал|исчез)\w*\s+карт", re.IGNORECASE)) == {"пропал", "исчез"}


def test_patterns_that_need_no_letters_are_not_cued() -> None:
    """An alternative with no plain letters leaves the pattern as it is; one or two letters are a cue."""
    assert cues_of(re.compile(r"болван\w*|\w+\s+лежал", re.IGNORECASE)) == {"болван", "лежал"}
    assert cues_of(re.compile(r"болван\w*|[а-я]{3}", re.IGNORECASE)) is None
    assert cues_of(re.compile(r"болван\w*|\bих\b", re.IGNORECASE)) == {"болван", "их"}
    assert isinstance(cued(r"\b\d+\s*[а-я]", re.IGNORECASE), re.Pattern)  # short, no cue: bare (no wrapper call)
    assert isinstance(cued(r"пиков|червов|бубнов|трефов", re.IGNORECASE), Cued)  # short, but scanned at every place
    assert isinstance(cued(r"^\s*(?:болванчик|болванище|болваночка|болванушка|болванский)", re.I), re.Pattern)


def test_a_long_pattern_without_cues_is_always_run() -> None:
    pattern = cued(r"(?:болванчик|болванище|болваночка|болванушка|болванский)|[а-я]{3}\d", re.IGNORECASE)
    assert isinstance(pattern, Cued) and pattern.cues == frozenset()
    assert pattern.possible("что угодно") and pattern.search("кот5").group() == "кот5"


def test_a_text_without_a_cue_is_not_searched_and_one_with_it_is() -> None:
    pattern = cued(r"(?:заглянул|посмотрел)\s+в\s+карты\s+(?:болвана|партн[её]ра|соперника)", re.IGNORECASE)
    assert isinstance(pattern, Cued)
    assert not pattern.possible("Партнёр вышел с пиковой дамы, а я отдал туза")
    assert pattern.possible("ЗАГЛЯНУЛ В КАРТЫ БОЛВАНА")  # case does not hide a cue
    assert pattern.search("Он ЗАГЛЯНУЛ в карты болвана").group() == "ЗАГЛЯНУЛ в карты болвана"


def test_a_text_with_one_cue_of_a_way_but_not_the_others_is_not_searched() -> None:
    """Each way of matching needs all its cues: "забрал" alone does not run ``забрал\\w*\\s+обратно``."""
    pattern = cued(r"(?:забрал|вернул)\w*\s+(?:\w+\s+)?обратно|взял\w*\s+назад|переиграть", re.IGNORECASE)
    assert isinstance(pattern, Cued)
    assert cues.ways_of(pattern.compiled) == ((frozenset({"назад"}), frozenset({"взял"})),
                                              (frozenset({"обратно"}), frozenset({"забрал", "вернул"})),
                                              (frozenset({"переиграть"}),))
    assert not pattern.possible("он забрал карту, а потом назад не вернул")
    assert pattern.possible("он забрал её обратно") and pattern.possible("решили переиграть")
    assert pattern.search("Забрал карту обратно").group() == "Забрал карту обратно"


def test_letters_the_regex_engine_folds_unlike_lower_skip_the_test() -> None:
    """Case-insensitive matching pairs ``ſ`` with ``s`` and the Kelvin sign with ``k``; str.lower() does not, so a
    text holding such letters is searched without the test, and finds what the plain pattern finds."""
    pattern = cued(r"(?:misclick|mistake|mislaid)\w*\s+(?:the\s+)?(?:bid|call|card)", re.IGNORECASE)
    assert isinstance(pattern, Cued)
    for text in ("miſclick the bid", "MIſCLICK card", "mistaKe call"):  # ſ (U+017F), K (U+212A)
        assert _same(pattern.search(text), pattern.compiled.search(text))
        assert pattern.search(text) is not None


def test_only_letters_the_engine_folds_unlike_lower_are_unsafe() -> None:
    """Every code point: a letter is kept out of the cue test exactly when its lower case is not one letter, or
    when case-insensitive matching pairs it with a Latin or Cyrillic letter its lower case is not."""
    plain = re.compile(r"[\x00-\x7f\u0400-\u04ff]")
    paired = re.compile(r"[\x00-\x7f\u0400-\u04ff]", re.IGNORECASE)
    for point in range(sys.maxunicode + 1):
        letter = chr(point)
        low = letter.lower()
        folds_apart = len(low) != 1 or (paired.match(letter) is not None and plain.match(low) is None)
        assert (cues._UNSAFE.match(letter) is not None) == folds_apart, hex(point)
    assert not any(map(cues._UNSAFE.match, "óÓłŁüÜñéÉçßẞﬁΣσςДдKkЁё北"))  # (Kelvin sign: lowers to k, as it folds)


def test_a_text_with_accented_latin_letters_keeps_the_cue_test() -> None:
    """«Kraków», «Müller»: the text is lowered and its cues read, and a cued pattern still finds what the plain
    one finds."""
    text = "Defender from team Kraków had two penalty cards, Herr Müller said"
    assert cues.lowered(text) == text.lower()
    pattern = cued(r"(?:penalty|штрафн\w*)\s+(?:cards?|карт\w*)", re.IGNORECASE)
    assert isinstance(pattern, Cued)
    assert _same(pattern.search(text), pattern.compiled.search(text)) and pattern.search(text) is not None
    assert not pattern.possible("Herr Müller from Kraków said nothing")


def test_a_match_names_the_compiled_pattern() -> None:
    """``match.re`` is the compiled pattern (readers compare patterns by ``.pattern``, not by identity)."""
    pattern = cued(r"(?:судь[яиюе]|директор\w*|арбитр\w*)\s+(?:сказал|решил|велел)", re.IGNORECASE)
    found = pattern.search("судья сказал переиграть")
    assert found is not None and found.re is pattern.compiled and found.re.pattern == pattern.pattern


_WORDS = st.sampled_from(["болван", "заглянул", "карты", "партнёра", "забрал", "обратно", "пас", "контра", "1♠",
                          "левый", "правый", "сказал", "взятку", "misclick", "revoke", "dummy", "looked", "ſ", "K",
                          "İ", "ı", "ß", "ﬁ", "ᲀ", "ó", "Łódź", "Müller", "Σίσυφος", "ё", "Ё", "\u0301", "—", " ", ",",
                          "."])


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS | st.text(max_size=6), max_size=25).map(" ".join), st.sampled_from(PATTERNS))
def test_cued_and_plain_agree_on_word_salads(text: str, named: tuple[str, Cued]) -> None:
    """Random salads of the readers' words, odd letters and any Unicode: the same answers, whatever the text."""
    _, pattern = named
    assert _same(pattern.search(text), pattern.compiled.search(text))
    assert pattern.findall(text) == pattern.compiled.findall(text)


def test_the_last_text_is_remembered_whole() -> None:
    """The lower-cased form kept is always the one of the text asked about (one tuple, swapped whole)."""
    assert cues.lowered("ABC") == "abc"
    assert cues.lowered("ſ") is None
    assert cues.lowered("ABC") == "abc"
