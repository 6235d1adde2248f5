from django.core.management.base import BaseCommand, CommandError

from memories import sql
from memories.embeddings import EmbeddingError, get_embedder
from memories.maintenance import (
    DEFAULT_BATCH_SIZE,
    DimensionMismatch,
    check_dimensions,
    complete_vectors,
    memories_reembed,
    stale_counts,
    vectors_resize,
)
from tenants.models import Tenant

COMPLETED = (
    "Every memory has a vector again: the column is required again, and the large tenants' HNSW indexes are built."
)


class Command(BaseCommand):
    help = (
        "Embed again, with the current embedder, every memory that another model embedded (after changing "
        "EMBEDDING_PROVIDER or EMBEDDING_MODEL). Vectors sent by clients are kept. After a change of "
        "EMBEDDING_DIMENSIONS, --resize changes the vector column first. Safe to interrupt and rerun."
    )

    def add_arguments(self, parser):
        parser.add_argument("--tenant", help="Only this tenant (its slug).")
        parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE, help="Memories per embedding call.")
        parser.add_argument("--dry-run", action="store_true", help="Only count the memories to embed again.")
        parser.add_argument(
            "--resize",
            action="store_true",
            help="When EMBEDDING_DIMENSIONS differs from the vector column: resize it. Every stored vector is "
            "dropped and made again (client vectors too); search ranks by full text alone until it is done.",
        )

    def handle(self, *args, tenant, batch_size, dry_run, resize, **options):
        if batch_size < 1:
            raise CommandError("--batch-size must be at least 1.")
        scope = None
        if tenant:
            scope = Tenant.objects.filter(slug=tenant).first()
            if scope is None:
                raise CommandError(f"No tenant with slug {tenant!r}.")
        embedder, column = get_embedder(), sql.vector_dimensions()
        self.stdout.write(f"Current embedder: {embedder.name} ({embedder.dimensions} dimensions)")
        if column != embedder.dimensions:
            self.stdout.write(f"The vector column holds {column} dimensions.")
            if resize and scope is not None:
                raise CommandError("--resize changes the vector column of every tenant; it takes no --tenant.")
            if not resize and not dry_run:
                try:
                    check_dimensions()
                except DimensionMismatch as exc:
                    raise CommandError(f"{exc} Nothing was changed.") from exc
            if resize and not dry_run:
                self.stdout.write(f"Resizing it to {embedder.dimensions}: every vector is dropped and made again.")
                vectors_resize()
        counts = stale_counts(tenant=scope)
        for model, count in counts:
            self.stdout.write(f"  embedded by {model or 'a column of another size'}: {count}")
        if not counts:
            if scope is None and not dry_run and complete_vectors():
                self.stdout.write(COMPLETED)
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
        if report.completed:
            self.stdout.write(COMPLETED)
