"""Transliteration: every common Latin spelling of a Russian word meets the Cyrillic word at one key."""

import pytest

from lawbase.search.translit import skeleton, text_to_cyrillic, to_cyrillic

SPELLINGS = [
    ("заявка", ["zayavka", "zajavka", "zaiavka"]),
    ("ход", ["hod", "khod", "xod"]),
    ("вистующего", ["vistujushhego", "vistuyushchego", "vistuyuschego"]),
    ("недостаточная", ["nedostatochnaya", "nedostatochnaja"]),
    ("информация", ["informaciya", "informatsiya", "informacija"]),
    ("фальшренонс", ["fal'shrenons", "falshrenons"]),
    ("объяснение", ["ob'yasnenie", "obyasnenie", "ob®yasnenie"]),
    ("очередь", ["ochered'", "ochered"]),
    ("недостаточный", ["nedostatochnyj", "nedostatochnyy", "nedostatochnyi"]),
    ("является", ["yavlyaetsya", "javljaetsja"]),
]


@pytest.mark.parametrize(("cyrillic", "latin"), SPELLINGS)
def test_every_spelling_has_the_cyrillic_words_skeleton(cyrillic, latin):
    assert {skeleton(word) for word in latin} == {skeleton(cyrillic)}


def test_different_words_keep_different_skeletons():
    assert skeleton("пас") != skeleton("пика")
    assert skeleton("ход") != skeleton("код")


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("nedostatochnaya", "недостаточная"),
        ("zajavka", "заявка"),
        ("vistuyushchij", "вистующий"),
        ("informaciya", "информация"),
        ("eto", "это"),
        ("yavlyaetsya", "является"),
        ("nedostatochnyy", "недостаточный"),
        # «ы» never follows a vowel: ``y`` there is «й», ``ye`` after a vowel or opening a word is «е»
        ("sleduyushchey", "следующей"),
        ("dayte", "дайте"),
        ("igrayet", "играет"),
        ("zayavleniye", "заявление"),
        ("moyey", "моей"),
        ("yeshche", "еще"),
        ("vyyasnit", "выяснит"),
    ],
)
def test_reverse_transliteration_of_common_words(latin, cyrillic):
    assert to_cyrillic(latin) == cyrillic


def test_text_transliteration_keeps_capitals_and_punctuation():
    assert text_to_cyrillic("Hod vne ocheredi!") == "Ход вне очереди!"


def test_keyboard_layout_conversion_both_ways():
    from lawbase.search.translit import layout_to_english, layout_to_russian

    assert layout_to_russian("inhfa") == "штраф"
    assert layout_to_english("кумщлу") == "revoke"


@pytest.mark.parametrize("latin, cyrillic", [
    ("tschto", "что"),  # German ``tsch`` for «ч»
    ("wsö", "всё"),  # ``ö`` for «ё»
    ("hoditj", "ходить"),  # a final ``j`` after a consonant is the soft sign
    ("otscheredj", "очередь"),
    ("schtrafnaja", "штрафная"),  # ``sch`` before a consonant is «ш»
])
def test_german_style_spellings_meet_the_cyrillic_word(latin, cyrillic):
    """Russian typed by people who learned to write it in Germany: the same key as the book's word, and a
    readable rendering for the situation reader."""
    assert skeleton(latin) == skeleton(cyrillic)
    assert to_cyrillic(latin) == cyrillic


def test_soft_j_and_sch_rules_keep_what_they_must():
    """«й» after a vowel stays (``svoj``, ``boj``), and «щ» before a vowel or «н» stays (``pomoschnik``)."""
    assert to_cyrillic("svoj") == "свой" and to_cyrillic("boj") == "бой"
    assert to_cyrillic("pomoschnik") == "помощник" and to_cyrillic("schit") == "щит"


@pytest.mark.parametrize(("latin", "cyrillic"), [
    ("skolko", "сколько"), ("tolko", "только"), ("sudyu", "судью"), ("sudju", "судью"), ("nelzya", "нельзя"),
])
def test_a_common_word_whose_soft_sign_the_latin_spelling_drops_gets_it_back(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


def test_a_word_with_no_soft_sign_keeps_none() -> None:
    assert to_cyrillic("polka") == "полка"


def test_the_director_called_in_latin_letters_meets_the_lexicons_trigger() -> None:
    from lawbase.search.concepts import match

    assert any(m.id == "call_director" and m.trigger != "~words" for m in match("pozvali sudyu"))


@pytest.mark.parametrize(("latin", "cyrillic"), [("jego", "его"), ("igrajem", "играем"), ("shtrafnyje", "штрафные"),
                                                 ("novyje", "новые"), ("podjezd", "подъезд")])
def test_je_is_the_letter_e_to_the_key(latin: str, cyrillic: str) -> None:
    """«е» typed ``je`` (Polish and Czech habits, older schemes) meets the Cyrillic word's key."""
    assert skeleton(latin) == skeleton(cyrillic)


@pytest.mark.parametrize(("latin", "cyrillic"), [("jego", "его"), ("igrajem", "играем"), ("shtrafnyje", "штрафные"),
                                                 ("vyigrajesh", "выиграеш")])
def test_je_after_a_vowel_or_opening_a_word_is_rendered_e(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


def test_je_after_a_consonant_keeps_its_j() -> None:
    assert to_cyrillic("podjezd") == "подйезд"  # «подъезд»: the same key; no rule can tell «ъ» from «ь» there
