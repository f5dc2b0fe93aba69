import type { AppContext } from '../../context';
import { createNotification } from '../notifications';
import type { SourceRow } from './find-source';

/** Tells whoever added a source that it is ready, or why it failed. */
export async function notifySourceOutcome(
  ctx: Pick<AppContext, 'db' | 'now'>,
  source: Pick<SourceRow, 'id' | 'orgId' | 'createdBy' | 'name' | 'status' | 'reason'>,
): Promise<void> {
  if (!source.createdBy) return;
  const isReady = source.status === 'ACTIVE';
  await createNotification(ctx, {
    userId: source.createdBy,
    orgId: source.orgId,
    kind: isReady ? 'sources.ready' : 'sources.failed',
    title: isReady ? `${source.name} is ready` : `${source.name} could not be loaded`,
    message: isReady
      ? 'Your data source is loaded. You can ask questions about it now.'
      : (source.reason ?? 'The data source could not be loaded.'),
    link: `/sources/${source.id}`,
  });
}
