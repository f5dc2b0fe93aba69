import type {
  ColumnExpr,
  Condition,
  ScalarValue,
  SemanticModel,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';
import { type AliasScope, extendScope, findModelColumn } from './find-model-column';
import { periodWords } from './period-words';
import { formatPeriod, parseTime, periodEnd } from './time-value';

interface Range {
  start: Date | null;
  end: Date | null;
}

const WHOLE_PERIODS: TimeGrain[] = ['year', 'quarter', 'month', 'day'];
const DAY_MS = 86_400_000;

function startOfDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/** The first instant after an inclusive upper bound: the end of its day, or of its period. */
function afterInclusive(value: ScalarValue, grain: TimeGrain | null): Date | null {
  const date = parseTime(value);
  return date ? periodEnd(startOfDay(date), grain ?? 'day') : null;
}

function isTimeColumn(expr: ColumnExpr, model: SemanticModel, scope: AliasScope): boolean {
  const column = findModelColumn(model, scope, expr)?.column;
  return (
    Boolean(expr.grain) ||
    column?.role === 'time' ||
    column?.type === 'date' ||
    column?.type === 'timestamp'
  );
}

function applyCondition(condition: Condition, range: Range): void {
  if (condition.kind !== 'compare' && condition.kind !== 'between') return;
  if (condition.left.kind !== 'column') return;
  const grain = condition.left.grain ?? null;
  if (condition.kind === 'between') {
    range.start = parseTime(condition.low);
    range.end = afterInclusive(condition.high, grain);
    return;
  }
  const { op, value } = condition;
  if (op === 'gte') range.start = parseTime(value);
  else if (op === 'gt') range.start = afterInclusive(value, grain);
  else if (op === 'lt') range.end = parseTime(value);
  else if (op === 'lte') range.end = afterInclusive(value, grain);
  else if (op === 'eq') {
    range.start = parseTime(value);
    range.end = afterInclusive(value, grain);
  }
}

function rangeWords({ start, end }: Range): string | null {
  if (start && end) {
    const whole = WHOLE_PERIODS.find(
      (grain) => periodEnd(start, grain).getTime() === end.getTime() && isPeriodStart(start, grain),
    );
    if (whole) return periodWords(start, whole).within;
    const lastDay = new Date(end.getTime() - DAY_MS);
    return `from ${formatPeriod(start, 'day')} to ${formatPeriod(lastDay, 'day')}`;
  }
  if (start) return `since ${formatPeriod(start, 'day')}`;
  return end ? `before ${formatPeriod(end, 'day')}` : null;
}

function isPeriodStart(date: Date, grain: TimeGrain): boolean {
  const isMidnight = date.getTime() % DAY_MS === 0;
  const month = date.getUTCMonth();
  const isFirst = date.getUTCDate() === 1;
  if (grain === 'year') return isMidnight && isFirst && month === 0;
  if (grain === 'quarter') return isMidnight && isFirst && month % 3 === 0;
  if (grain === 'month') return isMidnight && isFirst;
  return isMidnight;
}

function flatten(conditions: Condition[]): Condition[] {
  return conditions.flatMap((condition) =>
    condition.kind === 'and' ? flatten(condition.conditions) : [condition],
  );
}

/**
 * The time a query's filter covers, in words: "in 2023", "in Q1 2024", "in Mar 2024",
 * "on 4 Mar 2024", "from 1 Jan 2024 to 15 Mar 2024", "since …", "before …". Reads the first
 * time column bounded at the top level of WHERE; null when none is. Never throws.
 */
export function describeFilteredPeriod(
  query: StructuredQuery,
  model: SemanticModel,
): string | null {
  const scope = extendScope([query.from, ...query.joins.map((join) => join.table)]);
  const ranges = new Map<string, Range>();
  for (const condition of flatten(query.where)) {
    const left = 'left' in condition ? condition.left : null;
    if (left?.kind !== 'column' || !isTimeColumn(left, model, scope)) continue;
    const key = `${left.table}.${left.column}`;
    const range = ranges.get(key) ?? { start: null, end: null };
    applyCondition(condition, range);
    ranges.set(key, range);
  }
  const [first] = ranges.values();
  return first ? rangeWords(first) : null;
}
