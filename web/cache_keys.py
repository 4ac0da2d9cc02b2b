"""The key of a kept storefront page (web.views), under the catalogue's data version: the bundle's release and
the URL with its scheme and host."""


def page(release: str, url: str) -> str:
    return f"page:{release}:{url}"
