import { eq } from 'drizzle-orm';
import { users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { displayName } from '../presenter';
import { getPendingInvite } from './find-invite-by-token';

/**
 * What an invitation link shows before sign-in: who invites whom, where, as what, and whether the
 * invitee already has an account (to offer sign-in or sign-up). Never the token.
 * @throws AppError INVITE_INVALID.
 */
export async function previewInvite(db: Db, token: string, now: Date) {
  const { invite, org, team, inviter } = await getPendingInvite(db, token, now);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invite.email))
    .limit(1);
  return {
    email: invite.email,
    organizationName: org.name,
    teamName: team.name,
    role: invite.role,
    invitedBy: inviter ? displayName(inviter) : 'A team administrator',
    hasAccount: account !== undefined,
  };
}
