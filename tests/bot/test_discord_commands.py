"""Every command of this area through the real CommandTree with raw payloads (harness), both languages.

Each response is validated against Discord's schema (``schemas.py``) so nothing we send would be refused.
"""

from __future__ import annotations

from typing import Any

import pytest
from harness import EPHEMERAL, GUILD_ID, PLAYER_ID, click, dispatch, find_component, opt, slash
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ruling_helpers import embed, flags, valid


async def test_board_reports_dealer_and_vulnerability_law_2(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("board", opt("number", 7, 4))))
    assert out.responses[0]["type"] == 4 and not flags(out) & EPHEMERAL
    fields = {f["name"]: f["value"] for f in embed(out)["fields"]}
    assert embed(out)["title"] == "Board 7" and fields == {"Dealer": "South", "Vulnerable": "both sides"}


async def test_board_in_russian_for_a_russian_client(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("board", opt("number", 8, 4), locale="ru")))
    fields = {f["name"]: f["value"] for f in embed(out)["fields"]}
    assert embed(out)["title"] == "Сдача 8" and fields["Сдающий"] == "Запад"


async def test_server_language_setting_overrides_the_client_locale(bot: Any, store: Any) -> None:
    store.set(GUILD_ID, language="ru")
    out = await dispatch(bot, slash("board", opt("number", 1, 4), locale="en-GB"))
    assert embed(out)["title"] == "Сдача 1"


async def test_score_law_77(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("score", opt("contract", "4S"), opt("vul", "none"), opt("declarer", "S"),
                                          opt("result", "="))))
    assert "+420" in embed(out)["description"]


async def test_score_without_declarer_is_a_private_localized_error(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("score", opt("contract", "4S"), opt("vul", "none"), locale="ru")))
    assert flags(out) & EPHEMERAL
    assert embed(out)["description"] == "Нужен параметр «разыгрывающий»."  # the option as the Russian client names it


async def test_bad_contract_is_a_private_message_in_each_language(bot: Any) -> None:
    for locale, word in (("en-US", "is not a contract"), ("ru", "не контракт")):
        out = valid(await dispatch(bot, slash("score", opt("contract", "9Z"), opt("vul", "none"), opt("declarer", "S"),
                                              opt("result", "="), locale=locale)))
        assert flags(out) & EPHEMERAL and word in embed(out)["description"]


async def test_imp_mp_adjusted(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("imp", opt("diff", 420, 4))))
    assert "9 IMPs" in embed(out)["description"]
    out = valid(await dispatch(bot, slash("mp", opt("scores", "420 420 -50 170"))))
    assert "top 6" in embed(out)["description"] and "83.33" in embed(out)["description"]
    out = valid(await dispatch(bot, slash("adjusted", opt("ns", "direct"), opt("ew", "none"))))
    assert "40%" in embed(out)["description"] and "60%" in embed(out)["description"]


async def test_mp_with_one_score_is_refused(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("mp", opt("scores", "420"))))
    assert flags(out) & EPHEMERAL and "at least two" in embed(out)["description"]


async def test_help_in_both_languages(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("help")))
    assert flags(out) & EPHEMERAL and "/law ref" in {f["name"] for f in embed(out)["fields"]}
    out = valid(await dispatch(bot, slash("help", locale="ru")))
    assert embed(out)["title"].startswith("судья")


async def test_law_quotes_title_text_and_footer(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "27"))))
    e = embed(out)
    assert e["title"] == "Law 27. Insufficient Bid" and "Недостаточное назначение" in e["description"]
    assert "p. 56" in e["footer"]["text"]


async def test_law_accepts_loose_spelling(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "27 b 1"), locale="ru")))
    assert embed(out)["title"].startswith("Правило 27B1.")


async def test_law_footnotes_are_shown(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "26"))))
    fields = {f["name"]: f["value"] for f in embed(out)["fields"]}
    assert fields["Footnotes"].startswith(r"(\*)")  # the book's mark, escaped: Discord shows "(*)", no italics


async def test_law_text_asterisks_are_no_markdown(bot: Any) -> None:
    """Law 20's text has several "(*)" footnote marks: on Discord each is escaped, so no two of them pair into
    italics or bold; every asterisk of the description is an escaped one."""
    out = valid(await dispatch(bot, slash("law", opt("ref", "20"))))
    description = embed(out)["description"]
    assert description.count(r"\*") >= 2
    assert description.count("*") == description.count(r"\*")


async def test_unknown_law_is_private_and_localized(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "99Z"), locale="ru")))
    assert flags(out) & EPHEMERAL and "99Z" in embed(out)["description"]


async def test_unknown_law_offers_its_nearest_refs_as_buttons(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "27D"))))
    assert flags(out) & EPHEMERAL and "27D" in embed(out)["description"]
    button = find_component(out.last, lambda c: c.get("label") == "27C")
    opened = valid(await dispatch(bot, click(out, button["custom_id"])))
    assert embed(opened)["title"].startswith("Law 27C.")


async def test_law_not_in_corpus_says_so(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "64A1"))))
    assert "not in our corpus" in embed(out)["description"]


async def test_law_cross_reference_select_opens_the_referenced_law(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "27B"))))
    select = find_component(out.last, lambda c: c["type"] == 3 and c["placeholder"].startswith("Open a referenced"))
    [option] = [o for o in select["options"] if o["label"].startswith("26 ")]
    opened = valid(await dispatch(bot, click(out, select["custom_id"], values=[option["value"]], user_id=99)))
    assert opened.responses[0]["type"] == 4 and flags(opened) & EPHEMERAL
    assert embed(opened)["title"].startswith("Law 26.")


async def test_law_parent_button_opens_the_parent(bot: Any) -> None:
    out = await dispatch(bot, slash("law", opt("ref", "27B1"), locale="ru"))
    button = find_component(out.last, lambda c: c["type"] == 2 and c["label"] == "Часть 27B")
    opened = valid(await dispatch(bot, click(out, button["custom_id"], locale="ru")))
    assert embed(opened)["title"].startswith("Правило 27B.")


async def test_long_law_is_paged_and_only_the_invoker_turns_pages(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "45"))))
    first = embed(out)
    assert first["footer"]["text"].endswith("1/2")
    next_button = find_component(out.last, lambda c: c.get("custom_id") == "sp:next")
    turned = valid(await dispatch(bot, click(out, next_button["custom_id"])))
    assert [r["type"] for r in turned.responses] == [7]
    second = turned.responses[0]["data"]["embeds"][0]
    assert second["footer"]["text"].endswith("2/2") and second["description"] != first["description"]
    stranger = valid(await dispatch(bot, click(out, "sp:next", user_id=PLAYER_ID + 5)))
    assert stranger.responses[0]["type"] == 4 and stranger.responses[0]["data"]["flags"] & EPHEMERAL
    assert "someone else" in stranger.responses[0]["data"]["content"]


@pytest.mark.parametrize(("typed", "expected"), [("27b", "27B"), ("недостат", "27"), ("", "1"), ("закон 27", "27"),
                                               ("27Б", "27B"), ("Закон 27Б1", "27B1"), ("ренонс", "63")])
async def test_law_autocomplete(bot: Any, typed: str, expected: str) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", typed, focused=True), autocomplete=True, locale="ru")))
    [resp] = out.responses
    values = [c["value"] for c in resp["data"]["choices"]]
    assert resp["type"] == 8 and 0 < len(values) <= 25 and expected in values
    assert all(1 <= len(c["name"]) <= 100 for c in resp["data"]["choices"])


async def test_law_autocomplete_of_a_word_offers_the_laws_about_it_first(bot: Any) -> None:
    """"ренонс" typed in the ref: the revoke laws (61-64), by their Russian titles, before passages that merely
    hold the word."""
    out = valid(await dispatch(bot, slash("law", opt("ref", "ренонс", focused=True), autocomplete=True, locale="ru")))
    names = [c["name"] for c in out.responses[0]["data"]["choices"]]
    assert {"61", "63", "64"} <= {name.split(" · ")[0] for name in names[:5]}
    assert "63 · Выявленный фальшренонс" in names


@pytest.mark.parametrize(("typed", "title"), [("закон 27", "Правило 27. Недостаточное назначение"),
                                              ("Закон 27Б1", "Правило 27B1."), ("правило 27", "Правило 27.")])
async def test_law_understands_the_bots_own_words(bot: Any, typed: str, title: str) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", typed), locale="ru")))
    assert embed(out)["title"].startswith(title)


async def test_law_given_a_word_offers_the_passages_about_it(bot: Any) -> None:
    """The option invites "или слово из названия": a word gets the search's best passages as buttons."""
    out = valid(await dispatch(bot, slash("law", opt("ref", "ренонс"), locale="ru")))
    e = embed(out)
    assert flags(out) & EPHEMERAL and e["title"].startswith("«ренонс» — не номер правила")
    assert "63 — Выявленный фальшренонс" in e["description"] and "Не понимаю" not in e["description"]
    button = find_component(out.last, lambda c: c.get("label", "").startswith("63 — "))
    opened = valid(await dispatch(bot, click(out, button["custom_id"], locale="ru")))
    assert embed(opened)["title"] == "Правило 63. Выявленный фальшренонс"


@pytest.mark.parametrize("typed", ["999", "94", "0"])
async def test_law_outside_1_93_says_there_is_no_such_law(bot: Any, typed: str) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", typed), locale="ru")))
    assert flags(out) & EPHEMERAL
    assert embed(out)["description"] == f"Правила {int(typed)} нет: в кодексе 1987 года правила с 1 по 93."


async def test_law_with_our_russian_title_is_marked_as_ours(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("law", opt("ref", "53"), locale="ru")))
    e = embed(out)
    assert e["title"] == "Правило 53. Принятый ход вне очереди" and "Название правила дано нами" in e["description"]
    out = valid(await dispatch(bot, slash("law", opt("ref", "62"), locale="ru")))
    e = embed(out)
    assert e["title"] == "Правило 62. Исправление фальшренонса"
    assert any("дано нами" in f["value"] for f in e["fields"])
    out = valid(await dispatch(bot, slash("law", opt("ref", "53"))))
    assert embed(out)["title"] == "Law 53. Lead Out of Turn Accepted" and "ours" not in embed(out)["description"]


async def test_numbers_in_russian_use_russian_names(bot: Any) -> None:
    """Law 77/78: С–Ю, МП, БК, seat names and "Правило" in Russian replies; no Latin NS/MP/NT."""
    out = valid(await dispatch(bot, slash("score", opt("contract", "3БК"), opt("vul", "none"), opt("declarer", "S"),
                                          opt("result", "="), locale="ru")))
    e = embed(out)
    assert e["description"].startswith("3БК, играет Юг, взяток 9 (=), в зоне: никто.")
    assert "С–Ю +400" in e["description"] and "NS" not in e["description"]
    assert e["footer"]["text"] == "Правило 77 · Международный кодекс по спортивному бриджу, 1987"
    out = valid(await dispatch(bot, slash("mp", opt("scores", "420 400"), locale="ru")))
    assert embed(out)["title"] == "Матчпойнты" and "С–Ю 420: 2 МП, 100.00 %" in embed(out)["description"]
    out = valid(await dispatch(bot, slash("adjusted", opt("ns", "direct"), opt("ew", "none"), opt("form", "teams"),
                                          locale="ru")))
    assert embed(out)["description"].splitlines()[0] == "С–Ю: среднее минус, -3 IMP (правило 12C1)"


@pytest.mark.parametrize(("diff", "words"), [(20, "is 1 IMP (Law 78B)"), (50, "is 2 IMPs (Law 78B)")])
async def test_imps_agree_with_their_number_in_english(bot: Any, diff: int, words: str) -> None:
    out = valid(await dispatch(bot, slash("imp", opt("diff", diff, 4))))
    assert words in embed(out)["description"]


async def test_search_lists_hits_and_the_select_opens_one(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("search", opt("query", "revoke"))))
    assert embed(out)["title"] == "Search: revoke" and "`62`" in embed(out)["description"]
    select = find_component(out.last, lambda c: c["type"] == 3)
    first = select["options"][0]
    ref = first["label"].split(" — ")[0]
    assert embed(out)["description"].startswith(f"**1.** `{ref}`")
    opened = valid(await dispatch(bot, click(out, select["custom_id"], values=[first["value"]])))
    expected = ref.removeprefix("DEF:") if ref.startswith("DEF:") else f"Law {ref}"  # a definition: its headword
    assert embed(opened)["title"].startswith(expected)


async def test_search_in_russian_shows_russian_titles_only(bot: Any) -> None:
    """Laws whose heading no page prints show our Russian title (53), never the English one, in text and select."""
    out = valid(await dispatch(bot, slash("search", opt("query", "правило 53"), locale="ru")))
    assert embed(out)["description"].startswith("**1.** `53` Принятый ход вне очереди")
    select = find_component(out.last, lambda c: c["type"] == 3)
    assert select["options"][0]["label"] == "53 — Принятый ход вне очереди"
    assert "Lead Out of Turn" not in str(out.last)


async def test_search_nothing_found_is_private(bot: Any) -> None:
    out = valid(await dispatch(bot, slash("search", opt("query", "qqqzzzxx"), locale="ru")))
    assert flags(out) & EPHEMERAL and "ничего не найдено" in embed(out)["description"]


async def test_store_failure_does_not_break_a_command(bot: Any, store: Any) -> None:
    store.fail = True
    out = valid(await dispatch(bot, slash("board", opt("number", 2, 4))))
    assert embed(out)["title"] == "Board 2"


async def test_pager_of_a_previous_run_says_the_menu_expired(bot: Any, store: Any) -> None:
    from harness import make_bot

    from bot.framework.state import STATE

    out = await dispatch(bot, slash("law", opt("ref", "45")))
    STATE.forget()  # a new process: nothing in memory, and this fake store keeps no state rows
    restarted = await make_bot(store)
    try:
        clicked = valid(await dispatch(restarted, click(out, "sp:next")))
    finally:
        await restarted.close()
    assert clicked.responses[0]["data"]["flags"] & EPHEMERAL and "expired" in embed(clicked)["description"]


def test_search_marks_hits_whose_text_is_not_in_the_corpus() -> None:
    from types import SimpleNamespace

    from bot.commands.search import _line
    from bot.config import Config
    from bot.framework.context import Context

    ctx = Context(1, "u", None, None, "ru", False, None, Config())
    hit = SimpleNamespace(ref="63", title="Establishment of a Revoke", snippet="", in_corpus=False)
    assert _line(ctx, 2, hit) == "**2.** `63` Выявленный фальшренонс (текста нет в корпусе)"  # the Russian title
    assert "корпус" not in _line(ctx, 1, SimpleNamespace(ref="62", title="T", snippet="s", in_corpus=True))


FUZZ_CASES = [
    ("score", lambda v: [opt("contract", v), opt("vul", "none"), opt("declarer", "S"), opt("result", v[:4])]),
    ("mp", lambda v: [opt("scores", v)]),
    ("law", lambda v: [opt("ref", v)]),
    ("search", lambda v: [opt("query", v or "x")]),
]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=st.sampled_from(FUZZ_CASES), value=st.text(max_size=80), locale=st.sampled_from(["ru", "en-US", "de"]))
async def test_any_option_text_gets_a_valid_worded_reply(bot: Any, case: Any, value: str, locale: str) -> None:
    name, options = case
    out = valid(await dispatch(bot, slash(name, *options(value), locale=locale)))
    assert len(out.responses) == 1
    body = out.last
    assert "Internal error" not in str(body) and "Внутренняя ошибка" not in str(body)
