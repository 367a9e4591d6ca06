"""Languages are data (bot/locale/languages.json + a catalog folder): no branch on a language outside bot/i18n.py,
and a pseudo-language — every catalog string wrapped in ⟦…⟧ — carried through every console command: whatever a
command answers (a result or a refusal) holds no text of the Russian or English catalogs outside the wrappers, so
no code path words a message in a fixed language or skips the catalog's language."""

from __future__ import annotations

import ast
import functools
import json
import re
from pathlib import Path

import pytest
from harness import FakeStore

from bot import i18n
from bot.config import Config
from bot.console import Console, Who
from bot.framework.registry import CommandSpec, Option, load_commands

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "bot" / "locale"
PSEUDO = "xx"
OPEN, CLOSE = "⟦", "⟧"


# --- the configuration ------------------------------------------------------------------------------------------
def test_every_configured_language_has_a_catalog_folder_and_every_folder_is_configured():
    folders = {p.name for p in LOCALE.iterdir() if p.is_dir() and not p.name.startswith("_")}
    assert folders == set(i18n.LANGS)
    assert i18n.DEFAULT_LANG in i18n.LANGS and i18n.FOREIGN_LANG in i18n.LANGS
    assert all(i18n.fallback(lang) in i18n.LANGS for lang in i18n.LANGS)


@pytest.mark.parametrize("locale, lang", [("ru", "ru"), ("en-US", "en"), ("en-GB", "en"), ("uk", "en"), ("de", "en"),
                                          (None, i18n.DEFAULT_LANG)])
def test_a_discord_locale_maps_to_a_configured_language(locale, lang):
    assert i18n.normalize_lang(locale) == lang


def test_discord_locales_served_are_those_of_the_configuration():
    config = json.loads((LOCALE / "languages.json").read_text(encoding="utf-8"))
    for lang, spec in config["languages"].items():
        assert all(i18n.discord_lang(locale) == lang for locale in spec["discord"])


# --- no branch on a language outside the i18n module --------------------------------------------------------------
def _language_literals() -> set[str]:
    return set(i18n.LANGS)


def _is_lang_name(node: ast.AST) -> bool:
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return "lang" in name.lower() or "locale" in name.lower()


def _branches(path: Path) -> list[str]:
    """``lang == "ru"``, ``"en" if …`` on a language, ``lang in ("ru", "en")``, ``for lang in ("ru", "en")``, and
    the notrump word written into code (``"БК"``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    codes = _language_literals()
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            literal = any(isinstance(s, ast.Constant) and s.value in codes for s in sides)
            collection = any(isinstance(s, ast.Tuple | ast.List | ast.Set) and any(
                isinstance(e, ast.Constant) and e.value in codes for e in s.elts) for s in sides)
            if (literal or collection) and any(_is_lang_name(s) for s in sides):
                found.append(f"{where}:{node.lineno}")
        elif (isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple | ast.List) and any(
                isinstance(e, ast.Constant) and e.value in codes for e in node.iter.elts)) or (
                isinstance(node, ast.Constant) and node.value == "БК"):
            found.append(f"{where}:{node.lineno}")
    return found


def test_no_branch_on_a_language_outside_the_i18n_module():
    found = [hit for path in sorted((ROOT / "bot").rglob("*.py")) if path.name != "i18n.py" or path.parent.name != "bot"
             for hit in _branches(path)]
    assert found == []


def test_the_branch_finder_finds_branches(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('a = x if lang == "ru" else y\nb = ctx.lang != "en"\nc = lang in ("ru", "en")\n'
                      'for lang in ("ru", "en"):\n    pass\nd = "БК"\ne = lang == other\n', encoding="utf-8")
    assert sorted(int(hit.rsplit(":", 1)[1]) for hit in _branches(sample)) == [1, 2, 3, 4, 6]


# --- the pseudo-language -------------------------------------------------------------------------------------------
def _wrapped(text: str) -> str:
    return OPEN + text.replace(":en}", f":{PSEUDO}}}") + CLOSE


@pytest.fixture
def pseudo(monkeypatch):
    """A language added the way a real one is — a line of configuration and a full catalog — with every string
    wrapped; ``catalog`` is the only loader, so nothing else needs to know."""
    real = i18n.catalog
    pseudo_catalog = {key: _wrapped(text) for key, text in real("en").items()}
    for key, text in real("ru").items():  # keys only Russian has (its localized command names)
        pseudo_catalog.setdefault(key, _wrapped(text))

    def catalog(lang: str) -> dict[str, str]:
        return pseudo_catalog if lang == PSEUDO else real(lang)

    languages = {**i18n.LANGUAGES, PSEUDO: {"discord": [], "fallback": "en", "book_titles": False}}
    monkeypatch.setattr(i18n, "catalog", catalog)
    monkeypatch.setattr(i18n, "LANGUAGES", languages)
    monkeypatch.setattr(i18n, "LANGS", tuple(languages))
    return pseudo_catalog


@functools.cache
def _data_text() -> str:
    """The law base's own text (passages, titles, data files): words a reply quotes as data, not as messages."""
    import lawbase

    parts = [f"{p.title or ''}\n{p.title_en or ''}\n{p.full_text() if callable(p.full_text) else p.full_text}"
             for p in lawbase.load().passages()]
    parts += [path.read_text(encoding="utf-8") for path in (ROOT / "lawbase" / "data").glob("*.json")]
    return "\n".join(parts).casefold()


@functools.cache
def _chunks(lang: str) -> frozenset[str]:
    """The fixed words of each message of a real catalog (between its ``{params}``), long enough to be telling,
    leaving out words the law base itself holds (a quoted passage is data, the same in every language)."""
    out = set()
    for text in i18n.catalog(lang).values():
        for part in re.split(r"\{[^{}]*\}", text):
            part = part.strip(" \n.,:;—-–()«»“”*_`")
            if len(part) >= 12 and len(part.split()) >= 2 and part.casefold() not in _data_text():
                out.add(part)
    return frozenset(out)


def _outside_wrappers(text: str) -> str:
    """``text`` with every wrapped catalog string removed (innermost first: messages nest as params)."""
    inner = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
    while True:
        stripped = inner.sub(" ", text)
        if stripped == text:
            return stripped
        text = stripped


SAMPLES: dict[str, str] = {
    "adjusted": "60 40", "ask": "партнёр заявил 1♦ после моего 1♥", "board": "5", "imp": "430", "law": "27B1",
    "mp": "420 450 -50 420", "score": "4HX S both 10", "search": "ренонс", "log add": "revoke",
    "session start": "pairs", "settings language": "auto", "settings editions": "show",
    "settings log-visibility": "directors", "td call": "7", "deal show": "1", "deal claim": "1 N",
}


def _sample(option: Option) -> str:
    if option.choices:
        return str(option.choices[0].value)
    if option.type is bool:
        return "yes"
    if option.type is int:
        return str(int(option.min_value) if option.min_value is not None else 1)
    return {"by": "N", "call": "1D", "new_call": "1S", "card": "SA", "cards": "SK", "with_call": "P",
            "intended": "1H", "informant": "N"}.get(option.name, "1")


def _line(spec: CommandSpec) -> str:
    path = " ".join(spec.path)
    if path in SAMPLES:
        return f"/{path} {SAMPLES[path]}"
    named = [f"{o.name}:{_sample(o)}" for o in spec.options if o.required]
    return " ".join([f"/{path}", *named])


def _commands() -> list[CommandSpec]:
    return [spec for _, spec in sorted(load_commands().commands.items())]


@pytest.mark.parametrize("spec", _commands(), ids=lambda spec: " ".join(spec.path))
async def test_every_command_answers_in_a_new_language_only_from_its_catalog(pseudo, spec: CommandSpec):
    console = Console(Config(), FakeStore(), Who(lang=PSEUDO, director=True))
    answer = await console.answer(_line(spec))
    assert answer, _line(spec)
    assert OPEN in answer  # worded by the pseudo catalog
    rest = _outside_wrappers(answer)
    leaked = sorted(chunk for lang in ("ru", "en") for chunk in _chunks(lang) if chunk in rest)
    assert leaked == [], f"{_line(spec)}\n{answer}"


async def test_the_leak_finder_finds_a_reply_worded_in_english(pseudo):
    """The check itself: the same command answered in English (as a branch on the language would) is caught."""
    console = Console(Config(), FakeStore(), Who(lang="en", director=True))
    answer = await console.answer("/board 5")
    assert answer and OPEN not in answer
    assert [chunk for chunk in _chunks("en") if chunk in _outside_wrappers(answer)] != []


async def test_the_pseudo_language_reaches_the_console_greeting_and_errors(pseudo):
    console = Console(Config(), FakeStore(), Who(lang=PSEUDO, director=True))
    answer = await console.answer("/no-such-command")
    assert answer and answer.startswith(OPEN)
