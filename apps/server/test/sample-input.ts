import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The part of a JSON Schema the sampler reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** A plausible string of a JSON Schema string: its format, else letters of the minimum length. */
function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `sample-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/sample';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  return 'sample'.padEnd(Math.max(schema.minLength ?? 1, 6), 's');
}

function sampleJson(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (first) return sampleJson(first);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        out[key] = sampleJson(schema.properties?.[key] ?? {});
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleJson(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'sample';
  }
}

/**
 * A plausible input for a route's zod schema (body or querystring): required fields only, uuids
 * random, enums their first member, strings long enough. A best effort, not a valid value of
 * every schema (refinements and patterns are not read); a caller with a stricter schema passes
 * its own. Undefined for a route without that schema.
 * @example sampleInput(route.schema?.body) // { dashboardId: '3b0…', name: 'sample' }
 */
export function sampleInput(schema: unknown): unknown {
  if (!isZod(schema)) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return sampleJson(json as JsonSchema);
}
