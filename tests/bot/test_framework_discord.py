"""The framework's guarantees on Discord, with commands registered just for the test (a private Registry):
the director check, defer paths, the one error handler, owner-only actions, updates, limits, groups, files.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest_asyncio
from harness import (
    DIRECTOR_ROLE,
    EPHEMERAL,
    GUILD_ID,
    PLAYER_ID,
    click,
    dispatch,
    find_component,
    make_bot,
    opt,
    slash,
    sub,
)
from schemas import assert_valid_message, assert_valid_response

from bot.config import Config
from bot.framework import Action, Attachment, Button, Context, Field, Option, Reply, Suggestion, action, command
from bot.framework.registry import Registry

REG = Registry()


@command("secret", director_only=True, registry=REG)
async def secret(ctx: Context) -> Reply:
    return Reply(description=f"director {ctx.user_id}")


@command("slow", registry=REG)
async def slow(ctx: Context) -> Reply:
    await asyncio.sleep(0.2)
    return Reply(description="slow done")


@command("heavy", defer=True, registry=REG)
async def heavy(ctx: Context) -> Reply:
    return Reply(description="heavy done")


@command("heavyfail", defer=True, registry=REG)
async def heavyfail(ctx: Context) -> Reply:
    from bot.errors import UserError

    raise UserError("not_allowed")


@command("crash", registry=REG)
async def crash(ctx: Context) -> Reply:
    raise RuntimeError("boom")


@command("huge", registry=REG)
async def huge(ctx: Context) -> Reply:
    fields = [Field("n" * 300, "v" * 1100) for _ in range(40)]
    return Reply(title="T" * 300, description=("word " * 2000), fields=fields, footer="f" * 3000)


@command("menu", registry=REG)
async def menu(ctx: Context) -> Reply:
    return Reply(description="pick", components=[
        Button("mine", Action("t.echo", ("a:b|c",), owner_only=True)),
        Button("update", Action("t.update")),
        Button("long", Action("t.echo", ("x" * 150,))),
    ])


@command("file", registry=REG)
async def file(ctx: Context) -> Reply:
    return Reply(description="see file", files=[Attachment("log.csv", b"a,b\n1,2\n")])


@command("grp", "sub", options=(Option("n", int, min_value=1, max_value=5),), registry=REG)
async def grp_sub(ctx: Context, n: int) -> Reply:
    return Reply(description=f"n={n}")


async def _broken(ctx: Context, current: str) -> list[Suggestion]:
    raise RuntimeError("autocomplete bug")


@command("auto", options=(Option("q", str, autocomplete=_broken),), registry=REG)
async def auto(ctx: Context, q: str) -> Reply:
    return Reply(description=q)


@action("t.echo", registry=REG)
async def echo(ctx: Context, text: str) -> Reply:
    return Reply(description=f"echo {text} for {ctx.user_id}", ephemeral=True)


@action("t.update", registry=REG)
async def update(ctx: Context) -> Reply:
    return Reply(description="updated", update=True)


@pytest_asyncio.fixture
async def fbot(store: Any) -> Any:
    b = await make_bot(store, Config(defer_after=0.05), REG)
    yield b
    await b.close()


def text(out: Any) -> str:
    body = out.last
    return (body.get("embeds") or [{}])[0].get("description", "") or body.get("content") or ""


def assert_valid(out: Any) -> None:
    for body in out.responses:
        assert_valid_response(body)
    for body in out.followups:
        assert_valid_message(body)


async def test_director_check_refuses_a_player(fbot: Any) -> None:
    out = await dispatch(fbot, slash("secret", role_ids=[78]))
    assert_valid(out)
    assert out.responses[0]["data"]["flags"] & EPHEMERAL and "Only a tournament director" in text(out)


async def test_director_check_refusal_is_localized(fbot: Any) -> None:
    out = await dispatch(fbot, slash("secret", locale="ru"))
    assert "только турнирный директор" in text(out)


async def test_director_by_default_role_name(fbot: Any) -> None:
    out = await dispatch(fbot, slash("secret", role_ids=[DIRECTOR_ROLE]))
    assert text(out) == f"director {PLAYER_ID}" and not out.responses[0]["data"].get("flags")


async def test_configured_director_roles_replace_the_default_names(fbot: Any, store: Any) -> None:
    store.set(GUILD_ID, director_role_ids=[78])
    assert "Only a tournament director" in text(await dispatch(fbot, slash("secret", role_ids=[DIRECTOR_ROLE])))
    assert text(await dispatch(fbot, slash("secret", role_ids=[78]))).startswith("director")


async def test_administrators_are_always_directors(fbot: Any, store: Any) -> None:
    store.set(GUILD_ID, director_role_ids=[12345])
    assert text(await dispatch(fbot, slash("secret", permissions=8))).startswith("director")


async def test_director_command_in_a_dm_is_refused(fbot: Any) -> None:
    out = await dispatch(fbot, slash("secret", guild_id=None))
    assert "only on a server" in text(out)


async def test_slow_command_is_deferred_then_followed_up(fbot: Any) -> None:
    out = await dispatch(fbot, slash("slow"))
    assert_valid(out)
    assert out.responses[0]["type"] == 5 and out.followups[0]["embeds"][0]["description"] == "slow done"


async def test_defer_true_defers_at_once(fbot: Any) -> None:
    out = await dispatch(fbot, slash("heavy"))
    assert out.responses[0]["type"] == 5 and text(out) == "heavy done"


async def test_error_after_public_defer_is_still_private(fbot: Any) -> None:
    out = await dispatch(fbot, slash("heavyfail"))
    assert out.responses[0]["type"] == 5
    assert [c.method for c in out.calls][1] == "DELETE"
    assert out.followups[-1]["flags"] & EPHEMERAL and "not allowed" in text(out)


async def test_a_crash_is_logged_and_answered_with_an_apology(fbot: Any, caplog: Any) -> None:
    with caplog.at_level(logging.ERROR):
        out = await dispatch(fbot, slash("crash"))
    assert out.responses[0]["data"]["flags"] & EPHEMERAL and "Internal error" in text(out)
    assert "boom" not in text(out) and any(r.exc_info for r in caplog.records)
    assert text(await dispatch(fbot, slash("heavy"))) == "heavy done"  # still serving


async def test_huge_reply_fits_discord_limits_and_pages(fbot: Any) -> None:
    out = await dispatch(fbot, slash("huge"))
    assert_valid(out)
    footer = out.last["embeds"][0]["footer"]["text"]
    total = int(footer.rsplit("/", 1)[1])
    assert total > 2 and footer.endswith(f"1/{total}") and len(out.last["embeds"][0]["title"]) == 256
    seen_fields = len(out.last["embeds"][0].get("fields", []))
    for page in range(2, total + 1):
        out = await dispatch(fbot, click(out, "sp:next"))
        assert_valid(out)
        assert out.last["embeds"][0]["footer"]["text"].endswith(f"{page}/{total}")
        seen_fields += len(out.last["embeds"][0].get("fields", []))
    assert seen_fields == 40  # nothing dropped, only moved to later pages
    last_next = find_component(out.last, lambda c: c.get("custom_id") == "sp:next")
    assert last_next["disabled"]


async def test_owner_only_button_refuses_others(fbot: Any) -> None:
    out = await dispatch(fbot, slash("menu"))
    assert_valid(out)
    mine = find_component(out.last, lambda c: c.get("label") == "mine")
    refused = await dispatch(fbot, click(out, mine["custom_id"], user_id=PLAYER_ID + 1))
    assert "someone else" in refused.responses[0]["data"]["content"]
    ok = await dispatch(fbot, click(out, mine["custom_id"]))
    assert text(ok) == f"echo a:b|c for {PLAYER_ID}"


async def test_long_action_args_survive_the_100_char_custom_id(fbot: Any) -> None:
    out = await dispatch(fbot, slash("menu"))
    long = find_component(out.last, lambda c: c.get("label") == "long")
    assert len(long["custom_id"]) <= 100
    assert text(await dispatch(fbot, click(out, long["custom_id"]))) == f"echo {'x' * 150} for {PLAYER_ID}"


async def test_update_action_edits_the_message(fbot: Any) -> None:
    out = await dispatch(fbot, slash("menu"))
    upd = find_component(out.last, lambda c: c.get("label") == "update")
    clicked = await dispatch(fbot, click(out, upd["custom_id"]))
    assert_valid(clicked)
    assert clicked.responses[0]["type"] == 7 and text(clicked) == "updated"


async def test_expired_action_is_a_private_message(fbot: Any) -> None:
    out = await dispatch(fbot, slash("menu"))
    find_component(out.last, lambda c: c.get("label") == "update")["custom_id"] = "sb:0:9:t.nosuch"  # old deploy
    clicked = await dispatch(fbot, click(out, "sb:0:9:t.nosuch"))
    assert clicked.responses[0]["data"]["flags"] & EPHEMERAL and "expired" in text(clicked)


async def test_group_subcommand_with_range(fbot: Any) -> None:
    out = await dispatch(fbot, slash("grp", sub("sub", opt("n", 3, 4))))
    assert text(out) == "n=3"


async def test_files_are_sent_as_attachments(fbot: Any) -> None:
    out = await dispatch(fbot, slash("file"))
    assert out.responses[0]["data"]["attachments"][0]["filename"] == "log.csv"


async def test_broken_autocomplete_answers_with_no_choices(fbot: Any) -> None:
    out = await dispatch(fbot, slash("auto", opt("q", "x", focused=True), autocomplete=True))
    assert out.responses[0] == {"type": 8, "data": {"choices": []}}


async def test_unknown_command_is_answered(fbot: Any) -> None:
    out = await dispatch(fbot, slash("vanished"))
    assert out.responses and out.responses[0]["data"]["flags"] & EPHEMERAL
