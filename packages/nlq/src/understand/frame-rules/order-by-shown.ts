import { orderDirection } from '../order-direction';
import type { FrameRule } from './frame-builder';

/** "in alphabetical order" with no column named: order by the first column shown. */
export const orderByShown: FrameRule = ({ context, frame }) => {
  const text = context.tokens.map((t) => t.lower).join(' ');
  if (
    frame.orderBy.length > 0 ||
    !/\b(alphabetical|ascending|descending|increasing|decreasing) order\b|\balphabetically\b/.test(
      text,
    )
  )
    return;
  const first = frame.selects.find((s) => s.kind === 'column');
  if (first?.kind === 'column')
    frame.orderBy.push({
      kind: 'column',
      ref: first.ref,
      direction: orderDirection(text.split(' ')),
    });
};
