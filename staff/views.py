from django.contrib.auth import authenticate, login, logout
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import ensure_csrf_cookie
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api_errors import ApiError
from core.permissions import PUBLIC_READ, is_staff_member
from core.schema import STAFF_ERRORS, error_responses
from orders.analytics import analytics_summary

from .serializers import AdminSessionSerializer, AnalyticsSerializer, LoginSerializer
from .throttling import LoginAttempt

INVALID_CREDENTIALS = "Invalid username or password"


def admin_body(user):
    return AdminSessionSerializer({"admin": user}).data


class LoginApi(APIView):
    public_methods = ("POST",)

    @extend_schema(
        operation_id="admin_login",
        summary="Staff login: starts a session",
        description=(
            "Only staff users may sign in; anyone else gets the same 401 as a wrong password. Failed attempts "
            "are limited per client address and username (LOGIN_RATE); over the limit every attempt is 429 "
            "until the window ends. The session and CSRF cookies are (re)issued on success."
        ),
        request=LoginSerializer,
        responses={200: AdminSessionSerializer, **error_responses(400, 401, 403, 429)},
        auth=[],
    )
    def post(self, request):
        serializer = LoginSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        username = serializer.validated_data["username"]
        attempt = LoginAttempt(request, username)
        attempt.reserve()
        user = authenticate(request, username=username, password=serializer.validated_data["password"])
        if user is None or not user.is_staff:
            raise ApiError(INVALID_CREDENTIALS, status_code=status.HTTP_401_UNAUTHORIZED)
        attempt.succeeded()
        login(request, user)
        return Response(admin_body(user))


class LogoutApi(APIView):
    public_methods = ("POST",)

    @extend_schema(
        operation_id="admin_logout",
        summary="End the staff session (idempotent)",
        request=None,
        responses={204: None, **error_responses(403)},
        auth=[],
    )
    def post(self, request):
        logout(request)
        return Response(status=status.HTTP_204_NO_CONTENT)


@method_decorator(ensure_csrf_cookie, name="dispatch")
class MeApi(APIView):
    public_methods = PUBLIC_READ

    @extend_schema(
        operation_id="admin_me",
        summary="The signed-in staff user (also sets the csrftoken cookie)",
        responses={200: AdminSessionSerializer, **error_responses(401)},
        auth=[],
    )
    def get(self, request):
        user = request.user
        if not is_staff_member(user):
            raise ApiError("Not signed in", status_code=status.HTTP_401_UNAUTHORIZED)
        return Response(admin_body(user))


class AnalyticsApi(APIView):
    staff_permissions = {"GET": ("orders.view_analytics",)}

    @extend_schema(
        operation_id="admin_analytics",
        summary="Dashboard figures (staff)",
        description="Revenue counts orders that are not Canceled; revenueByDay covers the last 30 days (UTC).",
        responses={200: AnalyticsSerializer, **STAFF_ERRORS},
    )
    def get(self, request):
        return Response(AnalyticsSerializer(analytics_summary()).data)
