import type { Connector } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import {
  askLanguageModel,
  createLlmClient,
  createMemoryBudget,
  type EngineReading,
  guardSql,
  type LlmClient,
  type LlmConfig,
} from '@tabletalk/nlq';
import type { Answer } from './answer';
import { askEngine } from './ask-engine';

/** What the model did over a run, for the report's last lines. */
interface ModelTally {
  asked: number;
  answered: number;
  /** Failures by code: REFUSED, QUERY_FAILED, PROVIDER_FAILED, TIMEOUT… */
  failed: Record<string, number>;
  ms: number;
}

interface ModelAsker {
  client: LlmClient;
  tally: ModelTally;
}

/** One client per configuration, so its circuit breaker holds over the run, as in the server. */
const askers = new WeakMap<LlmConfig, ModelAsker>();

function askerFor(config: LlmConfig): ModelAsker {
  const known = askers.get(config);
  if (known) return known;
  const asker = {
    client: createLlmClient(config),
    tally: { asked: 0, answered: 0, failed: {}, ms: 0 },
  };
  askers.set(config, asker);
  return asker;
}

/** Generous bounds, as for scoring: a result cut short would be compared as wrong. */
const QUERY_BOUNDS = { maxRows: 1_000_000, timeoutMs: 60_000 };
/** The bench has no organizations and no daily allowance. */
const budget = createMemoryBudget({ tokensPerDay: Number.POSITIVE_INFINITY });

function readingOf(engine: Answer): EngineReading | null {
  if (!engine.interpretation) return null;
  const { interpretation, sql, params } = engine;
  return { interpretation, sql, params, alternatives: [] };
}

/**
 * Asks one question as the product does with a language model configured: the built-in engine
 * first; a question it is not sure of or declines goes to the model with the engine's reading as
 * a hint, its SQL through the same guard (DuckDB, the source's tables) and run once on DuckDB,
 * with one repair round. The model's answer counts as answered; when the model gives nothing
 * usable the engine's own answer stands. `ms` stays the engine's time. Never throws.
 */
export async function askWithModel(options: {
  config: LlmConfig;
  model: SemanticModel;
  connector: Connector;
  question: string;
  now: Date;
}): Promise<Answer> {
  const engine = askEngine(options);
  if (engine.status === 'understood') return engine;
  const { client, tally } = askerFor(options.config);
  const { model, connector } = options;
  const allowedTables = model.tables.map(({ schema, name }) => ({ schema, name }));
  const started = performance.now();
  tally.asked += 1;
  try {
    const outcome = await askLanguageModel({
      client,
      budget,
      orgId: 'bench',
      model,
      question: options.question,
      dialect: 'duckdb',
      examples: [],
      reading: readingOf(engine),
      guard: (sql) =>
        guardSql(sql, { dialect: 'duckdb', maxRows: QUERY_BOUNDS.maxRows, allowedTables }),
      run: (sql) => connector.query(sql, [], QUERY_BOUNDS),
    });
    if (!outcome.ok) {
      tally.failed[outcome.code] = (tally.failed[outcome.code] ?? 0) + 1;
      return engine;
    }
    tally.answered += 1;
    const interpretation = `language model: ${outcome.explanation}`;
    return { ...engine, status: 'understood', interpretation, sql: outcome.sql, params: [] };
  } catch (error) {
    tally.failed.THREW = (tally.failed.THREW ?? 0) + 1;
    const message = error instanceof Error ? error.message : String(error);
    return { ...engine, error: engine.error ?? `language model threw: ${message}` };
  } finally {
    tally.ms += performance.now() - started;
  }
}

/**
 * The run's model line: questions sent, answered by the model, failures by code and the mean
 * time per call, e.g. `language model: asked 12, answered 10 (REFUSED 1, QUERY_FAILED 1), 1.84 s
 * per question`. Throws nothing.
 */
export function modelTallyLine(config: LlmConfig): string {
  const { asked, answered, failed, ms } = askerFor(config).tally;
  const failures = Object.entries(failed).map(([code, count]) => `${code} ${count}`);
  const why = failures.length > 0 ? ` (${failures.join(', ')})` : '';
  const mean = asked === 0 ? 0 : ms / asked / 1000;
  return `language model ${config.provider} ${config.model}: asked ${asked}, answered ${answered}${why}, ${mean.toFixed(2)} s per question`;
}
