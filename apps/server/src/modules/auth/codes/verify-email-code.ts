import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes } from '../../../core/identity';
import { hashCode, safeEqual } from '../../../lib/security/hashing';
import { EMAIL_CODE_MAX_ATTEMPTS } from '../constants';
import type { CodePurpose } from './issue-email-code';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Checks a typed code against the newest code of a user for a purpose, counting the attempt.
 * Does not consume it (see `consumeEmailCode`), so a rejected new password can be retyped.
 * The attempt is claimed with one conditional UPDATE, so parallel guesses cannot exceed the limit.
 * @throws AppError CODE_INVALID (wrong, reused, voided, or another flow's code), CODE_EXPIRED,
 *   CODE_ATTEMPTS_EXCEEDED (the 6th attempt, even with the right code).
 */
export async function verifyEmailCode(
  ctx: AppContext,
  options: { userId: string; purpose: CodePurpose; code: string; flowId?: string },
): Promise<EmailCodeRow> {
  const [latest] = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, options.userId), eq(emailCodes.purpose, options.purpose)))
    // The live code first (there is at most one: issuing voids older ones), else the newest.
    .orderBy(
      desc(sql`(${emailCodes.consumedAt} is null and ${emailCodes.voidedAt} is null)`),
      desc(emailCodes.createdAt),
    )
    .limit(1);
  if (!latest) throw new AppError('CODE_INVALID');
  assertUsable(ctx, latest);

  const [claimed] = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
        isNull(emailCodes.consumedAt),
        isNull(emailCodes.voidedAt),
      ),
    )
    .returning();
  if (!claimed) throw new AppError('CODE_ATTEMPTS_EXCEEDED');

  const matches = safeEqual(hashCode(options.code, ctx.keys.emailCodes), claimed.codeHash);
  const sameFlow = options.flowId === undefined || options.flowId === claimed.flowId;
  if (matches && sameFlow) return claimed;
  if (claimed.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
    await ctx.db
      .update(emailCodes)
      .set({ voidedAt: ctx.now() })
      .where(eq(emailCodes.id, claimed.id));
  }
  throw new AppError('CODE_INVALID');
}

/** Throws the error a code in its state deserves, if it can no longer be used. */
export function assertUsable(ctx: AppContext, row: EmailCodeRow): void {
  if (row.consumedAt) throw new AppError('CODE_INVALID');
  if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  if (row.voidedAt) throw new AppError('CODE_INVALID');
  if (row.expiresAt <= ctx.now()) throw new AppError('CODE_EXPIRED');
}

/**
 * Marks a code used. Single use: of two requests racing with the same code only one wins.
 * @throws AppError CODE_INVALID when it was consumed or voided meanwhile.
 */
export async function consumeEmailCode(ctx: AppContext, codeId: string): Promise<void> {
  const [consumed] = await ctx.db
    .update(emailCodes)
    .set({ consumedAt: ctx.now() })
    .where(
      and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt), isNull(emailCodes.voidedAt)),
    )
    .returning({ id: emailCodes.id });
  if (!consumed) throw new AppError('CODE_INVALID');
}
