import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-01-01T00:00:00Z');

/** Pupils, their sex and age; rooms by a text code with their bed type and price; documents. */
const model = testModel({
  tables: [
    keyed('pupils', 'pupil_id', [
      ['sex', 'text', 'dimension', ['F', 'M']],
      ['age', 'integer', 'measure'],
    ]),
    {
      ...keyed('rooms', 'room_id', [
        ['bed_type', 'text', 'dimension', ['King', 'Queen']],
        ['base_price', 'decimal', 'measure'],
      ]),
    },
    keyed('documents', 'document_id', [['document_name', 'text', 'dimension']]),
  ],
  relationships: [],
});
// The rooms' key is text ("RM101"): no number to average.
const rooms = model.tables.find((t) => t.name === 'rooms');
const roomKey = rooms?.columns.find((c) => c.name === 'room_id');
if (roomKey) roomKey.type = 'text';

const sqlOf = (question: string) =>
  compileQuery(understoodQuery(model, question, now), { dialect: 'duckdb', model }).sql;

describe('readings that compile: no aggregate or text search of a column it cannot take', () => {
  it('"older than average" compares with the average; it averages no other column', () => {
    const sql = sqlOf('How many pupils are older than average for each sex?');
    expect(sql).not.toMatch(/AVG\([^)]*"sex"/);
    expect(sql).toMatch(/"age" > \(SELECT AVG/);
  });

  it('"the average room price": the average of the number the name before it qualifies', () => {
    const sql = sqlOf('For each bed type, find the average room price.');
    expect(sql).toMatch(/AVG\("rooms"\."base_price"\)/);
    expect(sql).not.toMatch(/AVG\([^)]*"room_id"/);
  });

  it('"ids of documents with letter s in the name": the words search a name, not the key', () => {
    const sql = sqlOf("What are the ids of documents with letter 's' in the name?");
    expect(sql).toMatch(/"documents"\."document_name" ILIKE/);
  });
});
