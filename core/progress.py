"""A progress bar on one terminal line, for management commands that take minutes (import_products,
seed_catalog, seed_orders)."""

BAR_WIDTH = 30


class ProgressBar:
    """Call with (done, total) as work advances; `finish()` ends the line. Writes to a command's stderr, so the
    summary on stdout stays clean."""

    def __init__(self, stream, what: str):
        self.stream, self.what = stream, what

    def __call__(self, done: int, total: int, step: str = "") -> None:
        """`step`: what is being done now, when the count alone does not say (building indexes after a load)."""
        filled = BAR_WIDTH * done // max(total, 1)
        bar = "#" * filled + " " * (BAR_WIDTH - filled)
        self.stream.write(f"\r[{bar}] {done:,} of {total:,} {self.what}{f', {step}…' if step else ''}", ending="")
        self.stream.flush()

    def finish(self) -> None:
        self.stream.write("")
