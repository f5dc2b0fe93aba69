import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes } from '../../../core/identity';
import { hashCode, hashToken, randomCode, randomToken } from '../../../lib/security/hashing';
import { CODE_MAX_PER_HOUR, CODE_RESEND_COOLDOWN_MS, EMAIL_CODE_TTL_MS } from '../constants';

export type CodePurpose = 'signup' | 'reset';

export interface IssuedCode {
  code: string;
  /** Only for sign-up: a link token that confirms without typing the code. */
  linkToken: string | null;
}

/**
 * Issues a 6-digit code (and for sign-up a link token) bound to a user, purpose and flow.
 * Older live codes of the same purpose are voided, so only the newest one works.
 */
export async function issueEmailCode(
  ctx: AppContext,
  options: { userId: string; purpose: CodePurpose; flowId: string },
): Promise<IssuedCode> {
  const { userId, purpose, flowId } = options;
  const now = ctx.now();
  const code = randomCode();
  const linkToken = purpose === 'signup' ? randomToken() : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ voidedAt: now })
      .where(
        and(
          eq(emailCodes.userId, userId),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.consumedAt),
          isNull(emailCodes.voidedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      userId,
      purpose,
      flowId,
      codeHash: hashCode(code, ctx.keys.emailCodes),
      linkTokenHash: linkToken ? hashToken(linkToken) : null,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      createdAt: now,
    });
  });
  return { code, linkToken };
}

/**
 * Whether another code may be sent now: at most one a minute and five an hour per account and
 * purpose, so nobody can flood an inbox through the public endpoints.
 */
export async function canIssueEmailCode(
  ctx: AppContext,
  options: { userId: string; purpose: CodePurpose },
): Promise<boolean> {
  const now = ctx.now().getTime();
  const recent = and(
    eq(emailCodes.userId, options.userId),
    eq(emailCodes.purpose, options.purpose),
    gt(emailCodes.createdAt, new Date(now - 60 * 60 * 1000)),
  );
  const [counted] = await ctx.db.select({ total: count() }).from(emailCodes).where(recent);
  if ((counted?.total ?? 0) >= CODE_MAX_PER_HOUR) return false;
  const [latest] = await ctx.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(recent)
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return !latest || now - latest.createdAt.getTime() >= CODE_RESEND_COOLDOWN_MS;
}
