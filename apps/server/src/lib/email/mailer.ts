import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/**
 * A file carried with a message; with a `cid`, the HTML part shows it inline as
 * `<img src="cid:…">` (a report's charts). Base64, as the message travels through the job queue
 * as JSON.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
  cid?: string;
}

export interface EmailMessage {
  /**
   * The message's idempotency key, given when it is queued: its Message-ID over SMTP (a copy
   * sent again is the same message to the receiving server), and how `deliverEmail` knows a job
   * run again has sent it already. Absent on messages queued before it existed.
   */
  key?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** Delivers email: over SMTP, or into the outbox folder when no SMTP server is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends through an SMTP server given by URL (smtp:// or smtps://). Query parameters become
 * nodemailer options: `?ignoreTLS=true` keeps a local relay in plaintext even when it offers
 * STARTTLS, `?tls.rejectUnauthorized=false` accepts a self-signed certificate.
 * @example createSmtpMailer('smtp://user:pass@smtp.example.com:587', 'Tabletalk <no-reply@x.io>')
 * @throws from `send` when the server refuses the message, so the email job is retried.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  // A send ends within 50 s however the server stalls (nodemailer waits up to 2 minutes to
  // connect and 10 of silence): the email job's expiry (60 s) counts on it. The URL's own
  // parameters win.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send({ attachments, key, ...message }) {
      await transport.sendMail({
        from,
        ...(key ? { messageId: `<${key}@${domainOf(from)}>` } : {}),
        ...message,
        ...(attachments
          ? { attachments: attachments.map((file) => ({ ...file, encoding: 'base64' })) }
          : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** The domain of a sender address ('Tabletalk <no-reply@x.io>' → 'x.io'), for Message-IDs. */
function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'tabletalk.invalid';
}

/**
 * Writes each message to `<dir>/<time>-<id>.json` as `{to, subject, text, html, attachments?,
 * sentAt}` and logs
 * that it did (never the body: it holds codes and links).
 */
export function createOutboxMailer(dir: string, log: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ ...message, sentAt }, null, 2), { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, 'email written to outbox');
    },
    async close() {},
  };
}
