import type { SemanticMeasure } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { draftMeasures, formulaProblem, measureEdits, newMeasureDraft } from './measure-edits';

const revenue: SemanticMeasure = {
  name: 'revenue',
  label: 'Revenue',
  synonyms: ['sales'],
  description: null,
  table: 'order_lines',
  formula: {
    kind: 'aggregate',
    fn: 'sum',
    arg: {
      kind: 'binary',
      op: 'multiply',
      left: { kind: 'column', table: 'order_lines', column: 'unit_price' },
      right: { kind: 'column', table: 'order_lines', column: 'quantity' },
    },
  },
  format: 'currency',
  origin: 'proposed',
};

describe('measure edits from the Enrich form', () => {
  it('sends nothing for untouched measures', () => {
    const { measures } = draftMeasures([revenue]);
    expect(measures[0]?.formula).toBe('sum(unit_price * quantity)');
    expect(measureEdits([revenue], measures)).toEqual([]);
  });

  it('sends a changed formula and label, a deletion, and a new measure', () => {
    const { measures } = draftMeasures([revenue]);
    const changed = {
      ...measures[0],
      formula: 'sum(unit_price)',
      label: 'Sales',
    } as (typeof measures)[0];
    const added = { ...newMeasureDraft('order_lines'), name: 'Units', formula: 'sum(quantity)' };
    expect(measureEdits([revenue], [changed, added])).toEqual([
      { name: 'revenue', label: 'Sales', formula: 'sum(unit_price)' },
      {
        name: 'Units',
        table: 'order_lines',
        formula: 'sum(quantity)',
        format: 'number',
        synonyms: [],
      },
    ]);
    expect(measureEdits([revenue], [{ ...changed, deleted: true }])).toEqual([
      { name: 'revenue', delete: true },
    ]);
  });

  it('says what is wrong with a formula before it is sent', () => {
    const draft = { ...newMeasureDraft('t'), formula: 'sum(price' };
    expect(formulaProblem(draft)).toMatch(/Expected "\)"/);
    expect(formulaProblem({ ...draft, formula: '' })).toMatch(/Write a formula/);
    expect(formulaProblem({ ...draft, formula: 'sum(price)' })).toBeNull();
  });
});
