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
