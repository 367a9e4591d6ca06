"""bot.render: cutting, splitting, paging and component encoding keep every payload inside Discord's limits."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.reply import Action, Button, Field, Page, Reply, Select, SelectOption
from bot.render import limits
from bot.render.custom_ids import BUTTON_RE, button_id, decode_action, encode_action
from bot.render.embeds import component_rows, to_discord
from bot.render.pages import discord_pages
from bot.render.text import to_text


def test_cut_marks_the_cut() -> None:
    assert limits.cut("abcdef", 4) == "abc…" and limits.cut("abc", 4) == "abc" and limits.cut(None, 3) == ""


def test_split_prefers_paragraphs() -> None:
    text = "a" * 50 + "\n\n" + "b" * 50
    assert limits.split_text(text, 80) == ["a" * 50, "b" * 50]


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=20000), st.integers(min_value=1, max_value=4096))
def test_split_never_exceeds_the_limit_and_loses_no_words(text: str, limit: int) -> None:
    chunks = limits.split_text(text, limit)
    assert all(len(c) <= limit for c in chunks)
    assert "".join("".join(c.split()) for c in chunks) == "".join(text.split())  # only whitespace at cuts is dropped


def _embed_size(embed: dict) -> int:
    fields = sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
    return len(embed.get("title", "")) + len(embed.get("description", "")) + fields + len(
        embed.get("footer", {}).get("text", ""))


@settings(max_examples=40, deadline=None)
@given(title=st.text(max_size=400), description=st.text(max_size=12000),
       fields=st.lists(st.tuples(st.text(max_size=300), st.text(max_size=1500)), max_size=40),
       footer=st.text(max_size=2500))
def test_every_page_fits_one_embed(title: str, description: str, fields: list, footer: str) -> None:
    reply = Reply(title=title or None, description=description, fields=[Field(n, v) for n, v in fields],
                  footer=footer or None)
    message = to_discord(reply, owner=1)
    for embed in message.pages:
        assert len(embed.get("title", "")) <= limits.TITLE and len(embed.get("description", "")) <= limits.DESCRIPTION
        assert len(embed.get("fields", [])) <= limits.FIELDS and _embed_size(embed) <= limits.EMBED_TOTAL
        assert all(len(f["name"]) <= 256 and len(f["value"]) <= 1024 and f["name"] and f["value"]
                   for f in embed.get("fields", []))
        assert len(embed.get("footer", {}).get("text", "")) <= limits.FOOTER
    assert sum(len(e.get("fields", [])) for e in message.pages) == len(fields)


def test_pages_are_numbered_only_when_several() -> None:
    assert discord_pages(Reply(description="short"))[0].footer is None
    pages = discord_pages(Reply(description="x", footer="F", pages=[Page("y")]))
    assert [p.footer for p in pages] == ["F · 1/2", "F · 2/2"]


def test_custom_ids_round_trip_with_colons_and_bars() -> None:
    action = Action("law.open", ("DEF:Фальшренонс", "a|b%c"))
    cid = button_id(action, owner=42, index=3)
    match = BUTTON_RE.fullmatch(cid)
    assert match and match["owner"] == "0" and decode_action(match["action"]) == action


def test_owner_only_actions_carry_the_owner() -> None:
    cid = button_id(Action("x", (), owner_only=True), owner=42, index=0)
    assert cid.startswith("sb:42:0:")


def test_overlong_actions_are_parked_not_truncated() -> None:
    action = Action("wizard.step", ("z" * 300,))
    encoded = encode_action(action, 50)
    assert len(encoded) <= 50 and decode_action(encoded) == action


def test_buttons_pack_five_per_row_and_selects_take_a_row() -> None:
    buttons = [Button(str(i), Action("a", (str(i),))) for i in range(7)]
    select = Select("pick", tuple(SelectOption(str(i), Action("s", (str(i),))) for i in range(30)))
    rows = component_rows(Reply(components=[*buttons, select]), owner=1, max_rows=5)
    assert [len(r) for r in rows] == [5, 2, 1] and len(rows[2][0]["options"]) == 25


def test_rows_beyond_the_limit_are_dropped() -> None:
    buttons = [Button(str(i), Action("a", (str(i),))) for i in range(40)]
    assert len(component_rows(Reply(components=buttons), owner=1, max_rows=4)) == 4


def test_text_numbers_buttons_and_select_options() -> None:
    reply = Reply(title="T", description="D", fields=[Field("F", "V")], footer="Foot", components=[
        Button("one", Action("a")), Select("Pick", (SelectOption("two", Action("b"), "desc"),))])
    text, actions = to_text(reply)
    assert text == "T\nD\nF\nV\nFoot\n1. one\nPick\n2. two (desc)"
    assert [a.name for a in actions] == ["a", "b"]


def test_empty_reply_still_sends_something() -> None:
    assert to_discord(Reply(color=None), owner=1).content == "…"
