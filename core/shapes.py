"""Answer shapes declared once (decision 0021): a read-only serializer's fields are the shape, which
drf-spectacular documents, and `PlainShape` compiles those same fields into a plain function that builds the
answer.

Why compiled: DRF's field-by-field walk cost more than the queries of a page (about 20 µs a product, and a
listing answers up to 500), so the answers used to be written a second time as hand-built dicts, which could
drift from the schema. The compiled function is the dict display a person would write,
`{"id": o.id, "price": money_text(o.price), ...}`, generated from the fields as dataclasses generate their
`__init__`, so it costs what the hand-built dict did and cannot say anything the serializer does not.

What a field becomes (DRF's own output for the values these shapes hold, which a test compares):
- its `source` read as attributes (`o.created_at`), or as keys for a serializer with `reads_keys`;
  `source="*"` is the instance itself;
- integer, text, choice, flag and stored JSON fields: the value as it is;
- a 2-place decimal: `money_text`; a date and time: `datetime_text`; a date: its ISO text; a float: `float()`;
  text whose blank means none (`BlankAsNullField`): `value or None`;
- a nested serializer of the whole instance (`source="*"`), or a list of them (`many=True`, a related manager's
  rows too): its own fields, inline;
- a SerializerMethodField: its method; any other field: its own `to_representation`, None staying None;
- `allow_null` on a converted field: None stays None.
"""

import linecache

from django.db.models.manager import BaseManager
from rest_framework import serializers
from rest_framework.fields import empty
from rest_framework.settings import api_settings

from .json_values import datetime_text, money_text

# Fields whose DRF output is the value itself for what our models and selectors hold.
_AS_IS = (
    serializers.IntegerField,
    serializers.CharField,
    serializers.BooleanField,
    serializers.ChoiceField,
    serializers.JSONField,
)


class BlankAsNullField(serializers.CharField):
    """Stored text whose blank means none (a colour not chosen, a card of no known brand): written as null."""

    def __init__(self, **kwargs):
        super().__init__(allow_null=True, **kwargs)

    def to_representation(self, value):
        return value or None


def _rows(value):
    """A many-valued source as DRF's ListSerializer reads it: a related manager's rows (prefetched ones too)."""
    return value.all() if isinstance(value, BaseManager) else value


class _Compiler:
    def __init__(self):
        self.names = {"money_text": money_text, "datetime_text": datetime_text, "_rows": _rows}
        self.count = 0

    def fresh(self, prefix):
        self.count += 1
        return f"{prefix}{self.count}"

    def bind(self, value) -> str:
        """A name in the compiled function's globals for `value` (a field's method)."""
        name = self.fresh("_f")
        self.names[name] = value
        return name

    def shape(self, serializer, var: str, leave_out=()) -> str:
        """A dict display of `serializer`'s readable fields, read from the instance named `var`."""
        reads_keys = getattr(serializer, "reads_keys", False)
        items = []
        for name, field in serializer.fields.items():
            if field.write_only or name in leave_out:
                continue
            items.append(f"{name!r}: {self.field(field, var, reads_keys)}")
        return "{" + ", ".join(items) + "}"

    def source(self, field, var: str, reads_keys: bool) -> str:
        expression = var
        for attr in field.source_attrs:
            if reads_keys:
                expression += f"[{attr!r}]"
            elif attr.isidentifier():
                expression += f".{attr}"
            else:
                raise TypeError(f"{field.field_name}: source {field.source!r} is not an attribute name")
        return expression

    def null_safe(self, field, value: str, convert, always=False) -> str:
        """`convert(value)`, None staying None when the field allows null (or `always`)."""
        if not (always or field.allow_null):
            return convert(value)
        held = self.fresh("_v")
        return f"(None if ({held} := {value}) is None else {convert(held)})"

    def field(self, field, var: str, reads_keys: bool) -> str:
        if isinstance(field, serializers.SerializerMethodField):
            return f"{self.bind(getattr(field.parent, field.method_name))}({var})"
        value = self.source(field, var, reads_keys)
        if isinstance(field, serializers.ListSerializer) and _plain_nested(field.child):
            row = self.fresh("_r")
            shape = self.shape(field.child, row)
            return self.null_safe(field, value, lambda v: f"[{shape} for {row} in _rows({v})]")
        if isinstance(field, serializers.Serializer) and field.source == "*" and _plain_nested(field):
            return self.shape(field, var)
        if type(field).to_representation is serializers.DecimalField.to_representation and _as_money(field):
            return self.null_safe(field, value, lambda v: f"money_text({v})")
        if type(field).to_representation is serializers.DateTimeField.to_representation and _default_format(field):
            return self.null_safe(field, value, lambda v: f"datetime_text({v})")
        if type(field).to_representation is serializers.DateField.to_representation and _default_format(field):
            return self.null_safe(field, value, lambda v: f"{v}.isoformat()")
        if type(field).to_representation is BlankAsNullField.to_representation:
            return f"({value} or None)"
        if type(field).to_representation is serializers.FloatField.to_representation:
            return self.null_safe(field, value, lambda v: f"float({v})")
        if _as_is(field):
            return value
        method = self.bind(field.to_representation)
        return self.null_safe(field, value, lambda v: f"{method}({v})", always=True)


def _as_money(field) -> bool:
    """Written with 2 places as a string, as money_text writes it."""
    as_string = getattr(field, "coerce_to_string", api_settings.COERCE_DECIMAL_TO_STRING)
    return field.decimal_places == 2 and as_string and not field.localize and not field.normalize_output


def _default_format(field) -> bool:
    """Written as DRF's settings say (no per-field format or time zone)."""
    return field.__dict__.get("format", empty) is empty and "timezone" not in field.__dict__


def _as_is(field) -> bool:
    return any(type(field).to_representation is kind.to_representation for kind in _AS_IS)


def _plain_nested(serializer) -> bool:
    """A nested serializer the compiler may inline: DRF's own walk, or a PlainShape (compiled from its fields)."""
    representation = type(serializer).to_representation
    return representation in (serializers.Serializer.to_representation, PlainShape.to_representation)


def compile_shape(serializer_class, leave_out=()):
    """The plain function building `serializer_class`'s answer from an instance (the module docstring says how)."""
    compiler = _Compiler()
    body = compiler.shape(serializer_class(), "o", leave_out)
    source = f"def represent(o):\n    return {body}\n"
    filename = f"<{serializer_class.__module__}.{serializer_class.__qualname__}.represent>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)  # tracebacks show the code
    exec(compile(source, filename, "exec"), compiler.names)  # noqa: S102 - the code is generated from our own field declarations
    represent = compiler.names["represent"]
    represent.__doc__ = f"The {serializer_class.__name__} answer, compiled from its fields:\n\n{source}"
    return represent


# Mixin of a read-only serializer whose answer is built by a function compiled from its own fields (a comment, not
# a docstring: drf-spectacular would show a docstring as the description of every shape without its own).
# `SomeSerializer.represent(instance)` is that function, compiled on first use per class, so a subclass that adds or
# reorders fields gets its own; `SomeSerializer(instance).data` calls it too. `reads_keys`: the instances are
# mappings (a selector's dict), read by key. `added_per_read`: fields the view adds to each read of a kept answer
# (what changes with the clock): documented, and left out of `represent`.
class PlainShape:
    reads_keys = False
    added_per_read: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.represent = staticmethod(_compile_on_first_use(cls))

    def to_representation(self, instance):
        return type(self).represent(instance)


def _compile_on_first_use(cls):
    def represent(instance):
        compiled = compile_shape(cls, cls.added_per_read)
        cls.represent = staticmethod(compiled)
        return compiled(instance)

    return represent
