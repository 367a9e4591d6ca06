"""Russian typed the Belarusian and the Ukrainian way (Łacinka with or without its diacritics, Ukrainian Latin,
Belarusian and Ukrainian letters and words in Cyrillic) and in chat's digits and ``w``, put the Russian way
(``lawbase.search.neighbours``, data in ``lawbase/data/search_neighbours.json``): each word of the lists, each
letter rule, the texts it must leave alone, and what search and the situation reader then find."""

import json
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake.situation import read, search
from lawbase.search.neighbours import from_neighbour_spelling as respell
from lawbase.search.normalize import clean

DATA = json.loads((resources.files("lawbase") / "data" / "search_neighbours.json").read_text(encoding="utf-8"))
# a mark of each alphabet that licenses every word of its list (a letter no Russian text has)
LICENCE = {"latin": "ŭ", "cyrillic": "ў", "chat": "4to"}


def _word_cases(alphabet: str) -> list[tuple[str, str]]:
    return sorted(DATA[f"{alphabet}_words"].items())


@pytest.mark.parametrize(("typed", "russian"), _word_cases("latin"))
def test_each_latin_word_is_put_the_russian_way(typed: str, russian: str) -> None:
    assert respell(f"{LICENCE['latin']} {typed}").split(" ", 1)[1] == russian


@pytest.mark.parametrize(("typed", "russian"), _word_cases("cyrillic"))
def test_each_cyrillic_word_is_put_the_russian_way(typed: str, russian: str) -> None:
    assert respell(f"{LICENCE['cyrillic']} {typed}").split(" ", 1)[1] == russian


@pytest.mark.parametrize(("typed", "russian"), _word_cases("chat"))
def test_each_chat_word_is_put_the_russian_way(typed: str, russian: str) -> None:
    assert respell(f"4to {typed}").split(" ", 1)[1] == russian


@pytest.mark.parametrize("alphabet", ["latin", "cyrillic", "chat"])
def test_the_lists_keys_are_no_values_so_a_second_pass_changes_nothing(alphabet: str) -> None:
    words = DATA[f"{alphabet}_words"]
    assert not set(words) & {v for v in words.values() if v not in words or words[v] == v}
    assert set(DATA[f"{alphabet}_weak"]) <= set(words)


# the letter rules, in the data's order: a Belarusian or Ukrainian word the lists lack, and the Russian spelling it
# is put in
@pytest.mark.parametrize(("typed", "russian"), [
    ("kali jon hulaŭ", "kogda on gulal"),
    ("kali ja pałazhyŭ kartu", "kogda ja palazhyl kartu"),
    ("kali hulcoŭ try", "kogda gulcov try"),
    ("kali ŭ jaho", "kogda u ego"),
    ("kali praŭda", "kogda pravda"),
    ("kali sapernik spasavau", "kogda sopernik spasoval"),
    ("kali jon kantravau", "kogda on kantroval"),
    ("kali pachynajecca", "kogda nachinaetsja"),
    ("kali jon adkryvajecca", "kogda on otkryvajetsja"),
    ("kali byccio", "kogda byttjo"),
    ("kali zdać, uśnie, ńa", "kogda zdat', us'ne, n'a"),
    ("kali treba hulać", "kogda nuzhno gulat'"),
    ("kali zajavic", "kogda zajavic"),  # no sign in the word itself: left alone
    ("kali ciahnuŭ", "kogda tjagnul"),
    ("kali pahliadzieŭ", "kogda pagljadel"),
    ("kali schadzili", "kogda skhadili"),
    ("kali adkazvaŭ", "kogda otkazval"),
    ("kali pierakazaŭ", "kogda perekazal"),
    ("kali vidpovidalnist", "kogda vidpovidalnist"),  # no sign: left alone
    ("kali vistujuchych", "kogda vistujushchih"),
    ("kali dobrych", "kogda dobrych"),  # no sign: left alone
    ("kali miesca", "kogda miesca"),  # no sign: left alone
])
def test_the_latin_letter_rules(typed: str, russian: str) -> None:
    assert respell(typed) == russian


@pytest.mark.parametrize(("typed", "russian"), [
    ("партнёр сказаў", "партнёр сказал"),  # ў closing a past tense is «л»
    ("гульцоў", "гульцов"),  # «-оў» is the genitive plural «-ов»
    ("ў мяне", "у мяне"),
    ("праўда", "правда"),
    ("пагледзеў суддзя", "пагледел судья"),  # soft «дз» is «д»
    ("ляжыць на стале, шо чи", "ляжить на стале, что или"),  # «жы» is «жи», «-ць» is «-ть»
    ("пачынаецца ўсё", "пачинается усё"),
    ("чырвы ў яго", "чирвы у его"),
    ("зональність", "зональность"),
    ("розіграш", "розиграш"),
    ("їх є ґудзик", "йих е гудзик"),
    ("Іван Ўладзь", "Иван Уладь"),
])
def test_the_cyrillic_letter_rules(typed: str, russian: str) -> None:
    assert respell(typed) == russian


@pytest.mark.parametrize(("typed", "russian"), [
    ("4to takoe", "chto takoe"),
    ("o4ki za partskor", "ochki za partskor"),
    ("mojno ewe raz", "mozhno eshche raz"),
    ("uje sygral, mojno uslywat'", "uzhe sygral, mozhno uslywat'"),  # a w alone is no sign: W, West, Law
    ("wto za fal'wrenons, voobwe", "chto za fal'wrenons, voobshche"),
    ("mojno pe6kom", "mozhno peshkom"),
    ("o4ki, st. 45C4b", "ochki, st. 45C4b"),
])
def test_chat_digits_and_w(typed: str, russian: str) -> None:
    assert respell(typed) == russian


# texts with no mark, or whose marks are another language's words: the same object back
UNTOUCHED = [
    "",
    "партнёр сказал контра на мои 2 червы",
    "в мае был турнир",  # «мае» is May
    "он зараз всё понял",  # Russian «зараз»
    "заказали пиццу",
    "hod ne v svoju ochered, chto teper",  # Russian in the common Latin spelling: h is «х»
    "kto sdajot i kto v zone",
    "w swoju oczered",  # the Polish way: its own reader
    "tschto wsö",  # the German way: its own reader
    "the defender revoked, what now",
    "Kali revoked and the director came",  # a name that is a mark, in an English text
    "an ewe is a sheep",
    "the declarer said take the rest",
    "he bid 4s then 6nt, partner 4h",  # bids keep their digits
    "L45C4b misclick",  # and refs theirs
    "law 45c4b, 64A1 i 16A2",
    "пас 4♠ 6БК",
    "♠K 1NT",
    "da, konechno",  # Russian «да»
    "ja ne znaju, mozhno li",
    "Jak said no",
    "North opened 1S, East passed",
    "razygryvajushchij potreboval kartu",
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_texts_without_the_marks_stay(text: str) -> None:
    assert respell(text) == text


@pytest.mark.parametrize("text", UNTOUCHED)
def test_a_text_without_a_mark_is_the_same_object(text: str) -> None:
    if not any(word in text.lower().split() for word in ("kali", "ewe", "шо", "wto")):
        assert respell(text) is text


def test_one_mark_is_not_enough_for_a_word_that_is_also_russian() -> None:
    assert respell("в мае был турнир, шо за дела") == "в мае был турнир, что за дела"  # «мае» is May here
    assert respell("шо чи в мае") == "что или в мои"  # two marks: a Belarusian text, «мае» is «мои»


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_respelt_without_error(text: str) -> None:
    once = respell(text)
    assert isinstance(once, str)


@pytest.mark.parametrize(("typed", "russian"), [
    ("kali ja ŭzho pahliadzieŭ karty a nichoha nie skazaŭ", "kogda ja uzhe pagljadel karty a nichego ne skazal"),
    ("kali nie skazau", "kogda ne skazal"),
    ("shcho mozhe zrobyty rozyhryvaiuchyi", "chto mozhet sdelat' razygryvajushchij"),
    ("шо старше: пики чи без козыря", "что старше: пики или без козыря"),
])
def test_clean_puts_them_the_russian_way(typed: str, russian: str) -> None:
    assert clean(typed) == russian


@pytest.mark.parametrize(("text", "law"), [
    ("pas ne u svaju charhu, u charhu lievaha", "30"),
    ("suddzia pamyliŭsia z rashenniem, shto ciapier", "82"),
    ("suddia pomylyvsia z rishenniam, shcho teper robyty", "82"),
    ("мы с соперником сказали заявки одночасно, шо теперь", "33"),
    ("пока суддзя ішоў к столу, партнёр сходил", "9"),
    ("kali mozhna pamianiac zajavku, kali sapernik ne alertavau", "21"),
])
def test_search_finds_the_law_of_such_a_text(text: str, law: str) -> None:
    hits = search(text, 3).hits
    assert any(hit.ref.startswith(law) for hit in hits), [hit.ref for hit in hits]


def test_the_situation_reader_reads_the_respelt_text() -> None:
    assert "сказал" in read("партнёр сказаў контра").text
    assert "inadmissible_double" in read("partnior skazaŭ kontra na maju zajavku").concept_ids


# review 29A1: a text's one mark sent every word through the letter rules (hod → god, informaciju → informatiju,
# 2H → 2G, W → Sh, an English text with a Polish name mangled), and Russian translit words (pravilna, svoiu) were marks
@pytest.mark.parametrize(("text", "law"), [
    ("pravilna li situacija s hodom vne ocheredi", "53"),
    ("ja sdelal hod vne ocheredi i pokazal svoiu kartu", "56"),
    ("vistuiushchii sdelal hod ne v svoiu ochered, razygryvaiushchii otkazalsia", "54"),
    ("posle toho kak vistuyuschiy sdelal hod vne ocheredi, razygryvayuschiy ego prinjal", "53"),
    ("kali prinjat hod vne ocheredi", "53"),
    ("kali vistuyuschiy sdelal hod vne ocheredi", "56"),
    ("kali partner dal nesankcionirovannuju informaciju", "16A"),
    ("partner dał nesankcionirowannuju informaciju", "16A"),
    ("My partner Michał hesitated before passing, is that unauthorized information", "16A"),
    ("After Michał's hesitation his partner bid 4 hearts", "16A"),
    ("ewe vopros: W skazal 1NT, potom E 1S", "27B"),
])
def test_review_29a1_the_right_law_first(text: str, law: str) -> None:
    hits = search(text, 5).hits
    assert hits[0].ref.startswith(law), [hit.ref for hit in hits]


def test_review_29a1_one_s_own_lead_out_of_turn_is_a_lead_law() -> None:
    """«kali ja sdelal hod ne v svoju ochered»: a lead out of turn told by its maker, who does not say whether he was a
    defender or whether it was accepted: the defender's lead out of turn (56) or the general one (53, first for a bare
    lead out of turn: «pravilna li situacija s hodom vne ocheredi» above), the two tied since blind97 / blind98 joined
    the phrasings; never the auction's call out of turn (29A)."""
    hits = search("kali ja sdelal hod ne v svoju ochered", 5).hits
    assert hits[0].ref in {"56", "53"}, [hit.ref for hit in hits]
    assert "29A" not in [hit.ref for hit in hits[:3]]


@pytest.mark.parametrize(("typed", "russian"), [
    ("kali prinjat hod vne ocheredi", "kogda prinjat hod vne ocheredi"),  # hod is Russian translit «ход»
    ("kali ja skazal 2H posle 3C", "kogda ja skazal 2H posle 3C"),  # a call's suit letter
    ("kali partner dal informaciju", "kogda partner dal informaciju"),
    ("ewe vopros pro Law 16: W dolgo dumal, mojno li West", "eshche vopros pro Law 16: W dolgo dumal, mozhno li West"),
    ("kali vistuyuschiy", "kogda vistuyuschiy"),
])
def test_only_words_with_a_sign_go_through_the_letter_rules(typed: str, russian: str) -> None:
    assert respell(typed) == russian


@pytest.mark.parametrize("text", [
    "pravilna li situacija s hodom vne ocheredi",
    "ja sdelal hod vne ocheredi i pokazal svoiu kartu",
    "My partner Michał hesitated before passing, is that unauthorized information",
])
def test_russian_translit_words_are_no_marks(text: str) -> None:
    assert "god" not in respell(text) and "gesitat" not in respell(text)
