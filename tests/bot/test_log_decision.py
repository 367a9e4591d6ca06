"""The log entry of a ruling logged from one of its options keeps the decision — who chose what and the
rectification that brings — as its summary, not the ruling's last statement (issue 15)."""

from __future__ import annotations

from typing import Any

from harness import DIRECTOR, GUILD_ID, dispatch, opt, slash, sub
from ruling_helpers import press, valid

from bot.commands.ruling_draft import decision_of
from bot.config import Config
from bot.framework.context import Context
from bot.render.log_view import ruling_summary
from engine.ruling import Ruling


def ctx(lang: str) -> Context:
    return Context(user_id=1, user_name="x", guild_id=1, channel_id=1, lang=lang, is_director=True, store=None,
                   config=Config(), transport="test", settings=None)


async def test_law_27b_option_logged_with_its_decision(log_bot: Any, log_store: Any) -> None:
    """27B: West does not accept the insufficient 1♦; the summary says so and what follows (the correction)."""
    out = valid(await dispatch(log_bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                            opt("board", 5, 4), opt("auction", "1H P")), **DIRECTOR)))
    chosen = await press(log_bot, out, "West may choose: not accept", **DIRECTOR)
    await press(log_bot, chosen, "Log this ruling", **DIRECTOR)
    [entry] = await log_store.list_entries(GUILD_ID)
    decision = entry.ruling["decision"]
    assert decision["who"] == "W" and decision["choice"] == {"accepted": False} and decision["steps"]
    summary_en = ruling_summary(ctx("en"), entry.ruling)
    summary_ru = ruling_summary(ctx("ru"), entry.ruling)
    assert summary_en.startswith("West may choose: not accept → ")
    last = Ruling.from_dict(entry.ruling).steps[-1]  # a logged ruling is read back at the boundary
    from bot.render.ruling import step_text

    assert summary_en.splitlines()[0] != step_text(last, "en")  # the decision, not the last statement
    assert summary_ru.startswith("Запад") and "→" in summary_ru


def test_decision_of_the_whole_ruling_is_none() -> None:
    assert decision_of(Ruling("insufficient_bid"), "") is None
