import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  buildKnowledge,
  type Connector,
  createDuckDbConnector,
  ingestFile,
  nameFileTable,
} from '@tabletalk/connectors';
import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { compileQuery, understand } from '@tabletalk/nlq';
import { writeSampleSalesCsv } from '../../../apps/server/src/modules/sources/test-helpers';
import { hasOuterOrderBy } from '../gold-sql';
import type { BusinessQuestion } from './business-questions';
import { showsGoldResult } from './match-result';
import { salesDatabaseSql, salesTables } from './sales-database';

/** How one question went. `sure` is the engine's own claim (status understood). */
export interface BusinessOutcome {
  question: BusinessQuestion;
  status: 'understood' | 'unsure' | 'declined' | 'failed';
  isRight: boolean;
  interpretation: string | null;
  sql: string | null;
  error: string | null;
}

/** A data set ready for questions: its connector and knowledge. */
export interface BusinessDataset {
  connector: Connector;
  model: SemanticModel;
  close: () => Promise<void>;
  /** Runs gold SQL where the connector cannot (unqualified names on PostgreSQL); else the connector. */
  runGold?: (sql: string) => Promise<{ columns: string[]; rows: unknown[][] }>;
}

const BOUNDS = { maxRows: 100_000, timeoutMs: 30_000 };
/** The day the questions are asked: after the data's last year, so "2024" is a past year. */
export const ASKED_ON = new Date('2025-03-15T12:00:00Z');

/** Loads the product's sample sales file as an upload is loaded, and builds its knowledge. */
export async function openSampleDataset(dir: string): Promise<BusinessDataset> {
  const csvPath = join(dir, 'sample-sales.csv');
  writeSampleSalesCsv(csvPath);
  const targetPath = join(dir, 'sample.duckdb');
  const limits = { maxRows: 1_000_000, maxColumns: 500, maxSheets: 10 };
  await ingestFile({ filePath: csvPath, kind: 'csv', targetPath, limits });
  const connector = createDuckDbConnector(targetPath);
  const model = nameFileTable(await buildKnowledge(connector, { now: ASKED_ON }), 'Sample sales');
  return { connector, model, close: () => connector.close() };
}

/** Writes the relational sales database into a DuckDB file and builds its knowledge. */
export async function openSalesDataset(dir: string): Promise<BusinessDataset> {
  const path = join(dir, 'sales.duckdb');
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  for (const statement of salesDatabaseSql(salesTables())) await connection.run(statement);
  connection.closeSync();
  instance.closeSync();
  const connector = createDuckDbConnector(path);
  const model = await buildKnowledge(connector, { now: ASKED_ON });
  return { connector, model, close: () => connector.close() };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The structured query a question reads as on its own, for a follow-up's `previous`. */
function previousQuery(model: SemanticModel, question: string | undefined): StructuredQuery | null {
  if (!question) return null;
  const reading = understand({ model, question, now: ASKED_ON });
  return reading.status === 'declined' ? null : reading.query;
}

/**
 * Asks one question with the built-in engine (understand → compile for the dataset's dialect →
 * run) and checks it against its gold SQL run on the same data. Never throws.
 */
export async function askBusinessQuestion(
  dataset: BusinessDataset,
  question: BusinessQuestion,
): Promise<BusinessOutcome> {
  const base = { question, interpretation: null, sql: null, error: null };
  let reading: ReturnType<typeof understand>;
  try {
    reading = understand({
      model: dataset.model,
      question: question.question,
      previous: previousQuery(dataset.model, question.previous),
      now: ASKED_ON,
    });
  } catch (error) {
    return { ...base, status: 'failed', isRight: false, error: messageOf(error) };
  }
  if (reading.status === 'declined') {
    return { ...base, status: 'declined', isRight: question.gold === 'declined' };
  }
  const status = reading.status;
  const interpretation = reading.interpretation;
  if (question.gold === 'declined') return { ...base, status, interpretation, isRight: false };
  try {
    const compiled = compileQuery(reading.query, {
      dialect: dataset.model.dialect,
      model: dataset.model,
    });
    const ours = await dataset.connector.query(compiled.sql, compiled.params, BOUNDS);
    const gold = dataset.runGold
      ? await dataset.runGold(question.gold)
      : await dataset.connector.query(question.gold, [], BOUNDS).then((result) => ({
          columns: result.columns.map((c) => c.name),
          rows: result.rows,
        }));
    const isRight = showsGoldResult(
      gold,
      { columns: ours.columns.map((c) => c.name), rows: ours.rows },
      { isOrdered: hasOuterOrderBy(question.gold) },
    );
    return { ...base, status, interpretation, sql: compiled.sql, isRight };
  } catch (error) {
    return { ...base, status, interpretation, isRight: false, error: messageOf(error) };
  }
}

/** The suite's figures: right answers, wrong ones the engine marked sure, declines. */
export interface BusinessSummary {
  count: number;
  right: number;
  wrongSure: number;
  declined: number;
  unsure: number;
  accuracy: number;
}

/** Sums up outcomes. */
export function summarize(outcomes: BusinessOutcome[]): BusinessSummary {
  const right = outcomes.filter((o) => o.isRight).length;
  return {
    count: outcomes.length,
    right,
    wrongSure: outcomes.filter((o) => !o.isRight && o.status === 'understood').length,
    declined: outcomes.filter((o) => o.status === 'declined').length,
    unsure: outcomes.filter((o) => o.status === 'unsure').length,
    accuracy: outcomes.length === 0 ? 0 : right / outcomes.length,
  };
}

/** A data set to ask, by the name its questions carry. */
export interface DatasetOpener {
  name: BusinessQuestion['dataset'];
  open: (dir: string) => Promise<BusinessDataset>;
}

/** The sample file and the relational database, both on DuckDB. */
export const duckDbDatasets: DatasetOpener[] = [
  { name: 'sample', open: openSampleDataset },
  { name: 'sales', open: openSalesDataset },
];

/** Runs every question on its data set, each loaded into a temporary folder. */
export async function runBusinessSuite(
  questions: BusinessQuestion[],
  datasets: DatasetOpener[] = duckDbDatasets,
): Promise<BusinessOutcome[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tabletalk-business-'));
  const outcomes: BusinessOutcome[] = [];
  try {
    for (const { name, open } of datasets) {
      const asked = questions.filter((q) => q.dataset === name);
      if (asked.length === 0) continue;
      const dataset = await open(dir);
      try {
        for (const question of asked) outcomes.push(await askBusinessQuestion(dataset, question));
      } finally {
        await dataset.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return outcomes;
}
