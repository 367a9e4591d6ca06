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
