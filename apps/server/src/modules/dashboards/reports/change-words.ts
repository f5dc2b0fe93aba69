import type { ItemChange } from '@tabletalk/contracts';
import { formatCell } from './format-cell';

/**
 * A widget's change in words, as the dashboard shows it: "▲ 12.5% vs previous month", "▼ 3
 * vs previous year" (the difference when there is no percentage), "No change vs previous day".
 */
export function changeWords(change: ItemChange): string {
  const versus = `vs previous ${change.period}`;
  if (change.delta === 0) return `No change ${versus}`;
  const arrow = change.delta > 0 ? '▲' : '▼';
  const size =
    change.percent === null
      ? formatCell(Math.abs(change.delta))
      : `${formatCell(Math.abs(change.percent))}%`;
  return `${arrow} ${size} ${versus}`;
}
