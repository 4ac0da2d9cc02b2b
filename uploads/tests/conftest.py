from datetime import UTC, datetime, timedelta

import pytest
from django.core.files.storage import storages
from django.core.files.uploadedfile import SimpleUploadedFile

from uploads import services


@pytest.fixture
def storage():
    return storages["uploads"]


class Clock:
    """uploads.services' clock, moved by hand."""

    def __init__(self, moment):
        self.moment = moment

    def __call__(self):
        return self.moment

    def advance(self, **delta):
        self.moment += timedelta(**delta)


@pytest.fixture
def clock(monkeypatch):
    moving = Clock(datetime(2026, 11, 25, 9, 0, tzinfo=UTC))
    monkeypatch.setattr(services, "now", moving)
    return moving


@pytest.fixture
def upload(staff_client):
    """POST the bytes to /api/admin/uploads (as staff unless another client is given); returns the response."""

    def send(data: bytes, name="photo.jpg", content_type="image/jpeg", client=None):
        file = SimpleUploadedFile(name, data, content_type=content_type)
        return (client or staff_client).post("/api/admin/uploads", {"file": file}, format="multipart")

    return send
