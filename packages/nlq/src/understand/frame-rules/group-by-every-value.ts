import type { FilterSpec, SelectSpec } from '../frame';
import type { FrameRule } from './frame-builder';

type InFilter = Extract<FilterSpec, { kind: 'in' }>;

/** True when the filter lists every value its column holds, so it keeps every row. */
function listsEveryValue(filter: InFilter): boolean {
  const { column } = filter.ref;
  const known = column.values.map((v) => v.value.toLowerCase());
  const listed = new Set(filter.values.map((value) => String(value).toLowerCase()));
  const isComplete = known.length === column.stats.distinctCount && known.length >= 2;
  return isComplete && known.every((value) => listed.has(value));
}

/**
 * "the average age of male and female students", "how many male and female professors": a
 * figure asked of every value of a column in turn is one figure per value, not one in all
 * (within any grouping asked besides: "the number of male and female faculty for each rank").
 */
export const groupByEveryValue: FrameRule = ({ frame }) => {
  const isGrouped = (select: SelectSpec) =>
    select.kind === 'column' &&
    frame.groupBy.some((group) => 'column' in group && group.column === select.ref.column);
  const hasFigure = frame.selects.some((select) => select.kind === 'aggregate');
  const onlyFigures = frame.selects.every(
    (select) => select.kind === 'aggregate' || isGrouped(select),
  );
  if (!hasFigure || !onlyFigures) return;
  const every = frame.filters.find(
    (f): f is InFilter => f.kind === 'in' && !f.negate && listsEveryValue(f),
  );
  if (!every) return;
  frame.filters.splice(frame.filters.indexOf(every), 1);
  frame.groupBy.push(every.ref);
};
