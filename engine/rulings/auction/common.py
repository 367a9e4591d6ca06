"""What many auction rulings share: the enforced passes (23A/23B), lead restrictions (26), information from
withdrawn calls (16C), the forfeiture of a penalty (11B) and the listing of choices (10C).

Each helper adds the director's statements (steps with refs) and sets the ruling's fields, so a ruler reads as
the law does: "the call is cancelled; partner must pass for the rest of the auction (23A); 26 may apply".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.auction import Auction
from engine.calls import Call
from engine.cards import parse_suit
from engine.cases import Case
from engine.errors import EngineError
from engine.ruling import Option, Ruling
from engine.seats import SEATS, Seat

_ORDER = {"none": 0, "next_turn": 1, "rest_of_auction": 2}
# Fields any auction irregularity may carry: the call, and the facts of Laws 9–11 and 28A that can decide it.
COMMON_FIELDS = ("by", "call", "conventional", "suits", "must_pass", "rho_must_pass", "premature", "spectator",
                 "nonoffender_acted")


# Seat relations and names looked up, not computed: a ruling with its options asks for them dozens of times (and
# ``Seat.value`` goes through the Enum machinery, several times slower than a dict).
LHO = {seat: seat.lho for seat in SEATS}
RHO = {seat: seat.rho for seat in SEATS}
PARTNER = {seat: seat.partner for seat in SEATS}
NAME = {seat: seat.value for seat in SEATS}


@dataclass
class Facts:
    """One call under examination: the auction before it, who made it, what it was, and the case around it."""

    case: Case
    auction: Auction
    by: Seat
    call: Call
    conventional: bool = False

    def __post_init__(self) -> None:
        self.lho, self.rho, self.partner = LHO[self.by], RHO[self.by], PARTNER[self.by]
        self.by_v, self.lho_v, self.rho_v, self.partner_v = (NAME[self.by], NAME[self.lho], NAME[self.rho],
                                                             NAME[self.partner])
        self.shown_suits: list[str] = _shown_suits(self.case)

    @property
    def choices(self) -> Any:
        return self.case.choices

    @property
    def irr(self) -> Any:
        return self.case.irregularity

    def derived(self, auction: Auction, by: Seat | None = None, call: Call | None = None) -> Facts:
        """The same case seen at another point (after an in-turn call, Law 33; after RHO's pass, Law 28A)."""
        return Facts(self.case, auction, by or self.by, call or self.call, self.conventional)


def _shown_suits(case: Case) -> list[str]:
    """The suits a conventional call (or a pass, 30B1) specified, when the case says (``suits``: "S H")."""
    raw = case.irregularity.raw.get("suits")
    if raw is None:
        return []
    items = raw if isinstance(raw, list) else str(raw).replace(",", " ").split()
    return [parse_suit(item) for item in items]


def new_ruling(kind: str, facts: Facts, *laws: str) -> Ruling:
    """A ruling on ``facts.by``'s irregularity, citing ``laws`` first (the law numbers the ruling rests on)."""
    ruling = Ruling(type=kind, offender=facts.by_v)
    ruling.cite(*laws)
    return ruling


def stricter(current: str, new: str) -> str:
    """The longer of two pass obligations (a rest-of-auction pass includes the next turn)."""
    return new if _ORDER[new] > _ORDER[current] else current


def partner_must_pass(ruling: Ruling, facts: Facts, obligation: str, ref: str, damage: str = "23A") -> None:
    """The offender's partner must pass (next turn or rest of auction); 23A: a damaging enforced pass."""
    ruling.offender_partner_must_pass = stricter(ruling.offender_partner_must_pass, obligation)  # type: ignore
    ruling.say(f"pass.partner_{obligation}", ref, partner=facts.partner_v)
    enforced_pass_damage(ruling, damage)


def offender_must_pass(ruling: Ruling, facts: Facts, obligation: str, ref: str, damage: str | None = None) -> None:
    """The offender himself must pass (30A, 30B; 37 and 38 for both players)."""
    ruling.offender_must_pass = stricter(ruling.offender_must_pass, obligation)  # type: ignore
    ruling.say(f"pass.offender_{obligation}", ref, by=facts.by_v)
    if damage:
        enforced_pass_damage(ruling, damage)


def enforced_pass_damage(ruling: Ruling, ref: str) -> None:
    """23A (enforced pass) or 23B (pass at partner's turn): play on, adjusted score if the pass damaged."""
    key = "pass.damage_23A" if ref == "23A" else "pass.damage_23B"
    if not any(s.key == key for s in ruling.steps):
        ruling.say(key, ref)
    if ruling.adjusted_score == "none":
        ruling.adjusted_score = "possible"


def lead_restrictions(ruling: Ruling, facts: Facts, withdrawn: Call, final: Call | None = None,
                      later: Sequence[Call] = (), conventional: bool | None = None, only_26b: bool = False,
                      ended: bool = False, end: Auction | None = None) -> None:
    """Law 26: restrictions on the offender's partner's first lead after a withdrawn call, if he defends.

    ``final`` is the offender's final call at that turn when known: the same call (with the same meaning) means
    no restriction, since 26 applies only when "he chose another final call" at that turn. ``later`` are the
    offender's later calls known from the case (a suit named again later, 26A1); ``ended``: the auction is known
    to have ended after them. While it has not, the offender may still name the suit (26A1: "позднее"), so the
    26A2 restriction stays conditional (``lead.26A_pending``) — it is final only once the auction is over.

    ``end``: the whole auction, when ``after`` shows it ended (17E). Law 26 applies only "если он становится
    вистующим": when the offending side declares (the offender's partner is declarer or dummy) or the board is
    passed out, there is no restriction, and the ruling says why; when the other side declares, the restriction
    is stated as final, without "if he becomes a defender".
    """
    conventional = facts.conventional if conventional is None else conventional
    partner = facts.partner_v
    if final is not None and final == withdrawn and not conventional:
        ruling.say("lead.same_call", "26", call=str(withdrawn))
        return
    if end is not None:
        if no_defence(ruling, facts.by, end, "26"):
            return
        ended = True
    # declarer of the finished auction, else the case's (a contract stated without its auction)
    declarer_seat = (end.declarer or facts.case.declarer) if end is not None else None
    defender = "_defender" if declarer_seat is not None else ""
    declarer = {"declarer": NAME[declarer_seat]} if declarer_seat is not None else {}
    if facts.shown_suits and not conventional and withdrawn == facts.call and withdrawn.suit is not None \
            and facts.shown_suits != [withdrawn.suit]:  # a natural bid relates to its own suit: never ignore them
        raise EngineError("suits_of_natural_call", call=str(withdrawn), suits=", ".join(facts.shown_suits))
    if conventional and not facts.shown_suits and not only_26b:  # which suits it showed decides 26A or 26B
        ruling.lead_restrictions = True
        _record(ruling, withdrawn, {"law": "26", "suits": [], "readings": ["26A", "26B"]})
        ruling.say("lead.26_suits_not_given", "26", partner=partner, call=str(withdrawn), by=facts.by_v)
        ruling.cite("26A1", "26A2", "26B")
        return
    suits = _withdrawn_suits(facts, withdrawn, conventional, only_26b)
    if not suits:
        ruling.lead_restrictions = True
        _record(ruling, withdrawn, {"law": "26B", "suits": []})
        ruling.say("lead.26B" + defender, "26B", partner=partner, call=str(withdrawn), **declarer)
        return
    named = {c.suit for c in ([final] if final else []) + list(later) if c is not None and c.suit}
    remaining = [s for s in suits if s not in named]
    if not remaining:
        ruling.say("lead.26A1", "26A1", partner=partner, call=str(withdrawn), suit=" ".join(suits))
        return
    ruling.lead_restrictions = True
    _record(ruling, withdrawn, {"law": "26A2", "suits": remaining})
    if not ended:
        ruling.say("lead.26A_pending", "26A", partner=partner, call=str(withdrawn), suit=" ".join(remaining),
                   by=facts.by_v)
        ruling.cite("26A1", "26A2")
    else:
        ruling.say("lead.26A2" + defender, "26A2", partner=partner, call=str(withdrawn), suit=" ".join(remaining),
                   **declarer)


def no_defence(ruling: Ruling, offender: Seat, end: Auction, ref: str) -> bool:
    """The finished auction ``end`` leaves the offending side without a defence: passed out (22A: no play), or
    the offender's side declares (Laws 24 and 26 act only "если он становится вистующим"). Says so once."""
    if end.passed_out:
        if not any(s.key == "after.passed_out" for s in ruling.steps):
            ruling.say("after.passed_out", "22A")
        return True
    declarer = end.declarer
    if declarer is None or declarer.side != offender.side:
        return False
    key = "after.offenders_declare" + ("_cards" if ref == "24" else "")
    if not any(s.key == key for s in ruling.steps):
        last = end.last_bid
        ruling.say(key, ref, by=NAME[offender], declarer=NAME[declarer],
                   call=str(last) if last is not None else "")
    return True


def _record(ruling: Ruling, withdrawn: Call, entry: dict[str, Any]) -> None:
    """``lead_restriction`` holds the first withdrawn call's restriction; a second withdrawn call at the same
    turn (25B2(B)(2): the first call and the cancelled substitute) adds ``lead_restriction_also``."""
    if "lead_restriction" not in ruling.extra:
        ruling.extra["lead_restriction"] = entry
    else:
        ruling.extra.setdefault("lead_restriction_also", []).append({**entry, "call": str(withdrawn)})
        ruling.caveat("caveat.25B2C_both_calls", "25B2(C)")  # Law 26 read as applying to each withdrawn call


def _withdrawn_suits(facts: Facts, withdrawn: Call, conventional: bool, only_26b: bool) -> list[str]:
    """26A: the suits the withdrawn call "related to": its own suit if natural, the stated ones if artificial."""
    if only_26b:  # Law 32 names 26B for a double or redouble out of rotation
        return []
    if facts.shown_suits and (conventional or withdrawn.suit is None):
        return list(facts.shown_suits)
    if conventional or withdrawn.suit is None:
        return []
    return [withdrawn.suit]


def withdrawn_information(ruling: Ruling, offender_side: bool = True, non_offender_side: bool = False) -> None:
    """16C: information from withdrawn calls — authorized to the non-offenders; to the offenders their own
    withdrawn calls become authorized once the penalty is paid, the non-offenders' withdrawn calls never."""
    if offender_side:
        ruling.say("info.16C2_own", "16C2")
    if non_offender_side:
        ruling.say("info.16C1", "16C1")
        ruling.say("info.16C2_theirs", "16C2")


def lho_accepted(ruling: Ruling, facts: Facts, ref: str, call: str | None = None) -> None:
    """The LHO accepted (by saying so or by calling over it): the call stands, the right to a penalty is lost — by
    the acceptance law itself (``ref``: 27A/25B1 "трактовать как легальную", 29B for a call out of rotation), not
    said to be "by calling over it" (11B), which the case does not tell."""
    ruling.say("accept.stands", ref, lho=facts.lho_v, call=call or str(facts.call))
    ruling.say("accept.forfeit", ref, lho=facts.lho_v)


def explain_options(ruling: Ruling, who: Seat) -> None:
    """10C1: the director explains every option; 10C2: the player chooses without consulting partner."""
    ruling.say("options.explained", "10C1", who=NAME[who])
    ruling.say("options.no_consulting", "10C2", who=NAME[who])


def lho_accepts_or_not(ruling: Ruling, facts: Any, accepted: bool | None, accept: Callable[[Ruling], None],
                       refuse: Callable[[Ruling], None], key: str, ref: str) -> None:
    """The LHO's choice (27A, 25B1, 29…): apply the one the case states, or say he may accept and list both
    options, each with its full outcome (10C1/10C2)."""
    if accepted is True:
        accept(ruling)
    elif accepted is False:
        refuse(ruling)
    else:
        ruling.say(key, ref, lho=facts.lho_v)
        explain_options(ruling, facts.lho)
        add_option(ruling, facts.lho, {"accepted": True}, accept)
        add_option(ruling, facts.lho, {"accepted": False}, refuse)


def add_option(ruling: Ruling, who: Seat, choice: dict[str, Any], build: Callable[[Ruling], None],
               kind: str | None = None) -> Ruling:
    """One option of ``who``: a full ruling built by ``build`` on a fresh ruling of the same type."""
    sub = Ruling(type=kind or ruling.type, offender=ruling.offender, hypothetical=True)
    sub.offender_partner_must_pass = ruling.offender_partner_must_pass
    sub.offender_must_pass = ruling.offender_must_pass
    build(sub)
    ruling.options.append(Option(NAME[who], choice, sub))
    return sub


def common_facts(ruling: Ruling, facts: Facts) -> None:
    """Facts of Laws 9–11 a case may state: who drew attention (11C), a non-offender's action before the
    director was called (11A), a premature correction by the offender (9C)."""
    irr = facts.irr
    spectator = irr.str("spectator", ("offending", "non_offending"))
    if spectator == "non_offending":
        ruling.say("forfeit.spectator_non_offending", "11C1")
    elif spectator == "offending":
        ruling.say("forfeit.spectator_offending", "11C2")
    if irr.bool("nonoffender_acted"):
        ruling.say("forfeit.nonoffender_acted", "11A")
        ruling.say("forfeit.procedural_still", "11D")


def later_calls_by(facts: Facts, start: Auction, calls: Sequence[Call], seat: Seat) -> list[Call]:
    """``seat``'s calls among ``calls`` made in rotation after ``start`` (only as far as they are legal)."""
    out: list[Call] = []
    auction = start
    for call in calls:
        if auction.turn is None or auction.illegality(call) is not None:
            break
        if auction.turn == seat:
            out.append(call)
        auction = auction.with_call(call)
    return out


def offender_later_calls(facts: Facts, made: Sequence[Call], skip: int = 0) -> list[Call]:
    """The offender's calls in ``after`` (from index ``skip``), once ``made`` (the rectified turn) is in place:
    a suit he names again there lifts a Law 26A restriction (26A1)."""
    return offender_later(facts, made, skip)[0]


def offender_later(facts: Facts, made: Sequence[Call], skip: int = 0) -> tuple[list[Call], Auction | None]:
    """``offender_later_calls`` and the whole auction when it has ended with ``made`` and the calls of ``after``
    (Law 17E; ``None`` while it has not) — until it has, the offender may still name a withdrawn call's suit
    (26A1), and whether his side defends (26, 24) is not known."""
    auction = facts.auction
    for call in made:
        if auction.turn is None or auction.illegality(call) is not None:
            return [], None
        auction = auction.with_call(call)
    out: list[Call] = []
    for call in facts.case.after[skip:]:
        if auction.turn is None or auction.illegality(call) is not None:
            break
        if auction.turn == facts.by:
            out.append(call)
        auction = auction.with_call(call)
    return out, (auction if auction.ended else None)


def obey_obligations(ruling: Ruling, facts: Facts, made: Sequence[Call] = (), legal: bool = True) -> None:
    """``after`` must be a legal continuation of the auction after ``made`` (the calls of the rectified turn that
    ``after`` follows), or the case contradicts itself (cases.md: refused, exit 2):
    - Law 37: a bid, double or redouble by a player obliged to pass by this ruling is itself an irregularity —
      refused (``after_breaks_obligation``; ``after_forbidden_double`` for 30B2(B)): rule on it as its own case;
    - an insufficient bid, a double or redouble Law 19 does not allow, a bid above seven (18, 19, 38) — refused
      (``after_irregular``): rule on it as its own case;
    - a call after the auction has ended (17E: three passes after a call, or four passes) — ``after_beyond_end``.
    The obligation is checked first (Law 37 rules on any call by a player obliged to pass, 35B). ``legal=False``
    checks the obligations only (where the Auction model cannot hold the table's rotation, e.g. an accepted call
    out of rotation). Options (choices not yet made) are not checked: the later calls need not follow a choice
    nobody made."""
    after = facts.case.after
    if not after or ruling.hypothetical:
        return
    duties = {facts.by: ruling.offender_must_pass, facts.partner: ruling.offender_partner_must_pass}
    no_double = bool(ruling.extra.get("partner_may_not_double_this_round"))  # 30B2(B): partner's next call
    if all(duty == "none" for duty in duties.values()) and not no_double and not legal:
        return
    auction = facts.auction
    for call in made:
        if auction.turn is None or auction.illegality(call) is not None:
            return
        auction = auction.with_call(call)
    turns = {facts.by: 0, facts.partner: 0}
    for i, call in enumerate(after):
        seat = auction.turn
        if seat is None:
            if not legal:
                return
            raise EngineError("after_beyond_end", index=i + 1, call=str(call), law="17E")
        reason = auction.illegality(call)
        if seat in duties:
            turns[seat] += 1
            duty = duties[seat]
            if no_double and seat == facts.partner and turns[seat] == 1 and (call.is_double or call.is_redouble):
                raise EngineError("after_forbidden_double", index=i + 1, call=str(call), seat=seat.value,
                                  law="30B2(B)")
            if not call.is_pass and (duty == "rest_of_auction" or (duty == "next_turn" and turns[seat] == 1)):
                raise EngineError("after_breaks_obligation", index=i + 1, call=str(call), seat=seat.value,
                                  obligation=duty, law="37")
        if reason is not None:
            if not legal:
                return
            raise EngineError("after_irregular", index=i + 1, call=str(call), reason=reason, field="after")
        auction = auction.with_call(call)


def extend(auction: Auction, calls: Sequence[Call], what: str = "after") -> Auction:
    """``auction`` with ``calls`` made in rotation; an irregular later call is refused: rule on it separately."""
    for i, call in enumerate(calls):
        reason = auction.illegality(call)
        if reason is not None:
            raise EngineError("after_irregular", index=i + 1, call=str(call), reason=reason, field=what)
        auction = auction.with_call(call)
    return auction
