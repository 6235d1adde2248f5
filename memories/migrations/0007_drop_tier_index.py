"""No index on `tier`: promotion changes it, and a changed indexed column makes every promotion a non-HOT
update, a new entry in every index of the table (the first promotion over 1M memories took 64 s). A list
or search filtered by tier reads the tenant's index and filters the rows: there are only three tiers."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memories", "0006_memory_embedding_table")]

    operations = [migrations.RemoveIndex(model_name="memory", name="memory_tenant_tier_created")]
