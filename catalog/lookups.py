"""`field__ilike`: case-insensitive substring match, as ILIKE on PostgreSQL.

Django's icontains is UPPER(column) LIKE UPPER(term) there, an expression the planner has no
statistics for: it then guesses that a common word is rare and sorts every match instead of
walking a listing index. ILIKE on the column itself is estimated from the column's statistics.
Other databases get Django's icontains.
"""

from django.db.models import CharField, TextField
from django.db.models.lookups import IContains


@CharField.register_lookup
@TextField.register_lookup
class ContainsIgnoringCase(IContains):
    lookup_name = "ilike"

    def get_rhs_op(self, connection, rhs):
        return connection.operators["icontains"] % rhs

    def as_postgresql(self, compiler, connection):
        lhs_sql, lhs_params = self.process_lhs(compiler, connection)
        rhs_sql, rhs_params = self.process_rhs(compiler, connection)
        return f"{lhs_sql} ILIKE {rhs_sql}", (*lhs_params, *rhs_params)
