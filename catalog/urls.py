from django.urls import path

from core.public_cache import cached_public_read

from . import views
from .search.misses import search_miss_record

urlpatterns = [
    path("categories", cached_public_read(views.CategoryListApi.as_view()), name="category-list"),
    path(
        "products",
        cached_public_read(views.ProductListCreateApi.as_view(), record=search_miss_record),
        name="product-list",
    ),
    path("products/home", cached_public_read(views.ProductHomeApi.as_view()), name="product-home"),
    path("products/suggest", cached_public_read(views.ProductSuggestApi.as_view()), name="product-suggest"),
    path(
        "products/subcategories",
        cached_public_read(views.ProductSubcategoryListApi.as_view()),
        name="product-subcategories",
    ),
    path("products/<dbint:product_id>", cached_public_read(views.ProductDetailApi.as_view()), name="product-detail"),
    path("products/<dbint:product_id>/discount-50", views.ProductDiscountApi.as_view(), name="product-discount"),
    path("products/<dbint:product_id>/image", views.ProductMainImageApi.as_view(), name="product-main-image"),
    path("products/<dbint:product_id>/images", views.ProductImageListApi.as_view(), name="product-images"),
    path(
        "products/<dbint:product_id>/images/<dbint:index>",
        views.ProductImageDetailApi.as_view(),
        name="product-image-detail",
    ),
    path("products/<dbint:product_id>/history", views.ProductHistoryApi.as_view(), name="product-history"),
    path("admin/products", views.StaffProductListApi.as_view(), name="staff-product-list"),
    path("admin/products/export.csv", views.ProductExportApi.as_view(), name="staff-product-export"),
    path("admin/products/import", views.ProductImportApi.as_view(), name="staff-product-import"),
    path("admin/products/bulk", views.ProductBulkApi.as_view(), name="staff-product-bulk"),
    path("admin/reports/low-stock", views.LowStockReportApi.as_view(), name="low-stock-report"),
    path("admin/search-synonyms", views.SearchSynonymListCreateApi.as_view(), name="search-synonyms"),
    path(
        "admin/search-synonyms/<dbint:synonym_id>",
        views.SearchSynonymDetailApi.as_view(),
        name="search-synonym-detail",
    ),
    path(
        "admin/reports/zero-result-searches",
        views.SearchMissReportApi.as_view(),
        name="zero-result-searches-report",
    ),
]
