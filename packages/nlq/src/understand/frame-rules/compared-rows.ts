import type { FilterSpec } from '../frame';
import type { FrameRule } from './frame-builder';

/** Words closing the description of the rows compared with ("... in Biology and ..."). */
const clauseBreaks = new Set(['and', 'or', 'but']);

/**
 * "salary above all instructors in Biology", "longer than the average trip in zip code 94103":
 * values read after a comparison's quantifier (up to the next "and", "or" or "but") pick the
 * rows aggregated, not the rows asked for: they move inside the comparison.
 */
export const comparedRows: FrameRule = ({ context, frame }) => {
  const words = context.tokens.map((token) => token.lower);
  for (const compared of frame.filters) {
    if (compared.kind !== 'average' || compared.after === undefined) continue;
    const from = compared.after;
    const stop = words.findIndex((word, i) => i > from && clauseBreaks.has(word));
    const end = stop < 0 ? words.length : stop;
    const inside = (f: FilterSpec) =>
      f.kind === 'compare' && f.at !== undefined && f.at > from && f.at < end;
    compared.filters = frame.filters.filter(inside);
    frame.filters = frame.filters.filter((f) => !inside(f));
  }
};
