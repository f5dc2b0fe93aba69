import { AppError } from '@tabletalk/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import {
  organizations,
  recordAuditEvent,
  replacePassword,
  teamMembers,
} from '../../../core/identity';
import type { Db } from '../../../db/client';
import { assertPasswordAcceptable } from '../../../lib/security/passwords';
import { sendEmail } from '../../notifications';
import type { MemberRow } from '../presenter';

/** How long a temporary password may wait for its one sign-in. */
export const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether the account is used anywhere but this organization: a membership elsewhere, or a
 * personal organization (even an empty one holds the person's own profile, trials and future
 * work, and a session there is the whole account).
 */
async function usedElsewhere(db: Db, userId: string, orgId: string): Promise<boolean> {
  const [membership] = await db
    .select({ orgId: teamMembers.orgId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), ne(teamMembers.orgId, orgId)))
    .limit(1);
  if (membership) return true;
  const [personal] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.personalOwnerId, userId), ne(organizations.id, orgId)))
    .limit(1);
  return personal !== undefined;
}

/**
 * An admin sets a member's temporary password (SPEC 6): it works for one sign-in within 7 days,
 * and that sign-in must choose a new password (CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED), so
 * the admin never holds a working password of the member. Every session of the member ends and
 * they are told by email. Refused for an account used outside this organization: an
 * organization's admin must not take over a person's account; a reset link goes to the person
 * instead. Authorize first with `authorizeResetPassword`.
 * @throws AppError MEMBER_IN_OTHER_ORGANIZATIONS, PASSWORD_EMPTY, PASSWORD_TOO_SHORT,
 *   PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON.
 */
export async function resetMemberPassword(
  ctx: AppContext,
  options: {
    actorId: string;
    orgId: string;
    organizationName: string;
    member: MemberRow;
    newPassword: string;
  },
): Promise<void> {
  const { user } = options.member;
  if (await usedElsewhere(ctx.db, user.id, options.orgId)) {
    throw new AppError('MEMBER_IN_OTHER_ORGANIZATIONS', { details: { email: user.email } });
  }
  assertPasswordAcceptable(options.newPassword, [user.email, user.givenName, user.familyName]);
  // Ended sessions take their refresh tokens with them; stale emailed codes are voided too.
  await replacePassword(ctx, {
    user,
    newPassword: options.newPassword,
    temporaryUntil: new Date(ctx.now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
    endReason: 'admin',
  });
  await recordAuditEvent(ctx, {
    orgId: options.orgId,
    actorId: options.actorId,
    action: 'member.password_reset',
    subjectId: user.id,
  });
  await sendEmail(ctx, {
    to: user.email,
    subject: 'Your Tabletalk password was reset',
    paragraphs: [
      `An administrator of ${options.organizationName} set a temporary password for your Tabletalk account, and you were signed out everywhere.`,
      'Ask them for it. It works for one sign-in within 7 days, and you will then choose a new password that only you know.',
      `If you did not expect this, choose a new password yourself: ${ctx.env.publicUrl}/forgot-password`,
    ],
    action: {
      label: 'Sign in',
      url: `${ctx.env.publicUrl}/login?email=${encodeURIComponent(user.email)}`,
    },
  });
}
