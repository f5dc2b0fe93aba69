import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'tabletalk-env-'));
const strongSecret = 'k3J9x0qPzR7vW2mN8bT5yL1cF6hD4sA0gE9uI3oQ';
const otherStrongSecret = 'Zp4Lq8Wn2Rt6Yv0Xc3Bm7Ks1Hd5Gf9Ja4Ue8Io2P';

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({ DATA_DIR: tempDir() });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.roles).toEqual(['http', 'worker', 'scheduler']);
    expect(env.corsOrigins).toEqual([]);
    expect(env.oidc).toBeNull();
    expect(env.rateLimit).toBe(true);
  });

  it('generates APP_SECRET into DATA_DIR in development and reuses it', () => {
    const dataDir = tempDir();
    const first = parseEnv({ DATA_DIR: dataDir });
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
  });

  it.each([
    ['missing', {}, /APP_SECRET is not set/],
    ['shorter than 32 bytes', { APP_SECRET: 'short-secret' }, /at least 32 bytes/],
    ['a known sample', { APP_SECRET: 'thisisnotasecretthisisnotasecret' }, /known sample/],
  ])('refuses to start in production when APP_SECRET is %s', (_case, extra, message) => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...extra })).toThrow(
      message,
    );
  });

  it('refuses a data encryption key equal to the app secret in production', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        APP_SECRET: strongSecret,
        DATA_ENCRYPTION_KEY: strongSecret,
      }),
    ).toThrow(/must differ/);
  });

  it.each([
    ['shorter than 32 bytes', 'short-key', /DATA_ENCRYPTION_KEY must be at least 32 bytes/],
    ['a known sample', 'thisisnotasecretthisisnotasecret', /DATA_ENCRYPTION_KEY is a known sample/],
  ])('refuses a data encryption key %s in production', (_case, key, message) => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        APP_SECRET: strongSecret,
        DATA_ENCRYPTION_KEY: key,
      }),
    ).toThrow(message);
  });

  it('refuses to start in production without a data encryption key', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DATA_DIR: tempDir(), APP_SECRET: strongSecret }),
    ).toThrow(/DATA_ENCRYPTION_KEY is not set/);
  });

  it('starts in production with strong, distinct secrets', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      APP_SECRET: strongSecret,
      DATA_ENCRYPTION_KEY: otherStrongSecret,
    });
    expect(env.isProduction).toBe(true);
    expect(env.web.blockDevtools).toBe(true);
  });

  it('lists every invalid setting', () => {
    expect(() => parseEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tempDir() })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });

  it('turns on Google sign-in only with both client id and secret', () => {
    const dataDir = tempDir();
    expect(parseEnv({ DATA_DIR: dataDir, OIDC_CLIENT_ID: 'id' }).oidc).toBeNull();
    expect(
      parseEnv({ DATA_DIR: dataDir, OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }).oidc?.issuer,
    ).toBe('https://accounts.google.com');
  });

  it('reads the embed settings: origins allowed to frame embeds and the longest token life', () => {
    const dataDir = tempDir();
    expect(parseEnv({ DATA_DIR: dataDir }).embeds).toEqual({
      allowedOrigins: ["'self'"],
      tokenMaxDays: 90,
    });
    const env = parseEnv({
      DATA_DIR: dataDir,
      EMBED_ALLOWED_ORIGINS:
        "'self', https://intranet.example.com  https://*.partner.example:8443/",
      EMBED_TOKEN_MAX_DAYS: '7',
    });
    expect(env.embeds).toEqual({
      allowedOrigins: ["'self'", 'https://intranet.example.com', 'https://*.partner.example:8443'],
      tokenMaxDays: 7,
    });
    for (const bad of [
      'https://a.example.com/path',
      "https://a.example.com;script-src 'self'",
      '*',
    ]) {
      expect(() => parseEnv({ DATA_DIR: dataDir, EMBED_ALLOWED_ORIGINS: bad })).toThrow(
        /EMBED_ALLOWED_ORIGINS/,
      );
    }
    expect(() => parseEnv({ DATA_DIR: dataDir, EMBED_TOKEN_MAX_DAYS: '0' })).toThrow(
      /EMBED_TOKEN_MAX_DAYS/,
    );
  });
});
