"""Fixtures: one store suite, run against SQLite (a temp file) and PostgreSQL (a real throwaway server).

``make_store()`` opens another instance on the same database (another connection: another writer process
would have its own), ``store`` is the first one. For PostgreSQL every test starts from an empty schema.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from store_pg_cluster import Cluster, find_bin_dir, reset_pg

from bot.store.interface import RulingStore
from bot.store.pg_store import PgRulingStore
from bot.store.sqlite_store import SqliteRulingStore

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(scope="session")
def pg_dsn() -> Iterator[str]:
    """A PostgreSQL server for the session: SUDYA_TEST_PG_DSN, or a cluster started (and stopped) here."""
    external = os.environ.get("SUDYA_TEST_PG_DSN")
    if external:
        yield external
        return
    bin_dir = find_bin_dir()
    if bin_dir is None:
        pytest.fail("PostgreSQL server binaries (initdb) not found: install the postgresql package (.ci/run does)")
    cluster = Cluster(bin_dir)
    cluster.start()
    try:
        yield cluster.dsn
    finally:
        cluster.stop()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def make_store(backend: str, tmp_path, request: pytest.FixtureRequest) -> Iterator[Callable[..., RulingStore]]:
    """Open stores on one fresh database of the parametrized backend; all are closed after the test."""
    opened: list[RulingStore] = []
    if backend == "postgres":
        dsn = request.getfixturevalue("pg_dsn")
        reset_pg(dsn)

        def factory(**options: Any) -> RulingStore:
            store = PgRulingStore(dsn, **options)
            opened.append(store)
            return store
    else:
        path = tmp_path / "log.db"

        def factory(**options: Any) -> RulingStore:
            store = SqliteRulingStore(path, **options)
            opened.append(store)
            return store

    factory.target = str(tmp_path / "log.db") if backend == "sqlite" else request.getfixturevalue("pg_dsn")  # type: ignore[attr-defined]
    yield factory
    for store in opened:
        store.close()


@pytest.fixture
def store(make_store: Callable[..., RulingStore]) -> RulingStore:
    return make_store()


@pytest.fixture(autouse=True)
def _no_operator_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The operator's SUDYA_DB / SUDYA_PG_DSN / SUDYA_CONFIG must not redirect the tests to a real database."""
    for name in ("SUDYA_DB", "SUDYA_PG_DSN", "SUDYA_CONFIG"):
        monkeypatch.delenv(name, raising=False)
