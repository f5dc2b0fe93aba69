import { z } from 'zod';
import { formulaNodeSchema } from './formula';

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
  /**
   * The entity an identifier stands for, singular and lowercase ("order" for `order_id` in an
   * order-lines table, "customer" for `customer_id`); null or absent when none is known.
   */
  entity: z.string().nullable().optional(),
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
  /**
   * The entity one row stands for ("order" for `orders`), when one identifier is unique per row;
   * null when rows are lines of other entities (an order-lines table) or nothing is known.
   */
  grain: z.string().nullable().optional(),
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

/** How a measure's figures are written: money, a percentage, or a plain number. */
export const measureFormats = ['currency', 'percent', 'number'] as const;
export const measureFormatSchema = z.enum(measureFormats);
export type MeasureFormat = z.infer<typeof measureFormatSchema>;

/**
 * A named calculation ("revenue", "average order value"): a formula over columns of its table
 * and of tables related to it, whose aggregates say how rows are combined
 * (`sum(unit_price * quantity * (1 - discount))`, `sum(…) / count(distinct order_id)`).
 */
export const semanticMeasureSchema = z.object({
  /** Unique within the model; lowercase words joined by `_`. */
  name: z.string(),
  label: z.string(),
  synonyms: z.array(z.string()),
  description: z.string().nullable(),
  /** The table whose rows the measure combines; other tables are joined from it. */
  table: z.string(),
  schema: z.string().nullable().optional(),
  formula: formulaNodeSchema,
  format: measureFormatSchema,
  /** Proposed by the knowledge build, or written by a person on the Enrich screen. */
  origin: z.enum(['proposed', 'user']),
  /** True once a person changed a proposed measure; a rebuild then keeps it as it is. */
  edited: z.boolean().optional(),
});
export type SemanticMeasure = z.infer<typeof semanticMeasureSchema>;

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
  /** Named calculations; absent in models stored before measures existed. */
  measures: z.array(semanticMeasureSchema).optional(),
  /** Names of proposed measures a person deleted or renamed: a rebuild does not propose them again. */
  dismissedMeasures: z.array(z.string()).optional(),
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

/**
 * A measure added, changed or deleted on the Enrich screen, by name. `formula` is text such as
 * `sum(unit_price * quantity)`, read by `parseFormula` (never run as SQL); omitted fields stay.
 */
export const measureEditSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** A new name for an existing measure. */
  rename: z.string().trim().min(1).max(100).optional(),
  delete: z.boolean().optional(),
  label: editTextSchema.optional(),
  synonyms: z.array(editTextSchema).max(50).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  table: z.string().min(1).max(300).optional(),
  schema: z.string().nullable().optional(),
  formula: z.string().trim().min(1).max(1000).optional(),
  format: measureFormatSchema.optional(),
});
export type MeasureEdit = z.infer<typeof measureEditSchema>;

/** The Enrich screen's edits to a semantic model, applied by `applyModelEdits`. */
export const semanticModelEditsSchema = z.object({
  tables: z.array(tableEditSchema).max(1000),
  measures: z.array(measureEditSchema).max(200).optional(),
});
export type SemanticModelEdits = z.infer<typeof semanticModelEditsSchema>;
