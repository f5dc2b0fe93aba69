import type { Connector, ReleaseSlot } from '@tabletalk/connectors';
import type { AppContext } from '../../../context';
import { toAppError } from '../../../lib/app-errors';
import type { SourceRow } from '../find-source';
import { getSourceRuntime } from '../source-runtime';
import { sourceConnectorSlot } from './open-source-connector';

/** What a guarded source call needs from the app. */
export type SourceQueryContext = Pick<AppContext, 'env' | 'log' | 'sourceRuntime'>;

export interface SourceCallOptions {
  /** The organization whose query slots the call takes (the source's own). */
  orgId: string;
  source: SourceRow;
  /** Aborting while waiting for a slot leaves the line. */
  signal?: AbortSignal;
  /** Jobs wait longer for their slot than people do. */
  isBackground?: boolean;
}

/** How long a job (a knowledge build) waits for a slot of its organization. */
const BACKGROUND_WAIT_MS = 5 * 60_000;

async function takeSlot(ctx: SourceQueryContext, options: SourceCallOptions): Promise<ReleaseSlot> {
  try {
    return await getSourceRuntime(ctx).gate.acquire(options.orgId, {
      signal: options.signal,
      waitTimeoutMs: options.isBackground ? BACKGROUND_WAIT_MS : undefined,
    });
  } catch (error) {
    // A full line is a 429 with the seconds to wait (sent as `Retry-After`).
    throw toAppError(error, 'query-slot');
  }
}

/**
 * Runs `work` with the source's pooled connector while holding one of the organization's query
 * slots (SECURITY B5): at most ORG_QUERY_CONCURRENCY at once per organization, then a FIFO line
 * of ORG_QUERY_QUEUE waiting up to ORG_QUERY_WAIT_MS; the connector is shared by every caller of
 * the source, its pool capped at SOURCE_POOL_MAX connections. Both are released however `work`
 * ends.
 * @throws AppError RATE_LIMITED (429, `details.retryAfterSeconds`) when the line is full or the
 *   wait times out; SOURCE_NOT_READY for a file not loaded yet; CREDENTIALS_UNREADABLE; whatever
 *   `work` throws (ConnectorError from the connector).
 */
export async function withSourceConnector<T>(
  ctx: SourceQueryContext,
  options: SourceCallOptions,
  work: (connector: Connector) => Promise<T>,
): Promise<T> {
  const release = await takeSlot(ctx, options);
  try {
    const runtime = getSourceRuntime(ctx);
    // A job's file queries run in the background query process, below requests' priority.
    const background = options.isBackground === true;
    const processes = background ? runtime.backgroundQueryProcesses : runtime.queryProcesses;
    const slot = await sourceConnectorSlot(ctx.env, options.source, processes, background);
    const lease = runtime.connectors.lease(slot.key, slot.fingerprint, slot.open);
    try {
      return await work(lease.connector);
    } finally {
      lease.release();
    }
  } finally {
    release();
  }
}
