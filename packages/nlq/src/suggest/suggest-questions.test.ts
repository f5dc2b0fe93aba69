import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from '../understand';
import { suggestQuestions } from './suggest-questions';

describe('suggestQuestions', () => {
  const model = shopModel();
  const suggestions = suggestQuestions(model, { now: new Date('2026-11-22') });

  it("suggests at least six questions from the model's own names", () => {
    expect(suggestions.length).toBeGreaterThanOrEqual(6);
    expect(suggestions.some((q) => q.includes('revenue') || q.includes('quantity'))).toBe(true);
  });

  it('suggests only questions the built-in engine reads one way and compiles', () => {
    for (const question of suggestions) {
      const reading = understand({ model, question });
      expect(reading.status, question).not.toBe('declined');
      expect(reading.readings, question).toEqual([]);
      if (reading.status === 'declined') continue;
      expect(() => compileQuery(reading.query, { dialect: 'duckdb', model })).not.toThrow();
    }
  });

  it('suggests nothing for a model without tables', () => {
    expect(suggestQuestions({ ...model, tables: [], relationships: [] })).toEqual([]);
  });

  it('totals the figure people add up, never a price per unit', () => {
    const sales = testModel({
      tables: [
        table(
          'sales',
          ['sale_id'],
          [
            ['sale_id', 'integer', 'identifier'],
            ['region', 'text', 'dimension', ['North', 'South', 'East']],
            ['unit_price', 'decimal', 'measure'],
            ['discount', 'decimal', 'measure'],
            ['revenue', 'decimal', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    const questions = suggestQuestions(sales, { now: new Date('2026-11-22') });
    expect(questions.join(' ')).not.toMatch(/total unit price|total discount/);
    expect(questions.some((q) => /total revenue/.test(q))).toBe(true);
  });
});
