import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { agg, buildQuery, col } from './test-queries';

/*
 * Test support (not part of the package API): queries over the cars table of test-model.ts,
 * whose horsepower, mpg and owner_id columns hold numbers as text.
 */

const hp = col('k', 'horsepower');

function carsQuery(overrides: Partial<StructuredQuery>, schema: string | null): StructuredQuery {
  return buildQuery({ from: { name: 'cars', schema, as: 'k' }, ...overrides }, schema);
}

/** Average, largest and counted horsepower, and the total mpg. */
export function horsepowerSummary(schema: string | null = 'shop'): StructuredQuery {
  return carsQuery(
    {
      select: [
        { expr: agg('avg', hp), as: 'Average' },
        { expr: agg('max', hp), as: 'Most' },
        { expr: agg('count', hp), as: 'Rated' },
        { expr: agg('sum', col('k', 'mpg')), as: 'Total mpg' },
      ],
    },
    schema,
  );
}

/** Cars above 100 horsepower, most powerful first. */
export function powerfulCars(schema: string | null = 'shop'): StructuredQuery {
  return carsQuery(
    {
      select: [
        { expr: col('k', 'name'), as: 'Car' },
        { expr: hp, as: 'Horsepower' },
      ],
      where: [{ kind: 'compare', left: hp, op: 'gt', value: 100 }],
      orderBy: [{ expr: hp, direction: 'desc' }],
    },
    schema,
  );
}

/** The names of the cars meeting every condition, by id. */
export function carNames(where: Condition[], schema: string | null = 'shop'): StructuredQuery {
  return carsQuery(
    {
      select: [{ expr: col('k', 'name'), as: 'Car' }],
      where,
      orderBy: [{ expr: col('k', 'id'), direction: 'asc' }],
    },
    schema,
  );
}

/** How many cars have each horsepower, the most common first, then by horsepower. */
export function horsepowerGroups(schema: string | null = 'shop'): StructuredQuery {
  return carsQuery(
    {
      select: [
        { expr: hp, as: 'Horsepower' },
        { expr: agg('count', null), as: 'Cars' },
      ],
      groupBy: [hp],
      orderBy: [
        { expr: agg('count', null), direction: 'desc' },
        { expr: hp, direction: 'asc' },
      ],
    },
    schema,
  );
}

/** Each car with its owner: a text owner_id joined to the customers' integer id. */
export function carOwners(schema: string | null = 'shop'): StructuredQuery {
  return carsQuery(
    {
      joins: [
        {
          table: { name: 'customers', schema, as: 'c' },
          type: 'inner',
          on: [{ left: col('c', 'id'), right: col('k', 'owner_id') }],
        },
      ],
      select: [
        { expr: col('k', 'name'), as: 'Car' },
        { expr: col('c', 'name'), as: 'Owner' },
      ],
      orderBy: [{ expr: col('k', 'id'), direction: 'asc' }],
    },
    schema,
  );
}

/** Cars with more horsepower than the average car. */
export function carsAboveAverage(schema: string | null = 'shop'): StructuredQuery {
  return carNames(
    [
      {
        kind: 'compare_subquery',
        left: hp,
        op: 'gt',
        subquery: {
          fn: 'avg',
          from: { name: 'cars', schema, as: 'a' },
          arg: col('a', 'horsepower'),
          where: [],
        },
      },
    ],
    schema,
  );
}
