"""sitemap.xml: the category pages and every active product, in pages a crawler can take (10,000 URLs each)."""

from django.contrib.sitemaps import Sitemap

from .categories import CATEGORIES
from .models import Product


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
        return f"/product/{product.pk}"


SITEMAPS = {"categories": CategorySitemap, "products": ProductSitemap}
