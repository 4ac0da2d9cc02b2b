"""The API's JSON parser: every refusal is a 400 in the one error format, never a 500.

Besides DRF's checks it refuses bodies nested deeper than MAX_DEPTH (the shop's own are 4 deep), and
text that PostgreSQL cannot store or that no client means to send: NUL characters and unpaired
surrogates, in values and in object keys alike.

A JSON number with a fraction or an exponent becomes the Decimal its own text says (`49.99` is
Decimal("49.99")), never a binary float, so money sent as a number keeps its cents exactly. NaN and
Infinity, which Python's JSON reader takes, become Decimal NaN and Infinity, and a number whose exponent
Decimal cannot hold becomes NaN: every field refuses them (a 400 naming the field), as it refuses 1e400.
"""

import codecs
import json
import re
from decimal import Decimal, DecimalException

from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.parsers import JSONParser, get_encoding

MAX_DEPTH = 16
BAD_TEXT = "Text may not contain NUL characters or unpaired surrogates"


# NUL, or a surrogate code point (in a Python str from JSON, only ever an unpaired one).
_BAD_CHARACTER = re.compile("[\x00\ud800-\udfff]")


def _bad_text(text):
    return _BAD_CHARACTER.search(text) is not None


def _shown(key):
    """A key as it can appear in an error path: the bad characters written as \\uXXXX escapes."""
    return _BAD_CHARACTER.sub(lambda found: f"\\u{ord(found.group()):04x}", str(key))


def _problem(value, depth=0):
    """(path, message) of the first thing wrong in the parsed body, or None. The path is built only for a
    problem found: every checkout body is checked, and building each key's path cost more than the check."""
    if depth > MAX_DEPTH:
        return (), "The request body is nested too deeply"
    if isinstance(value, str):
        return ((), BAD_TEXT) if _bad_text(value) else None
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        if isinstance(key, str) and _bad_text(key):
            return (key,), BAD_TEXT
        problem = _problem(item, depth + 1)
        if problem:
            keys, message = problem
            return (key, *keys), message
    return None


def exact_number(text: str) -> Decimal:
    """A JSON number with a fraction or an exponent, exactly as written."""
    try:
        return Decimal(text)
    except DecimalException:  # an exponent beyond about 10**18 either way
        return Decimal("NaN")


class ShopJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            text = codecs.getreader(get_encoding(parser_context or {}))(stream)
            data = json.load(text, parse_float=exact_number, parse_constant=Decimal)
        except RecursionError as error:
            raise ParseError("The request body is nested too deeply.") from error
        except (ParseError, ValueError) as error:  # a charset that is not text, bad bytes, malformed JSON
            raise ParseError("The request body is not valid JSON.") from error
        problem = _problem(data)
        if problem:
            keys, message = problem
            raise ValidationError({".".join(map(_shown, keys)) or "body": [message]})
        return data
