import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer } from '../test-helpers';

describe('PUT /api/auth/change-ai-model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (model: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/change-ai-model', payload: { model }, headers });

  it('needs a signed-in user', async () => {
    expect((await change('builtin')).statusCode).toBe(401);
  });

  it('refuses a model that is not offered', async () => {
    const { token } = await buildUser(t);
    const res = await change('gpt-9', bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('stores the model and returns a fresh token with the list', async () => {
    const { token, sessionId } = await buildUser(t);
    t.advanceTime(2000);
    const res = await change('builtin', bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      model: 'builtin',
      models: [{ id: 'builtin', label: 'Built-in' }],
    });
    expect(body.token).not.toBe(token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.json().data.aiModel).toBe('builtin');
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/user-sessions/check-session/${sessionId}`,
      headers: bearer(body.token),
    });
    expect(check.json().active).toBe(true);
  });
});
