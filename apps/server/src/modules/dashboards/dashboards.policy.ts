import { AppError } from '@tabletalk/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Organization, OrgScope } from '../../core/identity';
import { authorize, getActor, getScope } from '../../plugins/request-context';
import { dashboards } from './tables';

/**
 * Who acts on dashboards: the organization (whose plan counts questions and connected
 * dashboards), the user, and what the permission table lets them do here.
 */
export interface DashboardActor {
  org: Organization;
  orgId: string;
  userId: string;
  /** `dashboards.manage`: create, edit, delete, add items. */
  canManage: boolean;
  /** Organization owners and admins edit every dashboard they can see. */
  isAdmin: boolean;
}

/** Who may read dashboards: everyone with `dashboards.view` (viewers included). */
export function authorizeViewDashboards(scope: OrgScope): void {
  authorize(scope, 'dashboards.view');
}

/** Who may create dashboards and change them: `dashboards.manage` (not viewers). */
export function authorizeManageDashboards(scope: OrgScope): void {
  authorize(scope, 'dashboards.manage');
}

/** The actor of a dashboards request, once they may read dashboards. */
export function dashboardActor(request: FastifyRequest): DashboardActor {
  const scope = getScope(request);
  authorizeViewDashboards(scope);
  return {
    org: scope.org,
    orgId: scope.org.id,
    userId: getActor(request).userId,
    canManage: scope.permissions.includes('dashboards.manage'),
    isAdmin: scope.role === 'owner' || scope.role === 'admin',
  };
}

/** The actor of a request that creates or changes dashboards (403 for viewers). */
export function managingActor(request: FastifyRequest): DashboardActor {
  authorizeManageDashboards(getScope(request));
  return dashboardActor(request);
}

/**
 * The dashboards a user sees in the organization: their own (drafts included), the saved PUBLIC
 * ones of others, and the saved ones shared with them (`dashboard_shares`, even PRIVATE). Every
 * lookup filters by this in the query, so another organization's dashboard, or someone else's
 * PRIVATE one not shared with them, is simply not found (404). A share counts only in its
 * organization, which the user reaches only while a member (`requireOrg`).
 */
export function visibleDashboards(actor: { orgId: string; userId: string }): SQL {
  const isPublic = eq(dashboards.visibility, 'PUBLIC');
  // Inside `sql`, Drizzle writes columns unqualified: the subquery names its tables.
  const isSharedWithUser = sql`exists (select 1 from "dashboard_shares" s where s.dashboard_id = "dashboards"."id" and s.org_id = "dashboards"."org_id" and s.user_id = ${actor.userId})`;
  return and(
    eq(dashboards.orgId, actor.orgId),
    or(
      eq(dashboards.createdBy, actor.userId),
      and(eq(dashboards.isDraft, false), or(isPublic, isSharedWithUser)),
    ),
  ) as SQL;
}

/** Whether the actor may change a dashboard they see: its owner, or an admin, who may manage. */
export function canEditDashboard(actor: DashboardActor, dashboard: { createdBy: string }): boolean {
  const isOwner = dashboard.createdBy === actor.userId;
  return actor.canManage && (isOwner || actor.isAdmin);
}

/**
 * @throws AppError FORBIDDEN when the actor may not change the dashboard.
 */
export function authorizeEditDashboard(
  actor: DashboardActor,
  dashboard: { createdBy: string },
): void {
  if (!canEditDashboard(actor, dashboard)) throw new AppError('FORBIDDEN');
}
