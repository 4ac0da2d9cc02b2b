from django.http import JsonResponse
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics, status
from rest_framework.permissions import AllowAny, IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

from shop.pagination import OptionalLimitOffsetPagination
from shop.schema import STAFF_ERRORS, error_responses

from . import services
from .models import FeaturedItem
from .serializers import ActiveFeaturedItemSerializer, FeaturedItemInputSerializer, StaffFeaturedItemSerializer


class ActiveFeaturedItemView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="featured_items_active",
        summary="The active featured item with its product (public)",
        responses={200: OpenApiResponse(
            ActiveFeaturedItemSerializer,
            description="The active item with `product` embedded (null when the product is gone or inactive). "
                        "The body is `null` when no item is active.",
        )},
        auth=[],
    )
    def get(self, request):
        item, product = services.active_item_with_product()
        if item is None:
            # DRF's JSONRenderer renders None as an empty body; the contract is a JSON `null`.
            return JsonResponse(None, safe=False)
        item.active_product = product
        return Response(ActiveFeaturedItemSerializer(item).data)


class FeaturedItemListView(generics.ListAPIView):
    permission_classes = [IsAdminUser]
    serializer_class = StaffFeaturedItemSerializer
    pagination_class = OptionalLimitOffsetPagination

    def get_queryset(self):
        return services.with_product_name(FeaturedItem.objects.all())

    @extend_schema(
        operation_id="featured_items_list",
        summary="List featured items (staff), newest first",
        description="A plain array without `limit`; the {count, next, previous, results} envelope with it.",
        responses={200: StaffFeaturedItemSerializer(many=True), **STAFF_ERRORS},
    )
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)


class FeaturedItemCreateView(APIView):
    permission_classes = [IsAdminUser]

    @extend_schema(
        operation_id="admin_featured_items_create",
        summary="Create a featured item (staff)",
        request=FeaturedItemInputSerializer,
        responses={201: StaffFeaturedItemSerializer, **error_responses(400, 409), **STAFF_ERRORS},
    )
    def post(self, request):
        serializer = FeaturedItemInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        item = services.save_item(None, **serializer.service_kwargs())
        return Response(StaffFeaturedItemSerializer(item).data, status=status.HTTP_201_CREATED)


class FeaturedItemDetailView(APIView):
    permission_classes = [IsAdminUser]

    @extend_schema(
        operation_id="admin_featured_items_update",
        summary="Replace a featured item (staff)",
        request=FeaturedItemInputSerializer,
        responses={200: StaffFeaturedItemSerializer, **error_responses(400, 404, 409), **STAFF_ERRORS},
    )
    def put(self, request, pk):
        item = services.get_item(pk)
        serializer = FeaturedItemInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        item = services.save_item(item, **serializer.service_kwargs())
        return Response(StaffFeaturedItemSerializer(item).data)

    @extend_schema(
        operation_id="admin_featured_items_delete",
        summary="Delete a featured item (staff)",
        responses={204: None, **error_responses(404), **STAFF_ERRORS},
    )
    def delete(self, request, pk):
        services.delete(pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FeaturedItemActivateView(APIView):
    permission_classes = [IsAdminUser]

    @extend_schema(
        operation_id="admin_featured_items_activate",
        summary="Make this the one active featured item (staff)",
        request=None,
        responses={200: StaffFeaturedItemSerializer, **error_responses(404, 409), **STAFF_ERRORS},
    )
    def patch(self, request, pk):
        return Response(StaffFeaturedItemSerializer(services.activate(pk)).data)
