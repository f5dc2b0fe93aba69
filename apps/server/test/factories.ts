import { randomUUID } from 'node:crypto';
import type { Role } from '@tabletalk/contracts';
import { organizations, sessions, teamMembers, teams, users } from '../src/db/schema';
import { signAccessToken } from '../src/lib/security/access-token';
import { hashPassword } from '../src/lib/security/passwords';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'correct horse battery staple';

export interface BuiltUser {
  user: typeof users.$inferSelect;
  orgId: string;
  teamId: string;
  sessionId: string;
  token: string;
  /** Authorization and scope headers for app.inject(). */
  headers: Record<string, string>;
}

/**
 * Creates a confirmed user with a personal organization and default team, and a live session.
 * Pass `orgId`/`teamId` to add the user to an existing team instead, with `role`.
 */
export async function buildUser(
  t: TestApp,
  options: { email?: string; role?: Role; orgId?: string; teamId?: string; password?: string } = {},
): Promise<BuiltUser> {
  const db = t.ctx.db;
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(options.password ?? DEFAULT_PASSWORD),
      givenName: 'Test',
      familyName: 'User',
      emailVerifiedAt: t.ctx.now(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  let orgId = options.orgId;
  let teamId = options.teamId;
  if (!orgId || !teamId) {
    const [org] = await db
      .insert(organizations)
      .values({ name: `${email}'s organization`, personalOwnerId: user.id })
      .returning();
    if (!org) throw new Error('org not created');
    const [team] = await db
      .insert(teams)
      .values({ orgId: org.id, name: 'Default team', isDefault: true })
      .returning();
    if (!team) throw new Error('team not created');
    orgId = org.id;
    teamId = team.id;
  }
  await db
    .insert(teamMembers)
    .values({ teamId, orgId, userId: user.id, role: options.role ?? 'owner' });
  const session = await buildSession(t, user.id);
  return {
    user,
    orgId,
    teamId,
    ...session,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-organization-id': orgId,
      'x-team-id': teamId,
    },
  };
}

/** Opens a session for a user and signs an access token for it. */
export async function buildSession(t: TestApp, userId: string) {
  const [session] = await t.ctx.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(t.ctx.now().getTime() + 30 * 86_400_000) })
    .returning();
  if (!session) throw new Error('session not created');
  const token = await signAccessToken(
    t.ctx.keys.sessionJwt,
    { userId, sessionId: session.id },
    t.ctx.now(),
  );
  return { sessionId: session.id, token };
}
