"""axe-core in the browser tests: scan the page as it is and fail with what a screen-reader user would meet."""

from pathlib import Path

from playwright.sync_api import Page

AXE_SOURCE = (Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js").read_text()


def axe_violations(page: Page, *, include: str | None = None) -> list[dict]:
    """WCAG 2.x A/AA and best-practice violations on the current page (or inside `include`).

    evaluate() runs through the DevTools protocol, so the page's Content-Security-Policy does not block axe."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE_SOURCE)
    results = page.evaluate(
        """async (include) => {
            const options = {runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']};
            return (await axe.run(include || document, options)).violations;
        }""",
        include,
    )
    return [
        {
            "id": violation["id"],
            "help": violation["help"],
            "targets": [node["target"] for node in violation["nodes"]][:5],
            "summary": violation["nodes"][0].get("failureSummary", "") if violation["nodes"] else "",
        }
        for violation in results
    ]


def assert_no_axe_violations(page: Page, *, include: str | None = None) -> None:
    violations = axe_violations(page, include=include)
    assert violations == [], "\n".join(f"{v['id']}: {v['help']} {v['targets']}\n  {v['summary']}" for v in violations)
