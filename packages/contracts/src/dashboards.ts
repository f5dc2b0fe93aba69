import { z } from 'zod';
import { chartSpecSchema } from './answer';
import { idSchema, plainTextSchema, timestampSchema } from './common';
import { itemChangeSchema } from './dashboard-reports';
import { dashboardShareSchema } from './dashboard-shares';
import { displayKindSchema, visibilitySchema } from './enums';
import { askResultSchema } from './questions';
import { updateGraphRequestSchema } from './rooms';
import { scheduleFrequencySchema } from './schedules';
import { structuredQuerySchema } from './structured-query';

/**
 * Dashboards: answers pinned from rooms, re-run on fresh data (`dashboard/` calls). Answers are
 * `{ data }`; `dashboard/create` answers `{ data: { _id, … } }` like every other one.
 */

/** How an item shows its answer: a single value (WIDGET), a chart (GRAPH) or a table (TABLE). */
export const dashboardItemKindSchema = displayKindSchema;
export type DashboardItemKind = z.infer<typeof dashboardItemKindSchema>;

/** PUBLIC (members who may view dashboards see it) or PRIVATE (its owner only). */
export type DashboardVisibility = z.infer<typeof visibilitySchema>;

/** The dashboard grid's width in columns: an item's `x + w` is at most this. */
export const DASHBOARD_GRID_COLUMNS = 12;

/** Where an item sits on the dashboard's grid, in grid cells. */
const layoutShape = {
  x: z
    .number()
    .int()
    .min(0)
    .max(DASHBOARD_GRID_COLUMNS - 1),
  y: z.number().int().min(0).max(10_000),
  w: z.number().int().min(1).max(DASHBOARD_GRID_COLUMNS),
  h: z.number().int().min(1).max(100),
};
const fitsGrid = (layout: { x: number; w: number }) =>
  layout.x + layout.w <= DASHBOARD_GRID_COLUMNS;
const fitsGridMessage = {
  message: `An item must fit in the grid's ${DASHBOARD_GRID_COLUMNS} columns (x + w).`,
  path: ['w'],
};
export const itemLayoutSchema = z.object(layoutShape).refine(fitsGrid, fitsGridMessage);
export type ItemLayout = z.infer<typeof itemLayoutSchema>;

/** An answer pinned to a dashboard, with its last result. */
export const dashboardItemSchema = z.object({
  _id: z.string(),
  dashboardId: z.string(),
  sourceId: z.string(),
  /** The room's conversation it was added from; null once that conversation was deleted. */
  conversationId: z.string().nullable(),
  kind: dashboardItemKindSchema,
  title: z.string(),
  /** The engine's reading it re-runs; null for SQL a language model or a person wrote. */
  structuredQuery: structuredQuerySchema.nullable(),
  sql: z.string(),
  /** The chart as shown (Vega-Lite), with the item's chart edits applied; null for none. */
  chart: chartSpecSchema.nullable(),
  /** The last answer (of the last refresh, else the one it was added with). */
  result: askResultSchema.nullable(),
  lastRefreshedAt: timestampSchema.nullable(),
  /** Why the item cannot run any more (its source changed), or null when it can. */
  broken: z.string().nullable(),
  /**
   * A WIDGET's change against the previous period; null without a time dimension (and for
   * items not refreshed since it existed).
   */
  change: itemChangeSchema.nullable().default(null),
  layout: itemLayoutSchema.nullable(),
  createdAt: timestampSchema,
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

/** A dashboard as lists and its page show it. */
export const dashboardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** PUBLIC: every member who may view dashboards sees it; PRIVATE: its owner only. */
  visibility: visibilitySchema,
  /** A draft (`create-draft`) is not listed until saved with `update-dashboard`. */
  isDraft: z.boolean(),
  favourite: z.boolean(),
  createdBy: z.string(),
  /** Whether the caller may edit it (its owner, or an organization admin, with `dashboards.manage`). */
  canEdit: z.boolean(),
  /** Whether it was shared with the caller (`dashboard/share/{id}`), and by whom (their name). */
  isShared: z.boolean(),
  sharedBy: z.string().nullable(),
  /** The members it is shared with: given by `get-graphs` to those who may edit it. */
  sharedWith: z.array(dashboardShareSchema).optional(),
  frequency: scheduleFrequencySchema,
  itemCount: z.number().int(),
  lastRefreshedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const dashboardNameSchema = plainTextSchema(1, 120);
const dashboardDescriptionSchema = plainTextSchema(0, 1000);

/** `dashboard/create`: a saved dashboard, PRIVATE unless said otherwise. */
export const createDashboardRequestSchema = z.object({
  name: dashboardNameSchema,
  description: dashboardDescriptionSchema.optional(),
  visibility: visibilitySchema.default('PRIVATE'),
});
export type CreateDashboardRequest = z.infer<typeof createDashboardRequestSchema>;

/** `dashboard/create-draft`: a draft, named later when it is saved. */
export const createDraftDashboardRequestSchema = z.object({
  name: dashboardNameSchema.default('Untitled dashboard'),
  description: dashboardDescriptionSchema.optional(),
  visibility: visibilitySchema.default('PRIVATE'),
});
export type CreateDraftDashboardRequest = z.infer<typeof createDraftDashboardRequestSchema>;

/** `dashboard/update-dashboard/{id}`: rename, describe, change visibility, save a draft. */
export const updateDashboardRequestSchema = z
  .object({
    name: dashboardNameSchema.optional(),
    /** An empty description removes it. */
    description: dashboardDescriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
    /** `true` saves a draft: it is listed from then on. */
    save: z.literal(true).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Change at least one of name, description, visibility or save.',
  });
export type UpdateDashboardRequest = z.infer<typeof updateDashboardRequestSchema>;

/** `dashboard/list?search=`: favourites first, then the most recently updated. */
export const dashboardsQuerySchema = z.object({ search: z.string().trim().max(120).optional() });

/** `dashboard/favorite/{id}`: sets the star, or toggles it when `favourite` is left out. */
export const dashboardFavouriteRequestSchema = z.object({ favourite: z.boolean().optional() });

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export const optionalDashboardResponseSchema = z.object({ data: dashboardSchema.nullable() });
export const dashboardsResponseSchema = z.object({ data: z.array(dashboardSchema) });

/** `dashboard/db/add-conversation-to-dashboard`: pins a room's answer to a dashboard. */
export const addConversationToDashboardRequestSchema = z.object({
  dashboardId: idSchema,
  conversationId: idSchema,
  kind: dashboardItemKindSchema,
  /** The item's title; the question's words when left out. */
  title: plainTextSchema(1, 200).optional(),
});
export type AddConversationToDashboardRequest = z.infer<
  typeof addConversationToDashboardRequestSchema
>;
export const dashboardItemResponseSchema = z.object({ data: dashboardItemSchema });

/** `dashboard/get-graphs`: opens a dashboard: it and its items with their last results. */
export const getGraphsRequestSchema = z.object({ dashboardId: idSchema });
export const dashboardGraphsSchema = z.object({
  dashboard: dashboardSchema,
  items: z.array(dashboardItemSchema),
});
export const dashboardGraphsResponseSchema = z.object({ data: dashboardGraphsSchema });

/** `dashboard/query`: runs one item's stored query now. */
export const dashboardQueryRequestSchema = z.object({ itemId: idSchema });

/** `dashboard/refresh-queries/{id}?fresh=true`: ask every source again, cache or not. */
export const refreshQueriesQuerySchema = z.object({ fresh: z.enum(['true', 'false']).optional() });

/** `dashboard/refresh-queries/{id}`: every item re-run, and how many came from the cache. */
export const refreshQueriesResponseSchema = z.object({
  data: z.object({
    items: z.array(dashboardItemSchema),
    /** Items whose source was asked again. */
    refreshed: z.number().int(),
    /** Items answered from a result of the same query on the same source version. */
    cached: z.number().int(),
    /** Items that could not run (their `broken` says why). */
    broken: z.number().int(),
  }),
});

/** `dashboard/update-graph/{id}` (an item's id): the chart edit of a room's answer. */
export const updateDashboardGraphRequestSchema = updateGraphRequestSchema;

/** `dashboard/update-layout/{id}`: where each item sits; items left out keep their place. */
export const updateLayoutRequestSchema = z.object({
  layout: z
    .array(z.object({ itemId: idSchema, ...layoutShape }).refine(fitsGrid, fitsGridMessage))
    .max(200)
    .refine((entries) => new Set(entries.map((entry) => entry.itemId)).size === entries.length, {
      message: 'Each item appears once in a layout.',
    }),
});
export type UpdateLayoutRequest = z.infer<typeof updateLayoutRequestSchema>;
export const dashboardItemsResponseSchema = z.object({ data: z.array(dashboardItemSchema) });

/** `dashboard/update-dashboard-frequency/{id}`: how often the dashboard refreshes itself. */
export const updateDashboardFrequencyRequestSchema = z.object({
  frequency: scheduleFrequencySchema,
});
