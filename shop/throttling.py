"""Rate limits whose rates are Django settings read at request time (tests and load runs change them)."""
from django.conf import settings
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle


def client_address(request):
    """The address a rate limit is keyed on.

    X-Forwarded-For is only trusted when REST_FRAMEWORK["NUM_PROXIES"] says how many proxies
    sit in front of the app; otherwise any client could pick a fresh address per request.
    """
    remote_addr = request.META.get("REMOTE_ADDR", "") or ""
    num_proxies = api_settings.NUM_PROXIES
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    if not num_proxies or not forwarded:
        return remote_addr
    addresses = [a.strip() for a in forwarded.split(",") if a.strip()]
    if not addresses:
        return remote_addr
    return addresses[-min(num_proxies, len(addresses))]


def parse_rate(rate):
    """DRF rate syntax: "10/min" -> (10, 60); None -> (None, None) (no limit)."""
    if not rate:
        return None, None
    return SimpleRateThrottle.parse_rate(SimpleRateThrottle, rate)


class SettingRateThrottle(SimpleRateThrottle):
    """A per-client-address DRF throttle whose rate is `settings.<rate_setting>` ("30/min")."""

    rate_setting = None

    def get_rate(self):
        return getattr(settings, self.rate_setting)

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": client_address(request)}
