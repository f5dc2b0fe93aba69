import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Connector, createDuckDbConnector } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSpiderKnowledge } from './knowledge';
import { loadIntoDuckDb } from './load-into-duckdb';
import { openSqlite, readSqliteTables } from './load-sqlite';
import { parseSpiderTables } from './spider-tables';
import { writeShopFolder } from './test-fixture';

let dir = '';
let connector: Connector;
let model: SemanticModel;
let unmatchedKeys: string[];

beforeAll(async () => {
  dir = await writeShopFolder();
  const sqlite = await openSqlite(join(dir, 'database', 'shop', 'shop.sqlite'));
  await loadIntoDuckDb(readSqliteTables(sqlite), join(dir, 'shop.duckdb'));
  sqlite.close();
  const schema = parseSpiderTables(JSON.parse(readFileSync(join(dir, 'tables.json'), 'utf8'))).get(
    'shop',
  );
  if (!schema) throw new Error('fixture has no shop schema');
  connector = createDuckDbConnector(join(dir, 'shop.duckdb'));
  ({ model, unmatchedKeys } = await buildSpiderKnowledge(
    connector,
    schema,
    new Date('2025-01-01'),
  ));
});

afterAll(async () => {
  await connector.close();
  rmSync(dir, { recursive: true, force: true });
});

const table = (name: string) => model.tables.find((t) => t.name === name);
const column = (tableName: string, name: string) =>
  table(tableName)?.columns.find((c) => c.name === name);

describe('buildSpiderKnowledge', () => {
  it('takes primary keys from tables.json, under the loaded names', () => {
    expect(table('Customers')?.primaryKey).toEqual(['Id']);
    expect(table('orders')?.primaryKey).toEqual(['order_id']);
    expect(unmatchedKeys).toEqual([]);
  });

  it('makes each foreign key of tables.json one declared relationship', () => {
    expect(model.relationships).toEqual([
      expect.objectContaining({
        fromTable: 'orders',
        fromColumns: ['customer_id'],
        toTable: 'Customers',
        toColumns: ['Id'],
        kind: 'foreign_key',
        confidence: 1,
      }),
    ]);
  });

  it('marks key columns as identifiers and keeps dates as time', () => {
    expect(column('orders', 'customer_id')?.role).toBe('identifier');
    expect(column('Customers', 'Id')?.role).toBe('identifier');
    expect(column('orders', 'placed')?.role).toBe('time');
  });

  it('never uses the natural-language names of tables.json', () => {
    const words = JSON.stringify(model).toLowerCase();
    expect(words).not.toContain('people');
    expect(words).not.toContain('purchases');
  });
});
