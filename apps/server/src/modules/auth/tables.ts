import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
