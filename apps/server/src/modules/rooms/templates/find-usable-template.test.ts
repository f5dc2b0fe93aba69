import { AppError } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { templates } from '../tables';
import { findUsableTemplate } from './find-usable-template';
import { insertSource } from './test-helpers';

describe('findUsableTemplate', () => {
  let t: TestApp;
  let user: BuiltUser;
  const now = new Date('2024-06-15T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t);
  });
  afterAll(() => t.close());

  async function insertTemplate(values: Partial<typeof templates.$inferInsert> = {}) {
    const [row] = await t.ctx.db
      .insert(templates)
      .values({
        orgId: user.orgId,
        createdBy: user.user.id,
        title: 't',
        text: 'in {region}',
        ...values,
      })
      .returning();
    if (!row) throw new Error('template not created');
    return row;
  }

  async function failureOf(options: { templateId: string; orgId?: string; sourceId?: string }) {
    const error = await findUsableTemplate(t.ctx, { orgId: user.orgId, now, ...options }).catch(
      (caught: unknown) => caught,
    );
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${error}`);
    return error;
  }

  it('returns a template valid today with its placeholders', async () => {
    const row = await insertTemplate({ validFrom: '2024-06-15', validUntil: '2024-06-15' });
    const usable = await findUsableTemplate(t.ctx, { orgId: user.orgId, templateId: row.id, now });
    expect(usable.template.id).toBe(row.id);
    expect(usable.placeholders).toEqual(['region']);
  });

  it('answers TEMPLATE_EXPIRED with the spec message after the last valid day', async () => {
    const row = await insertTemplate({ validUntil: '2024-06-14' });
    const error = await failureOf({ templateId: row.id });
    expect(error.code).toBe('TEMPLATE_EXPIRED');
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This template has expired. You should update your validity date or select another one.',
    );
    expect(error.details).toMatchObject({ reason: 'expired', validUntil: '2024-06-14' });
  });

  it('answers TEMPLATE_NOT_YET_VALID (400) before the first valid day, saying when it starts', async () => {
    const row = await insertTemplate({ validFrom: '2024-06-16' });
    const error = await failureOf({ templateId: row.id });
    expect(error.code).toBe('TEMPLATE_NOT_YET_VALID');
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This template is valid from 2024-06-16. You should update your validity date or select another one.',
    );
    expect(error.details).toMatchObject({ reason: 'not_yet_valid', validFrom: '2024-06-16' });
  });

  it('keeps the spec message for an expired template that also started late', async () => {
    const row = await insertTemplate({ validFrom: '2024-06-01', validUntil: '2024-06-10' });
    const error = await failureOf({ templateId: row.id });
    expect(error.code).toBe('TEMPLATE_EXPIRED');
    expect(error.message).toBe(
      'This template has expired. You should update your validity date or select another one.',
    );
  });

  it("answers NOT_FOUND for a missing id, another organization's or another source's template", async () => {
    const stranger = await buildUser(t);
    const row = await insertTemplate();
    expect((await failureOf({ templateId: row.id, orgId: stranger.orgId })).code).toBe('NOT_FOUND');
    expect((await failureOf({ templateId: '00000000-0000-4000-8000-000000000000' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await failureOf({ templateId: 'not-a-uuid' })).code).toBe('NOT_FOUND');

    const mine = await insertSource(t, user.orgId);
    const other = await insertSource(t, user.orgId);
    const forMine = await insertTemplate({ sourceId: mine });
    expect((await failureOf({ templateId: forMine.id, sourceId: other })).code).toBe('NOT_FOUND');
    const options = { orgId: user.orgId, templateId: forMine.id, now, sourceId: mine };
    expect((await findUsableTemplate(t.ctx, options)).template.id).toBe(forMine.id);
    // A template for any source serves every source.
    const any = { ...options, templateId: row.id, sourceId: other };
    expect((await findUsableTemplate(t.ctx, any)).template.id).toBe(row.id);
  });
});
