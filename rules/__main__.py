"""``python -m rules``: the terminal referee (see ``rules.cli``)."""

import sys

from rules.cli import main

sys.exit(main())
