from django.core.management.base import BaseCommand, CommandError

from memories.maintenance import REINDEX_BATCH, text_reindex
from memories.services import tenant_text_language_set
from memoryos.languages import TEXT_LANGUAGES
from tenants.models import Tenant


class Command(BaseCommand):
    help = (
        "Set the language of a tenant's full-text search (stemming and stop words) and re-index its memories in "
        f"it, {REINDEX_BATCH:,} per transaction, now. Searches go on meanwhile, their queries already in the new "
        "language. The API's PATCH /v1/admin/settings does the same in the background."
    )

    def add_arguments(self, parser):
        parser.add_argument("tenant", help="the tenant's slug")
        parser.add_argument("language", choices=TEXT_LANGUAGES)

    def handle(self, *args, tenant, language, **options):
        found = Tenant.objects.filter(slug=tenant).first()
        if found is None:
            raise CommandError(f"No tenant with slug {tenant!r}.")
        before = found.text_language
        tenant_text_language_set(tenant=found, language=language)
        done = text_reindex(tenant_id=found.pk)
        if found.slug not in done and Tenant.objects.filter(pk=found.pk, text_reindexing=True).exists():
            self.stdout.write(f"Tenant {found.slug}: text language {before} -> {language}; another run is re-indexing.")
            return
        self.stdout.write(
            f"Tenant {found.slug}: text language {before} -> {language}; {done.get(found.slug, 0)} memories re-indexed."
        )
