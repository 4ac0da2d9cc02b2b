"""Reading a Content-Security-Policy header in tests (the server's responses, and the browser's in e2e/)."""


def policy_directives(policy: str) -> dict:
    """{"script-src": "'self'", ...}: the header's directives, in whatever order the server writes them."""
    pairs = (directive.strip().partition(" ") for directive in policy.split(";") if directive.strip())
    return {name: value.strip() for name, _, value in pairs}
