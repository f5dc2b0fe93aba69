import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * Sharing a dashboard with members of its organization (`dashboard/share/{id}`): they see and
 * refresh it; its owner and the organization's admins edit it and choose whom it is shared with.
 */

/** The most members one request shares a dashboard with (or revokes). */
export const MAX_SHARE_USER_IDS = 100;

const shareUserIdsSchema = z
  .array(idSchema)
  .min(1, 'Choose at least one member.')
  .max(MAX_SHARE_USER_IDS, `Share with at most ${MAX_SHARE_USER_IDS} members at once.`);

/** `POST dashboard/share/{id}` (and the body of `DELETE dashboard/share/{id}`): member user ids. */
export const shareDashboardRequestSchema = z.object({ userIds: shareUserIdsSchema });
export type ShareDashboardRequest = z.infer<typeof shareDashboardRequestSchema>;

/**
 * `DELETE dashboard/share/{id}?userIds=a,b`: the user ids as a comma-separated query, for
 * clients that cannot send a DELETE body (the body is read first).
 */
export const revokeDashboardShareQuerySchema = z.object({
  userIds: z
    .string()
    .max(MAX_SHARE_USER_IDS * 40)
    .transform((ids) => ids.split(',').map((id) => id.trim()))
    .pipe(shareUserIdsSchema)
    .optional(),
});

/** A member a dashboard is shared with. */
export const dashboardShareSchema = z.object({
  userId: z.string(),
  /** Their full name, else their email. */
  name: z.string(),
  email: z.string(),
  sharedAt: timestampSchema,
});
export type DashboardShare = z.infer<typeof dashboardShareSchema>;

/** The members a dashboard is shared with, the latest shared first. */
export const dashboardSharesResponseSchema = z.object({ data: z.array(dashboardShareSchema) });
