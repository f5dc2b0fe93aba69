import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { organizations, recordAuditEvent } from '../../core/identity';
import type { Db } from '../../db/client';
import type { BillingAccount } from './billing-account';
import { ownPlan } from './own-plan';

/**
 * Writes the plan the account gives (`ownPlan`) into `organizations.plan`, where every limit
 * reads it, inside the caller's transaction; records the change as an audit event. Returns the
 * plan now in force (the trial aside).
 */
export async function syncOrganizationPlan(
  ctx: Pick<AppContext, 'log' | 'now'>,
  tx: Db,
  account: BillingAccount,
  by: 'cli' | 'stripe' | 'trial',
): Promise<string> {
  const plan = ownPlan(account);
  const [before] = await tx
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, account.orgId));
  if (!before || before.plan === plan) return plan;
  await tx.update(organizations).set({ plan }).where(eq(organizations.id, account.orgId));
  await recordAuditEvent(
    { db: tx, log: ctx.log, now: ctx.now },
    {
      orgId: account.orgId,
      action: 'org.plan_changed',
      detail: { from: before.plan, to: plan, by },
    },
    tx,
  );
  return plan;
}
