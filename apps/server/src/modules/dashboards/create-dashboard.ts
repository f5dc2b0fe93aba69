import type { DashboardVisibility } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { insertedRow } from '../../db/inserted-row';
import { setActiveDashboard } from './active-dashboard';
import { type DashboardRow, getDashboard } from './find-dashboard';
import { dashboards } from './tables';

export interface CreateDashboardOptions {
  orgId: string;
  userId: string;
  data: { name: string; description?: string; visibility: DashboardVisibility };
  /** A draft (`create-draft`) is not listed until `update-dashboard` saves it. */
  isDraft: boolean;
}

/**
 * Creates a dashboard owned by the user and makes it the one they have open. The caller has
 * checked `dashboards.manage`.
 */
export async function createDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: CreateDashboardOptions,
): Promise<DashboardRow> {
  const now = ctx.now();
  const { id } = await insertedRow(
    ctx.db
      .insert(dashboards)
      .values({
        orgId: options.orgId,
        createdBy: options.userId,
        name: options.data.name,
        description: options.data.description || null,
        visibility: options.data.visibility,
        isDraft: options.isDraft,
        frequency: { kind: 'off' },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: dashboards.id }),
    'dashboard',
  );
  const ref = { orgId: options.orgId, userId: options.userId, dashboardId: id };
  await setActiveDashboard(ctx, ref);
  return getDashboard(ctx.db, ref);
}
