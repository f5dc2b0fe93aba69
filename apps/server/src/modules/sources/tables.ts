import {
  publicConnectionSchema,
  type SourceType,
  semanticModelSchema,
  sourceColumnSchema,
} from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { organizations, teams, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';
import { parsedJsonb } from '../../db/parsed-jsonb';

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
    type: text('type').$type<SourceType>().notNull(),
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
    columns: parsedJsonb('columns', z.array(sourceColumnSchema)),
    /** Header names the user chose with csv-headers, applied at the next ingest. */
    headers: parsedJsonb('headers', z.array(z.string())),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /**
     * SHA-256 (hex) of an uploaded file's bytes, on the source the upload made (a workbook's
     * first sheet): the same upload again answers this source (`findSameUpload`). Null for
     * database connections, the sample and a workbook's further sheets.
     */
    contentHash: text('content_hash'),
    filePath: text('file_path'),
    duckdbPath: text('duckdb_path'),
    /** Non-secret connection fields of a database source (`toPublicConnection`). */
    connection: parsedJsonb('connection', publicConnectionSchema),
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
    index('sources_content_hash_idx').on(t.orgId, t.contentHash),
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
    model: parsedJsonb('model', semanticModelSchema).notNull(),
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
