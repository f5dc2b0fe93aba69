import { type TimeGrain, timeGrains } from '@tabletalk/contracts';

/**
 * The grain checked against the contract's list, because it is written into SQL as a keyword
 * and a structured query may arrive without schema validation.
 * @throws RangeError for anything but day, week, month, quarter or year.
 */
export function checkGrain(grain: TimeGrain): TimeGrain {
  if (!(timeGrains as readonly string[]).includes(grain)) {
    throw new RangeError(`Unknown time grain: ${String(grain)}`);
  }
  return grain;
}
