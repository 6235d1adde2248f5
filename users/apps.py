from django.apps import AppConfig


class UsersConfig(AppConfig):
    name = "users"
    verbose_name = "End users (export, erasure)"
