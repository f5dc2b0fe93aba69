import type { AddSourceResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { holdQuota, type OrgPlanRef } from '../../../core/entitlements';
import { insertedRow } from '../../../db/inserted-row';
import { createProject } from '../projects';
import { newDuckDbPath, removeStoredFiles } from '../storage';
import { sources } from '../tables';
import { findSameUpload } from './same-upload';

export interface NewFileSource {
  orgId: string;
  teamId: string;
  userId: string;
  name: string;
  type: 'CSV' | 'XLS';
  filePath: string;
  sizeBytes: number;
  originalFilename: string;
  /**
   * SHA-256 (hex) of the file's bytes, for an upload: the same bytes uploaded again by the same
   * person under the same name answer the source they already made. None for the sample.
   */
  contentHash?: string;
  isSample?: boolean;
  /** The organization whose data-source limit the source counts against; null for the sample. */
  quota: OrgPlanRef | null;
  /** Sources the file will become: a workbook's sheets each become one. */
  units?: number;
}

/**
 * Records an uploaded file as a PENDING source in a new project, and enqueues its load. Answers
 * at once; the `sources.ingest` job takes it to ACTIVE or FAILED. The data-source limit is held
 * in the inserting transaction, so two uploads at the last unit cannot both be recorded.
 *
 * An upload the same person already made (same organization, name and `contentHash`; its source
 * not deleted nor FAILED) is idempotent: it answers that source as it is now, with no new row,
 * load or use of the limit, and its file, a copy of the other's, is deleted. Two such uploads at
 * once end in one source (`findSameUpload` holds them one after the other).
 * @throws AppError PLAN_LIMIT when the organization has no data source left.
 */
export async function createFileSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs' | 'now'>,
  file: NewFileSource,
): Promise<AddSourceResponse> {
  const now = ctx.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    if (file.contentHash) {
      const same = await findSameUpload(tx, {
        orgId: file.orgId,
        userId: file.userId,
        name: file.name,
        contentHash: file.contentHash,
      });
      if (same) return { source: same, isNew: false };
    }
    if (file.quota) {
      await holdQuota({ db: tx, now: ctx.now }, file.quota, 'dataSources', { units: file.units });
    }
    const project = await createProject(tx, { ...file, now });
    const row = await insertedRow(
      tx
        .insert(sources)
        .values({
          orgId: file.orgId,
          teamId: file.teamId,
          projectId: project.id,
          createdBy: file.userId,
          name: file.name,
          type: file.type,
          status: 'PENDING',
          isSample: file.isSample ?? false,
          originalFilename: file.originalFilename,
          sizeBytes: file.sizeBytes,
          contentHash: file.contentHash ?? null,
          filePath: file.filePath,
          duckdbPath: newDuckDbPath(ctx.env, file.orgId),
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'source',
    );
    return { source: row, isNew: true };
  });
  const { source } = recorded;
  if (recorded.isNew) {
    await ctx.jobs.send('sources.ingest', { sourceId: source.id });
  } else if (source.filePath !== file.filePath) {
    // The same bytes are kept once, as the earlier source's file.
    removeStoredFiles(ctx.env, [file.filePath]);
  }
  return {
    _id: source.id,
    status: source.status,
    projectId: source.projectId,
    name: source.name,
    type: source.type,
  };
}
