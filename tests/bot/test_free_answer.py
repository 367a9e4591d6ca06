"""A reply's free action (an answer typed instead of clicked), with commands registered just for the test:
on Discord the "Type…" button answers with a modal (type 9, valid for Discord's schema), whose submit (type 5)
runs the action with the typed text as its last argument; on the console, a line that is neither a listed choice
number nor a slash command runs it. Both languages; only the invoker may type; errors are private."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
import pytest_asyncio
from harness import EPHEMERAL, click, dispatch, find_component, make_bot, modal_submit, slash
from schemas import assert_valid_message, assert_valid_response

from bot.config import Config
from bot.console import Console, Who
from bot.errors import UserError
from bot.framework import Action, Button, Context, Reply, action, command
from bot.framework.registry import Registry
from bot.render.custom_ids import MODAL_RE, TYPE_RE
from bot.render.embeds import to_discord

REG = Registry()


@command("ask", registry=REG)
async def ask(ctx: Context) -> Reply:
    return Reply(title="Q" * 60, description="say a word", ephemeral=True,
                 components=[Button("yes", Action("t.said", ("k", "yes"), owner_only=True)),
                             Button("no", Action("t.said", ("k", "no"), owner_only=True))],
                 free_action=Action("t.said", ("k",), owner_only=True), free_prompt="P" * 60,
                 free_placeholder="e.g. maybe")


@command("plain", registry=REG)
async def plain(ctx: Context) -> Reply:
    return Reply(description="typed: none", free_action=Action("t.said", ("p",)))


@command("longask", registry=REG)
async def longask(ctx: Context) -> Reply:
    return Reply(description="long", free_action=Action("t.said", ("k" * 150,), owner_only=True))


@action("t.said", registry=REG)
async def said(ctx: Context, key: str, word: str) -> Reply:
    if word == "bad":
        raise UserError("free_empty")
    return Reply(description=f"said {word} ({key})", update=True, ephemeral=True,
                 free_action=Action("t.said", (key,), owner_only=True))


@pytest_asyncio.fixture
async def fbot(store: Any) -> Any:
    b = await make_bot(store, Config(), REG)
    yield b
    await b.close()


def valid(out: Any) -> Any:
    for body in out.responses:
        assert_valid_response(body)
    for body in out.followups:
        assert_valid_message(body)
    return out


def description(out: Any) -> str:
    return (out.last.get("embeds") or [{}])[0].get("description", "")


def type_button(out: Any, label: str = "Type…") -> dict[str, Any]:
    return find_component(out.last, lambda c: c.get("label") == label)


async def open_modal(bot: Any, out: Any, label: str = "Type…", **kw: Any) -> Any:
    opened = valid(await dispatch(bot, click(out, type_button(out, label)["custom_id"], **kw)))
    assert [r["type"] for r in opened.responses] == [9], opened.responses  # the modal is the first response
    return opened


async def test_type_button_opens_a_modal_valid_for_discord_and_its_submit_runs_the_action(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("ask")))
    button = type_button(out)
    assert button["style"] == 1 and TYPE_RE.fullmatch(button["custom_id"]) and len(button["custom_id"]) <= 100
    labels = [c["label"] for row in out.last["components"] for c in row["components"]]
    assert labels == ["yes", "no", "Type…"]  # after the reply's own components
    opened = await open_modal(fbot, out)
    modal = opened.responses[0]["data"]
    assert MODAL_RE.fullmatch(modal["custom_id"]) and len(modal["custom_id"]) <= 100
    assert len(modal["title"]) <= 45 and modal["title"].startswith("QQQ") and modal["title"].endswith("…")
    (label,) = modal["components"]
    assert label["type"] == 18 and len(label["label"]) == 45 and label["component"]["type"] == 4
    assert label["component"]["placeholder"] == "e.g. maybe" and label["component"]["required"] is True
    done = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "  maybe  ")))
    assert done.responses[0]["type"] == 7  # update=True edits the message the button was on
    assert description(done) == "said maybe (k)"


async def test_a_long_free_action_is_parked_and_both_custom_ids_stay_within_100(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("longask")))
    assert len(type_button(out)["custom_id"]) <= 100 and "@" in type_button(out)["custom_id"]
    modal = (await open_modal(fbot, out)).responses[0]["data"]
    assert len(modal["custom_id"]) <= 100
    done = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "ok")))
    assert description(done) == f"said ok ({'k' * 150})"


async def test_legacy_action_row_layout_of_the_submit_is_read_too(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("ask")))
    modal = (await open_modal(fbot, out)).responses[0]["data"]
    done = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "why", layout="row")))
    assert description(done) == "said why (k)"


async def test_type_button_and_modal_in_russian(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("plain", locale="ru")))
    opened = await open_modal(fbot, out, "Ввести…", locale="ru")
    modal = opened.responses[0]["data"]
    assert modal["title"] == "Ваш ответ" and modal["components"][0]["label"] == "Ответ"
    done = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "да", locale="ru")))
    assert description(done) == "said да (p)"


async def test_an_empty_or_refused_typed_answer_is_private_and_the_message_stays(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("ask")))
    modal = (await open_modal(fbot, out)).responses[0]["data"]
    for typed, expected in (("   ", "Type an answer first"), ("bad", "Type an answer first")):
        refused = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], typed)))
        assert refused.responses[0]["type"] == 4 and refused.responses[0]["data"]["flags"] & EPHEMERAL
        assert expected in str(refused.last) and "Traceback" not in str(refused.last)
    ru = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], " ", locale="ru")))
    assert "Сначала введите ответ" in str(ru.last)


async def test_only_the_invoker_may_type(fbot: Any) -> None:
    out = valid(await dispatch(fbot, slash("ask")))
    other = valid(await dispatch(fbot, click(out, type_button(out)["custom_id"], user_id=99)))
    assert other.responses[0]["type"] == 4 and "someone else" in str(other.last)
    modal = (await open_modal(fbot, out)).responses[0]["data"]
    forged = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "x", user_id=99)))
    assert "someone else" in str(forged.last) and "said" not in str(forged.last)


async def test_modal_words_lost_after_a_restart_fall_back_to_generic_ones(fbot: Any) -> None:
    """The button carries the action; the modal's words are parked: gone, the modal says "Your answer"."""
    out = valid(await dispatch(fbot, slash("ask")))
    button = type_button(out)
    match = TYPE_RE.fullmatch(button["custom_id"])
    assert match is not None and match["texts"]
    custom_id = button["custom_id"] = f"st:{match['owner']}::{match['action']}"  # as if the state were lost
    opened = valid(await dispatch(fbot, click(out, custom_id)))
    modal = opened.responses[0]["data"]
    assert modal["title"] == "Your answer"
    done = valid(await dispatch(fbot, modal_submit(out, modal["custom_id"], "later")))
    assert description(done) == "said later (k)"


# --- the console -----------------------------------------------------------------------------------------------
def console(lang: str = "en") -> Console:
    return Console(Config(), who=Who(lang=lang), registry=REG)


async def test_console_shows_the_typed_answer_after_the_numbered_choices() -> None:
    text = await console().answer("/ask")
    assert text.splitlines()[-3:] == ["1. yes", "2. no", "Or type: " + "P" * 60 + " (e.g. e.g. maybe)"]
    assert (await console("ru").answer("/plain")).splitlines()[-1] == "Или введите: Ответ"


async def test_console_numbers_pick_choices_other_lines_are_typed_answers() -> None:
    c = console()
    await c.answer("/ask")
    assert "said no (k)" in await c.answer("2")  # a listed choice number picks the choice
    assert "said 7 (k)" in await c.answer("7")  # a number that is no listed choice is typed
    assert "said law 27 (k)" in await c.answer("law 27")  # any line not starting with "/" is typed
    assert "said 2 (k)" in await c.answer("2")  # the last reply had no choices: 2 is typed now
    assert "typed: none" in await c.answer("/plain")  # a slash command is still a command


async def test_console_refused_typed_answer_keeps_the_question() -> None:
    c = console()
    await c.answer("/ask")
    assert "Type an answer first" in await c.answer("bad")
    assert "said no (k)" in await c.answer("2")  # the choices of the question are still there


async def test_console_without_a_free_action_refuses_unknown_numbers_as_before() -> None:
    c = console()
    assert "no choice number 3" in await c.answer("3")
    assert "Unknown command “hello”" in await c.answer("hello")
    await c.answer("/plain")
    assert "said hello (p)" in await c.answer("hello")  # the same line, typed once a reply takes typing


async def test_the_schema_check_refuses_a_modal_discord_would_refuse(fbot: Any) -> None:
    """The check the tests rely on can fail: a 46-character title or label, or no component, is rejected."""
    out = valid(await dispatch(fbot, slash("ask")))
    body = (await open_modal(fbot, out)).responses[0]
    for broken in ({"title": "T" * 46}, {"components": []},
                   {"components": [dict(body["data"]["components"][0], label="L" * 46)]}):
        with pytest.raises((jsonschema.ValidationError, AssertionError)):
            assert_valid_response({"type": 9, "data": {**body["data"], **broken}})


def test_the_type_button_packs_like_any_button_and_a_reply_without_free_action_has_none() -> None:
    five = [Button(str(i), Action("t.said", ("k", str(i)))) for i in range(5)]
    rows = to_discord(Reply(description="x", components=five, free_action=Action("t.said", ("k",))), 1, "ru").rows
    assert [len(r) for r in rows] == [5, 1] and rows[1][0]["label"] == "Ввести…"
    assert [len(r) for r in to_discord(Reply(description="x", components=five), 1).rows] == [5]
    own = to_discord(Reply(description="x", free_action=Action("t.said", ("k",)), free_label="Write"), 1).rows
    assert [c["label"] for r in own for c in r] == ["Write"]
