from django.core.management.base import BaseCommand, CommandError

from memories import sql
from tenants.models import Tenant


class Command(BaseCommand):
    help = "Print memory counts by tenant, tier and nature (with pinned and superseded counts)."

    def add_arguments(self, parser):
        parser.add_argument("--tenant", help="Only this tenant (its slug).")

    def handle(self, *args, tenant, **options):
        tenant_id = None
        if tenant:
            tenant_id = Tenant.objects.filter(slug=tenant).values_list("pk", flat=True).first()
            if tenant_id is None:
                raise CommandError(f"No tenant with slug {tenant!r}.")
        rows = sql.memory_stats(tenant_id)
        header = ("tenant", "tier", "nature", "memories", "pinned", "superseded")
        widths = [max(len(str(v)) for v in column) for column in zip(header, *rows, strict=True)]
        for row in [header, *rows]:
            self.stdout.write("  ".join(str(v).ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())
        self.stdout.write(f"total  {sum(row[3] for row in rows)}")
