"""`manage.py create_staff USERNAME --role verifier [--role catalogue] [--password-file FILE]`: a staff account
in its roles (staff.roles), its password typed twice at the prompt or read from a file's first line."""

import getpass
from pathlib import Path

from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management import BaseCommand, CommandError

from core.errors import RuleViolation
from staff.roles import ROLES
from staff.services import staff_member_create

_BY_NAME = {role.lower(): role for role in ROLES}


class Command(BaseCommand):
    help = "Create a staff account holding one or more roles: " + ", ".join(ROLES).lower() + "."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--role", action="append", required=True, choices=sorted(_BY_NAME), dest="roles")
        parser.add_argument("--password-file", type=Path, help="Read the password from this file's first line.")

    def handle(self, *args, username, roles, password_file, **options):
        password = self._password(password_file)
        try:
            validate_password(password)
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from error
        try:
            member = staff_member_create(username, password=password, roles=[_BY_NAME[role] for role in roles])
        except RuleViolation as refusal:
            raise CommandError(refusal.message) from refusal
        held = ", ".join(group.name for group in member.groups.order_by("name"))
        self.stdout.write(self.style.SUCCESS(f"Staff member {member.username} created ({held})."))

    def _password(self, password_file):
        if password_file is not None:
            try:
                return password_file.read_text(encoding="utf-8").splitlines()[0]
            except (OSError, IndexError) as error:
                raise CommandError(f"Cannot read a password from {password_file}") from error
        password = getpass.getpass("Password: ")
        if password != getpass.getpass("Password (again): "):
            raise CommandError("The passwords do not match")
        return password
