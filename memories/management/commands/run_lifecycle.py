from django.core.management.base import BaseCommand, CommandError

from memories import lifecycle
from tenants.models import Tenant


class Command(BaseCommand):
    help = "Run lifecycle jobs (decay, promote, prune, consolidate) now, for every tenant or one."

    def add_arguments(self, parser):
        parser.add_argument(
            "jobs",
            nargs="*",
            choices=[*lifecycle.JOBS, []],
            metavar="JOB",
            help=f"One or more of {', '.join(lifecycle.JOBS)}; all of them when omitted.",
        )
        parser.add_argument("--tenant", help="Only this tenant (its slug).")

    def handle(self, *args, jobs, tenant, **options):
        scope = None
        if tenant:
            scope = Tenant.objects.filter(slug=tenant).first()
            if scope is None:
                raise CommandError(f"No tenant with slug {tenant!r}.")
        for job in jobs or lifecycle.JOBS:
            report = lifecycle.run(job, tenant=scope)
            if report.skipped:
                self.stdout.write(f"{job}: skipped, another run of it holds the lock")
            else:
                self.stdout.write(
                    f"{job}: {report.changed} memories changed in {len(report.by_tenant)} tenant(s), "
                    f"{report.batches} batch(es), {report.seconds:.2f} s"
                )
