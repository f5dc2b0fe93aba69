import { type BuiltUser, buildUser } from './factories';
import type { TestApp } from './test-app';

/** A user of a new organization with the sample sales source loaded, and its table's name. */
export async function userWithSample(
  t: TestApp,
): Promise<{ owner: BuiltUser; sampleId: string; table: string }> {
  const owner = await buildUser(t);
  const sample = await t.app.inject({
    method: 'POST',
    url: '/api/db/set-sample',
    headers: owner.headers,
  });
  const sampleId: string = sample.json()._id;
  const schema = await t.app.inject({
    method: 'GET',
    url: `/api/db/db-schema?id=${sampleId}`,
    headers: owner.headers,
  });
  return { owner, sampleId, table: schema.json().data.tables[0].name };
}
