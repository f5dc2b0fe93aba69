import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { messageIdOf, startSmtpServer } from '../../../test/smtp-server';
import { loggerOptions } from '../logger';
import { createOutboxMailer, createSmtpMailer, type EmailMessage } from './mailer';

const message: EmailMessage = {
  to: 'ada@example.com',
  subject: 'Your Tabletalk code',
  text: 'Your code is 123456. It expires in 10 minutes.',
  html: '<p>Your code is <b>123456</b>.</p>',
};

describe('createSmtpMailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('delivers to a plain SMTP server without TLS', async () => {
    const smtp = await startSmtpServer({ disabledCommands: ['STARTTLS'] });
    cleanups.push(smtp.close);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Tabletalk <no-reply@t.test>');
    cleanups.push(() => mailer.close());

    await mailer.send(message);

    expect(mailer.kind).toBe('smtp');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@t.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your Tabletalk code\r?$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(mail?.raw).toContain('Your code is 123456. It expires in 10 minutes.');
    expect(mail?.raw).toContain('text/html');
  });

  it('stays in plaintext when the URL asks for ignoreTLS, even if the server offers STARTTLS', async () => {
    // smtp-server offers STARTTLS with a self-signed certificate by default; without ignoreTLS
    // nodemailer would upgrade and refuse the certificate, which is right for remote servers.
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'no-reply@t.test',
    );
    cleanups.push(() => mailer.close());

    await mailer.send(message);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.secure).toBe(false);
  });

  it('sends an inline image attachment as a related part with its Content-ID', async () => {
    const smtp = await startSmtpServer({ disabledCommands: ['STARTTLS'] });
    cleanups.push(smtp.close);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@t.test');
    cleanups.push(() => mailer.close());
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

    await mailer.send({
      ...message,
      html: '<p>Chart:</p><img src="cid:chart-1@tabletalk" alt="Chart">',
      attachments: [
        {
          filename: 'chart-1.png',
          contentType: 'image/png',
          content: bytes.toString('base64'),
          cid: 'chart-1@tabletalk',
        },
      ],
    });

    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(/^Content-ID: <chart-1@tabletalk>\r?$/m);
    expect(raw).toMatch(/^Content-Type: image\/png; name=chart-1\.png\r?$/m);
    expect(raw).toContain(bytes.toString('base64'));
  });

  it('gives a message with a key the same Message-ID every time it is sent', async () => {
    const smtp = await startSmtpServer({ disabledCommands: ['STARTTLS'] });
    cleanups.push(smtp.close);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Tabletalk <no-reply@t.test>');
    cleanups.push(() => mailer.close());
    const key = '2f0c1a8e-5d7b-4c3e-9a61-0b8d4e2f7c15';

    await mailer.send({ ...message, key });
    await mailer.send({ ...message, key });
    await mailer.send(message);

    const ids = smtp.received.map(messageIdOf);
    expect(ids.slice(0, 2)).toEqual([`<${key}@t.test>`, `<${key}@t.test>`]);
    // Without a key nodemailer makes one up, different each time.
    expect(ids[2]).toMatch(/^<.+@.+>$/);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('fails loudly when the server refuses the message, so the job is retried', async () => {
    const smtp = await startSmtpServer({
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    cleanups.push(smtp.close);
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@t.test');
    cleanups.push(() => mailer.close());

    await expect(mailer.send(message)).rejects.toThrow(/mailbox unavailable/);
  });
});

describe('createOutboxMailer', () => {
  it('writes the message as JSON and logs who and what, never the body', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-outbox-'));
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    const mailer = createOutboxMailer(path.join(dir, 'outbox'), log);
    try {
      await mailer.send(message);

      const files = readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      const written = JSON.parse(readFileSync(path.join(dir, 'outbox', files[0] ?? ''), 'utf8'));
      expect(written).toEqual({ ...message, sentAt: expect.any(String) });
      expect(Number.isNaN(Date.parse(written.sentAt))).toBe(false);

      expect(lines).toHaveLength(1);
      const logged = JSON.parse(lines[0] ?? '{}');
      expect(logged).toMatchObject({ to: message.to, subject: message.subject });
      expect(lines[0]).not.toContain('123456');
    } finally {
      await mailer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
