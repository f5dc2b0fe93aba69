import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../core/identity/tables';
import { at, createdAt } from '../../db/columns';

/** A sign-up flow: auto sign-in is armed for 180 s after sign-up. */
export const signupFlows = pgTable('signup_flows', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoSignInUntil: at('auto_sign_in_until').notNull(),
  confirmedAt: at('confirmed_at'),
  /** Set once the poller or the code form has claimed the auto sign-in. */
  claimedAt: at('claimed_at'),
  /**
   * A repeated sign-up of an unconfirmed account: its password and names, applied only when this
   * flow's code is confirmed (whoever proves the mailbox sets the password: no pre-hijacking).
   */
  pendingPasswordHash: text('pending_password_hash'),
  pendingGivenName: text('pending_given_name'),
  pendingFamilyName: text('pending_family_name'),
  createdAt: createdAt(),
});

/**
 * The per-account sign-in throttle (SECURITY F3), shared by every HTTP process: one row per typed
 * address (a keyed hash of it: what was typed may be a password) with its consecutive failed
 * attempts and the block they earned. An attempt is counted by one conditional upsert before the
 * password is checked, so attempts from several processes at once all count; a success deletes
 * the row, and rows forgotten after an hour of quiet are deleted now and then.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    /** Attempts before this are refused; the latest attempt's time when it earned no block. */
    blockedUntil: at('blocked_until').notNull(),
  },
  (t) => [index('sign_in_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);
