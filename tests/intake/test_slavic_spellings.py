"""Russian typed by Slavic second-language users: Czech and Slovak letters (``ě``, ``ř``, ``ů``, and ``ch`` for «х»
in a text that writes «ч» as ``č``), the Polish soft consonants and ``ł`` (``pasować``, ``skazał``), the Serbian and
Croatian ``sudija`` and ``ija``/``iju`` for «ия»/«ию». Each is read as the Russian word it spells; English texts and
the common ASCII spelling stay as they were."""

import pytest

from bot.intake.latin_text import from_polish_spelling
from bot.intake.situation import _mended, read, search
from lawbase.search.normalize import from_scholarly_letters
from lawbase.search.translit import text_to_cyrillic, to_cyrillic


@pytest.mark.parametrize(("typed", "common"), [
    ("čto dělat", "chto delat"),
    ("partněr chodil ne v svoju očered", "partner khodil ne v svoju ochered"),  # č for «ч»: ch is «х»
    ("Chodil vistujuščij, čto dělat", "Khodil vistujushchij, chto delat"),
    ("přešel v drugoj stůl", "preshel v drugoj stul"),
])
def test_czech_letters_become_the_common_spelling(typed: str, common: str) -> None:
    assert from_scholarly_letters(typed) == common


@pytest.mark.parametrize("text", [
    "chto delat, partner khodil ne v svoju ochered",  # the common ASCII spelling: no mark, the same object
    "the chess club meets on Mondays",
    "",
])
def test_texts_without_the_letters_are_the_same_object(text: str) -> None:
    assert from_scholarly_letters(text) is text


@pytest.mark.parametrize(("typed", "common"), [
    ("chto skazal razygryvajuščij", "chto skazal razygryvajushchij"),  # ``šč`` alone: «щ», the ``ch`` stays «ч»
    ("chto skazal vistujušij, kogda žena", "chto skazal vistujushij, kogda zhena"),  # no ``č`` at all
])
def test_ch_stays_in_a_text_without_c_caron(typed: str, common: str) -> None:
    assert from_scholarly_letters(typed) == common


def test_an_english_name_is_only_unaccented() -> None:
    assert from_scholarly_letters("Dvořák played at the Brno club") == "Dvorák played at the Brno club"


@pytest.mark.parametrize(("polish", "common"), [
    ("moj partner dolżen pasować do konca torgowli", "moj partner dolzhen pasovat' do konca torgovli"),
    ("czto skazał sudja", "chto skazal sudja"),
    ("ja szczitaju czto on pasował", "ja shchitaju chto on pasoval"),
])
def test_polish_soft_consonants_and_l_stroke_are_read(polish: str, common: str) -> None:
    assert from_polish_spelling(polish) == common


@pytest.mark.parametrize("text", [
    "Łódź is a city in Poland",  # English: not Russian once respelt
    "Pan Wałęsa czy pani Kowalska",  # Polish itself
    "partner skazal pas",  # the common spelling
])
def test_other_texts_with_polish_letters_stay(text: str) -> None:
    assert from_polish_spelling(text) == text


@pytest.mark.parametrize(("latin", "cyrillic"), [
    ("informacija", "информация"), ("situacija", "ситуация"), ("komissiju", "комиссию"),
    ("sudija", "судья"), ("sudiju", "судью"),
    ("zajavlenije", "заявление"), ("moj", "мой"), ("sygral", "сыграл"),  # the common spelling as before
])
def test_ija_is_ia_in_the_cyrillic_rendering(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


@pytest.mark.parametrize("text", [
    "sudija ošibsja kogda dal rešenie",
    "sudija dal nepravil'noe rešenie, on ošibsja",
    "sudiju ne pozvali, a sudija ošibsja",
])
def test_the_director_s_error_typed_the_serbian_way_is_read(text: str) -> None:
    assert "director_error" in read(text).concept_ids


def test_a_czech_typed_lead_out_of_turn_is_read() -> None:
    text = "čto dělat, esli vistujuščij chodil ne v svoju očered?"
    assert read(text).concept_ids[0] == "lead_out_of_turn"
    assert search(text, 3).hits[0].ref.startswith("5")


def test_a_polish_typed_pass_obligation_is_read() -> None:
    text = "moj partner dolżen pasować do konca torgowli, a on skazał 3 bez kozyrja"
    assert "pass_obligation" in read(text).concept_ids
    assert "пасовать" in text_to_cyrillic(_mended(text, None))


@pytest.mark.parametrize("text", [
    "sudija skazal, čto partner dolžen pasovat",  # the director named, no error told
    "the director checked the chess boards in Brno",
])
def test_no_director_error_without_one(text: str) -> None:
    assert "director_error" not in read(text).concept_ids


def test_sudija_leaves_the_other_words_of_the_text_alone() -> None:
    # the word is read by the Cyrillic rendering, not as a Belarusian or Ukrainian mark: «da» stays «da»
    assert _mended("sudija skazal da, eto revoke", None) == "sudija skazal da, eto revoke"
    assert text_to_cyrillic("sudija skazal da") == "судья сказал да"


# review 33A1: a name with ``č`` or ``ł`` in a text typed the common ASCII way or in English respells only itself
@pytest.mark.parametrize(("typed", "common"), [
    ("Kovač skazal chto moj partner khodil ne v svoju ochered, chto delat?",
     "Kovach skazal chto moj partner khodil ne v svoju ochered, chto delat?"),
    ("My partner Kovačević changed his bid after he saw my face, which law applies?",
     "My partner Kovachević changed his bid after he saw my face, which law applies?"),
    ("Kak sčitajutsja matchpoints, esli dosku ne sygrali?", "Kak schitajutsja matchpoints, esli dosku ne sygrali?"),
])
def test_a_c_caron_name_leaves_the_common_ch_alone(typed: str, common: str) -> None:
    assert from_scholarly_letters(typed) == common


def test_a_polish_name_leaves_the_common_ch_alone() -> None:
    text = "Paweł skazal chto on ne zhdal, partner khodil ne v svoju ochered, chto delat?"
    assert "khto" not in _mended(text, None) and "okhered" not in _mended(text, None)


@pytest.mark.parametrize(("text", "right"), [
    ("Kovač skazal chto moj partner khodil ne v svoju ochered, chto delat?", "5"),
    ("Paweł skazal chto on ne zhdal, partner khodil ne v svoju ochered, chto delat?", "5"),
    ("My partner Kovačević changed his bid after he saw my face, which law applies?", "25"),
    ("Partner Kovačević changed his call after a long pause; what should the director do?", "25"),
])
def test_a_name_with_a_slavic_letter_keeps_the_story_s_law(text: str, right: str) -> None:
    assert search(text, 5).hits[0].ref.startswith(right)
