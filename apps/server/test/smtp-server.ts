import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the test server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
}

/** The Message-ID header of a received message, or '' when it has none. */
export const messageIdOf = (mail: ReceivedMail) =>
  /^Message-ID:\s*(.*?)\r?$/im.exec(mail.raw)?.[1] ?? '';

/**
 * A real SMTP server on a random loopback port that keeps every message it accepts, for tests.
 * `beforeAccepting` runs once a message has been received whole and before the server answers
 * 250: the receiver has it, and the sender does not know yet.
 * @example const smtp = await startSmtpServer({ disabledCommands: ['STARTTLS'] }); … smtp.received
 */
export async function startSmtpServer(
  options: SMTPServerOptions & { beforeAccepting?: (mail: ReceivedMail) => Promise<void> } = {},
) {
  const { beforeAccepting, ...serverOptions } = options;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...serverOptions,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        };
        received.push(mail);
        if (!beforeAccepting) return callback();
        beforeAccepting(mail).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
