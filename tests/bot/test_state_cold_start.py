"""Cold start anywhere (issue 13): with a cache directory that cannot be written, a console built with its
prebuilt caches (``python -m lawbase.prebuild DIR``, run when the image or package is built) answers its first
command from them, building neither the corpus nor the search index (what made a start slow: the 1.5 s to the
first answer is timed by ``bench/bot_bench.py``, not here, where a busy machine would make a timed test flaky);
without them it still answers, building both in memory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


# what the `sudya` script runs, with the two builders wrapped to report on stderr whether they ran
LAUNCH = """
import sys, lawbase, lawbase.search.cache as index_cache
from bot.cli import main
built = []
def recorded(name, builder):
    def run(*args, **kwargs):
        built.append(name)
        return builder(*args, **kwargs)
    return run
lawbase._build = recorded("corpus", lawbase._build)
index_cache.build_from_corpus = recorded("index", index_cache.build_from_corpus)
code = main()
print("built:" + ",".join(built), file=sys.stderr)
sys.exit(code)
"""


def console(env: dict[str, str], db: Path) -> tuple[list[str], str]:
    """The builders that ran while the console answered ``/law 27``, and what it printed."""
    done = subprocess.run([sys.executable, "-c", LAUNCH, "console", "--db", str(db)], input="/law 27\n", env=env,
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    report = [line for line in done.stderr.splitlines() if line.startswith("built:")]
    assert report, done.stderr
    return [name for name in report[-1].removeprefix("built:").split(",") if name], done.stdout


def test_first_answer_reads_the_prebuilt_caches_with_an_unwritable_cache_dir(tmp_path: Path) -> None:
    prebuilt = tmp_path / "prebuilt"
    made = subprocess.run([sys.executable, "-m", "lawbase.prebuild", str(prebuilt)], capture_output=True, text=True,
                          timeout=300, cwd=ROOT, check=True)
    written = made.stdout.split()
    assert any("lawbase-" in w for w in written) and any("search-index-" in w for w in written)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    env = {**os.environ, "SUDYA_CACHE_DIR": str(blocker / "cache"), "SUDYA_PREBUILT_DIR": str(prebuilt),
           "PYTHONPATH": str(ROOT)}
    env.pop("SUDYA_DB", None)
    built, out = console(env, tmp_path / "log.db")
    assert "Правило 27" in out
    assert built == []  # neither the corpus nor the index was built: both were read from the prebuilt caches
    assert sorted(os.listdir(prebuilt)) == sorted(os.path.basename(w) for w in written)  # read, never written


def test_without_prebuilt_caches_it_still_answers(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    env = {**os.environ, "SUDYA_CACHE_DIR": str(blocker / "cache"), "SUDYA_PREBUILT_DIR": str(tmp_path / "none"),
           "PYTHONPATH": str(ROOT)}
    env.pop("SUDYA_DB", None)
    built, out = console(env, tmp_path / "log.db")
    assert "Правило 27" in out
    assert "corpus" in built  # nothing to read: built in memory (the index too, once a command searches)
