"""Every irregularity type is declared once (``engine.kinds``) and complete everywhere it is used: a ruler, a
headline in both languages, and — for the types the bot offers — the wizard's questions, the ``/ruling``
subcommand and its catalog keys. Also: what a new declaration alone gives (a subcommand, a wizard entry), and the
rules that say which facts matter, each against the law that states it."""

from __future__ import annotations

import pytest

from bot.commands.ruling import SUBCOMMANDS, subcommand
from bot.framework.registry import load_commands
from bot.i18n import has
from bot.intake import answers
from bot.intake.kinds import KINDS as INTAKE_KINDS
from engine.auction import Auction
from engine.kinds import COMMANDS, DECLARED_TWICE, KINDS, WIZARD_ORDER, Fact, Kind, KnownFacts, asked, needs
from engine.rulings import supported_types
from engine.seats import Seat

LANGS = ("ru", "en")
ASKED = sorted(asked())


def test_no_type_is_declared_twice():
    assert DECLARED_TWICE == []


def test_every_ruler_is_declared_and_every_declared_type_has_a_ruler():
    rulers = set(supported_types())
    assert sorted(rulers - set(KINDS)) == [], "declare these types in engine/kinds (docs/engine.md, Adding a type)"
    assert sorted(set(KINDS) - rulers) == [], "these declared types have no @ruler"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("type_", sorted(KINDS))
def test_every_declared_type_has_a_headline(type_: str, lang: str):
    assert has(f"ruling.headline.{type_}", lang)


@pytest.mark.parametrize("type_", ASKED)
def test_a_type_with_declared_facts_is_offered_by_ruling(type_: str):
    """Declared facts are the subcommand's options; the subcommand is registered under its command (``/ruling``,
    or ``/ruling-online`` for the online rulings)."""
    kind = KINDS[type_]
    assert kind.command is not None and COMMANDS[(kind.group, kind.command)] == type_
    assert (kind.group, kind.command) in load_commands().commands


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("type_", ASKED)
def test_every_key_of_an_offered_type_is_in_the_catalog(type_: str, lang: str):
    kind = KINDS[type_]
    keys = {f"intake.type.{type_}", f"cmd.{kind.group}.{kind.command}.desc", f"cmd.{kind.group}.desc"}
    for where, facts in (("fact", kind.facts), ("choice", kind.choices)):
        for fact in facts:
            keys |= {fact.prompt or f"intake.q.{where}.{fact.name}", fact.label_key}
            keys |= {f"intake.value.{fact.name}.{v}" for v in fact.values}
    sub = next(s for s in SUBCOMMANDS if s.type == type_)
    keys |= {f"cmd.{sub.group}.{sub.name}.opt.{slot.option.name}.desc" for slot in sub.fields}
    assert sorted(k for k in keys if not has(k, lang)) == []


@pytest.mark.parametrize("type_", WIZARD_ORDER)
def test_every_guided_type_is_reachable_in_the_wizard(type_: str):
    kind = KINDS[type_]
    assert type_ in INTAKE_KINDS and kind.facts
    for period in kind.offered_in:
        assert type_ in {a.value for a in answers.type_answers(period)}, period


@pytest.mark.parametrize("period", ["auction", "play", "passed_out"])
def test_the_wizard_offers_only_guided_types_in_declaration_order(period: str):
    offered = [a.value for a in answers.type_answers(period)]
    assert offered == [t for t in WIZARD_ORDER if t in offered]


def test_a_new_declaration_alone_makes_its_subcommand():
    """Adding a type = its declaration + ruler + catalog keys: the options follow from the facts (required
    first, where it happened, optional facts, then the choices), none written by hand."""
    kind = Kind("dummy_example", "play", (Fact("by", "seat"), Fact("card", "card"),
                                          Fact("noticed", "bool", required=False)),
                (Fact("declarer", "choice", required=False, values=("accept", "refuse"), option="choice"),),
                command="dummy-example")
    sub = subcommand(kind)
    names = [slot.option.name for slot in sub.fields]
    assert names == ["by", "card", "board", "auction", "contract", "declarer", "noticed", "choice"]
    choice = sub.fields[-1]
    assert (choice.where, choice.name) == ("choices", "declarer")
    assert [c.key for c in choice.option.choices] == ["intake.value.declarer.accept", "intake.value.declarer.refuse"]


def _needed(type_: str, name: str, **irregularity) -> bool:
    fact = KINDS[type_].fact(name)
    assert fact is not None
    return fact.matters(KnownFacts(irregularity=irregularity))


def test_law_64_trick_transfer_facts_only_once_the_revoke_is_established():
    assert _needed("revoke", "revoke_trick_won_by", established=True)
    assert not _needed("revoke", "revoke_trick_won_by", established=False)
    assert not _needed("revoke", "offending_side_tricks_after", established=False)


def test_law_62b1_revoke_card_matters_when_the_revoke_is_corrected():
    assert _needed("revoke", "card", established=False)
    assert _needed("revoke", "card", established=True, trick=12)  # 62D: trick 12 is corrected
    assert not _needed("revoke", "card", established=True, trick=5)


def test_law_54_declarer_may_spread_only_after_an_opening_lead_out_of_turn():
    fact = KINDS["lead_out_of_turn"].fact("declarer")
    assert fact is not None
    assert "spread" in fact.offered(KnownFacts(irregularity={"trick": 1}))
    assert "spread" not in fact.offered(KnownFacts(irregularity={"trick": 4}))


def test_laws_41_54_face_down_and_dummy_seen_matter_at_the_opening_lead_only():
    assert _needed("lead_out_of_turn", "face_down", trick=1)
    assert not _needed("lead_out_of_turn", "declarer_saw_dummy", trick=3)
    assert _needed("lead_out_of_turn", "correct_leader", trick=3)  # 41A: at trick 1 it is declarer's LHO


def test_law_25b_only_a_purposeful_change_can_be_accepted():
    fact = KINDS["change_of_call"].fact("accepted")
    assert fact is not None
    assert fact.matters(KnownFacts(irregularity={"inadvertent": False}))
    assert not fact.matters(KnownFacts(irregularity={"inadvertent": True}))


def test_law_27b_correction_asked_only_of_an_unaccepted_insufficient_bid():
    fact = KINDS["insufficient_bid"].fact("correction")
    assert fact is not None
    auction = Auction(Seat.N, ["1H"])
    assert fact.matters(KnownFacts({"call": "1D"}, {"accepted": False}, auction))
    assert not fact.matters(KnownFacts({"call": "1D"}, {"accepted": True}, auction))
    assert not fact.matters(KnownFacts({"call": "2D"}, {"accepted": False}, auction))  # sufficient: nothing to correct


def test_laws_50d_52_penalty_card_choices():
    """50D: declarer's lead options only for a major card when the offender's partner has the lead; 52: a card
    played instead of a penalty card is accepted or not; 48A: declarer's cards are never penalty cards."""
    major = {"by": "E", "cards": ["SK"], "partner_has_lead": True}
    declarer = needs.penalty_lead_choice
    assert declarer(KnownFacts(major))
    assert not declarer(KnownFacts({**major, "cards": ["S2"]}))  # one small card: minor
    assert needs.failed_to_play_accepted(KnownFacts({**major, "failed_to_play": "S3"}))
    assert not needs.partner_has_lead_matters(KnownFacts({"by": "S"}, declarer_seat=Seat.N))
