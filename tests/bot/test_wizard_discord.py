"""/ruling wizard through the real CommandTree (harness): from the first question to the ruling, ru and en;
the auction shown as it grows; answers refused privately; back and cancel; only the invoker may answer."""

from __future__ import annotations

from typing import Any

from harness import EPHEMERAL, click, dispatch, modal_submit, opt, slash, sub
from ruling_helpers import answer, button, components, flags, labels, press, text_of, valid


async def start(bot: Any, locale: str = "en-US", text: str | None = None) -> Any:
    options = [opt("text", text)] if text else []
    return valid(await dispatch(bot, slash("ruling", sub("wizard", *options), locale=locale)))


async def walk(bot: Any, out: Any, *values: str, locale: str = "en-US") -> Any:
    """Answer in turn; the clicks carry the user's locale, as Discord's do."""
    for value in values:
        out = await answer(bot, out, value, locale=locale)
        assert out.responses[0]["type"] == 7, out.last  # every answer edits the same message
    return out


async def test_wizard_from_start_to_ruling_in_english_law_27(bot: Any) -> None:
    out = await start(bot)
    assert out.responses[0]["type"] == 4 and flags(out) & EPHEMERAL
    assert "Which board?" in text_of(out)
    out = await walk(bot, out, "5", "1H", "P")
    text = text_of(out)
    assert "Board 5: dealer North, vulnerable: North–South" in text
    assert "1♥       Pass     ?" in text  # the auction as a four-column table, growing
    out = await walk(bot, out, "!done", "insufficient_bid", "S", "1D", "no", "!skip")
    ruling = text_of(out)
    assert "Law 27A" in ruling and "1♦*" in ruling
    assert "West may choose: accept" in labels(out) and "Publish to channel" in labels(out)
    accepted = await press(bot, out, "West may choose: accept")
    assert "stands" in text_of(accepted)


async def test_wizard_from_start_to_ruling_in_russian_lead_out_of_turn_law_54(bot: Any) -> None:
    out = await start(bot, "ru")
    assert "Какая сдача?" in text_of(out)
    out = await walk(bot, out, "1", "1S", "P", "P", "P", locale="ru")  # Law 17E: the auction ends by itself
    assert "Что произошло?" in text_of(out) and "Ход вне очереди" in labels(out)
    out = await walk(bot, out, "lead_out_of_turn", "1", "W", "HK", "no", "no", "!skip", locale="ru")
    ruling = text_of(out)
    assert "Нарушитель: Запад" in ruling and "54" in ruling
    assert "Опубликовать в канале" in labels(out)


async def test_wizard_cards_come_in_one_select_per_suit(bot: Any) -> None:
    out = await walk(bot, await start(bot), "3", "!done", "card_exposed_during_auction", "E")
    selects = [c for c in components(out) if c["type"] == 3]
    assert [s["placeholder"] for s in selects] == ["♠ Spades", "♥ Hearts", "♦ Diamonds", "♣ Clubs"]
    assert all(len(s["options"]) == 13 for s in selects)
    out = await walk(bot, out, "SK", "HA")
    assert "♠K ♥A" in text_of(out)
    out = await walk(bot, out, "!done", "no")
    assert "Law 24" in text_of(out)


async def test_wizard_auction_offers_only_legal_calls_law_18(bot: Any) -> None:
    out = await walk(bot, await start(bot), "5", "1NT")
    offered = [o["value"].rsplit("|", 1)[1] for c in components(out) if c["type"] == 3 for o in c["options"]]
    assert "2C" in offered and "1S" not in offered and "1NT" not in offered
    assert "Double" in labels(out) and "Redouble" not in labels(out)


async def test_wizard_offers_only_fitting_answers_and_refuses_a_stale_one_privately(bot: Any) -> None:
    """Law 18C: after 1♥ only 1♣, 1♦, 1♥ are insufficient, so only they are offered; a forged or stale click
    with a sufficient bid is refused privately and the wizard message is untouched."""
    out = await walk(bot, await start(bot), "5", "1H", "P", "!done", "insufficient_bid", "S")
    offered = [o["value"].rsplit("|", 1)[1] for c in components(out) if c["type"] == 3 for o in c["options"]]
    assert offered == ["1C", "1D", "1H"]
    select = next(c for c in components(out) if c["type"] == 3)
    forged = select["options"][0]["value"].rsplit("|", 1)[0] + "|2D"
    refused = valid(await dispatch(bot, click(out, select["custom_id"], values=[forged])))
    assert refused.responses[0]["type"] == 4 and flags(refused) & EPHEMERAL
    assert "not an insufficient bid" in str(refused.last)
    again = await answer(bot, out, "1D")  # the same question still answers
    assert "conventional" in text_of(again)  # 27B1(A): the next question


async def test_wizard_back_and_cancel(bot: Any) -> None:
    out = await walk(bot, await start(bot), "5", "1H")
    back = await press(bot, out, "Back")
    assert "1♥" not in text_of(back) and "North to call" in text_of(back)
    cancelled = await press(bot, back, "Cancel")
    assert "cancelled" in text_of(cancelled) and not cancelled.last.get("components")


async def test_wizard_without_board_number_asks_dealer_and_vulnerability(bot: Any) -> None:
    out = await walk(bot, await start(bot, "ru"), "!other", "W", "both", locale="ru")
    assert "Сдающий Запад, в зоне: Обе стороны" in text_of(out) and "заявляет Запад" in text_of(out)


async def test_only_the_invoker_may_answer(bot: Any) -> None:
    out = await start(bot)
    other = await answer(bot, out, "5", user_id=99)
    assert flags(other) & EPHEMERAL and "someone else" in str(other.last)


async def test_wizard_prefilled_from_text_skips_what_it_knows(bot: Any) -> None:
    out = await start(bot, "ru", text="партнёр сказал 1♦ после моей 1♥")
    assert "Недостаточное назначение" in text_of(out) and "партнёр" in text_of(out)
    out = await walk(bot, out, "5", "1H", "P", "!done", locale="ru")
    assert "Кто нарушил?" in text_of(out)  # the type and the call are already known
    suggested = button(out, "Юг (как вы написали)")  # N bid 1♥ on board 5, so "partner" is South
    assert suggested["style"] == 1  # primary: highlighted, but the director still presses it
    out = await walk(bot, out, "S", "no", "!skip", locale="ru")
    assert "27B" in text_of(out)


async def test_a_case_the_engine_refuses_is_explained_and_the_wizard_stays(bot: Any) -> None:
    """An established revoke at trick 1 in 1NT by North: the defenders won 6 tricks after it, so declarer cannot
    have taken 12 (Law 64 transfer, 77 score): the engine refuses the finished case. The refusal is private; the
    wizard stays and Back still works."""
    out = await walk(bot, await start(bot), "2", "2D", "3C", "!done", "revoke", "1NT", "E", "N", "1", "yes", "N",
                     "6")
    refused = await answer(bot, out, "12")
    assert refused.responses[0]["type"] == 4 and flags(refused) & EPHEMERAL
    assert "Traceback" not in str(refused.last) and "error." not in str(refused.last)
    back = await press(bot, out, "Back")
    assert back.responses[0]["type"] == 7 and "after the revoke trick" in text_of(back)


async def test_board_and_auction_can_be_typed_and_bid_selects_say_what_they_hold(bot: Any) -> None:
    """Board 27 (Law 2: South deals) and "1H P" typed: the wizard asks North's call; the low bids start at 1♠."""
    out = valid(await dispatch(bot, slash("ruling", sub("wizard", opt("board", 27, 4), opt("auction", "1H P")))))
    text = text_of(out)
    assert "Board 27: dealer South" in text and "1♥       Pass" in text and "North to call" in text
    selects = [c["placeholder"] for c in components(out) if c["type"] == 3]
    assert selects == ["Bids 1♠ – 3NT", "Bids 4♣ – 7NT"]


async def test_a_typed_illegal_auction_is_refused_with_its_law(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("wizard", opt("board", 3, 4), opt("auction", "1H 1C")),
                                          locale="ru")))
    message = (out.last.get("content") or "") + " ".join(e.get("description", "") for e in out.last.get("embeds", []))
    assert flags(out) & EPHEMERAL and "27" in message and "1♣" in message


async def test_boards_after_24_are_typed_not_paged(bot: Any) -> None:
    """Any board number may be typed ("Type…" → modal), so no "Boards 25–48…" page is offered (Law 2: 27 is
    South's deal)."""
    out = await start(bot)
    assert not any(label.startswith("Boards 25") for label in labels(out)) and labels(out)[-1] == "Type…"
    opened = valid(await dispatch(bot, click(out, button(out, "Type…")["custom_id"])))
    modal = opened.responses[0]["data"]
    assert opened.responses[0]["type"] == 9 and modal["components"][0]["label"] == "Board number"
    out = valid(await dispatch(bot, modal_submit(out, modal["custom_id"], "27")))
    assert out.responses[0]["type"] == 7 and "Board 27: dealer South" in text_of(out)


async def test_a_play_irregularity_from_text_with_contract_skips_the_auction_law_41a(bot: Any) -> None:
    """The text gives board, contract and declarer: no auction to click, no empty table, no "in turn" label;
    East (the text's offender) is suggested, never chosen; West leads first (41A), so he is not offered."""
    out = await start(bot, text="East led out of turn, contract 4S, declarer South, board 27")
    text = text_of(out)
    assert "Contract 4♠ by South" in text and "At which trick" in text and "```" not in text
    out = await walk(bot, out, "1")
    assert labels(out)[:3] == ["East (as you wrote)", "North", "South"]
    out = await walk(bot, out, "E", "SK", "no", "no", "!skip")
    assert "Offender: East" in text_of(out) and "54" in text_of(out)


async def test_an_insufficient_bid_not_known_to_be_natural_shows_both_outcomes_law_27b1a(bot: Any) -> None:
    """27B1(A) needs it "beyond doubt" that the insufficient bid was not conventional: the wizard asks, and "Don't
    know" gives both outcomes (27B1(A) / 27B2) as "if…" branches instead of stating 27B1(A) as fact."""
    out = await walk(bot, await start(bot), "5", "1H", "P", "!done", "call", "S", "1D")
    assert "conventional" in text_of(out) and "no doubt" in text_of(out)
    out = await walk(bot, out, "!skip", "no", "2D")
    ruling = text_of(out)
    assert "beyond doubt" in ruling and "27B1(A)" in ruling
    branch = next(label for label in labels(out) if "If it may have been conventional" in label)
    assert any("If beyond doubt not conventional" in label for label in labels(out))
    conventional = text_of(await press(bot, out, branch))
    assert "27B2" in conventional and "pass for the rest of the auction" in conventional
