import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepaidBalances } from './tables';
import type { PrepaidKind } from './types';

/** The organization's balance row of a kind. */
function balanceOf(orgId: string, kind: PrepaidKind) {
  return and(eq(prepaidBalances.orgId, orgId), eq(prepaidBalances.kind, kind));
}

/**
 * Takes one unit of the organization's prepaid balance of a kind (an OCR pack's page, an extra
 * question credit), if one is left: a conditional UPDATE, which locks the row and rechecks
 * `units_left > 0` on its latest version, so concurrent uses take units one at a time and the
 * balance never goes below zero. Returns whether a unit was taken.
 * @example if (await takePrepaidUnit(db, org.id, 'ocr.page', now)) readPage();
 */
export async function takePrepaidUnit(
  db: Db,
  orgId: string,
  kind: PrepaidKind,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .update(prepaidBalances)
    .set({ unitsLeft: sql`${prepaidBalances.unitsLeft} - 1`, updatedAt: now })
    .where(and(balanceOf(orgId, kind), gt(prepaidBalances.unitsLeft, 0)))
    .returning({ unitsLeft: prepaidBalances.unitsLeft });
  return taken.length > 0;
}

/**
 * Gives a unit taken by `takePrepaidUnit` back, for work that then failed: a relative UPDATE
 * (`units_left + 1` under the row lock), so units taken or granted meanwhile all still count.
 */
export async function returnPrepaidUnit(
  db: Db,
  orgId: string,
  kind: PrepaidKind,
  now: Date,
): Promise<void> {
  await db
    .update(prepaidBalances)
    .set({ unitsLeft: sql`${prepaidBalances.unitsLeft} + 1`, updatedAt: now })
    .where(balanceOf(orgId, kind));
}

/** The units the organization has left of a kind (0 when it never bought any). */
export async function countPrepaidUnits(db: Db, orgId: string, kind: PrepaidKind): Promise<number> {
  const [row] = await db
    .select({ unitsLeft: prepaidBalances.unitsLeft })
    .from(prepaidBalances)
    .where(balanceOf(orgId, kind));
  return row?.unitsLeft ?? 0;
}

/**
 * Adds bought units to the organization's balance of a kind, in one upsert (the first purchase
 * inserts the row, later ones add to it under its row lock), so concurrent grants and units taken
 * meanwhile all count; the caller checks `units` is a positive whole number (the table's check
 * refuses a balance below zero, not a negative grant that stays above it).
 * @returns the units left after the grant.
 * @example await grantPrepaidUnits(db, orgId, 'ocr.page', 500, new Date()); // a 500-page pack
 */
export async function grantPrepaidUnits(
  db: Db,
  orgId: string,
  kind: PrepaidKind,
  units: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(prepaidBalances)
    .values({ orgId, kind, unitsLeft: units, updatedAt: now })
    .onConflictDoUpdate({
      target: [prepaidBalances.orgId, prepaidBalances.kind],
      set: { unitsLeft: sql`${prepaidBalances.unitsLeft} + excluded.units_left`, updatedAt: now },
    })
    .returning({ unitsLeft: prepaidBalances.unitsLeft });
  return row?.unitsLeft ?? units;
}
