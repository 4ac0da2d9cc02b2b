"""Who may call what: staff as their roles allow, anyone only the methods a view lists as public.

This is the API's default permission (REST_FRAMEWORK settings), so an endpoint is staff-only unless it says
otherwise: `public_methods = PUBLIC_READ` for a public read with staff writes, `("POST",)` for public checkout.
Staff are users with is_staff: 401 without a session, 403 for anyone else. Each staff method names the model
permissions it needs (`staff_permissions = {"GET": ("orders.view_order",), ...}`); the staff roles are groups
holding them (staff.roles), and a member whose roles lack one gets 403 "Your role does not allow this".
"""

from rest_framework.exceptions import NotAuthenticated, PermissionDenied
from rest_framework.permissions import BasePermission

PUBLIC_READ = ("GET", "HEAD", "OPTIONS")
ROLE_REFUSAL = "Your role does not allow this"


def is_staff_member(user) -> bool:
    return bool(user and user.is_authenticated and user.is_active and user.is_staff)


def require_staff(user, permissions=()) -> None:
    """401 without a session, 403 for a shopper, 403 ROLE_REFUSAL for staff whose roles lack `permissions`."""
    if not (user and user.is_authenticated):
        raise NotAuthenticated()
    if not is_staff_member(user):
        raise PermissionDenied()
    if permissions and not user.has_perms(permissions):
        raise PermissionDenied(ROLE_REFUSAL)


def staff_permissions(view, method: str) -> tuple[str, ...]:
    """The model permissions `view` needs for `method` (HEAD as GET)."""
    needed = getattr(view, "staff_permissions", {})
    return tuple(needed.get("GET" if method == "HEAD" else method, ()))


class StaffOrPublicMethod(BasePermission):
    def has_permission(self, request, view):
        if not hasattr(view, request.method.lower()):
            return True  # a method the view does not have: 405, not 401
        if request.method in getattr(view, "public_methods", ()):
            return True
        require_staff(request.user, staff_permissions(view, request.method))
        return True
