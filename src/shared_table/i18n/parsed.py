"""Parsed catalogs, kept.

Parsing Fluent is most of the cost of starting: about 25 ms a file in pure Python, near a second
for every catalog of every game. So each file is parsed once per process, and its syntax tree is
kept on disk beside the catalogs in ``__pycache__`` (as Python keeps bytecode), else in the user's
cache folder. A kept tree is named by a hash of the catalog's text and of the parser's version, so
an edited catalog or a new parser is never answered from an old tree; a tree that cannot be read
is parsed again.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Iterator
from importlib import metadata, resources
from pathlib import Path

from fluent.syntax import ast

Parse = Callable[[str], ast.Resource]


@functools.cache
def _parser_version() -> str:
    try:
        return metadata.version("fluent.syntax")
    except metadata.PackageNotFoundError:
        return "unknown"


def _folders(package: str, code: str) -> Iterator[Path]:
    beside = resources.files(package) / "locales" / code
    if isinstance(beside, Path):
        yield beside / "__pycache__"
    import platformdirs  # only when a tree is not in memory: most runs ask once per file

    yield platformdirs.user_cache_path("shared-table") / "catalogs" / package / code


@functools.cache
def parsed(package: str, code: str, name: str, text: str, kind: str, parse: Parse) -> ast.Resource:
    """The syntax tree of one catalog file (`kind` says how `parse` reads it: "ftl", or "pseudo"
    for the accented English of the pseudo-language)."""
    key = hashlib.sha256(f"{_parser_version()}\0{kind}\0{text}".encode()).hexdigest()[:24]
    file_name = f"{name}.{kind}.{key}.pickle"
    folders = list(_folders(package, code))
    for folder in folders:
        with contextlib.suppress(Exception):  # missing, unreadable or from another Python: parse again
            with open(folder / file_name, "rb") as kept:
                tree = pickle.load(kept)
            if isinstance(tree, ast.Resource):
                return tree
    tree = parse(text)
    for folder in folders:
        if _keep(tree, folder, file_name, f"{name}.{kind}."):
            break
    return tree


def _keep(tree: ast.Resource, folder: Path, file_name: str, older: str) -> bool:
    """Write the tree atomically, and remove the trees of this file's earlier texts."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(tree, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, folder / file_name)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
    except OSError:  # a read-only install or a full disk: parse each time, as before
        return False
    for stale in folder.glob(f"{older}*.pickle"):
        if stale.name != file_name:
            with contextlib.suppress(OSError):
                stale.unlink()
    return True
