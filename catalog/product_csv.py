"""The catalogue as a CSV file: its columns, a product as a row, and a row read
back as the product form's body, so an import is checked by the form's own rules and messages.

Lists inside a cell are `|`-separated, specifications `Key: Value|Key: Value`. Cells a spreadsheet would run as a
formula leave with a leading `'` (core.csv_export); an import takes that `'` off again.
"""

import csv
import io
import re

from core.csv_export import FORMULA_STARTS
from core.errors import RuleViolation

COLUMNS = (
    "model",
    "name",
    "brand",
    "category",
    "subcategory",
    "description",
    "price",
    "originalPrice",
    "stock",
    "isActive",
    "color",
    "colorOptions",
    "features",
    "specifications",
    "imageUrl",
    "imageUrls",
)
LIST_SEPARATOR = "|"
SPECIFICATION_SEPARATOR = ": "
# Optional text whose blank cell means none.
_BLANK_IS_NONE = ("subcategory", "originalPrice", "color")
_LIST_COLUMNS = ("colorOptions", "features", "imageUrls")


class FileProblem(RuleViolation):
    """The file as a whole cannot be read as the catalogue's CSV (its message says why, at the `file` field)."""

    def __init__(self, message: str):
        super().__init__(message, errors={"file": [message]})


def product_row(product) -> list:
    """A product as its export row, in COLUMNS' order."""
    return [
        product.model,
        product.name,
        product.brand,
        product.category,
        product.subcategory,
        product.description,
        product.price,
        product.original_price,
        product.stock,
        "true" if product.is_active else "false",
        product.color,
        LIST_SEPARATOR.join(product.color_options),
        LIST_SEPARATOR.join(product.features),
        LIST_SEPARATOR.join(f"{key}{SPECIFICATION_SEPARATOR}{value}" for key, value in product.specifications.items()),
        product.image_url,
        LIST_SEPARATOR.join(product.image_urls),
    ]


def _text(cell: str) -> str:
    """The cell as written before our export protected it from spreadsheets."""
    cell = cell.strip()
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


def _items(cell: str) -> list[str]:
    return [part.strip() for part in cell.split(LIST_SEPARATOR) if part.strip()]


def _specifications(cell: str):
    """{"Key": "Value"} from `Key: Value|Key: Value`, or the text itself (which the form refuses) when a part
    has no `: `."""
    pairs = [part.partition(SPECIFICATION_SEPARATOR) for part in _items(cell)]
    if any(not separator for _, separator, _ in pairs):
        return cell
    return {key.strip(): value.strip() for key, _, value in pairs}


def row_body(cells: dict[str, str]) -> dict:
    """A row's cells ({column: text}) as the product form's JSON body; a value it cannot be is passed as text,
    for the form's own message. A blank stock or isActive is left out (the stored value, or the default)."""
    body = {}
    for column, cell in cells.items():
        text = _text(cell)
        if column in _LIST_COLUMNS:
            body[column] = _items(text)
        elif column == "specifications":
            body[column] = _specifications(text)
        elif column in _BLANK_IS_NONE:
            body[column] = text or None
        elif column == "stock":
            if text:
                body[column] = int(text) if re.fullmatch(r"-?[0-9]{1,12}", text) else text
        elif column == "isActive":
            if text:
                body[column] = {"true": True, "false": False}.get(text.lower(), text)
        else:
            body[column] = text
    return body


def read_rows(content: bytes, *, max_rows: int | None = None):
    """The file's data rows as (row number, {column: text}), the header being row 1. UTF-8 with or without a
    byte-order mark; commas, or semicolons as spreadsheets write them in much of Europe. FileProblem for a file
    that is not such a CSV, an unknown or repeated column, no `model` column, a row with more cells than the
    header, or more than `max_rows` rows."""
    if b"\0" in content:
        raise FileProblem("The file is not a CSV file")
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FileProblem("The file is not a CSV file in UTF-8") from error
    first_line = text.split("\n", 1)[0]
    delimiter = ";" if first_line.count(";") > first_line.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = [name.strip() for name in next(reader, [])]
        _check_header(header)
        for number, cells in enumerate(reader, start=2):
            if not any(cell.strip() for cell in cells):
                continue
            if len(cells) > len(header):
                raise FileProblem(f"Row {number} has {len(cells)} cells; the header has {len(header)} columns")
            if max_rows is not None and number - 1 > max_rows:
                raise FileProblem(
                    f"The file has more than {max_rows:,} rows: import it with `python manage.py import_products`"
                )
            yield number, dict(zip(header, cells, strict=False))
    except csv.Error as error:
        raise FileProblem(f"The file is not a valid CSV file ({error})") from error


def _check_header(header: list[str]) -> None:
    if not any(header):
        raise FileProblem("The file is empty: its first row names the columns")
    unknown = [name for name in header if name not in COLUMNS]
    if unknown:
        raise FileProblem(f"Unknown column: {unknown[0][:40]} (the columns are {', '.join(COLUMNS)})")
    repeated = {name for name in header if header.count(name) > 1}
    if repeated:
        raise FileProblem(f"The column {sorted(repeated)[0]} appears twice")
    if "model" not in header:
        raise FileProblem("The file needs a model column: it says which product each row is")
