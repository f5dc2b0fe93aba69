import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { LlmConfig } from '@tabletalk/nlq';
import { readBenchLlmConfig } from './llm-env';
import { BenchInputError } from './spider-folder';

/** The benchmark's options, from the command line. */
export interface BenchOptions {
  /** The folder in Spider's layout. */
  data: string;
  json: boolean;
  /** Databases to run (all when empty). */
  dbIds: string[];
  /** At most this many questions (after the database filter); null for all. */
  limit: number | null;
  /** Where to write the wrong questions as JSON lines; null for nowhere. */
  failures: string | null;
  engine: 'builtin' | 'gold' | 'llm';
  /** With `--engine llm`: the language model, from the LLM_* environment variables. */
  llm?: LlmConfig;
  help: boolean;
}

export const usage = `usage: npm run bench:nlq -- [--data <folder>] [--json] [--db <db_id>[,<db_id>...]]...
       [--limit N] [--failures <file.jsonl>] [--engine builtin|gold|llm]
  --data      folder in Spider's layout (default: ../shared/bench/spider from the project root)
  --json      print one JSON object with the results as the last line
  --db        only these databases (repeatable, or a comma list)
  --limit     only the first N questions
  --failures  write each wrong question, with both SQL and the first rows, as JSON lines
  --engine    builtin (default): the question engine; gold: gold SQL on DuckDB (harness self-test);
              llm: the engine, and the language model of LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL and
              LLM_API_KEY for the questions it is not sure of, as in the product`;

/**
 * Parses the benchmark's arguments; relative paths resolve against `cwd`, the default data
 * folder against `projectRoot`; `--engine llm` reads its model from `env`'s LLM_* variables.
 * Throws BenchInputError for an unknown option, a missing value, a bad --limit or --engine, or
 * `--engine llm` without a valid LLM_PROVIDER.
 * @example parseBenchArgs(['--db', 'pets_1,car_1', '--json'], { cwd, projectRoot })
 */
export function parseBenchArgs(
  args: string[],
  paths: { cwd: string; projectRoot: string },
  env: Record<string, string | undefined> = process.env,
): BenchOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(args).values;
  } catch (error) {
    throw new BenchInputError(`${(error as Error).message}\n${usage}`);
  }
  const limit = values.limit === undefined ? null : Number(values.limit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
    throw new BenchInputError(`--limit must be a positive whole number, not ${values.limit}`);
  }
  const engine = values.engine ?? 'builtin';
  if (engine !== 'builtin' && engine !== 'gold' && engine !== 'llm') {
    throw new BenchInputError(`--engine must be builtin, gold or llm, not ${engine}`);
  }
  const dbIds = (values.db ?? []).flatMap((list) => list.split(',')).map((id) => id.trim());
  return {
    data: values.data
      ? resolve(paths.cwd, values.data)
      : resolve(paths.projectRoot, '../shared/bench/spider'),
    json: values.json ?? false,
    dbIds: dbIds.filter((id) => id !== ''),
    limit,
    failures: values.failures ? resolve(paths.cwd, values.failures) : null,
    engine,
    ...(engine === 'llm' && !values.help ? { llm: readBenchLlmConfig(env) } : {}),
    help: values.help ?? false,
  };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      data: { type: 'string' },
      json: { type: 'boolean' },
      db: { type: 'string', multiple: true },
      limit: { type: 'string' },
      failures: { type: 'string' },
      engine: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
