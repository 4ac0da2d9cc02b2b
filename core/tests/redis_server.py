"""A Redis server of a test's own, on a free port, that the test can stop and start again (nothing kept on disk)."""

import contextlib
import shutil
import subprocess
import time

import redis

from shop.tests.server_process import free_port, stop


class RedisServer:
    def __init__(self):
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = None

    def start(self):
        command = [shutil.which("redis-server"), "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--save", "", "--appendonly", "no"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=0.2)
        deadline = time.monotonic() + 10
        while True:
            with contextlib.suppress(redis.exceptions.ConnectionError):
                if client.ping():
                    return
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.05)

    def stop(self):
        stop(self.process)

    def client(self):
        return redis.Redis.from_url(self.url)

    @contextlib.contextmanager
    def unreachable(self, seconds):
        """Redis keeps its data but answers no command for `seconds` (a network partition, a stalled server): the
        block runs in that time (it must take less), and the call returns when Redis answers again."""
        ends = time.monotonic() + seconds
        self.client().execute_command("CLIENT", "PAUSE", int(seconds * 1000), "ALL")
        yield
        assert time.monotonic() < ends, "the block outlasted the outage"
        time.sleep(max(0.0, ends - time.monotonic()))
        self.client().ping()


@contextlib.contextmanager
def redis_server():
    server = RedisServer()
    server.start()
    try:
        yield server
    finally:
        if server.process.poll() is None:
            server.stop()
