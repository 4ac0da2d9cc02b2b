from django.urls import path

from . import views

urlpatterns = [
    path("categories", views.CategoryListApi.as_view(), name="category-list"),
    path("products", views.ProductListCreateApi.as_view(), name="product-list"),
    path("products/home", views.ProductHomeApi.as_view(), name="product-home"),
    path("products/subcategories", views.ProductSubcategoryListApi.as_view(), name="product-subcategories"),
    path("products/<int:product_id>", views.ProductDetailApi.as_view(), name="product-detail"),
    path("products/<int:product_id>/discount-50", views.ProductDiscountApi.as_view(), name="product-discount"),
    path("products/<int:product_id>/image", views.ProductMainImageApi.as_view(), name="product-main-image"),
    path("products/<int:product_id>/images", views.ProductImageListApi.as_view(), name="product-images"),
    path(
        "products/<int:product_id>/images/<int:index>",
        views.ProductImageDetailApi.as_view(),
        name="product-image-detail",
    ),
    path("admin/products", views.StaffProductListApi.as_view(), name="staff-product-list"),
]
