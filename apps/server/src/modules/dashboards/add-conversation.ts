import { type AddConversationToDashboardRequest, AppError } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { insertedRow } from '../../db/inserted-row';
import { getConversation, readStoredResult } from '../rooms';
import { isSourceDeleted } from '../sources';
import { countConnectedDashboard } from './count-connected-dashboard';
import { assertDashboardTarget } from './dashboard-target';
import type { DashboardActor } from './dashboards.policy';
import { getEditableDashboard } from './get-editable-dashboard';
import type { DashboardItemRow } from './presenter';
import { dashboardItems, dashboards } from './tables';

const MAX_TITLE = 200;

/**
 * `dashboard/db/add-conversation-to-dashboard`: pins the answer of a conversation in one of the
 * user's rooms to a dashboard they may change, as a WIDGET (a single value only), a GRAPH or a
 * TABLE (a chart or table only), keeping its structured query, SQL, chart and result. The first
 * item a dashboard gets in a month counts it as connected (`countConnectedDashboard`).
 * @throws AppError NOT_FOUND (dashboard or conversation not visible); FORBIDDEN;
 *   VALIDATION_FAILED with the spec's message when the answer does not fit the kind;
 *   SOURCE_DELETED_DASHBOARD when the answer's source was deleted; PLAN_LIMIT.
 */
export async function addConversationToDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; request: AddConversationToDashboardRequest },
): Promise<DashboardItemRow> {
  const { actor, request } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, {
    actor,
    dashboardId: request.dashboardId,
  });
  const conversation = await getConversation(ctx.db, {
    orgId: actor.orgId,
    userId: actor.userId,
    conversationId: request.conversationId,
  });
  const result = readStoredResult(conversation.result);
  assertDashboardTarget(result, request.kind);
  const answer = result.answer;
  if (!answer) throw new AppError('VALIDATION_FAILED');
  const source = { orgId: actor.orgId, sourceId: conversation.sourceId };
  if (await isSourceDeleted(ctx.db, source)) throw new AppError('SOURCE_DELETED_DASHBOARD');

  const use = await countConnectedDashboard(ctx, { org: actor.org, dashboardId: dashboard.id });
  try {
    const now = ctx.now();
    const item = await insertedRow(
      ctx.db
        .insert(dashboardItems)
        .values({
          orgId: actor.orgId,
          dashboardId: dashboard.id,
          sourceId: conversation.sourceId,
          conversationId: conversation.id,
          kind: request.kind,
          title: request.title ?? conversation.text.slice(0, MAX_TITLE),
          structuredQuery: answer.structuredQuery,
          sql: answer.sql,
          chart: request.kind === 'GRAPH' ? answer.chart : null,
          result,
          lastRefreshedAt: conversation.createdAt,
          position: sql`(select coalesce(max(i.position), -1) + 1 from "dashboard_items" i where i.dashboard_id = ${dashboard.id})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'dashboard item',
    );
    await ctx.db
      .update(dashboards)
      .set({ updatedAt: now })
      .where(and(eq(dashboards.id, dashboard.id), eq(dashboards.orgId, actor.orgId)));
    return item;
  } catch (error) {
    await use?.release();
    throw error;
  }
}
