import type { ReadContext } from './context';
import type { ColumnRef, Frame } from './frame';

/** Openers that ask for rows (people, things), not for the values ranked. */
const rowOpeners = new Set(['who', 'whom', 'which', 'whose']);

/**
 * "What are the top 3 highest support rates?", "Return the 5 largest prices": a question that
 * names no table, only the column it ranks and keeps a few of, asks for that column's values.
 */
export function rankedColumn(context: ReadContext, frame: Frame): ColumnRef | null {
  const [order, ...more] = frame.orderBy;
  if (order?.kind !== 'column' || more.length > 0 || frame.limit === null) return null;
  if (rowOpeners.has(context.tokens[0]?.lower ?? '')) return null;
  const namesTable = context.mentions.some((m) =>
    m.entries.some((entry) => entry.target.kind === 'table'),
  );
  return namesTable ? null : order.ref;
}
