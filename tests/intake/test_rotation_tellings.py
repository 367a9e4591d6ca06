"""More ways players tell whose turn a call out of rotation was made in (Laws 28-32): each sentence written for this
test (none from the dev sets), with the section a director rules for it; and stories that must get no section."""

from __future__ import annotations

import pytest

from bot.intake import rotation
from bot.intake.situation import read

TELLINGS = [
    # "X ещё …, а Y уже …": Y called in X's turn (30B1 a pass in RHO's turn after a bid, 32B2 RHO then bid)
    ("Я открыл 1♦, левый ещё ничего не сказал, а партнёр уже спасовал", "30B1"),
    ("Сосед справа от меня ещё не успел ничего сказать, а я уже сказал «контра»; он потом назвал 2♣", "32B2"),
    ("Правый ещё думал над ответом на 1♥ своего партнёра, а я уже спасовал", "30B1"),  # 1♥ came before the pass
    # the dealer's turn: a pass before any call is 30A, a bid in the dealer's turn by his LHO is 31A
    ("Сдавал Запад, а Север, пока Запад ещё сортировал карты, выпалил «пас»", "30A"),
    ("Сдавал Восток, но Юг первым назвал 1♣; Восток спасовал", "31A1"),
    ("Сдавал Юг, но первым пас сказал Запад, ещё до того как Юг что-то сказал", "30A"),
    # "раньше, чем …", "заявлять должен был …", "говорить было …", "после X говорит Y", "в мою очередь"
    ("Я назвал 1♥ раньше, чем высказался сосед справа; он потом сказал 1♠, и я снова назвал черви — 2♥", "31A2(A)"),
    ("назвал 1♣ не в свою очередь — заявлять должен был правый, он спасовал", "31A1"),
    ("Правый открыл 1♠, а мой партнёр сразу дал контру, хотя говорить было мне", "32A"),
    ("Правый открыл 1♣, а я сразу спасовал, хотя после правого говорит мой партнёр", "30B2(A)"),
    ("Левый сказал «контра» в мою очередь, что теперь с ним?", "32B"),
    # who called next tells whose turn it was: the offender's RHO (his turn), his LHO (29B: he accepted it)
    ("контранул раньше времени, а правый после этого назвал 2 бубны", "32B2"),
    ("левый ляпнул 1 пику не в свой черед, а я, не дожидаясь судьи, сказал 1 бк", "28B"),
    ("Правый назвал 2♣ вне очереди, а я, не думая, сказал 2♥ поверх", "29B"),
    ("my RHO opened 1D out of turn and I just overcalled 1S over it", "29B"),
    # no seat: the player whose turn it was called (28B), the next player called (29B)
    ("after a bid out of turn the player whose turn it was simply made his own call", "28B"),
    ("a pass out of turn, and then the next player bid 1H", "29B"),
    # what came next: RHO's pass is the law's next step (31A1, 32B1), the offender's pass after RHO's act is 31A2(B)
    ("Юг открыл 1♠ раньше Востока, а Восток после этого просто спасовал", "31A1"),
    ("соперник дал контру раньше своего правого соседа, а тот потом просто спасовал", "32B1"),
    ("влез с 2 пиками раньше соседа справа, он дал контру, а я теперь пас", "31A2(B)"),
    ("RHO opened 1C, then while I was still thinking he passed as if it were his turn again", "30B3"),
    # the call out of turn is the offender's, not the auction before it
    ("после открытия 1♠ игрок спасовал, хотя говорить должен был его сосед справа", "30B1"),
    ("после 1♦ слева мой партнёр задумался, а я влез с пасом в его очередь", "30B2(A)"),
    # a pass that by agreement shows something: conventional (30C → Law 31)
    ("по нашей системе пас в этой руке обещает 15+, и партнёр сказал его раньше времени", "30C"),
    # the player whose turn it was had to pass by a penalty (28A); "is my partner barred?" asks the penalty (31A2(B))
    ("Соседу справа судья велел пасовать до конца, и я назвал свою ставку, не дождавшись его паса", "28A"),
    ("LHO opened 1H when it was my turn, but I was barred from bidding anyway", "28A"),
    ("мой сосед справа должен пасовать, а я назвал 2♣, не дождавшись его паса", "28A"),
    ("I bid out of turn, RHO then bid, and I bid another suit - is my partner barred?", "31A2(B)"),
    # a pass said twice in a row: the second one in LHO's turn (30B3)
    ("левый открыл 1♦, я сказал 1♠ и тут же спасовал ещё раз в ход левого", "30B3"),
]


@pytest.mark.parametrize(("text", "ref"), TELLINGS)
def test_a_telling_of_whose_turn_it_was_settles_its_section_of_laws_28_to_32(text: str, ref: str) -> None:
    situation = read(text)
    assert rotation.SECTIONS[ref] in situation.concept_ids, situation.concept_ids
    assert not set(rotation.GENERAL) & set(situation.concept_ids)  # the general concept gave way


NOT_OUT_OF_TURN = [
    "Соперники не заалертили 2♦, я спасовал; партнёр ещё не заявлял — можно поменять пас?",  # Law 21B, not 30
    "Партнёр думал целую минуту и спасовал, а я всё-таки сказал 3♠",  # hesitation (Law 16), all in turn
    "Сказал 2♥, подумал и говорю «нет, 3♥». Левый ещё ничего не сказал",  # a change of call (Law 25)
    "Контракт 4♠ Юга. Атаковал Восток вместо Запада, открыв ♥K",  # a lead out of turn: play, not the auction
    "During the auction I asked what their 2♣ meant and the bidder answered instead of his partner",  # Law 20F
    "Партнёру судья велел пасовать до конца, а он забыл и сказал 3♦; левый ещё ничего не сказал, судью позвали сразу",
]


@pytest.mark.parametrize("text", NOT_OUT_OF_TURN)
def test_a_story_in_turn_or_about_something_else_gets_no_section_of_laws_28_to_32(text: str) -> None:
    assert not set(rotation.SECTIONS.values()) & set(read(text).concept_ids)


def test_a_bid_entered_with_a_verb_is_a_call_not_a_holding() -> None:
    """"влез с 2 трефами" is the bid itself; "открыл 1♠ с двумя пиками" stays a holding (Law 31A2 needs the bid)."""
    assert "2C" in [c.value for c in read("влез с 2 трефами раньше правого").calls]
    assert [c.value for c in read("открыл 1♠ с двумя пиками").calls] == ["1S"]
