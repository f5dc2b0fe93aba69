import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { assertCanOwnFreeOrganization } from '../../../core/entitlements';
import { recordAuditEvent, users } from '../../../core/identity';
import { insertOrganization } from './insert-organization';

/**
 * Creates an organization with a default team whose owner is the creator. New organizations
 * start on DEFAULT_PLAN (Basic unless set), so a person may own only FREE_ORGS_PER_PERSON of them on free plans.
 * @throws AppError PLAN_LIMIT when the creator already owns that many free organizations.
 * @returns the new organization's id.
 */
export async function createOrganization(
  ctx: AppContext,
  options: { userId: string; name: string },
): Promise<string> {
  const { userId } = options;
  const orgId = await ctx.db.transaction(async (tx) => {
    // Two creations at once wait for each other here, so each counts the other's organization.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await assertCanOwnFreeOrganization(tx, { userId, limit: ctx.env.freeOrgsPerPerson });
    return insertOrganization(tx, {
      name: options.name,
      ownerId: userId,
      isPersonal: false,
      plan: ctx.env.plans.defaultPlan,
    });
  });
  await recordAuditEvent(ctx, { orgId, actorId: userId, action: 'org.created' });
  return orgId;
}
