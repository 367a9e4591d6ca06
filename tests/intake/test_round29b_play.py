"""Readers' tellings of the play period added in round 29 (issue 10), each with the everyday sentences that share
its new words and mean something else.

Law 42B2 / 43A1(B) (``bot.intake.dummy_acts``): "you are in hand", "to stop a wrong lead", "call attention".
Law 14B1(A) (``bot.intake.missing_card``): the missing card that «лежит» in a played trick. Law 68
(``bot.intake.claims``): what a claimer must say with his claim; a plain concession («остальное ваше»). Law 66C
(``bot.intake.trick_inspection``): «взятки, которые раньше сыграли». Law 57B (``bot.intake.inability``): the
offender's partner who cannot do what declarer chose."""

from __future__ import annotations

import pytest

from bot.intake import claims, dummy_acts, inability, missing_card, trick_inspection
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "which"), [
    ("Dummy tells declarer 'you are in hand' to stop a wrong lead, is that allowed?", "42B2"),
    ("dummy said: you are in the hand, partner", "42B2"),
    ("dummy tried to stop a wrong lead from hand", "42B2"),
    ("may dummy call attention to a revoke by a defender during the play?", "43A1(B)"),
    ("Dummy during play calls attention that the defender revoked", "43A1(B)"),
    ("after the hand dummy called attention to the revoke", "42B3"),  # after the play: his right
])
def test_dummy_warning_of_the_hand_or_calling_attention_in_english(text: str, which: str) -> None:
    assert dummy_acts.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("dummy commented on the wrong lead by the defender", "43A1(C)"),  # a comment on a defender's lead, no warning
    ("dummy called my attention to the score after the hand", None),  # no irregularity
    ("declarer told the defender 'you are in hand'", None),  # no dummy
])
def test_wrong_lead_or_attention_said_of_another_is_no_warning(text: str, which: str | None) -> None:
    assert dummy_acts.section(text) == which


@pytest.mark.parametrize("text", [
    "на пятой взятке понял что у меня 12 карт, а пропавшая бубна лежит в уже сыгранной взятке",
    "во время игры у партнёра 12 карт, а пропавший валет лежит среди сыгранных взяток",
    "at trick 6 I had 12 cards, the missing card lies in one of the played tricks",
])
def test_the_missing_card_that_lies_in_a_played_trick_is_14b1a(text: str) -> None:
    assert missing_card.section(text) == "14B1(A)"


@pytest.mark.parametrize(("text", "which"), [
    ("в середине розыгрыша у меня 12 карт, а тринадцатая лежит на полу", "14B1(B)"),  # found elsewhere
    ("во время игры у меня 12 карт, а на столе лежит штрафная карта соперника", "14B"),  # no card of the hand found
    ("у защитника лежит открытая карта, он её уронил", None),  # no short hand
])
def test_a_card_lying_elsewhere_or_another_card_is_no_14b1a(text: str, which: str | None) -> None:
    assert missing_card.section(text) == which


@pytest.mark.parametrize("text", [
    "Declarer makes a claim: which words must he say, should he tell the line of play?",
    "разыгрывающий заявляет претензию, обязан ли он объяснить, как будет играть?",
    "надо ли называть линию розыгрыша при претензии",
    "when declarer claims, must he state a line of play?",
])
def test_what_a_claim_must_say_asked_is_law_68(text: str) -> None:
    assert claims.section(text) == "68C"


@pytest.mark.parametrize(("text", "which"), [
    ("declarer claimed, we disagreed: should he have stated a line?", "70"),  # contested
    ("разыгрывающий заявил претензию, а мы не согласны, он должен был сказать про козыря", "70"),
    ("declarer claimed, what do I need to tell the director?", None),  # the director told, not the opponents
    ("разыгрывающий заявил претензию, что я должен сказать судье?", None),
    ("declarer claimed the rest, must the defenders agree at once?", None),  # no statement asked
])
def test_a_statement_asked_of_a_contested_claim_or_to_the_director_is_no_68c(text: str, which: str | None) -> None:
    assert claims.section(text) == which


@pytest.mark.parametrize("text", [
    "вистующий открыл карты и говорит остальное ваше",
    "защитник положил карты на стол: остальные взятки ваши",
    "the defender faced his hand and said the rest are yours",
    "партнёр бросил карты на стол: «всё остальное ваше»",
])
def test_cards_faced_to_give_the_tricks_away_are_a_concession_law_68(text: str) -> None:
    """Law 68: a player who faces his cards and gives the tricks away concedes (play ceases); no cards exposed."""
    assert claims.section(text) == "68B"
    assert read(text).concepts[0].id == "concession_by_facing_cards"


@pytest.mark.parametrize(("text", "which"), [
    ("остальное ваше дело, сказал судья", None),  # "the rest is your business"
    ("разыгрывающий открыл карты и сказал: остальные мои", None),  # a claim
    ("Я сдался.", None),  # a concession told bare: left to the lexicon (a director's review)
    ("мы отдали разыгрывающему две последние взятки", None),  # no cards faced
    ("вистующий уронил карту, потом сказал остальные ваши", None),  # a card dropped, no hand faced
    ("вистующий открыл карты и сказал «остальные ваши», а партнёр сразу возразил", "68"),  # partner objected
    ("Партнёр бросил карты и сказал «остальное ваше», хотя у нас оставался туз козырей", "71"),
    ("защитник показал карты и сказал остальные ваши, мы согласились", None),  # agreed
    ("pd faced his cards and conceded the last 2 tricks but we had the ace", None),  # an afterthought
    ("партнёр открыл карты, сдался, а у нас туз козырный был", None),
])
def test_a_concession_not_by_faced_cards_or_with_an_afterthought_is_no_68b(text: str, which: str | None) -> None:
    assert claims.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("во время игры хочу глянуть взятки которые раньше сыграли", "66C"),
    ("можно посмотреть взятки, которые мы сыграли раньше?", "66C"),
    ("хочу посмотреть ранее сыгранные взятки", "66C"),
    ("may I look at the tricks played earlier?", "66C"),
    ("можно посмотреть последнюю взятку, которую только что сыграли?", "66A"),  # the last trick
    ("хочу посмотреть свою карту, которую раньше сыграл", "66B"),  # his own card
    ("после игры хочу посмотреть взятки, которые раньше сыграли", "66D"),  # after the play
])
def test_the_tricks_played_before_are_66c(text: str, which: str) -> None:
    assert trick_inspection.section(text) == which


@pytest.mark.parametrize(("text", "which"), [
    ("partner of offender can not follow what declarer demand after the penalty - what then?", "57B"),
    ("The offenders partner has no cards in that suit and cannot do what declarer asked", "57B"),
    ("партнёр нарушителя не может выполнить то, что потребовал разыгрывающий", "57B"),
    ("the offender cannot do what declarer asked", None),  # the offender himself
    ("declarer required the offender's partner to lead a spade but he has none", "59"),  # a lead: Law 59
    ("I cannot follow suit, what now?", None),  # nothing required
])
def test_the_offenders_partner_unable_to_comply_is_57b(text: str, which: str | None) -> None:
    assert inability.section(text) == which


def test_the_offenders_partner_unable_to_understand_is_no_trigger() -> None:
    assert all(m.weight < 0.8 for m in read("партнёр нарушителя не может понять, что произошло").concepts
               if m.id in ("inability_to_play", "premature_play_cannot_comply"))


# A director's review of round 29 (qual29b): what a claimer must say was read from any «должен ли <anyone> сказать»
# beside a claim, before the trump left, the agreement or another irregularity were looked at
@pytest.mark.parametrize(("text", "which"), [
    # a defender (the narrator) asks whether he must speak: the claim left a trump out, the lexicon's 70 stands
    ("Разыгрывающий заявил претензию, а потом выяснилось, что у вистующего был козырь. Должен ли я сказать партнёру "
     "об этом?", None),
    # the claimer asked about, a trump still out with the defenders: contested, 70 (its 70C)
    ("Разыгрывающий заявил претензию, хотя у защитника остался козырь. Должен ли он был сказать про козырь?", "70"),
    ("Declarer claimed, but a defender still had a trump. Must declarer say anything about the trump?", "70"),
    ("Declarer claimed. The defender had a trump left. Should the defender say so?", None),  # the defender to speak
    # an agreement («согласен») withdrawn when a trick turned out the side's own: 69B
    ("Разыгрывающий заявил претензию. Защитник сказал, что согласен, а потом понял, что у него взятка. Должен ли он "
     "сказать об этом сразу?", "69B"),
    ("Разыгрывающий заявил претензию, я согласен, но потом понял, что у меня дама козырь. Должен ли я сказать "
     "оппонентам?", "69B"),
    # what is to be named is another irregularity: a penalty card (56), a revoke (63)
    ("Разыгрывающий сделал претензию после того как защитник сделал ход не в очередь. Нужно ли назвать штрафную "
     "карту?", None),
    ("Разыгрывающий сделал претензию, но до этого был ренонс. Должен ли он назвать ренонс?", None),
    ("Разыгрывающий заявил претензию. Должен ли я сказать, что у нас есть козырь?", None),
    ("Declarer claimed; afterwards he asked what our leads mean. Must we explain our carding agreements?", None),
    ("После претензии разыгрывающего защитник должен сказать, согласен он или нет?", "69A"),  # agreement asked
])
def test_a_statement_asked_of_another_or_of_another_matter_is_no_68c(text: str, which: str | None) -> None:
    assert claims.section(text) == which


@pytest.mark.parametrize("text", [
    "я заявил претензию, должен ли я был объяснить линию розыгрыша?",  # the narrator is the claimer
    "I claimed the rest, did I have to state a line of play?",
    "после претензии разыгрывающий должен сказать, как он будет играть?",
    "разыгрывающий заявил претензию, нужно ли ему было объяснить, как он будет разыгрывать?",
])
def test_what_the_claimer_himself_must_say_is_still_68c(text: str) -> None:
    assert claims.section(text) == "68C"


@pytest.mark.parametrize("text", [
    "После недостаточной заявки партнёр нарушителя не может выполнить то, что хочет, он обязан пасовать.",
    "After the insufficient bid the offender's partner can't do what he wanted - must he pass throughout?",
    "After a bid out of rotation, the offender's partner cannot do what he planned, he must pass.",
    "Offender's partner cannot do what the director said after the insufficient bid.",
])
def test_the_offenders_partner_silenced_in_the_auction_is_no_57b(text: str) -> None:
    """A bid's penalty (27B2, 30, 31: the offender's partner must pass), not a premature play's (57B)."""
    assert inability.section(text) is None
    assert "premature_play_cannot_comply" not in [m.id for m in read(text).concepts]


@pytest.mark.parametrize("text", [
    "Судья сказал: «штраф за ренонс две взятки, остальное ваше дело».",
    "Судья назначил две взятки за ренонс и сказал: «остальное ваше дело»",
])
def test_the_rest_left_to_the_players_business_is_no_concession(text: str) -> None:
    """«остальное ваше дело»: "the rest is up to you", no trick given away."""
    assert "concession" not in [m.id for m in read(text).concepts]


def test_the_rest_given_away_beside_a_business_is_still_a_concession() -> None:
    text = "Защитник сказал «остальные взятки ваши», а судья потом сказал: остальное ваше дело"
    assert "concession" in [m.id for m in read(text).concepts]
