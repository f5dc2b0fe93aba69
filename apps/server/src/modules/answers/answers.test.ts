import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_ROW_COUNT } from '../sources/test-helpers';
import { askSource } from './test-helpers';

describe('questions asked of a source (db/nlquery, db/query-suggestions)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
  });
  afterAll(() => t.close());

  const ask = (user: Pick<BuiltUser, 'headers'> | null, text: string, id = sampleId) =>
    askSource(t, user, id, text);

  it('walks 401, 400 and 404 before answering', async () => {
    expect((await ask(null, 'How many orders are there?')).statusCode).toBe(401);
    expect((await ask(owner, '')).statusCode).toBe(400);
    const stranger = await buildUser(t);
    expect((await ask(stranger, 'How many orders are there?')).statusCode).toBe(404);
    expect(
      (await ask(owner, 'How many orders are there?', '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('answers a count as a single value from the real rows', async () => {
    const res = await ask(owner, 'How many orders are there?');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // Answered, or unsure when the learned confidence is below its bar: the figure is shown either way.
    expect(['answered', 'unsure']).toContain(data.status);
    expect(data.answer.displayKind).toBe('WIDGET');
    expect(Number(data.answer.rows[0][0])).toBe(SAMPLE_ROW_COUNT);
    // Orders counted as rows or as distinct order ids: the sample has one row per order.
    expect(data.answer.sql).toMatch(/^SELECT COUNT\((\*|DISTINCT "data"\."order_id")\)/);
  });

  it('answers a grouping with a chart whose parts add up to the total', async () => {
    const total = (await ask(owner, 'What is the total revenue?')).json().data.answer;
    const byRegion = (await ask(owner, 'total revenue by region')).json().data.answer;
    expect(byRegion.displayKind).toBe('GRAPH');
    expect(byRegion.chart.mark).toBeDefined();
    expect(byRegion.rows).toHaveLength(4);
    const sum = byRegion.rows.reduce((acc: number, row: unknown[]) => acc + Number(row[1]), 0);
    expect(sum).toBeCloseTo(Number(total.rows[0][0]), 2);
    expect(byRegion.description).toMatch(/leads/);
  });

  it('lets a viewer ask, and declines what it cannot read with a message', async () => {
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const res = await ask(viewer, 'What is the meaning of life?');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', answer: null });
    expect(res.json().data.message).toMatch(/could not/);
  });

  it('suggests at least six questions, each of which it answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/db/query-suggestions/${sampleId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const suggestions: string[] = res.json().data;
    expect(suggestions.length).toBeGreaterThanOrEqual(6);
    for (const question of suggestions) {
      const res = await ask(owner, question);
      expect(res.statusCode, `${question}: ${res.body}`).toBe(200);
      const { data } = res.json();
      // Suggestions are questions the engine reads one way: never declined, never offered readings.
      expect(['answered', 'unsure'], question).toContain(data.status);
      expect(data.answer.readings, question).toEqual([]);
      expect(data.answer.rows.length, question).toBeGreaterThan(0);
    }
  });
});
