import type { SignupRequest, SignupResponse } from '@tabletalk/contracts';
import { and, count, desc, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, users } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import { assertPasswordAcceptable, hashPassword } from '../../../lib/security/passwords';
import { canIssueEmailCode } from '../codes';
import { CODE_MAX_PER_HOUR, CODE_RESEND_COOLDOWN_MS } from '../constants';
import { requireEmail } from '../email-input';
import { accountExistsEmail } from '../emails';
import { appLinks, sendAuthEmail } from '../mail';
import { signupFlows } from '../tables';
import { sendSignupCode } from './send-signup-code';
import { createSignupFlow, findLatestSignupFlow } from './signup-flows';

/**
 * Registers an account and emails a confirmation code. Answers the same, after the same work,
 * for known addresses (SECURITY F4): the request hashes the password, writes or finds the account
 * in one statement, starts a flow and queues `auth.signup-email`; that job emails a confirmed
 * owner an "you already have an account" notice, an unconfirmed one a new code whose
 * confirmation applies this attempt's password, and a new account its code, off the request's
 * clock (done in the request, a new address answered measurably slower than a known one).
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
  // The new account, or the known one as it is (its address written over with itself): one
  // statement either way. `xmax = 0` tells a row inserted now from one that was there.
  const { inserted, ...user } = await insertedRow(
    ctx.db
      .insert(users)
      .values({ email, passwordHash, givenName, familyName, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
      .returning({ ...getTableColumns(users), inserted: sql<boolean>`(xmax = 0)` }),
    'user',
  );
  // An unconfirmed account's flow keeps this attempt's credentials, applied on confirmation.
  const waiting = !inserted && !user.emailVerifiedAt && !user.disabledAt;
  const pending = waiting ? { passwordHash, givenName, familyName } : undefined;
  const signupId = await createSignupFlow(ctx, { userId: user.id, pending });
  await ctx.jobs.send('auth.signup-email', { userId: user.id, created: inserted });
  return { next: 'CONFIRM_SIGN_UP', signupId, email, message: 'Code sent successfully' };
}

/**
 * The job behind `signUp`, for the account's newest flow: a new account gets its code (and the
 * sign-up is audited); a confirmed one an "already have an account" notice, within the code
 * limits; an unconfirmed one a new code, within them too. A disabled account gets nothing (its
 * flow never gets a code, so it stays PENDING and expires like an ignored sign-up).
 */
export async function sendSignupEmail(
  ctx: AppContext,
  job: { userId: string; created: boolean },
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, job.userId)).limit(1);
  const flow = await findLatestSignupFlow(ctx, job.userId);
  if (!user || !flow || user.disabledAt) return;
  if (job.created) {
    await sendSignupCode(ctx, { user, flowId: flow.id });
    await recordAuditEvent(ctx, { action: 'auth.signup', actorId: user.id });
    return;
  }
  if (user.emailVerifiedAt) {
    if (!(await mayNotifyAgain(ctx, user.id, flow.id))) return;
    const links = appLinks(ctx);
    const notice = accountExistsEmail({
      loginUrl: links.login(user.email),
      resetUrl: links.forgotPassword,
    });
    await sendAuthEmail(ctx, user.email, notice);
    return;
  }
  if (await canIssueEmailCode(ctx, { userId: user.id, purpose: 'signup' })) {
    const givenName = flow.pendingGivenName ?? user.givenName;
    await sendSignupCode(ctx, { user: { ...user, givenName }, flowId: flow.id });
  }
}

/**
 * "Already have an account" notices follow the code limits, counted by sign-up attempts before
 * `flowId` (the attempt asking now).
 */
async function mayNotifyAgain(ctx: AppContext, userId: string, flowId: string): Promise<boolean> {
  const now = ctx.now().getTime();
  const recent = and(
    eq(signupFlows.userId, userId),
    ne(signupFlows.id, flowId),
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
