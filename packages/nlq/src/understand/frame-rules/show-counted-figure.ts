import type { FrameRule } from './frame-builder';

/** "the country with the most channels and how many it has": the count is shown too. */
export const showCountedFigure: FrameRule = ({ context, frame }) => {
  const text = context.tokens.map((t) => t.lower).join(' ');
  const countsOrder = frame.orderBy.some((o) => o.kind === 'aggregate' && o.fn === 'count');
  const showsCount = frame.selects.some((s) => s.kind === 'aggregate' && s.fn === 'count');
  if (
    countsOrder &&
    !showsCount &&
    /\b(and )?how many\b/.test(text) &&
    !text.startsWith('how many')
  ) {
    frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
  }
};
