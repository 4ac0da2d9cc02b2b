from django.apps import AppConfig


class DemoConfig(AppConfig):
    """Demo and load data, for `make run` and `make bench`: the seed commands (seed_catalog, seed_orders,
    bootstrap_dev) and the catalogue they write. On top of the apps, as the pages are: no app imports it."""

    name = "demo"
