import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttleProgress } from './progress-reporter';
import { sources } from './tables';

/**
 * A throttled writer of a source's load progress. It only touches the source while it is
 * PENDING, so a late write can never undo a finished (ACTIVE or FAILED) status.
 */
export function sourceProgressWriter(ctx: { db: Db; now(): Date }, sourceId: string) {
  return throttleProgress((progress) =>
    ctx.db
      .update(sources)
      .set({ progress, updatedAt: ctx.now() })
      .where(and(eq(sources.id, sourceId), eq(sources.status, 'PENDING'))),
  );
}
