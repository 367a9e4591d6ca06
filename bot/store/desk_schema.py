"""Schema step "director's desk" (issue 15), for both backends: calls to the director, sessions, desk settings.

- ``desk_settings``: per server, the director channel (where calls are posted) and the role a call pings.
- ``desk_counters``: the last call / session number given per server (numbers gapless under concurrency, as the
  log's ``guild_counters``).
- ``director_calls``: one row per call (``/td call``), numbered per server; status ``open`` → ``taken`` → ``done``
  (or ``cancelled``); who took it and when; the log entry that records the ruling, when linked.
- ``desk_sessions``: a playing session (``/session start``), numbered per server; at most one open per server
  (a partial unique index). Log entries belong to the session open when they were created, so a session is a
  time range of the log and the log's own tables stay untouched.
"""

from __future__ import annotations

_STATEMENTS = [
    "CREATE TABLE desk_settings (guild_id {big} PRIMARY KEY, director_channel_id {big}, ping_role_id {big}, "
    "updated_at text NOT NULL)",
    "CREATE TABLE desk_counters (guild_id {big} NOT NULL, kind text NOT NULL, last_number {big} NOT NULL, "
    "PRIMARY KEY (guild_id, kind))",
    "CREATE TABLE director_calls (guild_id {big} NOT NULL, number {big} NOT NULL, channel_id {big} NOT NULL, "
    "caller_id {big} NOT NULL, caller_name text NOT NULL, table_no text NOT NULL, board integer, "
    "text text NOT NULL DEFAULT '', created_at text NOT NULL, status text NOT NULL DEFAULT 'open', "
    "taken_by_id {big}, taken_by_name text, taken_at text, closed_by_id {big}, closed_by_name text, "
    "closed_at text, entry_number {big}, session_number {big}, PRIMARY KEY (guild_id, number))",
    "CREATE INDEX director_calls_status ON director_calls (guild_id, status, number)",
    "CREATE TABLE desk_sessions (guild_id {big} NOT NULL, number {big} NOT NULL, name text NOT NULL, "
    "started_by_id {big} NOT NULL, started_by_name text NOT NULL, started_at text NOT NULL, ended_at text, "
    "ended_by_id {big}, ended_by_name text, PRIMARY KEY (guild_id, number))",
    "CREATE UNIQUE INDEX desk_sessions_one_open ON desk_sessions (guild_id) WHERE ended_at IS NULL",
]

SQLITE = [s.format(big="INTEGER") for s in _STATEMENTS]
PG = [s.format(big="bigint") for s in _STATEMENTS]

# Step "deals of log entries" (issue 15): the deal record a director attaches to a log entry (``/deal attach``),
# as ``Deal.to_dict()`` JSON; one per entry, replaced by a new attach. The log's own tables stay untouched.
_DEALS = [
    "CREATE TABLE entry_deals (guild_id {big} NOT NULL, entry_number {big} NOT NULL, deal_json text NOT NULL, "
    "attached_by_id {big} NOT NULL, attached_by_name text NOT NULL, attached_at text NOT NULL, "
    "PRIMARY KEY (guild_id, entry_number))",
]
DEALS_SQLITE = [s.format(big="INTEGER") for s in _DEALS]
DEALS_PG = [s.format(big="bigint") for s in _DEALS]
