import type { AppContext } from '../../context';
import { queueEmail } from '../notifications';
import type { Email } from './emails';

/**
 * Queues an email. Sending runs in a job, so answering does not wait on SMTP and known and
 * unknown addresses take similar time (SECURITY F4).
 */
export async function sendAuthEmail(ctx: AppContext, to: string, email: Email): Promise<void> {
  await queueEmail(ctx, { to, ...email });
}

/** Addresses of the web app's pages that auth emails link to. */
export function appLinks(ctx: AppContext) {
  const base = ctx.env.publicUrl;
  return {
    confirmSignup: (email: string, token: string) =>
      `${base}/confirmSignup?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`,
    login: (email?: string) =>
      email ? `${base}/login?email=${encodeURIComponent(email)}` : `${base}/login`,
    forgotPassword: `${base}/forgot-password`,
  };
}
