"""The staff roles as Django groups of model permissions, which the API's views name
(core.permissions) and /django-admin/ honours too. A staff member may hold several; superusers act as Owner."""

OWNER, CATALOGUE, VERIFIER = "Owner", "Catalogue", "Verifier"

_PRODUCTS = ("catalog.view_product", "catalog.add_product", "catalog.change_product", "catalog.delete_product")
_FEATURED = (
    "featured.view_featureditem",
    "featured.add_featureditem",
    "featured.change_featureditem",
    "featured.delete_featureditem",
)
_PHOTOS = ("uploads.add_upload",)
_ORDERS = ("orders.view_order", "orders.change_order")
# The searches shoppers made that found nothing (catalog.search.misses), and the synonyms searches use.
_SEARCH_REPORT = ("catalog.view_searchmiss",)
_SEARCH_SYNONYMS = (
    "catalog.view_searchsynonym",
    "catalog.add_searchsynonym",
    "catalog.delete_searchsynonym",
)

ROLE_PERMISSIONS = {
    OWNER: (
        *_PRODUCTS,
        *_FEATURED,
        *_PHOTOS,
        *_ORDERS,
        "orders.view_analytics",
        *_SEARCH_REPORT,
        *_SEARCH_SYNONYMS,
        "payments.refund_payment",
    ),
    # Products, their photos, imports and exports, featured items, low stock, the search report and synonyms: no
    # orders, no customer data.
    CATALOGUE: (*_PRODUCTS, *_FEATURED, *_PHOTOS, *_SEARCH_REPORT, *_SEARCH_SYNONYMS),
    # The verification queue, calls, orders and their status (which captures or voids the payment) and export;
    # products and featured items read-only; no refunds.
    VERIFIER: (*_ORDERS, "catalog.view_product", "featured.view_featureditem"),
}
ROLES = tuple(ROLE_PERMISSIONS)


def role_groups_create(apps) -> None:
    """Create the role groups that do not exist yet, with their permissions (a migration's `apps`, or the live
    registry after each migrate and test flush). A group that exists is left as an operator may have edited it in
    /django-admin/. The permissions themselves are created first: a fresh database has none before migrate ends."""
    from django.contrib.auth.management import create_permissions

    for app_config in apps.get_app_configs():
        # A migration's app stubs have no models module, which create_permissions takes to mean no models.
        models_module, app_config.models_module = getattr(app_config, "models_module", None), True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = models_module
    group_model = apps.get_model("auth", "Group")
    for role, names in ROLE_PERMISSIONS.items():
        group, created = group_model.objects.get_or_create(name=role)
        if created:
            group.permissions.set(_permissions(apps, names))


def _permissions(apps, names):
    """The permissions of these "app.codename" names that exist in `apps`' state: a migration that runs before a
    model's own leaves its permissions to the migration that grants them (role_permission_grant)."""
    permission_model = apps.get_model("auth", "Permission")
    wanted = [name.split(".") for name in names]
    return [
        permission
        for app, codename in wanted
        for permission in permission_model.objects.filter(content_type__app_label=app, codename=codename)
    ]


def role_permission_grant(apps, names, roles) -> None:
    """A release's migration giving the existing role groups `roles` the permissions `names` (created first)."""
    role_groups_create(apps)
    for group in apps.get_model("auth", "Group").objects.filter(name__in=roles):
        group.permissions.add(*_permissions(apps, names))


def roles_of(user) -> list[str]:
    """The roles a staff member holds, in ROLES' order (superusers are Owners)."""
    if user.is_superuser:
        return [OWNER]
    held = set(user.groups.values_list("name", flat=True))
    return [role for role in ROLES if role in held]


def permissions_of(user) -> list[str]:
    """The model permissions behind what the staff app may show this member, sorted."""
    every = {name for names in ROLE_PERMISSIONS.values() for name in names}
    return sorted(name for name in every if user.has_perm(name))
