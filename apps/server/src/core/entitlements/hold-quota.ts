import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { assertWithinQuota } from './assert-within-quota';
import { countPendingSeats } from './count-pending-seats';
import { planOf } from './plans';
import type { OrgPlanRef, QuotaContext } from './types';

/** The counted limits whose rows the caller inserts itself (sources, projects, members). */
export type HeldLimit = 'dataSources' | 'askDocsProjects' | 'members';

/**
 * Takes the organization's lock of one limit until the transaction ends: a transaction-scoped
 * advisory lock keyed by the limit and the organization. Only the same limit of the same
 * organization waits; the organization's row stays free for plan changes and renames.
 */
async function lockLimit(ctx: QuotaContext, orgId: string, name: HeldLimit): Promise<void> {
  await ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`quota.${name}`}), hashtext(${orgId}))`,
  );
}

/**
 * Holds one of the organization's counted limits for the rest of the inserting transaction, and
 * refuses when it is used up. Call it inside the transaction that inserts the counted row, before
 * the insert.
 *
 * Why: counting, then inserting, lets two requests at the last unit both count one short of the
 * limit and both insert. `holdQuota` first takes a transaction-scoped advisory lock keyed by the
 * organization and the limit, then counts: a second request waits on the lock until the first
 * commits (or rolls back), and then counts the first one's row (under READ COMMITTED each
 * statement sees what committed before it). Of two requests at the last unit exactly one passes.
 * PGlite runs one transaction at a time; the same lock is taken there and costs nothing.
 *
 * Members count pending invitations as seats (`countPendingSeats`), unless
 * `invitesHoldSeats: false`: accepting an invitation takes the seat it held, and counting the
 * others' invitations would refuse it after a downgrade, while counting the members alone still
 * keeps them within the limit.
 * @throws AppError PLAN_LIMIT naming the limit and the plan that lifts it; Error when `ctx.db` is
 *   not a transaction (the lock would end with the statement).
 * @example
 *   await ctx.db.transaction(async (tx) => {
 *     await holdQuota({ db: tx, now: ctx.now }, org, 'askDocsProjects');
 *     await tx.insert(askDocProjects).values({ … });
 *   });
 */
export async function holdQuota(
  ctx: QuotaContext,
  org: OrgPlanRef,
  name: HeldLimit,
  options: {
    invitesHoldSeats?: boolean;
    /** Units the insert will take (a workbook becomes one source per sheet); 1 by default. */
    units?: number;
  } = {},
): Promise<void> {
  if (!is(ctx.db, PgTransaction)) {
    throw new Error('holdQuota runs inside the transaction that inserts the counted row');
  }
  if (planOf(org, ctx.now()).limits[name] === null) return;
  await lockLimit(ctx, org.id, name);
  const countsInvites = name === 'members' && options.invitesHoldSeats !== false;
  const pending = countsInvites ? await countPendingSeats(ctx, org.id) : 0;
  const more = Math.max(0, (options.units ?? 1) - 1);
  await assertWithinQuota(ctx, org, name, pending + more);
}
