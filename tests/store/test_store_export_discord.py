"""/log export at scale (issue 13): files written on a worker thread through a connection of their own, gzipped to
fit the attachment limit, refused with a pointer to ``sudya log export`` beyond it; date filters; flat memory.
And /log list pages by keyset with a bounded count. Through the command handlers with the real store (both
backends where the store is reached)."""

from __future__ import annotations

import asyncio
import gzip
import io
import json
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.commands.log import LIST_COUNT_CAP, _list_page, log_export
from bot.config import load_config
from bot.framework.context import Context
from bot.store import AsyncRulingStore, NewEntry, open_store
from bot.store.export_file import export_attachments

ROOT = Path(__file__).resolve().parents[2]
GUILD = 1


def context(store, limit: int = 10 * 1024 * 1024, lang: str = "en") -> Context:
    return Context(user_id=5, user_name="TD", guild_id=GUILD, channel_id=3, lang=lang, is_director=True,
                   store=store, config=load_config(None), transport="test", attachment_limit=limit)


def noisy(i: int) -> NewEntry:
    """An entry whose notes do not compress much (random words), so sizes in these tests are predictable."""
    words = " ".join(f"{random.Random(i * 31 + k).getrandbits(40):x}" for k in range(12))
    return NewEntry(guild_id=GUILD, channel_id=3, director_id=7, director_name="Анна", irregularity="revoke",
                    board=1 + i % 30, notes=f"{i} {words}")


@pytest.fixture
async def async_store(make_store):
    """The bot's facade over the parametrized backend (a fresh database)."""
    make_store().close()  # the schema, on the fresh database
    target = make_store.target
    if target.endswith(".db"):
        store = open_store(target, strict=True)
    else:
        from bot.store.pg_store import PgRulingStore

        store = AsyncRulingStore(lambda: PgRulingStore(target), strict=True)
    yield store
    await store.aclose()


async def fill(store, n: int) -> None:
    for i in range(n):
        await store.add_entry(noisy(i))


async def test_export_fits_plain_then_gzipped_then_refused(async_store):
    await fill(async_store, 60)
    reply = await log_export(context(async_store), "both")
    assert [f.filename.rsplit(".", 1)[-1] for f in reply.files] == ["csv", "json"]
    assert all(f.filename.startswith("sudya-log-1-") for f in reply.files)
    plain = sum(len(f.data) for f in reply.files)
    small = await log_export(context(async_store, limit=plain - 1), "both")
    assert [f.filename.rsplit(".", 2)[-2:] for f in small.files] == [["csv", "gz"], ["json", "gz"]]
    assert "gzip" in small.description and "60 entries" in small.description
    assert gzip.decompress(small.files[0].data) == reply.files[0].data
    data = json.loads(gzip.decompress(small.files[1].data))
    assert len(data["entries"]) == 60 and data["entries"][0]["history"][0]["action"] == "create"
    refused = await log_export(context(async_store, limit=300, lang="ru"), "csv")
    assert refused.files == [] and "sudya log export --guild 1" in refused.description
    assert "МБ" in refused.description


async def test_export_days_filter(async_store, backend):
    await fill(async_store, 3)
    reply = await log_export(context(async_store), "json", since="2000-01-01", until="2000-01-02")
    assert json.loads(reply.files[0].data)["entries"] == []
    reply = await log_export(context(async_store), "json", since="2000-01-01")
    assert len(json.loads(reply.files[0].data)["entries"]) == 3


async def test_export_runs_off_the_event_loop_and_off_the_store_thread(async_store, monkeypatch):
    await fill(async_store, 5)
    from bot.store import bulk

    threads = []
    real = bulk.iter_export

    def spy(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(bulk, "iter_export", spy)
    ticks = 0

    async def ticker():
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    result = await export_attachments(async_store, GUILD, formats=("csv", "json"), stem="x")
    task.cancel()
    assert result.count == 5 and len(threads) == 2
    assert all(name != threading.main_thread().name and not name.startswith("sudya-store") for name in threads)
    assert ticks > 0


def test_export_memory_stays_flat(tmp_path):
    """20,000 entries with 2 KB notes (~80 MB of CSV and JSON): exporting them grows the process by a few MB at
    most (rows are written as read), where building the files in memory would take hundreds. The database is built
    by another process, so the exporting one's high-water mark is the export's own."""
    db = str(tmp_path / "big.db")
    build = (
        "from bot.store.sqlite_store import SqliteRulingStore\n"
        "from bot.store.bulk import import_entries\n"
        f"s = SqliteRulingStore({db!r}, synchronous='OFF')\n"
        "rows = ({'director_id': 1, 'director_name': 'TD', 'irregularity': 'revoke', 'created_at': "
        "'2026-01-01T00:00:00.000000Z', 'notes': 'x' * 1900 + str(i), 'case': {'i': i}} for i in range(20000))\n"
        "import_entries(s, 1, rows)\n"
        "s.close()\n"
    )
    subprocess.run([sys.executable, "-c", build], cwd=ROOT, check=True, timeout=300)
    export = (
        "import resource\n"
        "from bot.store.sqlite_store import SqliteRulingStore\n"
        "from bot.store.export import write_csv, write_json\n"
        f"s = SqliteRulingStore({db!r}, check_on_open=False)\n"
        "warm = s.export_rows(1, history=True)\n"
        "next(warm)  # the first chunk read: modules and caches in place\n"
        "warm.close()\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "with open('/dev/null', 'wb') as out:\n"
        "    n = write_json(1, s.export_rows(1, history=True), out)\n"
        "    write_csv(s.export_rows(1), out)\n"
        "print(n, before // 1024, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)\n"
    )
    done = subprocess.run([sys.executable, "-c", export], capture_output=True, text=True, cwd=ROOT, check=True,
                          timeout=300)
    n, before, peak = map(int, done.stdout.split())
    assert n == 20000 and peak - before < 40, done.stdout


async def test_list_pages_by_keyset_with_a_bounded_count(async_store):
    ctx = context(async_store)
    await fill(async_store, LIST_COUNT_CAP + 15)
    first = await _list_page(ctx, ["", "", "", "", ""], 1)
    assert f"{LIST_COUNT_CAP}+" in first.title and first.footer == "Page 1"
    (nxt,) = first.components
    assert nxt.action.args[-1] == f">{LIST_COUNT_CAP + 6}"
    second = await _list_page(ctx, ["", "", "", "", ""], 2, nxt.action.args[-1])
    assert second.description.startswith(f"**#{LIST_COUNT_CAP + 5}**")
    back = next(b for b in second.components if b.label == "◀")
    again = await _list_page(ctx, ["", "", "", "", ""], 1, back.action.args[-1])
    assert again.description == first.description
    board = await _list_page(ctx, ["7", "", "", "", ""], 1)  # 7 or 8 entries: counted exactly
    assert board.footer == "Page 1/1" and "entries: 7" in board.title
    last = await _list_page(ctx, ["", "", "", "", ""], 99)  # past the end of a capped count: counted, named
    assert "There is no page 99 (pages: 22)" in last.description and last.footer == "Page 22/22"


def test_other_stores_export_through_their_own_rows(tmp_path):
    """A store with no second connection (in memory) still exports, its rows written on a thread."""
    store = open_store(":memory:", strict=True)
    store.run_sync("add_entry", noisy(1))
    result = asyncio.run(export_attachments(store, GUILD, formats=("json",), stem="m", since="2000-01-01"))
    store.close()
    assert result.count == 1 and json.load(io.BytesIO(result.files[0][1]))["entries"][0]["number"] == 1


async def test_export_of_one_session_of_the_desk(async_store):
    """session:N keeps the entries made while that session was open (a session is a time range of the log)."""
    from bot.commands._desk import run_desk
    from bot.store import desk_store

    await async_store.add_entry(noisy(1))  # before the session
    await run_desk(context(async_store), desk_store.start_session, GUILD, "Friday pairs", 5, "TD")
    await fill(async_store, 3)
    await run_desk(context(async_store), desk_store.end_session, GUILD, 5, "TD")
    await async_store.add_entry(noisy(9))  # after it
    reply = await log_export(context(async_store), "json", session=1)
    assert [e["number"] for e in json.loads(reply.files[0].data)["entries"]] == [2, 3, 4]
    assert reply.files[0].filename == "sudya-log-1-session-1.json"
    with pytest.raises(Exception) as caught:
        await log_export(context(async_store), "json", session=7)
    assert getattr(caught.value, "code", "") == "session_not_found"
