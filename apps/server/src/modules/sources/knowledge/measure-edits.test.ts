import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get } from '../test-helpers';

describe('measures in the knowledge, edited on the Enrich screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends proposed measures, saves valid edits and refuses bad ones without losing anything', async () => {
    const owner = await buildUser(t);
    const sample = await t.app.inject({
      method: 'POST',
      url: '/api/db/set-sample',
      headers: owner.headers,
    });
    const id = sample.json()._id as string;
    const schema = async () => (await get(t, owner, `/api/db/db-schema?id=${id}`)).json().data;
    const before = await schema();
    const names = (data: { measures: { name: string }[] }) => data.measures.map((m) => m.name);
    expect(names(before)).toContain('average_order_value');

    const edit = (measures: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/db/source-model/${id}`,
        headers: owner.headers,
        payload: { tables: [], measures },
      });
    const table = before.tables[0].name as string;
    const bad = await edit([{ name: 'units', table, formula: 'sum(nope * quantity)' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [
          { path: 'measures.units.formula', message: expect.stringMatching(/no column nope/) },
        ],
      },
    });
    expect((await schema()).modelVersion).toBe(before.modelVersion);

    const saved = await edit([
      { name: 'Units sold', table, formula: 'sum(quantity)', format: 'number' },
      { name: 'average_order_value', delete: true },
    ]);
    expect(saved.statusCode).toBe(200);
    const after = await schema();
    expect(after.modelVersion).toBe(before.modelVersion + 1);
    expect(names(after)).toEqual(
      names(before)
        .filter((n: string) => n !== 'average_order_value')
        .concat('units_sold'),
    );
  });
});
