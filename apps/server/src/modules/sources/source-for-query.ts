import type { Connector } from '@tabletalk/connectors';
import { AppError, type SemanticModel } from '@tabletalk/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema';
import { findSource, isUuid, type SourceRow } from './find-source';
import { openSourceConnector } from './open-source-connector';
import { findLatestModel } from './source-models';

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

/** A source ready to answer questions: its row, current knowledge, and a connector opener. */
export interface QueryableSource {
  source: SourceRow;
  model: SemanticModel | null;
  /** Opens a read-only connector; the caller closes it. */
  openConnector(): Connector;
  /** SOURCE_QUERY_TIMEOUT_MS and SOURCE_MAX_ROWS, for `connector.query`. */
  limits: { timeoutMs: number; maxRows: number };
}

/**
 * The source a room or dashboard asks, with its knowledge.
 * @throws AppError `deletedError` (SOURCE_DELETED_ROOM or SOURCE_DELETED_DASHBOARD: the spec's
 *   messages) when it was deleted; NOT_FOUND when it is not the organization's; SOURCE_NOT_READY
 *   while it loads or after it failed.
 */
export async function getSourceForQuery(
  ctx: Pick<AppContext, 'db' | 'env'>,
  options: {
    orgId: string;
    sourceId: string;
    deletedError: 'SOURCE_DELETED_ROOM' | 'SOURCE_DELETED_DASHBOARD';
  },
): Promise<QueryableSource> {
  const source = await findSource(ctx.db, options);
  if (!source) {
    if (await isSourceDeleted(ctx.db, options)) throw new AppError(options.deletedError);
    throw new AppError('NOT_FOUND');
  }
  if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
  const latest = await findLatestModel(ctx.db, source.id);
  return {
    source,
    model: latest?.model ?? null,
    openConnector: () => openSourceConnector(ctx.env, source),
    limits: { timeoutMs: ctx.env.sources.queryTimeoutMs, maxRows: ctx.env.sources.maxRows },
  };
}
