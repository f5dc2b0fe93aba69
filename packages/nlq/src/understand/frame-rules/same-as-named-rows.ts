import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { ColumnRef, FilterSpec } from '../frame';
import type { Mention } from '../link';
import type { FrameRule } from './frame-builder';

/** The focus's own column a span names: the column itself, or the one referring to its table. */
function focusColumn(
  context: ReadContext,
  focus: SemanticTable,
  mention: Mention,
): SemanticColumn | undefined {
  const target = mention.entries[0]?.target;
  if (target?.kind === 'column') return target.table === focus ? target.column : undefined;
  if (target?.kind !== 'table') return undefined;
  const refs = context.model.relationships.filter(
    (r) => r.fromTable === focus.name && r.toTable === target.table.name,
  );
  const only = refs.length === 1 ? refs[0] : undefined;
  const name = only?.fromColumns.length === 1 ? only.fromColumns[0] : undefined;
  return focus.columns.find((c) => c.name === name);
}

/** A plain equality on the focus's rows: what names the rows another row is like. */
const namesRows = (ref: ColumnRef) => (f: FilterSpec) =>
  (f.kind === 'compare' && f.op === 'eq' && f.ref.table === ref.table) ||
  (f.kind === 'in' && !f.negate && f.ref.table === ref.table);

/**
 * "employees in the same department as Clara": rows sharing a column's value with the rows the
 * question's equalities name, not those rows themselves.
 */
export const sameAsNamedRows: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((token) => token.lower);
  const same = words.indexOf('same');
  const mention = context.mentions.find((m) => m.start === same + 1);
  if (same < 0 || !mention || words[mention.end] !== 'as') return;
  const column = focusColumn(context, frame.focus, mention);
  if (!column) return;
  const ref = { table: frame.focus, column };
  const named = frame.filters.filter(namesRows(ref));
  if (named.length === 0) return;
  frame.filters = [
    ...frame.filters.filter((f) => !named.includes(f)),
    { kind: 'sharing', refs: [ref], filters: named, negate: false },
  ];
};
