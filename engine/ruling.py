"""The Ruling: plain data that the renderer words and the CLI prints (contract: ``shared/spec/cases.md``).

A ruling never holds law text; ``steps`` are message keys with parameters and a ref, and ``laws`` are canonical
refs. ``to_dict()`` gives exactly the contract's JSON keys (and may add more, never fewer).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

PassObligation = Literal["none", "next_turn", "rest_of_auction"]
AdjustedScore = Literal["none", "possible", "required"]
EDITION = "1987"


@dataclass(slots=True)
class Step:
    """One statement of the director, in order: a message key, its parameters and the law it rests on."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    ref: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params, "ref": self.ref}  # params: built per step, never shared


@dataclass(frozen=True)
class PenaltyCard:
    seat: str
    card: str
    kind: Literal["major", "minor"]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card, "kind": self.kind}


@dataclass
class Option:
    """A choice the Laws give to a player (``who``), with the full ruling that follows from it."""

    who: str
    choice: dict[str, Any]
    ruling: Ruling

    # an "if…" branch on a fact the user left out (not a choice the Laws give): logged as a fact of the case
    fact: bool = False

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"who": self.who, "choice": dict(self.choice), "ruling": self.ruling.to_dict()}
        if self.fact:
            data["fact"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Option:
        return cls(str(data.get("who") or ""), dict(data.get("choice") or {}), Ruling.from_dict(data["ruling"]),
                   bool(data.get("fact", False)))


@dataclass
class Ruling:
    """What the director says about one case. Fields mirror the contract one to one."""

    type: str
    offender: str | None = None
    laws: list[str] = field(default_factory=list)
    offender_partner_must_pass: PassObligation = "none"
    offender_must_pass: PassObligation = "none"
    lead_restrictions: bool = False
    tricks_transferred: int = 0
    penalty_cards: list[PenaltyCard] = field(default_factory=list)
    adjusted_score: AdjustedScore = "none"
    options: list[Option] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    corpus: dict[str, bool] = field(default_factory=dict)
    # where the ruling rests on an uncertain reading of the 1987 code, or on a rule known only from later codes
    caveats: list[Step] = field(default_factory=list)
    # ref -> the phrases of its text that state the rules cited to it (filled with ``corpus``, for quoting)
    quotes: dict[str, list[str]] = field(default_factory=dict)
    edition: str = EDITION
    extra: dict[str, Any] = field(default_factory=dict)
    # an option's ruling (what would follow from a choice not yet made): not part of the JSON
    hypothetical: bool = field(default=False, repr=False, compare=False)

    def cite(self, *refs: str) -> None:
        """Add refs to ``laws`` once each, keeping first-cited order."""
        for ref in refs:
            if ref not in self.laws:
                self.laws.append(ref)

    def say(self, key: str, ref: str | None = None, **params: Any) -> None:
        """Append a director's statement; its ref is cited too (inlined: rulings say dozens of things)."""
        self.steps.append(Step(key, params, ref))
        if ref and ref not in self.laws:
            self.laws.append(ref)

    def caveat(self, key: str, ref: str | None = None, **params: Any) -> None:
        """Say that a rule applied is an uncertain reading of the 1987 code (once per key): every rendering shows
        it, so a director knows what to check against his own book."""
        if all(c.key != key for c in self.caveats):
            self.caveats.append(Step(key, params, ref))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "edition": self.edition,
            "type": self.type,
            "offender": self.offender,
            "laws": list(self.laws),
            "offender_partner_must_pass": self.offender_partner_must_pass,
            "offender_must_pass": self.offender_must_pass,
            "lead_restrictions": self.lead_restrictions,
            "tricks_transferred": self.tricks_transferred,
            "penalty_cards": [p.to_dict() for p in self.penalty_cards],
            "adjusted_score": self.adjusted_score,
            "options": [o.to_dict() for o in self.options],
            # inlined ``Step.to_dict`` (a ruling has a dozen steps or more); params: built per step, never shared
            "steps": [{"key": s.key, "params": s.params, "ref": s.ref} for s in self.steps],
            "corpus": dict(self.corpus),
            "caveats": [c.to_dict() for c in self.caveats],
        }
        if self.quotes:
            data["quotes"] = {ref: list(phrases) for ref, phrases in self.quotes.items()}
        data.update(self.extra)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Ruling:
        """The ruling of ``to_dict()`` (a stored draft, a logged entry): ``to_dict()`` of the result gives the same
        data back; keys beyond the contract's (``claimer``, ``offending_side``, a logged ``decision``) go to
        ``extra``."""
        known = {"edition", "type", "offender", "laws", "offender_partner_must_pass", "offender_must_pass",
                 "lead_restrictions", "tricks_transferred", "penalty_cards", "adjusted_score", "options", "steps",
                 "corpus", "caveats", "quotes"}
        return cls(
            type=str(data.get("type", "")), offender=data.get("offender"), laws=list(data.get("laws") or []),
            offender_partner_must_pass=data.get("offender_partner_must_pass", "none"),
            offender_must_pass=data.get("offender_must_pass", "none"),
            lead_restrictions=bool(data.get("lead_restrictions", False)),
            tricks_transferred=int(data.get("tricks_transferred") or 0),
            penalty_cards=[PenaltyCard(p["seat"], p["card"], p["kind"]) for p in data.get("penalty_cards") or []],
            adjusted_score=data.get("adjusted_score", "none"),
            options=[Option.from_dict(o) for o in data.get("options") or []],
            steps=[_step(s) for s in data.get("steps") or []],
            corpus=dict(data.get("corpus") or {}),
            caveats=[_step(c) for c in data.get("caveats") or []],
            quotes={ref: list(phrases) for ref, phrases in (data.get("quotes") or {}).items()},
            edition=str(data.get("edition", EDITION)),
            extra={k: v for k, v in data.items() if k not in known},
        )


def _step(data: dict[str, Any]) -> Step:
    return Step(str(data["key"]), dict(data.get("params") or {}), data.get("ref"))
