import type { QueryResult } from '@tabletalk/connectors';
import { AppError, type SemanticModel } from '@tabletalk/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { findModelAtVersion } from '../current-model';
import { findSourceWithModelVersion, isUuid, type SourceRow } from '../find-source';
import { sources } from '../tables';
import { type RunSourceQueryOptions, runSourceQuery } from './run-source-query';

/**
 * Whether the organization's source was deleted: rooms and dashboards that used it then show the
 * spec's messages instead of asking it anything.
 */
export async function isSourceDeleted(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<boolean> {
  if (!isUuid(options.sourceId)) return false;
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.id, options.sourceId),
        eq(sources.orgId, options.orgId),
        isNotNull(sources.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a question's query may choose: the statement, its parameters, a signal, tighter caps. */
export type SourceQueryRequest = Omit<RunSourceQueryOptions, 'orgId' | 'source'>;

/** A source ready to answer questions: its row, current knowledge, and the guarded query. */
export interface QueryableSource {
  source: SourceRow;
  model: SemanticModel | null;
  /** `runSourceQuery` on this source: the organization's query slots, the pooled connector. */
  query(request: SourceQueryRequest): Promise<QueryResult>;
  /** SOURCE_QUERY_TIMEOUT_MS and SOURCE_MAX_ROWS, the defaults of `query`. */
  limits: { timeoutMs: number; maxRows: number };
  /** The version of the knowledge read (null before the first build), where it was read. */
  modelVersion?: number | null;
}

/**
 * The source a room or dashboard asks, with its knowledge.
 * @throws AppError `deletedError` (SOURCE_DELETED_ROOM or SOURCE_DELETED_DASHBOARD: the spec's
 *   messages) when it was deleted; NOT_FOUND when it is not the organization's; SOURCE_NOT_READY
 *   while it loads or after it failed.
 */
export async function getSourceForQuery(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'sourceRuntime'>,
  options: {
    orgId: string;
    sourceId: string;
    deletedError: 'SOURCE_DELETED_ROOM' | 'SOURCE_DELETED_DASHBOARD' | 'NOT_FOUND';
  },
): Promise<QueryableSource> {
  const found = await findSourceWithModelVersion(ctx.db, options);
  const source = found?.source;
  if (!source) {
    if (await isSourceDeleted(ctx.db, options)) throw new AppError(options.deletedError);
    throw new AppError('NOT_FOUND');
  }
  if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
  const modelVersion = found.modelVersion;
  return {
    ...toQueryableSource(ctx, {
      orgId: options.orgId,
      source,
      // The knowledge of that version, from the cache unless it changed since it was read.
      model: await findModelAtVersion(ctx.db, source.id, modelVersion),
    }),
    modelVersion,
  };
}

/** A live, ready source already read, with its knowledge, as the question engine asks it. */
export function toQueryableSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'sourceRuntime'>,
  options: { orgId: string; source: SourceRow; model: SemanticModel | null },
): QueryableSource {
  const { orgId, source, model } = options;
  return {
    source,
    model,
    query: (request) => runSourceQuery(ctx, { ...request, orgId, source }),
    limits: { timeoutMs: ctx.env.sources.queryTimeoutMs, maxRows: ctx.env.sources.maxRows },
  };
}
