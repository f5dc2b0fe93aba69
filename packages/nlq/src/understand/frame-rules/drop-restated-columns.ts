import type { FrameRule } from './frame-builder';

/**
 * "the average miles per gallon (mpg)": a column named again beside its own aggregate restates
 * it; shown plainly it would split the aggregate into groups.
 */
export const dropRestatedColumns: FrameRule = ({ frame }) => {
  if (frame.groupBy.length > 0) return;
  const aggregated = new Set(
    frame.selects.flatMap((s) => (s.kind === 'aggregate' && s.ref ? [s.ref.column] : [])),
  );
  frame.selects = frame.selects.filter((s) => s.kind !== 'column' || !aggregated.has(s.ref.column));
};
