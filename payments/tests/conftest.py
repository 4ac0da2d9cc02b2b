"""The Stripe provider's fixtures: one localstripe for the session, and the shop configured to use it. Defined in
localstripe.py, which the browser test of the Stripe checkout (e2e/) imports them from too."""

from .localstripe import localstripe_url, stripe_gateway  # noqa: F401 (fixtures, found by their names)
