import { namesOrKeysRows } from '../resolve';
import type { FrameRule } from './frame-builder';

/**
 * "In which years were cars produced ...?": asking which values of one attribute occur lists each
 * once. Names of the rows themselves ("which singers") stay one per row.
 */
export const distinctForWhich: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((t) => t.lower);
  const asksWhich = words[0] === 'which' || (words[0] === 'in' && words[1] === 'which');
  const [only] = frame.selects;
  if (
    !asksWhich ||
    frame.selects.length !== 1 ||
    only?.kind !== 'column' ||
    frame.groupBy.length > 0
  )
    return;
  // "Which year has the most concerts?": rows picked by another order are not listed once each.
  if (frame.orderBy.some((o) => o.kind !== 'column' || o.ref.column !== only.ref.column)) return;
  if (!namesOrKeysRows(only.ref)) frame.distinct = true;
};
