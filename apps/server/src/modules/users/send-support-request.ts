import type { AppContext } from '../../context';
import { assertEmailSupport } from '../../core/entitlements';
import type { Organization } from '../../core/identity';
import { sendEmail } from '../notifications';
import type { UserRow } from './presenter';

/**
 * Emails a support request to SUPPORT_EMAIL, with who asked and from which organization.
 * @throws AppError PLAN_LIMIT on plans without email support (Basic).
 */
export async function sendSupportRequest(
  ctx: AppContext,
  options: { user: UserRow; org: Organization; subject: string; message: string },
): Promise<void> {
  const { user, org, subject, message } = options;
  assertEmailSupport(org);
  const name = `${user.givenName} ${user.familyName}`.trim();
  await sendEmail(ctx, {
    to: ctx.env.supportEmail,
    subject: `[Support] ${subject}`,
    paragraphs: [
      `From: ${name} <${user.email}> (user ${user.id})`,
      `Organization: ${org.name} (${org.id}), ${org.plan} plan`,
      `Subject: ${subject}`,
      message,
    ],
  });
}
