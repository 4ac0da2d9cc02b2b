"""Who may call what: staff everything, anyone only the methods a view lists as public.

This is the API's default permission (REST_FRAMEWORK settings), so an endpoint is staff-only unless
it says otherwise: `public_methods = PUBLIC_READ` for a public read with staff writes, `("POST",)`
for public checkout. Staff are users with is_staff: 401 without a session, 403 for anyone else.
"""

from rest_framework.permissions import BasePermission, IsAdminUser

PUBLIC_READ = ("GET", "HEAD", "OPTIONS")


class StaffOrPublicMethod(BasePermission):
    def has_permission(self, request, view):
        if not hasattr(view, request.method.lower()):
            return True  # a method the view does not have: 405, not 401
        return request.method in getattr(view, "public_methods", ()) or IsAdminUser().has_permission(request, view)
