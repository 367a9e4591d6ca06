"""``lawbase.markdown``: law text escaped for Discord's markdown renders as typed, and the console gets it back."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lawbase.markdown import has_markup, literal, unescape

_TEXT = st.text(st.sampled_from("ab (*)_~`|\\ыё\n"), max_size=40)


@given(_TEXT)
def test_unescape_gives_back_what_literal_escaped(text: str) -> None:
    assert unescape(literal(text)) == text


@given(_TEXT)
def test_every_markdown_character_of_the_text_is_escaped(text: str) -> None:
    escaped = literal(text)
    plain = escaped.replace("\\\\", "").replace("\\*", "").replace("\\_", "").replace("\\~", "")
    assert not set(plain.replace("\\`", "").replace("\\|", "")) & set("*_~`|")


def test_a_footnote_mark_is_escaped_and_plain_text_is_left_alone() -> None:
    assert literal("заявок(**), (НАКАЗАНИЕ)") == r"заявок(\*\*), (НАКАЗАНИЕ)"
    assert literal("ход вне очереди") == "ход вне очереди"


def test_has_markup_looks_only_inside_the_window() -> None:
    text = "до (*) после"
    assert has_markup(text) and has_markup(text, 3, 6)
    assert not has_markup(text, 0, 3) and not has_markup(text, 6)
