import type { ExecuteSql } from '../../src/db/client';
import { hashPassword } from '../../src/lib/security/passwords';
import { seedAskDocs } from './askdocs';
import { seedBilling, seedNotifications, seedPlanRequests } from './billing';
import type { OrgPlan, OrgSeed, Person, SeedContext } from './context';
import { seedDashboards } from './dashboards';
import {
  seedAudit,
  seedInvites,
  seedOrganization,
  seedPendingSignUp,
  seedPerson,
  seedSessions,
} from './identity';
import { at, DAY, Rows } from './rows';
import { FAILED_SOURCE, seedProjects, seedRooms, seedSources, seedTemplates } from './sources';
import { seedUsage } from './usage';

/**
 * Realistic data for the upgrade test (`src/db/upgrade-from-n-2.test.ts`): three organizations
 * with their people, teams, invites and sessions; sources with their knowledge, rooms and
 * questions; dashboards with items, shares, alerts, embeds and reports, and their schedules;
 * Ask Docs projects with documents, pages, passages and embeddings; usage counters, prepaid
 * balances and billing. About six hundred rows, in every table of the schema, written as the app
 * writes them (JSON values checked against the contracts the app reads them with).
 *
 * The SQL is written for the schema as migration `SEEDED_AT` leaves it. The test seeds there and
 * lets the real migrations carry the data to N-2 before upgrading, so when migrations are added
 * the seed stays valid and the data takes the path a deployment's data takes. Moving `SEEDED_AT`
 * on means rewriting the rows for the newer schema.
 */
export const SEEDED_AT = '0021_billing_subscription_fetched_at';

/** Every seeded person's password. */
export const SEED_PASSWORD = 'upgrade seed: correct horse battery';

/** What the test checks the app's read paths against: one person and what they should see. */
export interface SeededWorld {
  /** Rows written, by table. */
  counts: Record<string, number>;
  person: { email: string; userId: string; orgId: string; teamId: string };
  /** The names of every organization the person belongs to. */
  organizations: string[];
  /** In the person's first organization. */
  org: {
    dashboards: { id: string; name: string; itemTitles: string[] }[];
    rooms: string[];
    sources: string[];
    askDocsProjects: string[];
    ocrPackPages: number;
    extraCredits: number;
    monthlyQuestions: number;
  };
}

/** The people and the three organizations: a busy team, a trial, a personal one. */
function planOrganizations(ctx: SeedContext): { alice: Person; plans: OrgPlan[] } {
  const alice = seedPerson(ctx, 'Alice', 'Moreau');
  const bob = seedPerson(ctx, 'Bob', 'Okafor', { google_sub: '108234567890123456789' });
  const carol = seedPerson(ctx, 'Carol', 'Lindqvist');
  const dan = seedPerson(ctx, 'Dan', 'Reyes', { ai_model: 'gpt-4o-mini' });
  const erin = seedPerson(ctx, 'Erin', 'Walsh', { temporary_password_until: at(3 * DAY) });
  const frank = seedPerson(ctx, 'Frank', 'Novak');
  const grace = seedPerson(ctx, 'Grace', 'Ito');
  const heidi = seedPerson(ctx, 'Heidi', 'Schmidt');
  seedPerson(ctx, 'Judy', 'Kowalski', { disabled_at: at(-5 * DAY) });
  seedPendingSignUp(ctx);
  const plans: OrgPlan[] = [
    {
      name: 'Northwind Trading',
      plan: 'Pro',
      members: [
        { person: alice, role: 'owner' },
        { person: bob, role: 'admin' },
        { person: carol, role: 'member' },
        { person: dan, role: 'member' },
        { person: erin, role: 'viewer' },
      ],
      scale: 2,
    },
    {
      name: 'Contoso Analytics',
      plan: 'Business',
      members: [
        { person: frank, role: 'owner' },
        { person: grace, role: 'member' },
        { person: alice, role: 'member' },
      ],
      scale: 1,
    },
    {
      name: "Heidi's organization",
      plan: 'Basic',
      personalOwner: heidi,
      members: [{ person: heidi, role: 'owner' }],
      scale: 1,
    },
  ];
  return { alice, plans };
}

/** Everything inside one organization; what the first one's members should see goes in `world`. */
function seedInside(ctx: SeedContext, org: OrgSeed, counted: Set<Person>, world: SeededWorld) {
  seedInvites(ctx, org);
  seedSessions(ctx, org);
  seedAudit(ctx, org);
  const sources = seedSources(ctx, org, seedProjects(ctx, org));
  const { rooms, conversations } = seedRooms(ctx, org, sources);
  seedTemplates(ctx, org, sources);
  const questions = seedUsage(ctx, org, counted);
  const dashboards = seedDashboards(ctx, org, conversations);
  const projects = seedAskDocs(ctx, org);
  const balances = org.plan.plan === 'Basic' ? null : seedBilling(ctx, org);
  seedPlanRequests(ctx, org);
  seedNotifications(ctx, org);
  if (org.index !== 0) return;
  const alice = world.person.userId;
  world.org = {
    dashboards: dashboards.filter((d) => d.creator.id === alice),
    rooms: rooms.filter((room) => room.member.id === alice).map((room) => room.name),
    sources: [...sources.map((source) => source.name), FAILED_SOURCE],
    askDocsProjects: projects,
    ocrPackPages: balances?.ocrPackPages ?? 0,
    extraCredits: balances?.extraCredits ?? 0,
    monthlyQuestions: questions,
  };
}

/**
 * Writes the realistic data through `executeSql` on a database at `SEEDED_AT`'s schema. `now` is
 * the app's clock: usage counters fall in its month and day, sessions expire after it.
 */
export async function seedRealisticData(executeSql: ExecuteSql, now: Date): Promise<SeededWorld> {
  const day = now.toISOString().slice(0, 10);
  const ctx: SeedContext = {
    rows: new Rows(),
    now,
    month: `${day.slice(0, 8)}01`,
    day,
    passwordHash: await hashPassword(SEED_PASSWORD),
  };
  const { alice, plans } = planOrganizations(ctx);
  const world: SeededWorld = {
    counts: {},
    person: { email: alice.email, userId: alice.id, orgId: '', teamId: '' },
    organizations: plans
      .filter((plan) => plan.members.some((m) => m.person === alice))
      .map((plan) => plan.name),
    org: {
      dashboards: [],
      rooms: [],
      sources: [],
      askDocsProjects: [],
      ocrPackPages: 0,
      extraCredits: 0,
      monthlyQuestions: 0,
    },
  };
  const counted = new Set<Person>();
  plans.forEach((plan, index) => {
    const org = seedOrganization(ctx, plan, index);
    if (index === 0) Object.assign(world.person, { orgId: org.id, teamId: org.teamId });
    seedInside(ctx, org, counted, world);
  });
  await ctx.rows.write(executeSql);
  world.counts = ctx.rows.counts();
  return world;
}
