"""bot.config: config.toml via tomllib, token only from the environment, --db/SUDYA_DB override."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Config, load_config
from bot.errors import UserError

EXAMPLE = Path(__file__).resolve().parents[2] / "config.example.toml"


def test_example_config_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SUDYA_DB", raising=False)
    config = load_config(EXAMPLE)
    assert config.default_language == "ru" and "Director" in config.default_role_names and config.db_path == "sudya.db"


def test_missing_default_file_means_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SUDYA_CONFIG", raising=False)
    monkeypatch.delenv("SUDYA_DB", raising=False)
    assert load_config() == Config()


def test_db_option_beats_environment_beats_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "c.toml"
    file.write_text('[storage]\npath = "file.db"\n', encoding="utf-8")
    monkeypatch.delenv("SUDYA_DB", raising=False)
    assert load_config(file).db_path == "file.db"
    monkeypatch.setenv("SUDYA_DB", "env.db")
    assert load_config(file).db_path == "env.db"
    assert load_config(file, db="opt.db").db_path == "opt.db"


def test_token_comes_only_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "c.toml"
    file.write_text('[bot]\ntoken = "from-file"\n', encoding="utf-8")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert load_config(file).token is None
    monkeypatch.setenv("DISCORD_TOKEN", "from-env")
    assert load_config(file).token == "from-env"


@pytest.mark.parametrize("body", ['[bot]\ndefault_language = "de"\n', "[bot\n", 'bot = "x"\n'])
def test_bad_config_is_a_typed_error(tmp_path: Path, body: str) -> None:
    file = tmp_path / "c.toml"
    file.write_text(body, encoding="utf-8")
    with pytest.raises(UserError) as err:
        load_config(file)
    assert err.value.code == "config_invalid"


def test_explicit_missing_file_is_a_typed_error(tmp_path: Path) -> None:
    with pytest.raises(UserError) as err:
        load_config(tmp_path / "nope.toml")
    assert err.value.code == "config_missing"
