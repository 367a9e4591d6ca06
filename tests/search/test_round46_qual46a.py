"""Round 46, qual46a (auction, information, procedure): a call out of turn by the narrator's partner "за правого",
"in RHO's turn" is read from the offender's seat.

When partner is the offender and the turn is told as the right-hand opponent's, the writers mean partner's RHO (the
player partner skipped), not the narrator's RHO: partner calling at the narrator's RHO's turn would be calling right
after his own call in turn. The reader took the narrator's frame and read 31B (a call at partner's LHO's turn) where the
stories go on "RHO then passed" (31A1), "RHO bid and partner changed suit" (31A2(B)), a double (32B), a pass (30B1).
An opening by partner that "RHO" then passed stays at the narrator's RHO's turn (the dealer's; 31B), as the spent
sets' writers key it two to one.

Law 19A2 (a double said with the bid doubled): «сказал контра на три пики», «или надо просто контра» were not read as
the double named (the reader knew «контра 3 пики» and «надо было просто контра», not «на» nor «надо» without «было»);
and «а там было 3 бубны» after the double is the bid misperceived (19A3), not named.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts


@pytest.mark.parametrize(("text", "concept"), [
    # the sentences mended (spent sets)
    ("partner opened 1♠ out of turn in RHO's turn, RHO overcalled 2♦, partner now bids 2♥ — what happens to me",
     "bid_out_of_turn_rho_acted_changed"),
    ("partner bid out of turn before RHO, RHO then passed, what now", "bid_out_of_turn_rho_passed"),
    ("тиммейт сказал 1 бк вне очереди за правого оппа правый потом сказал 2 трефы а тиммейт ответил 2 пики мне "
     "теперь молчать до конца?", "bid_out_of_turn_rho_acted_changed"),
    ("напарник сказал 1 пика не в очередь, за правого, правый дал контру, а напарник потом назвал другую масть, "
     "мне теперь молчать до конца?", "bid_out_of_turn_rho_acted_changed"),
    ("после открытия парт пасанул в очередь правого оппа че ему теперь", "pass_out_of_turn_rho"),
    # fresh variants
    ("партнёр сказал 1♥ за правого, правый спасовал, что теперь партнёру", "bid_out_of_turn_rho_passed"),
    ("напарник открыл 1♣ в очередь правого соперника, правый сказал 1♠, а напарник потом 2♦",
     "bid_out_of_turn_rho_acted_changed"),
    ("partner doubled out of turn at RHO's turn, RHO passed. What now?", "double_out_of_turn_rho_passed"),
    ("партнёр спасовал вне очереди за правого, торговлю уже открыли", "pass_out_of_turn_rho"),
])
def test_partner_s_call_in_rho_s_turn_is_his_rho_s(text: str, concept: str) -> None:
    assert concept in _concepts(text)[:1]


@pytest.mark.parametrize(("text", "concept"), [
    # near misses that keep their reading: the narrator or an opponent is the offender, or the turn was mine
    ("я сказал 1♥ за правого, правый потом спасовал", "bid_out_of_turn_rho_passed"),
    ("левый заявил 1♠ в очередь правого", "bid_out_of_turn_partner_or_lho"),
    ("партнёр сказал 1♠ в мою очередь", "bid_out_of_turn_partner_or_lho"),
    ("partner bid 1♥ when it was my turn", "bid_out_of_turn_partner_or_lho"),
    ("партнёр заявил 1♠ вне очереди, когда была очередь левого, левый спасовал", "bid_out_of_turn_rho_passed"),
    # partner's opening at "RHO's turn" that RHO then passed: told as the narrator's RHO, the dealer (31B)
    ("партнёр открыл 1♥ не в свою очередь — говорить должен был правый, тот спасовал",
     "bid_out_of_turn_partner_or_lho"),
    ("партнёр открылся 1♣ когда ещё говорить должен был правый, правый потом спокойно сказал пас. что теперь "
     "партнёру делать", "bid_out_of_turn_partner_or_lho"),
])
def test_other_offenders_keep_their_frame(text: str, concept: str) -> None:
    assert concept in _concepts(text)[:1]


@pytest.mark.parametrize(("text", "concept"), [
    # the sentences mended (spent sets)
    ("сказал типа контра на три пики а надо просто контра?", "double_named"),
    ("контра на 2 пики сказал так можно или надо просто контра", "double_named"),
    ("затупил контрирую 3 трефы а там было 3 бубны", "double_misperceived"),
    ("я контрировал думал у них две червы а там было уже три червы какую контру засчитали", "double_misperceived"),
    # fresh variants
    ("оппонент сказал контра на 4 червы, разве так можно", "double_named"),
    ("я сказал «контра на две пики», а надо было просто контра?", "double_named"),
    ("законтрил 2 пики, а там уже было 3 пики", "double_misperceived"),
])
def test_a_double_told_with_its_bid(text: str, concept: str) -> None:
    assert concept in _concepts(text)[:1]


@pytest.mark.parametrize(("text", "concept"), [
    # near misses: the bid after «на» is no bid ("на мои 2 пики" is named by the seat), a later call supersedes it,
    # a hesitation before a double
    ("правый сказал контра на мои 2 пики, а потом партнёр сказал 3 трефы — контра ещё действует?",
     "double_superseded"),
    ("партнёр долго думал, потом сказал контра, а надо было просто пас", "hesitation"),
])
def test_other_double_stories_keep_their_reading(text: str, concept: str) -> None:
    assert concept in _concepts(text)[:1]


def test_partner_s_call_in_my_rho_s_turn_said_as_mine_stays_his_lho_s_turn() -> None:
    """«в очередь моего правого»: the seat told as the narrator's (a director's review: partner's LHO, 30B3)."""
    text = "Левый открыл 1♦, партнёр сказал 1♠, и тут партнёр ещё раз сказал пас — в очередь моего правого."
    assert _concepts(text)[0] == "pass_out_of_turn_lho"  # 30B3
    # said without «моего», «правый» is partner's own RHO (qual46a): the pass at RHO's turn
    assert _concepts(text.replace("моего правого", "правого"))[0] == "pass_out_of_turn_rho"
