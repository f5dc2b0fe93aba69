import { checkChartPolicy, isPlainObject } from './chart-policy';
import { getChartSchemaValidator } from './chart-schema';

const MAX_SCHEMA_ERRORS = 10;
/** Chart shapes the schema accepted, kept (most recently used last) to skip validating again. */
const MAX_ACCEPTED_SHAPES = 1_000;
/** A shape longer than this is validated each time rather than kept. */
const MAX_SHAPE_CHARS = 20_000;

const acceptedShapes = new Set<string>();

/**
 * The chart without its inline rows, as text: what the schema's verdict depends on. The schema
 * asks of `data.values` only that it be a list of one kind (rows here, all objects), so two charts
 * that differ only in their rows are both valid or both invalid; the dashboard refreshes the same
 * charts over new rows. Null when the rows are not all objects, or the shape is too long to keep.
 */
function shapeOf(spec: Record<string, unknown>): string | null {
  const data = isPlainObject(spec.data) ? spec.data : null;
  const rows = data?.values;
  if (rows !== undefined && !(Array.isArray(rows) && rows.every(isPlainObject))) return null;
  const shape = JSON.stringify(
    data && rows !== undefined ? { ...spec, data: { ...data, values: [] } } : spec,
  );
  return shape.length <= MAX_SHAPE_CHARS ? shape : null;
}

function rememberAccepted(shape: string): void {
  acceptedShapes.delete(shape);
  if (acceptedShapes.size >= MAX_ACCEPTED_SHAPES) {
    const oldest = acceptedShapes.values().next().value;
    if (oldest !== undefined) acceptedShapes.delete(oldest);
  }
  acceptedShapes.add(shape);
}

/**
 * Checks that a chart is declarative JSON Tabletalk may render: plain data with no functions, no
 * key that loads a URL or evaluates an expression, and valid against the Vega-Lite 6 JSON
 * schema (so unknown top-level keys such as `script` are refused). The first call compiles the
 * schema (about a second); later calls take well under a millisecond, and a chart whose shape (all
 * but its rows) was accepted before is not validated again. Returns the problems instead of
 * throwing; throws only if the Vega-Lite schema cannot be loaded.
 */
export function validateChartSpec(spec: unknown): { ok: true } | { ok: false; errors: string[] } {
  const policyErrors = checkChartPolicy(spec);
  // Functions and class instances are skipped by the schema, so the policy must refuse first.
  if (policyErrors.length > 0) return { ok: false, errors: policyErrors };
  const shape = shapeOf(spec as Record<string, unknown>);
  if (shape !== null && acceptedShapes.has(shape)) {
    rememberAccepted(shape);
    return { ok: true };
  }
  const validate = getChartSchemaValidator();
  if (validate(spec)) {
    if (shape !== null) rememberAccepted(shape);
    return { ok: true };
  }
  const errors = (validate.errors ?? []).slice(0, MAX_SCHEMA_ERRORS).map((error) => {
    const extra =
      error.keyword === 'additionalProperties' ? ` (${JSON.stringify(error.params)})` : '';
    return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${extra}`;
  });
  return { ok: false, errors: errors.length > 0 ? errors : ['/ is not a Vega-Lite spec'] };
}
