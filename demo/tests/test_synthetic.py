"""Synthetic benchmark products read like a real catalogue, so searches over them are honest."""

from decimal import Decimal
from pathlib import Path

from django.conf import settings

from catalog.categories import CATEGORIES_WITH_SUBCATEGORY, CATEGORY_NAMES, COLORS, TABLET_COLORS
from demo.synthetic import sequence_number, synthetic_products

SAMPLE = list(synthetic_products(1, 9_000))


def _share(term):
    term = term.lower()
    fields = ("name", "brand", "model", "category", "description")
    matches = sum(any(term in product[field].lower() for field in fields) for product in SAMPLE)
    return matches / len(SAMPLE)


def test_search_terms_match_a_realistic_share_of_the_catalogue():
    assert 0.10 <= _share("pro") <= 0.22
    assert 0.004 <= _share("sennheiser") <= 0.02
    assert _share("fairphone") <= 0.003
    # The old generator wrote "product" into every description.
    assert _share("product") < 0.10
    assert _share("synthetic") == 0


def test_products_are_varied_and_follow_the_catalogue_rules():
    assert {product["category"] for product in SAMPLE} == set(CATEGORY_NAMES)
    assert len({product["name"] for product in SAMPLE}) > 500
    assert len({product["description"] for product in SAMPLE}) > 100
    static_dir = Path(settings.BASE_DIR) / "static"
    for product in SAMPLE:
        assert product["features"] and product["price"] > 0
        if product["original_price"] is not None:
            assert product["original_price"] > product["price"]
        if product["category"] in CATEGORIES_WITH_SUBCATEGORY:
            assert product["subcategory"]
        palette = TABLET_COLORS if product["category"] == "Tablets" else COLORS
        assert all(color in palette for color in product["color_options"])
        assert (static_dir / product["image_url"].removeprefix("/static/")).is_file()


def test_generation_is_repeatable_and_numbered_by_model_code():
    again = list(synthetic_products(1, 20))
    assert again == SAMPLE[:20]
    assert [sequence_number(product["model"]) for product in again] == list(range(1, 21))
    assert sequence_number("SM-S928B") is None


def test_prices_stay_within_each_product_lines_range():
    for product in SAMPLE:
        assert Decimal("5") <= product["price"] <= Decimal("4000"), product
    scooters = [p["price"] for p in SAMPLE if p["category"] == "Electric Scooters"]
    assert any(Decimal("500") <= price < Decimal("1000") for price in scooters)
