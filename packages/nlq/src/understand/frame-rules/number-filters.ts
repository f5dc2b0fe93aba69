import { resolveColumn } from '../resolve';
import type { FrameRule } from './frame-builder';

/**
 * Numbers read with a named column beyond its first comparison: another bound ("at least 3000
 * and at most 4000"), more values ("grades 9 or 10"), ranges ("between 1 and 5") and numbers
 * written as a text column's value ("room 268").
 */
export const numberFilters: FrameRule = ({ context, frame, named, numbers }) => {
  for (const { mention, op, value, at } of numbers.bounds) {
    const ref = resolveColumn(context, mention, frame.focus, named);
    if (ref) frame.filters.push({ kind: 'compare', ref, op, value, at });
  }
  for (const { mention, value } of numbers.alternatives) {
    const ref = resolveColumn(context, mention, frame.focus, named);
    if (ref) frame.filters.push({ kind: 'compare', ref, op: 'eq', value });
  }
  for (const { mention, value } of numbers.texts) {
    const ref = resolveColumn(context, mention, frame.focus, named);
    if (ref) frame.filters.push({ kind: 'compare', ref, op: 'eq', value, at: mention.start });
  }
  for (const { mention, low, high } of numbers.between) {
    const ref = resolveColumn(context, mention, frame.focus, named);
    if (ref) frame.filters.push({ kind: 'between', ref, low, high });
  }
};
