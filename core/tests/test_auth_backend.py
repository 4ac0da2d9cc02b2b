"""The session's user is read as Django's ModelBackend reads it (core.auth_backend)."""

import pytest

ME = "/api/admin/me"


def test_a_signed_in_staff_member_is_recognised(staff_client):
    response = staff_client.get(ME)

    assert response.status_code == 200
    assert response.json()["admin"]["username"] == "staffer"


def test_a_deleted_staff_members_session_is_anonymous(staff_client, staff_user):
    staff_user.delete()

    assert staff_client.get(ME).status_code == 401


def test_a_staff_member_no_longer_staff_is_refused(staff_client, staff_user):
    staff_user.is_staff = False
    staff_user.save()

    assert staff_client.get("/api/orders").status_code == 403


def test_a_password_change_ends_other_sessions(staff_client, staff_user):
    staff_user.set_password("a-new-pass-phrase")
    staff_user.save()

    assert staff_client.get(ME).status_code == 401


@pytest.mark.django_db
def test_signing_in_reads_the_user_through_the_backend(api_client, staff_user):
    login = api_client.post("/api/admin/login", {"username": "staffer", "password": "s3cret-pass"}, format="json")

    assert login.status_code == 200
    assert api_client.get(ME).json()["admin"]["username"] == "staffer"
