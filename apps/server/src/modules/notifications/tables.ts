import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readBy: uuid('read_by').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Emails sent, by their idempotency key (`EmailMessage.key`): an `email.send` job run again (a
 * retry after its worker died past the send) finds its message here and sends nothing. Kept a
 * week, well past the job's last retry.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    key: text('key').primaryKey(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('email_deliveries_sent_idx').on(t.sentAt)],
);
