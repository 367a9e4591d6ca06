"""The on-disk cache: later starts load it; a seed or parser change rebuilds it; an unwritable dir is no error."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys

from lawbase import cache


def test_cache_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("SUDYA_CACHE_DIR", str(tmp_path))
    calls = []

    def build():
        calls.append(1)
        return {"built": len(calls)}

    assert cache.load_or_build(build) == {"built": 1}
    assert os.path.exists(cache.cache_path())
    assert cache.load_or_build(build) == {"built": 1}
    assert calls == [1]


def test_corrupt_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("SUDYA_CACHE_DIR", str(tmp_path))
    os.makedirs(os.path.dirname(cache.cache_path()), exist_ok=True)
    with open(cache.cache_path(), "wb") as handle:
        handle.write(b"not a pickle")
    assert cache.load_or_build(lambda: "fresh") == "fresh"
    with open(cache.cache_path(), "rb") as handle:
        assert pickle.load(handle) == "fresh"


def test_unwritable_cache_dir_builds_in_memory(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("SUDYA_CACHE_DIR", str(blocker / "sub"))  # a directory below a file cannot be made
    monkeypatch.setenv("SUDYA_PREBUILT_DIR", str(tmp_path / "no-prebuilt"))  # bin/venv may have prebuilt caches
    assert cache.load_or_build(lambda: "in memory") == "in memory"


def test_key_changes_with_the_parser_source(tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "_PACKAGE", tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "a.py").write_text("x = 1")
    first = cache.cache_key()
    (tmp_path / "a.py").write_text("x = 2")
    assert cache.cache_key() != first


def test_a_second_process_loads_the_cache_without_the_parser(tmp_path):
    """A later start takes the corpus from the cache: the ingest module is never imported (that is what makes
    warm starts fast; the time itself is measured by bench/lawbase_load.py, not asserted here)."""
    env = dict(os.environ, SUDYA_CACHE_DIR=str(tmp_path))
    code = ("import sys, lawbase; c = lawbase.load(); assert c.get('27B1').title; "
            "print('lawbase.ingest' in sys.modules)")
    first = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    assert first.stdout.strip() == "True"  # built from the seeds
    assert os.listdir(tmp_path)
    second = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
    assert second.stdout.strip() == "False"  # loaded from the cache
