"""Memory bench (issue 13): the bot's RSS after many interactions, through the real CommandTree (offline harness).

A realistic mix on a real SQLite store: ``/board``, ``/law`` (a short one, and a long one that is paged: its pages
go to the state store), ``/ruling wizard`` with an answer clicked (wizard state written and read back), and the
pager turned. No view lives on per reply (every component is a dynamic item), and the state's hot cache is
bounded, so RSS must level off instead of growing with the count.

Run: ``.venv/bin/python bench/bot_memory.py [--n 100000]``. Prints RSS at checkpoints; target: ≤ 150 MB after
``--n`` interactions; exits 1 if missed.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bot")]

from harness import GUILD_ID, add_guild, click, dispatch, make_bot, opt, slash, sub  # noqa: E402

from bot.framework.state import STATE  # noqa: E402
from bot.store import open_store  # noqa: E402

LIMIT_MB = 150.0


def rss_mb() -> float:
    """Resident set size of this process (Linux ``/proc``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def answer_id(out: Any, value: str) -> tuple[str, list[str] | None]:
    """The custom_id (and select value) answering the wizard's question with ``value``."""
    for row in out.last.get("components", []):
        for comp in row["components"]:
            if comp["type"] == 2 and comp["custom_id"].endswith("|" + value):
                return comp["custom_id"], None
            if comp["type"] == 3:
                for option in comp["options"]:
                    if option["value"].endswith("|" + value):
                        return comp["custom_id"], [option["value"]]
    raise AssertionError(f"no answer {value!r}")


async def one_round(bot: Any, i: int) -> int:
    """Seven interactions of the mix; how many were sent."""
    guild = GUILD_ID + i % 50
    user = 1000 + i % 997
    await dispatch(bot, slash("board", opt("number", 1 + i % 32, 4), guild_id=guild, user_id=user))
    await dispatch(bot, slash("law", opt("ref", "27B1"), guild_id=guild, user_id=user))
    paged = await dispatch(bot, slash("law", opt("ref", "45"), guild_id=guild, user_id=user))
    await dispatch(bot, click(paged, "sp:next", guild_id=guild, user_id=user))
    wizard = await dispatch(bot, slash("ruling", sub("wizard"), guild_id=guild, user_id=user))
    custom_id, values = answer_id(wizard, str(1 + i % 24))
    step = await dispatch(bot, click(wizard, custom_id, values=values, guild_id=guild, user_id=user))
    custom_id, values = answer_id(step, "P")
    await dispatch(bot, click(step, custom_id, values=values, guild_id=guild, user_id=user))
    return 7


async def run(n: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "bench.db", strict=True, synchronous="NORMAL")
        bot = await make_bot(store)
        for extra in range(1, 50):
            add_guild(bot, GUILD_ID + extra, {77: "Director"})
        await one_round(bot, 0)  # law base, search index, settings: loaded before the first reading
        await STATE.flush()
        gc.collect()
        base = rss_mb()
        print(f"{'interactions':>12} {'RSS MB':>8} {'per s':>8}")
        print(f"{0:>12} {base:8.1f}")
        done, i, started = 0, 1, time.perf_counter()
        checkpoints = sorted({n // 10, n // 4, n // 2, 3 * n // 4, n})
        peak = base
        while done < n:
            done += await one_round(bot, i)
            i += 1
            if i % 50 == 0:
                await STATE.flush()  # the store keeps up (as it does between real users' clicks)
            if checkpoints and done >= checkpoints[0]:
                checkpoints.pop(0)
                await STATE.flush()
                gc.collect()
                now = rss_mb()
                peak = max(peak, now)
                print(f"{done:>12} {now:8.1f} {done / (time.perf_counter() - started):8.0f}", flush=True)
        await STATE.flush()
        await bot.close()
        await store.aclose()
    final = rss_mb()
    ok = peak <= LIMIT_MB
    print(f"\nstart {base:.1f} MB, peak {peak:.1f} MB, growth {peak - base:+.1f} MB over {done:,} interactions; "
          f"target ≤ {LIMIT_MB:.0f} MB: {'met' if ok else 'missed'} (after closing: {final:.1f} MB)")
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    args = parser.parse_args()
    return asyncio.run(run(args.n))


if __name__ == "__main__":
    raise SystemExit(main())
