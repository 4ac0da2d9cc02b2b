"""What the catalogue's API reads: the staff product body, the pictures' bodies, bulk actions and imports, the
listings' and reports' query parameters, and search synonyms. Validation here is about the input's shape and the
forms' messages (catalog.form_rules); business rules live in catalog/services.py."""

from django.conf import settings
from rest_framework import serializers

from core.fields import (
    AMOUNT_PATTERN,
    AmountField,
    FlagField,
    IdField,
    TextField,
    WholeNumberField,
    amount_messages,
    amount_schema,
    documented,
    is_site_path_or_web_url,
    required_text,
    same_message,
)

from ..categories import CATEGORY_NAMES
from ..form_rules import (
    INVALID_IMAGE_URL,
    MAX_BRAND_FILTER_LENGTH,
    MAX_BRANDS_FILTERED,
    MAX_COMPARED,
    MAX_SPECIFICATION_NAME,
    MAX_SPECIFICATIONS,
    MAX_SYNONYM_LENGTH,
    MAX_SYNONYMS,
    MIN_SYNONYM_LENGTH,
    MIN_SYNONYMS,
    PRODUCT_MESSAGES,
    STOCK_ERRORS,
)
from ..models import MAX_STOCK
from ..product_bulk import BULK_ACTIONS, MAX_BULK_PRODUCTS, SET_STOCK
from ..search.listings import ORDERING_CHOICES, SEARCH_FIELDS
from ..search.misses import KEEP_DAYS


def _messages(required, **others):
    """error_messages where absent, null and blank all read as the field's one "... is required" sentence."""
    return {**same_message(required, "required", "null", "blank"), **others}


def _required_text(field, label, max_length, schema=None):
    message = PRODUCT_MESSAGES[field]
    return required_text(message, max_length=max_length, invalid=f"{label} must be text", schema=schema)


IMAGE_URL_FORMAT_MESSAGE = "Image URL must start with http://, https:// or /"
# A site path (/static/...) or an absolute http(s) URL (core.fields.is_site_path_or_web_url).
IMAGE_URL_SCHEMA = {"pattern": r"^(/[^/\s\\][^\s\\]*|/|https?://[^\s]+)$"}


class PriceField(AmountField):
    """A price (core.fields.AmountField) whose messages name it; a blank string reads as missing."""

    def __init__(self, label, **kwargs):
        error_messages = {
            "invalid": f"{label} must be a number",
            "min_value": f"{label} must be 0 or greater",
            "max_digits": f"{label} can have at most 10 digits",
            "max_whole_digits": f"{label} can have at most 8 digits before the decimal point",
            "max_decimal_places": f"{label} can have at most 2 decimal places",
            "max_string_length": f"{label} must be a number",
            **kwargs.pop("error_messages", {}),
        }
        super().__init__(error_messages=error_messages, **kwargs)

    def validate_empty_values(self, data):
        if isinstance(data, str) and not data.strip() and not self.allow_null:
            self.fail("required")
        return super().validate_empty_values(data)


# Blank, like null, means "no original price" (a form's empty optional box).
OptionalPriceField = documented(PriceField, amount_schema(r"^([0-9]{1,8}(\.[0-9]{1,2})?)?$", "599.99"))
# A query parameter is text: its schema is the string alone.
PriceParamField = documented(AmountField, {"type": "string", "pattern": AMOUNT_PATTERN, "example": "499.99"})


class ProductInputSerializer(serializers.Serializer):
    """Staff create/update body. On update, optional fields left out keep their stored values; null clears them."""

    name = _required_text("name", "Name", max_length=200)
    description = _required_text("description", "Description", max_length=5000)
    price = PriceField("Price", error_messages=_messages(PRODUCT_MESSAGES["price"]))
    originalPrice = OptionalPriceField("Original price", source="original_price", required=False, allow_null=True)
    category = _required_text("category", "Category", max_length=50, schema={"enum": CATEGORY_NAMES})
    subcategory = TextField(
        max_length=100,
        required=False,
        allow_blank=True,
        allow_null=True,
        help_text="Required for Tablets and Home Appliances.",
    )
    brand = _required_text("brand", "Brand", max_length=100)
    model = _required_text("model", "Model", max_length=100)
    color = TextField(max_length=50, required=False, allow_blank=True, allow_null=True)
    colorOptions = serializers.ListField(
        source="color_options",
        child=TextField(max_length=50, allow_blank=True, error_messages={"invalid": "Each color option must be text"}),
        required=False,
        allow_null=True,
        max_length=40,
        error_messages={"not_a_list": "Color options must be a list of color names"},
    )
    features = serializers.ListField(
        child=TextField(max_length=300, allow_blank=True, error_messages={"invalid": "Each feature must be text"}),
        max_length=50,
        allow_empty=False,
        min_length=1,
        error_messages=_messages(
            PRODUCT_MESSAGES["features"],
            empty=PRODUCT_MESSAGES["features"],
            min_length=PRODUCT_MESSAGES["features"],
            not_a_list="Features must be a list of strings",
        ),
    )
    specifications = serializers.DictField(
        child=TextField(
            max_length=500, allow_blank=True, error_messages={"invalid": "Each specification value must be text"}
        ),
        required=False,
        allow_null=True,
        error_messages={"not_a_dict": "Specifications must be an object of names to text values"},
    )
    imageUrl = documented(TextField, {"type": "string", **IMAGE_URL_SCHEMA})(
        source="image_url",
        max_length=500,
        error_messages=_messages(
            PRODUCT_MESSAGES["imageUrl"], invalid="Image URL must start with http://, https:// or /"
        ),
    )
    stock = WholeNumberField(required=False, min_value=0, max_value=MAX_STOCK, error_messages=STOCK_ERRORS)
    isActive = FlagField(
        source="is_active",
        required=False,
        error_messages={"invalid": "isActive must be true or false", "null": "isActive must be true or false"},
    )

    def validate_category(self, value):
        if value not in CATEGORY_NAMES:
            raise serializers.ValidationError(f"Category must be one of: {', '.join(CATEGORY_NAMES)}")
        return value

    def validate_subcategory(self, value):
        return value or ""

    def validate_color(self, value):
        return value or None

    def validate_colorOptions(self, value):
        return [name.strip() for name in value or [] if name.strip()]

    def validate_features(self, value):
        features = [feature for feature in value if feature]
        if not features:
            raise serializers.ValidationError(PRODUCT_MESSAGES["features"])
        return features

    def validate_specifications(self, value):
        value = value or {}
        if len(value) > MAX_SPECIFICATIONS:
            raise serializers.ValidationError(f"At most {MAX_SPECIFICATIONS} specifications")
        for name in value:
            if not name.strip() or len(name) > MAX_SPECIFICATION_NAME:
                raise serializers.ValidationError(
                    f"Each specification name must be 1 to {MAX_SPECIFICATION_NAME} characters"
                )
        return value

    def validate_imageUrl(self, value):
        if not is_site_path_or_web_url(value):
            raise serializers.ValidationError(IMAGE_URL_FORMAT_MESSAGE)
        return value


def _image_url_field(**options):
    """An image's URL field of ImageUrlInputSerializer (the documented name and its alias alike)."""
    return TextField(
        max_length=500,
        required=False,
        allow_blank=True,
        allow_null=True,
        error_messages={"invalid": INVALID_IMAGE_URL},
        **options,
    )


class ImageUrlInputSerializer(serializers.Serializer):
    """{"imageURL": ...} as documented; `imageUrl` is accepted as an alias. Subclasses name the blank message."""

    blank_message: str

    imageURL = _image_url_field()
    imageUrl = _image_url_field(help_text="Alias of imageURL.")

    def validate(self, attrs):
        url = attrs.get("imageURL") or attrs.get("imageUrl") or ""
        if not url:
            raise serializers.ValidationError({"imageURL": [self.blank_message]})
        if not is_site_path_or_web_url(url):
            raise serializers.ValidationError({"imageURL": [INVALID_IMAGE_URL]})
        return {"image_url": url}


class MainImageInputSerializer(ImageUrlInputSerializer):
    blank_message = INVALID_IMAGE_URL


class ExtraImageInputSerializer(ImageUrlInputSerializer):
    blank_message = "Please enter an image URL"


REORDER_LIST_MESSAGE = "imageUrls must be the list of the product's image URLs"


class ImageOrderInputSerializer(serializers.Serializer):
    """PUT /api/products/{id}/images: the extra images in a new order, and optionally a new main picture taken
    from among them (its place goes to the old main one)."""

    imageUrls = serializers.ListField(
        source="image_urls",
        child=TextField(max_length=500, error_messages={"invalid": "Each image URL must be text"}),
        help_text="The product's imageUrls in their new order: the same URLs, each as many times.",
        error_messages=same_message(REORDER_LIST_MESSAGE, "required", "null", "not_a_list"),
    )
    imageUrl = TextField(
        source="image_url",
        max_length=500,
        required=False,
        help_text="Optional: the new main picture. imageUrl and imageUrls together must be the product's current "
        "pictures: to make an extra picture the main one, send it here and the old main picture in its place in "
        "imageUrls.",
        error_messages=same_message("imageUrl must be one of the product's image URLs", "invalid", "null", "blank"),
    )


def _category_param(help_text):
    return serializers.ChoiceField(
        choices=CATEGORY_NAMES,
        required=False,
        allow_blank=True,
        help_text=help_text,
        error_messages={"invalid_choice": 'Unknown category "{input}"'},
    )


def _price_param(name, source, help_text):
    message = f"{name} must be a price like 499.99"
    return PriceParamField(
        source=source,
        required=False,
        help_text=help_text,
        error_messages=amount_messages(message),
    )


BRAND_FILTER_MESSAGE = (
    f"brand must be up to {MAX_BRANDS_FILTERED} brand names separated by commas, {MAX_BRAND_FILTER_LENGTH:,} "
    "characters at most"
)


class ProductListParamsSerializer(serializers.Serializer):
    ids = documented(serializers.CharField, {"type": "string", "pattern": r"^(|[0-9]{1,18}(,[0-9]{1,18}){0,3})$"})(
        required=False,
        allow_blank=True,
        help_text="Up to 4 comma-separated product ids (comparison): those active products, in that order, "
        "as a plain array; the other parameters are ignored.",
    )
    category = _category_param("Exact category name, e.g. `Smart Home`.")
    subcategory = serializers.CharField(required=False, allow_blank=True, help_text="Exact subcategory.")
    search = serializers.CharField(
        required=False, allow_blank=True, max_length=200, help_text="Case-insensitive substring."
    )
    searchFields = documented(
        serializers.CharField,
        {"type": "string", "pattern": rf"^(|({'|'.join(SEARCH_FIELDS)})(,({'|'.join(SEARCH_FIELDS)}))*)$"},
    )(
        source="search_fields",
        required=False,
        allow_blank=True,
        help_text=f"Comma-separated fields `search` looks in: {', '.join(SEARCH_FIELDS)}. Default: all of them.",
    )
    brand = documented(
        serializers.CharField,
        {
            "type": "string",
            "maxLength": MAX_BRAND_FILTER_LENGTH,
            "pattern": rf"^[^,]*(,[^,]*){{0,{MAX_BRANDS_FILTERED - 1}}}$",
        },
    )(
        source="brands",
        required=False,
        allow_blank=True,
        max_length=MAX_BRAND_FILTER_LENGTH,
        help_text=f"Comma-separated exact brand names (up to {MAX_BRANDS_FILTERED}): products of any of them.",
        error_messages=same_message(BRAND_FILTER_MESSAGE, "max_length", "invalid"),
    )
    minPrice = _price_param("minPrice", "min_price", "Lowest price, inclusive.")
    maxPrice = _price_param("maxPrice", "max_price", "Price bound, exclusive.")
    facets = serializers.ChoiceField(
        choices=["brand"],
        required=False,
        help_text="`brand`: a paged answer carries `facets`, the brand counts and price range of the matches of "
        "the other filters.",
        error_messages={"invalid_choice": 'Unknown facets "{input}". Use: brand'},
    )
    ordering = serializers.ChoiceField(
        choices=list(ORDERING_CHOICES),
        required=False,
        help_text="Default: `relevance` (best match: the whole text in the name, then in another searched field, "
        "then every word in the name, brand or model, then the rest, each by name) while `search` is given, else "
        "`name`.",
        error_messages={"invalid_choice": f'Unknown ordering "{{input}}". Use one of: {", ".join(ORDERING_CHOICES)}'},
    )
    inStock = serializers.BooleanField(
        source="in_stock",
        required=False,
        help_text="`true` lists only products with stock above 0.",
        error_messages={"invalid": "inStock must be true or false"},
    )
    exact = serializers.BooleanField(
        required=False,
        help_text="`true`: a paged search that finds nothing is not retried with a corrected text (`correctedQuery`).",
        error_messages={"invalid": "exact must be true or false"},
    )

    def validate_ids(self, value):
        if not value:
            return None
        parts = value.split(",")
        if len(parts) > MAX_COMPARED or not all(part.isdigit() and len(part) <= 18 for part in parts):
            raise serializers.ValidationError(f"ids must be 1 to {MAX_COMPARED} product ids separated by commas")
        return [int(part) for part in parts]

    def validate_brand(self, value):
        # A name no product has (too long for a brand, say) simply finds nothing.
        brands = list(dict.fromkeys(name.strip() for name in value.split(",") if name.strip()))
        if len(brands) > MAX_BRANDS_FILTERED:
            raise serializers.ValidationError(BRAND_FILTER_MESSAGE)
        return brands or None

    def validate_facets(self, value):
        return value == "brand"

    def validate_searchFields(self, value):
        if not value:
            return SEARCH_FIELDS
        fields = tuple(field.strip() for field in value.split(",") if field.strip())
        unknown = [field for field in fields if field not in SEARCH_FIELDS]
        if unknown or not fields:
            raise serializers.ValidationError(
                f'Unknown searchFields "{value}". Use a comma-separated list of: {", ".join(SEARCH_FIELDS)}'
            )
        return fields


class SubcategoryParamsSerializer(serializers.Serializer):
    category = _category_param("Only this category's subcategories, e.g. `Tablets`.")


class StaffProductListParamsSerializer(serializers.Serializer):
    search = serializers.CharField(
        required=False, allow_blank=True, max_length=200, help_text="Substring of name, brand, model or description."
    )
    category = _category_param("Exact category name.")


CHOOSE_PRODUCTS = "Choose the products: send ids or a filter"
IDS_OR_FILTER = "Send ids or a filter, not both"
STOCK_REQUIRED = "Stock is required to set the stock"
VALUE_ONLY_FOR_STOCK = "value is only for set-stock"
FILTER_SHAPE = "filter must be an object with search and category"


class ProductBulkFilterSerializer(StaffProductListParamsSerializer):
    def to_internal_value(self, data):
        if not isinstance(data, dict):
            raise serializers.ValidationError([FILTER_SHAPE])  # at "filter", not "filter.non_field_errors"
        return super().to_internal_value(data)


class ProductBulkInputSerializer(serializers.Serializer):
    """A bulk action's body: the products by id or by the staff list's filter (one of the two), the action, and
    for set-stock the stock."""

    ids = serializers.ListField(
        child=IdField(
            error_messages=same_message("Each id must be a product id", "invalid", "min_value", "max_value"),
        ),
        required=False,
        allow_empty=False,
        max_length=MAX_BULK_PRODUCTS,
        help_text=f"Product ids, at most {MAX_BULK_PRODUCTS:,}; ids that do not exist are skipped.",
        error_messages={
            "not_a_list": "ids must be a list of product ids",
            "empty": "Choose at least one product",
            "null": "ids must be a list of product ids",
            "max_length": f"At most {MAX_BULK_PRODUCTS:,} products in one bulk action",
        },
    )
    filter = ProductBulkFilterSerializer(
        required=False,
        source="matching",
        help_text="Every product the staff list shows for these filters.",
        error_messages={"null": FILTER_SHAPE},
    )
    action = serializers.ChoiceField(
        choices=BULK_ACTIONS,
        error_messages=same_message(
            "action must be one of " + ", ".join(BULK_ACTIONS), "required", "null", "invalid_choice"
        ),
    )
    value = WholeNumberField(
        required=False,
        allow_null=True,
        min_value=0,
        max_value=MAX_STOCK,
        help_text="set-stock only: the new stock.",
        error_messages=STOCK_ERRORS,
    )

    def validate(self, attrs):
        chosen = [name for name in ("ids", "matching") if name in attrs]
        if len(chosen) != 1:
            message = IDS_OR_FILTER if chosen else CHOOSE_PRODUCTS
            raise serializers.ValidationError({"ids": [message]})
        if attrs["action"] == SET_STOCK and attrs.get("value") is None:
            raise serializers.ValidationError({"value": [STOCK_REQUIRED]})
        if attrs["action"] != SET_STOCK and "value" in attrs:
            raise serializers.ValidationError({"value": [VALUE_ONLY_FOR_STOCK]})
        return attrs


class ProductImportParamsSerializer(serializers.Serializer):
    dryRun = serializers.BooleanField(
        required=False, default=True, help_text="true (the default): check the file and say what would change."
    )


class LowStockParamsSerializer(serializers.Serializer):
    threshold = serializers.IntegerField(
        required=False,
        # The operator's setting, which the low-stock metric counts by too (ops/metrics.py).
        default=lambda: settings.LOW_STOCK_THRESHOLD,
        min_value=0,
        max_value=MAX_STOCK,
        help_text="Products with this many units or fewer (default: the LOW_STOCK_THRESHOLD setting, 5 unless set).",
        error_messages=same_message(
            "threshold must be a whole number of 0 or more", "invalid", "min_value", "max_value", "max_string_length"
        ),
    )
    format = serializers.ChoiceField(
        choices=["json", "csv"],
        required=False,
        default="json",
        error_messages={"invalid_choice": "format must be json or csv"},
    )


class SearchMissParamsSerializer(serializers.Serializer):
    days = serializers.IntegerField(
        required=False,
        default=30,
        min_value=1,
        max_value=KEEP_DAYS,
        help_text=f"The last this many days, today included (1 to {KEEP_DAYS}, default 30).",
        error_messages=same_message(
            f"days must be a whole number from 1 to {KEEP_DAYS}",
            "invalid",
            "min_value",
            "max_value",
            "max_string_length",
        ),
    )


class SuggestParamsSerializer(serializers.Serializer):
    q = serializers.CharField(
        required=False, allow_blank=True, max_length=100, help_text="What the shopper has typed so far."
    )


SYNONYM_WORDS_MESSAGE = f"words must be {MIN_SYNONYMS} to {MAX_SYNONYMS} different words"
SYNONYM_WORD_MESSAGE = (
    f"Each word must be {MIN_SYNONYM_LENGTH} to {MAX_SYNONYM_LENGTH} characters, without commas or line breaks"
)


class SearchSynonymInputSerializer(serializers.Serializer):
    words = serializers.ListField(
        child=serializers.CharField(allow_blank=True, trim_whitespace=False),
        min_length=MIN_SYNONYMS,
        max_length=MAX_SYNONYMS,
        help_text=f'{MIN_SYNONYMS} to {MAX_SYNONYMS} words that mean the same to a shopper, e.g. ["earphones", '
        '"earbuds"], each {MIN_SYNONYM_LENGTH} to {MAX_SYNONYM_LENGTH} characters; stored trimmed and lower-case.',
        error_messages=same_message(SYNONYM_WORDS_MESSAGE, "min_length", "max_length", "not_a_list", "empty"),
    )

    def validate_words(self, value):
        # Every word's failure is the field's one sentence: the form shows it beside the one input of words.
        words = [" ".join(word.split()).lower() for word in value]
        if any(
            not MIN_SYNONYM_LENGTH <= len(word) <= MAX_SYNONYM_LENGTH or "," in word or "\n" in raw
            for word, raw in zip(words, value, strict=True)
        ):
            raise serializers.ValidationError(SYNONYM_WORD_MESSAGE)
        if len(set(words)) != len(words):
            raise serializers.ValidationError(SYNONYM_WORDS_MESSAGE)
        return words
