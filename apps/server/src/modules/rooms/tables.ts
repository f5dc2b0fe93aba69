import type { AskResult, KnowledgeUsed, StructuredQuery } from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, teams, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';
import { sources } from '../sources/tables';

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
     * Read it through `readStoredResult`, which checks it against the contracts' schema.
     */
    result: jsonb('result').$type<AskResult>().notNull(),
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
    structuredQuery: jsonb('structured_query').$type<StructuredQuery>().notNull(),
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
