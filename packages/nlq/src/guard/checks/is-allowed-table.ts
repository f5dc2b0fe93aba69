import type { GuardOptions } from '../types';

/** The allowed relations of a guard call. */
export type AllowedTables = NonNullable<GuardOptions['allowedTables']>;

/**
 * True when a relation (name parts, qualifiers first) is in the allowed list: names compare
 * case-insensitively, the part before the name is the schema, and a reference without a schema
 * matches an allowed table of any schema. A catalog or project in front is not compared.
 * Throws nothing.
 */
export function isAllowedTable(allowed: AllowedTables, parts: string[]): boolean {
  const name = parts.at(-1)?.toLowerCase();
  const schema = parts.length > 1 ? parts.at(-2)?.toLowerCase() : undefined;
  return allowed.some((table) => {
    if (table.name.toLowerCase() !== name) return false;
    return schema === undefined || table.schema?.toLowerCase() === schema;
  });
}
