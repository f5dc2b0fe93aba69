import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findCurrentModel } from './current-model';
import { editSourceModel } from './knowledge';

describe('findCurrentModel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the same model object while its version stands, and the new one after an edit', async () => {
    const { owner, sampleId, table } = await userWithSample(t);
    const first = await findCurrentModel(t.ctx.db, sampleId);
    expect(first).not.toBeNull();
    expect(await findCurrentModel(t.ctx.db, sampleId)).toBe(first);

    await editSourceModel(t.ctx, {
      orgId: owner.orgId,
      sourceId: sampleId,
      edits: { tables: [{ name: table, columns: [{ name: 'revenue', label: 'Sales' }] }] },
    });
    const edited = await findCurrentModel(t.ctx.db, sampleId);
    expect(edited).not.toBe(first);
    expect(edited?.tables[0]?.columns.find((c) => c.name === 'revenue')?.label).toBe('Sales');
  });

  it('is null for a source without knowledge', async () => {
    expect(await findCurrentModel(t.ctx.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
