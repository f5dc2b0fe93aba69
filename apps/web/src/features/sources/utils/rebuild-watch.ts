import type { SourceInfo } from '@tabletalk/contracts';

type Snapshot = Pick<SourceInfo, 'status' | 'modelVersion' | 'lastRefreshedAt' | 'progress'>;

interface Watch {
  since: number;
  from: Snapshot;
}

/** How long to wait for a requested rebuild to show before giving up watching. */
export const REBUILD_WATCH_MS = 120_000;

/**
 * Sources whose knowledge build or refresh was just requested. The server keeps an ACTIVE
 * source ACTIVE while rebuilding (only its progress moves) and the job may start a moment
 * later, so the source page keeps polling until the model version, refresh time or status
 * changes, or the watch times out.
 */
export function createRebuildWatch(now: () => number = Date.now) {
  const watches = new Map<string, Watch>();
  return {
    start(sourceId: string, from: Snapshot): void {
      watches.set(sourceId, { since: now(), from });
    },
    /** Whether the source is (or is about to be) rebuilding; ends the watch once it is done. */
    isRebuilding(sourceId: string, info: Snapshot): boolean {
      if (info.status === 'ACTIVE' && info.progress < 1) return true;
      const watch = watches.get(sourceId);
      if (!watch) return false;
      const hasChanged =
        info.modelVersion !== watch.from.modelVersion ||
        info.lastRefreshedAt !== watch.from.lastRefreshedAt ||
        info.status !== watch.from.status;
      if (hasChanged || now() - watch.since > REBUILD_WATCH_MS) {
        watches.delete(sourceId);
        return false;
      }
      return true;
    },
  };
}

/** The app's one watch list (the source-info query reads it). */
export const rebuildWatch = createRebuildWatch();
