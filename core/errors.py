"""Domain errors: what services and selectors raise when a request cannot be carried out.

They know nothing of HTTP. core.api_errors turns them into the one JSON error body (400, 404, 409, 422 or 429);
/django-admin/ shows their message to the operator.
"""


class DomainError(Exception):
    """A refusal with one human sentence and, for input problems, messages keyed by field path; `code` names the
    kind of refusal for the metrics (a checkout's "price_changed"), never shown."""

    def __init__(self, message: str, errors: dict[str, list[str]] | None = None, *, code: str = ""):
        super().__init__(message)
        self.message = message
        self.errors = errors or None
        self.code = code


class RuleViolation(DomainError):
    """A business rule refuses the request (out of stock, already discounted, an illegal status change)."""


class NotFound(DomainError):
    """The thing asked for does not exist (or is not visible to the asker)."""


class Conflict(DomainError):
    """A concurrent change got there first; trying again may succeed."""


class Mismatch(DomainError):
    """The request contradicts an earlier one it claims to repeat (an Idempotency-Key reused for another order)."""


class TooMany(DomainError):
    """Too many requests with the same details (a phone, a card) in a window; `retry_after`: whole seconds
    until one is allowed again."""

    def __init__(self, message: str, retry_after: int, *, code: str = ""):
        super().__init__(message, code=code)
        self.retry_after = retry_after


class PaymentRefused(DomainError):
    """The shopper's card was refused (a decline): nothing was stored or taken; another card may do."""


class Unavailable(DomainError):
    """A service the request needs (the payment provider) did not answer; `retry_after`: whole seconds to wait."""

    def __init__(self, message: str, retry_after: int = 5, *, code: str = ""):
        super().__init__(message, code=code)
        self.retry_after = retry_after
