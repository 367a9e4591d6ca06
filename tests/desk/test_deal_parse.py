"""Deal records: BBO LIN, BBO handviewer links (read offline) and PBN give the same deal."""

from __future__ import annotations

import pytest
from deal_samples import HANDS, HV_URL, LIN, PBN, PLAY, URL

from engine.deal import detect, parse_deal
from engine.deal.play import analyse_play
from engine.errors import EngineError


@pytest.mark.parametrize("record", [LIN, URL, HV_URL, PBN], ids=["lin", "url", "handviewer", "pbn"])
def test_three_forms_read_the_same_board(record: str) -> None:
    data = parse_deal(record).to_dict()
    assert data["board"] == 7 and data["dealer"] == "S" and data["vul"] == "both"
    assert data["hands"] == HANDS
    assert data["auction"] == ["1S", "P", "2S", "P", "4S", "P", "P", "P"]
    assert data["play"] == PLAY
    assert data["contract"] == "4S" and data["declarer"] == "S"


def test_detect_names_the_form() -> None:
    assert [detect(x) for x in (LIN, URL, HV_URL, PBN, "hello")] == ["lin", "url", "url", "pbn", None]


def test_lin_names_and_fourth_hand_completed() -> None:
    """LIN often leaves East's hand empty: it is the 13 cards the other three do not hold."""
    deal = parse_deal(LIN.replace(",S876HQ43DJT9C8765|", ",|"))
    assert deal.to_dict()["hands"]["E"] == HANDS["E"]
    assert deal.to_dict()["names"] == {"S": "Anna", "W": "Boris", "N": "Vera", "E": "Gleb"}


def test_lin_claim_and_dealer_digit() -> None:
    deal = parse_deal("md|3SAKQ2HJT9D8765C43,,,|sv|o|mc|10|")
    assert deal.dealer.value == "N" and deal.vul == "none" and deal.claim == 10
    assert deal.to_dict()["hands"]["W"] is None and deal.contract is None and deal.board is None


def test_board_fills_dealer_and_vulnerability_by_law_2() -> None:
    """Law 2: board 7 is dealt by South, both vulnerable, when the record does not say."""
    deal = parse_deal("ah|Board 7|md|SAKQ2HJT9D8765C43,,,|")
    assert (deal.dealer.value, deal.vul) == ("S", "both")


def test_law_22b_contract_from_the_auction_doubled() -> None:
    deal = parse_deal("md|1" + ",,,|mb|1S|mb|d|mb|r|mb|p|mb|p|mb|p|")
    assert deal.contract == "1SXX" and deal.declarer.value == "S"


def test_passed_out() -> None:
    assert parse_deal("md|2,,,|mb|p|mb|p|mb|p|mb|p|").contract == "passed_out"


def test_pbn_reads_only_the_first_game_and_passed_contract() -> None:
    deal = parse_deal('[Board "3"]\n[Deal "E:- - - -"]\n[Contract "Pass"]\n\n[Board "4"]\n[Deal "N:- - - -"]\n')
    assert deal.board == 3 and deal.contract == "passed_out" and deal.hands == {}


def test_pbn_auction_notes_and_alerts_are_skipped() -> None:
    deal = parse_deal('[Dealer "N"]\n[Deal "N:- - - -"]\n[Auction "N"]\n1C! =1= X $2 AP\n[Note "1:strong"]\n')
    assert deal.auction == ("1C", "X", "P", "P", "P") and deal.contract == "1CX" and deal.declarer.value == "N"


def test_play_facts_law_44_and_revoke_61a() -> None:
    """44C: North must follow to clubs while he holds one; playing ♦3 with ♣AKQ2 in hand is a revoke (61A).
    44E/F: the highest club wins trick 4 (West's ♣9), North wins trick 5; 63A1: the offending side has played
    to the next trick."""
    facts = analyse_play(parse_deal(PBN))
    assert facts.opening_leader.value == "W" and str(facts.tricks[0].cards[0]) == "HA"
    assert [t.winner.value for t in facts.tricks] == ["W", "W", "E", "W", "N"]
    assert [(r.trick, r.seat.value, str(r.card), r.led) for r in facts.revokes] == [(4, "N", "D3", "C")]
    assert facts.revoke_facts(facts.revokes[0]) == {
        "by": "N", "trick": 4, "card": "D3", "established": True, "revoke_trick_won_by": "W"}
    assert facts.won_by("EW") == 4 and facts.declarer_tricks is None


def test_play_out_of_rotation_is_refused() -> None:
    """44B: after the lead each player plays in rotation; a record that breaks it is not a table's record."""
    broken = LIN.replace("pc|H5|pc|H3|", "pc|H3|pc|H5|")
    with pytest.raises(EngineError) as err:
        analyse_play(parse_deal(broken))
    assert err.value.code == "deal_play_out_of_rotation" and err.value.params["trick"] == 1


@pytest.mark.parametrize(("record", "code"), [
    ("", "deal_empty"),
    ("hello world", "deal_unrecognized"),
    ("md|1SAKQ2,SA,,|", "deal_duplicate_card"),
    ("md|1SAKQJT98765432H2,,,|", "deal_too_many_cards"),
    ("md|1SAKQ2XJ,,,|", "deal_bad_hand"),
    ("md|7,,,|", "deal_bad_dealer"),
    ("md|1,,,|sv|z|", "deal_bad_vul"),
    ("md|1,,,|mb|9Z|", "deal_bad_call"),
    ("md|1,,,|pc|SA|pc|SA|", "deal_card_played_twice"),
    ("md|1,,,|x!|y|", "deal_bad_lin"),
    ('[Deal "N:AKQ.2 - -"]', "deal_bad_pbn"),
    ('[Deal "N:- - - -"]\n[Play "W"]\nSA SK SQ SJ\n', "deal_play_without_contract"),
    ("https://bbo.tl/abc123", "deal_url_needs_network"),
    ("https://www.bridgebase.com/tools/handviewer.html?linurl=https://x/y.lin", "deal_url_needs_network"),
    ("https://www.bridgebase.com/tools/handviewer.html?foo=1", "deal_url_no_record"),
])
def test_broken_records_are_refused_with_a_code(record: str, code: str) -> None:
    with pytest.raises(EngineError) as err:
        parse_deal(record)
    assert err.value.code == code


def test_pbn_play_follows_the_winner_of_each_trick_law_44e_44g() -> None:
    """PBN writes each trick in columns from the opening leader's seat; the order of play starts from whoever won
    the trick before (44G). Here East ruffs the second heart (44E: the highest trump wins) and leads next."""
    pbn = ('[Dealer "N"]\n[Deal "N:AKQJ.AKQJ.AKQ.AK T987..T98765.QJT 6543.T98.J4.9872 2.765432.32.6543"]\n'
           '[Contract "2S"]\n[Declarer "N"]\n[Play "E"]\n'
           'D5 DJ D2 DA\nS7 H8 H2 HA\nS8 - - -\n*\n')
    deal = parse_deal(pbn)
    facts = analyse_play(deal)
    # trick 1: E leads ♦5, N wins with ♦A; trick 2: N leads ♥A, E ruffs with ♠7 (void in hearts)
    assert [t.winner.value for t in facts.tricks[:2]] == ["N", "E"]
    assert [str(c) for c in deal.play[:8]] == ["D5", "DJ", "D2", "DA", "HA", "S7", "H8", "H2"]
    assert facts.tricks[1].leader.value == "N" and facts.revokes == ()
    assert facts.tricks[2].leader.value == "E" and [str(c) for c in facts.tricks[2].cards] == ["S8"]


def test_lin_alerts_and_an_unfinished_auction() -> None:
    deal = parse_deal("md|1,,,|mb|1N!|an|15-17|mb|p|mb|2C!|")
    assert deal.auction == ("1NT", "P", "2C") and deal.contract is None and deal.declarer is None


def test_handviewer_link_with_only_two_hands() -> None:
    deal = parse_deal("https://www.bridgebase.com/tools/handviewer.html?n=sakqhakqdakqcakqj&s=s2h2d2c2&d=n&v=-")
    data = deal.to_dict()
    assert data["hands"]["N"]["C"] == "AKQJ" and data["hands"]["E"] is None and data["vul"] == "none"


def test_pbn_pasted_on_one_line_reads_as_the_file() -> None:
    """A Discord option turns the line breaks of a pasted PBN into spaces: the tags, the auction and the play (four
    columns a trick, Law 44 for who leads the next) read the same as the file's lines."""
    one_line = " ".join(line for line in PBN.splitlines() if not line.startswith("%"))
    assert "\n" not in one_line
    assert parse_deal(one_line).to_dict() == parse_deal(PBN).to_dict()
    facts = analyse_play(parse_deal(one_line))
    assert [r.trick for r in facts.revokes] == [4] and facts.revokes[0].seat.value == "N"


def test_pbn_one_line_play_stops_at_the_end_mark() -> None:
    text = ('[Dealer "S"] [Deal "S:AKQ2.JT9.8765.43 543.AK2.AKQ2.JT9 JT9.8765.43.AKQ2 876.Q43.JT9.8765"] '
            '[Auction "S"] 1S Pass 2S Pass 4S AP [Contract "4S"] [Declarer "S"] '
            '[Play "W"] HA H5 H3 H9 HK H6 H4 HT H2 - - - * C9 D3 C8 C3')
    assert [str(c) for c in parse_deal(text).play] == PLAY[:9]


def test_pbn_players_names() -> None:
    text = '[North "Вера"]\n[East "Глеб"]\n[South "Анна"]\n[West "?"]\n[Deal "N:- - - -"]\n'
    assert parse_deal(text).to_dict()["names"] == {"N": "Вера", "E": "Глеб", "S": "Анна"}


def played_out(deal):
    """The record's play continued to trick 13: each player follows with his lowest card of the suit led, else
    discards his lowest card (Law 44C followed from here on), the winner of each trick leading the next (44G)."""
    from engine.play_tricks import trick_winner

    facts = analyse_play(deal)
    hands = {seat: set(cards) for seat, cards in facts.remaining.items()}
    play = [str(c) for c in deal.play]
    leader = facts.tricks[-1].winner
    trump = facts.trump
    for _ in range(13 - len(facts.tricks)):
        cards = []
        for k in range(4):
            seat = leader.offset(k)
            suit = [c for c in hands[seat] if cards and c.suit == cards[0].suit] or list(hands[seat])
            card = min(suit, key=lambda c: c.rank_index)
            hands[seat].discard(card)
            cards.append(card)
        play += [str(c) for c in cards]
        leader = trick_winner(leader, cards, trump)
    return play


def test_law_64a_later_tricks_are_given_only_from_a_record_played_to_the_end() -> None:
    """64A counts the offending side's tricks after the revoke up to the end of play: a record that stops at trick
    5 does not know them (the wizard asks the director), one of all thirteen tricks does."""
    partial = analyse_play(parse_deal(LIN))
    assert "offending_side_tricks_after" not in partial.revoke_facts(partial.revokes[0])
    play = played_out(parse_deal(LIN))
    assert len(play) == 52
    full_record = LIN.split("pc|")[0] + "".join(f"pc|{c}|" for c in play)
    full = analyse_play(parse_deal(full_record))
    revoke = full.revokes[0]
    expected = sum(1 for t in full.tricks if t.number > revoke.trick and t.winner.side == "NS")
    facts = full.revoke_facts(revoke)
    assert facts["offending_side_tricks_after"] == expected and facts["declarer_tricks"] == full.won_by("NS")


def test_handviewer_auction_explanations_and_alerts_are_not_calls() -> None:
    """The handviewer writes an explanation in brackets after a call (``1c(16+)``) and may mark an alert ``!``:
    the auction is the calls alone, so Law 22B still finds the contract."""
    link = HV_URL.replace("a=1sp2sp4sppp", "a=1s(5%2B%20spades)p2s!p4sppp")
    assert link != HV_URL
    deal = parse_deal(link)
    assert deal.auction == ("1S", "P", "2S", "P", "4S", "P", "P", "P") and deal.contract == "4S"
