import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST users/get-user-email with rate limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'true' });
  });
  afterAll(() => t.close());

  it('answers 429 after 30 lookups in a minute', async () => {
    const me = await buildUser(t);
    const lookUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/get-user-email',
        headers: me.headers,
        payload: { email: 'someone@example.com' },
      });
    for (let i = 0; i < 30; i += 1) expect((await lookUp()).statusCode).toBe(200);
    const limited = await lookUp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
