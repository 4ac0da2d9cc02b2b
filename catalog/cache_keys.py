"""The keys of the catalogue's kept answers, all here. Each is kept under the catalogue's data version
(core.public_cache.CATALOG, core.data_versions), so any product write retires them at once; the public reads
and pages are kept by URL (core.public_cache, web.cache_keys)."""

from collections.abc import Mapping

# How many products are active (the dashboard's figure).
ACTIVE_PRODUCTS = "active-products"


def staff_products(params: Mapping) -> str:
    """The staff product list with these filters."""
    return f"staff-products:{sorted(params.items())}"


def product_page(list_key: str, limit: int | None, offset: int) -> str:
    """One page of a kept product list (`limit` None: the plain array). v2: the kept page holds a corrected
    query too, so a page kept by an earlier release is never read as one of these."""
    return f"{list_key}:v2:{limit}:{offset}"
