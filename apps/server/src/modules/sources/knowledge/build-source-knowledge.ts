import { buildKnowledge, ConnectorError, nameFileTable } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import { failSource } from '../fail-source';
import type { SourceRow } from '../find-source';
import { MAX_INGEST_ATTEMPTS, type SourceJobContext } from '../job-context';
import { notifySourceOutcome } from '../notify-source-outcome';
import { withSourceConnector } from '../query';
import { sourceProgressWriter } from '../save-progress';
import { findLatestModel, saveModelVersion } from '../source-models';
import { findSourceById, updateSource } from '../update-source';
import { describeConversions } from './describe-conversions';

/**
 * Errors a retry would not fix: the message is already written for the user. A full query line
 * of the organization is not one of them: the job runs again later.
 */
function isFinal(error: unknown): error is ConnectorError | AppError {
  if (error instanceof AppError) return error.code !== 'RATE_LIMITED';
  return error instanceof ConnectorError;
}

async function buildAndStore(ctx: SourceJobContext, source: SourceRow, refresh: boolean) {
  const progress = sourceProgressWriter(ctx, source.id);
  try {
    const previous = (await findLatestModel(ctx.db, source.id))?.model;
    // One slot of the organization for the whole build: its queries run one after another.
    const model = await withSourceConnector(
      ctx,
      { orgId: source.orgId, source, isBackground: true },
      (connector) => buildKnowledge(connector, { now: ctx.now(), previous, onProgress: progress }),
    );
    // Percent columns keep their "(%)" through a rebuild; a file's one table its source's name.
    const named = source.duckdbPath ? nameFileTable(model, source.name) : model;
    const described = describeConversions(named, []);
    await saveModelVersion(ctx.db, { sourceId: source.id, model: described, now: ctx.now() });
  } finally {
    await progress.flush();
  }
  const isFirstBuild = source.status !== 'ACTIVE';
  const stored = await updateSource(ctx.db, source.id, {
    status: 'ACTIVE',
    reason: null,
    progress: 1,
    attempts: 0,
    ...(refresh || isFirstBuild ? { lastRefreshedAt: ctx.now() } : {}),
    updatedAt: ctx.now(),
  });
  if (stored && isFirstBuild) await notifySourceOutcome(ctx, stored);
}

/**
 * The `sources.build-knowledge` job: (re)builds a source's semantic model as its next version.
 * A new database connection goes PENDING → ACTIVE here (or FAILED with the connector's reason);
 * a refresh also bumps the last refresh time. A file still loading is left to its ingest job.
 */
export async function buildSourceKnowledge(
  ctx: SourceJobContext,
  job: { sourceId: string; refresh?: boolean },
): Promise<void> {
  const source = await findSourceById(ctx.db, job.sourceId);
  if (!source || source.deletedAt) return;
  if (source.filePath && source.status !== 'ACTIVE') return;
  const attempt = source.attempts + 1;
  await updateSource(ctx.db, source.id, { attempts: attempt, updatedAt: ctx.now() });
  try {
    await buildAndStore(ctx, source, job.refresh ?? false);
  } catch (error) {
    // Connector errors carry their reason as a code; others need the stack to be fixed.
    const detail = isFinal(error) ? { code: error.code } : { err: error };
    ctx.log.warn({ ...detail, sourceId: source.id, attempt }, 'knowledge build failed');
    if (!isFinal(error) && attempt < MAX_INGEST_ATTEMPTS) throw error;
    const reason = isFinal(error)
      ? error.message
      : 'The knowledge of this source could not be built.';
    // A working source keeps working on its previous model; a new one shows why it failed.
    if (source.status === 'ACTIVE') {
      await updateSource(ctx.db, source.id, { attempts: 0, progress: 1, updatedAt: ctx.now() });
    } else {
      await failSource(ctx, source, reason);
    }
  }
}
