from core.ratelimit import SettingRateThrottle


class CheckoutRateThrottle(SettingRateThrottle):
    """Every POST /api/orders, refused ones included, per client address (settings.CHECKOUT_RATE)."""

    scope = "checkout"
    rate_setting = "CHECKOUT_RATE"


class TrackRateThrottle(SettingRateThrottle):
    """Every POST /api/orders/track, found or not, per client address (settings.TRACK_RATE)."""

    scope = "track"
    rate_setting = "TRACK_RATE"
