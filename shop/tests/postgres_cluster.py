"""Throwaway PostgreSQL 15 clusters, streaming replicas and PgBouncers for tests that need a server part of their own
(a replica to pause or stop, a pooler in front): each on a free port, in a temporary directory, deleted at the end.

    with postgres_cluster() as primary, streaming_replica(primary) as replica:
        primary.execute("CREATE TABLE t (x int)")
        replica.wait_for(primary)
        replica.stop(); ...; replica.start()

PostgreSQL refuses to run as root, so its programs run as the `postgres` user when the tests run as root. Settings
are a test cluster's (no fsync, small buffers): fast to create, worthless after a crash, which is all a test needs.
"""

import configparser
import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg
from django.conf import settings

from .live_shop import manage
from .server_process import free_port, stop

BIN = Path("/usr/lib/postgresql/15/bin")
START_SECONDS = 60
# A test cluster: nothing is kept through a crash, nothing waits on the disk.
TEST_SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "shared_buffers": "32MB",
    "max_connections": "50",
    "wal_level": "replica",
    "max_wal_senders": "4",
}


# PostgreSQL and PgBouncer refuse root: as root, their programs run as `postgres`.
AS_POSTGRES = {"user": "postgres", "group": "postgres", "extra_groups": []} if os.geteuid() == 0 else {}


def _run(command, log_path=None):
    """Run a PostgreSQL program; on failure raise with what it and the server (log_path) said."""
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True, cwd="/", **AS_POSTGRES)
    if result.returncode != 0:
        server_log = Path(log_path).read_text(errors="replace") if log_path and Path(log_path).exists() else ""
        raise RuntimeError(f"{' '.join(map(str, command))} failed:\n{result.stdout}{result.stderr}\n{server_log}")
    return result.stdout


@contextlib.contextmanager
def _postgres_directory(prefix):
    """A temporary directory the postgres user owns, deleted with everything in it at the end."""
    directory = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        if os.geteuid() == 0:
            shutil.chown(directory, "postgres", "postgres")
        yield directory
    finally:
        shutil.rmtree(directory, ignore_errors=True)


class PostgresCluster:
    """One running PostgreSQL server: `url(database)`, `execute(sql)`, `stop()` and `start()` again."""

    def __init__(self, directory: Path, port: int):
        self.directory = directory
        self.data = directory / "data"
        self.log = directory / "server.log"
        self.port = port

    def url(self, database="postgres"):
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def execute(self, sql, params=None, database="postgres"):
        """Run one statement in autocommit; the rows it returns, if any."""
        with psycopg.connect(self.url(database), autocommit=True) as connection:
            cursor = connection.execute(sql, params)
            return cursor.fetchall() if cursor.description else None

    def configure(self, settings):
        """Settings appended to postgresql.conf (the last line of a name wins), read at the next start."""
        with open(self.data / "postgresql.conf", "a") as conf:
            conf.writelines(f"{name} = {value}\n" for name, value in settings.items())

    def start(self):
        _run([BIN / "pg_ctl", "-D", self.data, "-l", self.log, "-w", "-t", START_SECONDS, "start"], self.log)

    def stop(self, mode="fast"):
        _run([BIN / "pg_ctl", "-D", self.data, "-m", mode, "-w", "stop"], self.log)

    def running(self):
        return (self.data / "postmaster.pid").exists()

    def wait_for(self, primary, timeout=30):
        """As a replica: wait until it has replayed everything `primary` has written so far (its insert position:
        with synchronous_commit off a commit may not be written yet)."""
        target = primary.execute("SELECT pg_current_wal_insert_lsn()")[0][0]
        deadline = time.monotonic() + timeout
        while not self.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", [target])[0][0]:
            if time.monotonic() > deadline:
                raise RuntimeError(f"the replica did not replay {target} within {timeout} s:\n{self.log.read_text()}")
            time.sleep(0.05)


@contextlib.contextmanager
def _running(cluster):
    try:
        cluster.start()
        yield cluster
    finally:
        if cluster.running():
            # Immediate: a throwaway cluster needs no clean shutdown, and a test may leave connections open.
            with contextlib.suppress(RuntimeError):
                cluster.stop("immediate")


@contextlib.contextmanager
def postgres_cluster(**settings):
    """A new PostgreSQL 15 cluster on a free port (trust authentication, user postgres; `settings` added to its
    postgresql.conf), stopped and deleted at the end."""
    with _postgres_directory("voltcart-pg-") as directory:
        cluster = PostgresCluster(directory, free_port())
        _run(
            [BIN / "initdb", "-D", cluster.data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]
            + ["--locale=C.UTF-8", "--no-sync", "--no-instructions"]
        )
        cluster.configure(
            {**TEST_SETTINGS, "port": cluster.port, "unix_socket_directories": f"'{directory}'", **settings}
        )
        with _running(cluster):
            yield cluster


@contextlib.contextmanager
def streaming_replica(primary: PostgresCluster):
    """A hot standby of `primary` (pg_basebackup, streaming replication) on a free port, stopped and deleted at the
    end. Read-only; `pg_wal_replay_pause()` on it holds it at what it has replayed."""
    with _postgres_directory("voltcart-pg-replica-") as directory:
        replica = PostgresCluster(directory, free_port())
        _run(
            [BIN / "pg_basebackup", "-h", "127.0.0.1", "-p", primary.port, "-U", "postgres", "-D", replica.data]
            + ["--write-recovery-conf", "--wal-method=stream", "--checkpoint=fast", "--no-sync"],
            primary.log,
        )
        replica.configure({"port": replica.port, "unix_socket_directories": f"'{directory}'", "hot_standby": "on"})
        with _running(replica):
            yield replica


PGBOUNCER = Path("/usr/sbin/pgbouncer")
DEPLOYED_PGBOUNCER = settings.BASE_DIR / "deploy" / "pgbouncer" / "pgbouncer.ini"


@contextlib.contextmanager
def pgbouncer(server: PostgresCluster, **options):
    """PgBouncer on a free port in front of `server` (any database name is passed through), configured as deployed
    (deploy/pgbouncer/pgbouncer.ini: transaction mode) but for its address, files and trust authentication, with
    `options` on top of its [pgbouncer] section; yields its `postgres://` URL base, e.g. f"{base}/voltcart".
    Installed by `make pgbouncer`."""
    with _postgres_directory("voltcart-pgbouncer-") as directory:
        port = free_port()
        auth_file = directory / "users.txt"
        auth_file.write_text('"postgres" ""\n')
        config = configparser.ConfigParser(interpolation=None, delimiters=("=",))
        config.read(DEPLOYED_PGBOUNCER)
        config["databases"] = {"*": f"host=127.0.0.1 port={server.port}"}
        logfile = directory / "pgbouncer.log"
        config["pgbouncer"].update(
            listen_port=str(port),
            unix_socket_dir="",
            auth_type="trust",
            auth_file=str(auth_file),
            logfile=str(logfile),
            pidfile=str(directory / "pgbouncer.pid"),
            **{name: str(value) for name, value in options.items()},
        )
        config_path = directory / "pgbouncer.ini"
        with open(config_path, "w") as file:
            config.write(file)
        if os.geteuid() == 0:
            for path in (auth_file, config_path):
                shutil.chown(path, "postgres", "postgres")
        process = subprocess.Popen(
            [PGBOUNCER, config_path], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, cwd="/", **AS_POSTGRES
        )
        base = f"postgres://postgres@127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + START_SECONDS
            while True:
                try:
                    psycopg.connect(f"{base}/postgres", connect_timeout=2).close()
                    break
                except psycopg.OperationalError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        log = logfile.read_text() if logfile.exists() else ""
                        raise RuntimeError(f"PgBouncer did not start:\n{log}") from None
                    time.sleep(0.1)
            yield base
        finally:
            stop(process)


def shop_database(cluster: PostgresCluster, setup="", name="voltcart"):
    """A new database on `cluster` with the shop's migrations applied (straight to the server, never through a
    pooler), then `setup` (Python) run by `manage.py shell`. Returns its URL and what `setup` printed."""
    cluster.execute(f'CREATE DATABASE "{name}"')
    url = cluster.url(name)
    manage(url, "migrate", "-v0")
    return url, manage(url, "shell", "-c", setup)
