import type { SourceRow } from './find-source';
import type { SourceJobContext } from './job-context';
import { notifySourceOutcome } from './notify-source-outcome';
import { updateSource } from './update-source';

/** Marks a source FAILED with a reason the user can act on, and tells whoever added it. */
export async function failSource(
  ctx: Pick<SourceJobContext, 'db' | 'now'>,
  source: SourceRow,
  reason: string,
): Promise<void> {
  const failed = await updateSource(ctx.db, source.id, {
    status: 'FAILED',
    reason,
    progress: 0,
    updatedAt: ctx.now(),
  });
  if (failed && !failed.deletedAt) await notifySourceOutcome(ctx, failed);
}
