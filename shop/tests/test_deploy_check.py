"""Production settings pass Django's deployment checks, and a deployment that forgets DEBUG gets them."""

import os
import subprocess
import sys

from django.conf import settings

PRODUCTION = {
    "SECRET_KEY": "x" * 64 + "-deploy-check-not-a-real-key",
    "ALLOWED_HOSTS": "shop.example.com",
    # A shop taking real orders takes real payments (the test gateway is a deploy warning of its own).
    "PAYMENT_PROVIDER": "stripe",
    "STRIPE_SECRET_KEY": "sk_live_deploy_check",
    "STRIPE_PUBLISHABLE_KEY": "pk_live_deploy_check",
    "STRIPE_WEBHOOK_SECRET": "whsec_deploy_check",
}


def manage(*args, **env):
    process_env = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "REDIS_URL")}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env={**process_env, **env},
        capture_output=True,
        text=True,
    )


def test_check_deploy_is_clean_with_production_variables():
    result = manage("check", "--deploy", "--fail-level", "WARNING", DEBUG="false", **PRODUCTION)

    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_without_debug_in_the_environment_the_settings_are_production_ones():
    script = "from django.conf import settings as s; print(s.DEBUG, s.SECURE_SSL_REDIRECT, s.SESSION_COOKIE_SECURE)"

    result = manage("shell", "-c", script, **PRODUCTION)
    no_key = manage("check")

    assert result.stdout.split()[-3:] == ["False", "True", "True"], result.stderr
    assert no_key.returncode != 0 and "SECRET_KEY must be set when DEBUG is off." in no_key.stderr
