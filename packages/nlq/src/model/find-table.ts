import type { SemanticTable } from '@tabletalk/contracts';

/**
 * The table named `name`, in `schema` when one is given (relationships, queries and prompts may
 * omit it where names are unique); an exact match first, then one that differs only in case.
 * Returns null when there is none.
 */
export function findTable(
  tables: readonly SemanticTable[],
  name: string,
  schema?: string | null,
): SemanticTable | null {
  const inSchema = (table: SemanticTable) =>
    schema === undefined || schema === null || table.schema === schema;
  return (
    tables.find((table) => table.name === name && inSchema(table)) ??
    tables.find((table) => table.name.toLowerCase() === name.toLowerCase() && inSchema(table)) ??
    null
  );
}
