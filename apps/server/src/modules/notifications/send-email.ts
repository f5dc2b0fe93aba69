import type { AppContext } from '../../context';
import type { EmailAttachment, EmailMessage } from '../../lib/email/mailer';
import { queueEmail } from './deliver-email';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML: names and messages in emails come from users. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A part of an email past its paragraphs, written twice: as HTML (the caller escapes what users
 * wrote, with `escapeHtml`) and as plain text.
 */
export interface EmailBlock {
  html: string;
  text: string;
}

/** A PNG the HTML shows inline, as `<img src="cid:${cid}">`. */
export interface InlineImage {
  cid: string;
  filename: string;
  png: Uint8Array;
}

export interface PlainEmail {
  to: string;
  subject: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  paragraphs: string[];
  /** Parts after the paragraphs (a report's items), in order. */
  blocks?: EmailBlock[];
  /** Images the blocks show inline, attached with their Content-ID. */
  images?: InlineImage[];
  /** A call to action, shown as a link in HTML and as the bare URL in text. */
  action?: { label: string; url: string };
}

function attachmentOf(image: InlineImage): EmailAttachment {
  return {
    filename: image.filename,
    contentType: 'image/png',
    content: Buffer.from(image.png).toString('base64'),
    cid: image.cid,
  };
}

/** Builds the text and HTML parts of an email, with its inline images as attachments. */
export function composeEmail(email: PlainEmail): EmailMessage {
  const { to, subject, paragraphs, action, blocks = [], images = [] } = email;
  const text = [
    ...paragraphs,
    ...blocks.map((block) => block.text),
    ...(action ? [`${action.label}: ${action.url}`] : []),
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    ...blocks.map((block) => block.html),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]
      : []),
  ].join('\n');
  const message: EmailMessage = { to, subject, text, html };
  return images.length > 0 ? { ...message, attachments: images.map(attachmentOf) } : message;
}

/** Queues an email through the job queue (delivered by the worker, retried on failure). */
export async function sendEmail(ctx: Pick<AppContext, 'jobs'>, email: PlainEmail): Promise<void> {
  await queueEmail(ctx, composeEmail(email));
}
