import type { Role } from '@tabletalk/contracts';
import type { Rows } from './rows';

/** A seeded person. */
export interface Person {
  id: string;
  email: string;
  givenName: string;
}

/** What every part of the seed writes with. */
export interface SeedContext {
  rows: Rows;
  /** The app's clock: usage counters fall in its month and day, sessions expire after it. */
  now: Date;
  /** `now`'s UTC month (its first day) and day, `YYYY-MM-DD`, as usage counters store them. */
  month: string;
  day: string;
  /** Every seeded person's password, hashed once. */
  passwordHash: string;
}

/** An organization as the seed plans it. */
export interface OrgPlan {
  name: string;
  plan: string;
  personalOwner?: Person;
  /** The first is its owner. */
  members: { person: Person; role: Role }[];
  /** How much of everything: 1 for a small organization, 2 for a busy one. */
  scale: number;
}

/** A seeded organization, for the parts written inside it. */
export interface OrgSeed {
  id: string;
  /** Its place in the seed: the first one is the test's person's. */
  index: number;
  plan: OrgPlan;
  owner: Person;
  people: Person[];
  /** The default team, and a second one (Finance) in the first organization. */
  teamId: string;
  financeId: string | null;
}
