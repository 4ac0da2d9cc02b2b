"""Streamed CSV downloads: rows are written as they are read, so a large export never sits in memory.

The rows are read while the response streams, after the request's own database limits have ended; they are read
under the longer statement timeout of staff exports (core.db_limits)."""

import csv

from django.http import StreamingHttpResponse
from rest_framework.negotiation import BaseContentNegotiation

from .db_limits import longer_statements

# Rows are sent in pieces of about this size: one piece per row cost more than writing the rows (each piece
# goes through the response's encoding, the gzip stream and the server's write on its own).
CHUNK_CHARS = 32 * 1024

# A cell starting with one of these is a formula to a spreadsheet: written as text instead.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# Every cell is quoted, so a spreadsheet that splits on another delimiter (";" in much of Europe) still reads
# `Bob;=1+2;` as one text cell instead of cutting a formula out of it.
QUOTING = csv.QUOTE_ALL


class _Pass:
    def write(self, value):
        return value


def _cell(value):
    text = "" if value is None else str(value)
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def csv_response(filename, header, rows):
    """A streamed text/csv attachment of `header` then `rows` (an iterable of sequences)."""
    writer = csv.writer(_Pass(), quoting=QUOTING)

    def chunks():
        chunk, size = [writer.writerow(header)], 0
        with longer_statements():
            for row in rows:
                line = writer.writerow([_cell(value) for value in row])
                chunk.append(line)
                size += len(line)
                if size >= CHUNK_CHARS:
                    yield "".join(chunk)
                    chunk, size = [], 0
        yield "".join(chunk)

    response = StreamingHttpResponse(chunks(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


class CSVDownloadNegotiation(BaseContentNegotiation):
    """For views that stream CSV themselves: their errors are always the JSON body, whatever the client's
    Accept header or `format` parameter says (which would otherwise be a 404 or 406 from DRF)."""

    def select_parser(self, request, parsers):
        return parsers[0]

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type
