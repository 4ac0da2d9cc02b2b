from shop.throttling import SettingRateThrottle


class CheckoutRateThrottle(SettingRateThrottle):
    """Every POST /api/orders, refused ones included, per client address (settings.CHECKOUT_RATE)."""

    scope = "checkout"
    rate_setting = "CHECKOUT_RATE"
