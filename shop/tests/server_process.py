"""A production-configured server (gunicorn, DEBUG off) in a subprocess, for tests that need a real one:
an unreachable database, two instances sharing PostgreSQL and Redis, schemathesis."""

import contextlib
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from django.conf import settings

GUNICORN = Path(sys.executable).with_name("gunicorn")


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop(process, seconds=10):
    """Terminate a server the test started and reap it; kill it if it has not ended within `seconds`."""
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def _answers(url):
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except urllib.error.HTTPError:
        return True  # any HTTP answer: the server is up
    except OSError:
        return False


@contextlib.contextmanager
def _log_file(log_path, output):
    if output is not None:
        yield output
        return
    with open(log_path, "w+") if log_path else tempfile.TemporaryFile(mode="w+") as log:
        yield log


@contextlib.contextmanager
def production_server(log_path=None, output=None, **env):
    """Yield the base URL of a gunicorn serving the shop with production settings and `env` on top; what it writes
    goes to `log_path` when given (the tests of its log lines read it), or to `output` (a file the caller opened,
    such as a pipe it reads as the server writes), else to a temporary file."""
    port = free_port()
    process_env = {
        **os.environ,
        "DEBUG": "false",
        "SECRET_KEY": secrets.token_urlsafe(32),
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "false",
        "PORT": str(port),
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "4",
        "ACCESS_LOG": os.devnull,
        "GUNICORN_LOG_LEVEL": "warning",
        **env,
    }
    # A file, not a pipe: nobody reads a pipe while the tests run, and a full one would stop the server.
    with _log_file(log_path, output) as log:
        process = subprocess.Popen(
            [str(GUNICORN), "-c", "gunicorn.conf.py", "shop.wsgi"],
            cwd=settings.BASE_DIR,
            env=process_env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.time() + 30
            while not _answers(f"{base}/healthz"):
                if process.poll() is not None or time.time() > deadline:
                    if output is not None:  # the caller reads what it wrote
                        raise RuntimeError("the server did not start")
                    log.seek(0)
                    raise RuntimeError(f"the server did not start:\n{log.read()}")
                time.sleep(0.2)
            yield base
        finally:
            stop(process, seconds=30)
