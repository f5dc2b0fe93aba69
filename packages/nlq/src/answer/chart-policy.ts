/** The one `$schema` a chart may name: Vega-Lite 6, which the web app renders. */
export const VEGA_LITE_SCHEMA_URL = 'https://vega.github.io/schema/vega-lite/v6.json';

/**
 * Keys that fetch something (`url`, `href`), run an expression (`expr`, `calculate`, `signal`)
 * or script the renderer. Vega-Lite allows several of these; Tabletalk's charts never need them
 * (SECURITY.md C1), and a chart from a language model must not carry them.
 */
const FORBIDDEN_KEYS = new Set(['url', 'href', 'expr', 'calculate', 'signal', 'signals', 'script']);

/** Keys whose string value is a Vega expression; their object forms are declarative. */
const EXPRESSION_WHEN_TEXT = new Set(['filter', 'test']);

/** An object literal's kind of value: not an array, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Paths of values JSON cannot hold: functions, undefined, symbols, bigints, NaN, class instances. */
function findNonJson(value: unknown, path: string, errors: string[]): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) errors.push(`${path || '/'} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) findNonJson(item, `${path}/${index}`, errors);
    return;
  }
  if (!isPlainObject(value)) {
    errors.push(`${path || '/'} is a ${typeof value} value, not JSON data`);
    return;
  }
  for (const [key, item] of Object.entries(value)) findNonJson(item, `${path}/${key}`, errors);
}

/** Paths of forbidden keys, skipping inline rows (a column may well be called "url"). */
function findForbiddenKeys(value: unknown, path: string, errors: string[]): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      findForbiddenKeys(item, `${path}/${index}`, errors);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key}`;
    const isInlineRows = (key === 'values' && path.endsWith('/data')) || key === 'datasets';
    if (isInlineRows) continue;
    if (FORBIDDEN_KEYS.has(key)) errors.push(`${itemPath} is not allowed in a chart`);
    else if (EXPRESSION_WHEN_TEXT.has(key) && typeof item === 'string') {
      errors.push(`${itemPath} is an expression, which a chart may not carry`);
    } else findForbiddenKeys(item, itemPath, errors);
  }
}

/**
 * Tabletalk's rules for a chart beyond the Vega-Lite schema: plain JSON only, no key that loads a
 * URL or evaluates an expression, and no `$schema` but Vega-Lite 6's. Returns the problems found
 * (empty when none), each naming the path; never throws.
 */
export function checkChartPolicy(spec: unknown): string[] {
  const errors: string[] = [];
  if (!isPlainObject(spec)) return ['a chart must be a JSON object'];
  findNonJson(spec, '', errors);
  findForbiddenKeys(spec, '', errors);
  const schema = spec.$schema;
  if (schema !== undefined && schema !== VEGA_LITE_SCHEMA_URL) {
    errors.push(`/$schema must be ${VEGA_LITE_SCHEMA_URL}`);
  }
  return errors;
}
