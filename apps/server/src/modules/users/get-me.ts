import type { MeResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { getServiceUsage } from '../../core/entitlements';
import { resolveOrgScope } from '../../core/identity';
import { presentUser } from '../auth';
import { getUserSubscription } from '../billing';
import { listOrganizationsForUser } from '../orgs';
import type { UserRow } from './presenter';

/**
 * Everything the app loads after sign-in: the user, their organizations, and in the selected
 * organization (headers, else the personal one) their role, permissions, the plan's usage and
 * the subscription (with the Pro trial).
 * @throws AppError NOT_FOUND (not a member of the requested organization or team), ORG_SUSPENDED.
 */
export async function getMe(
  ctx: AppContext,
  options: { user: UserRow; orgId?: string; teamId?: string },
): Promise<MeResponse['data']> {
  const { user, orgId, teamId } = options;
  const scope = await resolveOrgScope(ctx.db, { userId: user.id, orgId, teamId });
  const now = ctx.now();
  const [organizations, serviceUsage, subscription] = await Promise.all([
    listOrganizationsForUser(ctx.db, user.id),
    scope ? getServiceUsage(ctx.db, scope.org, now) : null,
    scope ? getUserSubscription(ctx.db, { userId: user.id, scope, now }) : null,
  ]);
  return {
    user: presentUser(user),
    permissions: scope?.permissions ?? [],
    role: scope?.role ?? null,
    serviceUsage,
    subscription,
    organizations,
    selectedOrganizationId: scope?.org.id ?? null,
    selectedTeamId: scope?.teamId ?? null,
  };
}
