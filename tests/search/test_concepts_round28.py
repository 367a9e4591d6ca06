"""Concept lexicon triggers added in the twenty-eighth round (issue 10), from the causes behind the auction,
information and conduct misses of the spent sets blind65 / blind66: sentences of our own, each naming the law
passage it follows, and for each new trigger the everyday sentences with its words that mean something else."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "напарник фыркает каждый раз, когда я торгуюсь",
    "my partner sighs every time I lead a card",
])
def test_partner_sighing_at_each_of_my_actions_is_conduct_law_74(text: str) -> None:
    """Law 74: courtesy at the table; a player showing displeasure at partner's actions (73 too: no gestures). Read
    as partners' communication (73), not as the opponents' mannerisms, which would silence what it tells (16)."""
    assert "partner_communication" in _triggered(text)
    assert _refs(text)[0] in ("74", "73")


@pytest.mark.parametrize("text", [
    "жена вздыхает каждый раз, когда я хожу в клуб на турнир",  # no one at the table sighs
    "мама вздыхает каждый раз, когда я играю в бридж до ночи",
    "партнёр вздохнул, когда я сказал пас",  # once, at one call: the information it gives (16)
    "каждый раз, когда я играю, партнёр молчит",  # no sigh
])
def test_a_sigh_not_at_each_of_my_actions_at_the_table_is_no_mannerism(text: str) -> None:
    assert "opponent_mannerisms" not in _triggered(text)
    assert not [m for m in read(text).concepts if m.trigger.startswith("цокает|цокал*|вздыхает")]


@pytest.mark.parametrize("text", [
    "приятель соседа стоит за спиной и комментирует каждую взятку",
    "someone was standing behind me and commenting on the play",
    "paren sidit za spinoj i kommentiruet rozygrysh",
])
def test_someone_behind_a_player_commenting_is_a_spectator_law_76(text: str) -> None:
    """Law 76: spectators are subject to the director's control and may not comment on the play."""
    assert "spectators" in _triggered(text)
    assert "76" in _refs(text)


@pytest.mark.parametrize("text", [
    "соперник за спиной обсуждает мои заявки",  # behind one's back: gossip, no spectator
    "он сидит сзади в таблице и комментирует результаты в чате",  # "behind" in the ranking: no spectator
    "тренер за спиной обсуждает, как я играю, и комментирует мои ошибки",  # no one there: talk behind one's back
])
def test_behind_without_someone_standing_there_commenting_is_no_spectator(text: str) -> None:
    assert "spectators" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "партнёру судья предписал пасовать до конца, а он назначил 3♠",
    "соседу было предписано молчать, но он всё равно заявил 2♥",
])
def test_a_player_the_director_ordered_to_pass_who_calls_is_law_37(text: str) -> None:
    """Law 37: a call by a player required to pass is cancelled; both offenders pass throughout."""
    assert "pass_obligation" in _triggered(text)
    assert "37" in _refs(text)


@pytest.mark.parametrize("text", [
    "врач предписал мне постельный режим, а я поехал на турнир",
    "правилами предписано сдавать по часовой стрелке",
])
def test_prescribed_without_silence_is_no_pass_obligation(text: str) -> None:
    assert "pass_obligation" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "недослышал заявку соперника, можно попросить повторить?",
    "недослышал, что заявил левый: 3♦ или 4♦?",
])
def test_a_call_not_heard_is_law_20a(text: str) -> None:
    """Law 20A: a player who did not hear a call distinctly may forthwith require that it be repeated."""
    assert "call_not_heard" in _triggered(text)  # the lexicon reads Law 20, the asking reader settles 20A
    assert _refs(text)[0] in ("20A", "20")


def test_not_hearing_what_no_call_said_is_no_call_not_heard_by_the_lexicon() -> None:
    from lawbase.search.concepts import lexicon

    found, _ = lexicon().match_all("недослышал, что сказал сосед про погоду", frozenset())
    assert not {"call_not_heard", "review_auction"} & {m.id for m in found if m.weight >= 0.8}


@pytest.mark.parametrize("text", [
    "during the auction my opponent shows his ace to everybody",
    "in the bidding he accidentally showed his king to the table",
])
def test_an_honour_shown_during_the_auction_is_law_24b(text: str) -> None:
    """Law 24B: a single honour exposed during the auction; partner passes at his next turn."""
    assert "honour_exposed_in_auction" in _triggered(text)
    assert {"24B", "24"} & set(_refs(text))


@pytest.mark.parametrize("text", [
    "the auction shows that partner has the ace",  # no card fell: what the bidding tells
    "can you show me how to fill in the bidding box, the ace of clubs is missing from the deck",
])
def test_show_without_a_card_exposed_in_the_auction_is_no_24b(text: str) -> None:
    assert "honour_exposed_in_auction" not in _triggered(text)
