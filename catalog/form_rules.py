"""What the product, listing and synonym forms accept and the messages they answer with, declared once: the
serializers answer with them and `manage.py export_constants` hands them to the SPA's schemas, keyed by the body's
field names."""

from .models import MAX_STOCK

PRODUCT_MESSAGES = {
    "name": "Name is required",
    "description": "Description is required",
    "price": "Price is required",
    "category": "Category is required",
    "subcategory": "Subcategory is required",
    "brand": "Brand is required",
    "model": "Model is required",
    "features": "At least one feature is required",
    "imageUrl": "Image is required",
    "stockInvalid": "Stock must be a whole number",
    "stockMin": "Stock must be 0 or greater",
    "stockMax": f"Stock must be at most {MAX_STOCK}",
}
STOCK_ERRORS = {
    "invalid": PRODUCT_MESSAGES["stockInvalid"],
    "null": PRODUCT_MESSAGES["stockInvalid"],
    "min_value": PRODUCT_MESSAGES["stockMin"],
    "max_value": PRODUCT_MESSAGES["stockMax"],
    "max_string_length": PRODUCT_MESSAGES["stockInvalid"],
}
INVALID_IMAGE_URL = "Please enter a valid image URL."
MAX_SPECIFICATIONS = 50
MAX_SPECIFICATION_NAME = 100

# The comparison's products, and the brand filter's names.
MAX_COMPARED = 4
MAX_BRANDS_FILTERED = 50
# Fifty names of twenty characters; with the longest search, the URL stays within what a server takes (gunicorn's
# 4,094-byte request line), percent-encoded.
MAX_BRAND_FILTER_LENGTH = 1000

# A set of search synonyms: how many words, and how long each.
MIN_SYNONYMS, MAX_SYNONYMS = 2, 10
MIN_SYNONYM_LENGTH, MAX_SYNONYM_LENGTH = 2, 40
