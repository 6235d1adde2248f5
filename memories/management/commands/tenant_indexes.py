from django.core.management.base import BaseCommand

from memories.maintenance import TENANT_INDEX_MIN_MEMORIES, tenant_indexes_sync


class Command(BaseCommand):
    help = (
        f"Give every tenant with more than {TENANT_INDEX_MIN_MEMORIES:,} memories indexes of its own (an HNSW index "
        "of its vectors, a GIN index of its lexemes), and drop those of tenants that are gone or have shrunk. A "
        "write that takes a tenant over the limit starts a build itself; Celery beat runs this hourly for the "
        "rest. Run it after a bulk load with COPY. Searches and writes go on while it builds."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="Only say what would be built and dropped.")

    def handle(self, *args, dry_run, **options):
        report = tenant_indexes_sync(dry_run=dry_run)
        if report.skipped:
            self.stdout.write("Another run is building tenant indexes; nothing done.")
            return
        verb = ("would build", "would drop") if dry_run else ("built", "dropped")
        for slug in report.created:
            self.stdout.write(f"{verb[0]}: the indexes of tenant {slug} (those it lacks)")
        for name in report.dropped:
            self.stdout.write(f"{verb[1]}: {name}")
        self.stdout.write(
            f"Indexes {verb[0]} for {len(report.created)} tenant(s); {len(report.dropped)} {verb[1]}, "
            f"{report.kept} kept, in {report.seconds:.1f} s."
        )
