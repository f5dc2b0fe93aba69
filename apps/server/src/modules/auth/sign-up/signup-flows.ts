import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { randomToken } from '../../../lib/security/hashing';
import { AUTO_SIGN_IN_WINDOW_MS } from '../constants';
import { signupFlows } from '../tables';

export type SignupFlowRow = typeof signupFlows.$inferSelect;

/** Credentials of a repeated sign-up, applied when its code is confirmed. */
export interface PendingCredentials {
  passwordHash: string;
  givenName: string;
  familyName: string;
}

/**
 * Starts a sign-up flow: auto sign-in is armed for 180 s. The id is a random 256-bit token: it is
 * what the confirm page polls with, and holding it claims the session once confirmed.
 */
export async function createSignupFlow(
  ctx: AppContext,
  options: { userId: string; pending?: PendingCredentials },
): Promise<string> {
  const now = ctx.now();
  const id = randomToken();
  await ctx.db.insert(signupFlows).values({
    id,
    userId: options.userId,
    autoSignInUntil: new Date(now.getTime() + AUTO_SIGN_IN_WINDOW_MS),
    pendingPasswordHash: options.pending?.passwordHash ?? null,
    pendingGivenName: options.pending?.givenName ?? null,
    pendingFamilyName: options.pending?.familyName ?? null,
    createdAt: now,
  });
  return id;
}

/** The newest sign-up flow of a user, which new codes from "resend" attach to. */
export async function findLatestSignupFlow(
  ctx: AppContext,
  userId: string,
): Promise<SignupFlowRow | null> {
  const [row] = await ctx.db
    .select()
    .from(signupFlows)
    .where(eq(signupFlows.userId, userId))
    .orderBy(desc(signupFlows.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Claims a confirmed flow's auto sign-in, once, while the 180 s window is open. One conditional
 * UPDATE, so the poller and the code form cannot both get a session.
 * @returns the user to sign in, or null.
 */
export async function claimAutoSignIn(ctx: AppContext, flowId: string): Promise<string | null> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(signupFlows)
    .set({ claimedAt: now })
    .where(
      and(
        eq(signupFlows.id, flowId),
        isNull(signupFlows.claimedAt),
        isNotNull(signupFlows.confirmedAt),
        gt(signupFlows.autoSignInUntil, now),
      ),
    )
    .returning({ userId: signupFlows.userId });
  return claimed?.userId ?? null;
}
