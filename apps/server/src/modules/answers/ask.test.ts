import { AppError } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reserveUsages } from '../../core/entitlements';
import { getSourceForQuery, type QueryableSource } from '../sources';
import { setPlan } from '../sources/test-helpers';
import { type AskInput, type AskQuestion, ask } from './ask';

describe('ask: the one command every question goes through', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let table: string;
  let queryable: QueryableSource;
  beforeAll(async () => {
    t = await createTestApp();
    let sampleId: string;
    ({ owner, sampleId, table } = await userWithSample(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    const source = { orgId: owner.orgId, sourceId: sampleId, deletedError: 'NOT_FOUND' as const };
    queryable = await getSourceForQuery(t.ctx, source);
  });
  afterAll(() => t.close());

  /** Questions counted today, as users/me reports them. */
  async function usedToday(): Promise<number> {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.headers });
    return me.json().data.serviceUsage.dailyQuestions.used;
  }

  const input = (question: AskQuestion): AskInput => ({
    scope: {
      org: { id: owner.orgId, plan: 'Enterprise', trialEndsAt: null },
      userId: owner.user.id,
    },
    source: queryable,
    question,
  });

  it('answers a question in words and counts it', async () => {
    const before = await usedToday();
    const asked = await ask(t.ctx, input({ kind: 'text', text: 'total revenue by region' }));
    // Answered, or unsure below the learned confidence's bar: the figures are shown either way.
    expect(['answered', 'unsure']).toContain(asked.result.status);
    expect(asked.result.answer).toMatchObject({ origin: 'engine', displayKind: 'GRAPH' });
    expect(asked.result.answer?.rows.length).toBeGreaterThan(0);
    expect(asked.queryable.source.id).toBe(queryable.source.id);
    expect(await usedToday()).toBe(before + 1);
  });

  it('runs a structured query as given, read back in words', async () => {
    const first = await ask(t.ctx, input({ kind: 'text', text: 'total revenue by region' }));
    const query = first.result.answer?.structuredQuery;
    if (!query) throw new Error('the engine gave no structured query');
    const before = await usedToday();
    const asked = await ask(t.ctx, input({ kind: 'structured-query', query }));
    expect(asked.result).toMatchObject({ status: 'answered', message: null });
    expect(asked.result.answer?.structuredQuery).toEqual(query);
    expect(asked.result.answer?.confidence).toBe(1);
    expect(asked.result.answer?.rows).toEqual(first.result.answer?.rows);
    expect(asked.usedExample).toBe(false);
    expect(await usedToday()).toBe(before + 1);
  });

  it('runs edited SQL through the guard, as written', async () => {
    const before = await usedToday();
    const sql = `SELECT COUNT(*) AS n FROM ${table}`;
    const asked = await ask(t.ctx, input({ kind: 'sql', sql }));
    expect(asked.result.status).toBe('answered');
    expect(asked.result.answer).toMatchObject({ origin: 'edited', structuredQuery: null });
    expect(asked.result.answer?.rows).toHaveLength(1);
    expect(await usedToday()).toBe(before + 1);
  });

  it('gives the count back when the guard refuses edited SQL, or the source rejects it', async () => {
    const before = await usedToday();
    const refused = ask(t.ctx, input({ kind: 'sql', sql: `DELETE FROM ${table}` }));
    await expect(refused).rejects.toMatchObject({
      code: 'QUERY_FAILED',
      details: { guard: expect.any(String) },
    });
    const rejected = ask(t.ctx, input({ kind: 'sql', sql: `SELECT no_such_column FROM ${table}` }));
    await expect(rejected).rejects.toMatchObject({ code: 'QUERY_FAILED' });
    expect(await usedToday()).toBe(before);
  });

  it('gives the count back when the source cannot be read or the answer cannot be kept', async () => {
    const before = await usedToday();
    const notReady = async (): Promise<QueryableSource> => {
      throw new AppError('SOURCE_NOT_READY');
    };
    const question = { kind: 'text', text: 'total revenue' } as const;
    await expect(ask(t.ctx, { ...input(question), source: notReady })).rejects.toMatchObject({
      code: 'SOURCE_NOT_READY',
    });
    const keep = async () => {
      throw new Error('storing failed');
    };
    await expect(ask(t.ctx, input(question), keep)).rejects.toThrow('storing failed');
    expect(await usedToday()).toBe(before);
  });

  it('returns what keep makes of the answer, counted', async () => {
    const before = await usedToday();
    const kept = await ask(
      t.ctx,
      input({ kind: 'text', text: 'total revenue' }),
      async (asked) => asked.result.status,
    );
    expect(['answered', 'unsure']).toContain(kept);
    expect(await usedToday()).toBe(before + 1);
  });

  it('takes a use the caller counted instead of counting again, and gives it back on failure', async () => {
    const org = { id: owner.orgId, plan: 'Enterprise', trialEndsAt: null };
    const uses = await reserveUsages(t.ctx, org, 'question', 2);
    if (!uses) throw new Error('not reserved');
    const before = await usedToday();
    const sql = `SELECT COUNT(*) AS n FROM ${table}`;
    const asked = await ask(t.ctx, {
      ...input({ kind: 'sql', sql }),
      reserved: uses.take() ?? undefined,
    });
    expect(asked.result.status).toBe('answered');
    expect(await usedToday()).toBe(before);
    const failing = { ...input({ kind: 'sql', sql: `SELECT nope FROM ${table}` }) };
    const refused = ask(t.ctx, { ...failing, reserved: uses.take() ?? undefined });
    await expect(refused).rejects.toMatchObject({ code: 'QUERY_FAILED' });
    expect(await usedToday()).toBe(before - 1);
  });

  it('refuses a question over the plan limit before running it', async () => {
    await setPlan(t, owner.orgId, 'Starter');
    const starter = { ...input({ kind: 'sql', sql: `SELECT 1 FROM ${table}` }) };
    starter.scope = {
      ...starter.scope,
      org: { id: owner.orgId, plan: 'Starter', trialEndsAt: null },
    };
    let refused: unknown = null;
    for (let i = 0; i < 50 && refused === null; i += 1) {
      refused = await ask(t.ctx, starter).then(
        () => null,
        (error: unknown) => error,
      );
    }
    expect(refused).toMatchObject({ code: 'PLAN_LIMIT' });
    await setPlan(t, owner.orgId, 'Enterprise');
  });
});
