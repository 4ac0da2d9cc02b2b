"""The SPA's generated constants module matches the server (run `manage.py export_constants` after a change)."""

from web.management.commands.export_constants import TARGET, module_text


def test_the_generated_module_is_up_to_date():
    assert TARGET.read_text() == module_text()
