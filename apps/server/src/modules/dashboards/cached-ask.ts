import type { AskResult, StructuredQuery } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import type { OrgPlanRef, Reservation } from '../../core/entitlements';
import { ask } from '../answers';
import { getSourceForQuery, type QueryableSource } from '../sources';
import { cacheResult, findCachedResult, type ResultKey } from './result-cache';
import type { SourceState } from './source-state';

export interface CachedAskOptions {
  org: OrgPlanRef;
  userId: string;
  sourceId: string;
  /** The source's state as the caller read it: its version keys the cache. */
  state: SourceState;
  /** The structured query run, else SQL (guarded as `ask` guards it). */
  query: StructuredQuery | string;
  /** Take a result of the same query on the same source version when one is fresh. */
  useCache: boolean;
  /** The source ready to ask, when the caller already read it (else read after counting). */
  source?: QueryableSource;
  /** The question's use of the plan, counted already (`ask`'s `reserved`); released if unused. */
  reserved?: Reservation;
}

/** The cache's key of a query: the organization, the source, its version and the query. */
export function resultKeyOf(
  options: Omit<CachedAskOptions, 'useCache' | 'userId' | 'source' | 'reserved'>,
): ResultKey {
  return {
    orgId: options.org.id,
    sourceId: options.sourceId,
    version: options.state.version,
    query: options.query,
  };
}

/**
 * Runs a dashboard's query through `ask` (a counted question; the organization's query gate
 * applies inside), or answers it from a result of the same query on the same source version
 * (`result-cache.ts`), and keeps a fresh result for the next one. Items and their comparisons
 * with the previous period (`widget-change/`) run through here.
 * @throws AppError SOURCE_DELETED_DASHBOARD; as `ask` (VALIDATION_FAILED, QUERY_FAILED,
 *   PLAN_LIMIT, QUERY_TIMEOUT…).
 */
export async function cachedAsk(
  ctx: AppContext,
  options: CachedAskOptions,
): Promise<{ result: AskResult; at: Date; cached: boolean }> {
  const lookup = { orgId: options.org.id, sourceId: options.sourceId };
  const key = resultKeyOf(options);
  const found = options.useCache ? findCachedResult(key, ctx.now()) : null;
  if (found) {
    await options.reserved?.release();
    return { ...found, cached: true };
  }
  const { query } = options;
  const asked = await ask(ctx, {
    scope: { org: options.org, userId: options.userId },
    source:
      options.source ??
      (() => getSourceForQuery(ctx, { ...lookup, deletedError: 'SOURCE_DELETED_DASHBOARD' })),
    question:
      typeof query === 'string' ? { kind: 'sql', sql: query } : { kind: 'structured-query', query },
    reserved: options.reserved,
  });
  const at = ctx.now();
  cacheResult(key, asked.result, at);
  return { result: asked.result, at, cached: false };
}
