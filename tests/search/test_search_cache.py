"""The index is built once, saved, and loaded again instead of rebuilt; a broken or unwritable cache is harmless."""

from __future__ import annotations

import marshal
from pathlib import Path

import pytest

from lawbase.search import cache
from lawbase.search.index import Index


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SUDYA_CACHE_DIR", str(tmp_path))
    cache.forget()
    yield tmp_path
    cache.forget()


def test_first_use_builds_and_saves_the_index(fresh_cache: Path):
    index = cache.get_index()
    saved = list(fresh_cache.glob("search-index-*"))
    assert len(saved) == 1 and cache.cache_key() in saved[0].name
    assert len(index.docs) > 400


def test_a_warm_start_loads_the_saved_index_without_building(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch):
    built = cache.get_index()
    cache.forget()
    monkeypatch.setattr(cache, "build_from_corpus", lambda: pytest.fail("rebuilt although a cache file exists"))
    loaded = cache.get_index()
    assert [d.ref for d in loaded.docs] == [d.ref for d in built.docs]
    assert loaded.postings == built.postings


def test_a_corrupt_cache_file_is_rebuilt(fresh_cache: Path):
    cache.index_path().write_bytes(b"not an index")
    assert len(cache.get_index().docs) > 400
    with cache.index_path().open("rb") as handle:
        assert isinstance(Index.from_state(marshal.load(handle)), Index)


def test_a_cache_file_of_another_shape_is_rebuilt(fresh_cache: Path):
    cache.index_path().write_bytes(marshal.dumps({"docs": [], "unexpected": 1}))
    assert len(cache.get_index().docs) > 400


def test_older_index_files_are_removed(fresh_cache: Path):
    (fresh_cache / "search-index-0000.marshal").write_bytes(b"old")
    cache.get_index()
    assert [p.name for p in fresh_cache.glob("search-index-*")] == [cache.index_path().name]


def test_an_unwritable_cache_directory_still_searches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("SUDYA_CACHE_DIR", str(blocker / "sub"))
    cache.forget()
    try:
        assert len(cache.get_index().docs) > 400
    finally:
        cache.forget()


def test_the_key_depends_on_the_term_map(monkeypatch: pytest.MonkeyPatch):
    before = cache.cache_key()
    original = Path.read_bytes

    def patched(self: Path) -> bytes:
        data = original(self)
        return data + b" " if self.name == "search_terms.json" else data

    monkeypatch.setattr(Path, "read_bytes", patched)
    assert cache.cache_key() != before


def test_warm_loads_the_index_search_then_uses(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch):
    from lawbase.search import search, warm

    index = warm()
    assert warm() is index and cache.get_index() is index
    monkeypatch.setattr(cache, "cache_key", lambda: pytest.fail("a warm process hashed the files again"))
    monkeypatch.setattr(cache, "build_from_corpus", lambda: pytest.fail("rebuilt after warm()"))
    assert search("ренонс", 1).hits


def test_a_saved_state_loads_for_the_same_code_and_a_broken_one_reads_as_none(fresh_cache: Path):
    """The phrasings' features are kept this way (``lawbase.search.examples.bank``): a state, not code."""
    cache.save_state("search-test-", "k1", {"text": ["a", "b"]})
    assert cache.load_state("search-test-", "k1") == {"text": ["a", "b"]}
    cache.save_state("search-test-", "k2", {"text": ["c"]})
    assert len(list(fresh_cache.glob("search-test-*"))) == 1  # the older one of the prefix is gone
    assert cache.load_state("search-test-", "k1") is None
    next(fresh_cache.glob("search-test-*")).write_bytes(b"\x00broken")
    assert cache.load_state("search-test-", "k2") is None


def test_the_bank_saves_its_phrasings_features_and_reads_them_back(fresh_cache: Path, monkeypatch: pytest.MonkeyPatch):
    from lawbase.search import examples

    phrasings = examples.load_phrasings()[:20]
    monkeypatch.setattr(examples, "_FEATURES", {})
    examples._remember_features(phrasings)
    saved = cache.load_state("search-phrasings-", cache.cache_key())
    assert isinstance(saved, dict) and set(saved) == {p.text for p in phrasings}
    monkeypatch.setattr(examples, "_FEATURES", {})
    monkeypatch.setattr(examples, "features", lambda text: pytest.fail("recomputed although saved"))
    examples._remember_features(phrasings)
    assert saved == examples._FEATURES
