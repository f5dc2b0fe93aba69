import { orderDirection } from '../order-direction';
import type { FrameRule } from './frame-builder';

/**
 * "ordered by age in descending order": a question that speaks of ordering sets the direction
 * of its column orderings, unless a limit keeps only the top or bottom rows.
 */
export const orderWordsDirection: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((t) => t.lower);
  if (
    frame.orderBy.length === 0 ||
    !frame.orderBy.every((o) => o.kind === 'column') ||
    !/order|sort/.test(words.join(' '))
  )
    return;
  const direction = orderDirection(words);
  for (const order of frame.orderBy)
    if (order.kind === 'column' && frame.limit === null) order.direction = direction;
};
