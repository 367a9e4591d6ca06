"""The director's numbers in words, one wording for the slash commands and the CLI.

Russian replies use the Russian names of the book (С–Ю/В–З for the lines, БК for notrump, МП, seat names); IMPs
agree with their number in English (1 IMP, 3 IMPs). Contracts keep the suit symbols in both languages.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import t
from bot.render import bridge_words


def contract_text(contract: Any, lang: str) -> str:
    """``3NT`` → ``3БК`` in Russian, ``3NT`` in English; suits as symbols (``4♠X``)."""
    if contract.denomination == "NT":
        return f"{contract.level}{bridge_words.nt_word(lang)}{'X' * contract.doubled}"
    return contract.symbol


def seat_text(seat: Any, lang: str) -> str:
    """A seat by name (``Юг``/``South``)."""
    return bridge_words.seat_text(seat, lang)


def side_text(side: str, lang: str) -> str:
    """``ns`` → ``С–Ю``/``NS``."""
    return bridge_words.side_text(side, lang, short=True)


def imps_text(count: int, lang: str, signed: bool = False) -> str:
    """``9 IMP`` / ``1 IMP`` / ``3 IMPs``, optionally with its sign (``+3 IMPs``)."""
    number = f"{count:+d}" if signed else str(count)
    return t("numbers.imps.one" if abs(count) == 1 else "numbers.imps.many", lang, n=number)


def score_text(result: Any, lang: str) -> str:
    """The one-line summary of a scored contract (Law 77)."""
    return t("numbers.score", lang, contract=contract_text(result.contract, lang),
             declarer=seat_text(result.declarer, lang), tricks=result.tricks, result=result.result,
             vul=bridge_words.vul_text(result.vul, lang), score=f"{result.score_declarer:+d}",
             score_ns=f"{result.score_ns:+d}")


def imp_text(diff: int, value: int, lang: str) -> str:
    return t("numbers.imp", lang, diff=diff, imps=imps_text(value, lang))


def mp_rows(result: Any, lang: str) -> list[str]:
    return [t("numbers.mp.row", lang, score=s, mp=m, percent=f"{p:.2f}")
            for s, m, p in zip(result.scores, result.mp, result.percent, strict=True)]


def adjusted_lines(data: dict[str, Any], lang: str) -> list[str]:
    """One line per side of an artificial adjusted score (Law 12C1)."""
    lines = []
    for side in ("ns", "ew"):
        award = t(f"numbers.award.{data[side]['award']}", lang)
        if data["unit"] == "imps":
            lines.append(t("numbers.adjusted.imps", lang, side=side_text(side, lang), award=award,
                           value=imps_text(data[side]["imps"], lang, signed=True)))
        else:
            lines.append(t("numbers.adjusted.percent", lang, side=side_text(side, lang), award=award,
                           value=data[side]["percent"]))
    return lines
