"""Memory flat (issue 13): no view is kept per reply — every component, the pager's ◀ ▶ included, is a dynamic
item routed by custom_id, and the pages live in the store, so a long law pages after a restart too."""

from __future__ import annotations

from typing import Any

from harness import EPHEMERAL, PLAYER_ID, click, dispatch, find_component, make_bot, opt, slash, sub
from ruling_helpers import answer, valid

from bot.framework.state import STATE
from bot.store import open_store


def footer(out: Any) -> str:
    return out.last["embeds"][0]["footer"]["text"]


async def test_no_view_is_stored_for_any_reply(bot: Any) -> None:
    views = bot._connection._view_store
    out = await dispatch(bot, slash("law", opt("ref", "45")))  # paged, with buttons
    out = valid(await dispatch(bot, click(out, "sp:next")))
    wizard = await dispatch(bot, slash("ruling", sub("wizard")))
    wizard = await answer(bot, wizard, "5")
    for _ in range(20):
        await dispatch(bot, slash("law", opt("ref", "27B1")))
    assert views._views == {} and not views._synced_message_views  # nothing lives on per reply
    assert views._dynamic_items  # the item classes, registered once


async def test_a_long_law_pages_after_a_restart(tmp_path: Any) -> None:
    store = open_store(tmp_path / "log.db", strict=True)
    bot = await make_bot(store)
    out = valid(await dispatch(bot, slash("law", opt("ref", "45"))))
    assert footer(out).endswith("1/2")
    counter = find_component(out.last, lambda c: c["custom_id"].startswith("sp:c:"))
    assert counter["disabled"] and counter["label"] == "1/2"
    await STATE.flush()
    STATE.forget()
    await bot.close()
    await store.aclose()
    store = open_store(tmp_path / "log.db", strict=True)
    bot = await make_bot(store)
    try:
        turned = valid(await dispatch(bot, click(out, "sp:next")))
        assert [r["type"] for r in turned.responses] == [7] and footer(turned).endswith("2/2")
        back = valid(await dispatch(bot, click(turned, "sp:prev")))
        assert footer(back).endswith("1/2")
        stranger = valid(await dispatch(bot, click(out, "sp:next", user_id=PLAYER_ID + 5)))
        assert stranger.responses[0]["data"]["flags"] & EPHEMERAL
        assert "someone else" in stranger.responses[0]["data"]["content"]
    finally:
        await STATE.flush()
        await bot.close()
        await store.aclose()
