import type {
  ColumnExpr,
  Condition,
  ScalarValue,
  SemanticModel,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';
import { isTimeColumn } from './time-column';
import { parseTimeValue } from './time-value';

const DAY_MS = 86_400_000;

/** A bounded stretch of time a query's filter keeps: from `start` up to `end` (exclusive). */
export interface FilteredRange {
  /** The filtered column, as the first of its conditions names it. */
  column: ColumnExpr;
  start: Date;
  end: Date;
  /** The top-level conditions that make the range (replaced when the range moves). */
  conditions: Condition[];
  /** The values as written: years (numbers), dates alone, or dates with a time of day. */
  style: 'year' | 'date' | 'timestamp';
}

/** The conditions of WHERE that must all hold: nested ANDs opened up. */
export function topLevelConditions(where: Condition[]): Condition[] {
  return where.flatMap((condition) =>
    condition.kind === 'and' ? topLevelConditions(condition.conditions) : [condition],
  );
}

/**
 * The first instant after an inclusive upper bound: the end of its period when the column is
 * truncated to a grain (`month(date) <= '2024-03-01'` keeps March), of its year for a year, else
 * of its day (the engine's dates are days).
 */
function afterInclusive(value: ScalarValue, grain: TimeGrain | undefined): Date | null {
  const date = parseTimeValue(value);
  if (!date) return null;
  if (typeof value === 'number') return new Date(Date.UTC(value + 1, 0, 1));
  const day = new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
  const end = new Date(day.getTime());
  if (grain === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (grain === 'quarter') end.setUTCMonth(end.getUTCMonth() + 3);
  else if (grain === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else if (grain === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

interface Bounds {
  start: Date | null;
  end: Date | null;
  readable: boolean;
}

function applyBound(condition: Condition, bounds: Bounds): void {
  const grain =
    'left' in condition && condition.left.kind === 'column' ? condition.left.grain : undefined;
  if (condition.kind === 'between') {
    bounds.start = parseTimeValue(condition.low);
    bounds.end = afterInclusive(condition.high, grain);
    bounds.readable &&= bounds.start !== null && bounds.end !== null;
    return;
  }
  if (condition.kind !== 'compare') {
    bounds.readable = false;
    return;
  }
  const { op, value } = condition;
  if (op === 'gte') bounds.start = parseTimeValue(value);
  else if (op === 'gt') bounds.start = afterInclusive(value, grain);
  else if (op === 'lt') bounds.end = parseTimeValue(value);
  else if (op === 'lte') bounds.end = afterInclusive(value, grain);
  else if (op === 'eq') {
    bounds.start = parseTimeValue(value);
    bounds.end = afterInclusive(value, grain);
  } else bounds.readable = false;
  bounds.readable &&= (op === 'lt' || op === 'lte' ? bounds.end : bounds.start) !== null;
}

const valuesOf = (condition: Condition): ScalarValue[] => {
  if (condition.kind === 'between') return [condition.low, condition.high];
  return condition.kind === 'compare' ? [condition.value] : [];
};

function styleOf(conditions: Condition[]): FilteredRange['style'] {
  const values = conditions.flatMap(valuesOf);
  if (values.every((value) => typeof value === 'number')) return 'year';
  const dateOnly = values.every((v) => typeof v === 'string' && /^\d{4}(-\d{2}){0,2}$/.test(v));
  return dateOnly ? 'date' : 'timestamp';
}

/**
 * The time range a query's filter keeps: the first time column bounded at both ends by
 * comparisons or a BETWEEN at the top level of WHERE ("in March 2024" is `>= '2024-03-01'` and
 * `< '2024-04-01'`). Null when no time column is bounded at both ends ("since March" has no
 * length), or when its conditions are not plain bounds. Never throws.
 */
export function filteredRange(query: StructuredQuery, model: SemanticModel): FilteredRange | null {
  const groups = new Map<string, { column: ColumnExpr; conditions: Condition[] }>();
  for (const condition of topLevelConditions(query.where)) {
    if (condition.kind !== 'compare' && condition.kind !== 'between') continue;
    const left = condition.left;
    if (left.kind !== 'column' || !isTimeColumn(query, model, left)) continue;
    const key = `${left.table}.${left.column}`;
    const group = groups.get(key) ?? { column: left, conditions: [] };
    group.conditions.push(condition);
    groups.set(key, group);
  }
  for (const { column, conditions } of groups.values()) {
    const bounds: Bounds = { start: null, end: null, readable: true };
    for (const condition of conditions) applyBound(condition, bounds);
    const { start, end } = bounds;
    if (!bounds.readable || !start || !end || end.getTime() <= start.getTime()) continue;
    return { column, start, end, conditions, style: styleOf(conditions) };
  }
  return null;
}
