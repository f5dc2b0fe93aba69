import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@tabletalk/contracts';
import { countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { invites, organizations, teamMembers, teams, users } from '../identity';
import { holdQuota } from './hold-quota';
import type { EntitlementContext, OrgPlanRef, Transaction } from './types';

/** A promise fired from outside, to step two transactions in turn. */
function signal(): { fired: Promise<void>; fire(): void } {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire: () => fire() };
}

/** The error a settled attempt failed with, or null when it passed. */
function failureOf(attempt: PromiseSettledResult<unknown>): unknown {
  return attempt.status === 'rejected' ? attempt.reason : null;
}

describe('holdQuota: the check and the insert as one', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: EntitlementContext;
  const clock = new Date('2025-07-10T12:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = { db: database.db, now: () => clock };
  });
  afterAll(() => drop());

  async function buildOrg(plan: string) {
    const [org] = await ctx.db.insert(organizations).values({ name: 'Seats', plan }).returning();
    const [team] = await ctx.db
      .insert(teams)
      .values({ orgId: org?.id ?? '', name: 'Default team' })
      .returning();
    if (!org || !team) throw new Error('no org or team');
    return { org, teamId: team.id };
  }

  async function membersOf(orgId: string): Promise<number> {
    const [row] = await ctx.db
      .select({ n: countDistinct(teamMembers.userId) })
      .from(teamMembers)
      .where(eq(teamMembers.orgId, orgId));
    return row?.n ?? 0;
  }

  /**
   * Someone joins as a request would: the member limit held, then (after `pause` ms, long enough
   * for a concurrent join to count too if nothing held it) the member inserted, in one transaction.
   */
  function join(org: OrgPlanRef, teamId: string, pause = 0) {
    return ctx.db.transaction(async (tx) => {
      await holdQuota({ db: tx, now: ctx.now }, org, 'members');
      if (pause) await sleep(pause);
      const [user] = await tx
        .insert(users)
        .values({ email: `m-${randomUUID()}@example.com` })
        .returning();
      if (!user) throw new Error('no user');
      await tx
        .insert(teamMembers)
        .values({ teamId, orgId: org.id, userId: user.id, role: 'member' });
    });
  }

  it('refuses to run outside a transaction, where its lock would end with the statement', async () => {
    const { org } = await buildOrg('Basic');
    const outside = { db: ctx.db as Transaction, now: ctx.now };
    await expect(holdQuota(outside, org, 'members')).rejects.toThrow(/inside the transaction/);
  });

  it('passes below the limit and refuses at it, naming the plan that lifts it', async () => {
    const { org, teamId } = await buildOrg('Basic'); // 3 members
    await join(org, teamId);
    await join(org, teamId);
    await ctx.db.insert(invites).values({
      orgId: org.id,
      teamId,
      email: `pending-${org.id}@example.com`,
      role: 'member',
      tokenHash: `hash-${org.id}`,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    // Two members and a pending invitation's seat: the plan's three are taken.
    const refused = await join(org, teamId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.',
    });
    expect(await membersOf(org.id)).toBe(2);
    // Accepting an invitation counts the members alone: the third seat is there.
    await ctx.db.transaction((tx) =>
      holdQuota({ db: tx, now: ctx.now }, org, 'members', { invitesHoldSeats: false }),
    );
    // An unlimited plan is neither counted nor locked.
    await join({ ...org, plan: 'Enterprise' }, teamId);
    expect(await membersOf(org.id)).toBe(3);
  });

  it('lets exactly one of two joins at the last seat pass: the other waits, counts it, and is refused', async () => {
    const { org, teamId } = await buildOrg('Basic');
    await join(org, teamId);
    await join(org, teamId);
    const attempts = await Promise.allSettled([join(org, teamId, 150), join(org, teamId, 150)]);
    const failures = attempts.map(failureOf).filter((failure) => failure !== null);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.',
    });
    expect(await membersOf(org.id)).toBe(3);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show what does not wait.
  it.runIf(testDatabaseKind === 'postgres')(
    'holds only the same limit of the same organization',
    async () => {
      const first = await buildOrg('Basic');
      const other = await buildOrg('Basic');
      const released = signal();
      const isHeld = signal();
      const holding = ctx.db.transaction(async (tx) => {
        await holdQuota({ db: tx, now: ctx.now }, first.org, 'members');
        isHeld.fire();
        await released.fired;
      });
      await isHeld.fired;
      try {
        // Another organization's seats, and another limit of the same one, do not wait for it.
        await join(other.org, other.teamId);
        await ctx.db.transaction((tx) =>
          holdQuota({ db: tx, now: ctx.now }, first.org, 'askDocsProjects'),
        );
        // The same limit of the same organization waits until the holder's transaction ends.
        let joined = false;
        const waiting = join(first.org, first.teamId).then(() => {
          joined = true;
        });
        await sleep(200);
        expect(joined).toBe(false);
        released.fire();
        await waiting;
        expect(joined).toBe(true);
      } finally {
        released.fire();
        await holding;
      }
    },
  );
});
