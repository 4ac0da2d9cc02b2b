"""bench/RESULTS.md's current tables, written from the latest runs kept in bench/results/: `latest-<size>.json`
(one `make bench` run per catalogue size, as bench/run.py writes it) and `latest-lighthouse-ab.json` (the latest
`bench/lighthouse_ab.py` run). `make bench` runs this after each run; `--check` only says whether the file is
current (a test runs it).

Usage: render_bench_results.py [--check]
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS_MD = ROOT / "bench" / "RESULTS.md"
RUNS = ROOT / "bench" / "results"
BEGIN = "<!-- current results: written by scripts/render_bench_results.py from bench/results/latest-*.json -->"
END = "<!-- end of current results -->"


def number(value, places=1):
    return f"{value:,.{places}f}"


def run_heading(name, run):
    catalogue = run["catalogue"]
    settings = run["settings"]
    postgres = run.get("postgres", {})
    rounds = "1 round" if settings["rounds"] == 1 else f"the median of {settings['rounds']} rounds"
    fits = "fits" if postgres.get("catalogue_fits_in_shared_buffers") else "does not fit"
    buffers = f"; PostgreSQL `shared_buffers` {postgres['shared_buffers']} (the catalogue {fits})" if postgres else ""
    return (
        f"### {catalogue['active_products']:,} active products: `{name}`\n\n"
        f"Commit `{run['commit']}`, {run['started'][:10]}, {run['label'] or 'no label'}: {catalogue['orders']:,} "
        f"orders, {settings['cache']} cache, {settings['connections']} connections, {settings['duration_s']} s per "
        f"endpoint, {rounds}{buffers}.\n"
    )


def endpoint_table(run):
    floor = run["floor"]["rps"]
    queries = run.get("queries", {})
    rows = [
        "| endpoint | req/s | × floor | p50 ms | p95 ms | p99 ms | errors | SQL |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    measured = {
        "floor (`GET /healthz`)": (run["floor"], queries.get("healthz", "")),
        **{name: (figures, queries.get(name, "")) for name, figures in run["endpoints"].items()},
    }
    for name, (figures, sql) in measured.items():
        rows.append(
            f"| {name} | {number(figures['rps'])} | {figures['rps'] / floor:.2f} | {figures['p50_ms']:.1f} | "
            f"{figures['p95_ms']:.1f} | {figures['p99_ms']:.1f} | {figures['errors']} | {sql} |"
        )
    return "\n".join(rows) + "\n"


def checkout_line(run):
    checkout = run.get("checkout")
    if not checkout:
        return ""
    return (
        f"\nCheckout: {number(checkout['orders_per_s'])} orders/s "
        f"({checkout['orders_per_s'] / run['floor']['rps']:.3f} × floor), p95 {checkout['p95_ms']:.1f} ms, "
        f"{checkout['refused_out_of_stock']} refused out of stock, "
        f"{checkout['oversold_products']} oversold, {checkout['stock_mismatches']} stock mismatches, scarce units "
        f"sold {checkout['scarce_units_sold']} of {checkout['scarce_units_available']}.\n"
    )


def frontend_line(run):
    frontend = run["frontend"]
    return (
        f"\nFirst storefront view: {frontend['js_gzip_bytes']:,} bytes of JavaScript gzipped "
        f"({frontend['js_brotli_bytes']:,} Brotli), {frontend['css_gzip_bytes']:,} of CSS "
        f"({frontend['css_brotli_bytes']:,}).\n"
    )


def import_line(run):
    imported = run.get("import")
    if not imported:
        return ""
    return (
        f"\nCSV import of {imported['rows']:,} rows: check only {imported['dry_run_s']} s, import "
        f"{imported['import_s']} s, the same file again (nothing to change) {imported['unchanged_s']} s.\n"
    )


def lighthouse_table(run):
    lighthouse = run.get("lighthouse")
    if not lighthouse:
        return ""
    rows = ["", "| page / form | served | performance | LCP ms | TBT ms | CLS |", "|---|---|---:|---:|---:|---:|"]
    for name, report in lighthouse.items():
        rows.append(
            f"| {name} | {report['served']} | {report['performance']} | {report['lcp_ms']:,} | {report['tbt_ms']} | "
            f"{report['cls']} |"
        )
    return "\n".join(rows) + "\n"


def run_section(name, run):
    return "\n".join(
        part
        for part in (
            run_heading(name, run),
            endpoint_table(run) + checkout_line(run) + frontend_line(run) + import_line(run) + lighthouse_table(run),
        )
    )


def spread(summary):
    return f"{summary['median']:,} ({summary['min']:,}-{summary['max']:,})"


def lighthouse_ab_section(name, ab):
    rows = [
        f"### Lighthouse A/B: `{name}`\n",
        f"{ab['started'][:10]}, {ab['label']}. {ab['method']}. Median of the runs, (lowest-highest):\n",
        "| page / side | runs | performance | LCP ms | TBT ms | CLS |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for page, summary in ab["summary"].items():
        rows.append(
            f"| {page} | {summary['runs']} | {spread(summary['performance'])} | {spread(summary['lcp_ms'])} | "
            f"{spread(summary['tbt_ms'])} | {spread(summary['cls'])} |"
        )
    return "\n".join(rows) + "\n"


def current_results(runs_folder=RUNS):
    runs = {path.name: json.loads(path.read_text()) for path in runs_folder.glob("latest-*.json")}
    ab = runs.pop("latest-lighthouse-ab.json", None)
    by_size = sorted(runs.items(), key=lambda item: item[1]["catalogue"]["active_products"])
    sections = [run_section(name, run) for name, run in by_size]
    if ab:
        sections.append(lighthouse_ab_section("latest-lighthouse-ab.json", ab))
    return "\n".join(sections)


def rendered(markdown, runs_folder=RUNS):
    """`markdown` with its current results replaced by those the latest runs give."""
    if BEGIN not in markdown or END not in markdown:
        raise ValueError(f"bench/RESULTS.md has lost its markers: {BEGIN} and {END}")
    before, _, rest = markdown.partition(BEGIN + "\n")
    _, _, after = rest.partition(END)
    return f"{before}{BEGIN}\n\n{current_results(runs_folder)}\n{END}{after}"


def main(argv):
    markdown = RESULTS_MD.read_text()
    current = rendered(markdown)
    if "--check" in argv:
        if current != markdown:
            print("bench/RESULTS.md is not what bench/results/latest-*.json give: run scripts/render_bench_results.py")
            return 1
        return 0
    RESULTS_MD.write_text(current)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
