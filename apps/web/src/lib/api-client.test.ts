import { AppError, type AuthSession, messageResponseSchema } from '@tabletalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client';

const user = {
  _id: 'u1',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  picture: ' ',
  aiModel: 'builtin',
  isConfirmed: true,
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};
const session = (token: string): AuthSession => ({
  token,
  expiresIn: 3600,
  data: { user, sessionId: 's1', organizations: [] },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => json(401, { code: 'UNAUTHENTICATED', message: 'expired' });

/** A fake server: `/auth/refresh` answers with `refresh`, other paths need `Bearer new`. */
function setup(refresh: () => Promise<Response> | Response = () => json(200, session('new'))) {
  let token: string | null = 'old';
  const calls: { url: string; authorization: string | undefined; scope: string | undefined }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ url, authorization: headers.authorization, scope: headers['x-team-id'] });
    if (url === '/api/auth/refresh') return refresh();
    // Let every concurrent request reach the server before any answer arrives.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (headers.authorization !== 'Bearer new') return unauthenticated();
    return json(200, { message: url });
  });
  const deps: ApiClientDeps = {
    fetch,
    getToken: () => token,
    getScope: () => ({ organizationId: 'org1', teamId: 'team1' }),
    onRefreshed: vi.fn((next: AuthSession) => {
      token = next.token;
    }),
    onRefreshFailed: vi.fn(() => {
      token = null;
    }),
    onSessionEnded: vi.fn(),
  };
  return { api: createApiClient(deps), deps, calls, fetch };
}

describe('api client refresh queue', () => {
  it('refreshes once for N concurrent 401s and replays each with the new token', async () => {
    const { api, deps, calls } = setup();
    const paths = ['a', 'b', 'c', 'd', 'e'];
    const results = await Promise.all(paths.map((p) => api.get(p, messageResponseSchema)));

    expect(results.map((r) => r.message)).toEqual(paths.map((p) => `/api/${p}`));
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(deps.onRefreshed).toHaveBeenCalledTimes(1);
    const replays = calls.filter((c) => c.authorization === 'Bearer new');
    expect(replays.map((c) => c.url).sort()).toEqual(paths.map((p) => `/api/${p}`));
    expect(replays.every((c) => c.scope === 'team1')).toBe(true);
  });

  it('signs out once and rejects every queued request when the refresh is refused', async () => {
    const { api, deps, calls } = setup(() => json(401, { code: 'REFRESH_INVALID', message: 'x' }));
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c'].map((p) => api.get(p, messageResponseSchema)),
    );

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const reasons = outcomes.map((o) => (o.status === 'rejected' ? o.reason : null));
    expect(reasons.every((r) => r instanceof AppError && r.code === 'UNAUTHENTICATED')).toBe(true);
    expect(deps.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh again when a replay is refused', async () => {
    const { api, calls } = setup(() => json(200, session('still-wrong')));
    await expect(api.get('a', messageResponseSchema)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/auth/refresh', '/api/a']);
  });

  it('reports a replaced session once per token and never refreshes for it', async () => {
    const fetch = vi.fn(async () => json(401, { code: 'SESSION_REPLACED', message: 'other' }));
    const onSessionEnded = vi.fn();
    const api = createApiClient({
      fetch,
      getToken: () => 't',
      getScope: () => ({ organizationId: null, teamId: null }),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
      onSessionEnded,
    });
    await Promise.allSettled([
      api.get('a', messageResponseSchema),
      api.get('b', messageResponseSchema),
    ]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('SESSION_REPLACED');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves anonymous 401s (wrong password) alone', async () => {
    const fetch = vi.fn(async () =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Incorrect Email or Password' }),
    );
    const api = createApiClient({
      fetch,
      getToken: () => null,
      getScope: () => ({ organizationId: null, teamId: null }),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
      onSessionEnded: vi.fn(),
    });
    await expect(api.post('auth/signin', {}, messageResponseSchema)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect Email or Password',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects answers that do not match the schema', async () => {
    const api = createApiClient({
      fetch: async () => json(200, { nope: true }),
      getToken: () => null,
      getScope: () => ({ organizationId: null, teamId: null }),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
      onSessionEnded: vi.fn(),
    });
    await expect(api.get('x', messageResponseSchema)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('reads binary answers as a Blob, with the bearer token and the same errors', async () => {
    const seen: { method: string | undefined; authorization: string | undefined }[] = [];
    const wav = new Uint8Array([82, 73, 70, 70]);
    let fail = false;
    const api = createApiClient({
      fetch: async (_url, init) => {
        const headers = (init.headers ?? {}) as Record<string, string>;
        seen.push({ method: init.method, authorization: headers.authorization });
        if (fail) return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
        return new Response(wav, { status: 200, headers: { 'content-type': 'audio/wav' } });
      },
      getToken: () => 'tok',
      getScope: () => ({ organizationId: null, teamId: null }),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
      onSessionEnded: vi.fn(),
    });
    const blob = await api.blob('db/voice/1', { method: 'PUT', body: {} });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(wav);
    expect(seen[0]).toEqual({ method: 'PUT', authorization: 'Bearer tok' });
    fail = true;
    await expect(api.blob('db/voice/2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
