"""The container image starts (issue 23 item 4): its file layout is built here from
``deploy/Containerfile``'s own ``WORKDIR`` and ``COPY`` lines (the build context filtered by
``.dockerignore`` with Docker's rules) in a temporary folder, and the image's command runs from
its working folder with this project's interpreter (the image's installed dependencies) and
without the checkout on the path: ``python -m bot --help``, then every module of every package
in the layout imported, so a package left out of the image fails here, not in production."""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
CONTAINERFILE = ROOT / "deploy" / "Containerfile"


@dataclass(frozen=True)
class Copy:
    sources: tuple[str, ...]
    destination: str  # absolute, inside the image; a trailing / means a folder


@dataclass(frozen=True)
class Image:
    copies: tuple[Copy, ...]
    workdir: PurePosixPath
    command: tuple[str, ...]


def instructions(text: str) -> Iterator[tuple[str, str]]:
    """(INSTRUCTION, arguments) per logical line: continuations joined, comments dropped."""
    logical = ""
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            continue
        logical += line.rstrip()
        if logical.endswith("\\"):
            logical = logical[:-1] + " "
            continue
        if logical.strip():
            word, _, rest = logical.strip().partition(" ")
            yield word.upper(), rest.strip()
        logical = ""


def words(arguments: str) -> list[str]:
    """An instruction's arguments: its JSON form, or words split on spaces."""
    if arguments.startswith("["):
        return [str(w) for w in json.loads(arguments)]
    return arguments.split()


def parse(text: str) -> Image:
    workdir = PurePosixPath("/")
    copies: list[Copy] = []
    command: tuple[str, ...] = ()
    for word, arguments in instructions(text):
        if word == "WORKDIR":
            workdir = workdir / arguments  # an absolute WORKDIR replaces, a relative one nests
        elif word in ("COPY", "ADD"):
            parts = [w for w in words(arguments) if not w.startswith("--")]
            assert not any(w.startswith("--from") for w in words(arguments)), "one stage"
            *sources, destination = parts
            folder = "/" if destination.endswith("/") else ""
            copies.append(Copy(tuple(sources), str(workdir / destination) + folder))
        elif word == "CMD":
            command = tuple(words(arguments))
    return Image(tuple(copies), workdir, command)


def _pattern(pattern: str) -> re.Pattern[str]:
    """A ``.dockerignore`` pattern (Go's filepath.Match with ``**``) as a regex."""
    out = ""
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            out += ".*"
            i += 2
        elif pattern[i] == "*":
            out += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(pattern[i])
            i += 1
    return re.compile(out + r"\Z")


class DockerIgnore:
    """Docker's rules: a path is left out if the last pattern that matches it or one of its
    parent folders is not a ``!`` exception."""

    def __init__(self, text: str) -> None:
        self.rules: list[tuple[bool, re.Pattern[str], str]] = []
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            keep = line.startswith("!")
            cleaned = os.path.normpath(line.removeprefix("!").strip().strip("/"))
            self.rules.append((keep, _pattern(cleaned), cleaned))

    def ignored(self, path: str) -> bool:
        parts = path.split("/")
        prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
        out = False
        for keep, pattern, _ in self.rules:
            if any(pattern.match(prefix) for prefix in prefixes):
                out = not keep
        return out

    def may_hold_exceptions(self, folder: str) -> bool:
        return any(keep and text.startswith(folder + "/") for keep, _, text in self.rules)


def context(root: Path) -> Iterator[str]:
    """The build context's files, as paths relative to ``root``."""
    ignore = DockerIgnore((root / ".dockerignore").read_text(encoding="utf-8"))
    for folder, dirs, files in os.walk(root):
        here = Path(folder).relative_to(root).as_posix()
        prefix = "" if here == "." else here + "/"
        dirs[:] = [
            d
            for d in dirs
            if not ignore.ignored(prefix + d) or ignore.may_hold_exceptions(prefix + d)
        ]
        yield from (prefix + f for f in files if not ignore.ignored(prefix + f))


def build_layout(root: Path, into: Path) -> Image:
    """Copy what the Containerfile copies from ``root`` (the build context) into ``into``
    (the image's ``/``); the parsed image."""
    image = parse((root / "deploy" / "Containerfile").read_text(encoding="utf-8"))
    files = sorted(context(root))
    for copy in image.copies:
        destination = into / copy.destination.lstrip("/")
        for written in copy.sources:
            source = os.path.normpath(written).strip("/")
            matched = [f for f in files if source in (".", f) or f.startswith(source + "/")]
            assert matched, f"COPY {source}: nothing in the build context"
            for name in matched:
                if name == source:  # one file: to the destination (into it if it ends in /)
                    folder = copy.destination.endswith("/")
                    target = destination / Path(name).name if folder else destination
                else:  # a folder's contents go into the destination
                    inside = name if source == "." else name[len(source) + 1 :]
                    target = destination / inside
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(root / name, target)
    return image


def packages_named_by_pyproject() -> list[str]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    return [p.removesuffix("*") for p in include]


IMPORT_EVERYTHING = """
import importlib, pathlib, pkgutil, sys
here = pathlib.Path.cwd().resolve()
packages = sys.argv[1:]
names = []
for package in packages:
    names.append(package)
    names += [m.name for m in pkgutil.walk_packages([package], prefix=package + ".")]
for name in names:
    if name.rsplit(".", 1)[-1] == "__main__":
        continue
    module = importlib.import_module(name)
    origin = pathlib.Path(module.__file__).resolve()
    assert here in origin.parents, f"{name} came from {origin}, not the image's layout"
print(len(names))
"""


def run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("STONE_ARENA", "PYTHON"))}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )


def test_the_image_layout_starts_the_bot_without_the_checkout(tmp_path: Path) -> None:
    image = build_layout(ROOT, tmp_path)
    app = tmp_path / image.workdir.relative_to("/")
    assert image.command[:3] == ("python", "-m", "bot"), image.command
    python = sys.executable  # the project's .venv: the image's installed dependencies
    probe = run([python, "-c", "import sys; print(repr(sys.path))"], app)
    assert str(ROOT) not in ast.literal_eval(probe.stdout), "the checkout is not on the path"

    started = run([python, *image.command[1:], "--help"], app)
    assert started.returncode == 0, started.stderr[-3000:]
    assert "usage: python -m bot" in started.stdout

    present = sorted(p.name for p in app.iterdir() if (p / "__init__.py").is_file())
    for package in packages_named_by_pyproject():
        assert package in present, f"{package}/ (named in pyproject.toml) is not in the image"
    imported = run([python, "-c", IMPORT_EVERYTHING, *present], app)
    assert imported.returncode == 0, imported.stderr[-3000:]
    assert int(imported.stdout) > 100


def test_every_package_of_the_checkout_is_named_by_pyproject_or_kept_out_on_purpose() -> None:
    packages = {p.name for p in ROOT.iterdir() if (p / "__init__.py").is_file()}
    dev_only = {"tests", "scripts"}  # left out of the image by .dockerignore
    assert packages - dev_only == set(packages_named_by_pyproject())


def test_secrets_and_local_state_stay_out_of_the_image(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    for name in (".dockerignore", "deploy/Containerfile", "deploy/example.env", "bot/__init__.py"):
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, checkout / name)
    for name in (
        ".env",
        "prod.env",
        "deploy/prod.env",
        ".venv/bin/python",
        ".git/config",
        "data/stone-arena.sqlite3",
        "data/stone-arena.sqlite3.heartbeat",
        "old/copy.sqlite3",
        "old/copy.sqlite3-wal",
        "bot/__pycache__/x.pyc",
        "tests/test_x.py",
        "requirements/runtime.lock",
        "ai/__init__.py",
    ):
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        (checkout / name).write_text("x")
    image = tmp_path / "image"
    build_layout(checkout, image)
    kept = {p.relative_to(image / "app").as_posix() for p in image.rglob("*") if p.is_file()}
    assert kept == {
        "deploy/Containerfile",
        "deploy/example.env",
        "bot/__init__.py",
        "requirements/runtime.lock",
        "ai/__init__.py",
    }
