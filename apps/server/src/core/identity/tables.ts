import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../db/columns';

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
