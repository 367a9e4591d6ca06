"""Words for the wizard: the auction as a four-column table, the facts gathered so far, a question and its answers.

Pure text (no discord): the commands put it in a Reply, the console prints it, tests read it. The table is
monospace (a code block on Discord) so the columns line up: a director reads an auction column by column.
"""

from __future__ import annotations

from bot.i18n import t
from bot.intake.kinds import KINDS
from bot.intake.questions import Answer, Question
from bot.intake.state import WizardState
from bot.render import bridge_words as words
from bot.render.bridge_words import call_text, card_text, code_block, contract_text, seat_text, table_lines
from engine.seats import Seat

COLUMN = 9


def auction_table(dealer: Seat, calls: list[str], lang: str, *, mark_turn: bool = True) -> str:
    """The auction in four columns N E S W, as on a bidding pad: the first call sits in the dealer's column, a
    ``?`` where the next call is due (``bot.render.bridge_words.auction_table``)."""
    rows = words.auction_table(dealer.value, list(calls), lang, short=True, label=True, turn=mark_turn)
    return code_block(table_lines(rows if len(rows) > 1 else [*rows, []], COLUMN))


def answer_label(answer: Answer, lang: str) -> str:
    if answer.text is not None:
        label = answer.text.replace("NT", words.nt_word(lang))
    else:
        label = t(answer.key or answer.value, lang, **answer.params)
    return t("intake.a.suggested", lang, label=label) if answer.suggested else label


def question_text(q: Question, lang: str) -> str:
    params = dict(q.params)
    for name in ("seat", "turn"):
        if params.get(name):
            params[name] = seat_text(params[name], lang)
    if params.get("type"):
        params["type"] = t(f"intake.type.{params['type']}", lang)
    return t(q.prompt, lang, **params)


def summary_lines(state: WizardState, lang: str) -> list[str]:
    """The facts gathered so far, one line each, in the order they were asked."""
    lines = []
    if state.board is not None:
        info_dealer, vul = state.dealer_seat(), state.vulnerability()
        lines.append(t("intake.sum.board", lang, board=state.board, dealer=seat_text(info_dealer, lang),
                       vul=words.vul_text(vul, lang, label=True)))
    elif state.dealer and state.vul:
        lines.append(t("intake.sum.dealer", lang, dealer=seat_text(state.dealer, lang),
                       vul=words.vul_text(state.vul, lang, label=True)))
    contract, declarer = _contract(state)
    if contract:
        lines.append(t("intake.sum.contract", lang, contract=contract_text(contract, lang),
                       declarer=seat_text(declarer, lang) if declarer else "?"))
    if state.type:
        lines.append(t("intake.sum.type", lang, type=t(f"intake.type.{state.type}", lang)))
    for name, value in {**state.irregularity, **state.choices}.items():
        lines.append(f"{t(_label_key(state, name), lang)}: {_value_text(state, name, value, lang)}")
    for name, value in state.hints.items():
        if name in ("over_by", "auction", "auction_dealer"):  # folded into the offender / the auction table
            continue
        if name in ("by", "by_relative", "over") and "by" in state.irregularity:  # answered: the hint did its work
            continue
        lines.append(t(f"intake.hint.{name}", lang, value=_hint_text(name, value, lang)))
    return lines


def _contract(state: WizardState) -> tuple[str | None, str | None]:
    """The contract and declarer: the finished auction's (Law 22) when there is one, else as given."""
    if state.board_known and state.auction:
        auction = state.engine_auction()
        if auction.ended and auction.contract is not None:
            return str(auction.contract), auction.declarer.value if auction.declarer else None
    return state.contract, state.declarer


def _label_key(state: WizardState, name: str) -> str:
    """The fact's label as its type declares it (``Fact.label``): ``by`` is the offender, but the player of a
    misclick (25A: an inadvertent call corrected in time is no offence) and a claimer are not."""
    spec = KINDS[state.type].fact(name) if state.type in KINDS else None
    return spec.label_key if spec else f"intake.field.{name}"


def _value_text(state: WizardState, name: str, value: object, lang: str) -> str:
    spec = next((f for f in (*KINDS[state.type].facts, *KINDS[state.type].choices) if f.name == name), None)
    kind = spec.kind if spec else ""
    if kind == "seat":
        return seat_text(value, lang)
    if kind == "call":
        return call_text(str(value), lang, label=True)
    if kind == "card":
        return card_text(str(value))
    if kind == "cards":
        return " ".join(card_text(c) for c in value)  # type: ignore[union-attr]
    if kind == "bool":
        return t("intake.a.yes" if value else "intake.a.no", lang)
    if kind in ("score", "scores"):
        return " ".join(f"{s:+d}" if s else "0" for s in (value if isinstance(value, list) else [value]))
    if kind in ("choice", "obligation"):
        return t(f"intake.value.{name}.{value}", lang)
    return str(value)


def _hint_text(name: str, value: str, lang: str) -> str:
    if name == "over":
        return call_text(value, lang, label=True)
    if name == "by":
        return seat_text(value, lang)
    return t(f"intake.rel.{value}", lang)
