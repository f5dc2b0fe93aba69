import type { AppContext } from '../../context';
import { createNotification } from '../notifications';
import type { SourceRow } from './find-source';

/** A workbook loaded as several sources (one per sheet): its name and theirs. */
export interface WorkbookLoad {
  workbookName: string;
  sourceNames: string[];
}

/** "a, b and c". */
function listed(names: string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function readyText(source: Pick<SourceRow, 'name'>, workbook?: WorkbookLoad) {
  if (!workbook || workbook.sourceNames.length < 2) {
    return {
      title: `${source.name} is ready`,
      message: 'Your data source is loaded. You can ask questions about it now.',
    };
  }
  const count = workbook.sourceNames.length;
  return {
    title: `${workbook.workbookName} is ready: ${count} sheets`,
    message: `Your workbook is loaded as ${count} data sources: ${listed(workbook.sourceNames)}. You can ask questions about them now.`,
  };
}

/**
 * Tells whoever added a source that it is ready, or why it failed. A workbook whose sheets became
 * several sources is announced once, naming each of them: one upload, one notification.
 */
export async function notifySourceOutcome(
  ctx: Pick<AppContext, 'db' | 'now'>,
  source: Pick<SourceRow, 'id' | 'orgId' | 'createdBy' | 'name' | 'status' | 'reason'>,
  workbook?: WorkbookLoad,
): Promise<void> {
  if (!source.createdBy) return;
  const isReady = source.status === 'ACTIVE';
  const failed = {
    title: `${source.name} could not be loaded`,
    message: source.reason ?? 'The data source could not be loaded.',
  };
  await createNotification(ctx, {
    userId: source.createdBy,
    orgId: source.orgId,
    kind: isReady ? 'sources.ready' : 'sources.failed',
    ...(isReady ? readyText(source, workbook) : failed),
    link: `/sources/${source.id}`,
  });
}
