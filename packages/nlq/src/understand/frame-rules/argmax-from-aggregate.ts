import { wordsBetween } from '../context';
import type { ColumnRef } from '../frame';
import type { FrameBuilder, FrameRule } from './frame-builder';

/** Words that open a clause describing the rows shown ("the instructor who earns …"). */
const clauseWords = new Set(['who', 'that', 'which', 'whose', 'where', 'with', 'does', 'did']);

/**
 * "the name of the instructor who earns the lowest salary", "which source does the highest rate
 * come from": the extreme is said inside a clause after the shown columns, describing which row
 * is meant; it is not asked to be shown.
 */
function describesRow({ context, roles }: FrameBuilder): boolean {
  const at = roles.findIndex(([, role]) => role.kind === 'aggregate');
  const extreme = roles[at]?.[0];
  const shown = roles
    .slice(0, at)
    .filter(([, role]) => role.kind === 'select')
    .at(-1)?.[0];
  if (!extreme || !shown) return false;
  return wordsBetween(context, shown.end, extreme.start).some((word) => clauseWords.has(word));
}

/**
 * "the largest horsepower of cars with 3 cylinders and its make": a maximum shown beside plain
 * columns of the same rows, with no grouping, asks for the row holding it; said in a clause after
 * them, it only picks the row.
 */
export const argmaxFromAggregate: FrameRule = (builder) => {
  const { frame } = builder;
  if (frame.groupBy.length > 0 || frame.orderBy.length > 0 || frame.limit !== null) return;
  const aggregates = frame.selects.filter((s) => s.kind === 'aggregate');
  const [only] = aggregates;
  const plain = frame.selects.filter((s) => s.kind === 'column');
  if (aggregates.length !== 1 || only?.kind !== 'aggregate' || !only.ref || plain.length === 0)
    return;
  if (only.fn !== 'max' && only.fn !== 'min') return;
  const shown = describesRow(builder)
    ? frame.selects.filter((s) => s !== only)
    : frame.selects.map((s) =>
        s === only ? { kind: 'column' as const, ref: only.ref as ColumnRef } : s,
      );
  frame.selects = shown;
  frame.orderBy.push({
    kind: 'column',
    ref: only.ref,
    direction: only.fn === 'max' ? 'desc' : 'asc',
  });
  frame.limit = 1;
};
