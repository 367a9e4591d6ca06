"""The speller in front of the situation reader (lawbase/search/spelling.py): it mends slips of the keyboard in
words it does not know, and leaves alone every word it knows, short words and real words it has never seen."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.situation import read, search
from lawbase.search.cache import get_index
from lawbase.search.examples import Bank, Phrasing, bank
from lawbase.search.spelling import LONG_WORD, MIN_WORD, Speller, mend, speller


@dataclass(frozen=True)
class _Said:
    text: str
    group: str = "ru_sit"


def _speller(*texts: str, group: str = "ru_sit") -> Speller:
    return Speller(get_index(), [_Said(text, group) for text in texts])


def test_a_slipped_letter_in_a_common_word_is_mended() -> None:
    assert mend("партнёр заявил недостаточьную заявку") == "партнёр заявил недостаточную заявку"
    assert mend("Стэймэн") == "Стэйман"  # the spelling the phrasings use, capital kept


def test_two_neighbouring_letters_swapped_are_one_slip() -> None:
    spell = _speller("сноска", "сноска")
    assert spell.mend("снсока") == "сноска"


def test_known_words_and_their_inflections_stay() -> None:
    text = "Разыгрывающий сыграл с болвана, вистующие промолчали, а партнёр отказался от претензии"
    assert mend(text) == text


def test_real_words_nobody_wrote_are_left_alone() -> None:
    assert mend("хамство, черепаха и электричка") == "хамство, черепаха и электричка"  # the dictionary knows them


def test_short_words_are_never_changed() -> None:
    spell = _speller("пики пики пики")
    assert len("пикы") < MIN_WORD and spell.mend("пикы") == "пикы"


def test_one_edit_for_short_words_two_for_long_ones() -> None:
    spell = _speller("ренонс ренонс", "недостаточная недостаточная")
    assert len("рненос") < LONG_WORD and spell.mend("рненос") == "рненос"  # two edits from "ренонс": too far
    assert spell.mend("нидостатачная") == "недостаточная"  # a long word: two slips are still that word
    assert _speller("доиграли доиграли").mend("недоиграли") == "недоиграли"  # but two letters more are another


def test_a_particle_typed_without_its_hyphen_gets_it() -> None:
    assert mend("чтото не так") == "что-то не так"
    assert mend("ктонибудь видел") == "кто-нибудь видел"


def test_phrasings_that_write_a_particle_glued_do_not_make_it_a_word() -> None:
    """Players write "чтото" so often that a phrasing file holds it twice (a spent /ask set does): it still gets its
    hyphen; a real word that ends like a particle ("просто", "место") stays as it is."""
    spell = _speller("судья чтото сказал", "партнер чтото знал", "просто пас", "просто место")
    assert spell.mend("чтото") == "что-то"
    assert spell.mend("просто место") == "просто место"


def test_capitals_are_kept() -> None:
    spell = _speller("сноска сноска")
    assert spell.mend("СНСОКА") == "СНОСКА"
    assert spell.mend("Снсока") == "Сноска"


def test_a_glued_one_letter_preposition_is_split_unless_a_slip_explains_it_better() -> None:
    assert mend("сказал вочередь") == "сказал в очередь"
    assert mend("сиграли") == "сыграли"  # not "с играли"


def test_the_typo_group_spelling_is_not_a_known_word() -> None:
    """The phrasings of the typo group are misspelt on purpose: their words teach the speller nothing."""
    assert _speller("сносак сносак", group="typo").mend("сносак") == "сносак"  # nothing near it is known
    assert _speller("сноска сноска", "сносак сносак").mend("сносак") == "сносак"  # written twice: a word of ours


def test_the_commonest_of_the_nearest_words_wins() -> None:
    assert _speller("корма", "карпа карпа карпа").mend("корпа") == "карпа"
    assert _speller("корма корма корма", "карпа").mend("корпа") == "корма"


def test_a_left_out_bank_leaves_its_words_out() -> None:
    """The benches score a dev file with a bank without it: the speller of that bank must not know its words."""
    index = get_index()
    said = [Phrasing("карпа карпа", ("1",), "a.tsv"), Phrasing("корма", ("1",), "b.tsv")]
    full = Bank(said)
    assert speller(index, full) is speller(index, full)  # one speller per (index, bank) pair
    assert speller(index, full).mend("корпа") == "карпа"
    assert speller(index, full.without("a.tsv")).mend("корпа") == "корма"  # the left-out file's words unknown


def test_the_reader_reads_the_mended_text_and_search_shows_the_typed_one() -> None:
    typed = "партнёр заявил недостаточьную заявку"
    assert "недостаточную" in read(typed).text
    assert search(typed, 3).query == typed


def test_deterministic() -> None:
    text = "вистующй зашол не в очередь с пикового корля, а разыгрывающиц промолчал"
    assert mend(text) == mend(text) == speller(get_index(), bank()).mend(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_never_raises_and_keeps_what_is_not_cyrillic(text: str) -> None:
    mended = mend(text)
    assert isinstance(mended, str)
    assert [ch for ch in mended if not ch.isalpha() and ch != " "] == [
        ch for ch in text if not ch.isalpha() and ch != " "]  # only letters (and a split's space) change


def test_warm_prepares_the_speller_of_the_shipped_bank() -> None:
    from lawbase.search import warm

    index = warm()
    assert speller(index, bank())._vocabulary is not None  # the first /search after warm() builds nothing
