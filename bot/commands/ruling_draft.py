"""A ruling as a draft for the director, and its buttons: see an option's outcome, publish, log.

Every way to a ruling (the ``/ruling`` subcommands, the wizard, ``/ask``'s offer) ends in :func:`draft_reply`:
the engine rules on the case, the case and ruling are kept in the state store (``bot.framework.state``: a random
key bound to the user and server, a day long, restart-safe), and the reply is ephemeral with buttons that refer
to them by key. Publishing posts the same ruling to the channel without buttons; logging goes
through the log engineer's ``log_ruling``, which is director-only (the action is too, so the check runs in both
transports before anything is written).
"""

from __future__ import annotations

import asyncio
import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine
from bot.framework.context import Context
from bot.framework.registry import action
from bot.framework.reply import Reply
from bot.framework.state import STATE, register
from bot.render.bridge_words import Table, table_of
from bot.render.editions import show as show_editions
from bot.render.ruling_reply import option_at, ruling_at, ruling_reply
from engine.ruling import Option, Ruling, Step

# Facts the engine would otherwise take as "no" when left out, though the ruling turns on them: a change of call
# that was inadvertent is free only when made without pause for thought (25A), else 25B applies. Left out, the
# draft shows both outcomes as "if…" branches instead of assuming one: (type, fact, applies when, law).
BRANCH_FACTS: tuple[tuple[str, str, Callable[[dict[str, Any]], bool], str], ...] = (
    ("change_of_call", "without_pause", lambda irr: irr.get("inadvertent") is True, "25A"),
)


# Facts the user may say he does not know (the wizard's "Don't know"): left out, the engine would take them as
# "no", so the draft shows both outcomes when they differ. Whether a bid was conventional: 27B1(A) applies only
# when "it is beyond doubt that the insufficient bid was not conventional", else 27B2; Law 26 (the suits a
# withdrawn call related to) and 30C (a conventional pass is a bid) turn on it too.
UNKNOWABLE_FACTS = ("conventional",)


@dataclass
class Draft:
    """A ruling being shown to the director: the case as given, the engine's typed ruling, and the case's auction
    as taken when the case was parsed (kept in the state store under the key its buttons carry)."""

    case: dict[str, Any]
    ruling: Ruling
    table: Table | None = None


def _encode(draft: Draft) -> dict[str, Any]:
    table = None if draft.table is None else [draft.table[0], [e if isinstance(e, str) else list(e)
                                                                for e in draft.table[1]]]
    return {"case": draft.case, "ruling": draft.ruling.to_dict(), "table": table}


def _decode(data: dict[str, Any]) -> Draft:
    table = data.get("table")
    entries = None if table is None else (str(table[0]), [e if isinstance(e, str) else tuple(e) for e in table[1]])
    return Draft(data["case"], Ruling.from_dict(data["ruling"]), entries)  # type: ignore[arg-type]


register("ruling_draft", Draft, _encode, _decode)


def draft(case: dict[str, Any], unknown: tuple[str, ...] = ()) -> Draft:
    """Parse the case once, rule on it and take its auction table (typed errors propagate: the transport words
    them): see :func:`rule`."""
    from engine.cases import parse_case
    from engine.rulings import rule_parsed

    parsed = parse_case(case)
    ruling = _branched(case, unknown)
    return Draft(case, ruling if ruling is not None else rule_parsed(parsed), table_of(parsed))


def rule(case: dict[str, Any], unknown: tuple[str, ...] = ()) -> Ruling:
    """The engine's ruling (typed errors propagate: the transport words them); a fact of :data:`BRANCH_FACTS`
    left out, or one of ``unknown`` (facts the user said he does not know) on which the outcome turns, gives a
    ruling whose options are the outcomes with it true and false."""
    branched = _branched(case, unknown)
    return branched if branched is not None else engine.rule(case)


def _branched(case: dict[str, Any], unknown: tuple[str, ...]) -> Ruling | None:
    """The ruling in "if…" branches on a fact left out that the outcome turns on, else ``None``."""
    irregularity = case.get("irregularity", {})
    for type_, name, applies, ref in BRANCH_FACTS:
        if irregularity.get("type") == type_ and name not in irregularity and applies(irregularity):
            return _branches(case, name, ref)
    for name in unknown:
        if name in UNKNOWABLE_FACTS and name not in irregularity:
            outcomes = _outcomes(case, name)
            if outcomes[0].to_dict() != outcomes[1].to_dict():
                insufficient = outcomes[1].type == "insufficient_bid"
                ref = "27B1(A)" if insufficient else "26"
                key = f"rui.unknown.{name}" + (".insufficient_bid" if insufficient else "")
                return _branches(case, name, ref, outcomes, key=key)
    return None


def _outcomes(case: dict[str, Any], name: str) -> list[Ruling]:
    irregularity = case["irregularity"]
    return [engine.rule({**case, "irregularity": {**irregularity, name: value}}) for value in (True, False)]


def _branches(case: dict[str, Any], name: str, ref: str, outcomes: list[Ruling] | None = None,
              key: str | None = None) -> Ruling:
    from engine.citations import in_corpus

    irregularity = case["irregularity"]
    outcomes = outcomes or _outcomes(case, name)
    by = irregularity.get("by")
    params = {"by": by, "call": str(irregularity.get("call", ""))}
    step = Step(key or f"rui.unknown.{irregularity['type']}.{name}", params, ref)
    # a fact, not a decision: logging an option records it in the irregularity, not in the choices
    options = [Option(by, {name: value}, ruling, fact=True)
               for value, ruling in zip((True, False), outcomes, strict=True)]
    return Ruling(type=outcomes[1].type, offender=by, laws=[ref], corpus={ref: in_corpus(ref)}, steps=[step],
                  options=options, edition=outcomes[0].edition)


async def draft_reply(ctx: Context, case: dict[str, Any], *, update: bool = False,
                      unknown: tuple[str, ...] = ()) -> Reply:
    """Rule on ``case`` and answer with the ephemeral draft (``update``: replace the clicked message; ``unknown``:
    facts the user said he does not know, shown as "if…" branches when the outcome turns on them).

    The engine and the law base (loaded on first use) run in a worker thread: the event loop stays free, so the
    transport can still defer within Discord's 3 s however long a cold start takes.
    """
    shown = await asyncio.to_thread(draft, case, unknown)
    key = STATE.put(ctx, shown)
    reply = await render(shown, ctx.lang, key=key, editions=show_editions(ctx.settings))
    reply.update = update
    return reply


async def render(shown: Draft, lang: str, **kw: Any) -> Reply:
    """``ruling_reply`` off the event loop (quoting the law text may load the law base)."""
    return await asyncio.to_thread(functools.partial(ruling_reply, shown.ruling, lang, case=shown.case,
                                                     table=shown.table, **kw))


async def _stored(ctx: Context, key: str) -> Draft:
    value = await STATE.get(ctx, key)
    if isinstance(value, dict):  # a draft kept by an earlier version, as plain data: its table is taken now
        return Draft(value["case"], Ruling.from_dict(value["ruling"]), table_of(value["case"]))
    return value


@action("ruling.option")
async def show_option(ctx: Context, key: str, path: str = "") -> Reply:
    """Replace the draft by the full ruling of one option (or back to the whole ruling)."""
    stored = await _stored(ctx, key)
    reply = await render(stored, ctx.lang, key=key, path=path, editions=show_editions(ctx.settings))
    reply.update = True
    return reply


@action("ruling.publish")
async def publish(ctx: Context, key: str, path: str = "") -> Reply:
    """Post the ruling (as shown: the whole, or the option chosen) to the channel for the table to read."""
    stored = await _stored(ctx, key)
    return await render(stored, ctx.lang, path=path, public=True, editions=show_editions(ctx.settings))


@action("ruling.log", director_only=True)
async def log(ctx: Context, key: str, path: str = "") -> Reply:
    """Write the ruling to the server's log (director only); the log engineer's ``log_ruling`` does the writing."""
    stored = await _stored(ctx, key)
    case = dict(stored.case)
    option = option_at(stored.ruling, path)
    if option is not None and option.fact:  # an "if…" branch on a fact left out: log the fact
        case["irregularity"] = {**case["irregularity"], **option.choice}
    elif option is not None:  # the option taken is a decision: log it as a choice of the case
        case["choices"] = {**case.get("choices", {}), **option.choice}
    try:
        from bot.commands.log import log_ruling
    except ImportError:
        return Reply(description=ctx.t("rr.log_unavailable"), ephemeral=True)
    ruling = ruling_at(stored.ruling, path).to_dict()  # the log keeps the ruling as the contract's data
    if option is not None and not option.fact:  # the decision taken is the entry's summary, not a last step
        ruling = {**ruling, "decision": decision_of(stored.ruling, path)}
    entry = log_ruling(ctx, case, ruling, board=case.get("board"))
    if inspect.isawaitable(entry):
        entry = await entry
    number = getattr(entry, "number", None) or getattr(entry, "id", None) or "?"  # the server's own #N
    return Reply(description=ctx.t("rr.logged", id=number), ephemeral=True)


def decision_of(root: Ruling, path: str) -> dict[str, Any] | None:
    """The option at ``path`` of a ruling as a decision to log: who chose what, and the statements it adds to
    the ruling it is an option of (its rectification), kept as step codes so the log words them in any
    language. ``None`` for the whole ruling (``path`` empty)."""
    option = option_at(root, path)
    if option is None:
        return None
    parent = ruling_at(root, path.rpartition(".")[0])
    said = {(s.key, repr(sorted(s.params.items()))) for s in parent.steps}
    fresh = [s.to_dict() for s in option.ruling.steps if (s.key, repr(sorted(s.params.items()))) not in said]
    return {"who": option.who, "choice": dict(option.choice), "steps": fresh}
