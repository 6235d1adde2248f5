from django.core.management.base import BaseCommand, CommandError

from memoryos.api.errors import ApiError
from memoryos.languages import TEXT_LANGUAGES
from tenants.models import ALL_SCOPES, Plan
from tenants.services import api_key_create, tenant_create


class Command(BaseCommand):
    help = "Create a tenant on a plan and print a new API key with every scope (alone on the last line)."

    def add_arguments(self, parser):
        parser.add_argument("name")
        parser.add_argument("--plan", default="free", help="free, pro, enterprise (or any plan's name)")
        parser.add_argument("--slug", default=None, help="defaults to the slugified name")
        parser.add_argument(
            "--text-language",
            default=None,
            choices=TEXT_LANGUAGES,
            help="the language of its full-text search; defaults to the TEXT_LANGUAGE setting (english)",
        )

    def handle(self, *args, name, plan, slug, text_language, **options):
        try:
            plan_obj = Plan.objects.get(name=plan)
        except Plan.DoesNotExist as exc:
            names = ", ".join(Plan.objects.values_list("name", flat=True))
            raise CommandError(f"No plan {plan!r}; plans: {names}") from exc
        try:
            tenant = tenant_create(name=name, plan=plan_obj, slug=slug, text_language=text_language)
        except ApiError as exc:
            raise CommandError(exc.message) from exc
        _, secret = api_key_create(tenant=tenant, name="default", scopes=ALL_SCOPES)
        self.stdout.write(
            f"Created tenant {tenant.name} (slug {tenant.slug}, id {tenant.pk}) on plan {plan_obj.name}, "
            f"text language {tenant.text_language}."
        )
        self.stdout.write(f"API key with scopes {', '.join(ALL_SCOPES)} (shown once):")
        self.stdout.write(secret)
