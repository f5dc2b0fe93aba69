import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlotStats, passwordNeedsRehash, verifyPassword } from './passwords';

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

describe('hash slots (SECURITY L5: bounded Argon2 concurrency)', () => {
  it('holds every hash and verification of the process to 4 at once', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const calls = [
      ...Array.from({ length: 5 }, () => hashPassword('correct horse battery staple')),
      ...Array.from({ length: 5 }, () => verifyPassword(stored, 'correct horse battery staple')),
    ];
    expect(hashSlotStats()).toEqual({ active: 4, queued: 6 });
    await Promise.all(calls);
    expect(hashSlotStats()).toEqual({ active: 0, queued: 0 });
  });
});
