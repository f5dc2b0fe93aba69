import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ask, call, userWithSampleRoom } from '../test-helpers';

describe('a question with a NUL byte or other control characters (issue 10)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, roomId } = await userWithSampleRoom(t));
  });
  afterAll(() => t.close());

  const thread = async () => {
    const res = await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`);
    return res.json().data.map((item: { query: { text: string } }) => item.query.text);
  };

  it('is answered without them, and kept in the room', async () => {
    const res = await ask(t, owner, roomId, sampleId, 'total revenue\u0000 by\u0007 region');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.query.text).toBe('total revenue by region');
    expect(['answered', 'unsure']).toContain(res.json().data.answer.status);
    expect(await thread()).toContain('total revenue by region');
  });

  it('runs edited SQL with a NUL byte the same way', async () => {
    const sql = 'SELECT 1 AS\u0000 one';
    const res = await call(t, owner, 'POST', '/db/conversation', { room: roomId, sql });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.answer.answer.sql).not.toContain('\u0000');
  });

  it('refuses a question of control characters only, as an empty one', async () => {
    const res = await ask(t, owner, roomId, sampleId, '\u0000\u0001 ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
