"""Another request holding an Idempotency-Key while it runs (core.idempotency.key_running), for tests on PostgreSQL:
a thread of its own, so its own database session, as another gunicorn worker would have."""

import threading

from django.db import connection

from core.idempotency import key_running


class AnotherRequest:
    """`with AnotherRequest(scope, key) as other:` the key is held by the other request until the block ends, or until
    `other.dies()` ends its database session as PostgreSQL does when the worker holding it is killed."""

    def __init__(self, scope: str, key: str):
        self.scope, self.key = scope, key
        self.held = None
        self._ready, self._done = threading.Event(), threading.Event()
        self._thread = threading.Thread(target=self._run)

    def _run(self):
        try:
            with key_running(self.scope, self.key) as held:
                self.held, self.backend = held, connection.connection.info.backend_pid
                self._ready.set()
                self._done.wait(timeout=30)
        finally:
            connection.close()
            self._ready.set()

    def __enter__(self):
        self._thread.start()
        self._ready.wait(timeout=30)
        assert self.held is True, "the other request could not take the key"
        return self

    def dies(self):
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s, 10000)", [self.backend])  # waits until it has ended
            assert cursor.fetchone()[0], "the other request's session did not end"

    def __exit__(self, *exc):
        self._done.set()
        self._thread.join(timeout=30)
