import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef } from '../../frame';
import type { RoleRule } from '../frame-builder';
import { columnOf, tableOf } from '../mention-targets';

/**
 * The named column, when it is one of several by which its table refers to `focus` ("students
 * who have secretary votes": a vote row refers to students as voter and as each office's
 * candidate); the related rows are those whose named column points at the focus row.
 */
function referringColumn(
  model: SemanticModel,
  ref: ColumnRef | null,
  focus: SemanticTable,
): string[] | undefined {
  if (!ref) return undefined;
  const referring = model.relationships.filter(
    (r) => r.fromTable === ref.table.name && r.toTable === focus.name,
  );
  const named = referring.find(
    (r) => r.fromColumns.length === 1 && r.fromColumns[0] === ref.column.name,
  );
  return referring.length > 1 && named ? named.fromColumns : undefined;
}

/**
 * "students who do not have a pet": rows with (or without) related rows of the span's table. The
 * focus's own table negated ("headquarters without a company in banking") is kept too, for the
 * filters read after it to move into.
 */
export const relatedRole: RoleRule<'related'> = (b, mention, role) => {
  const { frame } = b;
  const ref = tableOf(mention) ? null : columnOf(b, mention);
  const table = tableOf(mention) ?? ref?.table;
  if (table && (table !== frame.focus || role.negate)) {
    const via = referringColumn(b.context.model, ref, frame.focus);
    frame.filters.push({
      kind: 'related',
      table,
      negate: role.negate,
      filters: [],
      at: mention.start,
      ...(via ? { via } : {}),
    });
  }
};
