"""A writer process for the crash test: inserts entries and prints each number once it is committed.

Run as ``python store_writer_child.py BACKEND TARGET COUNT``. A line on stdout is the promise under test: the
parent kills this process with SIGKILL at an arbitrary moment, and every number printed must then be in the log.
"""

from __future__ import annotations

import sys

from bot.store.models import NewEntry
from bot.store.pg_store import PgRulingStore
from bot.store.sqlite_store import SqliteRulingStore


def main(backend: str, target: str, count: int) -> None:
    store = SqliteRulingStore(target) if backend == "sqlite" else PgRulingStore(target)
    for i in range(count):
        added = store.add_entry(
            NewEntry(guild_id=1 + i % 3, channel_id=1, director_id=2, director_name="crash", irregularity="revoke",
                     board=1 + i % 36, notes=f"write {i}", case={"i": i})
        )
        sys.stdout.write(f"{added.guild_id} {added.number}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
