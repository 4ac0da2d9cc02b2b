"""Staff accounts: who may sign in to the staff app, and in which roles (staff.roles)."""

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction

from core.errors import RuleViolation

from .roles import ROLES


@transaction.atomic
def staff_member_create(username: str, *, password: str | None, roles: list[str]):
    """A staff member holding these roles (at least one), who signs in with `password` (None: cannot)."""
    unknown = [role for role in roles if role not in ROLES]
    if unknown or not roles:
        message = f"Roles are {', '.join(ROLES)}"
        raise RuleViolation(message, errors={"roles": [message]})
    user_model = get_user_model()
    if user_model.objects.filter(username=username).exists():
        message = f"A user named {username} already exists"
        raise RuleViolation(message, errors={"username": [message]})
    member = user_model.objects.create_user(username, password=password, is_staff=True)
    member.groups.set(Group.objects.filter(name__in=roles))
    return member
