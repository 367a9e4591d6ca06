"""/ruling-online (/решение-онлайн) and the wizard's online rulings through the real CommandTree (harness), in
English and Russian: a second command because /ruling is near Discord's 8000-character limit; each of the seven
online types (issue 11) ruled from typed options and reached through /ruling wizard."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from harness import EPHEMERAL, dispatch, opt, slash, sub
from ruling_helpers import answer, flags, labels, text_of, valid

from bot.config import Config
from bot.discord.sync import dry_run
from engine.kinds import KINDS

BOOL, INT = 5, 4
ONLINE = {"misclick", "hesitation", "misexplanation", "claim-decision", "score-dispute", "matter", "adjusted-score"}
PLAY = [opt("board", 3, INT), opt("contract", "4S"), opt("declarer", "S")]

# (subcommand, options, words the ruling must contain) — one happy path per subcommand
HAPPY = [
    ("misclick", [opt("by", "W"), opt("call", "2H"), opt("intended", "2S"), opt("board", 1, INT),
                  opt("auction", "1H P P"), opt("inadvertent", True, BOOL), opt("without_pause", True, BOOL)],
     "Law 25A"),
    ("hesitation", [opt("informant", "S"), opt("board", 3, INT), opt("auction", "1S P 2S P 3S P"), opt("action", "4S"),
                    opt("ui", True, BOOL), opt("alternatives", True, BOOL), opt("suggested", True, BOOL),
                    opt("damage", False, BOOL)], "Law 16A"),
    ("misexplanation", [opt("by", "S"), opt("what", "wrong_explanation"), opt("found", "after_play"),
                        opt("board", 3, INT), opt("auction", "1NT P 2C P"), opt("call", "2C"),
                        opt("finding", "misinformation")], "Law 21B3"),
    ("claim-decision", [opt("by", "S"), opt("tricks_played", 8, INT), opt("declarer_tricks", 6, INT),
                        opt("claimed", 5, INT), *PLAY, opt("awarded", 4, INT)], "Law 70"),
    ("score-dispute", [opt("what", "tricks"), *PLAY, opt("ns_says", 10, INT), opt("ew_says", 9, INT),
                       opt("mixed_by", "W")], "Law 66D"),
    ("matter", [opt("matter", "fouled_board"), opt("board", 3, INT)], "Law 87"),
    ("adjusted-score", [opt("offending_side", "NS"), opt("result_contract", "3S"), opt("board", 3, INT),
                        opt("result_declarer", "N"), opt("result_tricks", 9, INT)], "Law 12C2"),
]


@pytest.fixture(scope="module")
def payload() -> list[dict[str, Any]]:
    return asyncio.run(dry_run(Config()))


def test_online_rulings_are_their_own_command_with_a_russian_name(payload: list[dict[str, Any]]) -> None:
    """Discord's rules for a localized name: lower case, no spaces, at most 32 characters."""
    online = next(c for c in payload if c["name"] == "ruling-online")
    ruling = next(c for c in payload if c["name"] == "ruling")
    assert online["name_localizations"] == {"ru": "решение-онлайн"}
    assert {o["name"] for o in online["options"]} == ONLINE
    assert not ONLINE & {o["name"] for o in ruling["options"]}
    for item in online["options"]:
        ru = item["name_localizations"]["ru"]
        assert ru == ru.lower() and " " not in ru and len(ru) <= 32


def test_every_online_type_names_its_command() -> None:
    assert {k.command for k in KINDS.values() if k.group == "ruling-online"} == ONLINE


@pytest.mark.parametrize(("name", "options", "law"), HAPPY, ids=[h[0] for h in HAPPY])
async def test_each_online_subcommand_rules_as_an_ephemeral_draft(bot: Any, name: str, options: list,
                                                                  law: str) -> None:
    out = valid(await dispatch(bot, slash("ruling-online", sub(name, *options))))
    assert out.responses[0]["type"] == 4 and flags(out) & EPHEMERAL
    assert law in text_of(out)
    assert {"Publish to channel", "Log this ruling"} <= set(labels(out))


async def test_claim_decision_in_russian_scores_the_tricks_awarded_law_70(bot: Any) -> None:
    options = [opt("by", "S"), opt("tricks_played", 8, INT), opt("declarer_tricks", 6, INT), opt("claimed", 5, INT),
               *PLAY, opt("awarded", 4, INT)]
    out = valid(await dispatch(bot, slash("ruling-online", sub("claim-decision", *options), locale="ru")))
    text = text_of(out)
    assert "Правило 70" in text and "claim_decision" not in text


async def test_a_missing_contract_is_asked_in_the_words_of_ruling_online(bot: Any) -> None:
    """A claim needs the contract (68–71): the refusal names /ruling-online's own options, in Russian."""
    options = [opt("by", "S"), opt("tricks_played", 8, INT), opt("declarer_tricks", 6, INT), opt("claimed", 5, INT),
               opt("board", 3, INT)]
    out = valid(await dispatch(bot, slash("ruling-online", sub("claim-decision", *options), locale="ru")))
    body = out.last
    text = (body.get("content") or "") + " ".join(e.get("description", "") for e in body.get("embeds", []))
    assert "«контракт»" in text and "«разыгрывающий»" in text and "«торговля»" in text


async def _wizard(bot: Any, locale: str, *values: str) -> Any:
    out = valid(await dispatch(bot, slash("ruling", sub("wizard"), locale=locale)))
    for value in values:
        out = await answer(bot, out, value, locale=locale)
    return out


async def test_wizard_reaches_a_claim_decision_after_the_whole_auction_in_english(bot: Any) -> None:
    out = await _wizard(bot, "en-US", "3", "1S", "P", "4S", "P", "P", "P", "claim_decision", "S", "8", "6", "5",
                        "contested", "no", "no", "yes", "4")
    text = text_of(out)
    assert "Law 70" in text and "Law 77" in text and "offender" not in text.lower()
    assert "unstated finesse" in text


async def test_wizard_reaches_a_hesitation_in_the_play_in_russian(bot: Any) -> None:
    out = await _wizard(bot, "ru", "3", "1S", "P", "4S", "P", "P", "P", "hesitation", "N", "hesitation")
    assert "Какой картой затем сыграл партнёр" in text_of(out)  # no call to ask once the auction is over
    out = await _wizard(bot, "ru", "3", "1S", "P", "4S", "P", "P", "P", "hesitation", "N", "hesitation", "HK",
                        "yes", "yes", "yes", "no")
    assert "Правило 16A" in text_of(out)


async def test_wizard_misclick_summary_names_the_player_in_russian(bot: Any) -> None:
    out = await _wizard(bot, "ru", "1", "1H", "P", "P", "!done", "misclick", "W")
    text = text_of(out)
    assert "Игрок: Запад" in text and "Нарушитель" not in text


async def test_help_names_ruling_online_and_explains_it(bot: Any) -> None:
    overview = text_of(valid(await dispatch(bot, slash("help"))))
    assert "/ruling-online" in overview
    detail = text_of(valid(await dispatch(bot, slash("help", opt("command", "ruling-online"), locale="ru"))))
    assert detail.startswith("Справка: /решение-онлайн") and "/решение-онлайн другое" in detail


async def test_adjusted_score_with_the_other_tables_gives_matchpoints_law_78a(bot: Any) -> None:
    """12C2 then 78A: the other tables' NS scores typed in one option; each side's matchpoints."""
    options = [opt("offending_side", "NS"), opt("result_contract", "3S"), opt("board", 3, INT),
               opt("result_declarer", "N"), opt("result_tricks", 9, INT), opt("offending_contract", "4SX"),
               opt("offending_declarer", "N"), opt("offending_tricks", 10, INT), opt("scores", "620, 650 -100")]
    text = text_of(valid(await dispatch(bot, slash("ruling-online", sub("adjusted-score", *options)))))
    assert "Law 78A" in text and "4 of 6 matchpoints" in text and "2 of 6 matchpoints" in text
    assert "Offending side: North–South" in text and "Nobody has committed" not in text


async def test_a_score_that_is_no_score_is_refused_in_words(bot: Any) -> None:
    options = [opt("offending_side", "NS"), opt("result_contract", "3S"), opt("board", 3, INT),
               opt("result_declarer", "N"), opt("result_tricks", 9, INT), opt("scores", "620 655")]
    out = valid(await dispatch(bot, slash("ruling-online", sub("adjusted-score", *options), locale="ru")))
    body = out.last
    text = (body.get("content") or "") + " ".join(e.get("description", "") for e in body.get("embeds", []))
    assert "655" in text and "Traceback" not in text and "bad_score" not in text


async def test_score_dispute_checks_the_score_entered_law_77(bot: Any) -> None:
    options = [opt("what", "score"), *PLAY, opt("tricks", 11, INT), opt("recorded", 420, INT)]
    text = text_of(valid(await dispatch(bot, slash("ruling-online", sub("score-dispute", *options)))))
    assert "is wrong: it should be +450" in text


async def test_ruling_online_over_the_console_in_russian_law_25a() -> None:
    """The console parses /ruling-online like any command (Russian names too): a misclick corrected at once."""
    from bot.console import Console, Who
    from bot.framework import load_commands

    console = Console(Config(), who=Who(lang="ru", director=True), registry=load_commands())
    text = await console.answer('/ruling-online misclick by:W call:2H intended:2S board:1 auction:"1H P P" '
                                "inadvertent:true without_pause:true")
    assert "Правило 25A" in text and "2♠" in text
    claim = await console.answer("/решение-онлайн претензия-решение кто:S сыграно:8 у-разыгрывающего:6 заявлено:5 "
                                 "сдача:3 контракт:4S разыгрывающий:S присуждено:4")
    assert "Правило 70" in claim
