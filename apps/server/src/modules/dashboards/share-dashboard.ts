import { AppError } from '@tabletalk/contracts';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { teamMembers, users } from '../../core/identity';
import type { Db } from '../../db/client';
import type { DashboardActor } from './dashboards.policy';
import type { Sharer } from './find-dashboard';
import { getEditableDashboard } from './get-editable-dashboard';
import { listShares } from './list-shares';
import { notifyDashboardShared } from './notify-dashboard-shared';
import type { DashboardShareRow } from './presenter';
import { dashboardShares } from './tables';

/** The users among `userIds` who are members of the organization (of any of its teams). */
function findMembers(db: Db, options: { orgId: string; userIds: string[] }) {
  const isMember = db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.orgId, options.orgId), eq(teamMembers.userId, users.id)));
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, options.userIds), exists(isMember)));
}

/**
 * `POST dashboard/share/{id}`: shares a dashboard with members of its organization, who then see
 * it (even PRIVATE) and refresh it. Sharing with its owner, the sharer, or a member it is
 * already shared with changes nothing; each member newly shared with gets a notification and an
 * email. Answers the members it is shared with.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not change it; VALIDATION_FAILED
 *   (nothing shared) when a user is not a member of the organization.
 */
export async function shareDashboard(
  ctx: Pick<AppContext, 'db' | 'now' | 'jobs' | 'env'>,
  options: { actor: DashboardActor; sharer: Sharer; dashboardId: string; userIds: string[] },
): Promise<DashboardShareRow[]> {
  const { actor } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  const userIds = [...new Set(options.userIds)];
  const members = await findMembers(ctx.db, { orgId: actor.orgId, userIds });
  const found = new Set(members.map((member) => member.id));
  const outsiders = userIds.filter((userId) => !found.has(userId));
  if (outsiders.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'A dashboard can be shared only with members of its organization.',
      details: { userIds: outsiders },
    });
  }
  const newcomers = members.filter(
    (member) => member.id !== dashboard.createdBy && member.id !== actor.userId,
  );
  const inserted =
    newcomers.length === 0
      ? []
      : await ctx.db
          .insert(dashboardShares)
          .values(
            newcomers.map((member) => ({
              dashboardId: dashboard.id,
              userId: member.id,
              orgId: actor.orgId,
              sharedBy: actor.userId,
              createdAt: ctx.now(),
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: dashboardShares.userId });
  const added = new Set(inserted.map((share) => share.userId));
  for (const member of newcomers.filter((m) => added.has(m.id))) {
    await notifyDashboardShared(ctx, {
      org: actor.org,
      dashboard,
      sharer: options.sharer,
      member,
    });
  }
  return listShares(ctx.db, { orgId: actor.orgId, dashboardId: dashboard.id });
}
