import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { EmailMessage, Mailer } from '../../lib/email/mailer';
import { emailDeliveries } from './tables';

/** How long a delivery is remembered: far past the `email.send` job's last retry. */
const KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Queues an email through the job queue (delivered by the worker, retried on failure), with the
 * idempotency key that makes it one email however often its job runs (`deliverEmail`). Every
 * email of the app is queued here.
 */
export async function queueEmail(
  ctx: Pick<AppContext, 'jobs'>,
  message: Omit<EmailMessage, 'key'>,
): Promise<void> {
  await ctx.jobs.send('email.send', { key: randomUUID(), ...message });
}

/**
 * The `email.send` job: sends a queued message once. Jobs are at-least-once (SECURITY I3): a
 * worker that dies after the send but before the job completes leaves it to run again, and the
 * message's key, recorded as soon as it is sent, makes that run send nothing. Between the send
 * and the record the window is one statement; a message sent again from it carries the same
 * Message-ID (`createSmtpMailer`), which receiving servers take for the same message. A message
 * without a key (queued before keys existed) is sent as before.
 * @throws what the mailer throws (the server refused the message): the job is retried.
 */
export async function deliverEmail(
  ctx: Pick<AppContext, 'db' | 'now'>,
  mailer: Mailer,
  message: EmailMessage,
): Promise<void> {
  const { key } = message;
  if (key) {
    const [sent] = await ctx.db
      .select({ key: emailDeliveries.key })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, key))
      .limit(1);
    if (sent) return;
  }
  await mailer.send(message);
  if (!key) return;
  const now = ctx.now();
  // Forgets deliveries older than a week in the same statement.
  await ctx.db.execute(sql`with forgotten as (
      delete from ${emailDeliveries} where ${lt(emailDeliveries.sentAt, new Date(now.getTime() - KEPT_MS))}
    )
    insert into ${emailDeliveries} (key, sent_at) values (${key}, ${now.toISOString()}::timestamptz)
    on conflict (key) do nothing`);
}
