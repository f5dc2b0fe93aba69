import { chatCompletion, sqlAnswerText } from '@tabletalk/nlq/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askSource, openStubbedModelWorld, type StubbedModelWorld, sqlHash } from './test-helpers';

/**
 * SECURITY C2: a statement the language model wrote and the guard accepted is logged as it runs,
 * by its hash and the request that asked (never its text: it may hold values of the data).
 */
describe('the log of an accepted model statement (SECURITY C2)', () => {
  const lines: string[] = [];
  let world: StubbedModelWorld;
  beforeAll(async () => {
    world = await openStubbedModelWorld({ logLines: lines });
  });
  afterAll(() => world.close());

  it('names the statement by its hash and the request, once, without its text', async () => {
    const { stub, t, owner, sampleId, table } = world;
    const sql = `SELECT COUNT(*) AS orders FROM "${table}" WHERE "region" <> 'Atlantis-7f3c'`;
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText(sql, 'Counts the orders.')) });
    const res = await askSource(t, owner, sampleId, 'Tell me something about the meaning of life');
    const { answer } = res.json().data;
    expect(answer.origin).toBe('model');
    // The statement that ran: the model's, as the guard passed it (its row cap added).
    expect(answer.sql).toContain('Atlantis-7f3c');
    const requestId = res.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const accepted = entries.filter((entry) => entry.msg === 'answered by the language model');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ sqlHash: sqlHash(answer.sql), reqId: requestId });
    expect(lines.join('')).not.toContain('Atlantis-7f3c');
  });
});
