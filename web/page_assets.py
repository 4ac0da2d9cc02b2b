"""The bundle entry's style sheet, inlined in the page's head, and the preloads of a first screen's lazy chunk.

Why inline: a linked style sheet blocks the first paint for one more request. On a slow phone (Lighthouse's
devtools throttling, ~560 ms per request) the server-rendered page painted only once that sheet had arrived,
after its picture; inlined, the text paints with the HTML and the picture as soon as it is in (decision
0023). The sheet is ~7 KB gzipped, and a visit loads one page: the SPA moves between screens itself.

The Content-Security-Policy keeps refusing inline styles: the response allows this one by its hash
(`EntryStyle.source`), which stays right for pages the page cache keeps, as they are kept per build of the bundle.
"""

import base64
import hashlib
import json
from dataclasses import dataclass
from functools import cache

from django.conf import settings
from django.contrib.staticfiles.storage import staticfiles_storage


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
    manifest = _manifest()
    chunk = manifest[entry]
    if chunk.get("imports"):
        return None
    css = "\n".join((vite["manifest_path"].parent / file).read_text() for file in chunk.get("css", []))
    if "</style" in css.lower():  # would end the element early
        return None
    digest = base64.b64encode(hashlib.sha256(css.encode()).digest()).decode()
    return EntryStyle(css=css, source=f"'sha256-{digest}'")


@dataclass(frozen=True)
class ChunkPreloads:
    scripts: tuple[str, ...]  # <link rel="modulepreload">
    styles: tuple[str, ...]  # <link rel="preload" as="style">


def _manifest():
    return json.loads(settings.DJANGO_VITE["default"]["manifest_path"].read_text())


def _loads(manifest, key):
    """The chunk `key` and every chunk it imports statically (manifest keys)."""
    found, pending = set(), [key]
    while pending:
        if (name := pending.pop()) not in found:
            found.add(name)
            pending.extend(manifest[name].get("imports", []))
    return found


@cache
def chunk_preloads(chunk: str, entry: str) -> ChunkPreloads | None:
    """What a page preloads for the lazy chunk its first screen shows (FirstScreen.chunk): its script, its imports'
    and their style sheets, less what the entry loads itself. django-vite's preload tag names the entry's script and
    style sheet too, and a page that inlines the sheet downloaded it again, at the highest priority, while its
    document still arrived (decision 0029). Read once per process; None with Vite's dev server, which
    serves the modules as asked."""
    if settings.DJANGO_VITE["default"]["dev_mode"]:
        return None
    manifest = _manifest()
    entry_chunks = _loads(manifest, entry)
    chunks = sorted(_loads(manifest, chunk) - entry_chunks)
    entry_styles = {css for name in entry_chunks for css in manifest[name].get("css", [])}
    styles = [css for name in chunks for css in manifest[name].get("css", []) if css not in entry_styles]
    url = staticfiles_storage.url
    return ChunkPreloads(
        scripts=tuple(url(manifest[name]["file"]) for name in chunks), styles=tuple(url(css) for css in styles)
    )
