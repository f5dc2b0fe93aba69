import {
  ALERT_RANGE_MIN_CHECKS,
  type AlertCondition,
  formatAlertNumber,
} from '@tabletalk/contracts';

/** What a check compares its value with: the values of the alert's earlier checks. */
export interface CheckHistory {
  /** The value of the latest earlier check that read one; null before the first. */
  previous: number | null;
  /** The values of the latest earlier checks that read one (at most 30), newest first. */
  series: number[];
}

/** A condition applied to a value: the state, and what the value was compared with. */
export interface Evaluation {
  state: 'OK' | 'FIRING' | 'UNKNOWN';
  /** What the value was compared with, for notifications ("the threshold 1,000"). */
  comparedWith: string;
  /** Why the state needs saying (no earlier value yet…); null otherwise. */
  note: string | null;
}

/** Equality within a billionth of the threshold's size: values come back as doubles. */
function isEqual(value: number, threshold: number): boolean {
  return Math.abs(value - threshold) <= 1e-9 * Math.max(1, Math.abs(threshold));
}

const firing = (holds: boolean): Evaluation['state'] => (holds ? 'FIRING' : 'OK');

function evaluateChange(percent: number, value: number, previous: number | null): Evaluation {
  if (previous === null) {
    return {
      state: 'OK',
      comparedWith: 'no earlier value',
      note: 'First check: there is no previous value to compare with yet.',
    };
  }
  const comparedWith = `the previous value ${formatAlertNumber(previous)}`;
  if (previous === 0) return { state: firing(value !== 0), comparedWith, note: null };
  const change = (Math.abs(value - previous) * 100) / Math.abs(previous);
  return { state: firing(change > percent), comparedWith, note: null };
}

function evaluateRange(k: number, value: number, series: number[]): Evaluation {
  if (series.length < ALERT_RANGE_MIN_CHECKS) {
    return {
      state: 'UNKNOWN',
      comparedWith: 'no usual range yet',
      note: `The usual range needs ${ALERT_RANGE_MIN_CHECKS} earlier checks; there ${series.length === 1 ? 'is' : 'are'} ${series.length} so far.`,
    };
  }
  const mean = series.reduce((sum, each) => sum + each, 0) / series.length;
  const variance = series.reduce((sum, each) => sum + (each - mean) ** 2, 0) / series.length;
  const spread = k * Math.sqrt(variance);
  const low = mean - spread;
  const high = mean + spread;
  return {
    state: firing(value < low || value > high),
    comparedWith: `the usual range ${formatAlertNumber(low)} to ${formatAlertNumber(high)}`,
    note: null,
  };
}

/**
 * Applies an alert's condition to a value: above and below are strict (a value equal to the
 * threshold does not fire); equal allows for a double's rounding; a change fires when it is more
 * than the percentage either way (the first check has nothing to compare with: OK); outside the
 * usual range fires beyond the mean ± k population standard deviations of the earlier checks, and
 * stays UNKNOWN, saying so, until there are enough of them.
 */
export function evaluateCondition(
  condition: AlertCondition,
  value: number,
  history: CheckHistory,
): Evaluation {
  switch (condition.kind) {
    case 'above':
    case 'below':
    case 'equal': {
      const { threshold } = condition;
      const comparedWith = `the threshold ${formatAlertNumber(threshold)}`;
      const holds =
        condition.kind === 'above'
          ? value > threshold
          : condition.kind === 'below'
            ? value < threshold
            : isEqual(value, threshold);
      return { state: firing(holds), comparedWith, note: null };
    }
    case 'change':
      return evaluateChange(condition.percent, value, history.previous);
    case 'outside':
      return evaluateRange(condition.k, value, history.series);
  }
}
