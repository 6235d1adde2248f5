"""Per-tenant, per-tier memory counters (Tenant.memories_short/medium/long), filled from the stored rows.

They give the total of a list filtered by tier alone: nothing indexes `tier` (migration memories/0007,
so that promotions stay HOT), and a COUNT(*) read every row of the tenant (69 ms at 100k).
"""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tenants", "0002_seed_plans"),
        ("memories", "0009_memoryembedding_user_id"),  # the rows it counts
    ]

    operations = [
        migrations.AddField(
            model_name="tenant",
            name="memories_long",
            field=models.PositiveBigIntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="tenant",
            name="memories_medium",
            field=models.PositiveBigIntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="tenant",
            name="memories_short",
            field=models.PositiveBigIntegerField(default=0, editable=False),
        ),
        migrations.RunSQL(
            "UPDATE tenants_tenant t SET memories_short = c.short, memories_medium = c.medium, "
            "memories_long = c.long FROM (SELECT tenant_id, count(*) FILTER (WHERE tier = 'short') AS short, "
            "count(*) FILTER (WHERE tier = 'medium') AS medium, count(*) FILTER (WHERE tier = 'long') AS long "
            "FROM memories_memory GROUP BY tenant_id) c WHERE t.id = c.tenant_id",
            migrations.RunSQL.noop,
        ),
    ]
