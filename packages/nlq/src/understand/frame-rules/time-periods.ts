import type { TimeGrain } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { FilterSpec } from '../frame';
import { timeColumn } from '../resolve';
import type { FrameRule } from './frame-builder';

const comparingWords = new Set(['vs', 'versus', 'compared', 'compare', 'comparing', 'against']);

/** The grain that tells compared periods apart: years, quarters, months or days. */
function periodGrain(dates: ReadContext['dates']): TimeGrain {
  const days = dates.map((d) =>
    d.start && d.end ? (Date.parse(d.end) - Date.parse(d.start)) / 86_400_000 : 365,
  );
  const longest = Math.max(...days);
  if (longest > 100) return 'year';
  if (longest > 40) return 'quarter';
  return longest > 7 ? 'month' : 'day';
}

/** "before 1989-09-03 or after 2007-12-25": periods said one after another with "or" between. */
function joinedByOr({ dates, tokens }: ReadContext): boolean {
  return dates.some((range, i) => {
    const previous = dates[i - 1];
    if (!previous || previous.tokens.length === 0 || range.tokens.length === 0) return false;
    const gap = tokens.slice(Math.max(...previous.tokens) + 1, Math.min(...range.tokens));
    return gap.length <= 2 && gap.some((t) => t.lower === 'or');
  });
}

/** Periods become a range on the time column; a grain groups by it, in time order. */
export const timePeriods: FrameRule = (b) => {
  const { context, frame, named } = b;
  if (context.dates.length === 0 && !context.grain) return;
  const time = timeColumn(context.model, frame.focus, named);
  if (!time) return;
  const rangeFilters = context.dates.map((range): FilterSpec[] => [
    ...(range.start
      ? [{ kind: 'compare' as const, ref: time, op: 'gte' as const, value: range.start }]
      : []),
    ...(range.end
      ? [{ kind: 'compare' as const, ref: time, op: 'lt' as const, value: range.end }]
      : []),
  ]);
  // "this year vs last year", "compare Q1 and Q2": each period is kept, side by side.
  const compares =
    rangeFilters.length > 1 && context.tokens.some((t) => comparingWords.has(t.lower));
  if (compares || joinedByOr(context))
    frame.filters.push({
      kind: 'or',
      filters: rangeFilters.map(
        (filters): FilterSpec =>
          filters.length === 1 && filters[0] ? filters[0] : { kind: 'and', filters },
      ),
    });
  else for (const filters of rangeFilters) frame.filters.push(...filters);
  const grain = context.grain?.grain ?? (compares ? periodGrain(context.dates) : null);
  if (!grain) return;
  frame.groupBy.unshift({ ...time, grain });
  frame.orderBy.push({ kind: 'column', ref: time, direction: 'asc', grain });
  if (!frame.selects.some((s) => s.kind !== 'column' && s.kind !== 'entity')) {
    const measure = frame.selects.find(
      (s) => s.kind === 'column' && s.ref.column.role === 'measure',
    );
    frame.selects = frame.selects.filter((s) => s !== measure && s.kind !== 'entity');
    frame.selects.push(
      measure?.kind === 'column'
        ? { kind: 'aggregate', fn: 'sum', ref: measure.ref }
        : { kind: 'aggregate', fn: 'count', ref: null },
    );
  }
};
