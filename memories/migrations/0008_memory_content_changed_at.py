"""Memory.content_changed_at: what consolidation compares, instead of updated_at (which promotion and merges
also move). A fast default (no table rewrite): the rows that exist get the migration's time, so the first
consolidation after the upgrade compares everything once, as a first run does."""

import django.db.models.functions.datetime
import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0007_drop_tier_index"),
    ]

    operations = [
        migrations.AddField(
            model_name="memory",
            name="content_changed_at",
            field=models.DateTimeField(
                db_default=django.db.models.functions.datetime.Now(), default=django.utils.timezone.now
            ),
        ),
    ]
