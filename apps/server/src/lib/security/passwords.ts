import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyGate } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP's Argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Argon2's current version (1.3), written `v=19` in a hash; hashes without `v=` are 1.0. */
const ARGON2_VERSION = 0x13;
/** Hashing is memory-hard; at most this many run at once so a login flood cannot exhaust RAM. */
const MAX_CONCURRENT_HASHES = 4;

/** The longest a timer can wait (about 24.8 days): a hash waits its turn however long it takes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The slots every Argon2 hash and verification of the process takes (SECURITY L5): at most
 * `MAX_CONCURRENT_HASHES` at once, the rest waiting in order.
 */
const hashSlots = createConcurrencyGate({
  limit: MAX_CONCURRENT_HASHES,
  maxQueue: Number.MAX_SAFE_INTEGER,
  waitTimeoutMs: MAX_TIMER_MS,
});
const HASHES = 'argon2';

/** Hashes and verifications running and waiting now. */
export const hashSlotStats = () => hashSlots.stats(HASHES);

const withHashSlot = <T>(work: () => Promise<T>) => hashSlots.run(HASHES, work);

/**
 * Checks a new password: 8 to 128 characters (code points), any Unicode, not a common password.
 * @throws AppError PASSWORD_EMPTY, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG or PASSWORD_TOO_COMMON.
 */
export function assertPasswordAcceptable(password: string, contextWords: string[] = []): void {
  if (password.length === 0) throw new AppError('PASSWORD_EMPTY');
  const length = [...password].length;
  if (length < 8) throw new AppError('PASSWORD_TOO_SHORT');
  if (length > 128) throw new AppError('PASSWORD_TOO_LONG');
  const lowered = password.toLowerCase();
  const context = contextWords.map((w) => w.toLowerCase()).filter((w) => w.length >= 4);
  if (COMMON_PASSWORDS.has(lowered) || context.some((w) => lowered === w || lowered.includes(w))) {
    throw new AppError('PASSWORD_TOO_COMMON');
  }
}

/** Hashes a password with Argon2id; the password is used exactly as typed. */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

/** The algorithm, version and cost a PHC string encodes: `$argon2id$v=19$m=19456,t=2,p=1$…`. */
const PHC_ARGON2 = /^\$(argon2(?:id|i|d))\$(?:v=(\d+)\$)?m=(\d+),t=(\d+),p=(\d+)\$/;

/**
 * Whether a stored hash was made with weaker settings than `hashPassword` uses now (SECURITY F1):
 * another algorithm than Argon2id, an older Argon2 version, or less memory, fewer iterations or
 * fewer lanes. A hash this code cannot read counts as weaker. Stronger settings are left alone.
 * @example passwordNeedsRehash('$argon2id$v=19$m=4096,t=1,p=1$…') // true
 */
export function passwordNeedsRehash(storedHash: string): boolean {
  const match = PHC_ARGON2.exec(storedHash);
  if (!match) return true;
  const [, algorithm, version, memory, time, lanes] = match;
  return (
    algorithm !== 'argon2id' ||
    Number(version ?? 0x10) < ARGON2_VERSION ||
    Number(memory) < ARGON2_OPTIONS.memoryCost ||
    Number(time) < ARGON2_OPTIONS.timeCost ||
    Number(lanes) < ARGON2_OPTIONS.parallelism
  );
}

/** A valid hash of a random password, verified against for unknown users to even out timing. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$gsGoLoj5bt74oq/yCthKKw$zj2brQrTGJcB+aVoBo23wyUSwgKyuaZEYn7JusAB9mQ';

/**
 * Verifies a password. With no stored hash it still spends the same work, so unknown and known
 * emails take similar time.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  return withHashSlot(async () => {
    if (!storedHash) {
      await verify(DUMMY_HASH, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  });
}
