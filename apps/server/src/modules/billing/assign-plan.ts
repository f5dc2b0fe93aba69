import type { PlanName } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lockBillingAccount } from './billing-account';
import { syncOrganizationPlan } from './sync-organization-plan';
import { billingAccounts } from './tables';

/**
 * Puts an organization on a plan by the administrator's command (`set-plan`): its assigned plan,
 * in force unless a paid subscription gives a better one; a running Pro trial is kept (Pro while
 * it is better). Returns the plan now in force, the trial aside.
 * @throws Error when the organization does not exist.
 */
export async function assignPlan(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  options: { orgId: string; plan: PlanName },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockBillingAccount(tx, options.orgId);
    const [updated] = await tx
      .update(billingAccounts)
      .set({ assignedPlan: options.plan, updatedAt: ctx.now() })
      .where(eq(billingAccounts.orgId, account.orgId))
      .returning();
    return syncOrganizationPlan(ctx, tx, updated ?? account, 'cli');
  });
}
