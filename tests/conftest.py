"""Settings shared by every test.

Hypothesis explores new random examples on every local run; under CI (``CI`` set, as in
``.ci/run``) it is derandomized, so a CI run is reproducible and never fails by luck. A failure
found locally is kept in ``.hypothesis/`` and replayed first on the next run.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
