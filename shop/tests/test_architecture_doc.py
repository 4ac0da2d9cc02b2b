"""ARCHITECTURE.md names real things: every backticked name in its text is a path in the repository or a name
the code uses, so a file moved or a function renamed fails here instead of leaving the page to drift."""

import re
import subprocess
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# What the code is: the repository's own files but its prose (Markdown), so a page never vouches for a name.
CODE_SUFFIXES = {".py", ".js", ".jsx", ".json", ".html", ".toml", ".ini", ".conf", ".yml", ".yaml"}
CODE_NAMES = {"Makefile", ".importlinter"}

INLINE_CODE = re.compile(r"`([^`\n]+)`")
FENCED_BLOCK = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
HTTP_METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE"}
CODE_LIKE = re.compile(r"[A-Za-z_.][\w./-]*")


@cache
def tracked_files() -> tuple[str, ...]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return tuple(path for path in listed.splitlines() if (ROOT / path).exists())


@cache
def code_text() -> str:
    """The code, this test left out: its made-up names must not vouch for themselves."""
    this_test = Path(__file__).resolve().relative_to(ROOT).as_posix()
    paths = [
        path
        for path in tracked_files()
        if (Path(path).suffix in CODE_SUFFIXES or Path(path).name in CODE_NAMES) and path != this_test
    ]
    return "\n".join((ROOT / path).read_text(errors="replace") for path in paths)


@cache
def tracked_paths() -> frozenset[str]:
    """Every tracked file and every folder above one."""
    paths = set()
    for path in tracked_files():
        parts = path.split("/")
        paths.update("/".join(parts[:end]) for end in range(1, len(parts) + 1))
    return frozenset(paths)


def path_exists(name: str) -> bool:
    """A path from the root, or from a folder the page walks through (`checkout/api.js` in frontend/src), or in a
    folder a build writes (ignored by git, named by the code that writes or reads it)."""
    name = name.rstrip("/")
    if any(path == name or path.endswith("/" + name) for path in tracked_paths()):
        return True
    ignored = (ROOT / ".gitignore").read_text().split()
    folder = name.rpartition("/")[0]
    return f"/{folder}/" in ignored and used_in_code(folder)


def used_in_code(name: str) -> bool:
    return re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", code_text()) is not None


def names_in(markdown: str) -> list[str]:
    """The code-like words of each inline code span: paths, dotted names and identifiers. URLs, HTTP methods, JSON
    and query strings are what the API answers, not names in the code, and are left out."""
    names = []
    for span in INLINE_CODE.findall(FENCED_BLOCK.sub("", markdown)):
        for word in span.split():
            word = word.rstrip("(),=:;")
            if word.startswith("/") or word in HTTP_METHODS or not CODE_LIKE.fullmatch(word):
                continue
            names.append(word)
    return names


def missing(name: str) -> bool:
    if path_exists(name) or used_in_code(name):
        return False
    if "/" in name:
        return True
    # A dotted name: a module's (`orders.services._order_transition`) is defined or imported in that module;
    # another (`OrderCollectionApi.post`) has each part used in the code.
    module, _, attribute = name.rpartition(".")
    module_file = ROOT / (module.replace(".", "/") + ".py")
    if module and module_file.is_file():
        return re.search(rf"(?<![\w$]){re.escape(attribute)}(?![\w$])", module_file.read_text()) is None
    return not all(used_in_code(part) for part in name.split(".") if part)


def test_every_backticked_name_in_architecture_exists():
    names = names_in((ROOT / "ARCHITECTURE.md").read_text())
    assert len(names) > 100  # the page's spans were read, not skipped
    assert [name for name in names if missing(name)] == []


def test_a_made_up_name_is_reported():
    text = "`web/spa.py first_screen`, `catalog/no_such.py`, `orders.services.order_place`, `core.errors.order_place`"
    assert [name for name in names_in(text) if missing(name)] == ["catalog/no_such.py", "core.errors.order_place"]
