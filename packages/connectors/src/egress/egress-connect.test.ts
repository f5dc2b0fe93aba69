import type { ConnectionConfig } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../databases/create-connector';
import { startListener } from '../databases/test-servers';
import { ConnectorError } from '../types';
import { HOST_NOT_ALLOWED_MESSAGE } from './guard';
import { type LookupFn, systemLookup } from './lookup';

/*
 * SECURITY A1: every host below must be refused with one generic error, while a TCP listener
 * on this machine (all loopback addresses, IPv4 and IPv6) records zero accepted connections.
 */

/** Stub DNS for names that must not depend on the network; localhost uses the real resolver. */
const dns: Record<string, string[]> = {
  'metadata.google.internal': ['169.254.169.254'],
  'internal.attacker.test': ['127.0.0.1'],
  'rebind.attacker.test': ['93.184.216.34', '127.0.0.1'],
  'xn--80ak6aa92e.com': ['127.0.0.1'],
  'v6.attacker.test': ['::1'],
};
const lookup: LookupFn = async (name) => {
  if (name === 'localhost') return systemLookup(name);
  const answers = dns[name];
  if (!answers)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const hosts = [
  '127.0.0.1',
  'localhost',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '127.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:a9fe:a9fe]',
  '0:0:0:0:0:ffff:a9fe:a9fe',
  '169.254.169.254',
  'metadata.google.internal',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '0.0.0.0',
  'fd00::1',
  'xn--80ak6aa92e.com',
  'ⓛⓞⓒⓐⓛⓗⓞⓢⓣ',
  'internal.attacker.test',
  'rebind.attacker.test',
  'v6.attacker.test',
  'nowhere.invalid',
];

function configsFor(host: string, port: number): ConnectionConfig[] {
  const login = { host, port, database: 'test', user: 'reader', password: 'x' };
  return [
    { type: 'POSTGRESQL', ...login, ssl: 'disable' },
    { type: 'MARIADB', ...login, ssl: 'disable' },
    { type: 'MSSQL', ...login, encrypt: true, trustServerCertificate: false },
  ];
}

describe('egress guard on every connector', () => {
  let listener: Awaited<ReturnType<typeof startListener>>;
  beforeAll(async () => {
    listener = await startListener();
  });
  afterAll(() => listener.close());

  it.each(hosts)('refuses %s with the generic error and no connection', async (host) => {
    for (const config of configsFor(host, listener.port)) {
      const connector = createConnector(config, {
        egress: { allowlist: [] },
        lookup,
        connectTimeoutMs: 2_000,
      });
      const error = await connector.testConnection().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, `${config.type} ${host}`).toBeInstanceOf(ConnectorError);
      expect([(error as ConnectorError).code, (error as ConnectorError).message]).toEqual([
        'HOST_NOT_ALLOWED',
        HOST_NOT_ALLOWED_MESSAGE,
      ]);
    }
  });

  it('accepted no connection at all', () => {
    expect(listener.accepted()).toBe(0);
  });

  it('does connect once an administrator allowlists the address (control)', async () => {
    const connector = createConnector(
      configsFor('127.0.0.1', listener.port)[0] as ConnectionConfig,
      {
        egress: { allowlist: ['127.0.0.1'] },
        connectTimeoutMs: 300,
      },
    );
    await connector.testConnection().catch(() => undefined);
    expect(listener.accepted()).toBe(1);
  });
});
