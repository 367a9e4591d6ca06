"""``/ruling wizard``: the guided intake, one question per message, ending in the ruling draft.

The questions and their checks are ``bot.intake.wizard`` (pure); this module only shows them: the facts so far,
the auction as a four-column table, the question, and its answers as buttons and selects (each select one group:
low bids, high bids, the cards of one suit). The state lives in the state cache under a key that every button
carries (bound to the user and server, kept in the store for a day: ``bot.framework.state``, so the wizard
continues after a restart); each answer edits the same ephemeral message, and the last one replaces it by the
ruling.

Where a typed answer is quicker (any board number, several calls at once, a card, a seat), the question also
takes one: a "Type…" button and its modal on Discord, a typed line on the console (the reply's free action).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.commands.ruling_draft import draft_reply
from bot.framework.context import Context
from bot.framework.registry import Option, action, command
from bot.framework.reply import Action, Button, Reply, Select, SelectOption
from bot.framework.state import STATE, register
from bot.intake import display
from bot.intake import wizard as W
from bot.intake.prefill import Prefill, prefill
from bot.intake.questions import BACK, MORE, Answer, Question
from engine.board import MAX_BOARD, board_info

CANCEL = "!cancel"
BUTTON_GROUPS = ("", "other")  # answers outside these groups go into one select per group


def start_reply(ctx: Context, state: W.WizardState) -> Reply:
    """Park a new wizard state and show its first question (used by ``/ruling wizard`` and ``/ask``'s offer)."""
    key = STATE.put(ctx, state)
    return wizard_reply(ctx, key, state)


@command("ruling", "wizard", options=(
    Option("text", str, required=False, max_length=500),
    Option("board", int, required=False, min_value=1, max_value=MAX_BOARD),
    Option("auction", str, required=False, max_length=300),
    Option("deal", str, required=False, max_length=6000),
), defer_ephemeral=True)
async def wizard(ctx: Context, text: str | None, board: int | None = None, auction: str | None = None,
                 deal: str | None = None) -> Reply:
    """Start the guided intake; ``text`` (what happened, in words) prefills what it already says; ``board`` and
    ``auction`` (typed: ``1H P 1S``) skip clicking them, each call checked as if clicked; ``deal`` (a BBO LIN
    record, handviewer link or PBN deal) prefills the board, auction, contract and the play's facts."""
    found = prefill(text)
    if deal:
        from bot.intake.deal_prefill import deal_prefill
        from engine.deal import parse_deal

        found = deal_prefill(parse_deal(deal), found)
    state = W.start(found)
    if board is not None:
        state.board = board_info(board).board
        W.apply_stated_auction(state)
    if auction:
        state = W.typed_auction(state, auction)
    return start_reply(ctx, state)


@action("wiz")
async def wizard_answer(ctx: Context, key: str, value: str) -> Reply:
    """One answer: the next question in the same message, or the ruling once every fact is in."""
    state: W.WizardState = await STATE.get(ctx, key)
    if value == CANCEL:
        return Reply(description=ctx.t("intake.wizard.cancelled"), ephemeral=True, update=True)
    return await _advance(ctx, key, W.answer(state, value))


@action("wizt")
async def wizard_typed(ctx: Context, key: str, text: str) -> Reply:
    """A typed answer (the free action's text): checked like a click; a refusal leaves the question open."""
    state: W.WizardState = await STATE.get(ctx, key)
    return await _advance(ctx, key, W.typed_answer(state, text))


async def _advance(ctx: Context, key: str, new: W.WizardState) -> Reply:
    """The wizard after an accepted answer: the next question, or the ruling draft."""
    if W.question(new) is None:
        # an engine refusal leaves the wizard where it was; "Don't know" facts show as "if…" branches
        reply = await draft_reply(ctx, W.case(new), update=True, unknown=W.unknown_facts(new))
        STATE.replace(ctx, key, new)
        return reply
    STATE.replace(ctx, key, new)
    reply = wizard_reply(ctx, key, new)
    reply.update = True
    return reply


def wizard_reply(ctx: Context, key: str, state: W.WizardState) -> Reply:
    """The wizard's message: facts so far, the auction table, the question and its answers."""
    q = W.question(state)
    lines = display.summary_lines(state, ctx.lang)
    if state.board_known and (state.auction or not state.auction_done):  # no empty table for a given contract
        lines.append(f"**{ctx.t('intake.wizard.auction')}**")
        lines.append(display.auction_table(state.dealer_seat(), state.auction, ctx.lang,
                                           mark_turn=not state.auction_done))
    if q is not None:
        lines.append(f"**{display.question_text(q, ctx.lang)}**")
    step = ctx.t("intake.wizard.step", n=len(state.history) + 1)
    kind = W.typed_kind(state, q) if q else None  # which typed answer the question takes (None: click only)
    reply = Reply(title=ctx.t("intake.wizard.title"), description="\n".join(lines), footer=step, ephemeral=True,
                  components=_components(ctx, key, q, bool(state.history), kind) if q else [])
    if kind is not None:
        reply.free_action = Action("wizt", (key,), owner_only=True)
        reply.free_prompt = ctx.t(f"rui.type.{kind}")
        example = "rui.type.board.example_console" if kind == "board" and ctx.transport == "console" else None
        reply.free_placeholder = ctx.t(example or f"rui.type.{kind}.example")
        reply.free_max_length = 300 if kind == "auction" else 100
    return reply


def _components(ctx: Context, key: str, q: Question, can_go_back: bool,
                typed: str | None = None) -> list[Button | Select]:
    """Selects for long groups of answers, buttons for the rest, then back and cancel. A board may be typed, so
    no page of boards 25–48… is offered then (and the console's numbers 1–24 stay the boards 1–24)."""
    selects: dict[str, list[Answer]] = {}
    buttons: list[Answer] = []
    for answer in q.answers:
        if typed == "board" and answer.value == MORE:
            continue
        if answer.is_control or (q.layout == "buttons" and answer.group in BUTTON_GROUPS) or answer.group == "other":
            buttons.append(answer)
        else:
            selects.setdefault(answer.group, []).append(answer)
    items: list[Button | Select] = [
        Select(_placeholder(ctx, group, group_answers), tuple(SelectOption(display.answer_label(a, ctx.lang)[:100],
                                                               _act(key, a.value)) for a in group_answers[:25]))
        for group, group_answers in selects.items()
    ]
    items += [Button(display.answer_label(a, ctx.lang)[:80], _act(key, a.value), style=_style(a)) for a in buttons]
    if can_go_back:
        items.append(Button(ctx.t("intake.a.back"), _act(key, BACK)))
    items.append(Button(ctx.t("intake.a.cancel"), _act(key, CANCEL), style="danger"))
    return items


def _placeholder(ctx: Context, group: str, answers: list[Answer]) -> str:
    """The select's label: bids by the range it really holds (``1♠ – 3NT`` after 1♥), cards by suit."""
    if group.startswith("bids") and answers:
        return ctx.t("rui.group.bids", low=display.answer_label(answers[0], ctx.lang),
                     high=display.answer_label(answers[-1], ctx.lang))
    return ctx.t(f"intake.group.{group}") if group else ctx.t("intake.choose")


def _style(answer: Answer) -> Any:
    return "primary" if answer.suggested or answer.value == "!done" else "secondary"


def _act(key: str, value: str) -> Action:
    return Action("wiz", (key, value), owner_only=True)


def _state_to_json(state: W.WizardState) -> dict[str, Any]:
    return dataclasses.asdict(state)  # nested: the history's states too


def _state_from_json(data: dict[str, Any]) -> W.WizardState:
    history = [_state_from_json(h) for h in data.get("history", [])]
    return W.WizardState(**{**data, "history": history})


# The wizard's state and the /ask prefill travel through the store as JSON (restart-safe, any shard).
register("wizard", W.WizardState, _state_to_json, _state_from_json)
register("prefill", Prefill, dataclasses.asdict, lambda data: Prefill(**data))
