import { z } from 'zod';

/** Object ids are UUIDs, exposed as `_id` like the product's original API. */
export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** ISO-8601 timestamps travel as strings. */
export const timestampSchema = z.string();

/** Emails are trimmed and compared lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
