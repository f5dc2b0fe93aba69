import type { ColumnRef } from '../frame';
import type { FrameRule } from './frame-builder';

/**
 * "the largest horsepower of cars with 3 cylinders and its make": a maximum shown beside plain
 * columns of the same rows, with no grouping, asks for the row holding it.
 */
export const argmaxFromAggregate: FrameRule = ({ frame }) => {
  if (frame.groupBy.length > 0 || frame.orderBy.length > 0 || frame.limit !== null) return;
  const aggregates = frame.selects.filter((s) => s.kind === 'aggregate');
  const [only] = aggregates;
  const plain = frame.selects.filter((s) => s.kind === 'column');
  if (aggregates.length !== 1 || only?.kind !== 'aggregate' || !only.ref || plain.length === 0)
    return;
  if (only.fn !== 'max' && only.fn !== 'min') return;
  frame.selects = frame.selects.map((s) =>
    s === only ? { kind: 'column', ref: only.ref as ColumnRef } : s,
  );
  frame.orderBy.push({
    kind: 'column',
    ref: only.ref,
    direction: only.fn === 'max' ? 'desc' : 'asc',
  });
  frame.limit = 1;
};
