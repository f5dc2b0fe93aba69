import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { scheduleFrequencySchema } from './schedules';

/**
 * A WIDGET's value against the previous period of equal length, when its query has a time
 * dimension: a bounded date filter (shifted back by its length: March 2024 → February 2024) or
 * a date grouping (its last two buckets).
 */
export const itemChangeSchema = z.object({
  /** The value over the previous period. */
  previous: z.number(),
  /** The value now minus `previous`. */
  delta: z.number(),
  /** `delta` as a percentage of `previous`; null when `previous` is 0. */
  percent: z.number().nullable(),
  /** The period compared, for "vs previous month": `month`, `year`, `3 months`, `14 days`… */
  period: z.string(),
});
export type ItemChange = z.infer<typeof itemChangeSchema>;

// The schedule's kinds but 'off': deleting the subscription is how a report stops.
const [, hourly, daily, weekly] = scheduleFrequencySchema.options;

/** How often a dashboard's report is emailed: hourly, daily at a time, or weekly. */
export const reportFrequencySchema = z.discriminatedUnion('kind', [hourly, daily, weekly]);
export type ReportFrequency = z.infer<typeof reportFrequencySchema>;

/** A member a report goes to. */
export const reportRecipientSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** Their given and family name; their email when they have none. */
  name: z.string(),
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

/** The user ids a report goes to, as a subscription stores them. */
export const reportRecipientIdsSchema = z.array(z.string());

/** A dashboard's scheduled report: who gets it by email, and how often. */
export const reportSubscriptionSchema = z.object({
  dashboardId: z.string(),
  frequency: reportFrequencySchema,
  recipients: z.array(reportRecipientSchema),
  createdBy: z.string(),
  lastSentAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

/** The most members one report goes to. */
export const MAX_REPORT_RECIPIENTS = 50;

/** `PUT dashboard/subscriptions/{dashboardId}`: sets (or replaces) the dashboard's report. */
export const saveReportSubscriptionRequestSchema = z.object({
  frequency: reportFrequencySchema,
  userIds: z
    .array(idSchema)
    .min(1, { message: 'Choose at least one member to send the report to.' })
    .max(MAX_REPORT_RECIPIENTS, {
      message: `A report goes to at most ${MAX_REPORT_RECIPIENTS} members.`,
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'Each member appears once.',
    }),
});
export type SaveReportSubscriptionRequest = z.infer<typeof saveReportSubscriptionRequestSchema>;

/** The dashboard's report, or null when it has none. */
export const reportSubscriptionResponseSchema = z.object({
  data: reportSubscriptionSchema.nullable(),
});

/** `{dashboardId}` of the subscription calls. */
export const reportSubscriptionParamsSchema = z.object({ dashboardId: idSchema });
