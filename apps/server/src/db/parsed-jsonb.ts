import { customType } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** What the driver gives for a jsonb value: parsed already, or its text (then parsed here). */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A jsonb column that carries its type and is parsed with a contracts schema whenever a row is
 * read, so stored JSON reaches the code as its contract says or not at all (issue 12, point 4):
 * no cast where it is read back. Values are written as drizzle's `jsonb` writes them.
 * @throws ZodError on read when a stored value does not match `schema`.
 * @example model: parsedJsonb('model', semanticModelSchema).notNull()
 */
export function parsedJsonb<Schema extends z.ZodType>(name: string, schema: Schema) {
  return customType<{ data: z.output<Schema>; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => schema.parse(fromJsonText(value)),
  })(name);
}
