"""Reply → console text: embeds flattened (title, description, fields, footer), choices as a numbered list.

The console has no size limits, so every page is printed in full. The numbered actions are returned with the text
so the console can run the one whose number the next line names. A free action (an answer that may be typed)
ends the list with one "Or type: …" line.
"""

from __future__ import annotations

from bot.commands.reply import Action, Button, Reply, Select
from bot.i18n import t


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
    for item in reply.components:
        if isinstance(item, Button) and not item.disabled:
            actions.append(item.action)
            lines.append(f"{len(actions)}. {item.label}")
        elif isinstance(item, Select):
            lines.append(item.placeholder)
            for opt in item.options:
                actions.append(opt.action)
                detail = f" ({opt.description})" if opt.description else ""
                lines.append(f"{len(actions)}. {opt.label}{detail}")
    if reply.free_action is not None:
        prompt = reply.free_prompt or t("bot.free.label", lang)
        if reply.free_placeholder:
            lines.append(t("console.free_example", lang, prompt=prompt, example=reply.free_placeholder))
        else:
            lines.append(t("console.free", lang, prompt=prompt))
    return "\n".join(line.rstrip() for line in lines if line is not None), actions
