"""/deal show and /deal claim (/расклад) through the console and the real CommandTree, both languages; the
buttons open the ruling wizard prefilled from the record."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from harness import DIRECTOR, FakeStore, click, dispatch, find_component, opt, slash, sub
from schemas import assert_valid_response

from bot.config import Config
from bot.console import Console, Who

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desk"))
from deal_samples import LIN, PBN

HAS_ENDPLAY = importlib.util.find_spec("endplay") is not None


def console(lang: str = "en") -> Console:
    return Console(Config(), store=FakeStore(), who=Who(lang=lang, director=True))


def valid(out: Any) -> Any:
    for body in out.responses:
        assert_valid_response(body)
    return out


async def test_show_in_the_console_both_languages() -> None:
    en = await console().answer(f'/deal show record:"{LIN}"')
    assert "Board 7" in en and "♠ AKQ2" in en and "4♠ by South" in en and "Revoke at trick 4: North played ♦3" in en
    assert "Rule: revoke at trick 4" in en
    ru = await console("ru").answer(f"/расклад показать запись:'{PBN}'")
    assert "Сдача 7" in ru and "4♠, играет Юг" in ru and "Ренонс во взятке 4" in ru and "♣" in ru


async def test_broken_record_is_a_private_message_in_the_users_language() -> None:
    text = await console("ru").answer('/расклад показать запись:"md|1SAKQ2,SA,,|"')
    assert "сдана в записи дважды" in text and "Traceback" not in text


async def test_revoke_button_opens_the_wizard_prefilled(bot) -> None:
    out = valid(await dispatch(bot, slash("deal", sub("show", opt("record", LIN)), **DIRECTOR)))
    body = out.last
    assert "```" in body["embeds"][0]["description"] and body["embeds"][0]["title"] == "Board 7"
    button = find_component(body, lambda c: c.get("label") == "Rule: revoke at trick 4")
    wizard = valid(await dispatch(bot, click(out, button["custom_id"], **DIRECTOR)))
    text = wizard.last["embeds"][0]["description"]
    for fact in ("Contract 4♠ by South", "Irregularity: Revoke", "Trick: 4", "Card: ♦3", "Established: Yes",
                 "Revoke trick won by: West"):
        assert fact in text
    assert "later tricks" not in text  # the record stops at trick 5: the tricks after the revoke are the director's


@pytest.mark.skipif(not HAS_ENDPLAY, reason="endplay (the oracle extra) is not installed")
async def test_claim_facts_in_discord_russian(bot) -> None:
    out = valid(await dispatch(bot, slash("deal", sub("claim", opt("record", LIN), opt("by", "S"),
                                                      opt("tricks", 8, 4)), locale="ru", **DIRECTOR)))
    assert out.responses[0]["type"] == 5  # deferred: the search may take a few seconds
    assert out.responses[0]["data"]["flags"] & 64  # private: the board may still be in play at other tables
    text = out.last["embeds"][0]["description"]
    assert "Юг претендует на 8 из 8 оставшихся взяток" in text
    assert "С открытыми картами" in text and "Север–Юг берут 8" in text
    assert "Худший небрежный" in text and "решение принимает он" in text


async def test_the_hands_are_shown_privately(bot) -> None:
    """A deal posted in the channel during a session would give the board away to the tables yet to play it: every
    /deal reply that shows hands is ephemeral."""
    out = valid(await dispatch(bot, slash("deal", sub("show", opt("record", PBN)), **DIRECTOR)))
    assert out.responses[0]["data"]["flags"] & 64 and "♠ AKQ2" in out.last["embeds"][0]["description"]


async def test_claim_in_the_console_english() -> None:
    text = await console().answer(f'/deal claim record:"{LIN}" by:S tricks:8')
    assert "South claims 8 of the 8 tricks left." in text and "Worst careless" in text
    assert "Cards left" in text and "Rule on the claim" in text


async def test_wizard_takes_a_deal_record() -> None:
    """The wizard prefills the record's board, contract and the revoke the play shows (61A, 63A1, 64)."""
    text = await console().answer(f'/ruling wizard deal:"{LIN}"')
    for fact in ("Board 7", "Contract 4♠ by South", "Irregularity: Revoke", "Trick: 4", "Revoke trick won by: West"):
        assert fact in text
    ru = await console("ru").answer(f"/решение мастер текст:'претензия' расклад:'{PBN}'")
    assert "Сдача 7" in ru and "4♠" in ru and "Претензия" in ru


async def test_wizard_refuses_a_broken_record_in_words() -> None:
    assert "is dealt twice" in await console().answer('/ruling wizard deal:"md|1SAKQ2,SA,,|"')
