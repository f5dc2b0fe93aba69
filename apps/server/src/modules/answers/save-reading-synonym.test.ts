import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saveReadingSynonym } from './save-reading-synonym';
import { askSource } from './test-helpers';

describe('a picked reading is saved as a synonym', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table } = await userWithSample(t));
  });
  afterAll(() => t.close());

  const ask = (text: string) => askSource(t, owner, sampleId, text);

  it('makes the picked words read as the column from then on, in a new knowledge version', async () => {
    const before = (await ask('total takings by region')).json().data;
    const readsRevenue = (data: { answer: { sql: string } | null }) =>
      /SUM\([^)]*"revenue"/.test(data.answer?.sql ?? '');
    expect(readsRevenue(before)).toBe(false);

    const version = await saveReadingSynonym(t.ctx, {
      orgId: owner.orgId,
      sourceId: sampleId,
      reading: { term: 'Takings', meaning: `${table}.revenue` },
    });
    expect(version).toBe(2);
    const after = (await ask('total takings by region')).json().data;
    expect(['answered', 'unsure']).toContain(after.status);
    expect(readsRevenue(after)).toBe(true);

    // Saving the same words again changes nothing.
    expect(
      await saveReadingSynonym(t.ctx, {
        orgId: owner.orgId,
        sourceId: sampleId,
        reading: { term: 'takings', meaning: `${table}.revenue` },
      }),
    ).toBe(2);
  });

  it("refuses another organization's source and a reading that names no column", async () => {
    const stranger = await buildUser(t);
    await expect(
      saveReadingSynonym(t.ctx, {
        orgId: stranger.orgId,
        sourceId: sampleId,
        reading: { term: 'x', meaning: `${table}.revenue` },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      saveReadingSynonym(t.ctx, {
        orgId: owner.orgId,
        sourceId: sampleId,
        reading: { term: 'x', meaning: `${table}.nope` },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      saveReadingSynonym(t.ctx, {
        orgId: owner.orgId,
        sourceId: sampleId,
        reading: { term: null, meaning: null },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
