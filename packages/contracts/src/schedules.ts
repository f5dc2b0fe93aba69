import { z } from 'zod';

/** A time of day, `HH:MM` on a 24-hour clock. */
const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a time such as 07:30 (24-hour clock).' });

/** An IANA time zone the runtime knows (`Europe/Berlin`); UTC when left out. */
const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Unknown time zone.' },
);

/**
 * How often scheduled work runs (a dashboard's refresh, a report, an alert's check): off, every
 * hour at a minute, every day at a time, or every week on a day (0 = Sunday) at a time, in a time
 * zone. Each slot runs once, however many processes run the scheduler.
 */
export const scheduleFrequencySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  z.object({ kind: z.literal('hourly'), minute: z.number().int().min(0).max(59).default(0) }),
  z.object({
    kind: z.literal('daily'),
    time: timeOfDaySchema,
    timeZone: timeZoneSchema.default('UTC'),
  }),
  z.object({
    kind: z.literal('weekly'),
    day: z.number().int().min(0).max(6),
    time: timeOfDaySchema,
    timeZone: timeZoneSchema.default('UTC'),
  }),
]);
export type ScheduleFrequency = z.infer<typeof scheduleFrequencySchema>;
