import { describe, expect, it } from 'vitest';
import { sourceEgressPolicy } from './egress-policy';

const sources = { hostAllowlist: ['10.0.0.0/8'], maxUploadBytes: 1, queryTimeoutMs: 1, maxRows: 1 };

describe('sourceEgressPolicy', () => {
  it('allows what SOURCE_HOST_ALLOWLIST names and always denies the app database', () => {
    expect(sourceEgressPolicy({ databaseUrl: undefined, sources })).toEqual({
      allowlist: ['10.0.0.0/8'],
      deniedTargets: [],
    });
    const url = 'postgres://app:secret@db.internal:6543/tabletalk';
    expect(sourceEgressPolicy({ databaseUrl: url, sources }).deniedTargets).toEqual([
      { host: 'db.internal', port: 6543 },
    ]);
    const defaultPort = sourceEgressPolicy({ databaseUrl: 'postgres://[::1]/x', sources });
    expect(defaultPort.deniedTargets).toEqual([{ host: '::1', port: 5432 }]);
  });
});
