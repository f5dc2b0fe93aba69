import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan, upload } from '../../sources/test-helpers';
import { templates } from '../tables';
import { ask, call, createRoom, queryDuckDb } from '../test-helpers';

/** The first cell of a direct DuckDB query. */
async function firstCell(t: TestApp, sourceId: string, sql: string): Promise<unknown> {
  return (await queryDuckDb(t, sourceId, sql))[0]?.[0];
}

describe('asking in a room with a reading, an edited chip, SQL or a template (POST db/conversation)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table } = await userWithSample(t));
    await setPlan(t, owner.orgId, 'Pro');
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>, user: BuiltUser | null = owner) =>
    call(t, user, 'POST', '/db/conversation', { room: roomId, ...body });

  it('walks 401, 400 and 404 before asking', async () => {
    expect((await post({ text: 'total revenue' }, null)).statusCode).toBe(401);
    expect((await post({})).statusCode).toBe(400);
    const twoWays = await post({ sql: 'SELECT 1', templateId: roomId });
    expect(twoWays.statusCode).toBe(400);
    expect((await post({ text: 'total revenue' }, await buildUser(t))).statusCode).toBe(404);
  });

  it('runs an edited filter chip (a structured query) and shows it in words', async () => {
    const first = await ask(t, owner, roomId, sampleId, 'total revenue by region');
    const query = first.json().data.answer.answer.structuredQuery;
    const edited = {
      ...query,
      where: [
        {
          kind: 'compare',
          left: { kind: 'column', table: query.from.as, column: 'region' },
          op: 'eq',
          value: 'Europe',
        },
      ],
    };
    const res = await post({ structuredQuery: edited });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.query.text).toMatch(/Region is Europe/i);
    const direct = await firstCell(
      t,
      sampleId,
      `SELECT sum(revenue) FROM "${table}" WHERE region = 'Europe'`,
    );
    expect(data.answer.answer.rows).toHaveLength(1);
    expect(Number(data.answer.answer.rows[0][1])).toBeCloseTo(Number(direct), 2);

    const unknown = {
      ...query,
      groupBy: [{ kind: 'column', table: query.from.as, column: 'nope' }],
    };
    expect((await post({ structuredQuery: unknown })).statusCode).toBe(400);
  });

  it('runs edited SQL through the guard: a read-only SELECT answers, anything else is refused', async () => {
    const sql = `SELECT region, count(*) AS orders FROM "${table}" GROUP BY region ORDER BY region`;
    const res = await post({ sql, text: 'orders per region (edited)' });
    expect(res.statusCode).toBe(200);
    const { answer } = res.json().data.answer;
    expect(answer.structuredQuery).toBeNull();
    expect(answer.rows).toEqual(
      (await queryDuckDb(t, sampleId, sql)).map(([region, n]) => [region, Number(n)]),
    );

    for (const refused of [
      `DROP TABLE "${table}"`,
      'SELECT * FROM pg_catalog.pg_tables',
      'SELECT 1; SELECT 2',
    ]) {
      const res = await post({ sql: refused });
      expect(res.statusCode, refused).toBe(422);
      expect(res.json().code).toBe('QUERY_FAILED');
      expect(res.json().message).not.toContain(refused);
    }
    const rows = await queryDuckDb(t, sampleId, `SELECT count(*) FROM "${table}"`);
    expect(Number(rows[0]?.[0])).toBeGreaterThan(0);
  });

  it("fills a template, refuses an expired one with the spec message and another organization's", async () => {
    const created = await call(t, owner, 'POST', '/db/create-template', {
      title: 'Revenue of a region',
      text: 'total revenue in {region}',
    });
    expect(created.statusCode).toBe(200);
    const templateId = created.json().data._id;
    const res = await post({ templateId, values: { region: 'Europe' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      templateId,
      query: { text: 'total revenue in Europe' },
    });
    const direct = await firstCell(
      t,
      sampleId,
      `SELECT sum(revenue) FROM "${table}" WHERE region = 'Europe'`,
    );
    expect(Number(res.json().data.answer.answer.rows[0][0])).toBeCloseTo(Number(direct), 2);
    expect((await post({ templateId, values: {} })).statusCode).toBe(400);

    const [expired] = await t.ctx.db
      .insert(templates)
      .values({
        orgId: owner.orgId,
        createdBy: owner.user.id,
        title: 'Old',
        text: 'total revenue',
        validUntil: '2020-12-31',
      })
      .returning();
    const refused = await post({ templateId: expired?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TEMPLATE_EXPIRED',
      message:
        'This template has expired. You should update your validity date or select another one.',
    });

    const stranger = await buildUser(t);
    const [foreign] = await t.ctx.db
      .insert(templates)
      .values({
        orgId: stranger.orgId,
        createdBy: stranger.user.id,
        title: 'x',
        text: 'total revenue',
      })
      .returning();
    expect((await post({ templateId: foreign?.id })).statusCode).toBe(404);
  });

  it('saves the words of a picked reading as a synonym, so they read that way next time', async () => {
    const csv = [
      'id,home_city,work_city,amount',
      '1,Oslo,Bergen,10',
      '2,Bergen,Oslo,20',
      '3,Oslo,Oslo,5',
    ].join('\n');
    const added = await upload(t, owner, `${csv}\n`, { name: 'Commutes' });
    const sourceId: string = added.json()._id;
    const room = await createRoom(t, owner, sourceId, 'Commutes');
    const unsure = (await ask(t, owner, room, sourceId, 'total amount by city')).json().data;
    expect(unsure.answer.status).toBe('unsure');
    const [reading] = unsure.answer.answer.readings;
    expect(reading.term).toBe('city');

    const picked = await call(t, owner, 'POST', '/db/conversation', {
      room,
      structuredQuery: reading.structuredQuery,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.query.text).toBe(reading.text);
    const again = (await ask(t, owner, room, sourceId, 'total amount by city')).json().data;
    expect(['answered', 'unsure']).toContain(again.answer.status);
    expect(again.answer.answer.structuredQuery.groupBy).toEqual(reading.structuredQuery.groupBy);
    // The answer says which saved words shaped it.
    const [table, column] = reading.meaning.split('.');
    expect(again.knowledgeUsed.synonyms).toMatchObject([{ word: 'city', table, column }]);
    expect(unsure.knowledgeUsed.synonyms).toEqual([]);
  });
});
