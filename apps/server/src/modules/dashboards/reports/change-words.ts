import type { ItemChange } from '@tabletalk/contracts';
import { formatCell } from './format-cell';

/**
 * A widget's change in words, as the dashboard shows it: "▲ 12.5% vs previous month" (a
 * percentage to one decimal), "▼ 3 vs previous year" (the difference when there is no
 * percentage), "No change vs previous day".
 */
export function changeWords(change: ItemChange): string {
  const versus = `vs previous ${change.period}`;
  if (change.delta === 0) return `No change ${versus}`;
  const arrow = change.delta > 0 ? '▲' : '▼';
  const size =
    change.percent === null
      ? formatCell(Math.abs(change.delta))
      : `${Math.abs(change.percent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return `${arrow} ${size} ${versus}`;
}
