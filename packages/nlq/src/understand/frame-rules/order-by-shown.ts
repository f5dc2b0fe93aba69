import type { Frame, SelectSpec } from '../frame';
import { orderDirection } from '../order-direction';
import { labelColumn } from '../resolve';
import type { FrameRule } from './frame-builder';

/** Words that ask for an ordering without naming its key. */
const keylessOrder =
  /\b(alphabetical|alphabetic|lexicographical|lexicographic|ascending|descending|increasing|decreasing) order\b|\balphabetically\b|\b(sorted|ordered|listed|ranked|arranged) (ascending|descending|ascendingly|descendingly)\b/;

/**
 * "the total number of horses on farms in ascending order": a list asked in order has more than
 * one row, so a lone total of a column, grouped by nothing, shows the column itself.
 */
function listOfTotals(frame: Frame): SelectSpec | undefined {
  const [only] = frame.selects;
  if (frame.selects.length !== 1 || frame.groupBy.length > 0) return undefined;
  if (only?.kind !== 'aggregate' || only.fn !== 'sum' || !only.ref) return undefined;
  return { kind: 'column', ref: only.ref };
}

/**
 * "in descending order" with no column named: order by the first column shown; "the top 3" of
 * counted groups are the largest counts. (Groups shown with their count and ordered by it are
 * `orderGroupsByCount`'s.)
 */
export const orderByShown: FrameRule = ({ context, frame }) => {
  const text = context.tokens.map((t) => t.lower).join(' ');
  if (frame.orderBy.length > 0) return;
  const direction = orderDirection(text.split(' '));
  const count = frame.selects.find(
    (s): s is Extract<SelectSpec, { kind: 'aggregate' }> =>
      s.kind === 'aggregate' && s.fn === 'count',
  );
  const grouped = frame.groupBy.length > 0 || frame.selects.some((s) => s.kind === 'column');
  const byCount = count && grouped && !/\balphabetical/.test(text);
  // "the top 3 number of courses": a kept few of counted groups are the largest counts.
  if (byCount && frame.limit !== null && /\btop\b/.test(text)) {
    frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: count.ref, direction: 'desc' });
    return;
  }
  if (!keylessOrder.test(text)) return;
  const listed = listOfTotals(frame);
  if (listed) frame.selects = [listed];
  const first = frame.selects.find((s) => s.kind === 'column');
  if (first?.kind === 'column') frame.orderBy.push({ kind: 'column', ref: first.ref, direction });
};

/**
 * "List all the services in alphabetical order": rows shown by their name (only once the shown
 * things are settled) are ordered by that name when no column is shown before them.
 */
export const orderShownRows: FrameRule = ({ context, frame }) => {
  const text = context.tokens.map((t) => t.lower).join(' ');
  if (frame.orderBy.length > 0 || !keylessOrder.test(text)) return;
  const first = frame.selects.find((s) => s.kind === 'column' || s.kind === 'entity');
  const label = first?.kind === 'entity' ? labelColumn(first.table) : undefined;
  if (first?.kind !== 'entity' || !label) return;
  const ref = { table: first.table, column: label };
  frame.orderBy.push({ kind: 'column', ref, direction: orderDirection(text.split(' ')) });
};
