import { AppError, type Role } from '@tabletalk/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { holdQuota } from '../../../core/entitlements';
import { invites, type TeamScope, teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import { hashToken, randomToken } from '../../../lib/security/hashing';
import { sendEmail } from '../../notifications';
import { displayName, type InviteRow } from '../presenter';

/** Invitations expire after 7 days (SECURITY D7). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InviteMemberOptions {
  scope: TeamScope;
  inviter: typeof users.$inferSelect;
  email: string;
  role: Role;
}

/** Which teams of the organization the email's account is already in. */
async function membershipsOf(tx: Db, orgId: string, email: string) {
  return tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.orgId, orgId), eq(users.email, email)));
}

/**
 * Invites someone to a team by email (authorize first with `authorizeInvite`). A newer invitation
 * to the same email and team revokes the older one. The token is random, stored hashed, and
 * appears only in the emailed link.
 * @throws AppError ALREADY_MEMBER, PLAN_LIMIT (no seat left for someone new to the organization).
 */
export async function inviteMember(
  ctx: AppContext,
  options: InviteMemberOptions,
): Promise<InviteRow> {
  const { scope, inviter, role } = options;
  const email = options.email.toLowerCase();
  const token = randomToken();
  const now = ctx.now();
  const invite = await ctx.db.transaction(async (tx) => {
    const memberships = await membershipsOf(tx, scope.org.id, email);
    if (memberships.some((m) => m.teamId === scope.team.id)) throw new AppError('ALREADY_MEMBER');
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invites.teamId, scope.team.id),
          eq(invites.email, email),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, now),
        ),
      );
    // Someone already in another team of the organization holds a seat already.
    // Invitations to the organization wait for each other here, so the last seat goes once.
    if (memberships.length === 0) await holdQuota({ db: tx, now: ctx.now }, scope.org, 'members');
    const row = await insertedRow(
      tx
        .insert(invites)
        .values({
          orgId: scope.org.id,
          teamId: scope.team.id,
          email,
          role,
          tokenHash: hashToken(token),
          invitedById: inviter.id,
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          createdAt: now,
        })
        .returning(),
      'invite',
    );
    return row;
  });
  await sendEmail(ctx, {
    to: email,
    subject: `${displayName(inviter)} invited you to ${scope.org.name} on Tabletalk`,
    paragraphs: [
      `${displayName(inviter)} invited you to join the team ${scope.team.name} of ${scope.org.name} on Tabletalk as ${role}.`,
      'The invitation is valid for 7 days. Sign in or create an account with this email address to accept it.',
    ],
    action: { label: 'Accept the invitation', url: `${ctx.env.publicUrl}/invite/${token}` },
  });
  return invite;
}
