import { z } from 'zod';
import { connectionConfigSchema } from './connections';
import { sourceStatusSchema, sourceTypeSchema } from './enums';
import {
  columnTypeSchema,
  dialectSchema,
  relationshipSchema,
  semanticMeasureSchema,
  semanticTableSchema,
} from './semantic-model';

/** `?id=` of the calls that take the source in the query string (select_source, db-schema). */
export const sourceIdQuerySchema = z.object({ id: z.uuid() });

export const sourceColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  nativeType: z.string(),
});

/** A data source as lists show it: status, type, size and last refresh. */
export const sourceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: sourceTypeSchema,
  status: sourceStatusSchema,
  /** Why the source FAILED, in words the user can act on; null otherwise. */
  reason: z.string().nullable(),
  /** Share of the current load done, 0–1. */
  progress: z.number(),
  projectId: z.string(),
  sheetName: z.string().nullable(),
  tableName: z.string().nullable(),
  rowCount: z.number().int().nullable(),
  columnCount: z.number().int().nullable(),
  sizeBytes: z.number().nullable(),
  isSample: z.boolean(),
  isDatabase: z.boolean(),
  createdBy: z.string().nullable(),
  lastRefreshedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/** One source in full (`db/source-info/{id}`). Credentials never appear, only other fields. */
export const sourceInfoSchema = sourceSchema.extend({
  columns: z.array(sourceColumnSchema),
  /** Current version of the source's knowledge; null until it is built. */
  modelVersion: z.number().int().nullable(),
  /** Non-secret connection fields of a database source (host, port, database, user...). */
  connection: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the caller added this source (only they may reveal its password). */
  isOwner: z.boolean(),
});
export type SourceInfo = z.infer<typeof sourceInfoSchema>;

export const sourcesQuerySchema = z.object({ projectId: z.uuid().optional() });
export const sourcesResponseSchema = z.object({ data: z.array(sourceSchema) });
export const sourceInfoResponseSchema = z.object({ data: sourceInfoSchema });

/** What `db/add-database` and `db/set-sample` answer at once; the load runs in the background. */
export const addSourceResponseSchema = z.object({
  _id: z.string(),
  status: sourceStatusSchema,
  projectId: z.string(),
  name: z.string(),
  type: sourceTypeSchema,
});
export type AddSourceResponse = z.infer<typeof addSourceResponseSchema>;

/**
 * `db/add-database` with a JSON body: a database connection. (With a multipart body it is a file
 * upload instead: the file in `file`, an optional `name`.)
 */
export const addDatabaseRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  connection: connectionConfigSchema,
});
export type AddDatabaseRequest = z.infer<typeof addDatabaseRequestSchema>;

/** Multipart fields of a file upload besides `file`. */
export const uploadFieldsSchema = z.object({ name: z.string().trim().min(1).max(200).optional() });

export const previewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
  /** For database sources: which table (`schema.name` or `name`); the first one by default. */
  table: z.string().max(500).optional(),
});
export const previewResponseSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: columnTypeSchema })),
  /** Rows as arrays in column order. */
  rows: z.array(z.array(z.unknown())),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** Tables, columns and relationships of a source, from its knowledge (`db/db-schema`). */
export const dbSchemaResponseSchema = z.object({
  data: z.object({
    sourceId: z.string(),
    modelVersion: z.number().int().nullable(),
    dialect: dialectSchema.nullable(),
    tables: z.array(semanticTableSchema),
    relationships: z.array(relationshipSchema),
    /** Named calculations (revenue, margin, ...); absent from servers before measures. */
    measures: z.array(semanticMeasureSchema).optional(),
  }),
});

export const selectSourceResponseSchema = z.object({
  message: z.string(),
  data: z.object({ sourceId: z.string() }),
});

/** A problem `check-csv` found: what kind, in words, and (where it helps) which rows or columns. */
export const csvProblemSchema = z.object({
  kind: z.string(),
  message: z.string(),
  rows: z.array(z.number().int()).optional(),
});
export const checkCsvResponseSchema = z.object({
  headers: z.array(z.string()),
  /** Names that fix blank and duplicate headers, for the csv-headers form. */
  suggestedHeaders: z.array(z.string()),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  problems: z.array(csvProblemSchema),
  /** Whether the org's plan takes a file of this shape. */
  withinPlan: z.boolean(),
  /** When not within the plan: which limit, and which plan lifts it. */
  planMessage: z.string().optional(),
});
export type CheckCsvResponse = z.infer<typeof checkCsvResponseSchema>;

const headerNameSchema = z.string().trim().min(1, 'A column name cannot be empty.').max(200);
export const csvHeadersRequestSchema = z.object({
  sourceId: z.uuid(),
  headers: z.array(headerNameSchema).min(1).max(1000),
});
export type CsvHeadersRequest = z.infer<typeof csvHeadersRequestSchema>;

export const sourceIdBodySchema = z.object({ id: z.uuid() });
export const sourceStatusResponseSchema = z.object({
  status: sourceStatusSchema,
  message: z.string(),
});

/** Re-entering one's own account password reveals a database source's stored password. */
export const decryptPasswordRequestSchema = z.object({
  id: z.uuid(),
  password: z.string().min(1).max(1024),
});
export const decryptPasswordResponseSchema = z.object({ password: z.string() });

export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isFavourite: z.boolean(),
  sourceCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectsResponseSchema = z.object({ data: z.array(projectSchema) });
export const projectResponseSchema = z.object({
  data: projectSchema.extend({ sources: z.array(sourceSchema) }),
});
export const updateProjectRequestSchema = z.object({ name: z.string().trim().min(1).max(200) });
/** Sets the favourite flag; without a body the flag toggles. */
export const projectFavouriteRequestSchema = z
  .object({ isFavourite: z.boolean().optional() })
  .nullish();
export const projectUpdatedResponseSchema = z.object({ message: z.string(), data: projectSchema });
export const projectFavouriteResponseSchema = z.object({
  message: z.string(),
  data: z.object({ isFavourite: z.boolean() }),
});
export const sourceModelResponseSchema = z.object({
  message: z.string(),
  data: z.object({ modelVersion: z.number().int() }),
});

/** What a person may turn a file column into on Enrich (`db/column-type`). */
export const columnTypeTargetSchema = z.enum(['number', 'percent', 'date', 'text']);
export type ColumnTypeTarget = z.infer<typeof columnTypeTargetSchema>;

/** A column of a file source to read as another type (preview and change take the same body). */
export const columnTypeRequestSchema = z.object({
  sourceId: z.uuid(),
  table: z.string().min(1).max(255),
  column: z.string().min(1).max(255),
  type: columnTypeTargetSchema,
});
export type ColumnTypeRequest = z.infer<typeof columnTypeRequestSchema>;

/** How many of a column's filled values would convert, and a few that would not. */
export const columnTypePreviewSchema = z.object({
  filled: z.number().int(),
  convertible: z.number().int(),
  /** Filled values that would keep their text in `<column>_raw`. */
  unparsed: z.number().int(),
  examples: z.array(z.string()),
});
export type ColumnTypePreview = z.infer<typeof columnTypePreviewSchema>;
export const columnTypePreviewResponseSchema = z.object({ data: columnTypePreviewSchema });
export const columnTypeChangeResponseSchema = z.object({
  message: z.string(),
  data: columnTypePreviewSchema.extend({ modelVersion: z.number().int() }),
});
export type ColumnTypeChange = z.infer<typeof columnTypeChangeResponseSchema>['data'];
