from django.shortcuts import render
from django.views.decorators.csrf import ensure_csrf_cookie


@ensure_csrf_cookie
def spa(request):
    """The one template that mounts the React SPA (storefront, 404 page and staff app)."""
    return render(request, "index.html")
