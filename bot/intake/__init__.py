"""The ruling intake, pure Python (no discord): free text → a partial case (``prefill``), and the wizard's state
machine that asks the facts in a director's order and builds the case of ``cases.md`` (``wizard``).

Commands and views (``bot/commands/ruling*.py``, ``bot/commands/ask.py``) sit on top; everything here is
testable without Discord.
"""
