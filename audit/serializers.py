from rest_framework import serializers


class AuditEntrySerializer(serializers.Serializer):
    """The audit trail as `[{at, actor, kind, field, from, to, note}]`."""

    at = serializers.DateTimeField()
    actor = serializers.CharField(source="actor_name", help_text="Username of the staff member; empty for a shopper.")
    kind = serializers.CharField()
    field = serializers.CharField()
    note = serializers.CharField()

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = serializers.CharField(source="old")
        fields["to"] = serializers.CharField(source="new")
        return fields
