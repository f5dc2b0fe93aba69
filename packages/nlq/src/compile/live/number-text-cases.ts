import type { Dialect, ScalarValue } from '@tabletalk/contracts';
import { qualifyTable, quoteLiteral } from '../../dialects';
import {
  carNames,
  carOwners,
  carsAboveAverage,
  horsepowerGroups,
  horsepowerSummary,
  powerfulCars,
} from '../number-text-queries';
import { buildQuery, col } from '../test-queries';
import type { LiveCase } from './live-cases';

/*
 * Test support for the live suites: a cars table keeping numbers as text, as real sources do,
 * with the answers the compiled queries must give in every engine (and no error on 'n/a').
 */

const carRows: (ScalarValue | null)[][] = [
  [1, 'Alfa', '130', '18.5', '1'],
  [2, 'Buick', '95', '9.75', '2'],
  [3, 'Chevy', 'n/a', 'n/a', ''],
  [4, 'Dodge', '1000', '10', '3'],
  [5, 'Eagle', '', '', null],
];

/** CREATE TABLE and INSERT for the cars table in `schema`, its numbers in `text` columns. */
export function numberTextStatements(
  dialect: Dialect,
  schema: string,
  types: { integer: string; text: string },
): string[] {
  const cars = qualifyTable(dialect, schema, 'cars');
  const literal = (cell: ScalarValue | null) =>
    cell === null ? 'NULL' : quoteLiteral(dialect, cell);
  const rows = carRows.map((row) => `(${row.map(literal).join(', ')})`).join(', ');
  return [
    `CREATE TABLE ${cars} (id ${types.integer}, name ${types.text}, horsepower ${types.text},
      mpg ${types.text}, owner_id ${types.text})`,
    `INSERT INTO ${cars} VALUES ${rows}`,
  ];
}

/** The cases over the cars table. */
export function numberTextCases(schema: string): LiveCase[] {
  const hp = col('k', 'horsepower');
  return [
    {
      name: 'numbers as text: average, largest, count and sum skip n/a and empty',
      query: horsepowerSummary(schema),
      expected: [[408.33, 1000, 3, 38.25]],
    },
    {
      name: 'numbers as text: above 100, largest first',
      query: powerfulCars(schema),
      expected: [
        ['Dodge', 1000],
        ['Alfa', 130],
      ],
    },
    {
      name: 'numbers as text: sorted as numbers, 95 before 130 before 1000',
      query: buildQuery(
        {
          from: { name: 'cars', schema, as: 'k' },
          select: [{ expr: hp, as: 'Horsepower' }],
          where: [{ kind: 'null', left: hp, negate: true }],
          orderBy: [{ expr: hp, direction: 'asc' }],
        },
        schema,
      ),
      expected: [[95], [130], [1000]],
    },
    {
      name: 'numbers as text: in and between with numbers given as text',
      query: carNames(
        [
          { kind: 'in', left: hp, values: [95, '1000', 130], negate: false },
          { kind: 'between', left: hp, low: '90', high: 130 },
        ],
        schema,
      ),
      expected: [['Alfa'], ['Buick']],
    },
    {
      name: 'numbers as text: equal to n/a as text',
      query: carNames([{ kind: 'compare', left: hp, op: 'eq', value: 'n/a' }], schema),
      expected: [['Chevy']],
    },
    {
      name: 'numbers as text: searched as text',
      query: carNames(
        [{ kind: 'text', left: hp, op: 'contains', value: '00', negate: false }],
        schema,
      ),
      expected: [['Dodge']],
    },
    {
      name: 'numbers as text: missing where no number',
      query: carNames([{ kind: 'null', left: hp, negate: false }], schema),
      expected: [['Chevy'], ['Eagle']],
    },
    {
      name: 'numbers as text: grouped, n/a and empty in one group',
      query: horsepowerGroups(schema),
      expected: [
        [null, 2],
        [95, 1],
        [130, 1],
        [1000, 1],
      ],
    },
    {
      name: 'numbers as text: joined to an integer key',
      query: carOwners(schema),
      expected: [
        ['Alfa', 'Ada'],
        ['Buick', 'Bo'],
        ['Dodge', 'Cy'],
      ],
    },
    {
      name: 'numbers as text: above the average',
      query: carsAboveAverage(schema),
      expected: [['Dodge']],
    },
  ];
}
