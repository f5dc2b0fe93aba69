import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createImmediateQueue } from '../../jobs/immediate-queue';
import { IDLE_JOB_HANDLERS } from '../../jobs/test-helpers';
import type { EmailMessage, Mailer } from '../../lib/email/mailer';
import { deliverEmail } from './deliver-email';
import { sendEmail } from './send-email';
import { emailDeliveries } from './tables';

/** A mailer that keeps what it sends, failing the sends `failing` names. */
function keepingMailer(failing: (count: number) => boolean = () => false) {
  const sent: EmailMessage[] = [];
  let count = 0;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      count += 1;
      if (failing(count)) throw new Error('connection lost');
      sent.push(message);
    },
    async close() {},
  };
  return { mailer, sent };
}

const message = (to = 'ada@example.com'): EmailMessage => ({
  key: randomUUID(),
  to,
  subject: 'Your Tabletalk code',
  text: 'Your code is 123456.',
  html: '<p>Your code is 123456.</p>',
});

describe('deliverEmail (the email.send job, SECURITY I3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a message once however often its job runs', async () => {
    const { mailer, sent } = keepingMailer();
    const one = message();
    await deliverEmail(t.ctx, mailer, one);
    await deliverEmail(t.ctx, mailer, one);
    await deliverEmail(t.ctx, mailer, { ...one });
    expect(sent.map((m) => m.key)).toEqual([one.key]);
    // Another message to the same person is another email.
    await deliverEmail(t.ctx, mailer, message());
    expect(sent).toHaveLength(2);
  });

  it('sends one email when the job fails after sending and is retried', async () => {
    const { mailer, sent } = keepingMailer();
    const queue = createImmediateQueue(t.ctx.log, 3);
    let runs = 0;
    await queue.work({
      ...IDLE_JOB_HANDLERS,
      'email.send': async (data) => {
        runs += 1;
        await deliverEmail(t.ctx, mailer, data);
        // The worker dies after the send, before the job completes: the queue runs it again.
        if (runs === 1) throw new Error('worker lost after the send');
      },
    });
    const one = message();
    await queue.send('email.send', one);
    expect(runs).toBe(2);
    expect(sent.map((m) => m.key)).toEqual([one.key]);
  });

  it('sends again a message whose send failed: only a sent message is recorded', async () => {
    const { mailer, sent } = keepingMailer((count) => count === 1);
    const one = message();
    await expect(deliverEmail(t.ctx, mailer, one)).rejects.toThrow('connection lost');
    const recorded = await t.ctx.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, one.key ?? ''));
    expect(recorded).toHaveLength(0);
    await deliverEmail(t.ctx, mailer, one);
    expect(sent.map((m) => m.key)).toEqual([one.key]);
  });

  it('sends a message queued without a key (before keys existed) every time', async () => {
    const { mailer, sent } = keepingMailer();
    const { key: _key, ...old } = message();
    await deliverEmail(t.ctx, mailer, old);
    await deliverEmail(t.ctx, mailer, old);
    expect(sent).toHaveLength(2);
  });

  it('forgets deliveries older than a week', async () => {
    const { mailer } = keepingMailer();
    const old = message();
    await deliverEmail(t.ctx, mailer, old);
    t.advanceTime(8 * 24 * 3_600_000);
    await deliverEmail(t.ctx, mailer, message());
    const kept = await t.ctx.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.key, old.key ?? ''));
    expect(kept).toHaveLength(0);
  });

  it('keys every email the app queues, each with its own key', async () => {
    const queued: EmailMessage[] = [];
    const send = t.ctx.jobs.send;
    t.ctx.jobs.send = async (name, data) => {
      if (name === 'email.send') queued.push(data as EmailMessage);
      else await send(name, data);
    };
    try {
      // An auth email (sign-up's code) and a notification email.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: `key-${randomUUID().slice(0, 8)}@example.com`,
          password: 'purple elephant dances 42',
          givenName: 'Ada',
          familyName: 'Lovelace',
        },
      });
      expect(res.statusCode).toBe(200);
      await sendEmail(t.ctx, { to: 'grace@example.com', subject: 'Shared', paragraphs: ['Hi'] });
    } finally {
      t.ctx.jobs.send = send;
    }
    expect(queued).toHaveLength(2);
    const keys = queued.map((m) => m.key);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(2);
  });
});
