import { ALERT_RANGE_WINDOW, type AlertCondition } from './alerts';

/** A number as alerts show it: grouped thousands, at most 6 decimals ("1,234.5"). */
export function formatAlertNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * An alert's condition in words, as its list, dialog and notifications say it.
 * @example describeAlertCondition({ kind: 'above', threshold: 1000 }) // 'Above 1,000'
 */
export function describeAlertCondition(condition: AlertCondition): string {
  switch (condition.kind) {
    case 'above':
      return `Above ${formatAlertNumber(condition.threshold)}`;
    case 'below':
      return `Below ${formatAlertNumber(condition.threshold)}`;
    case 'equal':
      return `Equal to ${formatAlertNumber(condition.threshold)}`;
    case 'change':
      return `Changes by more than ${formatAlertNumber(condition.percent)}% since the last check`;
    case 'outside':
      return `Outside the usual range (mean ± ${formatAlertNumber(condition.k)} standard deviations of the last ${ALERT_RANGE_WINDOW} checks)`;
  }
}
