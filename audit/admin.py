from django.contrib import admin

from .models import AuditEntry


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """Read-only: the trail is evidence, so nobody edits or deletes it here either."""

    list_display = ["at", "subject", "subject_id", "kind", "field", "old", "new", "actor_name", "note"]
    list_filter = ["subject", "kind", "field"]
    search_fields = ["=subject_id", "actor_name", "note"]
    date_hierarchy = "at"

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
