import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { createMysqlConnector } from '../databases/mysql';
import { createPostgresConnector } from '../databases/postgres';
import {
  LOCAL_MARIADB,
  LOCAL_POSTGRES,
  LOOPBACK_POLICY,
  uniqueName,
} from '../databases/test-servers';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { buildKnowledge } from './build-knowledge';
import { expectNumberTexts, numberTextFixture } from './number-text-fixture';

const now = new Date('2025-03-01T12:00:00Z');
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('numbers stored as text in the knowledge build', () => {
  it('types them as numbers on DuckDB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'number-text-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'cars.duckdb');
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    for (const statement of numberTextFixture('cars', 'owners', 'VARCHAR')) {
      await connection.run(statement);
    }
    connection.closeSync();
    instance.closeSync();
    const connector = createDuckDbConnector(path);
    cleanups.push(() => connector.close());
    expectNumberTexts(await buildKnowledge(connector, { now }), 'VARCHAR');
  });

  it('types them as numbers on PostgreSQL', async () => {
    const schema = uniqueName('tt_numtext');
    const admin = new pg.Client({
      host: '127.0.0.1',
      port: 5432,
      user: 'postgres',
      database: 'test',
    });
    await admin.connect();
    cleanups.push(async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });
    await admin.query(`CREATE SCHEMA ${schema}`);
    const fixture = numberTextFixture(`${schema}.cars`, `${schema}.owners`, 'varchar(12)');
    for (const statement of fixture) await admin.query(statement);
    const connector = createPostgresConnector(LOCAL_POSTGRES, LOOPBACK_POLICY);
    cleanups.push(() => connector.close());
    const tables = [
      { schema, name: 'cars' },
      { schema, name: 'owners' },
    ];
    expectNumberTexts(await buildKnowledge(connector, { now, tables }), 'character varying(12)');
  });

  it('types them as numbers on MariaDB', async () => {
    const database = uniqueName('tt_numtext');
    const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
    });
    await admin.query(`CREATE DATABASE \`${database}\``);
    const fixture = numberTextFixture(
      `\`${database}\`.cars`,
      `\`${database}\`.owners`,
      'varchar(12)',
    );
    for (const statement of fixture) await admin.query(statement);
    const connector = createMysqlConnector({ ...LOCAL_MARIADB, database }, LOOPBACK_POLICY);
    cleanups.push(() => connector.close());
    expectNumberTexts(await buildKnowledge(connector, { now }), 'varchar(12)');
  });
});
