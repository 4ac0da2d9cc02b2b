from django.http import JsonResponse
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.pagination import PageParamsSerializer, paged_response
from core.permissions import PUBLIC_READ
from core.schema import STAFF_ERRORS, error_responses, list_response

from . import selectors, services
from .serializers import ActiveFeaturedItemSerializer, FeaturedItemInputSerializer, StaffFeaturedItemSerializer


class ActiveFeaturedItemApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        operation_id="featured_items_active",
        summary="The active featured item with its product (public)",
        responses={
            200: OpenApiResponse(
                ActiveFeaturedItemSerializer,
                description="The active item with `product` embedded (null when the product is gone or inactive). "
                "The body is `null` when no item is active.",
            )
        },
        auth=[],
    )
    def get(self, request):
        item, product = selectors.featured_item_active()
        if item is None:
            # DRF's JSONRenderer renders None as an empty body; the contract is a JSON `null`.
            return JsonResponse(None, safe=False)
        item.active_product = product
        return Response(ActiveFeaturedItemSerializer(item).data)


class FeaturedItemListApi(APIView):
    staff_permissions = {"GET": ("featured.view_featureditem",)}

    @extend_schema(
        operation_id="featured_items_list",
        summary="List featured items (staff), newest first",
        description=(
            "Without `limit` a plain array of at most 500 (X-Total-Count, Link to the rest); with it the "
            "{count, next, previous, results} envelope."
        ),
        parameters=[PageParamsSerializer],
        responses={
            200: list_response("FeaturedItem", StaffFeaturedItemSerializer),
            **error_responses(400),
            **STAFF_ERRORS,
        },
    )
    def get(self, request):
        items = selectors.featured_item_list()
        return paged_response(request, items, lambda rows: StaffFeaturedItemSerializer(rows, many=True).data)


class FeaturedItemCreateApi(APIView):
    staff_permissions = {"POST": ("featured.add_featureditem",)}

    @extend_schema(
        operation_id="admin_featured_items_create",
        summary="Create a featured item (staff)",
        request=FeaturedItemInputSerializer,
        responses={201: StaffFeaturedItemSerializer, **error_responses(400, 409), **STAFF_ERRORS},
    )
    def post(self, request):
        serializer = FeaturedItemInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        item = services.featured_item_save(**serializer.validated_data)
        return Response(StaffFeaturedItemSerializer(item).data, status=status.HTTP_201_CREATED)


class FeaturedItemDetailApi(APIView):
    staff_permissions = {"PUT": ("featured.change_featureditem",), "DELETE": ("featured.delete_featureditem",)}

    @extend_schema(
        operation_id="admin_featured_items_update",
        summary="Replace a featured item (staff)",
        request=FeaturedItemInputSerializer,
        responses={200: StaffFeaturedItemSerializer, **error_responses(400, 404, 409), **STAFF_ERRORS},
    )
    def put(self, request, pk):
        selectors.featured_item_get(pk)  # a missing item is 404 before its input is checked
        serializer = FeaturedItemInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        item = services.featured_item_save(pk, **serializer.validated_data)
        return Response(StaffFeaturedItemSerializer(item).data)

    @extend_schema(
        operation_id="admin_featured_items_delete",
        summary="Delete a featured item (staff)",
        responses={204: None, **error_responses(404), **STAFF_ERRORS},
    )
    def delete(self, request, pk):
        services.featured_item_delete(pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FeaturedItemActivateApi(APIView):
    staff_permissions = {"PATCH": ("featured.change_featureditem",)}

    @extend_schema(
        operation_id="admin_featured_items_activate",
        summary="Make this the one active featured item (staff)",
        request=None,
        responses={200: StaffFeaturedItemSerializer, **error_responses(404, 409), **STAFF_ERRORS},
    )
    def patch(self, request, pk):
        return Response(StaffFeaturedItemSerializer(services.featured_item_activate(pk)).data)
