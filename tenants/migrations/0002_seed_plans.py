from django.db import migrations

# Defaults of SPEC §9: free 60 writes/min and 120 reads/min, pro ten times that. Operators edit them in
# the admin; this migration only creates plans that do not exist yet.
PLANS = [
    {"name": "free", "read_requests_per_minute": 120, "write_requests_per_minute": 60, "max_memories": 10_000,
     "max_context_tokens": 4_000, "max_batch_size": 100, "features": {}},
    {"name": "pro", "read_requests_per_minute": 1_200, "write_requests_per_minute": 600, "max_memories": 1_000_000,
     "max_context_tokens": 16_000, "max_batch_size": 500, "features": {}},
    {"name": "enterprise", "read_requests_per_minute": 12_000, "write_requests_per_minute": 6_000,
     "max_memories": 100_000_000, "max_context_tokens": 128_000, "max_batch_size": 1_000, "features": {}},
]


def seed(apps, schema_editor):
    Plan = apps.get_model("tenants", "Plan")
    for plan in PLANS:
        Plan.objects.get_or_create(name=plan["name"], defaults=plan)


class Migration(migrations.Migration):
    dependencies = [("tenants", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
