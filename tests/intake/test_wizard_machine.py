"""The ruling wizard's state machine (bot.intake.wizard): order of questions, engine checks, back, prefill."""

import pytest
from wizard_helpers import run, step

from bot.errors import UserError
from bot.intake import display
from bot.intake import wizard as W
from bot.intake.prefill import prefill
from bot.intake.questions import BACK, DONE, OTHER, SKIP, UNDO
from engine.errors import EngineError


def test_questions_come_in_the_directors_order():
    """Board → auction → what happened → who and what → choices (landscape §3.1)."""
    seen = []
    state = W.start()
    for value in ("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "no", "no", SKIP):
        seen.append(step(state))
        state = W.answer(state, value)
    assert seen == ["board", "auction", "auction", "auction", "type", "fact:by", "fact:call", "fact:conventional",
                    "choice:accepted", "choice:correction"]
    assert W.question(state) is None
    assert W.case(state) == {"board": 5, "auction": ["1H", "P"],
                             "irregularity": {"type": "insufficient_bid", "by": "S", "call": "1D",
                                              "conventional": False},
                             "choices": {"accepted": False}}


def test_auction_offers_only_legal_calls_law_18_19():
    """After 1♥ by N (dealer, board 5): E may pass, double (19A1) or bid 1♠+; 1♦ is not offered; no redouble."""
    state = run("5", "1H")
    q = W.question(state)
    assert q.step == "auction" and q.params == {"seat": "E"}
    assert "X" in q.values and "1S" in q.values and "1D" not in q.values and "XX" not in q.values
    assert UNDO in q.values and DONE in q.values


def test_auction_refuses_an_insufficient_bid_with_its_law():
    with pytest.raises(UserError) as err:
        run("5", "1H", "1D")
    assert err.value.code == "intake_call_not_legal" and err.value.params["law"] == "27"


def test_auction_refuses_a_double_of_partner_law_19a1():
    with pytest.raises(UserError) as err:
        run("5", "1H", "P", "X")
    assert err.value.params["law"] == "36"


def test_auction_undo_and_typed_calls_in_russian():
    state = run("5", "1 бк", "пас", UNDO)
    assert state.auction == ["1NT"]


def test_auction_ends_by_itself_after_three_passes_law_17e():
    """Law 17E: three passes after a bid end the auction; the wizard moves on to play-period types."""
    state = run("1", "1S", "P", "P", "P")
    q = W.question(state)
    assert q.step == "type"
    assert "lead_out_of_turn" in q.values and "insufficient_bid" not in q.values
    assert state.period == "play"


def test_no_board_number_asks_dealer_and_vulnerability():
    state = run(OTHER, "W", "EW")
    assert step(state) == "auction"
    assert W.question(state).params == {"seat": "W"}
    assert W.case(run(DONE, "call", "N", "1C", SKIP, state=state))["dealer"] == "W"


def test_board_accepts_any_number_typed_and_refuses_nonsense():
    assert run("37").board == 37
    with pytest.raises(EngineError) as err:
        run("0")
    assert err.value.code == "bad_board"


def test_back_returns_to_the_previous_question():
    state = run("5", "1H", "P")
    assert run(BACK, state=state).auction == ["1H"]
    assert run(BACK, BACK, BACK, state=state).board is None
    assert run(BACK, state=W.start()) == W.start()


def test_insufficient_bid_is_checked_against_the_auction_law_18c():
    """An "insufficient" 2♦ over 1♥ is sufficient: refused, with a hint to let sudya classify the call."""
    with pytest.raises(UserError) as err:
        run("5", "1H", "P", DONE, "insufficient_bid", "S", "2D")
    assert err.value.code == "intake_not_insufficient"


def test_call_out_of_turn_refuses_the_player_in_turn_law_28():
    state = run("5", "1H", "P", DONE, "call_out_of_turn")
    assert W.question(state).values == ["N", "E", "W"]  # South is in turn: not offered
    with pytest.raises(UserError) as err:
        run("S", state=state)
    assert err.value.code == "intake_seat_in_turn"


def test_insufficient_bid_offers_only_the_seat_in_turn_and_insufficient_bids_law_27():
    state = run("5", "1H", "P", DONE, "insufficient_bid")
    assert W.question(state).values == ["S"]
    q = W.question(run("S", state=state))
    assert set(q.values) == {"1C", "1D", "1H"}  # the bids 1♥ outranks (18C), and 1♥ itself


def test_no_insufficient_bid_before_any_bid_law_18c():
    assert "insufficient_bid" not in W.question(run("5", "P", DONE)).values


def test_penalty_card_and_premature_play_only_by_a_defender_law_50_57():
    for type_ in ("penalty_card", "premature_play"):
        state = run("1", "1S", "P", "P", "P", type_)  # North declares 1♠: East and West defend
        assert W.question(state).values == ["E", "W"]
        with pytest.raises(UserError) as err:
            run("N", state=state)
        assert err.value.code == "intake_does_not_fit"


def test_declarer_exposed_card_only_by_declarer_law_48():
    assert W.question(run("1", "1S", "P", "P", "P", "declarer_exposed_card")).values == ["N"]


def test_inadmissible_call_offers_only_the_inadmissible_double_or_redouble_law_36():
    state = run("5", "1H", "P", DONE, "inadmissible_call", "S")  # S doubling partner's 1♥
    assert [v for v in W.question(state).values if not v.startswith("!")] == ["X", "XX"]
    state = run("5", "1H", "X", "P", DONE, "inadmissible_call", "W")  # W: 1♥ is doubled, and by W's partner
    assert [v for v in W.question(state).values if not v.startswith("!")] == ["X", "XX"]
    state = run("5", "1H", "X", DONE, "inadmissible_call", "S")  # S may redouble: only a double is wrong
    assert [v for v in W.question(state).values if not v.startswith("!")] == ["X"]


def test_revoke_tricks_after_are_bounded_by_the_tricks_left_law_64():
    state = run("1", "1S", "P", "P", "P", "revoke", "E", "11", "yes", "E")
    assert W.question(state).values == ["0", "1", "2"]


def test_a_prefilled_type_that_cannot_have_happened_is_asked_again():
    """Text said "insufficient bid", but nobody has bid: ask what happened instead of a question with no answer."""
    state = run("5", DONE, state=W.start(prefill("insufficient bid 1D by South")))
    assert step(state) == "type"
    state = run("call", state=state)
    assert state.irregularity == {"call": "1D"}  # facts the new type shares are kept
    assert state.hints["by"] == "S"  # the offender stays a suggestion: always confirmed


def test_correction_must_be_a_legal_call_law_27b():
    with pytest.raises(UserError) as err:
        run("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "no", "no", "1C")
    assert err.value.code == "intake_bad_correction"
    state = run("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "no", "no", "2D")
    assert W.case(state)["choices"] == {"accepted": False, "correction": "2D"}


def test_correction_is_not_asked_once_the_call_is_accepted_law_27a():
    state = run("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "no", "yes")
    assert W.question(state) is None
    assert W.case(state)["choices"] == {"accepted": True}


def test_conventional_is_asked_where_the_ruling_turns_on_it_laws_30c_26():
    """A pass out of turn (30C: a conventional pass is a bid), a suit bid out of turn (26A: the suit it related to,
    26B if conventional), and 1NT out of turn too: a conventional 1NT may show suits (26A on the suits shown), a
    natural one relates to no suit (26B), so the ruling turns on it."""
    state = run("5", DONE, "call_out_of_turn", "S", "P")
    assert step(state) == "fact:conventional"
    state = run("5", DONE, "call_out_of_turn", "S", "1C")
    assert step(state) == "fact:conventional"
    state = run("5", DONE, "call_out_of_turn", "S", "1NT")
    assert step(state) == "fact:conventional"


def test_an_insufficient_bid_asks_whether_it_was_conventional_law_27b1a():
    """27B1(A) applies only "if it is beyond doubt that the insufficient bid was not conventional" (else 27B2): the
    wizard asks, with the bid's own wording, and "Don't know" leaves the fact out."""
    state = run("25", "1H", DONE, "call", "E", "1D")
    q = W.question(state)
    assert q.step == "fact:conventional" and q.prompt == "intake.q.fact.conventional_bid"
    state = run(SKIP, state=state)
    assert "conventional" not in W.case(state)["irregularity"] and W.unknown_facts(state) == ("conventional",)
    state = run("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "yes", "no")
    assert W.case(state)["irregularity"]["conventional"] is True


def test_a_call_out_of_turn_asks_no_correction_law_29a_31():
    """East's 1♦ at North's turn after 1♥ (S) pass is out of rotation, not an insufficient bid in turn (27C → 31):
    cancelled, it is not "corrected", so the wizard does not ask what replaces it (the engine's options say)."""
    state = run("27", "1H", "P", DONE, "call", "E", "1D", "no", "no")
    assert W.question(state) is None
    assert W.case(state)["choices"] == {"accepted": False}


def test_play_type_without_a_finished_auction_asks_contract_and_declarer():
    state = run("3", DONE, "lead_out_of_turn")
    assert step(state) == "contract"
    state = run("4S", "S", "1", "E", "HK", "no", "no", SKIP, state=state)
    assert W.question(state) is None
    assert W.case(state) == {"board": 3, "auction": [], "contract": "4S", "declarer": "S",
                             "irregularity": {"type": "lead_out_of_turn", "by": "E", "card": "HK", "trick": 1,
                                              "face_down": False, "declarer_saw_dummy": False}}


def test_later_lead_out_of_turn_skips_the_opening_lead_questions_and_spread_law_54():
    state = run("3", DONE, "lead_out_of_turn", "4S", "S", "5", "E", "HK")
    assert step(state) == "fact:correct_leader" and "E" not in W.question(state).values  # Law 44G: as given
    state = run("N", state=state)
    q = W.question(state)
    assert q.step == "choice:declarer" and "spread" not in q.values and "accept" in q.values


def test_exposed_cards_are_added_one_by_one_until_done_law_24():
    state = run("5", DONE, "card_exposed_during_auction", "W", "SK")
    q = W.question(state)
    assert q.step == "fact:cards" and "SK" not in q.values and DONE in q.values
    state = run("пД", DONE, "no", state=state)
    assert W.case(state)["irregularity"] == {"type": "card_exposed_during_auction", "by": "W",
                                             "cards": ["SK", "SQ"], "led": False}


def test_done_without_a_card_is_refused():
    state = run("5", DONE, "card_exposed_during_auction", "W")
    with pytest.raises(UserError) as err:
        run(DONE, state=state)
    assert err.value.code == "intake_no_cards"


def test_revoke_transfer_facts_only_when_established_law_64():
    state = run("1", "1S", "P", "P", "P", "revoke", "W", "5", "no")
    assert step(state) == "fact:card"  # 62B1: the withdrawn revoke card of a defender is a penalty card
    state = run("HK", state=state)
    assert W.question(state) is None and W.case(state)["irregularity"]["card"] == "HK"
    state = run("1", "1S", "P", "P", "P", "revoke", "W", "5", "yes", "W", "2")
    assert step(state) == "fact:declarer_tricks" and SKIP in W.question(state).values  # optional: the score (77)
    state = run(SKIP, state=state)
    assert W.case(state)["irregularity"] == {"type": "revoke", "by": "W", "trick": 5, "established": True,
                                             "revoke_trick_won_by": "W", "offending_side_tricks_after": 2}


def test_an_answer_not_offered_is_refused():
    with pytest.raises(UserError) as err:
        run("5", DONE, "nonsense")
    assert err.value.code == "intake_bad_answer"


def test_console_may_answer_buttons_by_number():
    state = run("5", "1H", DONE, "2")  # the second type offered: insufficient bid
    assert state.type == "insufficient_bid"


def test_answers_leave_the_old_state_unchanged():
    state = run("5")
    run("1H", state=state)
    assert state.auction == []


def test_prefill_skips_what_the_text_said_and_keeps_hints():
    state = W.start(prefill("партнёр сказал 1♦ после моей 1♥"))
    assert state.type == "insufficient_bid" and state.irregularity == {"call": "1D"}
    state = run("5", "1H", "P", DONE, state=state)
    assert step(state) == "fact:by"
    assert "партнёр" in "\n".join(display.summary_lines(state, "ru"))
    state = run("S", state=state)
    assert not any("партнёр" in line or "после 1♥" in line for line in display.summary_lines(state, "ru"))
    state = run("no", "no", "2D", state=state)
    assert W.case(state)["irregularity"] == {"type": "insufficient_bid", "by": "S", "call": "1D", "conventional": False}


def test_a_prefilled_fact_the_auction_contradicts_is_asked_again():
    """The text said South's 1♦ was insufficient; after 1♣ by North it is East's turn and 1♦ is sufficient."""
    state = run("5", "1C", DONE, state=W.start(prefill("insufficient bid 1D by South")))
    assert step(state) == "fact:by" and W.question(state).values == ["E"]
    state = run("E", state=state)
    assert step(state) == "fact:call" and "1D" not in W.question(state).values


def test_prefilled_board_and_auction_are_used():
    state = W.start(prefill("доска 12, торговля: 1♥ пас 1♠ пас, запад сказал 1♦"))
    assert state.board == 12 and state.auction == ["1H", "P", "1S", "P"]


def test_auction_table_has_four_columns_from_the_dealer():
    """Board 2: East deals; the first row starts in E's column; the next to call is marked."""
    text = display.auction_table(W.start().__class__(board=2).dealer_seat(), ["1C", "P", "P"], "en")
    lines = text.strip("`\n").split("\n")
    assert lines[0].split() == ["N", "E", "S", "W"]
    assert lines[1].index("1♣") == 9 and lines[1].split() == ["1♣", "Pass", "Pass"]
    assert lines[2].strip() == "?"
    ru = display.auction_table(W.start().__class__(board=2).dealer_seat(), ["1NT", "X"], "ru")
    assert "1БК" in ru and "Контра" in ru and ru.split("\n")[1].split() == ["С", "В", "Ю", "З"]


def test_the_offender_the_text_points_to_is_suggested_not_chosen():
    """"партнёр сказал 1♦ после моей 1♥": North bid 1♥ (board 5), so the speaker is North and partner South."""
    state = run("5", "1H", "P", DONE, state=W.start(prefill("партнёр сказал 1♦ после моей 1♥")))
    q = W.question(state)
    assert q.step == "fact:by" and q.answers[0].value == "S" and q.answers[0].suggested
    assert [a.value for a in q.answers if a.suggested] == ["S"]
    assert display.answer_label(q.answers[0], "ru") == "Юг (как вы написали)"
    assert "by" not in state.irregularity  # a suggestion only: the director still picks


def test_no_suggestion_without_the_speakers_own_call():
    state = run("5", "1H", "P", DONE, state=W.start(prefill("insufficient bid 1D over 1H by partner")))
    assert not any(a.suggested for a in W.question(state).answers)


def test_opening_lead_out_of_turn_is_not_offered_to_the_opening_leader_law_41a():
    """North declares 1♠ (board 1): East leads first, so at trick 1 East cannot lead out of turn."""
    state = run("1", "1S", "P", "P", "P", "lead_out_of_turn", "1")
    assert W.question(state).values == ["N", "S", "W"]


def test_declarers_lead_out_of_turn_is_the_defenders_choice_law_55():
    state = run("1", "1S", "P", "P", "P", "lead_out_of_turn", "4", "S", "HK", "E")  # dummy's hand led
    assert step(state) == "choice:accepted"
    state = run("1", "1S", "P", "P", "P", "lead_out_of_turn", "4", "W", "HK", "E")  # a defender's
    assert step(state) == "choice:declarer"


def test_having_seen_dummy_declarer_has_no_choice_law_54c():
    state = run("1", "1S", "P", "P", "P", "lead_out_of_turn", "1", "W", "HK", "no", "yes")
    assert W.question(state) is None


def test_the_seat_in_turn_is_labelled_law_28():
    q = W.question(run("5", "1H", DONE, "call"))  # East to call after North's 1♥
    assert [display.answer_label(a, "en") for a in q.answers] == ["North", "East (in turn)", "South", "West"]


def test_a_prefilled_offender_is_always_confirmed_and_suggested():
    """The text's seat is a suggestion: "Кто нарушил?" is still asked, with East first and highlighted."""
    state = W.start(prefill("East led out of turn, contract 4S, declarer South, board 27"))
    assert "by" not in state.irregularity and state.hints["by"] == "E"
    assert step(state) == "fact:trick"  # board, contract and declarer given: no auction to click
    state = run("1", state=state)
    q = W.question(state)
    assert q.step == "fact:by" and q.answers[0].value == "E" and q.answers[0].suggested
    assert "W" not in q.values  # declarer South: West leads first (41A), he cannot lead out of turn at trick 1
    lines = "\n".join(display.summary_lines(state, "en"))
    assert "Contract 4♠ by South" in lines and "offender is East" in lines
    state = run("E", state=state)
    assert "offender is East" not in "\n".join(display.summary_lines(state, "en"))  # no stale hint once answered


def test_the_declarer_comes_from_the_auction_law_22():
    """Board 7 (South deals): 1♠ by S, 4♠ by N, three passes: South declares, whatever the text left open."""
    state = W.start(prefill("Восток сделал ход не в очередь, контракт 4 пики"))
    state = run("7", "1S", "P", "4S", "P", "P", "P", state=state)
    assert "Контракт 4♠, разыгрывает Юг" in display.summary_lines(state, "ru")


def test_acceptance_of_a_lead_out_of_turn_is_asked_about_the_lead_law_55():
    """Declarer led out of turn: the defenders accept or not (55A); the question is about a lead, not a call."""
    state = run("1", "1S", "P", "P", "P", "lead_out_of_turn", "3", "N", "HK", "E")
    q = W.question(state)
    assert q.step == "choice:accepted" and q.prompt == "intake.q.choice.accepted_lead"
    assert "lead" in display.question_text(q, "en") and "ход" in display.question_text(q, "ru")
    assert "заявк" not in display.question_text(q, "ru")


def test_penalty_card_asks_failure_to_play_then_partners_lead_laws_50_52():
    """Board 4 (W deals), 1NT–3NT by W: North's ♥Q. No failure to play (52) → partner to lead? → declarer's
    options (50, major card); a failure to play → declarer accepts the card or not (52B), no lead options."""
    state = run("4", "1NT", "P", "3NT", "P", "P", "P", "penalty_card", "N", "HQ", DONE, "no")
    assert step(state) == "fact:failed_to_play" and SKIP in W.question(state).values
    lead = run(SKIP, "yes", state=state)
    assert step(lead) == "choice:declarer"
    lead = run("require_suit", state=lead)
    assert W.question(lead) is None and W.case(lead)["choices"] == {"declarer": "require_suit"}
    assert W.question(run(SKIP, "no", state=state)) is None  # nobody to lead for: no choice to ask
    failed = run("S3", state=state)
    assert step(failed) == "choice:accepted" and W.question(failed).prompt == "intake.q.choice.accepted_failed"
    minor = run("4", "1NT", "P", "3NT", "P", "P", "P", "penalty_card", "N", "H2", DONE, "no", SKIP, "yes")
    assert W.question(minor) is None  # a minor penalty card gives declarer no lead options (50D)


def test_inapplicable_choices_are_the_ones_the_wizard_would_not_ask():
    case = {"board": 4, "contract": "3NT", "declarer": "S", "choices": {"declarer": "require_suit"},
            "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HQ"]}}
    assert W.inapplicable_choices(case) == ["declarer"]
    case["irregularity"]["partner_has_lead"] = True
    assert W.inapplicable_choices(case) == []
    case["irregularity"]["by"] = "N"  # dummy's card is never a penalty card (48A): no lead options to choose
    assert W.inapplicable_choices(case) == ["declarer"]


def test_board_pages_and_a_typed_auction():
    """Boards beyond 24 are a page away (25–48…); an auction typed at once is checked call by call (Law 27)."""
    state = run("!more")
    assert W.question(state).values[:2] == ["25", "26"] and "!more" in W.question(state).values
    state = run("30", state=state)
    assert state.board == 30
    typed = W.typed_auction(state, "1♥ пас 1♠")
    assert typed.auction == ["1H", "P", "1S"] and step(typed) == "auction"
    with pytest.raises(UserError) as err:
        W.typed_auction(state, "1H 1C")
    assert err.value.code == "intake_call_not_legal"
    with pytest.raises(UserError):
        W.typed_auction(W.start(), "1H")
    with pytest.raises(EngineError) as bad:
        W.typed_auction(state, "1H zz 1S")
    assert bad.value.params["value"] == "zz"  # the word that is not a call, not the whole line
    ended = W.typed_auction(state, "1S P P P")
    assert ended.auction_done and W.question(ended).step == "type"


def test_a_bid_above_seven_is_a_call_only_for_law_38():
    with pytest.raises(UserError) as err:
        run("1", "1H", "P", DONE, "call", "N", "8S")
    assert err.value.code == "intake_bad_answer"
    assert run("1", "7H", DONE, "bid_above_seven", "E", "8S").irregularity["call"] == "8S"


def test_a_double_is_offered_as_an_attempted_correction_law_27b3():
    """Law 27B3: an attempt to substitute a double or redouble is a case of its own (cancelled, partner passes)."""
    state = run("5", "1H", "P", DONE, "insufficient_bid", "S", "1D", "no", "no")
    q = W.question(state)
    assert q.step == "choice:correction" and {"X", "XX", "2D", "P"} <= set(q.values) and "1C" not in q.values
    case = W.case(run("X", state=state))
    assert case["choices"] == {"accepted": False, "correction": "X"}
    assert "insufficient.double_cancelled" in [s["key"] for s in engine_rule(case)["steps"]]


def engine_rule(case):
    import engine

    return engine.rule(case).to_dict()


def test_a_correction_of_a_call_out_of_turn_is_not_a_choice_the_laws_give_law_29a():
    """``/ruling call`` with a correction for East's 1♦ out of turn (North's turn): the call is cancelled (29A) and
    Law 31 rules, so the correction is refused as inapplicable, not drawn as 1♦→2♦ and ignored; the same
    correction of a bid that is insufficient in turn is the offender's choice (27B)."""
    out_of_turn = {"board": 27, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "E", "call": "1D"},
                   "choices": {"accepted": False, "correction": "2D"}}
    assert W.inapplicable_choices(out_of_turn) == ["correction"]
    in_turn = {**out_of_turn, "auction": ["1H"], "board": 5}
    assert W.inapplicable_choices(in_turn) == []
    assert W.inapplicable_choices({**in_turn, "choices": {"correction": "2D"}}) == []


def test_the_lho_calling_over_an_inadmissible_double_is_still_asked_law_35a():
    """An inadmissible double cannot be accepted, but the LHO's call over it before any rectification (35A) changes
    the ruling, though the engine offers it as no option: a yes/no decision the ruling turns on is asked."""
    state = run("5", "1H", "P", DONE, "inadmissible_call", "S", "X")
    assert step(state) == "choice:accepted"
