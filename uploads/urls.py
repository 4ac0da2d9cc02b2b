from django.urls import path

from . import views

urlpatterns = [
    path("admin/uploads", views.UploadCreateApi.as_view(), name="upload-create"),
]
