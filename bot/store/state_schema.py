"""Schema step "interaction state" (issues 13 and 15), for both backends: the table behind wizards and drafts.

A wizard's answers, a ruling draft, the ``/ask`` prefill and the words of a "Type…" modal outlive the message
that shows them: the buttons carry only a random key. Kept here (not in memory), a click still works after a
restart and in whichever process of a sharded bot receives it. Each row is bound to the server and the user it
was made for (``user_id`` 0: anyone of that server) and expires after a day; ``expires_at`` is Unix seconds, so
purging is one range delete on its index.
"""

from __future__ import annotations

_TABLE = (
    "CREATE TABLE interaction_state (key text PRIMARY KEY, guild_id {big} NOT NULL, user_id {big} NOT NULL, "
    "kind text NOT NULL, value_json text NOT NULL, expires_at {real} NOT NULL)"
)
_INDEX = "CREATE INDEX interaction_state_expires ON interaction_state (expires_at)"

SQLITE = [_TABLE.format(big="INTEGER", real="REAL"), _INDEX]
PG = [_TABLE.format(big="bigint", real="double precision"), _INDEX]
