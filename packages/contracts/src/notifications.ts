import { z } from 'zod';
import { planNameSchema } from './enums';

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  readBy: z.array(z.string()),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markReadRequestSchema = z.object({ userId: z.string().optional() });
export const notificationResponseSchema = z.object({ data: notificationSchema });

export const planSchema = z.object({
  _id: z.string(),
  title: planNameSchema,
  type: z.enum(['Monthly', 'Yearly']),
  priceId: z.string(),
  price: z.number(),
  currency: z.string(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ data: z.array(planSchema) });
