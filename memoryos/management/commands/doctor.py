from django.core.management.base import BaseCommand, CommandError

from memoryos import checks


class Command(BaseCommand):
    help = (
        "Check what MemoryOS depends on: the database and pgvector, the cache, the Celery broker, the "
        "embedder, whether stored vectors come from the current embedder, whether every large tenant has "
        "its own HNSW index, whether every memory is indexed in its tenant's text language (or queued for it), "
        "and (without Redis) whether the web workers run the beat schedule. Exits 1 if any "
        "check fails."
    )

    def handle(self, *args, **options):
        results = [check() for check in checks.EVERYTHING]
        width = max(len(result.name) for result in results)
        for result in results:
            line = f"{result.status:<4}  {result.name:<{width}}  {result.detail}"
            self.stdout.write(line + (f" ({result.error})" if result.error else ""))
        failed = [result.name for result in results if not result.ok]
        if failed:
            raise CommandError(f"{len(failed)} check(s) failed: {', '.join(failed)}.")
