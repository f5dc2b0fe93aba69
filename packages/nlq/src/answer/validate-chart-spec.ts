import { checkChartPolicy } from './chart-policy';
import { getChartSchemaValidator } from './chart-schema';

const MAX_SCHEMA_ERRORS = 10;

/**
 * Checks that a chart is declarative JSON Tabletalk may render: plain data with no functions, no
 * key that loads a URL or evaluates an expression, and valid against the Vega-Lite 6 JSON
 * schema (so unknown top-level keys such as `script` are refused). The first call compiles the
 * schema (about a second); later calls take well under a millisecond. Returns the problems instead of
 * throwing; throws only if the Vega-Lite schema cannot be loaded.
 */
export function validateChartSpec(spec: unknown): { ok: true } | { ok: false; errors: string[] } {
  const policyErrors = checkChartPolicy(spec);
  // Functions and class instances are skipped by the schema, so the policy must refuse first.
  if (policyErrors.length > 0) return { ok: false, errors: policyErrors };
  const validate = getChartSchemaValidator();
  if (validate(spec)) return { ok: true };
  const errors = (validate.errors ?? []).slice(0, MAX_SCHEMA_ERRORS).map((error) => {
    const extra =
      error.keyword === 'additionalProperties' ? ` (${JSON.stringify(error.params)})` : '';
    return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${extra}`;
  });
  return { ok: false, errors: errors.length > 0 ? errors : ['/ is not a Vega-Lite spec'] };
}
