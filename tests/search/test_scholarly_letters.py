"""Russian typed in scholarly Latin letters (ISO 9, GOST 7.79, the linguists' and the Library of Congress schemes:
``š``, ``č``, ``ž``, ``ŝ``, ``ë``, ``ė``, ``û``, ``â``, ``ĭ``, ``ʹ``, ``ʺ``, the tie bar) reads as the common Latin
spelling does (``lawbase.search.normalize.from_scholarly_letters``): in search, where ``clean`` puts it the common
way, and in the situation reader, which reads /ask's and the wizard's texts."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.situation import read, search
from lawbase.search.normalize import clean, from_scholarly_letters, tokens

# each pair: a text in scholarly letters, and the same text as the common Latin spelling types it
PAIRS = [
    ("razygryvajuščij", "razygryvajushchij"),
    ("Ščët", "Shchet"),
    ("sudʹja skazal", "sud'ja skazal"),
    ("partnër narušitelja", "partner narushitelja"),
    ("ėto zakonno?", "eto zakonno?"),
    ("obʺjavil", "objavil"),
    ("vistuûŝij", "vistujushchij"),
    ("â pasoval", "ja pasoval"),
    ("moĭ hod", "moj hod"),
    ("i͡a zaklûčil", "ia zakljuchil"),
    ("Žena ŽDËT", "Zhena ZhDET"),
]


@pytest.mark.parametrize(("scholarly", "common"), PAIRS)
def test_scholarly_letters_become_the_common_spelling(scholarly: str, common: str) -> None:
    assert from_scholarly_letters(scholarly) == common


@pytest.mark.parametrize("text", ["", "the defender revoked", "разыгрывающий отказался", "vistujushchij", "♠K 1БК"])
def test_a_text_without_them_is_the_same_object(text: str) -> None:
    assert from_scholarly_letters(text) is text


def test_an_english_cafe_is_only_unaccented() -> None:
    assert from_scholarly_letters("a café at the Noël tournament") == "a cafe at the Noel tournament"


@pytest.mark.parametrize(("scholarly", "common"), PAIRS)
def test_the_query_path_cuts_both_into_the_same_words(scholarly: str, common: str) -> None:
    assert tokens(clean(scholarly)) == tokens(clean(common))


@pytest.mark.parametrize(("scholarly", "common"), [
    ("vistujuščij sygral ran'še svoego partnëra", "vistujushchij sygral ran'she svoego partnera"),
    ("razygryvajuščij nazval kartu so stola, a ee tam net", "razygryvajushchij nazval kartu so stola, a ee tam net"),
    ("čto takoe fal'šrenons", "chto takoe fal'shrenons"),
    ("sudʹja, ėto nedostatočnoe naznačenie?", "sud'ja, eto nedostatochnoe naznachenie?"),
])
def test_search_ranks_a_scholarly_query_as_its_common_spelling(scholarly: str, common: str) -> None:
    """What /search runs (the situation reader, then the search): the same passages with the same scores."""
    found = [(hit.ref, round(hit.score, 6)) for hit in search(scholarly).hits]
    assert found and found == [(hit.ref, round(hit.score, 6)) for hit in search(common).hits]


def test_the_situation_reader_reads_scholarly_letters_as_the_common_spelling() -> None:
    scholarly = read("vistujuščij pokazal kartu, a razygryvajuščij trebuet ee sygrat'")
    common = read("vistujushchij pokazal kartu, a razygryvajushchij trebuet ee sygrat'")
    assert scholarly.concepts and scholarly.concepts == common.concepts


_SCHOLARLY = "žŽčČšŠŝŜëËėĖèÈéÉûÛâÂĭĬʹʺ\u0360\u0361\ufe20\ufe21"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(_SCHOLARLY) + list("abcz ,'?ё1")), max_size=40))
def test_none_is_left_and_a_second_pass_changes_nothing(text: str) -> None:
    once = from_scholarly_letters(text)
    assert not set(once) & set(_SCHOLARLY)
    assert from_scholarly_letters(once) == once
