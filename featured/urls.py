from django.urls import path

from shop.public_cache import cached_public_read

from . import views

urlpatterns = [
    path(
        "featured-items/active", cached_public_read(views.ActiveFeaturedItemView.as_view()), name="featured-active"
    ),
    path("featured-items", views.FeaturedItemListView.as_view(), name="featured-list"),
    path("admin/featured-items", views.FeaturedItemCreateView.as_view(), name="featured-create"),
    path("admin/featured-items/<int:pk>", views.FeaturedItemDetailView.as_view(), name="featured-detail"),
    path("admin/featured-items/<int:pk>/activate", views.FeaturedItemActivateView.as_view(), name="featured-activate"),
]
