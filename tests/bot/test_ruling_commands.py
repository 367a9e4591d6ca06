"""/ruling <irregularity> through the real CommandTree (harness): each subcommand's happy path and bad input,
option buttons that show each outcome, publish, and the log button's director check. Laws cited per case."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest
from harness import DIRECTOR_ROLE, EPHEMERAL, dispatch, opt, slash, sub
from ruling_helpers import embed, flags, labels, press, text_of, valid

BOOL, INT = 5, 4

# (subcommand, options, words the ruling must contain) — one happy path per subcommand
HAPPY = [
    ("call", [opt("by", "S"), opt("call", "1D"), opt("board", 5, INT), opt("auction", "1H P")], "Law 27"),  # 27
    ("insufficient-bid", [opt("by", "S"), opt("call", "1D"), opt("board", 5, INT), opt("auction", "1H P")],
     "Law 27A"),
    ("out-of-turn", [opt("by", "S"), opt("call", "1S"), opt("board", 1, INT)], "Law 31"),  # N deals: S is partner
    ("change-of-call", [opt("by", "N"), opt("call", "1H"), opt("new_call", "1S"), opt("inadvertent", True, BOOL),
                        opt("board", 1, INT), opt("without_pause", True, BOOL)], "Law 25A"),
    ("exposed-card", [opt("by", "E"), opt("cards", "SK"), opt("board", 1, INT)], "Law 24"),
    ("inadmissible", [opt("by", "S"), opt("call", "X"), opt("board", 1, INT), opt("auction", "1H P")], "Law 36"),
    ("above-seven", [opt("by", "E"), opt("call", "8S"), opt("board", 1, INT), opt("auction", "7H")], "Law 38"),
    ("pass-obligation", [opt("by", "S"), opt("call", "2S"), opt("obligation", "rest_of_auction"),
                         opt("board", 1, INT), opt("auction", "1H P")], "Law 37"),
    ("simultaneous", [opt("by", "S"), opt("call", "1S"), opt("with_seat", "E"), opt("with_call", "P"),
                      opt("board", 1, INT), opt("auction", "1H")], "Law 33"),
    ("after-final-pass", [opt("by", "W"), opt("call", "X"), opt("board", 1, INT), opt("auction", "1H P P P")],
     "Law 39"),
    ("lead-out-of-turn", [opt("by", "E"), opt("card", "HK"), opt("board", 1, INT), opt("contract", "4S"),
                          opt("declarer", "S")], "Law 54"),
    ("penalty-card", [opt("by", "W"), opt("cards", "D3"), opt("board", 1, INT), opt("contract", "4S"),
                      opt("declarer", "S")], "Law 50"),
    ("premature-play", [opt("by", "W"), opt("card", "C5"), opt("trick", 3, INT), opt("board", 1, INT),
                        opt("contract", "4S"), opt("declarer", "S")], "Law 57"),
    ("revoke", [opt("by", "W"), opt("trick", 5, INT), opt("established", True, BOOL), opt("board", 1, INT),
                opt("contract", "4S"), opt("declarer", "S"), opt("won_by", "W"), opt("tricks_after", 2, INT)],
     "Law 64A1"),
    ("declarer-exposed", [opt("by", "S"), opt("cards", "HA"), opt("board", 1, INT), opt("contract", "4S"),
                          opt("declarer", "S")], "Law 48"),
]


@pytest.mark.parametrize(("name", "options", "law"), HAPPY, ids=[h[0] for h in HAPPY])
async def test_each_subcommand_rules_as_an_ephemeral_draft(bot: Any, name: str, options: list, law: str) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub(name, *options))))
    assert out.responses[0]["type"] == 4 and flags(out) & EPHEMERAL
    text = text_of(out)
    assert law in text
    assert "1987" in text  # the edition banner
    assert {"Publish to channel", "Log this ruling"} <= set(labels(out))


async def test_insufficient_bid_in_russian_with_auction_table_and_quoted_law_27(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1♦"),
                                                         opt("board", 5, INT), opt("auction", "1♥ пас")),
                                          locale="ru")))
    text = text_of(out)
    assert "Нарушитель: Юг" in text
    assert "1♦*" in text and "Север" in text  # the four-column table, the irregular call starred
    assert "LHO нарушителя может принять" in text  # Law 27A quoted in Russian
    assert "Опубликовать в канале" in labels(out)


async def test_text_not_in_corpus_is_said_plainly_law_64(bot: Any) -> None:
    """Law 64's text is not in the seeds: the ruling says so instead of quoting."""
    out = valid(await dispatch(bot, slash("ruling", sub("revoke", opt("by", "W"), opt("trick", 5, INT),
                                                         opt("established", True, BOOL), opt("board", 1, INT),
                                                         opt("contract", "4S"), opt("declarer", "S"),
                                                         opt("won_by", "W"), opt("tricks_after", 1, INT)))))
    fields = {f["name"]: f["value"] for f in embed(out)["fields"]}
    assert any(name.startswith("Law 64") and "not in our corpus" in value for name, value in fields.items())


@pytest.mark.parametrize(("name", "locale", "options", "words"), [
    ("insufficient-bid", "en-US", [opt("by", "S"), opt("call", "zz"), opt("board", 5, INT)], "is not a call"),
    ("insufficient-bid", "ru", [opt("by", "S"), opt("call", "zz"), opt("board", 5, INT)], "не заявка"),
    # the auction itself must be legal: 1♣ over 1♥ is refused with its law
    ("insufficient-bid", "en-US", [opt("by", "S"), opt("call", "1D"), opt("board", 5, INT), opt("auction", "1H 1C")],
     "27"),
    ("lead-out-of-turn", "en-US", [opt("by", "E"), opt("card", "ZZ"), opt("board", 1, INT), opt("contract", "4S"),
                                   opt("declarer", "S")], "is not a card"),
    ("lead-out-of-turn", "ru", [opt("by", "E"), opt("card", "HK"), opt("board", 1, INT)], "контракт"),
])
async def test_bad_input_is_a_clear_private_localized_message(bot: Any, name: str, locale: str, options: list,
                                                              words: str) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub(name, *options), locale=locale)))
    body = out.last
    message = (body.get("content") or "") + " ".join(e.get("description", "") for e in body.get("embeds", []))
    assert flags(out) & EPHEMERAL
    assert words in message and "Traceback" not in message and "error." not in message


async def test_option_buttons_show_each_outcome_and_back_law_27(bot: Any) -> None:
    """Law 27A/27B: LHO accepts (the bid stands) or not (the offender must correct); each button shows its ruling."""
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")))))
    assert "West may choose: accept" in labels(out)
    accepted = await press(bot, out, "West may choose: accept")
    assert accepted.responses[0]["type"] == 7  # the draft is replaced in place
    assert "Law 27A" in text_of(accepted) and "stands" in text_of(accepted)
    refused = await press(bot, out, "West may choose: not accept")
    assert "Law 27B" in text_of(refused)
    assert "Back to the full ruling" in labels(refused)
    back = await press(bot, refused, "Back to the full ruling")
    assert "West may choose: accept" in labels(back)


async def test_publish_posts_the_ruling_publicly_without_buttons(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")))))
    published = await press(bot, out, "Publish to channel")
    response = published.responses[0]
    assert response["type"] == 4 and not (response["data"].get("flags") or 0) & EPHEMERAL
    assert not published.last.get("components")
    assert "Law 27" in text_of(published)


@pytest.fixture
def logged(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """Stand-in for the log engineer's ``bot.commands.log.log_ruling`` (records what it is given)."""
    calls: list[tuple] = []

    async def log_ruling(ctx: Any, case: dict, ruling: dict, *, board: Any = None, notes: str = "") -> Any:
        calls.append((ctx.user_id, case, ruling, board))
        return types.SimpleNamespace(id=len(calls))

    module = types.ModuleType("bot.commands.log")
    module.log_ruling = log_ruling  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "bot.commands.log", module)
    return calls


async def test_log_button_refuses_a_player(bot: Any, logged: list) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")))))
    refused = await press(bot, out, "Log this ruling")
    assert flags(refused) & EPHEMERAL
    assert "director" in str(refused.last).lower()
    assert logged == []


async def test_log_button_logs_for_a_director_with_the_option_taken(bot: Any, logged: list) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")),
                                          role_ids=[DIRECTOR_ROLE])))
    accepted = await press(bot, out, "West may choose: accept", role_ids=[DIRECTOR_ROLE])
    done = await press(bot, accepted, "Log this ruling", role_ids=[DIRECTOR_ROLE])
    assert "entry #1" in text_of(done) and flags(done) & EPHEMERAL
    [(_, case, ruling, board)] = logged
    assert board == 5 and case["choices"] == {"accepted": True}
    assert case["irregularity"] == {"type": "insufficient_bid", "by": "S", "call": "1D"}
    assert ruling["laws"][0] == "27A"


async def test_another_user_cannot_press_the_draft_buttons(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")))))
    other = await press(bot, out, "West may choose: accept", user_id=99)
    assert flags(other) & EPHEMERAL and "someone else" in str(other.last)


async def test_call_autocomplete_offers_calls_with_suit_symbols(bot: Any) -> None:
    out = await dispatch(bot, slash("ruling", sub("call", opt("call", "1", focused=True)), autocomplete=True))
    choices = out.responses[0]["data"]["choices"]
    assert out.responses[0]["type"] == 8 and 0 < len(choices) <= 25
    assert {"name": "1♦", "value": "1D"} in choices


async def test_ruling_group_holds_at_most_25_subcommands() -> None:
    from bot.framework import load_commands

    subs = [path for path in load_commands().commands if path[0] == "ruling"]
    assert 16 <= len(subs) <= 25


async def test_later_lead_by_declarer_gives_the_defenders_the_choice_law_55(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("lead-out-of-turn", opt("by", "S"), opt("card", "HK"),
                                                         opt("board", 1, INT), opt("contract", "4S"),
                                                         opt("declarer", "S"), opt("trick", 5, INT),
                                                         opt("correct_leader", "E")))))
    assert "Law 55A" in text_of(out) and "West may choose: accept" in labels(out)


async def test_a_slow_ruling_is_deferred_privately_and_stays_a_private_draft() -> None:
    """Past ``defer_after`` the transport defers; the draft must stay private (type 5 with the ephemeral flag)."""
    from dataclasses import replace

    from harness import make_bot

    from bot.config import Config

    bot = await make_bot(config=replace(Config(), defer_after=0.0))
    try:
        out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                             opt("board", 5, INT), opt("auction", "1H P")))))
    finally:
        await bot.close()
    assert out.responses[0]["type"] == 5 and out.responses[0]["data"]["flags"] & EPHEMERAL
    assert "Law 27A" in text_of(out)


def message_of(out: Any) -> str:
    body = out.last
    return (body.get("content") or "") + " ".join(e.get("description", "") for e in body.get("embeds", []))


PC = [opt("by", "E"), opt("cards", "HQ"), opt("board", 4, INT), opt("contract", "3NT"), opt("declarer", "S")]


async def test_penalty_card_partner_has_lead_gives_declarers_lead_options_law_50(bot: Any) -> None:
    """Law 50 (E: the 1987 lead options): a major penalty card, offender's partner to lead → declarer requires
    the suit, forbids it, or neither — one button each."""
    out = valid(await dispatch(bot, slash("ruling", sub("penalty-card", *PC, opt("partner_has_lead", True, BOOL)))))
    assert {"South may choose: require a ♥ lead", "South may choose: neither require nor forbid"} \
        <= set(labels(out))
    chosen = valid(await dispatch(bot, slash("ruling", sub("penalty-card", *PC, opt("partner_has_lead", True, BOOL),
                                                           opt("choice", "require_suit")))))
    assert "requires West to lead ♥" in text_of(chosen)


@pytest.mark.parametrize("locale", ["en-US", "ru"])
async def test_a_choice_the_laws_do_not_give_is_refused_not_ignored_law_50(bot: Any, locale: str) -> None:
    """Declarer's lead choice without the partner on lead cannot apply: a worded refusal, not a silent ruling."""
    out = valid(await dispatch(bot, slash("ruling", sub("penalty-card", *PC, opt("choice", "require_suit")),
                                          locale=locale)))
    assert flags(out) & EPHEMERAL and not out.last.get("components")
    words = ("choice", "partner_has_lead") if locale == "en-US" else ("выбор", "ход-у-партнёра")
    assert all(w in message_of(out) for w in words) and "error." not in message_of(out)


async def test_penalty_card_failure_to_play_offers_declarer_acceptance_law_52(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("penalty-card", *PC, opt("failed_to_play", "S3")))))
    assert "Law 52A" in text_of(out) and "South may choose: accept" in labels(out)


async def test_inadvertent_change_of_call_cannot_be_accepted_law_25a(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub(
        "change-of-call", opt("by", "N"), opt("call", "1C"), opt("new_call", "1D"), opt("inadvertent", True, BOOL),
        opt("board", 1, INT), opt("accepted", True, BOOL)))))
    assert "25B" in message_of(out) and "accepted" in message_of(out)


@pytest.mark.parametrize(("locale", "words"), [("en-US", "2♦ is a sufficient bid"),
                                               ("ru", "2♦ — достаточное назначение")])
async def test_a_sufficient_insufficient_bid_is_ruled_as_what_it_is_law_18c(bot: Any, locale: str, words: str) -> None:
    """Law 18C: 2♦ over 1♥ is sufficient: say so (no irregularity), as /ruling call does; no raw type codes."""
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "2D"),
                                                         opt("board", 1, INT), opt("auction", "1H P")), locale=locale)))
    text = text_of(out)
    assert words in text and "none" not in text and "«call»" not in text and '"call"' not in text
    table = embed(out)["description"].split("```")[1]
    assert "2♦" in table and "*" not in table  # a legal call is not starred as irregular


async def test_the_irregular_call_is_still_starred_law_27(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("insufficient-bid", opt("by", "S"), opt("call", "1D"),
                                                         opt("board", 5, INT), opt("auction", "1H P")))))
    assert "1♦*" in embed(out)["description"].split("```")[1]


@pytest.mark.parametrize(("options", "locale", "words"), [
    # Law 64: the transfer depends on who won the revoke trick: say which option gives it
    ([opt("by", "W"), opt("trick", 5, INT), opt("established", True, BOOL), opt("board", 3, INT),
      opt("contract", "4S"), opt("declarer", "N")], "en-US", ("won_by", "Law 64")),
    ([opt("by", "W"), opt("trick", 5, INT), opt("established", True, BOOL), opt("board", 3, INT),
      opt("contract", "4S"), opt("declarer", "N")], "ru", ("взял", "Правило 64")),
    ([opt("by", "W"), opt("trick", 5, INT), opt("established", True, BOOL), opt("board", 3, INT),
      opt("contract", "4S"), opt("declarer", "N"), opt("won_by", "E")], "en-US", ("tricks_after",)),
])
async def test_a_missing_fact_is_named_by_its_option_revoke_law_64(bot: Any, options: list, locale: str,
                                                                   words: tuple) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("revoke", *options), locale=locale)))
    message = message_of(out)
    assert all(w in message for w in words)
    assert "revoke_trick_won_by" not in message and "offending_side" not in message and "(revoke)" not in message


@pytest.mark.parametrize(("options", "locale", "words"), [
    ([opt("by", "E"), opt("card", "SK"), opt("board", 7, INT)], "ru", ("«контракт»", "«разыгрывающий»")),
    ([opt("by", "E"), opt("card", "SK"), opt("board", 7, INT)], "en-US", ("contract", "declarer")),
    ([opt("by", "E"), opt("card", "SK"), opt("board", 7, INT), opt("contract", "4S")], "ru", ("«разыгрывающий»",)),
    ([opt("by", "W"), opt("card", "SK"), opt("board", 3, INT), opt("contract", "4S"), opt("declarer", "N"),
      opt("trick", 5, INT)], "en-US", ("correct_leader", "Law 44G")),
])
async def test_a_play_ruling_without_its_facts_names_the_options_to_give(bot: Any, options: list, locale: str,
                                                                         words: tuple) -> None:
    out = valid(await dispatch(bot, slash("ruling", sub("lead-out-of-turn", *options), locale=locale)))
    message = message_of(out)
    assert all(w in message for w in words), message
    assert '"contract"' not in message and "(case)" not in message and "{" not in message


async def test_an_inadvertent_change_without_the_pause_fact_shows_both_outcomes_law_25(bot: Any,
                                                                                      logged: list) -> None:
    """Law 25A (replaced without pause: no penalty) vs 25B (otherwise): left out, the pause is not assumed."""
    out = valid(await dispatch(bot, slash("ruling", sub(
        "change-of-call", opt("by", "N"), opt("call", "1C"), opt("new_call", "1D"), opt("inadvertent", True, BOOL),
        opt("board", 1, INT)), role_ids=[DIRECTOR_ROLE])))
    text = text_of(out)
    assert "Outcomes, depending on the facts" in text and "Choices the Laws give" not in text
    assert {"If replaced at once, without pause", "If after a pause for thought"} <= set(labels(out))
    at_once = await press(bot, out, "If replaced at once, without pause", role_ids=[DIRECTOR_ROLE])
    assert "Law 25A" in text_of(at_once) and "stands without penalty" in text_of(at_once)
    paused = await press(bot, out, "If after a pause for thought", role_ids=[DIRECTOR_ROLE])
    assert "25B" in text_of(paused)
    await press(bot, at_once, "Log this ruling", role_ids=[DIRECTOR_ROLE])
    [(_, case, _, _)] = logged
    assert case["irregularity"]["without_pause"] is True and "choices" not in case  # a fact, not a decision


@pytest.mark.parametrize(("lang", "word"), [("en", "Claimer"), ("ru", "заявил")])
def test_claim_by_is_the_claimer_not_an_offender_law_68(lang: str, word: str) -> None:
    from bot.i18n import t

    text = t("cmd.ruling.claim.opt.by.desc", lang)
    assert word in text and "Offender" not in text and "Нарушитель" not in text
