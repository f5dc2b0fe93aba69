import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { invites, teamMembers, users } from '../identity';
import type { EntitlementContext } from './types';

/**
 * Pending invitations to people not yet in the organization: each holds a seat of the plan's
 * member limit until it is accepted, revoked or expires (one per email, whatever the teams).
 */
export async function countPendingSeats(ctx: EntitlementContext, orgId: string): Promise<number> {
  const alreadyMember = ctx.db
    .select({ one: sql`1` })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.orgId, invites.orgId), eq(users.email, invites.email)));
  const [row] = await ctx.db
    .select({ n: sql<number>`count(DISTINCT ${invites.email})::int` })
    .from(invites)
    .where(
      and(
        eq(invites.orgId, orgId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, ctx.now()),
        notExists(alreadyMember),
      ),
    );
  return row?.n ?? 0;
}
