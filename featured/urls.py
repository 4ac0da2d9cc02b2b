from django.urls import path

from core.public_cache import cached_public_read

from . import views

urlpatterns = [
    path("featured-items/active", cached_public_read(views.ActiveFeaturedItemApi.as_view()), name="featured-active"),
    path("featured-items", views.FeaturedItemListApi.as_view(), name="featured-list"),
    path("admin/featured-items", views.FeaturedItemCreateApi.as_view(), name="featured-create"),
    path("admin/featured-items/<dbint:pk>", views.FeaturedItemDetailApi.as_view(), name="featured-detail"),
    path("admin/featured-items/<dbint:pk>/activate", views.FeaturedItemActivateApi.as_view(), name="featured-activate"),
]
