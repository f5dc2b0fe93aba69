import { randomBytes } from 'node:crypto';
import { buildKnowledge, createPostgresConnector } from '@tabletalk/connectors';
import pg from 'pg';
import type { BusinessDataset } from './run-business';
import { ASKED_ON } from './run-business';
import { salesDatabaseSql, salesTables } from './sales-database';

/** The local PostgreSQL of this machine and of CI (trust authentication). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Writes the relational sales database into a new schema of the PostgreSQL at `url` and builds
 * its knowledge through the product's PostgreSQL connector (loopback allowed, as an operator
 * would allow it). Gold SQL runs on a plain client whose search path is that schema; closing
 * drops the schema. Throws when the server cannot be reached.
 */
export async function openSalesDatasetOnPostgres(
  url = LOCAL_POSTGRES_URL,
): Promise<BusinessDataset> {
  const schema = `tt_business_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { hostname, port, pathname, username } = new URL(url);
  const connector = createPostgresConnector(
    {
      type: 'POSTGRESQL',
      host: hostname,
      port: Number(port || 5432),
      database: pathname.slice(1),
      user: decodeURIComponent(username),
      password: '',
      ssl: 'disable',
      schema,
    },
    { egress: { allowlist: [hostname] } },
  );
  const close = async () => {
    await connector.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    for (const statement of salesDatabaseSql(salesTables(), schema)) await admin.query(statement);
    await admin.query(`SET search_path TO ${schema}`);
    const model = await buildKnowledge(connector, { now: ASKED_ON });
    const runGold = async (sql: string) => {
      const result = await admin.query({ text: sql, rowMode: 'array' });
      return {
        columns: result.fields.map((field) => field.name),
        rows: result.rows as unknown[][],
      };
    };
    return { connector, model, close, runGold };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
