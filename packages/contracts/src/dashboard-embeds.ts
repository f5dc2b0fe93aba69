import { z } from 'zod';
import { answerSchema } from './answer';
import { idSchema, timestampSchema } from './common';
import { dashboardItemSchema } from './dashboards';

/**
 * Signed embeds of dashboards (`dashboard/generate-embed-code`, `dashboard/get-embed-dashboard/{id}`):
 * a token that shows one dashboard read-only in an `<iframe>`, and what that view holds.
 */

/** How long an embed token lives when `expiresInDays` is left out. */
export const DEFAULT_EMBED_DAYS = 30;

/**
 * An origin allowed to frame an embed: `scheme://host[:port]`, nothing after it. It becomes a
 * `frame-ancestors` source of the embed page's CSP, so nothing else may get through.
 */
export const embedOriginSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value, context) => {
    const origin = originOf(value);
    if (origin === null) {
      context.addIssue({
        code: 'custom',
        message: `"${value}" is not an origin such as https://example.com (no path).`,
      });
      return z.NEVER;
    }
    return origin;
  });

/** `scheme://host[:port]`: a host name (a leading `*.` wildcard allowed) or an IPv4 address. */
const ORIGIN = /^(https?):\/\/((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i;

/** The origin of `https://host[:port]` (a trailing slash allowed) in lower case, else null. */
function originOf(value: string): string | null {
  const match = ORIGIN.exec(value);
  if (!match) return null;
  const [, scheme = '', host = '', port = ''] = match;
  return `${scheme}://${host}${port}`.toLowerCase();
}

/** The sites allowed to frame one embed, as stored with it. */
export const embedAllowedOriginsSchema = z.array(embedOriginSchema).max(20);

/** `dashboard/generate-embed-code`: a new signed embed of a dashboard. */
export const generateEmbedCodeRequestSchema = z.object({
  dashboardId: idSchema,
  /** Days until the token expires (the server refuses more than its EMBED_TOKEN_MAX_DAYS). */
  expiresInDays: z.number().int().min(1).max(3650).optional(),
  /** Sites allowed to frame it; none: the server's EMBED_ALLOWED_ORIGINS. */
  allowedOrigins: embedAllowedOriginsSchema.optional(),
});
export type GenerateEmbedCodeRequest = z.input<typeof generateEmbedCodeRequestSchema>;

export const embedCodeSchema = z.object({
  token: z.string(),
  /** The embed page with its token: `<PUBLIC_URL>/embed/dashboards/<id>?token=…`. */
  url: z.string(),
  /** An `<iframe>` snippet of the page, ready to paste. */
  html: z.string(),
  expiresAt: timestampSchema,
});
export type EmbedCode = z.infer<typeof embedCodeSchema>;
export const embedCodeResponseSchema = z.object({ data: embedCodeSchema });

/** `dashboard/embed/{id}` (DELETE): how many embeds of the dashboard were disabled. */
export const disableEmbedsResponseSchema = z.object({
  message: z.string(),
  data: z.object({ disabled: z.number().int() }),
});

/** `dashboard/embed-secret/rotate`: the organization's new embed-secret version. */
export const rotateEmbedSecretResponseSchema = z.object({
  message: z.string(),
  data: z.object({ version: z.number().int(), rotatedAt: timestampSchema }),
});

/**
 * What an embed shows of an answer: its rows and how to draw them. Never its SQL, its structured
 * query or the readings built from the source's model.
 */
export const embedAnswerSchema = answerSchema.pick({
  columns: true,
  rows: true,
  truncated: true,
  displayKind: true,
  chart: true,
  description: true,
  notes: true,
});
export type EmbedAnswer = z.infer<typeof embedAnswerSchema>;

/**
 * An item as an embed shows it. A dashboard's own item (`DashboardItem`) has every field of
 * this one, so the dashboard's item components draw both.
 */
export const embedItemSchema = dashboardItemSchema
  .pick({
    _id: true,
    kind: true,
    title: true,
    chart: true,
    lastRefreshedAt: true,
    broken: true,
    layout: true,
    change: true,
  })
  .extend({
    result: z
      .object({
        status: z.enum(['answered', 'unsure', 'declined']),
        answer: embedAnswerSchema.nullable(),
        message: z.string().nullable(),
      })
      .nullable(),
  });
export type EmbedItem = z.infer<typeof embedItemSchema>;

/**
 * What drawing an item takes: an embed's item, and a dashboard's own item too (a `DashboardItem`
 * has every field of this one, and more), so one set of components draws both.
 */
export type ShownItem = EmbedItem;
/** What drawing an answer takes (an `Answer` has every field of this one). */
export type ShownAnswer = EmbedAnswer;

/** `dashboard/get-embed-dashboard/{id}`: the read-only view of an embedded dashboard. */
export const embedDashboardSchema = z.object({
  dashboard: z.object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    lastRefreshedAt: timestampSchema.nullable(),
  }),
  items: z.array(embedItemSchema),
});
export type EmbedDashboard = z.infer<typeof embedDashboardSchema>;
export const embedDashboardResponseSchema = z.object({ data: embedDashboardSchema });

/** `dashboard/get-embed-dashboard/{id}?token=`: the token may come here or as a bearer. */
export const embedDashboardQuerySchema = z.object({ token: z.string().max(4096).optional() });
