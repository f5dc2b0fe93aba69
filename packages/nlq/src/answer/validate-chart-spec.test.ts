import { describe, expect, it } from 'vitest';
import { VEGA_LITE_SCHEMA_URL } from './chart-policy';
import { getChartSchemaCompileMs, getChartSchemaValidator } from './chart-schema';
import { validateChartSpec } from './validate-chart-spec';

const validSpec = {
  $schema: VEGA_LITE_SCHEMA_URL,
  width: 'container',
  data: { values: [{ Region: 'North', Revenue: 3400, url: 'https://example.com' }] },
  mark: { type: 'bar', tooltip: true },
  encoding: {
    x: { field: 'Region', type: 'nominal', title: 'Region' },
    y: { field: 'Revenue', type: 'quantitative', axis: { format: ',.2~f' } },
  },
};

function errorsOf(spec: unknown): string[] {
  const result = validateChartSpec(spec);
  return result.ok ? [] : result.errors;
}

describe('validateChartSpec', () => {
  it('accepts a declarative bar chart, even with a data column called url', () => {
    expect(validateChartSpec(validSpec)).toEqual({ ok: true });
  });

  it('rejects a top-level script', () => {
    expect(errorsOf({ ...validSpec, script: 'alert(1)' })).toContain(
      '/script is not allowed in a chart',
    );
  });

  it('rejects any unknown top-level key through the schema', () => {
    const errors = errorsOf({ ...validSpec, onRender: 'x' });
    expect(errors.some((error) => error.includes('onRender'))).toBe(true);
  });

  it('rejects a function value, in the spec or in the rows', () => {
    expect(errorsOf({ ...validSpec, mark: () => 'bar' })).toEqual([
      '/mark is a function value, not JSON data',
    ]);
    const rows = { values: [{ Region: 'North', Revenue: () => 1 }] };
    expect(errorsOf({ ...validSpec, data: rows })).toEqual([
      '/data/values/0/Revenue is a function value, not JSON data',
    ]);
  });

  it('rejects class instances and numbers JSON cannot hold', () => {
    expect(errorsOf({ ...validSpec, width: Number.NaN })).toEqual([
      '/width is not a finite number',
    ]);
    expect(errorsOf({ ...validSpec, data: { values: [{ at: new Date(0) }] } })).toEqual([
      '/data/values/0/at is a object value, not JSON data',
    ]);
  });

  it('rejects URLs and expressions', () => {
    expect(errorsOf({ ...validSpec, data: { url: 'https://evil.example/data.json' } })).toEqual([
      '/data/url is not allowed in a chart',
    ]);
    expect(errorsOf({ ...validSpec, transform: [{ filter: 'datum.Revenue > 0' }] })).toEqual([
      '/transform/0/filter is an expression, which a chart may not carry',
    ]);
    const href = { ...validSpec.encoding, href: { field: 'Region' } };
    expect(errorsOf({ ...validSpec, encoding: href })).toEqual([
      '/encoding/href is not allowed in a chart',
    ]);
  });

  it('rejects another $schema and what is not a spec', () => {
    expect(errorsOf({ ...validSpec, $schema: 'https://evil.example/schema.json' })).toEqual([
      `/$schema must be ${VEGA_LITE_SCHEMA_URL}`,
    ]);
    expect(errorsOf([validSpec])).toEqual(['a chart must be a JSON object']);
    expect(errorsOf({ ...validSpec, mark: 'pie' }).length).toBeGreaterThan(0);
  });

  it('compiles the schema once and keeps it', () => {
    validateChartSpec(validSpec);
    const compileMs = getChartSchemaCompileMs();
    expect(compileMs).toBeGreaterThan(0);
    expect(getChartSchemaValidator()).toBe(getChartSchemaValidator());
    expect(getChartSchemaCompileMs()).toBe(compileMs);
  });

  it('judges a chart over new rows as before, and still judges a changed chart anew', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ Region: `R${index}`, Revenue: index }));
    const chart = (values: unknown[], extra: object = {}) => ({
      ...validSpec,
      ...extra,
      data: { values },
    });
    expect(validateChartSpec(chart(rows(3)))).toEqual({ ok: true });
    expect(validateChartSpec(chart(rows(40)))).toEqual({ ok: true });
    // The same shape made invalid, after its valid form was accepted: refused.
    expect(errorsOf(chart(rows(3), { mark: { type: 'not-a-mark' } }))).not.toEqual([]);
    // Rows of mixed kinds are not a list the schema allows, whatever shape was accepted.
    expect(errorsOf(chart([{ Region: 'North', Revenue: 1 }, 5]))).not.toEqual([]);
    expect(errorsOf(chart([1, 'two']))).not.toEqual([]);
  });
});
