import type { Mention } from '../link';
import { namesOrKeysRows } from '../resolve';
import type { FrameRule } from './frame-builder';

/**
 * "Show all majors", "What are all the payment methods?": one attribute asked for without naming
 * its table lists the values it takes, each once. The table's own name or key stays one per row,
 * and so does an attribute whose values never repeat.
 */
export const distinctListedValues: FrameRule = ({ frame, context }) => {
  const [only] = frame.selects;
  if (frame.selects.length !== 1 || only?.kind !== 'column' || frame.groupBy.length > 0) return;
  if (frame.orderBy.some((o) => o.kind !== 'column' || o.ref.column !== only.ref.column)) return;
  const { table, column } = only.ref;
  // "the countries of mountains" is read as one span naming the column with its table.
  const saysOf = (mention: Mention) =>
    context.tokens.slice(mention.start, mention.end).some((token) => token.lower === 'of');
  const namesTable = context.mentions.some(
    (mention) =>
      saysOf(mention) ||
      mention.entries.some(
        (entry) => entry.target.kind === 'table' && entry.target.table === table,
      ),
  );
  if (namesTable) return;
  const repeats = column.stats.distinctCount < table.rowCount;
  if (repeats && !namesOrKeysRows(only.ref)) frame.distinct = true;
};
