"""Russian typed in Latin letters is read in its Cyrillic rendering too (``situation._with_cyrillic_reading``): the
section readers are written in Cyrillic, and what only the rendering finds is added to the Latin reading."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reading_probe import concept_ids as _ids

import bot.intake.situation as situation
from bot.intake.latin_text import russian_in_latin
from bot.intake.situation import read
from lawbase.search.concepts import ConceptMatch, settled


def _latin_only(text: str, monkeypatch) -> list[str]:
    with monkeypatch.context() as patch:
        patch.setattr(situation, "russian_in_latin", lambda _text: False)
        return _ids(text)


def test_a_pass_out_of_turn_before_any_bid_is_read_from_latin_letters(monkeypatch) -> None:
    """Law 30A: a pass out of turn before anyone has bid. The rotation reader says so from the Cyrillic words."""
    text = "ya spasoval ne v svoyu ochered, nikto eshche ne zayavlyal"
    assert "pass_out_of_turn_before_any_bid" not in _latin_only(text, monkeypatch)
    assert "pass_out_of_turn_before_any_bid" in _ids(text)
    assert "pass_out_of_turn_before_any_bid" in _ids("я спасовал не в свою очередь, никто еще не заявлял")


def test_the_readings_are_merged_strongest_first(monkeypatch) -> None:
    text = "ya spasoval ne v svoyu ochered, nikto eshche ne zayavlyal"
    weights = [match.weight for match in read(text).concepts]
    assert weights == sorted(weights, reverse=True)  # strongest first, as the reader always gives them


def _merged(found: list[ConceptMatch], rendered: list[ConceptMatch], monkeypatch) -> list[str]:
    class Rendered:
        found = rendered

    monkeypatch.setattr(situation, "_facts", lambda _raw, _examples=None: Rendered)
    return [match.id for match in situation._with_cyrillic_reading("latin text", found, None)]


def test_what_only_the_rendering_finds_is_added(monkeypatch) -> None:
    found = [ConceptMatch("revoke", 1.0, "words"), ConceptMatch("dummy_rights", 0.5, "~words")]
    assert _merged(found, [ConceptMatch("revoke_establishment", 0.7, "words")], monkeypatch) == [
        "revoke", "revoke_establishment", "dummy_rights"]


def test_a_fact_the_rendering_settles_brings_its_readers_quieting(monkeypatch) -> None:
    """Law 62B1: the rendering's reader settles a defender's revoke corrected in time and quiets the general
    revoke-correction reading; the Latin words alone found only that general reading, which must not stay beside
    the fact as its equal. The Latin reading's own settled facts are kept."""
    found = [settled("pass_out_of_turn_before_any_bid"), ConceptMatch("revoke_correction", 1.0, "words")]
    rendered = [settled("revoke_corrected_defender"), ConceptMatch("dummy_rights", 0.15, "~words")]
    merged = _merged(found, rendered, monkeypatch)
    assert set(merged) == {"revoke_corrected_defender", "pass_out_of_turn_before_any_bid", "dummy_rights"}
    assert merged[-1] == "dummy_rights"  # strongest first


def test_the_rendering_is_read_for_its_concepts_only(monkeypatch) -> None:
    """The Cyrillic rendering's reading gives only its concepts: its period, searched text and table words, which
    would go unused, are not worked out (one period and one searched text per Latin-typed text)."""
    periods: list[str] = []
    searched: list[str] = []
    period, search_text = situation._period, situation._searched
    monkeypatch.setattr(situation, "_period", lambda words, *rest: periods.append(words) or period(words, *rest))
    monkeypatch.setattr(situation, "_searched", lambda raw, spans: searched.append(raw) or search_text(raw, spans))
    latin = read("ya spasoval ne v svoyu ochered, nikto eshche ne zayavlyal")
    assert "pass_out_of_turn_before_any_bid" in latin.concept_ids
    assert len(periods) == 1 and searched == [latin.text]


def test_english_and_cyrillic_texts_are_read_once(monkeypatch) -> None:
    """Only Russian in Latin letters pays for a second reading: English and Cyrillic texts never reach it."""
    def second_reading(*_args: object) -> None:
        raise AssertionError("read twice")

    monkeypatch.setattr(situation, "_with_cyrillic_reading", second_reading)
    assert "pass_out_of_turn_before_any_bid" in _ids("I passed out of turn before anyone bid")
    assert _ids("я спасовал не в свою очередь, никто еще не заявлял")


@pytest.mark.parametrize("text", [
    "mozhno li vzyat kartu obratno",
    "ya spasoval ne v svoyu ochered",
    "chto delat esli partner zabyl alert",
    "sopernik podumal dolgo i spasoval, a ego partner zayavil",
    "Kto dolzhen hodit pervym?",
    "pas vne ocheredi, eshche do otkrytiya",  # «вне» is Russian; «do» is «до» as well as English
    "on zashel ne v svoyu ochered",  # «он»
    "tschto delatj, kogda wsö uzhe sygrali",  # German-style spellings: «что», «всё»
])
def test_russian_typed_in_latin_letters_is_told_from_english(text: str) -> None:
    assert russian_in_latin(text)


@pytest.mark.parametrize("text", [
    "can I take my card back",
    "what is the penalty for a revoke",
    "partner forgot to alert, a problem?",
    "I opened 1S and LHO bid 1H",
    "what do I do if my partner led out of turn",
    "can my partner double on his own",
    "можно ли взять карту обратно",
    "dummy может спросить declarer",  # Cyrillic present: mixed, the Latin words are English
    "",
    "1S 2H X",
])
def test_english_cyrillic_and_bare_calls_are_not_russian_in_latin(text: str) -> None:
    assert not russian_in_latin(text)


def _as_written_before(text: str) -> bool:
    """The check as it was written before one C scan and ``map`` replaced its Python loops (round 25)."""
    from bot.intake.latin_text import _ENGLISH, _LATIN_WORD, _RUSSIAN_IN_LATIN

    lowered = text.lower()
    if any("\u0400" <= ch <= "\u04ff" for ch in lowered):
        return False
    words = _LATIN_WORD.findall(lowered)
    russian = sum(word in _RUSSIAN_IN_LATIN for word in words)
    return russian > 0 and russian > sum(word in _ENGLISH for word in words)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["mozhno", "li", "ne", "v", "can", "the", "I", "ochered", "Ё", "ӧ", "ѐ", "Ѐ", "ԁ",
                                 "İ", "ß", "ö", "пас", "1S", "it's", "-", " "]), max_size=12).map(" ".join)
       | st.text(max_size=60))
def test_the_check_answers_as_written_before(text: str) -> None:
    assert russian_in_latin(text) == _as_written_before(text)
