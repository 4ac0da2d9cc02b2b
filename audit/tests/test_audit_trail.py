"""The audit trail: who did what to an order, a product or a set of synonyms, and when, kept as text that outlives
the user who did it; read newest first per subject (the staff history answers), never added, edited or deleted
through the Django admin."""

from datetime import datetime, timedelta
from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from audit.models import AuditEntry
from audit.selectors import audit_history
from audit.services import audit_changes, audit_record
from catalog.tests.factories import ProductFactory
from staff.roles import CATALOGUE
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

PRODUCT, ORDER = AuditEntry.Subject.PRODUCT, AuditEntry.Subject.ORDER


def history(client, product):
    response = client.get(f"/api/products/{product.pk}/history")
    assert response.status_code == 200
    return response.json()


def test_an_entry_says_who_did_what_from_what_to_what_and_when(staff_client, staff_user):
    product = ProductFactory()
    before = timezone.now()

    audit_record(
        subject=PRODUCT,
        subject_id=product.pk,
        kind=AuditEntry.Kind.CHANGE,
        actor=staff_user,
        field="price",
        old=Decimal("10.00"),
        new=Decimal("12.50"),
        note="Supplier raised the price",
    )

    [entry] = history(staff_client, product)
    at = datetime.fromisoformat(entry.pop("at"))
    assert before <= at <= timezone.now()
    assert entry == {
        "actor": staff_user.username,
        "kind": "change",
        "field": "price",
        "from": "10.00",
        "to": "12.50",
        "note": "Supplier raised the price",
    }


def test_what_a_shopper_or_no_one_caused_is_recorded_without_a_name(staff_client):
    product = ProductFactory()

    audit_record(subject=PRODUCT, subject_id=product.pk, kind="status", actor=AnonymousUser(), field="stock", new=3)
    audit_record(subject=PRODUCT, subject_id=product.pk, kind="status", field="stock", old=3, new=0)

    assert [(e["actor"], e["from"], e["to"]) for e in history(staff_client, product)] == [("", "3", "0"), ("", "", "3")]
    assert not AuditEntry.objects.filter(actor__isnull=False).exists()


def test_the_trail_still_names_a_user_who_was_renamed_or_removed(staff_client):
    product = ProductFactory()
    editor = staff_member_create("editor", password="s3cret-pass", roles=[CATALOGUE])
    audit_record(subject=PRODUCT, subject_id=product.pk, kind="change", actor=editor, field="stock", old=1, new=5)

    editor.username = "editor-renamed"
    editor.save()
    renamed = history(staff_client, product)
    editor.delete()
    removed = history(staff_client, product)

    assert renamed[0]["actor"] == removed[0]["actor"] == "editor"
    assert AuditEntry.objects.get().actor is None


def test_changes_make_one_entry_per_field_that_differs_saved_by_the_caller(staff_user):
    before = {"price": Decimal("10.00"), "stock": 4, "is_active": True}
    after = {"price": Decimal("10.00"), "stock": 9, "is_active": False, "original_price": Decimal("20.00")}

    entries = audit_changes(
        subject=PRODUCT,
        subject_id=7,
        actor=staff_user,
        before=before,
        after=after,
        fields=["price", "stock", "is_active", "original_price"],
        note="bulk edit",
    )
    imported = audit_changes(
        subject=PRODUCT, subject_id=7, actor=staff_user, before={}, after={"stock": 2}, fields=["stock"], kind="import"
    )

    assert [(e.field, e.old, e.new, e.kind, e.note, e.actor_name) for e in entries] == [
        ("stock", "4", "9", "change", "bulk edit", staff_user.username),
        ("is_active", "True", "False", "change", "bulk edit", staff_user.username),
        ("original_price", "", "20.00", "change", "bulk edit", staff_user.username),
    ]
    assert [(e.field, e.old, e.new, e.kind) for e in imported] == [("stock", "", "2", "import")]
    assert not AuditEntry.objects.exists()  # nothing written until the caller saves them
    AuditEntry.objects.bulk_create(entries)
    assert [e.field for e in audit_history(subject=PRODUCT, subject_id=7)] == ["original_price", "is_active", "stock"]


def test_a_history_holds_its_own_subject_only_newest_first(staff_client, staff_user):
    product, other = ProductFactory(), ProductFactory()
    now = timezone.now()

    def entry(subject, subject_id, field, ago, at=None):
        saved = audit_record(subject=subject, subject_id=subject_id, kind="change", actor=staff_user, field=field)
        AuditEntry.objects.filter(pk=saved.pk).update(at=at or now - timedelta(minutes=ago))

    entry(PRODUCT, product.pk, "first", ago=30)
    entry(PRODUCT, product.pk, "latest", ago=1)
    entry(PRODUCT, product.pk, "same moment, written first", ago=10)
    entry(PRODUCT, product.pk, "same moment, written last", ago=10)
    entry(PRODUCT, other.pk, "another product's", ago=0)
    entry(ORDER, product.pk, "an order with the same id", ago=0)

    expected = ["latest", "same moment, written last", "same moment, written first", "first"]
    assert [e["field"] for e in history(staff_client, product)] == expected
    assert [e.field for e in audit_history(subject=ORDER, subject_id=product.pk)] == ["an order with the same id"]
    assert audit_history(subject=ORDER, subject_id=other.pk).count() == 0


def test_entries_are_listed_and_filtered_in_the_admin_but_never_added_or_edited(admin_client, staff_user):
    kept = audit_record(
        subject=ORDER, subject_id=41, kind="status", actor=staff_user, field="status", old="new", new="verified"
    )
    audit_record(subject=PRODUCT, subject_id=41, kind="change", actor=staff_user, field="stock", old=1, new=2)
    audit_record(subject=ORDER, subject_id=42, kind="call", actor=staff_user, field="call", new="no_answer")
    listing = "/django-admin/audit/auditentry/"

    def shown(**params):
        response = admin_client.get(listing, params)
        assert response.status_code == 200
        return sorted((e.subject, e.subject_id, e.kind) for e in response.context["cl"].result_list)

    assert shown(subject__exact="order") == [("order", 41, "status"), ("order", 42, "call")]
    assert shown(kind__exact="change") == [("product", 41, "change")]
    assert shown(q="41") == [("order", 41, "status"), ("product", 41, "change")]
    assert shown(q="staffer", subject__exact="order", kind__exact="call") == [("order", 42, "call")]

    assert admin_client.get(f"{listing}add/").status_code == 403
    edit = admin_client.post(f"{listing}{kept.pk}/change/", {"new": "canceled", "actor_name": "someone else"})
    assert edit.status_code == 403
    kept.refresh_from_db()
    assert (kept.new, kept.actor_name) == ("verified", staff_user.username)
