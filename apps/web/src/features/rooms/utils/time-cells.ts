import type { Answer, TimeGrain } from '@tabletalk/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_START = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The time grain of each answer column that the query truncated to one ("Order date (month)" →
 * month), by column name; columns without a grain are not in the map.
 */
export function columnGrains(answer: Pick<Answer, 'structuredQuery'>): Map<string, TimeGrain> {
  const grains = new Map<string, TimeGrain>();
  for (const item of answer.structuredQuery?.select ?? []) {
    if (item.expr.kind === 'column' && item.expr.grain) grains.set(item.as, item.expr.grain);
  }
  return grains;
}

/**
 * A time cell at its grain, as the chart's axis names it: "2024", "Q1 2024", "Jan 2024", or the
 * day "4 Mar 2024" for weeks and days. Null when the cell is not a date, so it shows as it is.
 * Read from the ISO text itself, so the period does not move with the viewer's time zone.
 */
export function formatTimeCell(value: unknown, grain: TimeGrain): string | null {
  const match = typeof value === 'string' ? DATE_START.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const monthIndex = Number(month) - 1;
  if (grain === 'year') return `${year}`;
  if (grain === 'quarter') return `Q${Math.floor(monthIndex / 3) + 1} ${year}`;
  if (grain === 'month') return `${MONTHS[monthIndex]} ${year}`;
  return `${Number(day)} ${MONTHS[monthIndex]} ${year}`;
}
