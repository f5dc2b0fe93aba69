import { AppError } from '@tabletalk/contracts';
import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, teamMembers } from '../identity';
import { listPlans } from './plans';

/** Plans that cost nothing: every organization on one starts with a fresh free quota. */
const FREE_PLANS = listPlans()
  .filter((plan) => plan.prices?.Monthly === 0)
  .map((plan) => plan.name);

/**
 * Refuses a new organization (they start on Basic) to a person who already owns `limit`
 * organizations on a free plan, their personal one included, so that plan limits cannot be
 * multiplied by creating organizations. Run it in the creating transaction after locking the
 * person's row, so two creations at once count each other.
 * @throws AppError PLAN_LIMIT naming the limit and the way out (upgrade one of them).
 */
export async function assertCanOwnFreeOrganization(
  db: Db,
  options: { userId: string; limit: number },
): Promise<void> {
  const [row] = await db
    .select({ owned: countDistinct(teamMembers.orgId) })
    .from(teamMembers)
    .innerJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(
      and(
        eq(teamMembers.userId, options.userId),
        eq(teamMembers.role, 'owner'),
        inArray(organizations.plan, FREE_PLANS),
      ),
    );
  const owned = row?.owned ?? 0;
  if (owned < options.limit) return;
  throw new AppError('PLAN_LIMIT', {
    message: `You already own ${owned} organizations on a free plan, the most one person may. Upgrade one of them to Pro, or ask an administrator, to create another.`,
    details: { limit: 'freeOrganizations', allowed: options.limit, upgradeTo: 'Pro' },
  });
}
