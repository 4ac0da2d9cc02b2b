"""Staff roles: Owner, Catalogue and Verifier as groups a migration creates, what
/api/admin/me says each may do, staff who predate the roles kept as Owners, and `manage.py create_staff`.
What each role may call is tested operation by operation in shop/tests/test_access_decisions.py."""

import importlib

import pytest
from django.apps import apps
from django.contrib.auth.models import Group, Permission
from django.core.management import CommandError, call_command

from catalog.tests.factories import ProductFactory
from conftest import make_client
from staff.roles import CATALOGUE, OWNER, ROLE_PERMISSIONS, VERIFIER, role_groups_create
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db


def me(user):
    return make_client(user).get("/api/admin/me").json()["admin"]


def test_the_three_roles_exist_with_their_permissions():
    for role, names in ROLE_PERMISSIONS.items():
        held = Group.objects.get(name=role).permissions.all()
        assert sorted(f"{p.content_type.app_label}.{p.codename}" for p in held) == sorted(names)


def test_me_says_which_roles_a_member_holds_and_what_they_allow(django_user_model):
    verifier = staff_member_create("vera", password="s3cret-pass", roles=[VERIFIER])
    both = staff_member_create("cato", password="s3cret-pass", roles=[VERIFIER, CATALOGUE])
    boss = django_user_model.objects.create_superuser("root", password="s3cret-pass")

    assert me(verifier)["roles"] == ["Verifier"]
    assert me(verifier)["permissions"] == [
        "catalog.view_product",
        "featured.view_featureditem",
        "orders.change_order",
        "orders.view_order",
    ]
    assert me(both)["roles"] == ["Catalogue", "Verifier"]
    assert "catalog.change_product" in me(both)["permissions"]
    assert "orders.view_analytics" not in me(both)["permissions"]
    assert me(boss)["roles"] == ["Owner"]  # superusers act as Owner
    assert me(boss)["permissions"] == sorted(ROLE_PERMISSIONS[OWNER])


def test_a_verifier_may_not_change_a_price_and_the_answer_says_why():
    product = ProductFactory(price="100.00")
    verifier = make_client(staff_member_create("vera", password="s3cret-pass", roles=[VERIFIER]))

    response = verifier.put(f"/api/products/{product.pk}", {"price": "1.00"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Your role does not allow this"}
    product.refresh_from_db()
    assert str(product.price) == "100.00"


def test_staff_from_before_the_roles_become_owners_and_an_edited_group_is_kept(django_user_model):
    migration = importlib.import_module("staff.migrations.0002_roles")
    old_hand = django_user_model.objects.create_user("old-hand", password="s3cret-pass", is_staff=True)
    shopper = django_user_model.objects.create_user("shopper", password="s3cret-pass")
    verifiers = Group.objects.get(name=VERIFIER)
    verifiers.permissions.clear()  # an operator narrowed the role in /django-admin/

    migration.create_roles(apps, None)
    role_groups_create(apps)

    assert list(old_hand.groups.values_list("name", flat=True)) == ["Owner"]
    assert not shopper.groups.exists()
    assert not verifiers.permissions.exists()


def test_a_member_without_a_role_may_do_nothing(django_user_model):
    roleless = make_client(django_user_model.objects.create_user("new", password="s3cret-pass", is_staff=True))

    assert roleless.get("/api/orders").json() == {"message": "Your role does not allow this"}
    assert roleless.get("/api/admin/products").status_code == 403


def test_create_staff_makes_a_member_in_the_named_roles(tmp_path, capsys):
    secret = tmp_path / "password"
    secret.write_text("a long enough passphrase\n")

    call_command("create_staff", "vera", "--role", "verifier", "--role", "catalogue", "--password-file", str(secret))

    assert "Staff member vera created (Catalogue, Verifier)." in capsys.readouterr().out
    client = make_client()
    login = client.post("/api/admin/login", {"username": "vera", "password": "a long enough passphrase"}, format="json")
    assert login.json()["admin"]["roles"] == ["Catalogue", "Verifier"]


def test_create_staff_refuses_a_taken_name_a_weak_password_and_an_unknown_role(tmp_path):
    secret = tmp_path / "password"
    secret.write_text("a long enough passphrase")
    staff_member_create("vera", password="s3cret-pass", roles=[VERIFIER])

    with pytest.raises(CommandError, match="A user named vera already exists"):
        call_command("create_staff", "vera", "--role", "verifier", "--password-file", str(secret))
    secret.write_text("123")
    with pytest.raises(CommandError, match="too short"):
        call_command("create_staff", "newbie", "--role", "owner", "--password-file", str(secret))
    with pytest.raises(CommandError, match="invalid choice"):
        call_command("create_staff", "newbie", "--role", "cashier", "--password-file", str(secret))


@pytest.mark.django_db(transaction=True)  # the kept permissions go stale when the change commits
def test_a_role_taken_away_or_narrowed_holds_from_the_next_request():
    member = staff_member_create("vera", password="s3cret-pass", roles=[VERIFIER])
    client = make_client(member)
    assert client.get("/api/orders").status_code == 200  # the permissions are kept now

    member.groups.clear()
    assert client.get("/api/orders").json() == {"message": "Your role does not allow this"}

    member.groups.add(Group.objects.get(name=VERIFIER))
    assert client.get("/api/orders").status_code == 200
    Group.objects.get(name=VERIFIER).permissions.remove(Permission.objects.get(codename="view_order"))
    assert client.get("/api/orders").status_code == 403
