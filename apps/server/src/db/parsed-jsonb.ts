import { customType } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** What the driver gives for a json value: parsed already, or its text (then parsed here). */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Reads a JSON value a query selected (a column or a `sql` expression, through `.mapWith`) as
 * its contracts schema says it is.
 * @throws ZodError when the value does not match `schema`.
 * @example sql`c.result->'answer'`.mapWith(parseJson(answerSchema))
 */
export function parseJson<Schema extends z.ZodType>(schema: Schema) {
  return (value: unknown): z.output<Schema> => schema.parse(fromJsonText(value));
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
    fromDriver: parseJson(schema),
  })(name);
}
