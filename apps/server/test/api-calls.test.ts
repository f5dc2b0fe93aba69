import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Areas of docs/api-calls.tsv whose every call must be served. Each issue adds its areas here
 * when it lands; the test then fails if a call of a done area is not registered.
 */
const DONE_AREAS = new Set([
  'auth',
  'users',
  'teams',
  'notifications',
  'sources',
  'dashboards',
  // Issue 14: Ask Docs, its last call `document-conversation` included.
  'askdocs',
  // Issue 15: plans, the Pro trial and billing (Stripe tested at its boundary, a local stand-in).
  'subscription',
]);

/** Calls listed under a done area but delivered with another area's issue, and why. */
const DELIVERED_ELSEWHERE: Record<string, string> = {};

/** Calls of areas not yet done that are already served. */
const DELIVERED_CALLS: string[] = [];

interface ApiCall {
  area: string;
  method: string;
  path: string;
}

function readCalls(): ApiCall[] {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../docs/api-calls.tsv',
  );
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('area\t'))
    .map((line) => {
      const [area = '', method = '', callPath = ''] = line.split('\t');
      return { area, method, path: callPath.trim() };
    });
}

/** `teams/{teamId}/members` → `/api/teams/:teamId/members` (Fastify's form). */
const toFastifyUrl = (callPath: string) => `/api/${callPath.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the API catalogue (docs/api-calls.tsv)', () => {
  let t: TestApp;
  const calls = readCalls();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads every call of the catalogue', () => {
    expect(calls.length).toBeGreaterThan(130);
  });

  const key = (c: ApiCall) => `${c.method} ${c.path}`;
  const done = calls.filter(
    (c) =>
      (DONE_AREAS.has(c.area) && !DELIVERED_ELSEWHERE[key(c)]) || DELIVERED_CALLS.includes(key(c)),
  );

  it('lists only delivered calls that the catalogue has', () => {
    const known = new Set(calls.map(key));
    expect(DELIVERED_CALLS.filter((call) => !known.has(call))).toEqual([]);
  });
  it.each(done.map((c) => [`${c.method} /api/${c.path}`, c] as const))(
    'serves %s',
    (_name, call) => {
      expect(t.app.hasRoute({ method: call.method as 'GET', url: toFastifyUrl(call.path) })).toBe(
        true,
      );
    },
  );

  it('documents every served call of a done area (and each delivered call) in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const missing = done.filter((c) => {
      const openapiPath = `/api/${c.path}`;
      return !doc.paths[openapiPath]?.[c.method.toLowerCase()];
    });
    expect(missing.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});
