import type { ItemChange } from '@tabletalk/contracts';
import { formatCell } from './format';

/** Which way a widget's value moved since the previous period. */
export type ChangeDirection = 'up' | 'down' | 'flat';

export interface ChangeText {
  direction: ChangeDirection;
  /** What is shown: "▲ 12.5% vs previous month", "No change vs previous month". */
  shown: string;
  /** What a screen reader says: "Up 12.5% vs previous month, from 1,200". */
  label: string;
}

const ARROWS: Record<ChangeDirection, string> = { up: '▲', down: '▼', flat: '' };
const WORDS: Record<ChangeDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };

/**
 * A widget's change against the previous period in words (as the emailed report writes it): the
 * percentage to one decimal, or the difference when the previous value was 0.
 */
export function changeText(change: ItemChange): ChangeText {
  const direction: ChangeDirection = change.delta > 0 ? 'up' : change.delta < 0 ? 'down' : 'flat';
  const versus = `vs previous ${change.period}`;
  const from = `from ${formatCell(change.previous)}`;
  if (direction === 'flat') {
    return { direction, shown: `No change ${versus}`, label: `No change ${versus}, ${from}` };
  }
  const size =
    change.percent === null
      ? formatCell(Math.abs(change.delta))
      : `${Math.abs(change.percent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return {
    direction,
    shown: `${ARROWS[direction]} ${size} ${versus}`,
    label: `${WORDS[direction]} ${size} ${versus}, ${from}`,
  };
}
