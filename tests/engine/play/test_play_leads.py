"""Leads out of turn: Law 41A (face-down lead), 54 (opening lead out of turn), 53 and 56 (a defender's later
lead), 55 (declarer from the wrong hand). Contract 4♠ by South: West leads first, North is dummy."""

import pytest
from play_helpers import keys, option, pcs, refused, ruled

from engine.ruling import Ruling
from engine.rulings.play import leads

OLOOT = {"by": "E", "card": "HK"}


def test_law54_opening_lead_out_of_turn_lists_the_classic_five_options():
    ruling = ruled("lead_out_of_turn", **OLOOT)
    assert ruling["offender"] == "E"
    choices = [o["choice"]["declarer"] for o in ruling["options"]]
    assert choices == ["accept", "spread", "require_suit", "forbid_suit", "none"]
    assert {o["who"] for o in ruling["options"]} == {"S"}
    assert {"54A", "54B", "56", "50E"} <= set(ruling["laws"])


def test_law54b_declarer_accepts_dummy_goes_down_and_plays_second_from_hand():
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "accept"})
    assert keys(ruling) == ["loot.accepted_53", "play.loot.accepted_dummy_spread",
                            "play.loot.second_card_from_declarer", "play.dummy.spread"]
    assert "53A" in ruling["laws"]  # an accepted lead out of turn is treated as a correct lead (53, not in corpus)
    assert ruling["penalty_cards"] == [] and not ruling["lead_restrictions"]


def test_law53a_acceptance_given_as_accepted_true():
    assert ruled("lead_out_of_turn", **OLOOT, choices={"accepted": True})["laws"][0] == "54B"


def test_law54a_declarer_spreads_and_becomes_dummy():
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "spread"})
    assert ruling["new_declarer"] == "N"
    assert "play.loot.spread_whole_hand" in keys(ruling)


def test_law54c_declarer_who_saw_dummy_must_accept():
    ruling = ruled("lead_out_of_turn", **OLOOT, declarer_saw_dummy=True)
    assert ruling["options"] == []
    assert keys(ruling)[0] == "play.loot.must_accept_saw_dummy"
    assert ruling["laws"][0] == "54C"


@pytest.mark.parametrize("choice", ["refuse", "spread", "require_suit"])
def test_law54c_declarer_who_saw_dummy_cannot_refuse_or_spread(choice):
    assert refused("lead_out_of_turn", **OLOOT, declarer_saw_dummy=True,
                   choices={"declarer": choice}) == "must_accept_lead"


def test_law56_refused_opening_lead_is_major_penalty_card_and_50e_options():
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "refuse"})
    assert [o["choice"]["declarer"] for o in ruling["options"]] == ["require_suit", "forbid_suit", "none"]
    assert ruling["lead_restrictions"]
    assert pcs(ruling) == [("E", "HK", "major")]


def test_law50e_require_the_suit_picks_up_the_card():
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "require_suit"})
    assert ruling["penalty_cards"] == [] and ruling["lead_restrictions"]
    require = next(s for s in ruling["steps"] if s["key"] == "play.pc.require_suit")
    assert require["params"] == {"leader": "W", "suit": "H"} and require["ref"] == "50E"


def test_law50e_forbid_the_suit_while_partner_keeps_the_lead():
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "forbid_suit", "suit": "H"})
    assert ruling["penalty_cards"] == [] and "play.pc.forbid_suit" in keys(ruling)


def test_law50e_neither_leaves_the_major_penalty_card():
    """The card stays a major penalty card (56: "становится старшей штрафной картой"), so declarer has the same
    choice at each later lead of the offender's partner: lead restrictions may still be imposed."""
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "none"})
    assert pcs(ruling) == [("E", "HK", "major")] and ruling["lead_restrictions"]
    assert keys(ruling)[-1] == "pc.life.partner_lead_again" and ruling["penalty_card_lead"]["leader"] == "W"


def test_law50e_suit_must_be_the_penalty_cards_suit():
    assert refused("lead_out_of_turn", **OLOOT, choices={"declarer": "require_suit", "suit": "S"}) == \
        "suit_not_penalty_suit"


def test_law16c2_1987_offenders_own_withdrawn_card_is_authorized_after_penalty():
    """1987 16C2 (corpus): the offending side may use information from its own withdrawn actions after paying."""
    ruling = ruled("lead_out_of_turn", **OLOOT, choices={"declarer": "none"})
    assert "play.loot.own_withdrawn_info_legal" in keys(ruling)


def test_law41a_face_down_opening_lead_out_of_turn_is_returned_without_penalty():
    ruling = ruled("lead_out_of_turn", **OLOOT, face_down=True)
    assert ruling["penalty_cards"] == [] and ruling["options"] == []
    assert keys(ruling)[:2] == ["play.loot.face_down_returned", "play.loot.correct_opening_leader"]
    assert ruling["steps"][1]["params"]["leader"] == "W"


@pytest.mark.parametrize("seat", ["S", "N"])
def test_law17e_24_declaring_side_faces_card_before_opening_lead_is_not_a_lead(seat):
    """17E: "Период торговли заканчивается, когда … предъявлен первый ход" — before the opening lead it is still the
    auction period, so Law 24 applies, and its penalty only "если нарушитель впоследствие становится вистующим":
    never for declarer or dummy (QA round 2 item 4: the step says why, citing 17E and 24)."""
    ruling = ruled("lead_out_of_turn", by=seat, card="D2")
    assert keys(ruling) == ["play.loot.declaring_side_auction_period", "play.loot.declaring_side_no_penalty",
                            "play.loot.correct_opening_leader"]
    assert [s["ref"] for s in ruling["steps"]] == ["17E", "24", "41A"]
    assert ruling["penalty_cards"] == [] and ruling["laws"][:3] == ["17E", "24", "41A"]
    assert ruling["steps"][1]["params"]["declarer"] == "S" and ruling["steps"][2]["params"]["leader"] == "W"


def test_law41a_the_opening_leader_is_not_out_of_turn():
    assert refused("lead_out_of_turn", by="W", card="HK") == "not_out_of_turn"


def test_law41a_opening_leader_given_wrongly_is_refused():
    assert refused("lead_out_of_turn", **OLOOT, correct_leader="N") == "correct_leader_mismatch"


@pytest.mark.parametrize(("declarer", "offender", "leader"), [("N", "W", "E"), ("E", "N", "S"), ("W", "S", "N")])
def test_law41a_opening_leader_is_declarers_lho_for_every_declarer(declarer, offender, leader):
    ruling = ruled("lead_out_of_turn", declarer=declarer, by=offender, card="C3", choices={"declarer": "refuse"})
    require = option(ruling, declarer="require_suit")
    assert require["steps"][-2]["params"]["leader"] == leader


def test_law53a_later_lead_accepted_stands_next_hand_plays():
    ruling = ruled("lead_out_of_turn", by="E", card="C4", trick=5, correct_leader="W", choices={"accepted": True})
    assert keys(ruling) == ["play.loot.accepted_stands"]
    assert ruling["steps"][0]["params"]["turn"] == "S"


def test_law56_later_lead_when_partner_was_to_lead_gives_50e_options():
    ruling = ruled("lead_out_of_turn", by="E", card="C4", trick=5, correct_leader="W")
    assert [o["choice"]["declarer"] for o in ruling["options"]] == ["accept", "require_suit", "forbid_suit", "none"]


def test_law53c_later_lead_when_declarer_was_to_lead_card_stays_major_pc():
    ruling = ruled("lead_out_of_turn", by="E", card="C4", trick=5, correct_leader="S", choices={"accepted": False})
    assert pcs(ruling) == [("E", "C4", "major")]
    assert "53C" in ruling["laws"] and "play.pc.major_first_opportunity" in keys(ruling)
    # the card's later life: when the offender's partner next obtains the lead, declarer's 50E choice (Law 56)
    assert ruling["lead_restrictions"] and keys(ruling)[-1] == "pc.life.partner_lead"
    assert ruling["penalty_card_lead"] == {"leader": "W", "cards": ["C4"], "suits": ["C"], "law": "50E",
                                           "choices": ["require_suit", "forbid_suit", "none"]}


def test_law53_later_lead_needs_the_correct_leader():
    assert refused("lead_out_of_turn", by="E", card="C4", trick=5) == "missing_field"


def test_law54a_spreading_is_only_after_an_opening_lead():
    assert refused("lead_out_of_turn", by="E", card="C4", trick=5, correct_leader="W",
                   choices={"declarer": "spread"}) == "spread_only_on_opening_lead"


def test_law55a_declarer_wrong_hand_defender_next_in_turn_decides():
    ruling = ruled("lead_out_of_turn", by="N", card="D5", trick=4, correct_leader="S")
    assert [o["who"] for o in ruling["options"]] == ["E", "E"]
    assert ruling["steps"][0]["params"]["who"] == "E"


def test_law55b1_retracted_declarer_leads_from_correct_hand_no_penalty_card():
    ruling = ruled("lead_out_of_turn", by="N", card="D5", trick=4, correct_leader="S", choices={"accepted": False})
    assert ruling["penalty_cards"] == []
    assert "play.loot.declarer_card_back_correct_hand" in keys(ruling)
    assert "48A" in ruling["laws"] and ruling["adjusted_score"] == "possible"


def test_law55b2_declarer_led_when_a_defender_was_to_lead():
    ruling = ruled("lead_out_of_turn", by="S", card="D5", trick=4, correct_leader="W", choices={"accepted": False})
    assert "play.loot.declarer_card_back_defender_leads" in keys(ruling)
    assert ruling["steps"][0]["params"]["leader"] == "W"


def test_law55a_accepted_declarer_lead_stands():
    ruling = ruled("lead_out_of_turn", by="S", card="D5", trick=4, correct_leader="N", choices={"accepted": True})
    assert keys(ruling) == ["loot.accepted_53", "play.loot.accepted_stands"] and ruling["laws"] == ["55A", "53A"]


def test_law55_declarer_cannot_choose_for_the_defenders():
    assert refused("lead_out_of_turn", by="S", card="D5", trick=4, correct_leader="N",
                   choices={"declarer": "accept"}) == "bad_field"


def test_law55b1_same_suit_restriction_is_uncertain_for_1987():
    """Doubt (L, bridge-domain §3g): older codes required declarer to lead the same suit from the correct hand;
    1997 has no such rule and no 1987 text was found. The engine imposes none and says so."""
    assert leads.DECLARER_WRONG_HAND_SAME_SUIT is False
    ruling = ruled("lead_out_of_turn", by="N", card="D5", trick=4, correct_leader="S", choices={"accepted": False})
    assert "play.loot.declarer_same_suit_doubt" in keys(ruling) and not ruling["lead_restrictions"]


def test_law55b1_same_suit_restriction_when_switched_on(monkeypatch):
    monkeypatch.setattr(leads, "DECLARER_WRONG_HAND_SAME_SUIT", True)
    ruling = ruled("lead_out_of_turn", by="N", card="D5", trick=4, correct_leader="S", choices={"accepted": False})
    assert "play.loot.declarer_same_suit" in keys(ruling) and ruling["lead_restrictions"]


def test_play_period_case_without_contract_is_refused():
    data = {"dealer": "N", "irregularity": {"type": "lead_out_of_turn", "by": "E", "card": "HK"}}
    from engine import rule
    from engine.errors import EngineError

    with pytest.raises(EngineError) as err:
        rule(data)
    assert err.value.code == "play_needs_contract"


def test_contract_derived_from_finished_auction():
    from engine import rule

    data = {"dealer": "N", "auction": "1S P 4S P P P", "irregularity": {"type": "lead_out_of_turn", "by": "W",
                                                                          "card": "HK"}}
    ruling = rule(data).to_dict()  # North declares 4S; East leads first, so West's lead is out of turn
    assert ruling["offender"] == "W" and {o["who"] for o in ruling["options"]} == {"N"}


@pytest.mark.parametrize("field", [{"card": "ZZ"}, {"by": "Q"}, {"trick": 14}, {"typo": True}])
def test_bad_fields_refused_with_code(field):
    code = refused("lead_out_of_turn", **{**OLOOT, **field})
    assert code in {"bad_card", "bad_seat", "out_of_range", "unknown_field"}


def test_law55b1_the_same_suit_question_is_the_directors_decision_text_not_in_corpus():
    """bridge-domain (Law 55 table, L): "Older codes … required 'a card of the same suit if able' – verify before
    encoding"; our corpus has no 55B text. The ruling gives the director the decision with both outcomes (not a
    bare "the engine does not impose it"), flags 55B1 as not in our corpus, and keeps the caveat."""
    from bot.render.ruling import ruling_text

    ruling = ruled("lead_out_of_turn", by="S", card="H4", trick=5, correct_leader="N", choices={"accepted": False})
    assert ruling["corpus"]["55B1"] is False and "caveat.55B1_same_suit" in [c["key"] for c in ruling["caveats"]]
    en, ru = ruling_text(Ruling.from_dict(ruling), "en"), ruling_text(Ruling.from_dict(ruling), "ru")
    assert "The director decides from his book whether declarer must lead a card of the same suit (♥)" in en
    assert "судья решает по книге" in ru and "если нет — разыгрывающий ходит с правильной руки любой картой" in ru


def test_law62d_a_twelfth_trick_revoke_states_62d2_as_a_condition_and_no_later_lead_life():
    """62D2 «разыгрывающий может потребовать от партнёра нарушителя сыграть в эту взятку любой из 2-х карт, которая
    могла бы быть легально сыграна»: only if the partner had not yet played — unstated, it is a condition. With one
    trick left the penalty card is the offender's last card: no 50E lead choice for a later lead."""
    data = {"dealer": "N", "vul": "none", "contract": "4S", "declarer": "S",
            "irregularity": {"type": "revoke", "by": "E", "trick": 12, "established": True, "card": "C2",
                             "revoke_trick_won_by": "E", "offending_side_tricks_after": 1}}
    from engine import rule

    r = rule(data).to_dict()
    assert "play.revoke.twelfth_partner_choice_if" in keys(r) and "play.revoke.twelfth_partner_choice" not in keys(r)
    assert "play.revoke.twelfth_pc_last" in keys(r) and "pc.life.partner_lead" not in keys(r)
    assert not r["lead_restrictions"] and r["penalty_cards"][0]["kind"] == "major"
    data["irregularity"]["partner_played_to_trick12"] = False
    assert "play.revoke.twelfth_partner_choice" in keys(rule(data).to_dict())
