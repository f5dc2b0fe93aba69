import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findLatestModel, getSourceForQuery, sourceModels } from '../sources';
import { getSourceState, sourceStateOf } from './source-state';

describe('a source’s state, the version its cached answers hold for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves with the knowledge version, read alike in one statement or with the source', async () => {
    const { owner, sampleId } = await userWithSample(t);
    const lookup = { orgId: owner.orgId, sourceId: sampleId };
    const latest = await findLatestModel(t.ctx.db, sampleId);
    if (!latest) throw new Error('the sample has no knowledge');
    const before = await getSourceState(t.ctx.db, lookup);
    expect(before.version.startsWith(`${latest.version}@`)).toBe(true);

    // An Enrich edit stores a new version: answers cached on the old one no longer hold.
    await t.ctx.db
      .insert(sourceModels)
      .values({ sourceId: sampleId, version: latest.version + 1, model: latest.model });
    const after = await getSourceState(t.ctx.db, lookup);
    expect(after.version).not.toBe(before.version);
    expect(after.version.startsWith(`${latest.version + 1}@`)).toBe(true);

    const queryable = await getSourceForQuery(t.ctx, {
      ...lookup,
      deletedError: 'SOURCE_DELETED_DASHBOARD',
    });
    expect(queryable.modelVersion).toBe(latest.version + 1);
    expect(sourceStateOf(queryable)).toEqual(after);
  });
});
