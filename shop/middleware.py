"""While the database cannot be reached, every /api/ call answers 503 with the JSON error body
(DESIGN.md: Health and operations) instead of a traceback or an HTML page."""

from django.db import InterfaceError, OperationalError
from django.http import JsonResponse

UNAVAILABLE = "Service temporarily unavailable. Please try again shortly."


def _unavailable():
    response = JsonResponse({"message": UNAVAILABLE}, status=503)
    response["Retry-After"] = "5"
    return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            return self.get_response(request)
        except (OperationalError, InterfaceError):  # raised outside a view, e.g. saving the session
            if request.path.startswith("/api/"):
                return _unavailable()
            raise

    def process_exception(self, request, exception):
        if request.path.startswith("/api/") and isinstance(exception, (OperationalError, InterfaceError)):
            return _unavailable()
        return None
