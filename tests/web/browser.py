"""Headless Chromium from the distribution's packages (``chromium``, ``chromium-driver``),
driven through Selenium; no browser is downloaded. Missing: the browser tests are skipped with
a sentence saying how to get them, and fail under ``CI`` (``./dev test`` installs both when it
runs as root with apt, as CI does)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = ("/usr/bin/chromium", "chromium", "chromium-browser")
CHROMEDRIVER = ("/usr/bin/chromedriver", "chromedriver")
MISSING = (
    "the browser tests need Debian's chromium and chromium-driver "
    "(apt-get install chromium chromium-driver; ./dev test installs them when run as root)"
)
# What works on a closed network: no sandbox (root in a container), no GPU, no calls home.
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1200,1000",
)


def _find(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


def screenshots() -> Path:
    """Where screenshots go: ``$WEB_SCREENSHOTS`` if set (to look at them), else a temporary
    folder."""
    folder = Path(os.environ.get("WEB_SCREENSHOTS") or tempfile.mkdtemp(prefix="web-shots-"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless Chromium for the session (a ``selenium.webdriver.Chrome``)."""
    chromium, driver = _find(CHROMIUM), _find(CHROMEDRIVER)
    if chromium is None or driver is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the browser tests: {MISSING}")
        pytest.skip(MISSING)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="chromium-profile-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    chrome = webdriver.Chrome(options=options, service=Service(executable_path=driver))
    chrome.set_page_load_timeout(30)
    chrome.set_script_timeout(30)
    try:
        yield chrome
    finally:
        chrome.quit()
        shutil.rmtree(profile, ignore_errors=True)
