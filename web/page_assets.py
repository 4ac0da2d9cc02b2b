"""The bundle entry's style sheet, inlined in the page's head.

Why inline: a linked style sheet blocks the first paint for one more request. On a slow phone (Lighthouse's
devtools throttling, ~560 ms per request) the server-rendered page painted only once that sheet had arrived,
after its picture; inlined, the text paints with the HTML and the picture as soon as it is in (bench/RESULTS.md,
session 9). The sheet is ~7 KB gzipped, and a visit loads one page: the SPA moves between screens itself.

The Content-Security-Policy keeps refusing inline styles: the response allows this one by its hash
(`EntryStyle.source`), which stays right for pages the page cache keeps, as they are kept per build of the bundle.
"""

import base64
import hashlib
import json
from dataclasses import dataclass
from functools import cache

from django.conf import settings


@dataclass(frozen=True)
class EntryStyle:
    css: str  # the entry's style sheet, for a <style> element
    source: str  # the CSP source that allows that element: 'sha256-…'


@cache
def entry_style(entry: str) -> EntryStyle | None:
    """The entry's style sheet from the Vite manifest, read once per process (as django-vite reads it). None, and
    the page links the sheet as before: with Vite's dev server, which injects styles itself; when the entry
    imports other chunks (vite.config.js keeps the first view in one), whose preloads only django-vite's own tag
    writes; or for a sheet that could not sit in a <style> element."""
    vite = settings.DJANGO_VITE["default"]
    if vite["dev_mode"]:
        return None
    manifest = json.loads(vite["manifest_path"].read_text())
    chunk = manifest[entry]
    if chunk.get("imports"):
        return None
    css = "\n".join((vite["manifest_path"].parent / file).read_text() for file in chunk.get("css", []))
    if "</style" in css.lower():  # would end the element early
        return None
    digest = base64.b64encode(hashlib.sha256(css.encode()).digest()).decode()
    return EntryStyle(css=css, source=f"'sha256-{digest}'")
