import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { SelectSpec } from '../frame';
import type { FrameRule } from './frame-builder';

const words = (column: SemanticColumn) => column.label.toLowerCase().split(/\s+/);
const isFirst = (column: SemanticColumn) =>
  words(column).includes('name') && words(column).some((w) => w === 'first' || w === 'given');
const isLast = (column: SemanticColumn) =>
  (words(column).includes('name') && words(column).some((w) => w === 'last' || w === 'family')) ||
  words(column).includes('surname');

/** A table's first-name and last-name columns, when it has one of each. */
export function nameParts(table: SemanticTable): [SemanticColumn, SemanticColumn] | null {
  const visible = table.columns.filter((c) => !c.hidden && c.type === 'text');
  const first = visible.filter(isFirst);
  const last = visible.filter(isLast);
  return first.length === 1 && last.length === 1 && first[0] && last[0]
    ? [first[0], last[0]]
    : null;
}

/** The table a shown item is a name of: a table shown by its label, or a name column's table. */
function namedRows(spec: SelectSpec): SemanticTable | null {
  if (spec.kind === 'entity') return spec.table;
  if (spec.kind !== 'column') return null;
  const column = spec.ref.column;
  return isFirst(column) || isLast(column) || words(column).includes('name')
    ? spec.ref.table
    : null;
}

/**
 * "the full name of the customer": rows kept with a first and a last name are named by both,
 * shown first name then last name.
 */
export const fullNames: FrameRule = ({ context, frame }) => {
  const asked = context.tokens.some(
    (token, i) => token.lower === 'full' && context.tokens[i + 1]?.lemma === 'name',
  );
  if (!asked) return;
  const index = frame.selects.findIndex((spec) => {
    const table = namedRows(spec);
    return table !== null && nameParts(table) !== null;
  });
  const spec = frame.selects[index];
  const table = spec ? namedRows(spec) : null;
  const parts = table ? nameParts(table) : null;
  if (!table || !parts) return;
  const shown: SelectSpec[] = parts.map((column) => ({ kind: 'column', ref: { table, column } }));
  const others = frame.selects.filter(
    (s, i) => i !== index && !(s.kind === 'column' && parts.includes(s.ref.column)),
  );
  frame.selects = [...others.slice(0, index), ...shown, ...others.slice(index)];
};
