import type { SignupRequest, SignupResponse } from '@tabletalk/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, type UserRow, users } from '../../../core/identity';
import { assertPasswordAcceptable, hashPassword } from '../../../lib/security/passwords';
import { canIssueEmailCode } from '../codes';
import { CODE_MAX_PER_HOUR, CODE_RESEND_COOLDOWN_MS } from '../constants';
import { findUserByEmail, requireEmail } from '../email-input';
import { accountExistsEmail } from '../emails';
import { appLinks, sendAuthEmail } from '../mail';
import { signupFlows } from '../tables';
import { sendSignupCode } from './send-signup-code';
import { createSignupFlow, type PendingCredentials } from './signup-flows';

/**
 * Registers an account and emails a confirmation code. Answers the same for known addresses
 * (SECURITY F4): a confirmed owner gets an "you already have an account" email, an unconfirmed
 * one a new code whose confirmation applies this attempt's password.
 * @throws AppError EMAIL_EMPTY, VALIDATION_FAILED, PASSWORD_* (checked before the lookup, so
 *   they cannot reveal whether the address is known).
 */
export async function signUp(ctx: AppContext, input: SignupRequest): Promise<SignupResponse> {
  const email = requireEmail(input.email, { strict: true });
  const { givenName, familyName } = input;
  const localPart = email.split('@')[0] ?? '';
  assertPasswordAcceptable(input.password, [localPart, givenName, familyName, 'tabletalk']);
  // Hashed whether or not the address is known, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const [created] = await ctx.db
    .insert(users)
    .values({ email, passwordHash, givenName, familyName, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();

  let signupId: string;
  if (created) {
    signupId = await createSignupFlow(ctx, { userId: created.id });
    await sendSignupCode(ctx, { user: created, flowId: signupId });
    await recordAuditEvent(ctx, { action: 'auth.signup', actorId: created.id });
  } else {
    const existing = await findUserByEmail(ctx, email);
    if (!existing) throw new Error('user vanished during sign-up');
    signupId = await signUpAgain(ctx, existing, { passwordHash, givenName, familyName });
  }
  return { next: 'CONFIRM_SIGN_UP', signupId, email, message: 'Code sent successfully' };
}

/** A sign-up with a known address: a real flow either way, so the signupId behaves the same. */
async function signUpAgain(ctx: AppContext, user: UserRow, pending: PendingCredentials) {
  if (user.emailVerifiedAt || user.disabledAt) {
    const mayNotify = !user.disabledAt && (await mayNotifyAgain(ctx, user.id));
    // The flow never gets a code, so it stays PENDING and expires like an ignored sign-up.
    const flowId = await createSignupFlow(ctx, { userId: user.id });
    if (mayNotify) {
      const links = appLinks(ctx);
      const notice = accountExistsEmail({
        loginUrl: links.login(user.email),
        resetUrl: links.forgotPassword,
      });
      await sendAuthEmail(ctx, user.email, notice);
    }
    return flowId;
  }
  const flowId = await createSignupFlow(ctx, { userId: user.id, pending });
  if (await canIssueEmailCode(ctx, { userId: user.id, purpose: 'signup' })) {
    await sendSignupCode(ctx, { user: { ...user, givenName: pending.givenName }, flowId });
  }
  return flowId;
}

/** "Already have an account" notices follow the code limits, counted by sign-up attempts. */
async function mayNotifyAgain(ctx: AppContext, userId: string): Promise<boolean> {
  const now = ctx.now().getTime();
  const recent = and(
    eq(signupFlows.userId, userId),
    gt(signupFlows.createdAt, new Date(now - 60 * 60 * 1000)),
  );
  const [counted] = await ctx.db.select({ total: count() }).from(signupFlows).where(recent);
  if ((counted?.total ?? 0) >= CODE_MAX_PER_HOUR) return false;
  const [latest] = await ctx.db
    .select({ createdAt: signupFlows.createdAt })
    .from(signupFlows)
    .where(recent)
    .orderBy(desc(signupFlows.createdAt))
    .limit(1);
  return !latest || now - latest.createdAt.getTime() >= CODE_RESEND_COOLDOWN_MS;
}
