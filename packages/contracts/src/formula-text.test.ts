import { describe, expect, it } from 'vitest';
import { formatFormula, parseFormula } from './formula-text';

describe('parseFormula', () => {
  it('reads arithmetic inside an aggregate with the usual precedence', () => {
    const parsed = parseFormula('sum(unit_price * quantity * (1 - discount))', 'lines');
    expect(parsed).toEqual({
      ok: true,
      formula: {
        kind: 'aggregate',
        fn: 'sum',
        arg: {
          kind: 'binary',
          op: 'multiply',
          left: {
            kind: 'binary',
            op: 'multiply',
            left: { kind: 'column', table: 'lines', column: 'unit_price' },
            right: { kind: 'column', table: 'lines', column: 'quantity' },
          },
          right: {
            kind: 'binary',
            op: 'subtract',
            left: { kind: 'number', value: 1 },
            right: { kind: 'column', table: 'lines', column: 'discount' },
          },
        },
      },
    });
  });

  it('reads count(distinct …), qualified and quoted names, and reads its own output back', () => {
    const text = 'sum("Unit Price" * products.cost) / count(distinct order_id)';
    const parsed = parseFormula(text, 'lines');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(formatFormula(parsed.formula, 'lines')).toBe(
      'sum("Unit Price" * products.cost) / count(distinct order_id)',
    );
    expect(parseFormula(formatFormula(parsed.formula, 'lines'), 'lines')).toEqual(parsed);
  });

  it('keeps brackets a right-hand subtraction needs', () => {
    const parsed = parseFormula('sum(a - (b - c))', 't');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(formatFormula(parsed.formula, 't')).toBe('sum(a - (b - c))');
  });

  it.each([
    ['sum(price; drop table x)', /";" cannot be used/],
    ['sum(price', /Expected "\)"/],
    ['sum(price) price', /Unexpected "price"/],
    ['', /empty/],
    ["sum('a')", /"'" cannot be used/],
  ])('refuses %j', (text, message) => {
    const parsed = parseFormula(text, 't');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
