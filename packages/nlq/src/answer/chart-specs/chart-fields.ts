import type { ResultColumn } from '../answer-types';

/**
 * A column name as a Vega-Lite field reference: dots and brackets would otherwise read as nested
 * access ("a.b" is field b of a), so they and the backslash are escaped.
 * @example escapeField('revenue.eur') // 'revenue\\.eur'
 */
export function escapeField(name: string): string {
  return name.replace(/[.[\]\\]/g, '\\$&');
}

/**
 * d3 number formats: thousands separators, percentages for shares (kept as 0–1 in charts) and
 * for percent measures (0–1 ratios already), and cents for money.
 */
export function numberFormat(column: ResultColumn): string {
  if (column.isShare || column.format === 'percent') return '.1~%';
  return column.format === 'currency' ? ',.2f' : ',.2~f';
}

/** The UTC time unit matching a column's grain, so periods never shift with the viewer's zone. */
export function timeUnitOf(column: ResultColumn): string {
  if (column.grain === 'year') return 'utcyear';
  if (column.grain === 'quarter') return 'utcyearquarter';
  if (column.grain === 'month') return 'utcyearmonth';
  if (column.grain || column.type !== 'timestamp') return 'utcyearmonthdate';
  return 'utcyearmonthdatehoursminutes';
}

/** A quantitative channel for a measure, titled with its name and formatted. */
export function measureChannel(column: ResultColumn): Record<string, unknown> {
  return {
    field: escapeField(column.name),
    type: 'quantitative',
    title: column.name,
    axis: { format: numberFormat(column) },
  };
}

/** A temporal channel for a time column at its grain. */
export function timeChannel(column: ResultColumn): Record<string, unknown> {
  return {
    field: escapeField(column.name),
    type: 'temporal',
    timeUnit: timeUnitOf(column),
    title: column.name,
  };
}

/** A nominal channel for a category. */
export function categoryChannel(column: ResultColumn): Record<string, unknown> {
  return { field: escapeField(column.name), type: 'nominal', title: column.name };
}

/** One tooltip entry per column, each formatted like its axis. */
export function tooltipOf(columns: ResultColumn[]): Record<string, unknown>[] {
  return columns.map((column) => {
    if (column.role === 'measure') {
      const { axis: _axis, ...channel } = measureChannel(column);
      return { ...channel, format: numberFormat(column) };
    }
    return column.role === 'time' ? timeChannel(column) : categoryChannel(column);
  });
}
