import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef, FilterSpec } from '../frame';
import type { LooseComparison } from '../read-numbers';
import { columnByNouns, keyColumn, yearColumn } from '../resolve';
import type { FrameBuilder, FrameRule } from './frame-builder';
import { yearFilters } from './year-filters';
import { yearOfRowsNamedBefore } from './year-of-rows-named';

const isDate = (ref: ColumnRef) => ref.column.type === 'date' || ref.column.type === 'timestamp';

/**
 * "compare sales in 2018 and 2019", "in 2018 or 2019": several years of one date column are
 * each a range of days, any of which a row may fall in; side by side, one group per year.
 */
function readSeveralYears(b: FrameBuilder, ref: ColumnRef, years: LooseComparison[]): void {
  const ranges = years.map(
    (year): FilterSpec => ({ kind: 'and', filters: yearFilters(ref, 'eq', year.value, true) }),
  );
  b.frame.filters.push({ kind: 'or', filters: ranges });
  const words = b.context.tokens.map((token) => token.lower);
  const sideBySide = words.some((word) => /^(compare|compared|comparing|versus|vs)$/.test(word));
  const joinedByAnd = years.slice(1).some((year) => words[year.at - 1] === 'and');
  if (b.frame.groupBy.length === 0 && (sideBySide || joinedByAnd))
    b.frame.groupBy.push({ ...ref, grain: 'year' });
}

/**
 * The key of the rows the comparison is said of, else of the table named last before token `at`,
 * else of the focus ("employee with id 5").
 */
function keyOfRowsBefore(b: FrameBuilder, loose: LooseComparison): ColumnRef | null {
  const named = b.context.mentions
    .filter((m) => m.end <= loose.at && m.entries[0]?.target.kind === 'table')
    .at(-1)?.entries[0]?.target.table;
  const table = loose.table ?? named ?? b.frame.focus;
  const column = table.primaryKey.length === 1 ? keyColumn(table) : undefined;
  return column ? { table, column } : null;
}

/**
 * "a singer above age 40 and a singer below 30": a comparison naming no column of its own
 * compares the column the comparison before it did.
 */
function comparedBefore(filters: FilterSpec[], at: number): ColumnRef | undefined {
  return filters
    .filter(
      (f): f is Extract<FilterSpec, { kind: 'compare' }> =>
        f.kind === 'compare' && f.at !== undefined && f.at < at && typeof f.value === 'number',
    )
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
    .at(-1)?.ref;
}

/** Whether a column stands for a quantity: a number that is no key, reference or year. */
function isQuantity(model: SemanticModel, table: SemanticTable, column: SemanticColumn): boolean {
  const isReference = model.relationships.some(
    (r) =>
      (r.fromTable === table.name && r.fromColumns.includes(column.name)) ||
      (r.toTable === table.name && r.toColumns.includes(column.name)),
  );
  return (
    !column.hidden &&
    column.role !== 'identifier' &&
    (column.type === 'integer' || column.type === 'decimal') &&
    !isReference &&
    !table.primaryKey.includes(column.name) &&
    !/(^|_)(year|yr|id|code|no|zip)(_|$)/i.test(column.name)
  );
}

/**
 * "colleges with more than 15000 students", "players who train between 500 and 1500 hours": a
 * number whose words name no column compares the only quantity the rows compared have.
 */
function loneQuantity(b: FrameBuilder, loose: LooseComparison): ColumnRef | null {
  const table = loose.table ?? b.frame.focus;
  const quantities = table.columns.filter((c) => isQuantity(b.context.model, table, c));
  const [column] = quantities;
  return quantities.length === 1 && column ? { table, column } : null;
}

/**
 * "older than 30", "founded after 2008": a number with no column named beside it compares the
 * column its adjective names, or (for a year) the time column its verb names.
 */
export const looseNumbers: FrameRule = (b) => {
  const { context, frame, named, numbers } = b;
  const severalYears = new Map<ColumnRef['column'], { ref: ColumnRef; years: LooseComparison[] }>();
  for (const loose of numbers.loose) {
    if (loose.isKey) {
      const ref = keyOfRowsBefore(b, loose);
      if (ref)
        frame.filters.push({
          kind: 'compare',
          ref,
          op: loose.op,
          value: loose.value,
          at: loose.at,
        });
      continue;
    }
    const ref = loose.isYear
      ? (yearOfRowsNamedBefore(b, loose.at, loose.verb) ??
        yearColumn(context.model, frame.focus, named, loose.verb))
      : (columnByNouns(
          context.model,
          loose.nouns,
          loose.table ?? frame.focus,
          named,
          loose.compound,
        ) ??
        comparedBefore(frame.filters, loose.at) ??
        loneQuantity(b, loose));
    if (!ref) continue;
    if (loose.isYear && loose.op === 'eq' && isDate(ref)) {
      const entry = severalYears.get(ref.column) ?? { ref, years: [] };
      entry.years.push(loose);
      severalYears.set(ref.column, entry);
      continue;
    }
    frame.filters.push(
      ...yearFilters(ref, loose.op, loose.value, loose.isYear).map((f) =>
        f.kind === 'compare' ? { ...f, at: loose.at } : f,
      ),
    );
  }
  for (const { ref, years } of severalYears.values()) {
    const [only] = years;
    if (years.length === 1 && only)
      frame.filters.push(
        ...yearFilters(ref, 'eq', only.value, true).map((f) => ({ ...f, at: only.at })),
      );
    else readSeveralYears(b, ref, years);
  }
};
