"""What every ruling must also say once it leaves a major penalty card or gives unauthorized information, whichever
ruler made it: a director signs the whole consequence, not only the rectification of the moment.

- **A major penalty card's later life (Laws 50, 51).** As long as the card stays on the table its owner must play
  it at the first legal opportunity, and whenever his partner obtains the lead declarer may require or forbid the
  card's suit (the card is then picked up) or do neither (it stays). Rulers state the choice when the partner is on
  lead now (``engine.play_penalties.lead_options``); this adds what holds for every later lead, sets
  ``lead_restrictions`` and gives the options as data (``extra["penalty_card_lead"]``).
- **Unauthorized information (16, 16C2, 12C2).** Wherever a ruling says information is unauthorized to a side, it
  states the restriction (no logical alternative that the information could suggest) and the adjustment path.

Run by ``engine.rulings.rule_parsed`` on every ruling and each option's ruling.
"""

from __future__ import annotations

from engine.ruling import Ruling, Step
from engine.seats import parse_seat

# steps that settle the partner's lead now (declarer's 50E / 51B choice when the partner is on lead)
LEAD_CHOICE_KEYS = frozenset({"play.pc.declarer_chooses_lead", "play.pc.require_suit", "play.pc.forbid_suit",
                              "play.pc.lead_any", "play.pc.lead_any_one"})
FIRST_OPPORTUNITY_KEYS = frozenset({"play.pc.major_first_opportunity", "pc.life.first_opportunity",
                                    "pc.life.first_opportunity_several"})
# a step saying information is unauthorized to a side → the law whose restriction applies, and whether the step
# already words that restriction itself
UI_STEPS: dict[str, tuple[str, bool]] = {
    "info.16C2_theirs": ("16C2", True),
    "change.25A_lho_withdrawn_16C": ("16C2", True),
    "misinfo.withdrawn_16C": ("16C2", True),
    "play.card.nos_withdrawn_ui": ("16C2", False),
    "play.revoke.nos_withdrawn_info_ui": ("16C2", False),
    "play.review.defenders_ui": ("16A", False),
    "extra.review.ui_may_apply": ("16A", False),
    "extra.review.defender_ui": ("16A", False),
    "extra.review.partner_corrected_ui": ("16A", True),
}
SUIT_ORDER = "CDHS"
# the parts of Law 50 whose rules we state from the 1997 text (its 1987 sentences are on missing pages)
LAW50_1997_REFS = frozenset({"50", "50E"})


def complete(ruling: Ruling) -> None:
    """Add the consequences every ruling must state, to ``ruling`` and each option's ruling."""
    for option in ruling.options:
        complete(option.ruling)
    if ruling.penalty_cards or any(step.ref in LAW50_1997_REFS for step in ruling.steps):
        ruling.caveat("caveat.50_1997", "50")  # relied on: a card left, or a rule of 50/50E stated (picked up too)
    _penalty_card_life(ruling)
    _minor_card_life(ruling)
    _unauthorized_information(ruling)


MINOR_KEYS = frozenset({"play.pc.minor_disposition"})


def _minor_card_life(ruling: Ruling) -> None:
    """A minor penalty card's duty (50, as the ``penalty_card`` ruler states it): its owner may not play another
    card of that suit below honour rank until he has played it (an honour instead is allowed), and it restricts
    no lead of his partner — stated wherever a ruling leaves one (24A's card exposed in the auction), once."""
    minors = [p for p in ruling.penalty_cards if p.kind == "minor"]
    if not minors or any(o.ruling.penalty_cards for o in ruling.options):
        return
    if {s.key for s in ruling.steps} & MINOR_KEYS:
        return
    for card in minors:
        ruling.say("play.pc.minor_disposition", "50", seat=card.seat, suit=card.card[0], card=card.card)
    ruling.say("play.pc.minor_partner_free", "50", partner=parse_seat(minors[0].seat, "seat").partner.value)


def _penalty_card_life(ruling: Ruling) -> None:
    majors = [p for p in ruling.penalty_cards if p.kind == "major"]
    if not majors or any(o.ruling.penalty_cards for o in ruling.options) or ruling.extra.get("last_trick"):
        return  # no major card, each option states its own, or it is the owner's last card (62D: trick 12)
    seat = parse_seat(majors[0].seat, "seat")
    partner = seat.partner.value
    cards = [p.card for p in majors if p.seat == seat.value]
    suits = sorted({c[0] for c in cards}, key=SUIT_ORDER.index)
    keys = {s.key for s in ruling.steps}
    text = " ".join(cards)
    if not keys & FIRST_OPPORTUNITY_KEYS:
        ruling.say("pc.life.first_opportunity" + ("_several" if len(cards) > 1 else ""), "50", seat=seat.value,
                   cards=text)
    again = "_again" if keys & LEAD_CHOICE_KEYS else ""
    if len(cards) == 1:
        law = "50E"
        ruling.say("pc.life.partner_lead" + again, law, partner=partner, cards=text, suit=suits[0])
    elif len(suits) == 1:
        law = "51B1(A)"
        ruling.say("pc.life.require_one_suit" + again, law, partner=partner, cards=text, suit=suits[0])
        ruling.say("pc.life.forbid_one_suit", "51B1(B)", partner=partner, suit=suits[0])
        ruling.say("pc.life.neither", "50E", partner=partner)
    else:
        law = "51B2(A)"
        ruling.say("pc.life.require_one_of_suits" + again, law, partner=partner, cards=text, suits=" ".join(suits))
        ruling.say("pc.life.then_51B1A", "51B1(A)")
        ruling.say("pc.life.forbid_suits", "51B2(B)", partner=partner, suits=" ".join(suits))
        ruling.say("pc.life.neither", "50E", partner=partner)
    ruling.lead_restrictions = True
    ruling.extra["penalty_card_lead"] = {"leader": partner, "cards": cards, "suits": suits, "law": law,
                                         "choices": ["require_suit", "forbid_suit", "none"]}


def _unauthorized_information(ruling: Ruling) -> None:
    """After each step that makes information unauthorized: the restriction (unless the step words it) and the
    adjustment (12C2: the score a director assigns when an action it suggested damaged the other side)."""
    if any(s.key == "ui.adjust" for s in ruling.steps):
        return
    out: list[Step] = []
    found: str | None = None
    for step in ruling.steps:
        out.append(step)
        entry = UI_STEPS.get(step.key)
        if entry is None or found:
            continue
        law, worded = entry
        found = law
        if not worded:
            out.append(Step("ui.restriction", {}, law))
        out.append(Step("ui.adjust", {}, "12C2"))
    if found is None:
        return
    ruling.steps = out
    ruling.cite(found, "12C2")
    if ruling.adjusted_score == "none":
        ruling.adjusted_score = "possible"
