from django.core.management.base import BaseCommand, CommandError

from memories.services import tenant_text_language_set
from memoryos.languages import TEXT_LANGUAGES
from tenants.models import Tenant


class Command(BaseCommand):
    help = (
        "Set the language of a tenant's full-text search (stemming and stop words) and re-index its memories in "
        "it, 10,000 per transaction. Searches go on meanwhile, their queries already in the new language. Run it "
        "again with the same language to re-index a memory written during the change."
    )

    def add_arguments(self, parser):
        parser.add_argument("tenant", help="the tenant's slug")
        parser.add_argument("language", choices=TEXT_LANGUAGES)

    def handle(self, *args, tenant, language, **options):
        found = Tenant.objects.filter(slug=tenant).first()
        if found is None:
            raise CommandError(f"No tenant with slug {tenant!r}.")
        before = found.text_language
        count = tenant_text_language_set(tenant=found, language=language)
        self.stdout.write(f"Tenant {found.slug}: text language {before} -> {language}; {count} memories re-indexed.")
