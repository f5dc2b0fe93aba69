import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { findCurrentModel } from '../sources';
import { schemaProblem } from './schema-problem';
import { dashboardItems } from './tables';

/**
 * Re-checks every dashboard item over a source after its knowledge was rebuilt (`refresh-database`
 * re-reads a database's schema; a reloaded file may have other columns): an item whose structured
 * query no longer compiles against the new model is marked broken with what changed (the missing
 * table or column, in the compiler's words), and one that compiles again is mended. Items of SQL
 * alone are checked when they next run. Answers how many items are broken now.
 */
export async function recheckSourceItems(
  ctx: Pick<AppContext, 'db' | 'now'>,
  sourceId: string,
): Promise<number> {
  const model = await findCurrentModel(ctx.db, sourceId);
  if (!model) return 0;
  const items = await ctx.db
    .select({
      id: dashboardItems.id,
      structuredQuery: dashboardItems.structuredQuery,
      brokenReason: dashboardItems.brokenReason,
    })
    .from(dashboardItems)
    .where(eq(dashboardItems.sourceId, sourceId));
  let broken = 0;
  for (const item of items) {
    if (!item.structuredQuery) {
      if (item.brokenReason) broken += 1;
      continue;
    }
    const brokenReason = schemaProblem(item.structuredQuery, model);
    if (brokenReason) broken += 1;
    if (brokenReason === item.brokenReason) continue;
    await ctx.db
      .update(dashboardItems)
      .set({ brokenReason, updatedAt: ctx.now() })
      .where(eq(dashboardItems.id, item.id));
  }
  return broken;
}
