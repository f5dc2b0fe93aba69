import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

let compiled: { validate: ValidateFunction; compileMs: number } | undefined;

/**
 * Ajv options for the 1.9 MB Vega-Lite schema (draft-07, which the default `Ajv` class speaks).
 * `strict: false` because the schema uses keywords without a `type` beside them; formats are
 * not checked (the only ones are `uri` for `$schema`, which the policy pins, and colours);
 * `inlineRefs: false` and no code optimisation cut the first compile from about 2 s to under 1 s
 * (measured on Node 20) and validation stays well under a millisecond per chart.
 */
const AJV_OPTIONS = {
  strict: false,
  validateFormats: false,
  allErrors: false,
  inlineRefs: false,
  code: { optimize: false },
} as const;

/**
 * The compiled Vega-Lite 6 JSON-schema validator. Compiled on first use and kept for the life of
 * the process, because compiling takes about a second. The schema is a copy of the one the web
 * app's vega-lite ships (`vega-lite-schema.json` beside this file; a test fails when the two
 * differ), so the server checks charts without loading vega-lite itself. Throws only if the
 * schema does not compile.
 */
export function getChartSchemaValidator(): ValidateFunction {
  if (compiled) return compiled.validate;
  const require = createRequire(import.meta.url);
  const schema: object = require('./vega-lite-schema.json');
  const started = performance.now();
  const validate = new Ajv(AJV_OPTIONS).compile(schema);
  compiled = { validate, compileMs: performance.now() - started };
  return validate;
}

/** How long the schema took to compile, in milliseconds; null before the first use. */
export function getChartSchemaCompileMs(): number | null {
  return compiled?.compileMs ?? null;
}
