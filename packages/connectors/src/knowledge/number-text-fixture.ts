import type { SemanticModel } from '@tabletalk/contracts';
import { expect } from 'vitest';

/*
 * Test support (not part of the package API): a cars table keeping numbers as text, as sources
 * exported from spreadsheets do, and what the knowledge build must make of it in every engine.
 */

type Cell = string | number;

/** cars(id, horsepower, price, zip, grade, model_year, owner_id, rating): 100 rows. */
function carRow(i: number): Cell[] {
  return [
    i,
    // One placeholder in 100 values: 1%, under the 2% allowed.
    i === 100 ? 'n/a' : String(40 + i * 2),
    i === 50 ? '' : (i * 1.25).toFixed(2),
    // Zip codes with leading zeros are codes, not numbers.
    String(i * 997).padStart(5, '0'),
    // Half words: text.
    i % 2 === 0 ? 'pass' : String(i),
    String(1970 + (i % 13)),
    String(1 + (i % 3)),
    i === 7 ? ' 3 ' : String(1 + (i % 5)),
  ];
}

const sqlValue = (cell: Cell) => (typeof cell === 'number' ? String(cell) : `'${cell}'`);

/**
 * CREATE TABLE and INSERT statements for `cars` and `owners` under the qualified names given,
 * text columns of the given type (VARCHAR, text, varchar(12)).
 */
export function numberTextFixture(cars: string, owners: string, text: string): string[] {
  const rows = Array.from({ length: 100 }, (_, index) => carRow(index + 1));
  const values = rows.map((row) => `(${row.map(sqlValue).join(', ')})`).join(', ');
  const columns = ['horsepower', 'price', 'zip', 'grade', 'model_year', 'owner_id', 'rating'];
  return [
    `CREATE TABLE ${cars} (id INTEGER, ${columns.map((name) => `${name} ${text}`).join(', ')})`,
    `INSERT INTO ${cars} VALUES ${values}`,
    `CREATE TABLE ${owners} (id INTEGER, name ${text})`,
    `INSERT INTO ${owners} VALUES (1, 'Ada'), (2, 'Bo'), (3, 'Cy')`,
  ];
}

/** Checks the model built over the fixture; `nativeType` is how the source names its text. */
export function expectNumberTexts(model: SemanticModel, nativeType: string): void {
  const cars = model.tables.find((table) => table.name === 'cars');
  const column = (name: string) => cars?.columns.find((candidate) => candidate.name === name);
  expect(column('horsepower')).toMatchObject({
    type: 'integer',
    nativeType,
    role: 'measure',
    stats: { nullShare: 0.01, distinctCount: 99, min: '42', max: '238' },
  });
  expect(column('price')).toMatchObject({
    type: 'decimal',
    nativeType,
    role: 'measure',
    stats: { nullShare: 0.01, distinctCount: 99, min: '1.25', max: '125' },
  });
  expect(column('zip')).toMatchObject({ type: 'text', role: 'dimension' });
  expect(column('grade')).toMatchObject({ type: 'text', role: 'dimension' });
  expect(column('model_year')).toMatchObject({
    type: 'integer',
    role: 'time',
    stats: { min: '1970', max: '1982' },
  });
  expect(column('owner_id')).toMatchObject({ type: 'integer', role: 'identifier' });
  expect(column('rating')).toMatchObject({
    type: 'integer',
    role: 'dimension',
    values: ['1', '2', '3', '4', '5'].map((value) => ({ value, count: 20 })),
  });
  const links = model.relationships.map(
    (r) => `${r.fromTable}.${r.fromColumns} → ${r.toTable}.${r.toColumns} ${r.confidence}`,
  );
  expect(links).toContain('cars.owner_id → owners.id 1');
}
