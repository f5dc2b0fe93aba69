import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Routes the UI needs beyond the spec's catalogue (test/api-calls.test.ts checks that one). */
const EXTRA_ROUTES = [
  'GET orgs',
  'POST orgs',
  'PUT orgs/{id}',
  'DELETE teams/{teamId}/members/{userId}',
  'GET teams/{teamId}/invites',
  'DELETE teams/{teamId}/invites/{inviteId}',
  'GET invites/{token}',
  'POST invites/{token}/accept',
  'PUT notifications/read-all',
];

describe('routes beyond the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are listed in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const missing = EXTRA_ROUTES.filter((call) => {
      const [method = '', route = ''] = call.split(' ');
      return !paths[`/api/${route}`]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('do not offer invitation tokens in the unauthenticated preview schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const preview = JSON.stringify(res.json().paths['/api/invites/{token}'].get.responses);
    expect(preview).not.toMatch(/"token"/);
  });
});
