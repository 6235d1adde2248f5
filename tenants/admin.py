from django import forms
from django.contrib import admin, messages

from tenants.models import ALL_SCOPES, ApiKey, Plan, Scope, Tenant, Usage
from tenants.services import USAGE_FIELDS, api_key_create, api_key_revoke


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = [
        "name",
        "read_requests_per_minute",
        "write_requests_per_minute",
        "max_memories",
        "max_context_tokens",
        "max_batch_size",
    ]


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    fields = ["prefix", "name", "scopes", "created_at", "last_used_at", "expires_at", "revoked_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        return False  # keys are created from the API key admin, which shows the secret once


@admin.register(Tenant)
class TenantAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "plan", "status", "memory_count", "created_at"]
    list_filter = ["plan", "status"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [ApiKeyInline]

    def get_readonly_fields(self, request, obj=None):
        # A tenant's memories are indexed in its text language: `manage.py set_text_language` changes it and
        # re-indexes them, which can take longer than a request.
        fixed = ["id", "memory_count", "created_at"]
        return fixed if obj is None else [*fixed, "text_language", "text_reindexing"]


class ApiKeyCreateForm(forms.ModelForm):
    scopes = forms.MultipleChoiceField(choices=Scope.choices, initial=ALL_SCOPES, widget=forms.CheckboxSelectMultiple)

    class Meta:
        model = ApiKey
        fields = ["tenant", "name", "scopes", "expires_at"]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ["prefix", "name", "tenant", "created_at", "last_used_at", "expires_at", "revoked_at"]
    list_filter = ["tenant"]
    search_fields = ["prefix", "name", "tenant__slug"]
    actions = ["revoke"]

    def get_form(self, request, obj=None, **kwargs):
        if obj is None:
            kwargs["form"] = ApiKeyCreateForm
        return super().get_form(request, obj, **kwargs)

    def get_readonly_fields(self, request, obj=None):
        if obj is None:
            return []
        return ["id", "tenant", "prefix", "scopes", "created_at", "last_used_at"]

    def get_fields(self, request, obj=None):
        if obj is None:
            return ["tenant", "name", "scopes", "expires_at"]
        return [
            "id",
            "tenant",
            "name",
            "prefix",
            "scopes",
            "created_at",
            "last_used_at",
            "expires_at",
            "revoked_at",
        ]

    def save_model(self, request, obj, form, change):
        if change:
            super().save_model(request, obj, form, change)
            return
        api_key, secret = api_key_create(
            tenant=form.cleaned_data["tenant"],
            name=form.cleaned_data["name"],
            scopes=form.cleaned_data["scopes"],
            expires_at=form.cleaned_data.get("expires_at"),
        )
        obj.pk = api_key.pk
        obj._state.adding = False
        messages.warning(request, f"New API key (shown once, copy it now): {secret}")

    @admin.action(description="Revoke selected keys now")
    def revoke(self, request, queryset):
        for api_key in queryset.filter(revoked_at__isnull=True):
            api_key_revoke(api_key=api_key)
        self.message_user(request, "Revoked.")


@admin.register(Usage)
class UsageAdmin(admin.ModelAdmin):
    list_display = ["tenant", "date", *USAGE_FIELDS]
    list_filter = ["tenant", "date"]
    date_hierarchy = "date"

    def has_change_permission(self, request, obj=None):
        return False
