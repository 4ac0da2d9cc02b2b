"""What the catalog will call (upload_attach, upload_detach, upload_files_delete, renditions_for) and the sweep
of uploads nothing took: the clock is moved, never waited for."""

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import transaction

from uploads import selectors, services
from uploads.models import Upload

from .pictures import BLUE, RED, photo

pytestmark = pytest.mark.django_db

PASTED = "https://images.example.com/phone.jpg"


def stored_upload(color=RED, width=1400, name="phone.jpg") -> Upload:
    return services.upload_create(file=SimpleUploadedFile(name, photo(width, 700, color=color)))


def files_exist(storage, upload: Upload) -> list[bool]:
    return [storage.exists(name) for name in upload.names]


def test_attach_and_detach_record_a_products_use(clock):
    upload = stored_upload()
    assert (upload.attached_at, upload.unattached_since) == (None, clock.moment)

    clock.advance(hours=1)
    attached = clock.moment
    assert services.upload_attach(upload.url) is True
    upload.refresh_from_db()
    assert (upload.attached_at, upload.unattached_since) == (attached, None)

    clock.advance(hours=1)
    assert services.upload_attach(upload.url) is True  # idempotent: keeps the first moment
    upload.refresh_from_db()
    assert upload.attached_at == attached

    assert services.upload_detach(upload.url) is True
    upload.refresh_from_db()
    assert (upload.attached_at, upload.unattached_since) == (None, clock.moment)
    assert services.upload_detach(upload.url) is True


def test_attach_detach_and_delete_of_a_pasted_url_do_nothing():
    stored_upload()

    assert services.upload_attach(PASTED) is False
    assert services.upload_detach(PASTED) is False
    assert services.upload_files_delete(PASTED) is False
    assert Upload.objects.count() == 1


def test_deleting_removes_the_row_then_the_files_after_the_commit(storage, clock, django_capture_on_commit_callbacks):
    upload = stored_upload()
    clock.advance(minutes=5)
    services.upload_attach(upload.url)
    assert all(files_exist(storage, upload))

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        assert services.upload_files_delete(upload.url) is True
        assert not Upload.objects.exists()
        assert all(files_exist(storage, upload))  # not before the commit

    assert len(callbacks) == 1
    assert not any(files_exist(storage, upload))


def test_a_rolled_back_delete_keeps_the_files(storage, clock):
    upload = stored_upload()
    clock.advance(minutes=5)
    services.upload_attach(upload.url)

    def failing_change():
        with transaction.atomic():
            services.upload_files_delete(upload.url)
            raise RuntimeError("the catalog's change failed")

    with pytest.raises(RuntimeError):
        failing_change()

    assert Upload.objects.filter(pk=upload.pk).exists()
    assert all(files_exist(storage, upload))


def test_a_photo_uploaded_again_since_it_was_attached_is_detached_not_deleted(storage, clock):
    # Someone uploads the same photo for another product while the first product is deleted.
    upload = stored_upload()
    clock.advance(minutes=5)
    services.upload_attach(upload.url)
    clock.advance(minutes=5)
    assert stored_upload().pk == upload.pk

    assert services.upload_files_delete(upload.url) is True

    upload.refresh_from_db()
    assert upload.attached_at is None and upload.unattached_since == clock.moment
    assert all(files_exist(storage, upload))
    # Attached by the other product, it stays; otherwise the sweep takes it a day later.
    clock.advance(hours=24)
    assert services.uploads_unattached_sweep() == 1
    assert not any(files_exist(storage, upload))


def test_renditions_for_answers_uploads_only_in_one_query(django_assert_num_queries):
    wide, narrow = stored_upload(width=1400), stored_upload(color=BLUE, width=500, name="small.jpg")

    with django_assert_num_queries(1):
        renditions = selectors.renditions_for([wide.url, narrow.url, PASTED, wide.url])

    assert renditions == {
        wide.url: {width: f"/media/{wide.renditions[width]}" for width in ("320", "640", "1280")},
        narrow.url: {"320": f"/media/{narrow.renditions['320']}"},
    }
    assert list(renditions[wide.url]) == ["320", "640", "1280"]
    with django_assert_num_queries(0):
        assert selectors.renditions_for([]) == {}


def test_the_sweep_deletes_unattached_uploads_after_24_hours_and_not_before(storage, clock):
    unused, used = stored_upload(RED), stored_upload(BLUE)
    services.upload_attach(used.url)

    clock.advance(hours=23, minutes=59)
    assert services.uploads_unattached_sweep() == 0
    assert all(files_exist(storage, unused))

    clock.advance(minutes=1)
    assert services.uploads_unattached_sweep() == 1

    assert not Upload.objects.filter(pk=unused.pk).exists()
    assert not any(files_exist(storage, unused))
    assert all(files_exist(storage, used))
    clock.advance(days=30)
    assert services.uploads_unattached_sweep() == 0


def test_a_detached_upload_gets_24_hours_from_its_detachment(storage, clock):
    upload = stored_upload()
    services.upload_attach(upload.url)
    clock.advance(days=3)
    services.upload_detach(upload.url)

    clock.advance(hours=23)
    assert services.uploads_unattached_sweep() == 0
    clock.advance(hours=1)
    assert services.uploads_unattached_sweep() == 1


def test_uploading_the_same_photo_again_gives_it_another_day(clock):
    upload = stored_upload()
    clock.advance(hours=20)
    stored_upload()

    clock.advance(hours=20)
    assert services.uploads_unattached_sweep() == 0
    clock.advance(hours=4)
    assert services.uploads_unattached_sweep() == 1
    assert not Upload.objects.filter(pk=upload.pk).exists()


def test_the_sweep_works_in_batches(clock, monkeypatch):
    monkeypatch.setattr(services, "SWEEP_BATCH", 2)
    for shade in range(5):
        stored_upload(color=(shade * 50, 0, 0), width=300)
    clock.advance(days=1)

    assert services.uploads_unattached_sweep() == 5
    assert not Upload.objects.exists()


def test_the_sweep_command(clock):
    stored_upload()
    clock.advance(days=2)
    out = io.StringIO()

    call_command("sweep_uploads", stdout=out)

    assert out.getvalue() == "Deleted 1 unused upload.\n"
    assert not Upload.objects.exists()


def test_a_concurrent_upload_of_the_same_photo_answers_the_first_record(storage, monkeypatch):
    # The other request recorded the photo between this one's look-up and its insert.
    first = stored_upload(name="first.jpg")
    monkeypatch.setattr(services, "_upload_known", lambda digest: None)

    second = stored_upload(name="second.jpg")

    assert second.pk == first.pk
    assert Upload.objects.count() == 1
    assert all(files_exist(storage, first))
    folder = first.name.rsplit("/", 1)[0]
    assert sorted(storage.listdir(folder)[1]) == sorted(name.rsplit("/", 1)[1] for name in first.names)


def test_a_storage_failure_leaves_no_file_and_no_record(storage, monkeypatch):
    save = type(storage).save
    calls = []

    def failing_save(self, name, content, **kwargs):
        calls.append(name)
        if len(calls) == 3:
            raise OSError("disk full")
        return save(self, name, content, **kwargs)

    monkeypatch.setattr(type(storage), "save", failing_save)

    with pytest.raises(OSError, match="disk full"):
        stored_upload()

    assert not Upload.objects.exists()
    assert not any(storage.exists(name) for name in calls)
