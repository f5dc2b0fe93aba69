import type { AskResult, StructuredQuery } from '@tabletalk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../../sources';
import { ordersCsv, upload } from '../../sources/test-helpers';
import { conversations, queryExamples } from '../tables';
import { createRoom } from '../test-helpers';
import { findQuestionContext } from './find-question-context';

/** A structured query told apart by its limit. */
const query = (limit: number): StructuredQuery => ({
  from: { name: 't', schema: null, as: 't' },
  joins: [],
  select: [{ expr: { kind: 'aggregate', fn: 'count', arg: null }, as: 'n' }],
  distinct: false,
  where: [],
  groupBy: [],
  having: [],
  orderBy: [],
  limit,
});

/** A stored result whose answer (when it has one) reads `structuredQuery`; the rest is filler. */
function storedResult(status: AskResult['status'], structuredQuery: StructuredQuery | null) {
  const answer = structuredQuery && {
    structuredQuery,
    origin: 'engine' as const,
    sql: 'select 1',
    interpretation: '',
    confidence: 1,
    columns: [],
    rows: [],
    truncated: false,
    displayKind: 'TABLE' as const,
    chart: null,
    description: '',
    notes: [],
    readings: [],
  };
  return { status, answer, message: null };
}

describe('findQuestionContext (what a question reads, in one query)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let roomId: string;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  const actor = () => ({ orgId: owner.orgId, userId: owner.user.id, roomId });

  async function converse(options: {
    sourceId: string;
    status: AskResult['status'];
    limit?: number;
    hide?: boolean;
  }) {
    clock += 1000;
    await t.ctx.db.insert(conversations).values({
      orgId: owner.orgId,
      roomId,
      sourceId: options.sourceId,
      askedBy: owner.user.id,
      text: 'q',
      result: storedResult(
        options.status,
        options.limit === undefined ? null : query(options.limit),
      ),
      hide: options.hide ?? false,
      createdAt: new Date(clock),
    });
  }

  async function like(sourceId: string, question: string, limit: number, orgId = owner.orgId) {
    clock += 1000;
    await t.ctx.db.insert(queryExamples).values({
      orgId,
      sourceId,
      question,
      normalized: question,
      structuredQuery: query(limit),
      createdAt: new Date(clock),
    });
  }

  it('reads the room, its source and knowledge version, with no history yet', async () => {
    const context = await findQuestionContext(t.ctx.db, actor());
    expect(context).toMatchObject({
      room: { id: roomId, sourceId: sampleId, sourceDeletedAt: null },
      source: { id: sampleId, orgId: owner.orgId },
      sourceDeleted: false,
      modelVersion: expect.any(Number),
      previous: null,
      examples: [],
    });
  });

  it('takes the last visible answered query of the asked source as the one to refine', async () => {
    const other = (await upload(t, owner, ordersCsv(5))).json()._id as string;
    await converse({ sourceId: sampleId, status: 'answered', limit: 1 });
    await converse({ sourceId: sampleId, status: 'answered', limit: 2 });
    await converse({ sourceId: sampleId, status: 'declined' });
    await converse({ sourceId: sampleId, status: 'answered', limit: 3, hide: true });
    await converse({ sourceId: other, status: 'answered', limit: 4 });
    expect((await findQuestionContext(t.ctx.db, actor()))?.previous).toEqual(query(2));
    const asked = await findQuestionContext(t.ctx.db, { ...actor(), sourceId: other });
    expect(asked?.source?.id).toBe(other);
    expect(asked?.previous).toEqual(query(4));
  });

  it("lists the source's liked examples newest first, none of another source", async () => {
    await like(sampleId, 'older', 1);
    await like(sampleId, 'newer', 2);
    const stranger = await userWithSample(t);
    await like(stranger.sampleId, 'theirs', 3, stranger.owner.orgId);
    const context = await findQuestionContext(t.ctx.db, actor());
    expect(context?.examples).toEqual([
      { question: 'newer', structuredQuery: query(2) },
      { question: 'older', structuredQuery: query(1) },
    ]);
    const theirs = await findQuestionContext(t.ctx.db, {
      ...actor(),
      sourceId: stranger.sampleId,
    });
    expect(theirs).toMatchObject({ source: null, sourceDeleted: false, examples: [] });
  });

  it('leaves out a stored query or example this version cannot read, and still answers', async () => {
    await t.ctx.db.execute(
      sql`update query_examples set structured_query = '{"from": 1}'::jsonb where question = 'newer'`,
    );
    await converse({ sourceId: sampleId, status: 'answered', limit: 5 });
    await t.ctx.db.execute(
      sql`update conversations set result = jsonb_set(result, '{answer,structuredQuery}', '{"select": "all"}')
        where room_id = ${roomId} and result->'answer'->'structuredQuery'->>'limit' = '5'`,
    );
    const context = await findQuestionContext(t.ctx.db, actor());
    expect(context?.previous).toBeNull();
    expect(context?.examples).toEqual([{ question: 'older', structuredQuery: query(1) }]);
  });

  it('tells a deleted source asked from one that is not the organization’s', async () => {
    const gone = (await upload(t, owner, ordersCsv(5), { name: 'Gone' })).json()._id as string;
    await t.ctx.db.update(sources).set({ deletedAt: new Date() }).where(eq(sources.id, gone));
    const context = await findQuestionContext(t.ctx.db, { ...actor(), sourceId: gone });
    expect(context).toMatchObject({ source: null, sourceDeleted: true });
  });

  it("finds nothing for another user's room or a malformed id", async () => {
    const stranger = await userWithSample(t);
    const theirs = { orgId: stranger.owner.orgId, userId: stranger.owner.user.id, roomId };
    expect(await findQuestionContext(t.ctx.db, theirs)).toBeNull();
    expect(await findQuestionContext(t.ctx.db, { ...actor(), roomId: 'nope' })).toBeNull();
    expect(await findQuestionContext(t.ctx.db, { ...actor(), sourceId: 'nope' })).toBeNull();
  });
});
