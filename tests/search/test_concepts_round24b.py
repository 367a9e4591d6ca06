"""Concept lexicon entries and slang changed in the twenty-fourth round by the second quality helper (issue 10), from
the older misses of the spent sets: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids

from bot.intake.situation import read, search
from lawbase.search.spelling import mend


@pytest.mark.parametrize("text", [
    "соперник обзывает нас при всех",
    "оппонент назвал нас лохами",
    "в чате написали, что мы нубы и нам пора идите учиться",
    "he told us to learn to play, that's insulting",
])
def test_insults_and_name_calling_are_conduct_law_74(text: str) -> None:
    """Law 74A: courtesy at all times; calling the opponents names is the conduct the law forbids."""
    assert "conduct_etiquette" in _ids(text)


def test_a_beginner_saying_he_is_new_is_no_insult() -> None:
    assert "conduct_etiquette" not in _ids("я нуб, объясните, что такое недостаточная заявка")


@pytest.mark.parametrize(("typed", "plain"), [
    ("скока взяток", "сколько взяток"),
    ("а так низя?", "а так нельзя?"),
])
def test_chat_clippings_of_how_many_and_may_not_are_read_as_the_plain_words(typed: str, plain: str) -> None:
    assert mend(typed) == plain


@pytest.mark.parametrize("text", [
    "дамми может следить, скока взяток мы взяли?",
    "может ли стол отслеживать, сколько взяток взято",
])
def test_dummy_keeping_count_of_the_tricks_is_42A2(text: str) -> None:
    """Law 42A2: dummy may keep count of the tricks won and lost, whatever the word for dummy and for counting."""
    assert "dummy_counts_tricks" in _ids(text)
    assert "42A2" in [hit.ref for hit in search(text, 3).hits]


@pytest.mark.parametrize("text", [
    "после игры карты перемешали, и теперь спорим, сколько взяли",
    "he shuffled his cards into the board, now we can't agree how many tricks we won",
])
def test_cards_mixed_before_the_tricks_won_were_settled_is_66D(text: str) -> None:
    """Law 66D: after the play the cards may be inspected to settle the number of tricks won; a player who mixed his
    cards before that may have the disputed trick awarded against him."""
    assert "cards_mixed_before_proof" in _ids(text)


def test_took_all_the_cards_is_no_claim() -> None:
    """«взяли» and «все» anywhere in a story are no claim; «взял остальные» still is."""
    def claim(text: str) -> float:
        return max((m.weight for m in read(text).concepts if m.id == "claim"), default=0.0)

    assert claim("после розыгрыша все карты перемешали, а взяли мы девять") < 0.8  # loose words at most
    assert claim("разыгрывающий сказал, что взял остальные") >= 0.8


def test_a_concession_told_as_take_them_all_is_read() -> None:
    """«забирайте всё»: the defender gave the rest away (Law 71 when a trick of his turns out sure)."""
    assert "own_concession_withdrawn" in _ids("защитник сказал «забирайте всё», а у него была взятка козырем")


@pytest.mark.parametrize("text", [
    "соперник после игры взял мои карты и перебирает их",
    "is it ok to touch the opponents' cards to look at the deal?",
])
def test_handling_cards_other_than_ones_own_is_7B2(text: str) -> None:
    """Law 7B2: no player touches any cards but his own (66D after the play: inspect, but handle only one's own)."""
    assert "touching_others_cards" in _ids(text)
    assert "7B2" in [hit.ref for hit in search(text, 3).hits]


@pytest.mark.parametrize("text", [
    "нет масти — могу ли я сбросить любую карту или обязан козырять?",
    "I'm void in the suit led, must I trump or may I discard any card?",
])
def test_a_player_unable_to_follow_suit_may_play_any_card_44D(text: str) -> None:
    """Law 44D: unable to follow suit, a player may play any card; ruffing is not required."""
    assert "unable_to_follow_suit" in _ids(text)
    assert search(text, 3).hits[0].ref == "44D"


def test_a_revoke_told_is_not_a_question_of_being_unable_to_follow() -> None:
    assert "unable_to_follow_suit" not in _ids("у него не было масти, он козырнул, а потом нашлась черва")


@pytest.mark.parametrize("text", [
    "Opponent swore at my partner after the hand",
    "соперник обматерил партнёра после сдачи",
])
def test_swearing_at_a_player_is_conduct_law_74(text: str) -> None:
    assert "conduct_etiquette" in _ids(text)


@pytest.mark.parametrize("text", [
    "мы с мужем поругались за столом, соперники недовольны",
    "is it against the rules to argue with your own partner at the table?",
])
def test_a_quarrel_with_ones_own_partner_at_the_table_is_conduct_law_74(text: str) -> None:
    assert "conduct_etiquette" in _ids(text)


def test_an_argument_about_a_claim_is_no_quarrel() -> None:
    found = {m.id: m.weight for m in read("partner argued that the claim was wrong").concepts}
    assert found.get("conduct_etiquette", 0.0) < 0.8
