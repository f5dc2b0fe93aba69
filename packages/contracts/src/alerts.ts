import { z } from 'zod';
import { idSchema, plainTextSchema, timestampSchema } from './common';
import { scheduleFrequencySchema } from './schedules';

/**
 * Alerts (`dashboard/alerts/…` calls): a condition on the single value of a dashboard item's or a
 * room answer's query, checked on a schedule, notifying its recipients once per change of state.
 */

const thresholdSchema = z.number({ message: 'Enter a threshold.' }).finite();

/**
 * When an alert fires: the value above, below or equal to a threshold; changed by more than
 * `percent` % since the previous check (either way); or outside the usual range, the mean ± `k`
 * standard deviations of its last 30 checks.
 */
export const alertConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('above'), threshold: thresholdSchema }),
  z.object({ kind: z.literal('below'), threshold: thresholdSchema }),
  z.object({ kind: z.literal('equal'), threshold: thresholdSchema }),
  z.object({
    kind: z.literal('change'),
    percent: z
      .number({ message: 'Enter a percentage.' })
      .positive({ message: 'The percentage must be more than 0.' })
      .max(100_000),
  }),
  z.object({
    kind: z.literal('outside'),
    k: z
      .number({ message: 'Enter how many standard deviations.' })
      .positive({ message: 'The number of standard deviations must be more than 0.' })
      .max(10, { message: 'At most 10 standard deviations.' })
      .default(2),
  }),
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
export type AlertConditionKind = AlertCondition['kind'];

/** How many earlier checks the usual range is computed from, and how many it needs at least. */
export const ALERT_RANGE_WINDOW = 30;
export const ALERT_RANGE_MIN_CHECKS = 5;

/** How often an alert is checked: a schedule's frequency, but never `off`. */
export const alertFrequencySchema = scheduleFrequencySchema.refine(
  (frequency) => frequency.kind !== 'off',
  { message: 'An alert needs a check frequency: hourly, daily or weekly.' },
);

/** Who hears of an alert, and how: in the app, by email, or both. */
export const alertRecipientsSchema = z
  .object({
    userIds: z
      .array(idSchema)
      .min(1, { message: 'Choose at least one recipient.' })
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'Each recipient appears once.',
      }),
    inApp: z.boolean(),
    email: z.boolean(),
  })
  .refine((recipients) => recipients.inApp || recipients.email, {
    message: 'Choose in-app, email or both.',
    path: ['inApp'],
  });
export type AlertRecipients = z.infer<typeof alertRecipientsSchema>;

/**
 * OK: the condition does not hold; FIRING: it holds; UNKNOWN: not checked yet, or not enough
 * history to tell; ERROR: the value could not be read (`lastError` says why).
 */
export const alertStateSchema = z.enum(['OK', 'FIRING', 'UNKNOWN', 'ERROR']);
export type AlertState = z.infer<typeof alertStateSchema>;

/** An alert as lists and the dashboard's panel show it. */
export const alertSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The dashboard and item it was created from; null for an alert on a room's answer. */
  dashboardId: z.string().nullable(),
  itemId: z.string().nullable(),
  /** The room's conversation it was created from; null for one from a dashboard item. */
  conversationId: z.string().nullable(),
  sourceId: z.string(),
  condition: alertConditionSchema,
  /** The condition in words ("Above 1,000"). */
  conditionText: z.string(),
  frequency: scheduleFrequencySchema,
  recipients: alertRecipientsSchema,
  state: alertStateSchema,
  lastValue: z.number().nullable(),
  lastCheckedAt: timestampSchema.nullable(),
  /** Why the last check could not read a value (state ERROR). */
  lastError: z.string().nullable(),
  /** Why the state is what it is when it needs saying (no history yet for a range…). */
  note: z.string().nullable(),
  /** Until when it notifies no one (it is still checked); null when not snoozed. */
  snoozedUntil: timestampSchema.nullable(),
  archivedAt: timestampSchema.nullable(),
  createdBy: z.string(),
  /** Whether the caller may archive, snooze, delete or check it (its creator, or an admin). */
  canManage: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * `dashboard/alerts/create`: an alert on a dashboard item (`itemId`) or on a room's answer
 * (`conversationId`), one of the two. The name defaults to the item's title or the question.
 */
export const createAlertRequestSchema = z
  .object({
    name: plainTextSchema(1, 120).optional(),
    itemId: idSchema.optional(),
    conversationId: idSchema.optional(),
    condition: alertConditionSchema,
    frequency: alertFrequencySchema,
    recipients: alertRecipientsSchema,
  })
  .refine((request) => (request.itemId === undefined) !== (request.conversationId === undefined), {
    message: 'Create an alert from a dashboard item or from an answer (one of the two).',
    path: ['itemId'],
  });
export type CreateAlertRequest = z.infer<typeof createAlertRequestSchema>;

/** `dashboard/alerts/query`: the alerts the user sees, filtered. */
export const alertsQueryRequestSchema = z.object({
  dashboardId: idSchema.optional(),
  /** true: archived alerts only; false or left out: active ones only. */
  archived: z.boolean().optional(),
  search: z.string().trim().max(120).optional(),
});
export type AlertsQueryRequest = z.infer<typeof alertsQueryRequestSchema>;

/** The longest snooze: 30 days. */
export const MAX_SNOOZE_MINUTES = 30 * 24 * 60;

/** `dashboard/alerts/snooze/{id}`: no notifications for `minutes` from now; 0 ends a snooze. */
export const snoozeAlertRequestSchema = z.object({
  minutes: z.number().int().min(0).max(MAX_SNOOZE_MINUTES),
});

export const alertResponseSchema = z.object({ data: alertSchema });
export const alertsResponseSchema = z.object({ data: z.array(alertSchema) });
