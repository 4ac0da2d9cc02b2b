"""/django-admin/ with the staff API's login limit: the same counters, so a lockout holds on both doors."""

from django.contrib import admin
from django.template.response import TemplateResponse

from core.api_errors import RateLimited

from .throttling import LoginAttempt


class VoltcartAdminSite(admin.AdminSite):
    site_header = "Voltcart operations"
    site_title = "Voltcart operations"

    def login(self, request, extra_context=None):
        if request.method != "POST":
            return super().login(request, extra_context)
        attempt = LoginAttempt(request, request.POST.get("username", ""))
        try:
            attempt.reserve()
        except RateLimited as limited:
            return self._refused(request, limited)
        response = super().login(request, extra_context)
        if response.status_code == 302 and request.user.is_authenticated:
            attempt.succeeded()
        return response

    def _refused(self, request, limited):
        seconds = max(1, round(limited.wait))
        context = {
            **self.each_context(request),
            "title": "Log in",
            "app_path": request.get_full_path(),
            "form": (self.login_form or admin.forms.AdminAuthenticationForm)(request),
            "limited_message": f"{limited.sentence} Try again in {seconds} seconds.",
        }
        response = TemplateResponse(request, "admin/login_limited.html", context, status=429)
        response["Retry-After"] = str(seconds)
        return response
