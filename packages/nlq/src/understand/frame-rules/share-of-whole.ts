import type { FrameRule } from './frame-builder';

const shareWords = new Set(['share', 'percentage', 'percent', 'proportion', 'fraction', '%']);

/** "share of revenue by region": the first aggregate as a percentage of the whole. */
export const shareOfWhole: FrameRule = ({ context, frame }) => {
  if (frame.groupBy.length === 0 || !context.tokens.some((t) => shareWords.has(t.lower))) return;
  const index = frame.selects.findIndex((s) => s.kind === 'aggregate');
  const aggregate = frame.selects[index];
  if (aggregate?.kind === 'aggregate')
    frame.selects[index] = { kind: 'share', fn: aggregate.fn, ref: aggregate.ref };
  else {
    const measure = frame.selects.findIndex(
      (s) => s.kind === 'column' && s.ref.column.role === 'measure',
    );
    const spec = frame.selects[measure];
    if (spec?.kind === 'column')
      frame.selects[measure] = { kind: 'share', fn: 'sum', ref: spec.ref };
    else frame.selects.push({ kind: 'share', fn: 'count', ref: null });
  }
};
