import type { ScheduleFrequency } from '@tabletalk/contracts';

export type FrequencyKind = ScheduleFrequency['kind'];

export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The browser's time zone, where a daily or weekly time is meant; UTC when it has none. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A frequency of the kind picked, keeping the time and day already chosen. */
export function frequencyOfKind(
  kind: FrequencyKind,
  current: ScheduleFrequency,
  timeZone = localTimeZone(),
): ScheduleFrequency {
  const time = 'time' in current ? current.time : '08:00';
  const zone = 'timeZone' in current ? current.timeZone : timeZone;
  const day = current.kind === 'weekly' ? current.day : 1;
  if (kind === 'off') return { kind: 'off' };
  if (kind === 'hourly') return { kind: 'hourly', minute: 0 };
  if (kind === 'daily') return { kind: 'daily', time, timeZone: zone };
  return { kind: 'weekly', day, time, timeZone: zone };
}

/** The frequency in words: "Daily at 08:00 (Europe/Berlin)". */
export function describeFrequency(frequency: ScheduleFrequency): string {
  switch (frequency.kind) {
    case 'off':
      return 'Refreshes only when asked';
    case 'hourly':
      return `Every hour at minute ${frequency.minute}`;
    case 'daily':
      return `Daily at ${frequency.time} (${frequency.timeZone})`;
    case 'weekly':
      return `Every ${WEEK_DAYS[frequency.day]} at ${frequency.time} (${frequency.timeZone})`;
  }
}
