import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileError, compileQuery } from '..';
import { buildTestModel } from '../test-model';
import { literalRoundTripSql, nastyStrings, shouldSkipLive, uniqueName } from './fixture';
import { medianCase } from './live-cases';
import { itAnswersLiveCases, liveStatements } from './live-suite';

const database = uniqueName('tt_compile');
const skip = await shouldSkipLive(3306);
let connection: mysql.Connection;

describe.skipIf(skip)('compiled MariaDB queries', () => {
  beforeAll(async () => {
    connection = await mysql.createConnection({
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      password: '',
      database: 'test',
      dateStrings: true,
      decimalNumbers: true,
    });
    await connection.query(`CREATE DATABASE \`${database}\``);
    for (const statement of liveStatements('mysql', database)) {
      await connection.query(statement);
    }
  });

  afterAll(async () => {
    await connection?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection?.end();
  });

  itAnswersLiveCases('mysql', database, async (sql, params) => {
    // execute() prepares the statement on the server, so values really are bound.
    const [rows] = await connection.execute({ sql, values: params, rowsAsArray: true });
    return rows as unknown[][];
  });

  it('refuses a median, which MariaDB has no aggregate for', () => {
    const model = buildTestModel(database);
    const compile = () => compileQuery(medianCase(database).query, { dialect: 'mysql', model });
    expect(compile).toThrow(CompileError);
    expect(compile).toThrow(/median cannot be computed on mysql/);
  });

  it('reads quoteLiteral strings back unchanged, backslashes included', async () => {
    const [rows] = await connection.query({ sql: literalRoundTripSql('mysql'), rowsAsArray: true });
    expect(rows).toEqual([nastyStrings]);
  });
});
