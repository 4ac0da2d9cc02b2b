"""/media/: the stored photos (shop/urls.py includes this before the SPA's catch-all, which leaves media/ out)."""

from django.urls import re_path

from . import views

# Only what services.upload_create writes: uploads/<32 hex digits>/<name>[-<width>].<jpg|png|webp>.
urlpatterns = [
    re_path(
        r"^(?P<name>uploads/[0-9a-f]{32}/[a-z0-9][a-z0-9-]{0,59}\.(?:jpg|png|webp))$", views.media_file, name="media"
    ),
]
