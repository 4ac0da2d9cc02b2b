"""sitemap.xml: the category pages and every active product, in pages a crawler can take (10,000 URLs each,
the protocol allows 50,000): /sitemap.xml lists sitemap-products.xml, then sitemap-products.xml?p=2 and on.

Each answer is kept under the catalogue's version (shop/urls.py, core.public_cache), so a product saved or
deleted shows in the next one; at 20k products a page cost 0.25 s and 800 KB to build on every request."""

from django.contrib.sitemaps import Sitemap

from .categories import CATEGORIES
from .models import Product

# A product's page in the storefront, as its router writes it (the SPA's PATHS.product is generated from this).
PRODUCT_PATH = "/product/:id"
# How long a built sitemap answer may be kept; a product change replaces it sooner (a new catalogue version).
KEEP_SECONDS = 60 * 60


class CategorySitemap(Sitemap):
    changefreq = "daily"
    priority = 0.8

    def items(self):
        return [category["slug"] for category in CATEGORIES]

    def location(self, slug):
        return f"/{slug}"


class ProductSitemap(Sitemap):
    changefreq = "daily"
    limit = 10_000

    def items(self):
        return Product.objects.active().order_by("id").only("id")

    def location(self, product):
        return PRODUCT_PATH.replace(":id", str(product.pk))


SITEMAPS = {"categories": CategorySitemap, "products": ProductSitemap}
