from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from tenants.models import ALL_SCOPES, Tenant
from tenants.services import api_key_create


class Command(BaseCommand):
    help = "Create an API key for a tenant and print it (alone on the last line). The secret is shown once."

    def add_arguments(self, parser):
        parser.add_argument("tenant", help="tenant slug")
        parser.add_argument("--name", default="cli")
        parser.add_argument(
            "--scopes", default=",".join(ALL_SCOPES), help=f"comma-separated, from {', '.join(ALL_SCOPES)}"
        )
        parser.add_argument("--expires-in-days", type=int, default=None)

    def handle(self, *args, tenant, name, scopes, expires_in_days, **options):
        try:
            tenant_obj = Tenant.objects.get(slug=tenant)
        except Tenant.DoesNotExist as exc:
            raise CommandError(f"No tenant with slug {tenant!r}") from exc
        scope_list = [s.strip() for s in scopes.split(",") if s.strip()]
        unknown = sorted(set(scope_list) - set(ALL_SCOPES))
        if unknown or not scope_list:
            raise CommandError(f"Unknown or missing scopes {unknown}; choose from {', '.join(ALL_SCOPES)}")
        if expires_in_days is not None and expires_in_days <= 0:
            raise CommandError("--expires-in-days must be positive")
        expires_at = timezone.now() + timedelta(days=expires_in_days) if expires_in_days else None
        api_key, secret = api_key_create(tenant=tenant_obj, name=name, scopes=scope_list, expires_at=expires_at)
        self.stdout.write(
            f"Created key {api_key.prefix}… for {tenant_obj.slug} with scopes {', '.join(scope_list)} (shown once):"
        )
        self.stdout.write(secret)
