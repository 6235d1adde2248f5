from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = "Search and context"
