import type { AuthSession } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../core/identity';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../lib/security/access-token';
import { type Joined, listOrganizationsForUser } from '../../orgs';
import { presentUser } from '../present-user';

/** Signs a fresh access token for a live session and presents what the client holds. */
export async function buildAuthSession(
  ctx: AppContext,
  options: { user: UserRow; sessionId: string; joined?: Joined },
): Promise<AuthSession> {
  const { user, sessionId, joined } = options;
  const token = await signAccessToken(
    ctx.keys.sessionJwt,
    { userId: user.id, sessionId },
    ctx.now(),
  );
  return {
    token,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    data: {
      user: presentUser(user),
      sessionId,
      organizations: await listOrganizationsForUser(ctx.db, user.id),
      ...(joined ? { joined } : {}),
    },
  };
}
