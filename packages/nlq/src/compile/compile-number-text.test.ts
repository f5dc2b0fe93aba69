import { type Dialect, dialects, type StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { guardSql } from '../guard';
import { compileQuery } from './compile-query';
import {
  carNames,
  carOwners,
  carsAboveAverage,
  horsepowerGroups,
  horsepowerSummary,
  powerfulCars,
} from './number-text-queries';
import { buildTestModel } from './test-model';
import { buildQuery, col } from './test-queries';

const model = buildTestModel('shop');
const hp = col('k', 'horsepower');
const whole = "'^ *-?(0|[1-9][0-9]{0,17}) *$'";
const decimal = "'^ *-?(0|[1-9][0-9]{0,17})([.][0-9]+)? *$'";

function compile(query: StructuredQuery, dialect: Dialect = 'postgres') {
  return compileQuery(query, { dialect, model });
}

/** The PostgreSQL cast of a text column of whole numbers. */
const pgWhole = (column: string) =>
  `CASE WHEN "k"."${column}" ~ ${whole} THEN CAST("k"."${column}" AS BIGINT) END`;

describe('compiling numbers stored as text, in every dialect', () => {
  it.each<[Dialect, string, string]>([
    [
      'duckdb',
      `CASE WHEN regexp_full_match("k"."horsepower", ${whole}) THEN TRY_CAST("k"."horsepower" AS BIGINT) END`,
      'SELECT "k"."name" AS "Car", HP AS "Horsepower" FROM "shop"."cars" AS "k" WHERE HP > ? ORDER BY HP DESC',
    ],
    [
      'postgres',
      pgWhole('horsepower'),
      'SELECT "k"."name" AS "Car", HP AS "Horsepower" FROM "shop"."cars" AS "k" WHERE HP > $1 ORDER BY HP DESC',
    ],
    [
      'mysql',
      `CASE WHEN \`k\`.\`horsepower\` REGEXP ${whole} THEN CAST(TRIM(\`k\`.\`horsepower\`) AS SIGNED) END`,
      'SELECT `k`.`name` AS `Car`, HP AS `Horsepower` FROM `shop`.`cars` AS `k` WHERE HP > ? ORDER BY HP DESC',
    ],
    [
      'mssql',
      'TRY_CONVERT(BIGINT, [k].[horsepower])',
      'SELECT [k].[name] AS [Car], HP AS [Horsepower] FROM [shop].[cars] AS [k] WHERE HP > @p1 ORDER BY HP DESC',
    ],
    [
      'snowflake',
      `CASE WHEN REGEXP_LIKE("k"."horsepower", ${whole}) THEN TRY_TO_NUMBER(TRIM("k"."horsepower")) END`,
      'SELECT "k"."name" AS "Car", HP AS "Horsepower" FROM "shop"."cars" AS "k" WHERE HP > ? ORDER BY HP DESC',
    ],
    [
      'bigquery',
      `CASE WHEN REGEXP_CONTAINS(\`k\`.\`horsepower\`, ${whole}) THEN SAFE_CAST(TRIM(\`k\`.\`horsepower\`) AS INT64) END`,
      'SELECT `k`.`name` AS `Car`, HP AS `Horsepower` FROM `shop`.`cars` AS `k` WHERE HP > @p1 ORDER BY HP DESC',
    ],
    [
      'databricks',
      `CASE WHEN \`k\`.\`horsepower\` RLIKE ${whole} THEN CAST(TRIM(\`k\`.\`horsepower\`) AS BIGINT) END`,
      'SELECT `k`.`name` AS `Car`, HP AS `Horsepower` FROM `shop`.`cars` AS `k` WHERE HP > ? ORDER BY HP DESC',
    ],
  ])('%s selects, compares and sorts through the safe cast', (dialect, cast, shape) => {
    expect(compile(powerfulCars(), dialect)).toEqual({
      sql: shape.split('HP').join(cast),
      params: [100],
    });
  });

  it.each(dialects)('%s output passes the guard', (dialect) => {
    const queries = [
      horsepowerSummary(),
      powerfulCars(),
      horsepowerGroups(),
      carOwners(),
      carsAboveAverage(),
      carNames([{ kind: 'in', left: hp, values: [95, '1000'], negate: false }]),
      carNames([{ kind: 'compare', left: hp, op: 'eq', value: 'n/a' }]),
    ];
    for (const query of queries) {
      const { sql } = compile(query, dialect);
      expect(guardSql(sql, { dialect, maxRows: 100 })).toMatchObject({ ok: true });
    }
  });
});

describe('compiling numbers stored as text (PostgreSQL)', () => {
  it('aggregates the numbers: integer averages as doubles, decimals as numeric', () => {
    const mpg = `CASE WHEN "k"."mpg" ~ ${decimal} THEN CAST("k"."mpg" AS NUMERIC) END`;
    const cast = pgWhole('horsepower');
    expect(compile(horsepowerSummary()).sql).toBe(
      `SELECT AVG(CAST(${cast} AS DOUBLE PRECISION)) AS "Average", MAX(${cast}) AS "Most", COUNT(${cast}) AS "Rated", SUM(${mpg}) AS "Total mpg" FROM "shop"."cars" AS "k"`,
    );
  });

  it('groups by the number, so spellings of one number and every non-number meet', () => {
    const cast = pgWhole('horsepower');
    expect(compile(horsepowerGroups()).sql).toBe(
      `SELECT ${cast} AS "Horsepower", COUNT(*) AS "Cars" FROM "shop"."cars" AS "k" GROUP BY ${cast} ORDER BY COUNT(*) DESC, ${cast} ASC`,
    );
  });

  it('binds numbers written as text as numbers in =, IN and BETWEEN', () => {
    const cast = pgWhole('horsepower');
    const query = carNames([
      { kind: 'compare', left: hp, op: 'eq', value: ' 95' },
      { kind: 'in', left: hp, values: [95, '1000'], negate: true },
      { kind: 'between', left: hp, low: '90', high: 130.5 },
    ]);
    expect(compile(query)).toEqual({
      sql: `SELECT "k"."name" AS "Car" FROM "shop"."cars" AS "k" WHERE ${cast} = $1 AND ${cast} NOT IN ($2, $3) AND ${cast} BETWEEN $4 AND $5 ORDER BY "k"."id" ASC`,
      params: [95, 95, 1000, 90, 130.5],
    });
  });

  it('compares with other text as stored text, numbers then bound as text', () => {
    const query = carNames([
      { kind: 'compare', left: hp, op: 'eq', value: 'n/a' },
      { kind: 'in', left: hp, values: [95, 'unknown'], negate: false },
    ]);
    expect(compile(query)).toEqual({
      sql: 'SELECT "k"."name" AS "Car" FROM "shop"."cars" AS "k" WHERE "k"."horsepower" = $1 AND "k"."horsepower" IN ($2, $3) ORDER BY "k"."id" ASC',
      params: ['n/a', '95', 'unknown'],
    });
  });

  it('searches the stored text, and counts a non-number as missing', () => {
    const query = carNames([
      { kind: 'text', left: hp, op: 'contains', value: '00', negate: false },
      { kind: 'null', left: hp, negate: true },
    ]);
    expect(compile(query)).toEqual({
      sql: `SELECT "k"."name" AS "Car" FROM "shop"."cars" AS "k" WHERE "k"."horsepower" ILIKE $1 ESCAPE '!' AND ${pgWhole('horsepower')} IS NOT NULL ORDER BY "k"."id" ASC`,
      params: ['%00%'],
    });
  });

  it('compares with an aggregate subquery over the numbers', () => {
    const inner = `CASE WHEN "a"."horsepower" ~ ${whole} THEN CAST("a"."horsepower" AS BIGINT) END`;
    expect(compile(carsAboveAverage()).sql).toBe(
      `SELECT "k"."name" AS "Car" FROM "shop"."cars" AS "k" WHERE ${pgWhole('horsepower')} > (SELECT AVG(CAST(${inner} AS DOUBLE PRECISION)) FROM "shop"."cars" AS "a") ORDER BY "k"."id" ASC`,
    );
  });

  it('casts a join key only where it meets a stored number', () => {
    expect(compile(carOwners()).sql).toBe(
      `SELECT "k"."name" AS "Car", "c"."name" AS "Owner" FROM "shop"."cars" AS "k" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = ${pgWhole('owner_id')} ORDER BY "k"."id" ASC`,
    );
    const sameOwner = buildQuery({
      from: { name: 'cars', schema: 'shop', as: 'k' },
      joins: [
        {
          table: { name: 'cars', schema: 'shop', as: 'm' },
          type: 'inner',
          on: [{ left: col('m', 'owner_id'), right: col('k', 'owner_id') }],
        },
      ],
      select: [{ expr: col('m', 'name'), as: 'Car' }],
    });
    expect(compile(sameOwner).sql).toContain('ON "m"."owner_id" = "k"."owner_id"');
  });

  it('leaves numbers the source stores as numbers alone', () => {
    const query = buildQuery({
      select: [{ expr: col('o', 'quantity'), as: 'Quantity' }],
      where: [{ kind: 'compare', left: col('o', 'quantity'), op: 'gt', value: '2' }],
    });
    expect(compile(query)).toEqual({
      sql: 'SELECT "o"."quantity" AS "Quantity" FROM "shop"."orders" AS "o" WHERE "o"."quantity" > $1',
      params: ['2'],
    });
  });
});
