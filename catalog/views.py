"""Catalogue API views: parse the input, call a selector or service, serialize the result."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.models import AuditEntry
from audit.selectors import audit_history
from audit.serializers import AuditEntrySerializer
from core.api_errors import ApiError
from core.csv_export import CSVDownloadNegotiation, csv_response
from core.db import in_batches
from core.db_limits import longer_statements
from core.file_uploads import StaffFileUpload
from core.pagination import (
    PageParamsSerializer,
    page_envelope,
    page_params,
    paged_response,
    unpaged_headers,
)
from core.permissions import PUBLIC_READ, require_staff
from core.public_cache import RECORD
from core.schema import STAFF_ERRORS, ErrorBodySerializer

from . import cache_keys, product_csv, selectors, services
from .product_bulk import ALREADY_ACTIVE, ALREADY_INACTIVE, DELETE, MAX_BULK_PRODUCTS, product_bulk_action
from .product_import import MAX_REQUEST_ROWS, product_import
from .product_rows import ProductRowForm
from .search import listings, synonyms
from .search.misses import search_misses_top
from .search.suggestions import product_suggestions
from .serializers.inputs import (
    ExtraImageInputSerializer,
    ImageOrderInputSerializer,
    LowStockParamsSerializer,
    MainImageInputSerializer,
    ProductBulkInputSerializer,
    ProductImportParamsSerializer,
    ProductInputSerializer,
    ProductListParamsSerializer,
    SearchMissParamsSerializer,
    SearchSynonymInputSerializer,
    StaffProductListParamsSerializer,
    SubcategoryParamsSerializer,
    SuggestParamsSerializer,
)
from .serializers.outputs import (
    CategoryCatalogueSerializer,
    HomeSectionSerializer,
    ProductBulkAnswerSerializer,
    ProductImportAnswerSerializer,
    ProductPageSerializer,
    ProductSerializer,
    SearchMissSerializer,
    SearchSynonymSerializer,
    SuggestionsSerializer,
)

TAGS = ["catalog"]

PRODUCT_LIST_RESPONSE = PolymorphicProxySerializer(
    component_name="ProductListResponse",
    serializers=[ProductSerializer(many=True), ProductPageSerializer],
    resource_type_field_name=None,
    many=False,
)
BAD_REQUEST = OpenApiResponse(ErrorBodySerializer, description="Invalid input; `errors` names the fields.")
NOT_FOUND = OpenApiResponse(ErrorBodySerializer, description=f'{{"message": "{selectors.PRODUCT_NOT_FOUND}"}}')


def _query_params(serializer_class, request):
    params = serializer_class(data=request.query_params)
    params.is_valid(raise_exception=True)
    return params.validated_data


def _product_list_response(select, request, params, *, shared_as=None):
    """Without `limit` a plain array of at most 500 products (X-Total-Count, Link to the next 500); with it the
    {count, next, previous, results} envelope with its optional keys (ProductPageSerializer). `shared_as`: see
    selectors.product_list_page."""
    limit, offset = page_params(request)
    found = selectors.product_list_page(
        select, params, limit=limit, offset=offset, represent=ProductSerializer.represent, shared_as=shared_as
    )
    if limit is None:
        headers = unpaged_headers(request, count=found.count, offset=offset, has_more=found.has_more)
        return Response(found.products, headers=headers)
    body = page_envelope(
        request, count=found.count, limit=limit, offset=offset, has_more=found.has_more, results=found.products
    )
    return Response({**body, **ProductPageSerializer.optional_keys(found)})


def _found_nothing(request, response) -> bool:
    """Whether a product list answer found nothing (its first page is empty; a later page may be past the end)."""
    body = response.data
    return not (body["count"] if isinstance(body, dict) else body) and page_params(request)[1] == 0


def _product_response(product, status_code=status.HTTP_200_OK):
    return Response(ProductSerializer(product).data, status=status_code)


class CategoryListApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="The nine categories and the colour maps",
        operation_id="categories_list",
        description=(
            'Body: `{"categories": [{"name", "slug", "path"}], "colors": {name: hex}, '
            '"tabletColors": {name: hex}, "unknownColor": "#808080"}`; categories in shop order, '
            "`path` is the SPA route (e.g. `/smart-home`)."
        ),
        responses=CategoryCatalogueSerializer,
    )
    def get(self, request):
        return Response(CategoryCatalogueSerializer(selectors.category_catalogue()).data)


class ProductListCreateApi(APIView):
    staff_permissions = {"POST": ("catalog.add_product",)}
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="Active products, filtered, searched, sorted and optionally paged",
        operation_id="products_list",
        description=(
            "Without `limit` the body is a plain array of products; with `limit` (and `offset`) it is the "
            "`{count, next, previous, results}` envelope."
        ),
        parameters=[ProductListParamsSerializer, PageParamsSerializer],
        responses={200: PRODUCT_LIST_RESPONSE, 400: BAD_REQUEST},
    )
    def get(self, request):
        params = _query_params(ProductListParamsSerializer, request)
        ids = params.pop("ids", None)
        if ids:
            page_params(request)  # still a 400 for a malformed limit or offset
            return Response(ProductSerializer(selectors.products_by_ids(ids), many=True).data)
        response = _product_list_response(listings.storefront_search, request, params)
        if params.get("search") and _found_nothing(request, response):
            # Counted on every answer, the cache's included (catalog.urls): what shoppers could not find.
            setattr(response, RECORD, params["search"])
        return response

    @extend_schema(
        tags=TAGS,
        summary="Create a product (staff)",
        operation_id="products_create",
        request=ProductInputSerializer,
        responses={201: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def post(self, request):
        serializer = ProductInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        product = services.product_create(**serializer.validated_data)
        return _product_response(product, status.HTTP_201_CREATED)


class ProductHomeApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="Home page carousels",
        operation_id="products_home",
        description=(
            'Body: `[{"category", "slug", "products": [...]}]`, one entry per category in shop order '
            "(also when it has no products), each with up to 6 active products, in stock first, then newest."
        ),
        responses=HomeSectionSerializer(many=True),
    )
    def get(self, request):
        return Response(HomeSectionSerializer(selectors.product_home_sections(), many=True).data)


class ProductSuggestApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="Suggestions as the shopper types",
        operation_id="products_suggest",
        description="Up to 6 active products whose name, brand or model contains `q` (names starting with it first; "
        "on PostgreSQL a word with a typo still matches) and the categories whose name contains `q`. Fewer than "
        "2 characters suggest nothing.",
        parameters=[SuggestParamsSerializer],
        responses={200: SuggestionsSerializer, 400: BAD_REQUEST},
    )
    def get(self, request):
        suggestions = product_suggestions(**_query_params(SuggestParamsSerializer, request))
        return Response(SuggestionsSerializer(suggestions).data)


class ProductSubcategoryListApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="Distinct subcategories of active products",
        operation_id="products_subcategories",
        description='Body: a sorted array of names, e.g. `["Android Tablets", "E-Readers", "iPad"]`.',
        parameters=[SubcategoryParamsSerializer],
        responses={200: {"type": "array", "items": {"type": "string"}}, 400: BAD_REQUEST},
    )
    def get(self, request):
        return Response(selectors.product_subcategories(**_query_params(SubcategoryParamsSerializer, request)))


class ProductDetailApi(APIView):
    staff_permissions = {"PUT": ("catalog.change_product",), "DELETE": ("catalog.delete_product",)}
    public_methods = PUBLIC_READ

    @extend_schema(
        tags=TAGS,
        summary="One active product",
        operation_id="products_retrieve",
        responses={200: ProductSerializer, 404: NOT_FOUND},
    )
    def get(self, request, product_id):
        return _product_response(selectors.product_get(product_id))

    @extend_schema(
        tags=TAGS,
        summary="Update a product (staff)",
        operation_id="products_update",
        description=(
            "Required fields as on create. Optional fields left out keep their stored values and null clears them "
            "(`originalPrice: null` ends a sale). The extra images are kept; they change through the image calls."
        ),
        request=ProductInputSerializer,
        responses={200: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def put(self, request, product_id):
        serializer = ProductInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return _product_response(services.product_update(product_id, actor=request.user, **serializer.validated_data))

    @extend_schema(
        tags=TAGS,
        summary="Delete a product (staff)",
        operation_id="products_destroy",
        responses={204: None, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def delete(self, request, product_id):
        services.product_delete(product_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ProductDiscountApi(APIView):
    staff_permissions = {"PATCH": ("catalog.change_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Apply the 50% discount (staff)",
        operation_id="products_discount_50",
        description=(
            "originalPrice becomes the current price and the price halves, rounded half-up to cents. "
            'A product already on sale is refused: 400 {"message": "Product is already discounted"}.'
        ),
        request=None,
        responses={200: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def patch(self, request, product_id):
        return _product_response(services.product_apply_half_price_discount(product_id, actor=request.user))


class ProductMainImageApi(APIView):
    staff_permissions = {"PUT": ("catalog.change_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Set the main image (staff)",
        operation_id="products_image_update",
        request=MainImageInputSerializer,
        responses={200: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def put(self, request, product_id):
        serializer = MainImageInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return _product_response(services.product_set_main_image(product_id, serializer.validated_data["image_url"]))


class ProductImageListApi(APIView):
    staff_permissions = {"POST": ("catalog.change_product",), "PUT": ("catalog.change_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Add an extra image (staff)",
        operation_id="products_images_create",
        description='At most 4 extra images; the 5th is 400 {"message": "Maximum of 4 images reached"}.',
        request=ExtraImageInputSerializer,
        responses={200: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def post(self, request, product_id):
        serializer = ExtraImageInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return _product_response(services.product_add_image(product_id, serializer.validated_data["image_url"]))

    @extend_schema(
        tags=TAGS,
        summary="Reorder the extra images, or make one of them the main picture (staff)",
        operation_id="products_images_reorder",
        description=(
            "`imageUrls` is the product's current imageUrls in a new order. With `imageUrl`, the main picture "
            "changes too: `imageUrl` and `imageUrls` together must be the product's current pictures, so \"Make "
            'main" sends the chosen extra picture as `imageUrl` and the old main picture in its place. Anything '
            "else (a picture added, dropped or repeated) is 400 at `imageUrls`; nothing is attached or deleted."
        ),
        request=ImageOrderInputSerializer,
        responses={200: ProductSerializer, 400: BAD_REQUEST, **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def put(self, request, product_id):
        serializer = ImageOrderInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return _product_response(services.product_reorder_images(product_id, **serializer.validated_data))


class ProductImageDetailApi(APIView):
    staff_permissions = {"DELETE": ("catalog.change_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Remove an extra image by its 0-based position in imageUrls (staff)",
        operation_id="products_images_destroy",
        responses={
            200: ProductSerializer,
            **STAFF_ERRORS,
            404: OpenApiResponse(ErrorBodySerializer, description="No such product, or no image at that position."),
        },
    )
    def delete(self, request, product_id, index):
        return _product_response(services.product_remove_image(product_id, index))


class StaffProductListApi(APIView):
    staff_permissions = {"GET": ("catalog.view_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Every product, inactive ones included (staff)",
        operation_id="admin_products_list",
        description="Sorted by name. Without `limit` a plain array; with it the paged envelope.",
        parameters=[StaffProductListParamsSerializer, PageParamsSerializer],
        responses={200: PRODUCT_LIST_RESPONSE, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def get(self, request):
        params = _query_params(StaffProductListParamsSerializer, request)
        return _product_list_response(
            listings.staff_product_list, request, params, shared_as=cache_keys.staff_products(params)
        )


class ProductHistoryApi(APIView):
    staff_permissions = {"GET": ("catalog.view_product",)}

    @extend_schema(
        tags=TAGS,
        summary="Staff changes to a product's price, original price, stock and active flag, newest first (staff)",
        operation_id="products_history",
        responses={200: AuditEntrySerializer(many=True), **STAFF_ERRORS, 404: NOT_FOUND},
    )
    def get(self, request, product_id):
        selectors.product_exists(product_id)
        entries = audit_history(subject=AuditEntry.Subject.PRODUCT, subject_id=product_id)
        return Response(AuditEntrySerializer(entries, many=True).data)


LOW_STOCK_COLUMNS = ["id", "name", "brand", "model", "category", "stock", "price"]


class LowStockReportApi(APIView):
    staff_permissions = {"GET": ("catalog.view_product",)}
    content_negotiation_class = CSVDownloadNegotiation

    @extend_schema(
        tags=TAGS,
        summary="Active products running out, lowest stock first (staff)",
        description="JSON (paged like every list), or a CSV download with `format=csv`.",
        operation_id="admin_reports_low_stock",
        parameters=[LowStockParamsSerializer, PageParamsSerializer],
        responses={200: PRODUCT_LIST_RESPONSE, (200, "text/csv"): OpenApiTypes.STR, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def get(self, request):
        params = _query_params(LowStockParamsSerializer, request)
        products = selectors.product_low_stock(threshold=params["threshold"])
        if params["format"] == "csv":
            page_params(request)  # the download is the whole report, but a bad limit or offset is still a 400
            rows = (
                [getattr(p, f) for f in ("pk", "name", "brand", "model", "category", "stock", "price")]
                for p in in_batches(products)
            )
            return csv_response("low-stock.csv", LOW_STOCK_COLUMNS, rows)
        return paged_response(request, products, lambda rows: ProductSerializer(rows, many=True).data)


class SearchMissReportApi(APIView):
    staff_permissions = {"GET": ("catalog.view_searchmiss",)}

    @extend_schema(
        tags=TAGS,
        summary="What shoppers searched for and did not find (staff)",
        description="The 50 texts searched most often in the last `days` days that found nothing, most often "
        "first. Only the normalised text is kept (no shopper data).",
        operation_id="admin_reports_zero_result_searches",
        parameters=[SearchMissParamsSerializer],
        responses={200: SearchMissSerializer(many=True), 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def get(self, request):
        params = _query_params(SearchMissParamsSerializer, request)
        return Response(SearchMissSerializer(search_misses_top(days=params["days"]), many=True).data)


class SearchSynonymListCreateApi(APIView):
    staff_permissions = {"GET": ("catalog.view_searchsynonym",), "POST": ("catalog.add_searchsynonym",)}

    @extend_schema(
        tags=TAGS,
        summary="The search synonyms (staff)",
        description="Each set of words that mean the same to a shopper: a search word of a set also finds the others.",
        operation_id="admin_search_synonyms_list",
        responses={200: SearchSynonymSerializer(many=True), **STAFF_ERRORS},
    )
    def get(self, request):
        return Response(SearchSynonymSerializer(synonyms.search_synonyms_list(), many=True).data)

    @extend_schema(
        tags=TAGS,
        summary="Add a set of search synonyms (staff)",
        operation_id="admin_search_synonyms_create",
        request=SearchSynonymInputSerializer,
        responses={201: SearchSynonymSerializer, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def post(self, request):
        serializer = SearchSynonymInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        synonym = synonyms.search_synonym_create(words=serializer.validated_data["words"], actor=request.user)
        return Response(SearchSynonymSerializer(synonym).data, status=status.HTTP_201_CREATED)


class SearchSynonymDetailApi(APIView):
    staff_permissions = {"DELETE": ("catalog.delete_searchsynonym",)}

    @extend_schema(
        tags=TAGS,
        summary="Remove a set of search synonyms (staff)",
        operation_id="admin_search_synonyms_delete",
        responses={204: None, 404: OpenApiResponse(ErrorBodySerializer), **STAFF_ERRORS},
    )
    def delete(self, request, synonym_id):
        synonyms.search_synonym_delete(synonym_id=synonym_id, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ProductExportApi(APIView):
    staff_permissions = {"GET": ("catalog.view_product",)}
    content_negotiation_class = CSVDownloadNegotiation

    @extend_schema(
        tags=TAGS,
        summary="Every product as CSV, streamed, with the staff list's filters (staff)",
        description="Columns: " + ", ".join(product_csv.COLUMNS) + ". Lists are `|`-separated, specifications "
        "`Key: Value|Key: Value`; a cell a spreadsheet would run as a formula starts with `'`. Importing the file "
        "again changes nothing.",
        operation_id="admin_products_export",
        parameters=[StaffProductListParamsSerializer],
        responses={(200, "text/csv"): OpenApiTypes.STR, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def get(self, request):
        params = _query_params(StaffProductListParamsSerializer, request)
        products = in_batches(listings.staff_product_export(**params))
        return csv_response("products.csv", product_csv.COLUMNS, map(product_csv.product_row, products))


CSV_FILE_BODY = {"type": "object", "properties": {"file": {"type": "string", "format": "binary"}}, "required": ["file"]}


class ProductImportApi(StaffFileUpload, APIView):
    staff_permissions = {"POST": ("catalog.add_product", "catalog.change_product")}
    max_file_bytes = 10 * 2**20  # larger files go through `manage.py import_products`
    too_large_message = f"The file is larger than {max_file_bytes // 2**20} MB"

    @extend_schema(
        tags=TAGS,
        summary="Create and update products from a CSV file, or only check it (staff)",
        description="The export's columns (`model` says which product a row is; a column left out keeps its "
        "values). Every row is checked by the product form's rules; with any error nothing is written, dry run or "
        f"not. Up to {MAX_REQUEST_ROWS:,} rows and {max_file_bytes // 2**20} MB; row 1 is the header.",
        operation_id="admin_products_import",
        parameters=[ProductImportParamsSerializer],
        request={"multipart/form-data": CSV_FILE_BODY},
        responses={200: ProductImportAnswerSerializer, 400: BAD_REQUEST, 413: ErrorBodySerializer, **STAFF_ERRORS},
    )
    def post(self, request):
        params = _query_params(ProductImportParamsSerializer, request)
        upload = request.FILES.get("file")
        if upload is None:
            raise ApiError("Choose a CSV file to import", errors={"file": ["Choose a CSV file to import"]})
        with longer_statements():
            result = product_import(upload.read(), form=ProductRowForm(), dry_run=params["dryRun"], actor=request.user)
        return Response(result.as_answer())


class ProductBulkApi(APIView):
    staff_permissions = {"POST": ("catalog.change_product",)}

    @extend_schema(
        tags=TAGS,
        summary="One action on many products: activate, deactivate, 50% discount, set stock, delete (staff)",
        description=(
            "The products by `ids` or by the staff list's `filter` ({search, category}), one of the two, at most "
            f"{MAX_BULK_PRODUCTS:,}; `value` is set-stock's stock. All or nothing, in one transaction; each change "
            "is in the audit trail. `done` counts the products changed; `skipped` lists the others with the "
            f'reason: "{selectors.PRODUCT_NOT_FOUND}", "{services.ALREADY_DISCOUNTED}", "{ALREADY_ACTIVE}", '
            f'"{ALREADY_INACTIVE}", '
            '"Stock is already N". Deleting also needs the permission to delete products.'
        ),
        operation_id="admin_products_bulk",
        request=ProductBulkInputSerializer,
        responses={200: ProductBulkAnswerSerializer, 400: BAD_REQUEST, **STAFF_ERRORS},
    )
    def post(self, request):
        serializer = ProductBulkInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        if serializer.validated_data["action"] == DELETE:
            require_staff(request.user, ("catalog.delete_product",))
        return Response(product_bulk_action(actor=request.user, **serializer.validated_data).as_answer())
