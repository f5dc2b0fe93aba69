import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { organizations, users } from '../identity/tables';

/**
 * Metered usage (questions asked, dashboards connected) that plan limits count against: one row
 * per organization, kind and UTC month, with the count of the month and of its latest day. A use
 * is counted by one conditional upsert, which locks the row, so concurrent requests can never
 * pass a limit together (`entitlements/reserve-usage.ts`).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The first day of the UTC month counted. */
    month: date('month', { mode: 'string' }).notNull(),
    monthCount: integer('month_count').notNull(),
    /** The latest UTC day of the month with a use, and the uses of that day. */
    day: date('day', { mode: 'string' }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.month] })],
);

/**
 * Free-plan questions per person, across the organizations they own: the same shape and the same
 * conditional upsert as `usage_counters`, keyed by the owner instead of the organization, so a
 * new organization brings no fresh free quota.
 */
export const personUsageCounters = pgTable(
  'person_usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    monthCount: integer('month_count').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.month] })],
);

/**
 * What an organization bought ahead and has left, one row per kind (SPEC 9: one-time purchases
 * that never expire): 'ocr.page', the pages of its OCR packs, used once the month's included
 * pages (`monthlyOcrPages`) are gone; 'question.credit', its extra question credits, used one per
 * question once the plan's questions of the UTC month are gone. A purchase adds units
 * (`grantPrepaidUnits`); a unit is taken by one conditional UPDATE, which locks the row, so
 * concurrent uses can never take the balance below zero (`takePrepaidUnit`), and the check keeps
 * it so whatever writes it.
 */
export const prepaidBalances = pgTable(
  'prepaid_balances',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    unitsLeft: integer('units_left').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.kind] }),
    check('prepaid_balances_units_left_check', sql`${t.unitsLeft} >= 0`),
  ],
);
