from django.core.management.base import BaseCommand, CommandError

from memories.embeddings import EmbeddingError, get_embedder
from memories.maintenance import DEFAULT_BATCH_SIZE, DimensionMismatch, memories_reembed, stale_counts
from tenants.models import Tenant


class Command(BaseCommand):
    help = (
        "Embed again, with the current embedder, every memory that another model embedded (after changing "
        "EMBEDDING_PROVIDER or EMBEDDING_MODEL). Vectors sent by clients are kept. Safe to interrupt and rerun."
    )

    def add_arguments(self, parser):
        parser.add_argument("--tenant", help="Only this tenant (its slug).")
        parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE, help="Memories per embedding call.")
        parser.add_argument("--dry-run", action="store_true", help="Only count the memories to embed again.")

    def handle(self, *args, tenant, batch_size, dry_run, **options):
        if batch_size < 1:
            raise CommandError("--batch-size must be at least 1.")
        scope = None
        if tenant:
            scope = Tenant.objects.filter(slug=tenant).first()
            if scope is None:
                raise CommandError(f"No tenant with slug {tenant!r}.")
        embedder = get_embedder()
        self.stdout.write(f"Current embedder: {embedder.name} ({embedder.dimensions} dimensions)")
        counts = stale_counts(tenant=scope)
        for model, count in counts:
            self.stdout.write(f"  embedded by {model}: {count}")
        if not counts:
            self.stdout.write("Every memory has a vector from the current embedder (or its client's own).")
            return
        if dry_run:
            return

        def progress(report):
            self.stdout.write(f"  {report.reembedded} embedded again")

        try:
            report = memories_reembed(tenant=scope, batch_size=batch_size, progress=progress)
        except (DimensionMismatch, EmbeddingError) as exc:
            raise CommandError(f"{exc} Nothing after the last batch reported was changed.") from exc
        self.stdout.write(
            f"Embedded {report.reembedded} memories again with {report.embedder} in {report.seconds:.1f} s"
            + (f"; {report.kept} changed meanwhile and already have a current vector" if report.kept else "")
            + "."
        )
