"""The staff roles (DESIGN.md: Staff roles) as Django groups of model permissions, which the API's views name
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

ROLE_PERMISSIONS = {
    OWNER: (*_PRODUCTS, *_FEATURED, *_PHOTOS, *_ORDERS, "orders.view_analytics"),
    # Products, their photos, imports and exports, featured items, low stock: no orders, no customer data.
    CATALOGUE: (*_PRODUCTS, *_FEATURED, *_PHOTOS),
    # The verification queue, calls, orders and their status and export; products and featured items read-only.
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
    group_model, permission_model = apps.get_model("auth", "Group"), apps.get_model("auth", "Permission")
    for role, names in ROLE_PERMISSIONS.items():
        group, created = group_model.objects.get_or_create(name=role)
        if created:
            wanted = [name.split(".") for name in names]
            group.permissions.set(
                permission_model.objects.get(content_type__app_label=app, codename=codename) for app, codename in wanted
            )


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
