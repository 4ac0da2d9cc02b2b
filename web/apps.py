from django.apps import AppConfig


class WebConfig(AppConfig):
    """The pages on top of the apps: the SPA's shell and its server render, sitemaps, robots.txt and the health
    check. It may import every app; no app imports it."""

    name = "web"
