"""The SPA's generated constants modules match the server (run `manage.py export_constants` after a change)."""

import pytest

from web.management.commands.export_constants import MODULES, module_text


@pytest.mark.parametrize("target", MODULES, ids=lambda target: target.name)
def test_each_generated_module_is_up_to_date(target):
    assert target.read_text() == module_text(MODULES[target])


def test_no_constant_is_in_two_modules():
    names = [name for constants in MODULES.values() for name in constants]
    assert len(names) == len(set(names))
