"""Log lines: which request a line belongs to, and the JSON a production line is (docs/operations.md).

Every line written while a request is served carries its id (`requestId`: core.middleware.RequestLogMiddleware
sets it here, per thread of a gthread worker, as a context variable) and, once the API has authenticated a staff
member, their username (`user`). Production writes one JSON object per line (`LOG_FORMAT=json`, python-json-logger):
time, level, logger, message, the request's fields, and the exception with its traceback; `make run` keeps text.

No line holds a card number, a CVV, a password, a session id or a CSRF token: nothing logs request bodies,
cookies or headers, the request line is the path without its query, and as a last guard any run of 13 to 19
digits (a card number, spaced or not) in a line's message or traceback is masked.

Imports nothing of Django: gunicorn.conf.py formats the server's own lines with JsonFormatter too.
"""

import contextvars
import copy
import logging
import re

from pythonjsonlogger.core import RESERVED_ATTRS
from pythonjsonlogger.json import JsonFormatter as BaseJsonFormatter

request_id = contextvars.ContextVar("request_id", default=None)
staff_username = contextvars.ContextVar("staff_username", default=None)

# 13 to 19 digits, each optionally followed by a space or a dash: a card number as typed.
CARD_NUMBER = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")
MASK = "[card number removed]"


def mask_card_numbers(text):
    return CARD_NUMBER.sub(MASK, text) if isinstance(text, str) else text


class RequestContextFilter(logging.Filter):
    """Adds `requestId` (and `user`, when a staff member is known) to every record a handler writes while a
    request is served; `requestId` is "-" outside one, so a text format may always name it."""

    def filter(self, record):
        if not hasattr(record, "requestId"):
            record.requestId = request_id.get() or "-"
        if not hasattr(record, "user") and (username := staff_username.get()) is not None:
            record.user = username
        return True


# Attributes of a record never written as fields: LogRecord's own, and what Django attaches to its request
# lines (the request object, whose repr carries the query string; runserver's own time).
SKIPPED_ATTRS = (*RESERVED_ATTRS, "request", "server_time", "taskName", "color_message")


class JsonFormatter(BaseJsonFormatter):
    """One JSON object per line: {"time", "level", "logger", "message", "requestId", ...extras, "exception"}."""

    def __init__(self, *args, **kwargs):
        super().__init__(
            "{levelname}{name}{message}",
            style="{",
            rename_fields={"levelname": "level", "name": "logger", "exc_info": "exception", "status_code": "status"},
            timestamp="time",
            reserved_attrs=SKIPPED_ATTRS,
        )

    def process_log_record(self, log_data):
        for field in ("message", "exception"):
            if field in log_data:
                log_data[field] = mask_card_numbers(log_data[field])
        if log_data.get("requestId") == "-":
            del log_data["requestId"]
        return log_data


class TextFormatter(logging.Formatter):
    """`make run`'s readable lines, the request id included, card numbers masked alike: in the message and the
    traceback only, as in JSON. The line's own fields are ours, and a request id (32 hex digits) may hold a run
    of 13 digits that is no card number."""

    def __init__(self, *args, **kwargs):
        super().__init__("%(asctime)s %(levelname)s %(name)s [%(requestId)s] %(message)s")

    def formatMessage(self, record):
        masked = copy.copy(record)
        masked.message = mask_card_numbers(record.message)
        return super().formatMessage(masked)

    def formatException(self, ei):
        return mask_card_numbers(super().formatException(ei))

    def formatStack(self, stack_info):
        return mask_card_numbers(super().formatStack(stack_info))


def logging_config(log_format, level):
    """Settings' LOGGING for `log_format` ("json" or "text") at `level`."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request": {"()": RequestContextFilter}},
        "formatters": {"line": {"()": JsonFormatter if log_format == "json" else TextFormatter}},
        "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["request"], "formatter": "line"}},
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            # Django's own handlers (runserver's colored request lines, mail to admins) would write a second,
            # unformatted line: its records go to the root's handler only.
            "django": {"handlers": [], "level": level, "propagate": True},
            "django.request": {"level": "ERROR"},
            # runserver's own request lines: ours (voltcart.request) says the same with the request's id.
            "django.server": {"handlers": [], "level": "WARNING", "propagate": True},
            # stripe-python logs two INFO lines per API call; payments.services logs what happened to the payment.
            "stripe": {"level": "WARNING"},
        },
    }
