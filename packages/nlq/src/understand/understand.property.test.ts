import {
  type Dialect,
  dialects,
  type SemanticModel,
  type StructuredQuery,
  structuredQuerySchema,
} from '@tabletalk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileError, compileQuery } from '../compile';
import { guardSql } from '../guard';
import { orderLinesModel } from '../test-support/business-models';
import { shopModel } from '../test-support/shop-model';
import { understand } from './measures/understand-with-measures';

/**
 * Property tests of the question reader (issue 16, hostile input): whatever a person types, the
 * engine reads it or declines it without throwing; what it reads compiles for every dialect or
 * fails with the compiler's own CompileError (each reading is a valid structured query of the
 * contracts, as answers carry it); and every statement compiled from it passes the
 * one SQL guard, restricted to the model's tables, as the server runs it (answer-text.ts).
 * fast-check prints the seed and the shrunk question of a failure.
 */

const now = new Date('2026-03-01T12:00:00Z');

/** The shop with a measure and a glossary term, so questions also take the measures path. */
function shopWithMeasures(): SemanticModel {
  return {
    ...shopModel(),
    glossary: [{ term: 'big order', definition: 'an order with revenue above 1000' }],
    measures: [
      {
        name: 'takings',
        label: 'Takings',
        synonyms: ['turnover'],
        description: null,
        table: 'orders',
        schema: null,
        formula: {
          kind: 'aggregate',
          fn: 'sum',
          arg: {
            kind: 'binary',
            op: 'multiply',
            left: { kind: 'column', table: 'orders', column: 'revenue' },
            right: { kind: 'column', table: 'orders', column: 'quantity' },
          },
        },
        format: 'currency',
        origin: 'proposed',
      },
    ],
  };
}

const models: [string, SemanticModel][] = [
  ['shop', shopModel()],
  ['shop with measures', shopWithMeasures()],
  ['order lines', orderLinesModel()],
];

/** Words a question about the models is made of, with numbers, dates and values. */
const questionWords = [
  'how many',
  'total',
  'average',
  'sum of',
  'count',
  'revenue',
  'takings',
  'turnover',
  'orders',
  'customers',
  'products',
  'country',
  'city',
  'category',
  'status',
  'quantity',
  'price',
  'sales',
  'profit',
  'discount',
  'segment',
  'by',
  'per',
  'for each',
  'of',
  'in',
  'with',
  'without',
  'and',
  'or',
  'not',
  'no',
  'more than',
  'at least',
  'less than',
  'between',
  'top 5',
  'top 0',
  'bottom 3',
  'first',
  'last',
  'latest',
  'most',
  'fewest',
  'highest',
  'share of',
  'percent',
  'compared to',
  'than average',
  'last month',
  'this year',
  'in 2024',
  'since 2023-01-01',
  'before 31/02/2024',
  'on 0000-00-00',
  'in year 99999',
  'weekly',
  'by month',
  'per quarter',
  'France',
  'Japan',
  'shipped',
  'cancelled',
  'Books',
  'Furniture',
  'big order',
  'which',
  'show',
  'list',
  'what is',
  'is',
  'named',
  'starting with',
  'containing',
  '?',
  ',',
  '"',
  "'",
  '100',
  '-1',
  '0',
  '1e308',
  '99999999999999999999999',
  '3.14159',
  'NaN',
  'Infinity',
  '1,000.50',
  '1.000,50',
  '50%',
  '$20',
  '€',
];

/** Text that looks like an attack on whatever builds the SQL. */
const hostileWords = [
  "'; DROP TABLE orders; --",
  "France' OR '1'='1",
  '" OR ""="',
  "Robert'); DROP TABLE students;--",
  'UNION SELECT password FROM users',
  '1; DELETE FROM orders',
  '/* comment */',
  '*/',
  '--',
  '#',
  '\\',
  "\\'",
  '$$',
  '$1',
  '?',
  '@p1',
  '%',
  '_',
  '[a]',
  '`x`',
  '$' + '{process.exit()}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '\u0000',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  'e\u0301',
  '\ud83d\udcb0',
  'Ｆｒａｎｃｅ',
  'ＳＥＬＥＣＴ',
  'İstanbul',
  'ß',
  'ﬁ',
];

const word = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...questionWords) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileWords) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

/** A question of words and attacks, up to the 1,000 characters a room accepts, or any text. */
const question: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(word, fc.constantFrom(' ', ' ', '', '  ', '\n', '\t')), { maxLength: 30 })
      .map((parts) => parts.map(([part, gap]) => part + gap).join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...questionWords, ...hostileWords), fc.integer({ min: 1, max: 400 }))
      .map(([part, times]) => `${part} `.repeat(times).slice(0, 1000)),
  },
);

const allowedTables = (model: SemanticModel) =>
  model.tables.map((table) => ({ schema: table.schema, name: table.name }));

/**
 * Compiles a reading for every dialect and guards what comes out: a CompileError is the engine
 * declining; anything else thrown, or a statement the guard refuses, fails the property.
 */
function expectGuardedEverywhere(model: SemanticModel, query: StructuredQuery): void {
  // The answer carries the reading to the client and into storage through this schema.
  const parsed = structuredQuerySchema.safeParse(query);
  expect(parsed.error?.issues ?? [], JSON.stringify(query)).toEqual([]);
  for (const dialect of dialects as readonly Dialect[]) {
    const dialectModel = { ...model, dialect };
    let sql: string;
    try {
      sql = compileQuery(query, { dialect, model: dialectModel }).sql;
    } catch (error) {
      expect(error, dialect).toBeInstanceOf(CompileError);
      continue;
    }
    const guarded = guardSql(sql, {
      dialect,
      maxRows: 100,
      allowedTables: allowedTables(dialectModel),
    });
    expect(guarded, `${dialect}: ${sql}`).toMatchObject({ ok: true });
  }
}

describe('understand on hostile questions (properties)', () => {
  it.each(models)(
    'reads or declines every question about the %s model, and its SQL passes the guard',
    (_name, model) => {
      fc.assert(
        fc.property(question, (text) => {
          const understanding = understand({ model, question: text, now });
          if (understanding.status === 'declined') {
            expect(understanding.message.length).toBeGreaterThan(0);
            return;
          }
          expect(['understood', 'unsure']).toContain(understanding.status);
          expect(typeof understanding.interpretation).toBe('string');
          expectGuardedEverywhere(model, understanding.query);
          for (const reading of understanding.readings) {
            expectGuardedEverywhere(model, reading.structuredQuery);
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it('reads hostile follow-ups of a question it understood', () => {
    const model = shopWithMeasures();
    const first = understand({ model, question: 'total revenue by country', now });
    if (first.status === 'declined') throw new Error('the shop question was declined');
    fc.assert(
      fc.property(question, (text) => {
        const understanding = understand({ model, question: text, previous: first.query, now });
        if (understanding.status === 'declined') return;
        expectGuardedEverywhere(model, understanding.query);
      }),
      { numRuns: 100 },
    );
  });

  it('reads a question far longer than a room accepts in bounded time', () => {
    const model = shopModel();
    const long = 'total revenue by country and '.repeat(700);
    const started = performance.now();
    const understanding = understand({ model, question: long, now });
    expect(['understood', 'unsure', 'declined']).toContain(understanding.status);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
