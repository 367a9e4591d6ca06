"""Reply → console text: embeds flattened (title, description, fields, footer), choices as a numbered list.

The console has no size limits, so every page is printed in full. The numbered actions are returned with the text
so the console can run the one whose number the next line names. A free action (an answer that may be typed)
ends the list with one "Or type: …" line.
"""

from __future__ import annotations

from bot.framework.reply import Action, Button, Reply, Select
from bot.i18n import t
from lawbase.markdown import unescape


def to_text(reply: Reply, lang: str = "en") -> tuple[str, list[Action]]:
    """Plain text of ``reply`` and its choices in the order they were numbered (1-based on screen)."""
    lines: list[str] = []
    if reply.content:
        lines.append(reply.content)
    if reply.title:
        lines.append(reply.title)
    for page in reply.all_pages():
        if page.title and page.title != reply.title:
            lines.append(page.title)
        if page.description:
            lines.append(page.description)
        for item in page.fields:
            lines.append(f"{item.name}: {item.value}" if item.inline else f"{item.name}\n{item.value}")
    if reply.footer:
        lines.append(reply.footer)
    for attachment in reply.files:
        lines.append(f"[{attachment.filename}, {len(attachment.data)} B]")
    actions: list[Action] = []
    marks = choice_marks(reply)  # 1, 2, 3 …; a choice that is itself a number is numbered by that number
    for item in reply.components:
        if isinstance(item, Button) and not item.disabled:
            actions.append(item.action)
            lines.append(f"{marks[len(actions) - 1]}. {item.label}")
        elif isinstance(item, Select):
            lines.append(item.placeholder)
            for opt in item.options:
                actions.append(opt.action)
                detail = f" ({opt.description})" if opt.description else ""
                lines.append(f"{marks[len(actions) - 1]}. {opt.label}{detail}")
    if reply.free_action is not None:
        prompt = reply.free_prompt or t("bot.free.label", lang)
        if reply.free_placeholder:
            lines.append(t("console.free_example", lang, prompt=prompt, example=reply.free_placeholder))
        else:
            lines.append(t("console.free", lang, prompt=prompt))
    # the law's own asterisks are escaped for Discord's markdown (lawbase.markdown); the console prints them as typed
    return "\n".join(unescape(line).rstrip() for line in lines if line is not None), actions


def choice_labels(reply: Reply) -> list[str]:
    """The labels of the reply's choices, in the order they are numbered."""
    labels: list[str] = []
    for item in reply.components:
        if isinstance(item, Button) and not item.disabled:
            labels.append(item.label)
        elif isinstance(item, Select):
            labels += [opt.label for opt in item.options]
    return labels


def numeric_labels(reply: Reply) -> bool:
    """Whether some choice is itself a number (tricks won: 0, 1, 2 …, boards 1–24)."""
    return any(label.strip().isdecimal() and label.strip().isascii() for label in choice_labels(reply))


def choice_marks(reply: Reply) -> list[str]:
    """What the console numbers each choice with. Normally 1, 2, 3 … When some choices are numbers themselves
    (the wizard's "tricks won: 0, 1, 2 …"), each of those is numbered by its own value, so typing ``1`` means one
    trick and never "the first choice" (issue 15); the other choices of that list (Back, Cancel…) get letters."""
    labels = choice_labels(reply)
    if not numeric_labels(reply):
        return [str(i) for i in range(1, len(labels) + 1)]
    marks: list[str] = []
    letters = 0
    for label in labels:
        value = label.strip()
        if value.isdecimal() and value.isascii() and str(int(value)) not in marks:
            marks.append(str(int(value)))
        else:
            letters += 1
            marks.append(letter(letters))
    return marks


def letter(n: int) -> str:
    """The letter of the ``n``-th lettered choice (1-based): a … z, then aa, ab …"""
    letters = ""
    while n > 0:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters
