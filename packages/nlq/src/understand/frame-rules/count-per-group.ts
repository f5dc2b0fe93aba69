import type { FrameRule } from './frame-builder';

/**
 * "orders per shipper", "customers per country": rows named as a table beside a grouping, with
 * nothing else to show, are counted per group rather than listed ("by" alone may still list them, grouped).
 */
export const countPerGroup: FrameRule = ({ context, frame }) => {
  if (frame.selects.length > 0 || frame.groupBy.length === 0 || frame.orderBy.length > 0) return;
  const groupedFocus = frame.groupBy.some((g) => !('column' in g) && g.table === frame.focus);
  const namesFocus = context.mentions.some((m) => {
    const target = m.entries[0]?.target;
    return target?.kind === 'table' && target.table === frame.focus;
  });
  if (groupedFocus || !namesFocus) return;
  const perWord = context.tokens.some((token) => token.lower === 'per');
  if (perWord) frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
};
