import { describe, expect, it } from 'vitest';
import { buildColumn, buildTable } from '../test-factories';
import { sampleQuestions } from './sample-questions';

const orders = buildTable({
  name: 'orders',
  label: 'Orders',
  columns: [
    buildColumn({ name: 'order_id', role: 'identifier', label: 'Order ID' }),
    buildColumn({ name: 'order_date', role: 'time', type: 'date', label: 'Order date' }),
    buildColumn({ name: 'region', label: 'Region' }),
    buildColumn({ name: 'product', label: 'Product' }),
    buildColumn({ name: 'revenue', role: 'measure', type: 'decimal', label: 'Revenue' }),
  ],
});

describe('sampleQuestions', () => {
  it('fills every template from measures, dimensions, time and the table', () => {
    expect(sampleQuestions({ tables: [orders] }).map((q) => q.text)).toEqual([
      'Total revenue by region',
      'Revenue over time',
      'Top 5 product by revenue',
      'How many orders',
    ]);
  });

  it('never uses hidden columns', () => {
    const hidden = {
      ...orders,
      columns: orders.columns.map((c) => (c.name === 'revenue' ? { ...c, hidden: true } : c)),
    };
    expect(sampleQuestions({ tables: [hidden] }).map((q) => q.kind)).toEqual(['count']);
  });

  it('asks only how many rows when a table has no measure', () => {
    const people = buildTable({ name: 'people', label: '', columns: [buildColumn({ name: 'n' })] });
    expect(sampleQuestions({ tables: [people] })).toEqual([
      { kind: 'count', table: 'people', text: 'How many people' },
    ]);
  });

  it('keeps at most 8 distinct questions across tables', () => {
    const tables = Array.from({ length: 5 }, (_, i) => ({ ...orders, name: `t${i}` }));
    const questions = sampleQuestions({ tables });
    expect(questions).toHaveLength(4);
    const many = Array.from({ length: 12 }, (_, i) => buildTable({ name: `table${i}` }));
    expect(sampleQuestions({ tables: many })).toHaveLength(8);
  });

  it('gives nothing for an empty model', () => {
    expect(sampleQuestions({ tables: [] })).toEqual([]);
  });
});
