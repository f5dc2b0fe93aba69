import { type AskResult, nlQueryResponseSchema } from '@tabletalk/contracts';

/** An answer as the sample sales data gives it to "total revenue by region". */
export const exampleAskResult: AskResult = {
  status: 'answered',
  answer: {
    structuredQuery: {
      from: { name: 'data', schema: 'main', as: 'data' },
      joins: [],
      select: [
        { expr: { kind: 'column', table: 'data', column: 'region' }, as: 'Region' },
        {
          expr: {
            kind: 'aggregate',
            fn: 'sum',
            arg: { kind: 'column', table: 'data', column: 'revenue' },
          },
          as: 'Total revenue',
        },
      ],
      distinct: false,
      where: [],
      groupBy: [{ kind: 'column', table: 'data', column: 'region' }],
      having: [],
      orderBy: [],
      limit: null,
    },
    origin: 'engine',
    sql: 'SELECT "data"."region" AS "Region", SUM("data"."revenue") AS "Total revenue" FROM "main"."data" AS "data" GROUP BY "data"."region"\nLIMIT 10000',
    interpretation: 'Region, total revenue of Sample sales, by Region.',
    confidence: 1,
    columns: [
      { name: 'Region', type: 'text' },
      { name: 'Total revenue', type: 'decimal' },
    ],
    rows: [
      ['Asia Pacific', 813817.53],
      ['Europe', 1132654.03],
      ['Latin America', 327786.43],
      ['North America', 1408153.54],
    ],
    truncated: false,
    displayKind: 'GRAPH',
    chart: {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      width: 'container',
      data: {
        values: [
          { Region: 'Asia Pacific', 'Total revenue': 813817.53 },
          { Region: 'Europe', 'Total revenue': 1132654.03 },
          { Region: 'Latin America', 'Total revenue': 327786.43 },
          { Region: 'North America', 'Total revenue': 1408153.54 },
        ],
      },
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'Region', type: 'nominal', title: 'Region', sort: null },
        y: { field: 'Total revenue', type: 'quantitative', title: 'Total revenue' },
      },
    },
    description: 'North America leads with 1.4M, 38.2% of the total, ahead of Europe with 1.1M.',
    notes: [],
    readings: [],
  },
  message: null,
};

/** `db/nlquery`'s response, with an example for the OpenAPI document. */
export const nlQueryResponseDoc = nlQueryResponseSchema.meta({
  example: { data: exampleAskResult },
});
