import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call, queryDuckDb, userWithSampleRoom } from '../test-helpers';

const CAP = 100;

describe('an answer cut at the row cap (issue 10)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let roomId: string;
  let table: string;
  let total: number;
  beforeAll(async () => {
    t = await createTestApp({ SOURCE_MAX_ROWS: String(CAP) });
    let sampleId: string;
    ({ owner, sampleId, table, roomId } = await userWithSampleRoom(t));
    const counted = await queryDuckDb(t, sampleId, `SELECT count(*) FROM "${table}"`);
    total = Number(counted[0]?.[0]);
  });
  afterAll(() => t.close());

  const runSql = (sql: string) => call(t, owner, 'POST', '/db/conversation', { room: roomId, sql });

  it('says it shows only the first rows, in the answer, its sentence and its notes', async () => {
    expect(total).toBeGreaterThan(CAP);
    const res = await runSql(`SELECT * FROM "${table}"`);
    expect(res.statusCode).toBe(200);
    const { answer } = res.json().data.answer;
    expect(answer.rows).toHaveLength(CAP);
    expect(answer.truncated).toBe(true);
    expect(answer.description).toBe(`Showing the first ${CAP} rows.`);
    expect(answer.notes).toContain(`Only the first ${CAP} rows are shown.`);
  });

  it('keeps it when the conversation is read again', async () => {
    const res = await runSql(`SELECT * FROM "${table}"`);
    const conversationId = res.json().data._id;
    const listed = await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`);
    const stored = listed.json().data.find((item: { _id: string }) => item._id === conversationId);
    expect(stored?.answer.answer.truncated).toBe(true);
  });

  it('does not say so when the result fits exactly', async () => {
    const res = await runSql(`SELECT * FROM "${table}" LIMIT ${CAP}`);
    const { answer } = res.json().data.answer;
    expect(answer.rows).toHaveLength(CAP);
    expect(answer.truncated).toBe(false);
    expect(answer.notes.join(' ')).not.toContain('Only the first');
  });
});
