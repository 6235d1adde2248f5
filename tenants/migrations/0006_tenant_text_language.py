"""Tenants choose the language of their full-text search (docs/search.md, "Languages and Unicode").

Every tenant that exists is `english`, the language its memories were indexed in, whatever TEXT_LANGUAGE says now:
that setting is the default of tenants created from here on.
"""

from django.db import migrations, models

import tenants.models

CHOICES = [('arabic', 'arabic'), ('armenian', 'armenian'), ('basque', 'basque'), ('catalan', 'catalan'), ('danish', 'danish'), ('dutch', 'dutch'), ('english', 'english'), ('finnish', 'finnish'), ('french', 'french'), ('german', 'german'), ('greek', 'greek'), ('hindi', 'hindi'), ('hungarian', 'hungarian'), ('indonesian', 'indonesian'), ('irish', 'irish'), ('italian', 'italian'), ('lithuanian', 'lithuanian'), ('nepali', 'nepali'), ('norwegian', 'norwegian'), ('portuguese', 'portuguese'), ('romanian', 'romanian'), ('russian', 'russian'), ('serbian', 'serbian'), ('simple', 'simple'), ('spanish', 'spanish'), ('swedish', 'swedish'), ('tamil', 'tamil'), ('turkish', 'turkish'), ('yiddish', 'yiddish')]


class Migration(migrations.Migration):
    dependencies = [("tenants", "0005_idempotency_key")]

    operations = [
        migrations.AddField(
            model_name="tenant",
            name="text_language",
            field=models.CharField(choices=CHOICES, default="english", max_length=32),
        ),
        migrations.AlterField(
            model_name="tenant",
            name="text_language",
            field=models.CharField(choices=CHOICES, default=tenants.models.default_text_language, max_length=32),
        ),
        migrations.AddField(
            model_name="tenant",
            name="text_reindexing",
            field=models.BooleanField(default=False, editable=False),
        ),
    ]
