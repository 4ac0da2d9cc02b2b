from rest_framework.authentication import SessionAuthentication

from .logs import staff_username
from .permissions import is_staff_member


class CsrfEnforcedSessionAuthentication(SessionAuthentication):
    """Session auth that checks CSRF on every unsafe request, anonymous ones included.

    DRF's SessionAuthentication only checks CSRF for logged-in users; the shop
    also protects anonymous checkout and login from cross-site posts.
    """

    def authenticate(self, request):
        self.enforce_csrf(request)
        user = getattr(request._request, "user", None)
        if not user or not user.is_active:
            return None
        if is_staff_member(user):  # the request's later log lines name who did it
            staff_username.set(user.get_username())
        return (user, None)

    def authenticate_header(self, request):
        # Makes DRF answer 401 (not 403) when no staff session is present.
        return 'Session realm="api"'
