"""Round 46, quality helper qual46b (the play, Laws 41–71): a defender's lead out of turn later in the play told by
who won the trick before it, the offender's partner who cannot play the highest or lowest card required of him, and
a concession of a trick the conceding side had won.

The faults, found in the spent sets' misses:

* a lead out of turn mid-hand was read as declarer's lead from the wrong hand (55) or left undecided (53 first) when
  the story tells the leader by a compass seat or as «моя партнёрша» and says who won the trick before: the teller
  («хотя взятку взяла я») or the leader's own partner («хотя прошлую взятку взял его партнёр», "it was his partner's
  turn to lead"). Declarer's partner is dummy, who never leads, and a lead of declarer's is told «с руки» / «со
  стола»: the leader is a defender, and a lead not yet accepted or refused is Law 56's
  (``bot/intake/lead_out_of_turn``). A lead told by its noun («не принял ход вистующего») names the defender too,
  and "ok, accept" accepts it (53);
* the highest or lowest card of a suit required of a player who has none of it (by declarer, «по наказанию», of the
  offender's partner) is Law 57B even when the story does not call the first play premature: only Law 57A requires a
  rank (``bot/intake/premature``); a penalty card's «старшая» and a lead required in a suit are not. The settled
  57B takes Law 59's votes (its ``rivals``): the stories of a required card one cannot play are the general law's
  words for this section;
* a player's own concession told by one player («отдал взятку, …» opening the story; «оппонент сам сдался») or a trick
  conceded that «на самом деле уже взял», «хотя одну брал точно», is Law 71 (the concession cancelled), not 69B (an
  agreement to the other side's claim withdrawn) (``bot/intake/claims``); a trick lost in the play («отдал взятку на
  второй руке») is no concession.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs

from bot.intake import claims, lead_out_of_turn, premature


@pytest.mark.parametrize("text", [
    # the spent sets' misses
    "в середине игры восток пошёл с туза червей, хотя прошлую взятку взял его партнёр",
    "Посреди игры моя партнёрша пошла первой, хотя взятку взяла я",
    "LOOT mid-hand, it was his partner's turn to lead, declarer wants the card back",
    # fresh variants
    "на шестой взятке запад пошёл в трефу, хотя взятку перед этим взял его партнёр",
    "я выиграл взятку королём, а мой партнёр тут же пошёл в пику",
    "в середине розыгрыша мой партнёр сходил, хотя взятку взял я",
    "halfway through the play my partner led although I had won the trick",
    "West led out of turn in the middle of the hand: it was his partner's turn to lead",
])
def test_a_defender_s_lead_out_of_turn_later_is_law_56(text: str) -> None:
    assert lead_out_of_turn.LATER in _concepts(text)
    assert _refs(text, 1) == ["56"]


@pytest.mark.parametrize(("text", "law"), [
    ("разыгрывающий не принял ход вистующего не с той руки и сказал забрать карту обратно шо с ней", "56"),
    ("разыгрывающий не принял выход защитника не в очередь, что с картой", "56"),
    ("defender lead out of turn in middle of hand, declarer say ok accept, then who play", "53"),
])
def test_the_defender_s_lead_told_by_its_noun_or_accepted_by_ok(text: str, law: str) -> None:
    assert _refs(text, 1) == [law]


@pytest.mark.parametrize("text", [
    "разыгрывающий пошёл с руки, хотя взятку взял стол",  # declarer's lead from the wrong hand
    "в середине игры разыгрывающий пошёл с руки, хотя взятку взял его партнёр-стол",
])
def test_declarer_s_lead_from_the_wrong_hand_stays_law_55(text: str) -> None:
    assert lead_out_of_turn.LATER not in _concepts(text)
    assert _refs(text, 1) == ["55"]


def test_a_lead_in_turn_after_winning_the_trick_is_no_lead_out_of_turn() -> None:
    assert lead_out_of_turn.section("вистующий взял взятку и пошёл в черву") is None
    assert not lead_out_of_turn._defender_led_later("я взял взятку и пошёл в пику, потом партнёр сбросил")


@pytest.mark.parametrize("text", [
    # the spent sets' misses
    "по наказанию должен играть старшей пикой, а пик нет вапще",
    "партнер нарушителя не может сыграть старшую в масти ее нет что делать",
    "razygryvayushiy potreboval ot menya samuyu starshuyu v maste hoda, a u menya etoy masti voobshe net",
    # fresh variants
    "разыгрывающий потребовал от меня младшую черву, а червей у меня нет",
    "declarer required me to play my highest club but I have no clubs",
    "разыгрывающий требует сыграть старшую пику, а у меня пик нет, я ведь не нарушал",
])
def test_a_rank_required_of_one_who_has_none_of_the_suit_is_57b(text: str) -> None:
    assert premature.section(text) == "57B"
    assert _refs(text, 1) == ["57B"]


@pytest.mark.parametrize("text", [
    "разыгрывающий потребовал ход в пику, а у меня больше нет пик",  # a lead required in a suit: 59
    "declarer required a spade lead but the defender has no spades",
    "у вистующего старшая штрафная карта, разыгрывающий потребовал ход в пику, а пик нет",  # a penalty card's rank
    "разыгрывающий потребовал старшую пику, я положил туза",  # the partner could comply
    # a lead required of the offender's partner (a penalty card's, a withdrawn call's): Law 59, no rank required
    "Declarer required a suit to be led, offender's partner has none of it. Cannot comply, now what?",
    # «велел» with no premature play told: a director's review left it unsettled (tests/intake/reviewed/law57.tsv)
    "Западу разыгрывающий велел сыграть старшую пику, но пик у него не было.",
])
def test_no_rank_required_or_none_lacking_is_no_57b_section(text: str) -> None:
    assert premature.section(text) is None


def test_a_required_lead_one_cannot_make_stays_law_59() -> None:
    assert _refs("разыгрывающий потребовал ход в пику, а у меня больше нет пик", 1) == ["59"]
    assert _refs("declarer required a spade lead but the defender has no spades", 1) == ["59"]


@pytest.mark.parametrize("text", [
    # the spent sets' misses
    "отдал взятку каторую на самом деле уже взял можно вернуть",
    "оппонент сам сдался на все взятки хотя одну брал точно можно отменить",
    # fresh variants
    "отдала последнюю взятку, которую на самом деле уже взяла, можно её вернуть?",
    "противник отдал нам две взятки, хотя одну брал при любой игре",
])
def test_a_concession_of_a_trick_won_is_law_71(text: str) -> None:
    assert claims.section(text) == "71"
    assert _refs(text, 1) == ["71"]


@pytest.mark.parametrize(("text", "law"), [
    ("отдал взятку на второй руке, а потом понял что зря", None),  # a trick lost in the play: no concession
    ("мы согласились с претензией разыгрывающего, а потом увидели, что одна взятка наша", "69B"),
])
def test_no_own_concession_stays_as_it_was(text: str, law: str | None) -> None:
    assert claims.section(text) == law
