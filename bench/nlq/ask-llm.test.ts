import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chatCompletion,
  type RecordedRequest,
  requestText,
  type StubProvider,
  sqlAnswerText,
  startStubProvider,
} from '@tabletalk/nlq/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeShopFolder } from './test-fixture';

const RUN = fileURLToPath(new URL('./run.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** DuckDB SQL for the fixture's questions: what a capable model would write. */
const MODEL_SQL: Record<string, string> = {
  'How many customers?': 'SELECT count(*) FROM customers',
  'Customers in Oslo by name': "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name",
  'Average order amount': 'SELECT avg(amount) FROM orders',
  'Name and spend of each buyer':
    'SELECT c.name, sum(o.amount) FROM customers c JOIN orders o ON c.id = o.customer_id GROUP BY c.id, c.name',
  'When was the last order?': 'SELECT max(placed) FROM orders',
};

/** The question a SQL request asks: the JSON string inside its <question> section. */
function askedQuestion(request: RecordedRequest): string {
  const match = /<question>\n(".*")\n<\/question>/.exec(requestText(request));
  return match?.[1] ? JSON.parse(match[1]) : '';
}

/** Runs the bench as a child process; async, so this process's fake server can answer it. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string; last: string }>(
    (resolve) => {
      const child = spawn(TSX, [RUN, ...args], { env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (status) => {
        const last = stdout.trim().split('\n').at(-1) ?? '';
        resolve({ status, stdout, stderr, last });
      });
    },
  );
}

const noModel = { LLM_PROVIDER: '', LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' };

describe('bench:nlq --engine llm', () => {
  let dir = '';
  let fake: StubProvider;
  beforeAll(async () => {
    dir = await writeShopFolder();
    fake = await startStubProvider();
    fake.setResponder((request) => {
      const sql = MODEL_SQL[askedQuestion(request)] ?? '';
      return { status: 200, body: chatCompletion(sqlAnswerText(sql, 'Answers the question.')) };
    });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await fake.close();
  });

  it('sends the questions the engine is not sure of to the model, and scores its SQL', async () => {
    const builtin = await run(['--data', dir, '--json'], noModel);
    expect(builtin.status).toBe(0);
    const llm = await run(['--data', dir, '--json', '--engine', 'llm'], {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: '',
    });
    expect(llm.status, llm.stderr).toBe(0);
    const asked = fake.requests.map(askedQuestion);
    // The engine answers what it is sure of; the rest (at least one question here) goes to the model.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(5);
    for (const request of fake.requests) {
      expect(request.url).toBe('/v1/chat/completions');
      const text = requestText(request);
      expect(text).toContain('table "main"."orders"');
      expect(text).toContain('"amount"');
      expect(text).toMatch(/<reading>\nread as "/);
      expect((request.body as { model?: string }).model).toBe('fake-model');
    }
    const summary = JSON.parse(llm.last);
    expect(summary.accuracy).toBe(1);
    expect(summary.accuracy).toBeGreaterThan(JSON.parse(builtin.last).accuracy);
    expect(llm.stdout).toContain(
      `language model openai-compatible fake-model: asked ${asked.length}, answered ${asked.length}`,
    );
  });

  it('exits 1 with a clear message without LLM_PROVIDER', async () => {
    const result = await run(['--data', dir, '--engine', 'llm'], noModel);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--engine llm needs a language model: set LLM_PROVIDER');
  });
});
