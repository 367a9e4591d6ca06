"""Run inside a private mount namespace (``unshare -m``): a 4 MB tmpfs filled up, the store opened on it, then
space freed. Prints one JSON object of what each step answered (test_store_full_disk.py asserts on it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from bot.store import NewEntry, open_store
from bot.store.sqlite_store import SqliteRulingStore


def fill(folder: str) -> str:
    filler = os.path.join(folder, "filler")
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"x" * 65536)
    except OSError:
        pass
    try:
        while True:
            os.write(fd, b"x" * 512)
    except OSError:
        pass
    os.close(fd)
    return filler


def attempt(store, name: str, *args) -> str:
    try:
        result = store.run_sync(name, *args)
    except Exception as exc:
        return getattr(exc, "code", type(exc).__name__)
    return f"ok {getattr(result, 'number', len(result) if isinstance(result, list) else '')}"


def main(folder: str) -> None:
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", folder], check=True)
    entry = NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="TD", irregularity="revoke")
    existing = os.path.join(folder, "log.db")
    first = SqliteRulingStore(existing)
    first.add_entry(entry)
    first.close()
    filler = fill(folder)
    out: dict[str, str] = {}
    store = open_store(existing, retry_after=0)
    out["existing_start"] = store.startup_error.code if store.startup_error else "open"
    out["existing_read"] = attempt(store, "list_entries", 1)
    out["existing_write_full"] = attempt(store, "add_entry", entry)
    fresh = open_store(os.path.join(folder, "new.db"), retry_after=0)
    out["fresh_start"] = fresh.startup_error.code if fresh.startup_error else "open"
    out["fresh_write_full"] = attempt(fresh, "add_entry", entry)
    os.unlink(filler)
    out["existing_write_freed"] = attempt(store, "add_entry", entry)
    out["fresh_write_freed"] = attempt(fresh, "add_entry", entry)
    out["existing_read_after"] = attempt(store, "list_entries", 1)
    store.close()
    fresh.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1])
