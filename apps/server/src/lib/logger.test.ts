import { describe, expect, it } from 'vitest';
import { loggablePath } from './logger';

describe('loggablePath', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/confirmSignup?email=a@b.c&token=secret', '/confirmSignup'],
    ['/api/invites/abcDEF123_-xyz', '/api/invites/[redacted]'],
    ['/api/invites/abcDEF123_-xyz/accept', '/api/invites/[redacted]/accept'],
    ['/invite/abcDEF123_-xyz?x=1', '/invite/[redacted]'],
    ['/api/teams/7/invites', '/api/teams/7/invites'],
  ])('%s → %s', (url, expected) => {
    expect(loggablePath(url)).toBe(expected);
  });
});
