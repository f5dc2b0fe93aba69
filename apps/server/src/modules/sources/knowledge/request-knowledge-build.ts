import { AppError, type SourceStatus } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { getSource } from '../find-source';

/**
 * Enqueues a (re)build of a source's knowledge; `refresh` (dashboards' refresh-database) also
 * re-introspects a database and bumps the last refresh time. Answers the status as it is now.
 * @throws AppError NOT_FOUND; SOURCE_NOT_READY for a file that failed to load.
 */
export async function requestKnowledgeBuild(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  options: { orgId: string; sourceId: string; refresh?: boolean },
): Promise<{ status: SourceStatus; message: string }> {
  const source = await getSource(ctx.db, options);
  const isLoadingFile = source.filePath !== null && source.status === 'PENDING';
  if (isLoadingFile) {
    return { status: 'PENDING', message: 'The file is still loading; its knowledge follows.' };
  }
  if (source.filePath !== null && source.status === 'FAILED') {
    throw new AppError('SOURCE_NOT_READY', {
      message: 'This file failed to load; upload it again.',
    });
  }
  await ctx.jobs.send('sources.build-knowledge', {
    sourceId: source.id,
    refresh: options.refresh ?? false,
  });
  const after = await getSource(ctx.db, options);
  return {
    status: after.status,
    message: options.refresh ? 'Refresh started' : 'Knowledge build started',
  };
}
