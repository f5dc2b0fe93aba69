import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { isValidAllowlistEntry } from './allowlist';
import { HOST_NOT_ALLOWED_MESSAGE, resolveEgressTarget, TARGET_DENIED_MESSAGE } from './guard';
import { normalizeHost } from './host';
import { formatIp, parseIp } from './ip-address';
import type { LookupFn } from './lookup';
import { isPublicAddress } from './public-address';

/** A resolver that answers from a table, and fails for names it does not know. */
function stubDns(table: Record<string, string[]>): LookupFn {
  return async (name) => {
    const answers = table[name];
    if (!answers)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const noPolicy = { allowlist: [] };

async function refusal(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('normalizeHost', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['１２７.０.０.１', '127.0.0.1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', '::ffff:a9fe:a9fe'],
  ])('reads %s as the address %s', (input, expected) => {
    const host = normalizeHost(input);
    expect(host?.kind).toBe('ip');
    if (host?.kind === 'ip') expect(formatIp(host.address)).toBe(expected);
  });

  it.each([
    ['ⓛⓞⓒⓐⓛⓗⓞⓢⓣ', 'localhost'],
    ['Example.COM.', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('maps the name %s to %s', (input, expected) => {
    expect(normalizeHost(input)).toEqual({ kind: 'name', name: expected });
  });

  it.each([
    'a;b',
    'a b',
    '/var/run/postgresql',
    'fe80::1%eth0',
    '1.2.3.4.5',
    'a,b',
    '',
    'x.com/a',
    'u@h',
    '%31.0.0.1',
  ])('refuses %j', (input) => {
    expect(normalizeHost(input)).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '::127.0.0.1',
    '2002:7f00:1::',
    '2001:db8::1',
  ])('%s is not public', (text) => {
    const address = parseIp(text);
    expect(address).not.toBeNull();
    if (address) expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (text) => {
      const address = parseIp(text);
      if (address) expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('resolveEgressTarget', () => {
  it('pins a public name to its resolved address and keeps the name for TLS', async () => {
    const lookup = stubDns({ 'db.example.com': ['93.184.216.34'] });
    const target = await resolveEgressTarget('DB.example.com', 5432, noPolicy, { lookup });
    expect(target).toEqual({
      hostname: 'db.example.com',
      address: '93.184.216.34',
      family: 4,
      port: 5432,
      servername: 'db.example.com',
    });
  });

  it('refuses names that resolve privately, partly privately, or not at all, with one message', async () => {
    const lookup = stubDns({
      'metadata.google.internal': ['169.254.169.254'],
      'mixed.example.com': ['93.184.216.34', '10.0.0.5'],
    });
    for (const host of ['metadata.google.internal', 'mixed.example.com', 'missing.example.com']) {
      const error = await refusal(resolveEgressTarget(host, 5432, noPolicy, { lookup }));
      expect([error.code, error.message]).toEqual(['HOST_NOT_ALLOWED', HOST_NOT_ALLOWED_MESSAGE]);
    }
  });

  it('checks the one answer it connects to, so a rebinding second answer is never used', async () => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    let calls = 0;
    const lookup: LookupFn = async () =>
      (answers[calls++] ?? []).map((address) => ({ address, family: 4 }));
    const first = await resolveEgressTarget('rebind.example.com', 5432, noPolicy, { lookup });
    expect(first.address).toBe('93.184.216.34');
    await refusal(resolveEgressTarget('rebind.example.com', 5432, noPolicy, { lookup }));
    expect(calls).toBe(2);
  });

  it('gives up on a resolver that does not answer', async () => {
    const lookup: LookupFn = () => new Promise(() => undefined);
    const error = await refusal(
      resolveEgressTarget('slow.example.com', 5432, noPolicy, { lookup, timeoutMs: 50 }),
    );
    expect(error.code).toBe('HOST_NOT_ALLOWED');
  });

  it('lets the allowlist opt in names, addresses, ranges and wildcards', async () => {
    const lookup = stubDns({ 'db.internal': ['10.1.2.3'], 'a.corp.example': ['192.168.4.4'] });
    const cases: [string, string[]][] = [
      ['db.internal', ['db.internal']],
      ['db.internal', ['10.0.0.0/8']],
      ['a.corp.example', ['*.corp.example']],
      ['127.0.0.1', ['127.0.0.1']],
      ['[::ffff:127.0.0.1]', ['127.0.0.1']],
      ['db.internal', ['*']],
    ];
    for (const [host, allowlist] of cases) {
      const target = await resolveEgressTarget(host, 5432, { allowlist }, { lookup });
      expect(target.port).toBe(5432);
    }
    await refusal(
      resolveEgressTarget('db.internal', 5432, { allowlist: ['11.0.0.0/8'] }, { lookup }),
    );
  });

  it('refuses a denied target even when everything is allowed', async () => {
    const lookup = stubDns({
      'app-db.internal': ['10.9.9.9'],
      alias: ['10.9.9.9'],
      localhost: ['127.0.0.1', '::1'],
    });
    const policy = { allowlist: ['*'], deniedTargets: [{ host: 'app-db.internal', port: 5432 }] };
    const error = await refusal(resolveEgressTarget('alias', 5432, policy, { lookup }));
    expect(error.message).toBe(TARGET_DENIED_MESSAGE);
    await expect(resolveEgressTarget('alias', 5433, policy, { lookup })).resolves.toBeDefined();
    const local = { allowlist: ['*'], deniedTargets: [{ host: 'localhost', port: 5432 }] };
    await refusal(resolveEgressTarget('127.0.0.2', 5432, local, { lookup }));
  });

  it('validates allowlist entries for configuration parsing', () => {
    expect(
      ['*', 'db.internal', '*.corp.example', '10.0.0.0/8', 'fd00::/8', '[::1]'].every(
        isValidAllowlistEntry,
      ),
    ).toBe(true);
    expect(['10.0.0.0/33', 'a b', '*.'].some(isValidAllowlistEntry)).toBe(false);
  });
});
