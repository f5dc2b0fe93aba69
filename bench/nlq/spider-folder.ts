import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSpiderQuestions, type SpiderQuestion } from './spider-questions';
import { parseSpiderTables, type SpiderSchema } from './spider-tables';

/** A benchmark folder in Spider's layout, read and checked. */
export interface SpiderFolder {
  questions: SpiderQuestion[];
  schemas: Map<string, SpiderSchema>;
  /** The SQLite file of a database. */
  sqlitePath: (dbId: string) => string;
}

/** The folder is missing or not in Spider's layout; the message says what to fix. */
export class BenchInputError extends Error {
  override readonly name = 'BenchInputError';
}

function readText(path: string): string {
  if (!existsSync(path)) throw new BenchInputError(`${path} is missing`);
  return readFileSync(path, 'utf8');
}

function readTables(path: string): Map<string, SpiderSchema> {
  try {
    return parseSpiderTables(JSON.parse(readText(path)));
  } catch (error) {
    if (error instanceof BenchInputError) throw error;
    throw new BenchInputError(`${path} is not Spider's tables.json: ${(error as Error).message}`);
  }
}

/**
 * Reads `questions.jsonl` and `tables.json` from `dir` and checks that each database a question
 * uses has a schema and a `database/<db_id>/<db_id>.sqlite` file. With `dbIds`, keeps only those
 * databases' questions. Throws BenchInputError when the folder, a file or a database is missing
 * or a file is malformed.
 */
export function readSpiderFolder(dir: string, dbIds: string[] = []): SpiderFolder {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BenchInputError(`benchmark folder ${dir} does not exist`);
  }
  let questions: SpiderQuestion[];
  try {
    questions = parseSpiderQuestions(readText(join(dir, 'questions.jsonl')));
  } catch (error) {
    if (error instanceof BenchInputError) throw error;
    throw new BenchInputError(`${join(dir, 'questions.jsonl')}: ${(error as Error).message}`);
  }
  const schemas = readTables(join(dir, 'tables.json'));
  const sqlitePath = (dbId: string) => join(dir, 'database', dbId, `${dbId}.sqlite`);
  const unknown = dbIds.filter((dbId) => !questions.some((q) => q.dbId === dbId));
  if (unknown.length > 0) {
    throw new BenchInputError(`no questions for database ${unknown.join(', ')} in ${dir}`);
  }
  const selected = dbIds.length > 0 ? questions.filter((q) => dbIds.includes(q.dbId)) : questions;
  for (const dbId of new Set(selected.map((q) => q.dbId))) {
    if (!schemas.has(dbId)) throw new BenchInputError(`tables.json has no entry for ${dbId}`);
    if (!existsSync(sqlitePath(dbId))) {
      throw new BenchInputError(`${sqlitePath(dbId)} is missing`);
    }
  }
  return { questions: selected, schemas, sqlitePath };
}
