import { describe, expect, it } from 'vitest';
import { hashPassword, passwordNeedsRehash } from './passwords';

const SALT_AND_HASH = '$gsGoLoj5bt74oq/yCthKKw$zj2brQrTGJcB+aVoBo23wyUSwgKyuaZEYn7JusAB9mQ';

describe('passwordNeedsRehash (SECURITY F1)', () => {
  it('keeps a hash made by hashPassword today', async () => {
    expect(passwordNeedsRehash(await hashPassword('correct horse battery staple'))).toBe(false);
  });

  it.each([
    ['less memory', '$argon2id$v=19$m=4096,t=2,p=1'],
    ['fewer iterations', '$argon2id$v=19$m=19456,t=1,p=1'],
    ['Argon2i', '$argon2i$v=19$m=19456,t=2,p=1'],
    ['Argon2d', '$argon2d$v=19$m=19456,t=2,p=1'],
    ['Argon2 version 1.0', '$argon2id$v=16$m=19456,t=2,p=1'],
    ['no version (1.0)', '$argon2id$m=19456,t=2,p=1'],
  ])('asks to re-hash one with %s', (_, settings) => {
    expect(passwordNeedsRehash(`${settings}${SALT_AND_HASH}`)).toBe(true);
  });

  it('asks to re-hash what it cannot read, and leaves stronger settings alone', () => {
    expect(passwordNeedsRehash('$2b$12$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWX')).toBe(
      true,
    );
    expect(passwordNeedsRehash(`$argon2id$v=19$m=65536,t=3,p=1${SALT_AND_HASH}`)).toBe(false);
  });
});
