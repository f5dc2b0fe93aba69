import type { AppContext } from '../../../context';
import type { UserRow } from '../../../core/identity';
import { issueEmailCode } from '../codes';
import { signupCodeEmail } from '../emails';
import { appLinks, sendAuthEmail } from '../mail';

/** Issues a new sign-up code (voiding older ones) bound to a flow, and emails it with its link. */
export async function sendSignupCode(
  ctx: AppContext,
  options: { user: UserRow; flowId: string },
): Promise<void> {
  const { user, flowId } = options;
  const issued = await issueEmailCode(ctx, { userId: user.id, purpose: 'signup', flowId });
  if (!issued.linkToken) throw new Error('sign-up codes carry a link token');
  const email = signupCodeEmail({
    givenName: user.givenName,
    code: issued.code,
    link: appLinks(ctx).confirmSignup(user.email, issued.linkToken),
  });
  await sendAuthEmail(ctx, user.email, email);
}
