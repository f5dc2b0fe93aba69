import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { openTestDatabase } from '../../../test/test-app';
import type { AppContext } from '../../context';
import { signAccessToken } from '../../lib/security/access-token';
import { hashPassword } from '../../lib/security/passwords';
import { sessions, users } from './tables';

/** What the identity core needs from the app: a database, a clock, a logger and the token key. */
export type IdentityTestContext = Pick<AppContext, 'db' | 'log' | 'now' | 'keys'> & {
  /** The log lines written so far, parsed. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
};

/** A fresh, migrated test database (see `openTestDatabase`) with a clock and a captured log. */
export async function openIdentityTestContext(): Promise<IdentityTestContext> {
  const { database, drop } = await openTestDatabase();
  const logLines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  return {
    db: database.db,
    log,
    now: () => new Date(),
    keys: {
      sessionJwt: new Uint8Array(randomBytes(32)),
      emailCodes: randomBytes(32).toString('base64url'),
      oidcState: new Uint8Array(randomBytes(32)),
      rateLimits: randomBytes(32).toString('base64url'),
    },
    logLines,
    close: drop,
  };
}

/** Inserts a confirmed user with a password. */
export async function insertUser(ctx: Pick<AppContext, 'db'>, password = 'old password 1234') {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `identity-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** Opens a live session for a user and signs an access token for it. */
export async function insertSession(
  ctx: Pick<AppContext, 'db' | 'keys' | 'now'>,
  userId: string,
): Promise<{ sessionId: string; authorization: string }> {
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(ctx.now().getTime() + 86_400_000) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const claims = { userId, sessionId: session.id };
  const token = await signAccessToken(ctx.keys.sessionJwt, claims, ctx.now());
  return { sessionId: session.id, authorization: `Bearer ${token}` };
}
