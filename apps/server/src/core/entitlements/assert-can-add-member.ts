import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { invites, teamMembers, users } from '../identity';
import { assertWithinQuota } from './assert-within-quota';
import type { EntitlementContext, OrgPlanRef } from './types';

/** Pending invitations to people not yet in the organization: each holds a seat. */
async function countPendingSeats(ctx: EntitlementContext, orgId: string): Promise<number> {
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

/**
 * Refuses a new member (or an invitation to someone outside the organization) once members plus
 * pending invitations reach the plan's member limit.
 * @throws AppError PLAN_LIMIT.
 */
export async function assertCanAddMember(ctx: EntitlementContext, org: OrgPlanRef): Promise<void> {
  await assertWithinQuota(ctx, org, 'members', await countPendingSeats(ctx, org.id));
}
