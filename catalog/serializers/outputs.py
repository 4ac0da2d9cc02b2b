"""The catalogue's answers: the camelCase product (compiled into a plain function, core.shapes), the paged
listing's envelope with its facets, the categories, suggestions, reports and bulk and import results."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import MoneyField
from core.shapes import PlainShape

from ..models import Product
from ..selectors import PRODUCT_NOT_FOUND
from ..services import ALREADY_DISCOUNTED


@extend_schema_field({"type": "array", "items": {"type": "string"}})
class StoredStringListField(serializers.JSONField):
    """A stored JSON list of strings, output as is (cheaper than a ListField on big lists)."""


@extend_schema_field({"type": "object", "additionalProperties": {"type": "string"}})
class StoredStringMapField(serializers.JSONField):
    """A stored JSON object of string values, output as is."""


@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": {
            "type": "object",
            "properties": {width: {"type": "string"} for width in ("320", "640", "1280")},
            "additionalProperties": False,
        },
    }
)
class StoredRenditionsField(serializers.JSONField):
    """The stored {url: {"320": url, …}} of the product's uploaded photos, output as is."""


class ProductSerializer(PlainShape, serializers.ModelSerializer):
    """The product as the API shows it (camelCase, money as 2-decimal strings): the schema's fields, compiled
    into `ProductSerializer.represent` (core.shapes), build it. A listing answers up to 500 of them, and the
    field-by-field walk costs more than the page's queries (decision 0021)."""

    originalPrice = MoneyField(source="original_price", allow_null=True)
    colorOptions = StoredStringListField(source="color_options")
    features = StoredStringListField()
    specifications = StoredStringMapField()
    imageUrl = serializers.CharField(source="image_url")
    imageUrls = StoredStringListField(source="image_urls")
    imageRenditions = StoredRenditionsField(
        source="image_renditions",
        help_text='For each uploaded photo among imageUrl and imageUrls, its WebP renditions by width: {"<url>": '
        '{"320": url, "640": url, "1280": url}}, only the widths no wider than the photo ({} under 320 px). '
        "Pasted URLs have no entry; {} when the product has no uploaded photo.",
    )
    isActive = serializers.BooleanField(source="is_active")
    createdAt = serializers.DateTimeField(source="created_at")

    class Meta:
        model = Product
        fields = [
            "id",
            "name",
            "description",
            "price",
            "originalPrice",
            "category",
            "subcategory",
            "brand",
            "model",
            "color",
            "colorOptions",
            "features",
            "specifications",
            "imageUrl",
            "imageUrls",
            "imageRenditions",
            "stock",
            "isActive",
            "createdAt",
        ]
        read_only_fields = fields


class BrandCountSerializer(serializers.Serializer):
    value = serializers.CharField(help_text="A brand, as products name it.")
    count = serializers.IntegerField(help_text="How many of the matches are of this brand.")


class PriceRangeSerializer(serializers.Serializer):
    min = MoneyField(allow_null=True)
    max = MoneyField(allow_null=True)


class FacetsSerializer(serializers.Serializer):
    """What the Brand filter and the price inputs show, each over the matches of every other filter."""

    brand = BrandCountSerializer(many=True, help_text="Every brand among the matches, most products first.")
    price = PriceRangeSerializer(help_text="The matches' lowest and highest price (null when none).")
    countCapped = serializers.BooleanField(
        source="count_capped",
        required=False,
        help_text="Present (true) when the counts are over a search's first 1,000 matches only.",
    )

    def to_representation(self, instance):
        body = super().to_representation(instance)
        if not body.get("countCapped"):
            body.pop("countCapped", None)
        return body


class ProductPageSerializer(serializers.Serializer):
    """The paged list envelope, returned when `limit` is given."""

    count = serializers.IntegerField(help_text="Exact, unless countCapped: then at least this many match.")
    countCapped = serializers.BooleanField(
        required=False, help_text="Present (true) when a search matched more products than it counts."
    )
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = ProductSerializer(many=True)
    correctedQuery = serializers.CharField(
        required=False, help_text="Present when the search as typed found nothing and this corrected text did."
    )
    facets = FacetsSerializer(required=False, help_text="With `facets=brand`.")

    @staticmethod
    def optional_keys(found) -> dict:
        """The envelope's optional keys for a page (catalog.search.planning.ProductPage), each only when it says
        something; count, links and results are core.pagination's."""
        keys = {}
        if found.count_capped:
            keys["countCapped"] = True
        if found.corrected_query is not None:
            keys["correctedQuery"] = found.corrected_query
        if found.facets is not None:
            keys["facets"] = FacetsSerializer(found.facets).data
        return keys


class CategorySerializer(serializers.Serializer):
    name = serializers.CharField()
    slug = serializers.CharField()
    path = serializers.CharField()
    subcategoryRequired = serializers.BooleanField(
        source="subcategory_required",
        help_text="Products of this category need a subcategory (its page filters by it).",
    )


class CategoryCatalogueSerializer(serializers.Serializer):
    """The nine categories in shop order, and the colour maps used for swatches."""

    categories = CategorySerializer(many=True)
    colors = serializers.DictField(child=serializers.CharField(), help_text="Colour name to hex, for swatches.")
    tabletColors = serializers.DictField(
        source="tablet_colors", child=serializers.CharField(), help_text="The smaller colour map used for tablets."
    )
    unknownColor = serializers.CharField(source="unknown_color", help_text="Hex used for a colour not in the maps.")


class HomeSectionSerializer(serializers.Serializer):
    category = serializers.CharField()
    slug = serializers.CharField()
    products = ProductSerializer(many=True)


class ProductBulkSkippedSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    reason = serializers.CharField(help_text=f'e.g. "{PRODUCT_NOT_FOUND}", "{ALREADY_DISCOUNTED}".')


class ProductBulkAnswerSerializer(serializers.Serializer):
    done = serializers.IntegerField(help_text="How many products the action changed (each in the audit trail).")
    skipped = ProductBulkSkippedSerializer(many=True, help_text="The other products asked for, by id, with why.")


class ImportErrorSerializer(serializers.Serializer):
    row = serializers.IntegerField(help_text="The file's row, the header being row 1.")
    column = serializers.CharField()
    message = serializers.CharField()


class ProductImportAnswerSerializer(serializers.Serializer):
    created = serializers.IntegerField()
    updated = serializers.IntegerField()
    unchanged = serializers.IntegerField()
    errors = ImportErrorSerializer(many=True, help_text="Empty when every row can be imported.")


class SearchMissSerializer(serializers.Serializer):
    """A search that found nothing: `{"query", "count", "lastSeen"}`."""

    query = serializers.CharField(help_text="The text searched, trimmed and lower-case.")
    count = serializers.IntegerField(help_text="How many searches for it found nothing in those days.")
    lastSeen = serializers.DateTimeField(source="last_seen")


class SuggestedProductSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    brand = serializers.CharField()
    category = serializers.CharField()
    price = MoneyField()
    imageUrl = serializers.CharField(source="image_url")


class SuggestedCategorySerializer(serializers.Serializer):
    name = serializers.CharField()
    path = serializers.CharField()


class SuggestionsSerializer(serializers.Serializer):
    products = SuggestedProductSerializer(many=True, help_text="Up to 6 products.")
    categories = SuggestedCategorySerializer(many=True)


class SearchSynonymSerializer(serializers.Serializer):
    """`{"id", "words"}`."""

    id = serializers.IntegerField()
    words = serializers.ListField(child=serializers.CharField())
