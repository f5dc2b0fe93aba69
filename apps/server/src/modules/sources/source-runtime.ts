import {
  BACKGROUND_NICENESS,
  createConcurrencyGate,
  createConnectorRegistry,
  createQueryProcessPool,
  stopIdleIngestChildren,
} from '@tabletalk/connectors';
import type { AppContext, SourceRuntime } from '../../context';

/** What the runtime is built from, and where it is kept. */
export type RuntimeContext = Pick<AppContext, 'env' | 'log' | 'sourceRuntime'>;

/**
 * Open connectors kept at most (each DuckDB file or database pool holds memory); past it the
 * least recently used idle ones close early.
 */
const MAX_OPEN_CONNECTORS = 200;

/**
 * The process's pooled source connectors and per-organization query gate, created on first use
 * and kept on the context: every request and job of the process shares them (SECURITY B5).
 */
export function getSourceRuntime(ctx: RuntimeContext): SourceRuntime {
  ctx.sourceRuntime ??= {
    connectors: createConnectorRegistry({
      idleMs: ctx.env.sources.poolIdleMs,
      maxOpen: MAX_OPEN_CONNECTORS,
      onCloseError: (error, key) => ctx.log.warn({ err: error, key }, 'source connector close'),
    }),
    gate: createConcurrencyGate({
      limit: ctx.env.sources.orgQueryConcurrency,
      maxQueue: ctx.env.sources.orgQueryQueue,
      waitTimeoutMs: ctx.env.sources.orgQueryWaitMs,
    }),
    queryProcesses: createQueryProcessPool({ memoryMb: ctx.env.sources.queryMemoryMb }),
    // Knowledge builds of fresh files take the CPU requests leave idle, as file loads do.
    backgroundQueryProcesses: createQueryProcessPool({
      memoryMb: ctx.env.sources.queryMemoryMb,
      size: 1,
      niceness: BACKGROUND_NICENESS,
      startAtOnce: false,
    }),
  };
  return ctx.sourceRuntime;
}

/**
 * Closes the pooled connectors when the app stops: idle ones at once, busy ones when their work
 * ends; the query processes and the file loaders waiting for a load are killed. Queries after it
 * open fresh connectors (a job finishing during shutdown still works).
 */
export async function closeSourceRuntime(ctx: Pick<AppContext, 'sourceRuntime'>): Promise<void> {
  await ctx.sourceRuntime?.connectors.closeAll();
  ctx.sourceRuntime?.queryProcesses.close();
  ctx.sourceRuntime?.backgroundQueryProcesses.close();
  stopIdleIngestChildren();
}

/**
 * The registry key of a DuckDB file (the sheets of a workbook share one); background work has a
 * connector of its own, in the background query process.
 */
export function fileConnectorKey(duckdbPath: string, background = false): string {
  return background ? `background-file:${duckdbPath}` : `file:${duckdbPath}`;
}
