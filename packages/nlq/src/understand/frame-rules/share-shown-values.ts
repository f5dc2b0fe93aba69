import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef, FilterSpec, Frame } from '../frame';
import { gatheringColumn } from '../repeated-values';
import type { FrameRule } from './frame-builder';

/** The key columns of a table, which tell its rows apart. */
function keyRefs(table: SemanticTable): ColumnRef[] {
  return table.primaryKey.flatMap((name) => {
    const column = table.columns.find((c) => c.name === name);
    return column ? [{ table, column }] : [];
  });
}

/**
 * The columns telling apart rows of `table` shown: its key, or, for the focus shown by a label
 * that refers to other rows ("schools" of tryouts, by their college), that label.
 */
function entityRefs(model: SemanticModel, frame: Frame, table: SemanticTable): ColumnRef[] {
  const label = table === frame.focus ? gatheringColumn(model, table, table) : undefined;
  return label ? [{ table, column: label }] : keyRefs(table);
}

/** The columns filters compare, through the filters of related rows. */
function comparedColumns(filters: FilterSpec[]): SemanticColumn[] {
  return filters.flatMap((f) =>
    f.kind === 'related' ? comparedColumns(f.filters) : 'ref' in f ? [f.ref.column] : [],
  );
}

/** The columns the sets' own filters compare, which tell one set from the other. */
function setColumns(filters: FilterSpec[]): Set<SemanticColumn> {
  return new Set(filters.flatMap((f) => (f.kind === 'sharing' ? comparedColumns(f.filters) : [])));
}

/**
 * "Denominations used by both schools founded before 1890 and schools founded after 1900",
 * "countries that never held a competition of Friendly type": the column telling the sets apart
 * holds a different value in each set (or the one excluded), so it is not a value to show.
 */
function dropSetColumns(frame: Frame): void {
  const compared = setColumns(frame.filters);
  const kept = frame.selects.filter((s) => s.kind !== 'column' || !compared.has(s.ref.column));
  if (kept.length > 0) frame.selects = kept;
}

/**
 * "How many states have players in the mid position but none in the goalie position": the
 * columns whose different values alone are counted, which the sets share; null when anything
 * else is shown.
 */
export function distinctlyCounted(frame: Frame): ColumnRef[] | null {
  const refs = frame.selects.flatMap((s) =>
    s.kind === 'aggregate' && s.fn === 'count_distinct' && s.ref ? [s.ref] : [],
  );
  return refs.length > 0 && refs.length === frame.selects.length ? refs : null;
}

/**
 * Rows sharing values with other rows share the values shown, each listed once, or the values
 * counted apart; a row named as the answer, or counted, shares its key. Without a key to share, the sets' filters apply to the
 * rows themselves, and a negated set is dropped.
 */
export const shareShownValues: FrameRule = ({ frame, context }) => {
  if (!frame.filters.some((f) => f.kind === 'sharing')) return;
  dropSetColumns(frame);
  const aggregated = frame.selects.some((s) => s.kind === 'aggregate' || s.kind === 'share');
  const shown = frame.selects.flatMap((s) =>
    s.kind === 'column'
      ? [s.ref]
      : s.kind === 'entity'
        ? entityRefs(context.model, frame, s.table)
        : [],
  );
  const counted = distinctlyCounted(frame);
  const refs = counted ?? (aggregated || shown.length === 0 ? keyRefs(frame.focus) : shown);
  if (refs.length === 0) {
    frame.filters = frame.filters.flatMap((f): FilterSpec[] =>
      f.kind !== 'sharing' ? [f] : f.negate ? [] : f.filters,
    );
    return;
  }
  for (const filter of frame.filters) if (filter.kind === 'sharing') filter.refs = refs;
  if (!aggregated) frame.distinct = true;
};
