import type { KnowledgeUsed, SemanticModel } from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  picture: text('picture').notNull().default(' '),
  emailVerifiedAt: at('email_verified_at'),
  googleSub: text('google_sub').unique(),
  aiModel: text('ai_model').notNull().default('builtin'),
  disabledAt: at('disabled_at'),
  /**
   * Set when an administrator chose the password: it is temporary, works for one sign-in until
   * then, and that sign-in must choose a new one (CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED).
   */
  temporaryPasswordUntil: at('temporary_password_until'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One-time email codes for sign-up confirmation and password reset, stored hashed. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'reset', 'new_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Hash of the link token sent with sign-up codes; confirms without typing the code. */
    linkTokenHash: text('link_token_hash'),
    /** The sign-up flow this code belongs to; the confirm page polls with it. */
    flowId: text('flow_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    voidedAt: at('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_user_idx').on(t.userId, t.purpose),
    index('email_codes_flow_idx').on(t.flowId),
  ],
);

/** A sign-up flow: auto sign-in is armed for 180 s after sign-up. */
export const signupFlows = pgTable('signup_flows', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoSignInUntil: at('auto_sign_in_until').notNull(),
  confirmedAt: at('confirmed_at'),
  /** Set once the poller or the code form has claimed the auto sign-in. */
  claimedAt: at('claimed_at'),
  /**
   * A repeated sign-up of an unconfirmed account: its password and names, applied only when this
   * flow's code is confirmed (whoever proves the mailbox sets the password: no pre-hijacking).
   */
  pendingPasswordHash: text('pending_password_hash'),
  pendingGivenName: text('pending_given_name'),
  pendingFamilyName: text('pending_family_name'),
  createdAt: createdAt(),
});

/** A signed-in client. Refresh tokens of one session form one rotation family. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason', {
      enum: ['signout', 'replaced', 'password_changed', 'reuse_detected', 'admin', 'deleted'],
    }),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: at('used_at'),
    replacedById: uuid('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  plan: text('plan').notNull().default('Basic'),
  trialEndsAt: at('trial_ends_at'),
  personalOwnerId: uuid('personal_owner_id').references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The person who created the organization. On a free plan its questions count against this
   * person's own meter (`person_usage_counters`), whichever of their organizations they ask in.
   */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const teams = pgTable(
  'teams',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('teams_org_idx').on(t.orgId)],
);

/** Membership of a user in a team, with the role that decides their permissions there. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
    index('team_members_org_idx').on(t.orgId),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invites_team_idx').on(t.teamId), index('invites_email_idx').on(t.email)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readBy: uuid('read_by').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Metered usage (questions asked, dashboards connected) that plan limits count against: one row
 * per organization, kind and UTC month, with the count of the month and of its latest day. A use
 * is counted by one conditional upsert, which locks the row, so concurrent requests can never
 * pass a limit together (`entitlements/reserve-usage.ts`).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The first day of the UTC month counted. */
    month: date('month', { mode: 'string' }).notNull(),
    monthCount: integer('month_count').notNull(),
    /** The latest UTC day of the month with a use, and the uses of that day. */
    day: date('day', { mode: 'string' }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.month] })],
);

/**
 * Free-plan questions per person, across the organizations they own: the same shape and the same
 * conditional upsert as `usage_counters`, keyed by the owner instead of the organization, so a
 * new organization brings no fresh free quota.
 */
export const personUsageCounters = pgTable(
  'person_usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    monthCount: integer('month_count').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.month] })],
);

/** Security-relevant events (sign-ins, role changes, resets), without secrets. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    orgId: uuid('org_id'),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subjectId: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_org_idx').on(t.orgId, t.createdAt)],
);

/** A group of data sources: one upload (an Excel workbook's sheets) or one database connection. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Soft delete: rooms and dashboards keep pointing at the sources of a deleted project. */
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('projects_org_idx').on(t.orgId, t.createdAt)],
);

/** A user's favourite projects (favourites are personal, projects are shared). */
export const projectFavourites = pgTable(
  'project_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/**
 * A data source: an uploaded file (one sheet, one DuckDB table) or a database connection.
 * Paths are server-generated (`<orgId>/<uuid>`); credentials are AES-256-GCM ciphertext only.
 */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** A SourceType of the spec: CSV, XLS (Excel), POSTGRESQL, MYSQL, ... */
    type: text('type').notNull(),
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** Why the source FAILED, in words the user can act on. */
    reason: text('reason'),
    /** The organization's sample dataset from `db/set-sample` (one per organization). */
    isSample: boolean('is_sample').notNull().default(false),
    originalFilename: text('original_filename'),
    sheetName: text('sheet_name'),
    tableName: text('table_name'),
    rowCount: integer('row_count'),
    columnCount: integer('column_count'),
    /** Column names, native and inferred types of a file source's table. */
    columns: jsonb('columns').$type<{ name: string; nativeType: string; type: string }[]>(),
    /** Header names the user chose with csv-headers, applied at the next ingest. */
    headers: jsonb('headers').$type<string[]>(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    filePath: text('file_path'),
    duckdbPath: text('duckdb_path'),
    /** Non-secret connection fields of a database source. */
    connection: jsonb('connection').$type<Record<string, unknown>>(),
    /** Secret connection fields, sealed with the data-encryption key (`v1:<keyId>:...`). */
    secrets: text('secrets'),
    /** Share of the current load done, 0–1. */
    progress: real('progress').notNull().default(0),
    /** Runs of the current load job, so the last retry can give up with a readable reason. */
    attempts: integer('attempts').notNull().default(0),
    lastRefreshedAt: at('last_refreshed_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sources_org_idx').on(t.orgId, t.createdAt),
    index('sources_project_idx').on(t.projectId),
    index('sources_status_idx').on(t.status, t.updatedAt),
    // `db/set-sample` is idempotent per organization, even for two calls at once.
    uniqueIndex('sources_one_sample_idx')
      .on(t.orgId)
      .where(sql`${t.isSample} and ${t.deletedAt} is null`),
  ],
);

/** Versions of a source's semantic model (its knowledge); the highest version is current. */
export const sourceModels = pgTable(
  'source_models',
  {
    id: id(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    model: jsonb('model').$type<SemanticModel>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('source_models_version_idx').on(t.sourceId, t.version)],
);

/** The source each user last selected in each organization (`db/select_source`). */
export const selectedSources = pgTable(
  'selected_sources',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);

/** A chat room over one data source; it keeps its history when the source is deleted. */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastQuestionAt: at('last_question_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('rooms_org_user_idx').on(t.orgId, t.createdBy, t.lastQuestionAt),
    index('rooms_source_idx').on(t.sourceId),
  ],
);

/** A user's favourite rooms. */
export const roomFavourites = pgTable(
  'room_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);

/** A question asked in a room and its answer (the AskResult as returned, kept for the thread). */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id of the question as the API shows it (`query._id`). */
    queryId: uuid('query_id').notNull().defaultRandom(),
    text: text('text').notNull(),
    /**
     * The AskResult: status, answer (structured query, SQL, rows, chart...) and message. The chart
     * spec is kept without its inline rows (see `rooms/stored-chart.ts`) so rows are stored once.
     */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    templateId: uuid('template_id'),
    usedExample: boolean('used_example').notNull().default(false),
    /** The liked example, synonyms and glossary entries behind the answer; null on older rows. */
    knowledgeUsed: jsonb('knowledge_used').$type<KnowledgeUsed>(),
    hide: boolean('hide').notNull().default(false),
    feedback: text('feedback', { enum: ['LIKE', 'DISLIKE'] }),
    feedbackReason: text('feedback_reason'),
    favourite: boolean('favourite').notNull().default(false),
    /** The description written by `descriptive-response` (language model or built-in). */
    description: text('description'),
    dataRefreshedAt: at('data_refreshed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_room_idx').on(t.roomId, t.createdAt),
    index('conversations_user_idx').on(t.orgId, t.askedBy, t.createdAt),
    /**
     * The room's last answered question about a source, which a follow-up refines: read from the
     * newest end without opening the stored answers before it.
     */
    index('conversations_answered_idx')
      .on(t.roomId, t.sourceId, t.createdAt, t.id)
      .where(sql`not ${t.hide} and (${t.result} ->> 'status') = 'answered'`),
  ],
);

/**
 * Liked questions of a source with their structured query: the examples the engine matches first.
 * One per source and normalized question; a DISLIKE of the same question removes it.
 */
export const queryExamples = pgTable(
  'query_examples',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    question: text('question').notNull(),
    /** Lower-cased, whitespace-collapsed question: the uniqueness key. */
    normalized: text('normalized').notNull(),
    structuredQuery: jsonb('structured_query').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('query_examples_question_idx').on(t.sourceId, t.normalized)],
);

/** Saved questions with `{placeholders}` and an optional validity period. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Calendar dates (YYYY-MM-DD), inclusive. */
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('templates_org_idx').on(t.orgId, t.createdAt)],
);

/** A user's favourite templates. */
export const templateFavourites = pgTable(
  'template_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

/** The room each user was last in, per organization (`db/change-room`, `db/get-active-chat`). */
export const activeRooms = pgTable(
  'active_rooms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);
