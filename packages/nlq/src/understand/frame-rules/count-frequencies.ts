import type { FrameRule } from './frame-builder';

/**
 * "Which statuses were used more than twice?", "nominees nominated at least 3 times": a frequency
 * with no related table named counts the rows of each shown value (HAVING over the shown groups).
 */
export const countFrequencies: FrameRule = ({ frame, numbers }) => {
  if (frame.filters.some((filter) => filter.kind === 'count')) return;
  for (const { op, value } of numbers.frequencies)
    frame.filters.push({ kind: 'count', table: null, op, value });
};
