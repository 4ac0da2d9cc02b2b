"""Run a race module (`python -m <module>`) against a fresh SQLite *file*.

pytest's SQLite test database lives in memory with a shared cache, where concurrent writers fail
at once instead of waiting; a SQLite file (what `make run` uses) is the real thing.
"""

import json
import os
import subprocess
import sys

from django.conf import settings


def run_on_a_sqlite_file(module, tmp_path):
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'race.sqlite3'}", "DEBUG": "true"}
    completed = subprocess.run(
        [sys.executable, "-m", module],
        cwd=settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


def race_result(module, run_here, tmp_path):
    """The race's result: on SQLite, `python -m <module>` against a SQLite file (above); on other databases,
    `run_here()` in this process, whose threads open their own connections."""
    from django.db import connection

    return run_on_a_sqlite_file(module, tmp_path) if connection.vendor == "sqlite" else run_here()
