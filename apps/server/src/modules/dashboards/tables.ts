import {
  alertConditionSchema,
  alertRecipientsSchema,
  askResultSchema,
  chartSpecSchema,
  embedAllowedOriginsSchema,
  itemChangeSchema,
  itemLayoutSchema,
  reportFrequencySchema,
  reportRecipientIdsSchema,
  scheduleFrequencySchema,
  structuredQuerySchema,
  updateGraphRequestSchema,
} from '@tabletalk/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';
import { parsedJsonb } from '../../db/parsed-jsonb';
import { conversations } from '../rooms/tables';
import { sources } from '../sources/tables';

/** A dashboard of answers pinned from rooms, owned by the member who created it. */
export const dashboards = pgTable(
  'dashboards',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** PUBLIC: the organization's members who may view dashboards see it; PRIVATE: its owner. */
    visibility: text('visibility', { enum: ['PUBLIC', 'PRIVATE'] })
      .notNull()
      .default('PRIVATE'),
    /** A draft (`create-draft`) is listed nowhere until `update-dashboard` saves it. */
    isDraft: boolean('is_draft').notNull().default(false),
    /** How often it refreshes itself (the scheduler reads it); off by default. */
    frequency: parsedJsonb('frequency', scheduleFrequencySchema)
      .notNull()
      .$defaultFn(() => ({ kind: 'off' })),
    /**
     * The UTC month (`YYYY-MM-01`) the dashboard was last counted as connected: the plan's
     * monthly connected dashboards count a dashboard once per month, the first time an item is
     * added to it that month (see `count-connected-dashboard.ts`).
     */
    connectedMonth: text('connected_month'),
    lastRefreshedAt: at('last_refreshed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dashboards_org_idx').on(t.orgId, t.updatedAt)],
);

/** A user's favourite dashboards. */
export const dashboardFavourites = pgTable(
  'dashboard_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dashboardId] })],
);

/** The dashboard each user last opened, per organization (`dashboard/session`). */
export const activeDashboards = pgTable(
  'active_dashboards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);

/** An answer pinned to a dashboard: the query it re-runs, its chart and its last result. */
export const dashboardItems = pgTable(
  'dashboard_items',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    /** Sources are deleted softly: the row stays, and the item answers SOURCE_DELETED_DASHBOARD. */
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: ['WIDGET', 'GRAPH', 'TABLE'] }).notNull(),
    title: text('title').notNull(),
    /** The engine's reading re-run on refresh; null for SQL written by a model or a person. */
    structuredQuery: parsedJsonb('structured_query', structuredQuerySchema),
    sql: text('sql').notNull(),
    /** The chart as shown: the fresh answer's chart with `chartEdits` applied. */
    chart: parsedJsonb('chart', chartSpecSchema),
    /** Every chart edit made with `update-graph`, merged: re-applied to each fresh answer. */
    chartEdits: parsedJsonb('chart_edits', updateGraphRequestSchema),
    result: parsedJsonb('result', askResultSchema),
    lastRefreshedAt: at('last_refreshed_at'),
    /** Why the item cannot run any more (what changed in its source); null when it can. */
    brokenReason: text('broken_reason'),
    /** A WIDGET's value against the previous period, computed with its result (`widget-change/`). */
    change: parsedJsonb('change', itemChangeSchema),
    layout: parsedJsonb('layout', itemLayoutSchema),
    /** Order of addition, for a dashboard without a layout yet. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_items_dashboard_idx').on(t.dashboardId, t.position),
    index('dashboard_items_source_idx').on(t.sourceId),
  ],
);

/**
 * A dashboard shared with a member of its organization (`dashboard/share/{id}`): they see it
 * and refresh it, even PRIVATE; only its owner and the organization's admins change it.
 */
export const dashboardShares = pgTable(
  'dashboard_shares',
  {
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dashboardId, t.userId] }),
    index('dashboard_shares_user_idx').on(t.userId, t.orgId),
  ],
);

/**
 * An alert on the single value of a dashboard item's or a room answer's query (a copy of it, so
 * the alert keeps working when the item or the answer goes): a condition, a check frequency (its
 * schedule is `dashboards.alert-check`, key `alert:<id>`) and recipients. Visible with its
 * dashboard; one from a room's answer, to its creator only (`alerts/alerts.policy.ts`).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dashboardId: uuid('dashboard_id').references(() => dashboards.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => dashboardItems.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    structuredQuery: parsedJsonb('structured_query', structuredQuerySchema),
    sql: text('sql').notNull(),
    condition: parsedJsonb('condition', alertConditionSchema).notNull(),
    /** Never `off` (the contracts' `alertFrequencySchema`). */
    frequency: parsedJsonb('frequency', scheduleFrequencySchema).notNull(),
    recipients: parsedJsonb('recipients', alertRecipientsSchema).notNull(),
    state: text('state', { enum: ['OK', 'FIRING', 'UNKNOWN', 'ERROR'] })
      .notNull()
      .default('UNKNOWN'),
    lastValue: doublePrecision('last_value'),
    lastCheckedAt: at('last_checked_at'),
    lastError: text('last_error'),
    /** Why the state is what it is when that needs saying (too few checks for a range…). */
    note: text('note'),
    /** Checked but silent until then. */
    snoozedUntil: at('snoozed_until'),
    /** Archived alerts are not checked (their schedule is removed) until unarchived. */
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('alerts_org_idx').on(t.orgId, t.createdAt),
    index('alerts_dashboard_idx').on(t.dashboardId),
  ],
);

/** Each check of an alert: its history (the usual range, the previous value, the last state). */
export const alertChecks = pgTable(
  'alert_checks',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    checkedAt: at('checked_at').notNull(),
    /** Null when the check could not read a value (state ERROR). */
    value: doublePrecision('value'),
    state: text('state', { enum: ['OK', 'FIRING', 'UNKNOWN', 'ERROR'] }).notNull(),
  },
  (t) => [index('alert_checks_alert_idx').on(t.alertId, t.checkedAt)],
);

/**
 * A signed embed of a dashboard (`generate-embed-code`): its token names this row (`emb`), so
 * disabling or revoking the row turns the token away at once; deleting the dashboard deletes it.
 */
export const dashboardEmbeds = pgTable(
  'dashboard_embeds',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Sites that may frame it (its page's CSP frame-ancestors); empty: the server's default. */
    allowedOrigins: parsedJsonb('allowed_origins', embedAllowedOriginsSchema)
      .notNull()
      .$defaultFn(() => []),
    /** The token's `exp`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('dashboard_embeds_dashboard_idx').on(t.dashboardId)],
);

/**
 * The version of an organization's embed secret (HKDF of the app's embed key with
 * `orgId:version`): rotating it turns away every token signed before. No row: version 1.
 */
export const orgEmbedKeys = pgTable('org_embed_keys', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  rotatedAt: at('rotated_at').notNull().defaultNow(),
});

/**
 * A dashboard's report by email (`reports/`): its items, refreshed and drawn, sent to members of
 * the organization at each slot of `frequency`. One per dashboard; deleting it stops the report.
 */
export const dashboardSubscriptions = pgTable(
  'dashboard_subscriptions',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Never 'off': a report that stops is deleted. */
    frequency: parsedJsonb('frequency', reportFrequencySchema).notNull(),
    /** The members it goes to (checked to be the organization's when saved and when sent). */
    userIds: parsedJsonb('user_ids', reportRecipientIdsSchema).notNull(),
    lastSentAt: at('last_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dashboard_subscriptions_dashboard_idx').on(t.dashboardId)],
);
