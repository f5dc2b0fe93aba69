import type { AppContext } from '../../context';
import type { EmailMessage } from '../../lib/email/mailer';

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

export interface PlainEmail {
  to: string;
  subject: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  paragraphs: string[];
  /** A call to action, shown as a link in HTML and as the bare URL in text. */
  action?: { label: string; url: string };
}

/** Builds the text and HTML parts of a simple email. */
export function composeEmail(email: PlainEmail): EmailMessage {
  const { to, subject, paragraphs, action } = email;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]
      : []),
  ].join('\n');
  return { to, subject, text, html };
}

/** Queues an email through the job queue (delivered by the worker, retried on failure). */
export async function sendEmail(ctx: Pick<AppContext, 'jobs'>, email: PlainEmail): Promise<void> {
  await ctx.jobs.send('email.send', composeEmail(email));
}
