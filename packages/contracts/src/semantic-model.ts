import { z } from 'zod';

/** SQL dialects the question engine compiles to; one per kind of source. */
export const dialects = [
  'duckdb',
  'postgres',
  'mysql',
  'mssql',
  'snowflake',
  'bigquery',
  'databricks',
] as const;
export const dialectSchema = z.enum(dialects);
export type Dialect = z.infer<typeof dialectSchema>;

/** Column types as Tabletalk reasons about them, whatever the source's native type. */
export const columnTypeSchema = z.enum([
  'integer',
  'decimal',
  'date',
  'timestamp',
  'boolean',
  'text',
]);
export type ColumnType = z.infer<typeof columnTypeSchema>;

/** What a column is for in a question: summed, grouped by, a time axis, or a key. */
export const columnRoleSchema = z.enum(['measure', 'dimension', 'time', 'identifier']);
export type ColumnRole = z.infer<typeof columnRoleSchema>;

/** One value of a low-cardinality text column, with how often it occurs. */
export const dictionaryValueSchema = z.object({ value: z.string(), count: z.number().int() });

export const columnStatsSchema = z.object({
  /** Share of rows where the column is null or empty, 0–1. */
  nullShare: z.number(),
  distinctCount: z.number().int(),
  /** Smallest and largest value as text (numbers, dates and timestamps in ISO form). */
  min: z.string().nullable(),
  max: z.string().nullable(),
  /** True when computed from a sample of a large table (counts then describe the sample). */
  sampled: z.boolean().optional(),
});

/** Column fields the user can edit on the Enrich screen; a rebuild keeps edited ones. */
export const editableColumnFields = ['label', 'synonyms', 'description', 'role', 'hidden'] as const;
export const editableColumnFieldSchema = z.enum(editableColumnFields);
export type EditableColumnField = z.infer<typeof editableColumnFieldSchema>;

/** Table fields the user can edit on the Enrich screen; a rebuild keeps edited ones. */
export const editableTableFields = ['label', 'synonyms', 'description'] as const;
export const editableTableFieldSchema = z.enum(editableTableFields);
export type EditableTableField = z.infer<typeof editableTableFieldSchema>;

export const semanticColumnSchema = z.object({
  name: z.string(),
  type: columnTypeSchema,
  /** The type as the source names it (e.g. `DOUBLE`, `varchar(255)`). */
  nativeType: z.string(),
  role: columnRoleSchema,
  label: z.string(),
  synonyms: z.array(z.string()),
  description: z.string().nullable(),
  hidden: z.boolean(),
  /** Values of low-cardinality text and integer category columns, most frequent first. */
  values: z.array(dictionaryValueSchema),
  stats: columnStatsSchema,
  /** Fields the user edited (absent when none); a rebuild keeps these as they are. */
  edited: z.array(editableColumnFieldSchema).optional(),
});
export type SemanticColumn = z.infer<typeof semanticColumnSchema>;

export const semanticTableSchema = z.object({
  /** The table's name in the source. */
  name: z.string(),
  /** Its schema (PostgreSQL schema, BigQuery dataset, ...), null where the source has none. */
  schema: z.string().nullable(),
  label: z.string(),
  synonyms: z.array(z.string()),
  description: z.string().nullable(),
  rowCount: z.number().int(),
  primaryKey: z.array(z.string()),
  columns: z.array(semanticColumnSchema),
  /** Fields the user edited (absent when none); a rebuild keeps these as they are. */
  edited: z.array(editableTableFieldSchema).optional(),
});
export type SemanticTable = z.infer<typeof semanticTableSchema>;

export const relationshipSchema = z.object({
  fromTable: z.string(),
  fromColumns: z.array(z.string()),
  toTable: z.string(),
  toColumns: z.array(z.string()),
  /** Schemas of both tables, for sources where a table name alone is ambiguous. */
  fromSchema: z.string().nullable().optional(),
  toSchema: z.string().nullable().optional(),
  /** Declared by the database, or inferred from matching key names and values. */
  kind: z.enum(['foreign_key', 'inferred']),
  /** 1 for declared keys; the share of matching values for inferred ones. */
  confidence: z.number(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const glossaryEntrySchema = z.object({ term: z.string(), definition: z.string() });

/**
 * A source's knowledge: what the question engine reads to understand questions about it.
 * Built by `db/build-knowledge`, edited on the Enrich screen, versioned with the source.
 */
export const semanticModelSchema = z.object({
  version: z.number().int(),
  dialect: dialectSchema,
  tables: z.array(semanticTableSchema),
  relationships: z.array(relationshipSchema),
  glossary: z.array(glossaryEntrySchema),
  builtAt: z.string(),
});
export type SemanticModel = z.infer<typeof semanticModelSchema>;

const editTextSchema = z.string().trim().min(1).max(200);

/** One column's edits from the Enrich screen; omitted fields stay as they are. */
export const columnEditSchema = z.object({
  name: z.string(),
  label: editTextSchema.optional(),
  synonyms: z.array(editTextSchema).max(50).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  role: columnRoleSchema.optional(),
  hidden: z.boolean().optional(),
});
export type ColumnEdit = z.infer<typeof columnEditSchema>;

/** One table's edits (and its columns') from the Enrich screen. */
export const tableEditSchema = z.object({
  name: z.string(),
  /** Needed only where two schemas hold tables of the same name. */
  schema: z.string().nullable().optional(),
  label: editTextSchema.optional(),
  synonyms: z.array(editTextSchema).max(50).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  columns: z.array(columnEditSchema).max(1000).optional(),
});
export type TableEdit = z.infer<typeof tableEditSchema>;

/** The Enrich screen's edits to a semantic model, applied by `applyModelEdits`. */
export const semanticModelEditsSchema = z.object({ tables: z.array(tableEditSchema).max(1000) });
export type SemanticModelEdits = z.infer<typeof semanticModelEditsSchema>;
