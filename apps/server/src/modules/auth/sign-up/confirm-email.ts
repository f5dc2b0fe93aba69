import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, users } from '../../../core/identity';
import { signupFlows } from '../tables';

/**
 * Marks a user's email confirmed through a sign-up flow whose code was just consumed, applying
 * the flow's pending credentials (a repeated sign-up) and arming the flow's auto sign-in claim.
 */
export async function markEmailConfirmed(
  ctx: AppContext,
  options: { userId: string; flowId: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [flow] = await tx
      .select()
      .from(signupFlows)
      .where(eq(signupFlows.id, options.flowId))
      .limit(1);
    const [user] = await tx.select().from(users).where(eq(users.id, options.userId)).limit(1);
    if (!user) throw new Error('confirmed user not found');
    const ownFlow = flow?.userId === user.id ? flow : undefined;
    await tx
      .update(users)
      .set({
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        passwordHash: ownFlow?.pendingPasswordHash ?? user.passwordHash,
        givenName: ownFlow?.pendingGivenName ?? user.givenName,
        familyName: ownFlow?.pendingFamilyName ?? user.familyName,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (ownFlow) {
      await tx.update(signupFlows).set({ confirmedAt: now }).where(eq(signupFlows.id, ownFlow.id));
    }
  });
  await recordAuditEvent(ctx, { action: 'auth.email_confirmed', actorId: options.userId });
}
