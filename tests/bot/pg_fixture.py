"""A PostgreSQL database for the bot tests that need one (state, sharding): one throwaway cluster per test session
(``tests/store/store_pg_cluster.py``; ``SUDYA_TEST_PG_DSN`` points at an existing server instead), and a fresh
database of the caller's name for each test, so these tests never touch the store suite's database."""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "store"))
from store_pg_cluster import Cluster, find_bin_dir

_server: dict[str, str] = {}


def server_dsn() -> str:
    """The session's PostgreSQL server (started on first use, stopped at exit)."""
    if "dsn" not in _server:
        external = os.environ.get("SUDYA_TEST_PG_DSN")
        if external:
            _server["dsn"] = external
        else:
            bin_dir = find_bin_dir()
            if bin_dir is None:
                pytest.fail("PostgreSQL server binaries (initdb) not found: install the postgresql package")
            cluster = Cluster(bin_dir)
            cluster.start()
            atexit.register(cluster.stop)
            _server["dsn"] = cluster.dsn
    return _server["dsn"]


def fresh_database(name: str) -> str:
    """An empty database ``name`` on the session's server; its DSN."""
    dsn = server_dsn()
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return psycopg.conninfo.make_conninfo(dsn, dbname=name)


def pg_database(name: str) -> Any:
    """A fixture ``pg_dsn``: a fresh database ``name`` per test."""

    @pytest.fixture(name="pg_dsn")
    def fixture() -> Iterator[str]:
        yield fresh_database(name)

    return fixture
