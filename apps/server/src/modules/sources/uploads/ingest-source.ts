import {
  FileRejectedError,
  IngestSandboxError,
  ingestFileInChild,
  removeStagingLeftovers,
} from '@tabletalk/connectors';
import { getOrganization } from '../../orgs';
import { evictSourceConnectors } from '../evict-source-connectors';
import { failSource } from '../fail-source';
import type { SourceRow } from '../find-source';
import { MAX_INGEST_ATTEMPTS, type SourceJobContext } from '../job-context';
import { buildFileKnowledge, describeConversions } from '../knowledge';
import { notifySourceOutcome } from '../notify-source-outcome';
import { sourceProgressWriter } from '../save-progress';
import { removeStoredFiles } from '../storage';
import { findSourceById } from '../update-source';
import { activateFileSources } from './activate-file-sources';
import { type IngestLimits, ingestLimitsFor, rejectionReason } from './file-limits';
import { isTransientFault } from './is-transient-fault';
import { claimLoad, keepLoadAlive, LOAD_STARTED, releaseLoad } from './load-claim';

const GIVE_UP_REASON = 'The file could not be loaded. Please try uploading it again.';
const UNEXPECTED_REASON =
  'The file could not be loaded: something in it could not be stored. Check the file, or contact support with its name.';

/**
 * The `sources.ingest` job: loads a PENDING file source into its DuckDB database in a child
 * process (SECURITY E4: INGEST_MEMORY_MB, INGEST_TIMEOUT_S; atomically: a killed run leaves
 * nothing half-visible and a rerun starts over), records its tables (one source per sheet of a
 * workbook), builds the knowledge and tells the uploader. A refused file, and a load that timed
 * out, ran out of memory or crashed, end FAILED with a readable reason at once (a retry would end
 * the same way), and so does any other error but a transient fault (a lost connection, a lock),
 * which alone is retried before it ends FAILED too.
 */
export async function ingestSource(ctx: SourceJobContext, sourceId: string): Promise<void> {
  const found = await findSourceById(ctx.db, sourceId);
  if (!found || found.deletedAt || found.status !== 'PENDING' || !found.filePath) return;
  // Another job has this load (a requeue after a crash meets the dead job's late retry).
  const source = await claimLoad(ctx, found);
  if (!source) return;
  const attempt = source.attempts;
  // What a killed run of this load left; no other run of it is alive now.
  if (source.duckdbPath) await removeStagingLeftovers(source.duckdbPath);
  const org = await getOrganization(ctx, source.orgId);
  const limits = ingestLimitsFor(org, source.isSample, ctx.now());
  const stopHeartbeat = keepLoadAlive(ctx, source.id);
  try {
    await loadAndRecord(ctx, source, limits);
  } catch (error) {
    stopHeartbeat();
    if (error instanceof FileRejectedError) {
      ctx.log.info({ sourceId, code: error.code, cause: error.cause }, 'file refused');
      await failSource(ctx, source, rejectionReason(org, error, limits));
      return;
    }
    if (error instanceof IngestSandboxError) {
      ctx.log.warn({ sourceId, code: error.code, cause: error.cause }, 'file load stopped');
      await failSource(ctx, source, error.message);
      return;
    }
    ctx.log.warn({ err: error, sourceId, attempt }, 'file load failed');
    // Only a fault outside the file may pass on another run; the file fails at once otherwise.
    if (isTransientFault(error) && attempt < MAX_INGEST_ATTEMPTS) {
      await releaseLoad(ctx, source.id);
      throw error;
    }
    await failSource(ctx, source, isTransientFault(error) ? GIVE_UP_REASON : UNEXPECTED_REASON);
  } finally {
    stopHeartbeat();
  }
}

async function loadAndRecord(
  ctx: SourceJobContext,
  source: SourceRow,
  limits: IngestLimits,
): Promise<void> {
  if (!source.filePath || !source.duckdbPath) throw new Error('file source without paths');
  const progress = sourceProgressWriter(ctx, source.id);
  // Loading is most of the work; the knowledge build the last fifth.
  const result = await ingestFileInChild({
    filePath: source.filePath,
    kind: source.type === 'CSV' ? 'csv' : 'xlsx',
    targetPath: source.duckdbPath,
    headers: source.headers ?? undefined,
    limits,
    sandbox: {
      memoryMb: ctx.env.sources.ingestMemoryMb,
      timeoutMs: ctx.env.sources.ingestTimeoutMs,
    },
    // From the start mark of the claim to 80 %: the file's load in its child process.
    onProgress: (fraction) => progress(LOAD_STARTED + fraction * (0.8 - LOAD_STARTED)),
  });
  // A reload replaced the file: readers of the old one reopen it.
  await evictSourceConnectors(ctx, source);
  const built = await buildFileKnowledge(ctx, source, (fraction) => progress(0.8 + fraction * 0.2));
  const model = built && describeConversions(built, result.tables);
  await progress.flush();

  const current = await findSourceById(ctx.db, source.id);
  if (!current || current.deletedAt) {
    // Deleted while loading: the database just written has no owner left.
    removeStoredFiles(ctx.env, [source.duckdbPath]);
    return;
  }
  const primary = await activateFileSources(ctx, current, { tables: result.tables, model });
  const isWorkbook = result.tables.length > 1 && current.sheetName === null;
  await notifySourceOutcome(
    ctx,
    primary,
    isWorkbook
      ? {
          workbookName: current.name,
          sourceNames: result.tables.map((t) => `${current.name} · ${t.sheetName ?? t.name}`),
        }
      : undefined,
  );
}
