/**
 * The anchor of the ask benchmark: the DuckDB query alone. The question is read and compiled by
 * the engine outside the timing, then only the guarded SQL is run on a warm connection to a copy
 * of the source's database — what answering costs at the very least.
 */

import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { largestTableRows, threadsForRows } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import { compileQuery, guardSql, understand } from '@tabletalk/nlq';
import { findCurrentModel } from '../../apps/server/src/modules/sources';
import type { TestApp } from '../../apps/server/test/test-app';

export interface AnchorStatement {
  question: string;
  sql: string;
  params: unknown[];
}

/** The source's current semantic model, as the server uses it. */
export async function loadModel(t: TestApp, sourceId: string): Promise<SemanticModel> {
  const model = await findCurrentModel(t.ctx.db, sourceId);
  if (!model) throw new Error('the source has no knowledge');
  return model;
}

/** The guarded SQL the server runs for each question. */
export function compileStatements(
  model: SemanticModel,
  questions: readonly string[],
  maxRows: number,
): AnchorStatement[] {
  return questions.map((question) => {
    const reading = understand({ model, question, previous: null, examples: [], now: new Date() });
    if (reading.status === 'declined') throw new Error(`not understood: ${question}`);
    const compiled = compileQuery(reading.query, { dialect: model.dialect, model });
    const guarded = guardSql(compiled.sql, {
      dialect: model.dialect,
      maxRows,
      allowedTables: model.tables.map((table) => ({ schema: table.schema, name: table.name })),
    });
    if (!guarded.ok) throw new Error(`refused by the guard: ${question}`);
    return { question, sql: guarded.sql, params: compiled.params };
  });
}

/**
 * Times `samples` runs of the statements in turn on one warm read-only connection, with the
 * threads the server's query processes give the same file (`threadsForRows`, at most 2): fewer
 * would be slower on large tables, more only cost CPU on small ones.
 */
export async function timeDuckDbAlone(
  databasePath: string,
  statements: readonly AnchorStatement[],
  samples: number,
): Promise<number[]> {
  const threads = await serverThreadsFor(databasePath);
  const instance = await DuckDBInstance.create(databasePath, {
    access_mode: 'READ_ONLY',
    threads: String(threads),
  });
  const connection = await instance.connect();
  const timings: number[] = [];
  try {
    for (let index = -statements.length; index < samples; index += 1) {
      const statement = statements[(index + statements.length) % statements.length];
      if (!statement) continue;
      const started = performance.now();
      const reader = await connection.runAndReadAll(
        statement.sql,
        statement.params as DuckDBValue[],
      );
      reader.getRowsJS();
      // The first round warms the connection up and is not counted.
      if (index >= 0) timings.push(performance.now() - started);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return timings;
}

/** The threads the server's query processes open `databasePath` with (their default bound, 2). */
async function serverThreadsFor(databasePath: string): Promise<number> {
  const instance = await DuckDBInstance.create(databasePath, { access_mode: 'READ_ONLY' });
  try {
    return threadsForRows(await largestTableRows(instance), 2);
  } finally {
    instance.closeSync();
  }
}
