"""The auction, information and procedure read in round 30 (issue 10): sentences of our own, each naming the law
passage it follows, and for each change the sentences with its words that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from lawbase.search.cache import get_index
from lawbase.search.query import analyse
from lawbase.search.refs import find_refs


@pytest.mark.parametrize(("query", "ref"), [
    ("L-19a3", "19A3"),
    ("Л-16", "16"),
    ("law-27b2", "27B2"),
    ("закон-40", "40"),
    ("правило – 25", "25"),
])
def test_a_ref_word_joined_to_its_number_by_a_hyphen_is_a_ref(query: str, ref: str) -> None:
    assert [m.ref for m in find_refs(query)] == [ref]
    assert _refs(query, 1) == [ref]


@pytest.mark.parametrize("query", ["5-3 fit in spades", "счёт 4-2 в пользу", "Q-10-9 пик", "art-deco 5 days",
                                   "ход 3-ей картой"])
def test_numbers_joined_by_hyphens_without_a_ref_word_are_no_refs(query: str) -> None:
    assert find_refs(query) == []


@pytest.mark.parametrize("text", [
    "can I ask what their means in the middle of the auction",  # «their 2♦», the call taken out by the reader
    "what does their mean",
    "what is the meaning of their double",
    "what did his double mean",
    "what does my partner's mean",
    "что значит их , мы из-за этого ошиблись",
    "что значит их пас?",
])
def test_what_a_players_call_means_is_no_definition_question(text: str) -> None:
    assert not analyse(get_index(), text).wants_definition


@pytest.mark.parametrize("text", ["what does revoke mean", "what does LHO mean", "what does RHO mean in bridge",
                                  "что значит фальшренонс", "what means game"])
def test_what_a_word_of_the_book_means_stays_a_definition_question(text: str) -> None:
    assert analyse(get_index(), text).wants_definition


@pytest.mark.parametrize("text", [
    "can I ask what their 2♦ means in the middle of the auction",
    "в середине торговли можно спросить, что значит их 2♦?",
    "what does their 1NT mean, may I ask during the bidding?",
])
def test_asking_what_an_opponents_call_means_during_the_auction_is_20F1(text: str) -> None:
    assert _refs(text, 1) == ["20F1"]


@pytest.mark.parametrize(("text", "first"), [
    # Law 28A: a call at the turn of RHO who had to pass counts as made in rotation
    ("Левому велели пасовать до конца торговли, а партнёр заявил 2♠ в его очередь, это считается?", "28A"),
    ("Партнёр обязан пасовать до конца торговли, а правый заявил 1♥ в его очередь", "28A"),
    # Law 28B: the player whose turn it was called over the call out of rotation
    ("сдавал я, но правый открылся 1♣, а я, не глядя, сказал 1♥ — его заявку приняли?", "28B"),
    ("запад сказал 1♠ раньше сдающего юга, а юг, не дожидаясь судьи, открылся 1♥", "28B"),
    # Law 31A1: RHO passed after a bid at his turn: the offender repeats his call
    ("I bid 1S out of rotation at RHO's turn, then RHO pass. Must I repeat my bid?", "31A1"),
    # Law 29B: the offender's LHO called over it
    ("сдавал партнёр, а правый успел раньше него сказать 1♥, а я не подумал и дал контру", "29B"),
])
def test_whose_turn_and_who_called_next_say_the_section(text: str, first: str) -> None:
    assert _refs(text, 1) == [first]


def test_his_turn_after_a_seat_that_calls_is_another_seats_turn() -> None:
    """«партнёр думал, а правый заявил в его очередь»: «его» is the partner's; RHO bid at his RHO's turn (31A)."""
    assert "bid_out_of_turn_rho" in _ids("партнёр думал, а правый заявил 1♠ в его очередь")


@pytest.mark.parametrize("text", [
    "сдавал я, правый открыл 1♠ первым, и я сразу позвал судью",  # the director called: no call over it
    "правый обязан пасовать до конца, а вот партнёр его ещё ничего не сказал",  # no call at all
])
def test_no_call_over_it_is_no_28(text: str) -> None:
    assert not {"call_in_turn_after_call_out_of_rotation", "call_at_turn_of_player_obliged_to_pass"} & set(_ids(text))


@pytest.mark.parametrize("text", [
    "соперник спросил, что значит моя 2♣, и я сам ответил вместо партнёра — так нельзя было?",
    "they asked what my 2C meant and I answered instead of my partner",
    "спросили про нашу 2♦, а я объяснил за партнёра",
])
def test_a_question_answered_in_partners_place_is_20F1_not_a_call_out_of_turn(text: str) -> None:
    assert _refs(text, 1) == ["20F1"]
    assert not {"bid_out_of_turn_partner_or_lho", "call_out_of_rotation"} & set(_triggered(text))


def test_a_call_made_in_partners_place_is_still_out_of_turn() -> None:
    assert _refs("я сказал 2♥ вместо партнёра, пока он думал", 1) == ["31B"]


@pytest.mark.parametrize("text", [
    "левая сказала 1♦ после моих 2♣, а муж тут же сказал пас",
    "после моих 2♣ соседка слева сказала 1♦, а супруг, не разобравшись, спасовал",
])
def test_an_insufficient_bid_called_over_by_the_offenders_lho_is_accepted(text: str) -> None:
    assert "insufficient_bid_accepted" in _ids(text)


def test_an_insufficient_bid_with_the_director_called_is_not_accepted() -> None:
    assert "insufficient_bid_accepted" not in _ids("левая сказала 1♦ после моих 2♣, муж сразу позвал судью")


@pytest.mark.parametrize("text", [
    "Заметил косяк у соседей, кэп говорит доиграем потом. Надо сразу судью кричать?",
    "соперник сделал ренонс, нужно ли сразу звать судью?",
    "should I call the director right away when the opponents revoke?",
])
def test_asking_whether_to_call_the_director_at_once_is_9B1A(text: str) -> None:
    assert _refs(text, 1) == ["9B1(A)"]


@pytest.mark.parametrize("text", [
    "я сразу позвал судью, а соперник возмутился",
    "сразу судью позвали, и он отменил заявку",
])
def test_a_director_called_at_once_told_is_no_question_when_to_call(text: str) -> None:
    assert "director_call_when" not in _ids(text)


@pytest.mark.parametrize("text", [
    "can the director kick someone out of the tournament for cheating",
    "could the TD throw him out of the event for cheating?",
    "за жульничество могут выгнать с турнира?",
])
def test_being_put_out_of_the_event_is_law_91(text: str) -> None:
    assert "suspension" in _triggered(text)
    assert _refs(text, 1) == ["91"]


@pytest.mark.parametrize("text", [
    "partner kicked me under the table, is that cheating?",
    "we got knocked out of the tournament in the semifinal",
    "he threw his cards on the table in anger",
])
def test_kicks_and_throws_that_put_nobody_out_are_no_suspension(text: str) -> None:
    assert "suspension" not in _triggered(text)


@pytest.mark.parametrize("text", [
    'partner napisal v chat "dumai" pered moim hodom, eto legalno voobshe',
    "партнёр написал в чат «подумай» перед моим ходом",
    "my partner typed in the chat 'think' before my lead",
    "бабушка сделала очень выразительное лицо, когда я вышел с пики",
    "партнёрша скорчила кислую мину, когда я пошёл в пику",
    "partner rolled his eyes when I led a spade",
    "she made a face when I bid 3NT",
])
def test_a_chat_remark_or_a_face_made_is_communication_law_73(text: str) -> None:
    assert "partner_communication" in _triggered(text)
    assert _refs(text, 1) == ["73"]


@pytest.mark.parametrize("text", [
    "положил карту лицом вверх",
    "сделал первый ход лицом вниз",
    "he made the opening lead face down",
    "the card was face up on the table",
    "в чат выложили результат с соседнего стола",
])
def test_a_card_face_up_or_a_chat_without_partner_is_no_communication(text: str) -> None:
    assert "partner_communication" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "бабушка контрировала мою же заявку 3♣, это законно?",
    "а она законтрила нашу же заявку, так можно?",
])
def test_a_double_of_ones_own_sides_bid_is_law_36(text: str) -> None:
    assert _refs(text, 1) == ["36"]


def test_a_double_of_ones_own_sides_call_told_with_zhe_is_settled_as_36() -> None:
    """Read by the partner-double reader (not the lexicon: the phrasings' own readings stay as they were)."""
    assert "inadmissible_double_not_called_over" in _ids("бабушка контрировала мою же заявку 3♣")
    assert "inadmissible_double_not_called_over" in _ids("напарник реконтрил мою же контру, соперы позвали судью")


@pytest.mark.parametrize("text", [
    "левый законтрил мою заявку 3♣",  # an opponent's double: legal
    "бабушка контрировала мою же заявку, а левый тут же сказал пас",  # called over: Law 35A
])
def test_an_opponents_double_or_one_called_over_is_no_settled_36(text: str) -> None:
    assert "inadmissible_double_not_called_over" not in _ids(text)


@pytest.mark.parametrize("text", [
    "Уже две взятки сыграли, прошу повторить торговлю — говорят поздно",
    "three tricks were played, can I still ask for a review of the auction?",
])
def test_a_review_of_the_auction_asked_after_tricks_were_played_is_41C(text: str) -> None:
    assert _refs(text, 1) == ["41C"]


@pytest.mark.parametrize("text", [
    "сыграли уже две взятки, и защитник просит повторить торговлю",
    "после трёх сыгранных взяток защитник попросил повторить торговлю",
])
def test_tricks_played_make_a_review_too_late_for_law_20(text: str) -> None:
    """Law 20C2's review at one's first turn to play is over once tricks were played: no section of Law 20 is
    settled (the director's rule in ``tests/intake/reviewed/law20.tsv``), Law 41C among the first three."""
    assert "review_after_auction" not in _ids(text)
    assert "41C" in _refs(text)


@pytest.mark.parametrize("text", [
    "можно ли повторить торговлю перед первым ходом?",
    "сыграли две взятки, потом выяснилось, что был ренонс",
])
def test_a_review_before_the_lead_or_tricks_without_a_review_are_no_41C(text: str) -> None:
    assert "review_auction_during_play" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "Нам толком не рассказали что значит их 2♣, мы из-за этого сели на мель",
    "нам толком не объяснили их систему, и мы из-за этого ошиблись",
    "they did not fully explain their 2NT and we were damaged",
])
def test_an_explanation_not_given_in_full_is_40C(text: str) -> None:
    assert "incomplete_explanation" in _triggered(text)
    assert _refs(text, 1) == ["40C"]


@pytest.mark.parametrize("text", [
    "судья толком не объяснил своё решение",
    "они всё полностью объяснили, а мы всё равно ошиблись",
])
def test_a_ruling_not_explained_or_a_full_explanation_is_no_40C(text: str) -> None:
    assert "incomplete_explanation" not in _triggered(text)


@pytest.mark.parametrize(("text", "first"), [
    ("после трёх пасов разыгрывающий вдруг говорит «пять червей», типа передумал", "39A"),
    ("после трёх пасов вистующий вдруг говорит «две пики»", "39B"),
])
def test_a_bid_after_the_final_pass_said_in_words_is_read(text: str, first: str) -> None:
    assert _refs(text, 1) == [first]


def test_a_holding_after_the_final_pass_is_no_call() -> None:
    ids = _ids("после трёх пасов у меня было пять червей и я атаковал")
    assert not {"call_after_final_pass_no_penalty", "call_after_final_pass_by_defender"} & set(ids)


@pytest.mark.parametrize("text", [
    "Мой супруг назвал две червы, затем, поразмыслив с минуту, заявил, что желает сказать три червы. Допустимо?",
    "партнёр сказал 2♥, поразмыслив, захотел поменять на 3♥",
])
def test_a_call_changed_after_thinking_it_over_is_25B(text: str) -> None:
    assert _refs(text, 1) == ["25B"]


@pytest.mark.parametrize("text", [
    "я долго думал с минуту и сказал 2♥, партнёр возмутился",  # a hesitation before one call: Law 16
    "я захотел сказать 2♥, но партнёр уже спасовал",
])
def test_thinking_before_one_call_is_no_change_of_call(text: str) -> None:
    assert not {"change_after_pause", "change_of_call"} & set(_triggered(text))


@pytest.mark.parametrize("text", [
    "zritel, nash drug, pervyy ukazal na oshibku sopernikov — teriaem pravo na shtraf?",
    "Внучка, наблюдавшая за нашей игрой, первой сказала вслух, что соперник положил не ту масть. "
    "Сохраняется ли за нами право на исправление?",
])
def test_a_spectator_pointing_out_first_is_11C(text: str) -> None:
    assert _refs(text, 1)[0].startswith("11C")


@pytest.mark.parametrize("text", [
    "No alert on 2 diamond, it was transfer. Auction already finish, we got bad result",
    "opy skazali chto 2 trefy estestvennye a okazalos relay, my uzhe vse razygrali",
    "соперники объяснили 2♣ как натуральную, а оказалось — вопрос, торговля уже закончилась",
])
def test_the_opponents_misinformation_found_once_the_auction_was_over_is_21B3(text: str) -> None:
    assert "misinformed_too_late" in _ids(text)
    assert _refs(text, 1) == ["21B3"]


@pytest.mark.parametrize("text", [
    "partner didn't alert my 2♦ transfer, the auction is over, we got a bad result",  # our side's: Law 75
    "no alert on their 2♦, partner has not called yet, can I change my pass?",  # in time: 21B1
])
def test_our_own_missing_alert_or_a_change_in_time_is_no_21B3(text: str) -> None:
    assert "misinformed_too_late" not in _ids(text)


@pytest.mark.parametrize("text", [
    "during the auction partner's 2♣ shows an ace, and I passed",
    "in our system partner's 2♣ response shows an ace",
    "у нас ответ 2♣ показывает туза, а партнёр забыл",
])
def test_what_a_bid_shows_is_the_partnerships_agreement(text: str) -> None:
    assert "partnership_understandings" in _triggered(text)
    assert _refs(text, 1) != ["24B"]


@pytest.mark.parametrize("text", [
    "partner showed an ace during the auction, then I bid 2H",
    "партнёр показал туза во время торговли, а я заявил 2♥",
])
def test_an_ace_shown_at_the_table_is_no_agreement(text: str) -> None:
    assert "partnership_understandings" not in _triggered(text)
