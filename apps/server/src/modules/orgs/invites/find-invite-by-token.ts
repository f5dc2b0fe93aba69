import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invites, organizations, teams, users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { hashToken } from '../../../lib/security/hashing';
import { isPending } from './list-invites';

const inviter = alias(users, 'inviter');

/**
 * A pending invitation by the token of its link, with its organization, team and inviter.
 * @throws AppError INVITE_INVALID when the token is unknown, used, revoked or expired.
 */
export async function getPendingInvite(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invite: invites, org: organizations, team: teams, inviter })
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.orgId))
    .innerJoin(teams, eq(teams.id, invites.teamId))
    .leftJoin(inviter, eq(inviter.id, invites.invitedById))
    .where(and(eq(invites.tokenHash, hashToken(token)), isPending(now)));
  if (!row) throw new AppError('INVITE_INVALID');
  return row;
}

export type PendingInvite = Awaited<ReturnType<typeof getPendingInvite>>;
