"""Card testing (OWASP OAT-001 Carding): a client whose cards were declined 3 times within an hour, counted per
client address and per browser session, must send an ALTCHA proof of work with its next checkouts: the browser
solves it in the background (a person never sees it), while a bot trying card after card pays for each try in CPU.

The challenge is ALTCHA's v1 (`altcha` on PyPI; `altcha-lib` solves it in the SPA): SHA-256 of a random salt and a
secret number below ALTCHA_MAX_NUMBER, signed with a key derived from SECRET_KEY, valid for 10 minutes and accepted
once. Declined checkouts also count toward the per-phone and per-card limits (orders.velocity), as every attempt
does.
"""

import base64
import json
from datetime import timedelta

from altcha import create_challenge_v1, verify_solution_v1
from django.conf import settings
from django.core.cache import cache
from django.utils import timezone
from django.utils.crypto import salted_hmac

from core.errors import RuleViolation
from core.ratelimit import WindowCounter, highest_count

DECLINES_BEFORE_CHALLENGE = 3
DECLINE_WINDOW = "hour"
CHALLENGE_LIFETIME = timedelta(minutes=10)
ROBOT = "Please confirm you are not a robot."
_SCOPE = "checkout-declines"
# Counted in a window of an hour; the counter's limit is never reached (a decline is never refused for counting).
_RATE = f"1000000/{DECLINE_WINDOW}"


def _keys(address: str, session: str) -> list[str]:
    return [f"address:{address}"] + ([f"session:{session}"] if session else [])


def _hmac_key() -> str:
    return salted_hmac("orders.altcha", "challenge", algorithm="sha256").hexdigest()


def decline_recorded(*, address: str, session: str) -> None:
    """Count a declined checkout against the client's address and its browser session."""
    for key in _keys(address, session):
        WindowCounter(_SCOPE, key, _RATE).hit()


def challenge_required(*, address: str, session: str) -> bool:
    return highest_count(_SCOPE, _RATE, _keys(address, session)) >= DECLINES_BEFORE_CHALLENGE


def challenge_create() -> dict:
    """A fresh challenge for the browser to solve: {algorithm, challenge, maxnumber, salt, signature}."""
    challenge = create_challenge_v1(
        hmac_key=_hmac_key(),
        max_number=settings.ALTCHA_MAX_NUMBER,
        expires=timezone.now() + CHALLENGE_LIFETIME,
    )
    return {
        "algorithm": challenge.algorithm,
        "challenge": challenge.challenge,
        "maxnumber": challenge.max_number,
        "salt": challenge.salt,
        "signature": challenge.signature,
    }


def challenge_check(*, address: str, session: str, solution: str) -> None:
    """Refuse the checkout (400, ROBOT) when this client must prove work and `solution` (the base64 ALTCHA payload)
    is missing, wrong, expired or used before."""
    if not challenge_required(address=address, session=session):
        return
    challenge = _solved_challenge(solution)
    # Each challenge is accepted once: it is remembered for as long as it lives.
    if challenge and cache.add(f"altcha-used:{challenge}", 1, int(CHALLENGE_LIFETIME.total_seconds())):
        return
    raise RuleViolation(ROBOT, errors={"altcha": [ROBOT]}, code="robot")


def _solved_challenge(solution: str) -> str:
    """The challenge `solution` solves, when it is a valid and unexpired solution of one of ours; else ""."""
    if not solution:
        return ""
    try:
        valid, _ = verify_solution_v1(solution, _hmac_key(), check_expires=True)
        return json.loads(base64.b64decode(solution))["challenge"] if valid else ""
    except (ValueError, TypeError, KeyError, AttributeError):
        return ""
