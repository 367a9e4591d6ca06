"""Law 12C2 (1987): assigned adjusted scores — the type ``assigned_adjusted_score`` and the block ``adjusted`` that
the hesitation and misexplanation rulings take.

The director gives the results he judges possible: ``results`` (those that were possible without the infraction)
and ``other_results`` (any other possible result). The corpus's 12C2: the non-offending side gets "наиболее выгодный
результат из тех, которые были бы возможны без нарушения", the offending side "наименее выгодный из всех возможных
результатов" (of both lists); "Результаты, назначенные двум сторонам, не обязаны быть сбалансированными". Each side's
total points are computed (Law 77), and with the board's other results its matchpoints (``scores``: the other
tables' NS scores; 78A) or IMPs (``other_table``: the NS score at the other table; 78B).

A result: ``{"contract": "4SX", "declarer": "S", "tricks": 10}`` (or ``"result": "-1"`` instead of ``tricks``), or
``{"contract": "pass"}`` for a passed-out board.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError, shown
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.rulings.online.common import SIDES, result_key, result_params, side_params
from engine.scoring.adjusted import FORMS, AssignedScore, assigned_adjusted
from engine.scoring.contract_score import ScoreResult, passed_out, score_contract

KIND = "assigned_adjusted_score"
BLOCK_FIELDS = ("results", "other_results", "table_result", "form", "scores", "other_table")
# one result for each side as flat fields (the wizard's and ``/ruling``'s form): ``result_*`` possible without the
# infraction, ``offending_*`` another possible result
FLAT = {"results": "result", "other_results": "offending"}
FLAT_FIELDS = tuple(f"{prefix}_{part}" for prefix in FLAT.values()
                    for part in ("contract", "doubled", "declarer", "tricks"))
# ``<prefix>_doubled``: the contract's doubling as a separate answer (the wizard asks the bid, then this)
DOUBLING = {"undoubled": "", "doubled": "X", "redoubled": "XX"}
FIELDS = ("offending_side", *BLOCK_FIELDS, *FLAT_FIELDS)
RESULT_KEYS = frozenset({"contract", "declarer", "tricks", "result"})
PASSED = ("p", "pass", "passed", "passed_out", "пас")


@ruler(KIND)
def rule_assigned(case: Any) -> Ruling:
    """The director's candidate results → each side's assigned score (12C2)."""
    irr = case.irregularity
    irr.only(*FIELDS)
    side = irr.str("offending_side")
    if side is None:
        raise EngineError("missing_field", field="offending_side", where=KIND)
    side = side.upper()
    if side not in SIDES:
        raise EngineError("bad_field", field="offending_side", value=side, expected=" | ".join(SIDES))
    ruling = Ruling(type=KIND, offender=None)
    ruling.cite("12", "12C2")
    ruling.extra["offending_side"] = side
    assign(ruling, _unflatten(irr.raw), side, case.vul, where=KIND)
    return ruling


def _unflatten(raw: dict[str, Any]) -> dict[str, Any]:
    """The flat ``result_*``/``offending_*`` fields as one-result lists (not both forms for the same list)."""
    out = dict(raw)
    for name, prefix in FLAT.items():
        flat = {part: raw.get(f"{prefix}_{part}") for part in ("contract", "declarer", "tricks")}
        if all(v is None for v in flat.values()):
            continue
        if raw.get(name) is not None:
            raise EngineError("contradictory_fields", field=name, other=f"{prefix}_contract")
        flat["contract"] = _doubled(raw, prefix, flat["contract"])
        out[name] = [{k: v for k, v in flat.items() if v is not None}]
    return out


def _doubled(raw: dict[str, Any], prefix: str, contract: Any) -> Any:
    """The contract with ``<prefix>_doubled`` applied (``4S`` + ``doubled`` → ``4SX``); never doubled twice."""
    doubled = raw.get(f"{prefix}_doubled")
    if doubled is None:
        return contract
    if doubled not in DOUBLING:
        raise EngineError("bad_field", field=f"{prefix}_doubled", value=shown(doubled), expected=" | ".join(DOUBLING))
    if contract is None or str(contract).strip().lower() in PASSED or str(contract).upper().endswith("X"):
        raise EngineError("contradictory_fields", field=f"{prefix}_doubled", other=f"{prefix}_contract")
    return f"{contract}{DOUBLING[doubled]}"


def assign(ruling: Ruling, raw: dict[str, Any], offending_side: str, vul: str, where: str) -> AssignedScore:
    """Compute 12C2 from ``raw`` (the case's fields or an ``adjusted`` block) and say it, step by step."""
    results = parse_results(raw.get("results"), "results", vul, required=True)
    others = parse_results(raw.get("other_results"), "other_results", vul)
    form = raw.get("form") or "pairs"
    if form not in FORMS:
        raise EngineError("bad_field", field="form", value=shown(form), expected=" | ".join(FORMS))
    scores = raw.get("scores")
    if scores is not None and not isinstance(scores, list):
        raise EngineError("bad_field", field="scores", value=shown(scores), expected="score_list")
    if form == "pairs" and raw.get("other_table") is not None:
        raise EngineError("contradictory_fields", field="other_table", other="form")
    if form == "teams" and scores:
        raise EngineError("contradictory_fields", field="scores", other="form")
    score = assigned_adjusted(offending_side, results, others, form=form, others=scores,
                              other_table=raw.get("other_table"))
    table = raw.get("table_result")
    _say(ruling, score, None if table is None else parse_result(table, "table_result", vul))
    ruling.adjusted_score = "required"
    ruling.extra["assigned"] = score.to_dict()
    return score


def parse_results(value: object, name: str, vul: str, required: bool = False) -> list[ScoreResult]:
    """A list of result objects, each scored (Law 77)."""
    if value is None:
        if required:
            raise EngineError("missing_field", field=name, where=KIND)
        return []
    if not isinstance(value, list) or (required and not value):
        raise EngineError("bad_field", field=name, value=shown(value)[:40], expected="result_list")
    return [parse_result(item, name, vul) for item in value]


def parse_result(item: object, name: str, vul: str) -> ScoreResult:
    """One result object: contract, declarer and tricks (or result), or a passed-out board."""
    if not isinstance(item, dict) or not RESULT_KEYS.issuperset(item) or "contract" not in item:
        raise EngineError("bad_field", field=name, value=shown(item)[:40], expected="result_object")
    contract = str(item["contract"]).strip()
    if contract.lower() in PASSED:
        return passed_out(vul)
    if item.get("declarer") is None:
        raise EngineError("missing_field", field="declarer", where=name)
    return score_contract(contract, item["declarer"], tricks=item.get("tricks"), result=item.get("result"), vul=vul)


def _say(ruling: Ruling, score: AssignedScore, table: ScoreResult | None) -> None:
    ruling.say("online.adj.principle", "12C2")
    nos = "EW" if score.offending_side == "NS" else "NS"
    if table is not None:
        ruling.say(result_key("online.adj.table", table), "12C2",
                   **side_params(nos), **result_params(table, table.score_ns if nos == "NS" else -table.score_ns))
    for side, base in ((nos, "online.adj.non_offending"), (score.offending_side, "online.adj.offending")):
        result = score.side_result(side)
        ruling.say(result_key(base, result), "12C2", **side_params(side), **result_params(result, score.points(side)))
    if score.non_offending.score_ns != score.offending.score_ns:
        ruling.say("online.adj.unbalanced", "12C2")
    for side in (nos, score.offending_side):
        mp = score.matchpoints(side)
        if mp is not None:
            ruling.say("online.adj.matchpoints", "78A", **side_params(side), mp=mp[0], top=mp[1],
                       percent=f"{100 * mp[0] / mp[1]:.2f}".rstrip("0").rstrip("."))
        imp = score.imps(side)
        if imp is not None:
            ruling.say("online.adj.imps", "78B", **side_params(side), imps=f"{imp:+d}" if imp else "0",
                       other_score=f"{score.other_table:+d}" if score.other_table else "0")
    if score.form == "pairs" and not score.others:
        ruling.say("online.adj.total_points", "12C2")
