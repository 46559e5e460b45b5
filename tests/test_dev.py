"""``./dev``, the one entry point (issue 23 item 5): before the first install it says what it
installs and about how long it takes; later runs say nothing, or that a lock changed. Run with a
stand-in for the virtual environment's interpreter, so nothing is downloaded."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

STAND_IN = f"""#!/bin/sh
# pip installs nothing and says so; python -m anything else is "started"; the rest is Python.
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then echo "PIP $*" >&2; exit 0; fi
if [ "$1" = "-m" ]; then echo "started $2"; exit 0; fi
exec {sys.executable} "$@"
"""


def dev(checkout: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(checkout / "dev"), *args],
        cwd=checkout,
        env={k: v for k, v in os.environ.items() if not k.startswith("STONE_ARENA")},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_the_first_install_says_what_and_how_long(tmp_path: Path) -> None:
    for name in ("dev", "pyproject.toml", "requirements/runtime.lock", "requirements/dev.lock"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, tmp_path / name)
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(STAND_IN)
    python.chmod(0o755)

    first = dev(tmp_path, "bot")
    assert first.returncode == 0 and first.stdout.strip() == "started bot", first.stderr
    said, _, installing = first.stderr.partition("PIP ")
    assert installing, "pip ran"
    lock = (ROOT / "requirements" / "runtime.lock").read_text(encoding="utf-8")
    count = len(re.findall(r"^[A-Za-z0-9][A-Za-z0-9._-]*==", lock, flags=re.MULTILINE))
    assert f"First run: installing {count} pinned packages from requirements/runtime.lock" in said
    assert "discord.py" in said and "minutes" in said

    again = dev(tmp_path, "bot")
    assert again.returncode == 0 and again.stderr == "", "nothing to install, nothing said"

    tools = dev(tmp_path, "rules")  # another lock: an update, not a first run
    assert tools.returncode == 0 and "First run" not in tools.stderr
    assert "updating .venv" in tools.stderr
