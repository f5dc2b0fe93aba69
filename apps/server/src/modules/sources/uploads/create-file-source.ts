import type { AddSourceResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { holdQuota, type OrgPlanRef } from '../../../core/entitlements';
import { insertedRow } from '../../../db/inserted-row';
import { createProject } from '../projects';
import { newDuckDbPath } from '../storage';
import { sources } from '../tables';

export interface NewFileSource {
  orgId: string;
  teamId: string;
  userId: string;
  name: string;
  type: 'CSV' | 'XLS';
  filePath: string;
  sizeBytes: number;
  originalFilename: string;
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
 * @throws AppError PLAN_LIMIT when the organization has no data source left.
 */
export async function createFileSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs' | 'now'>,
  file: NewFileSource,
): Promise<AddSourceResponse> {
  const now = ctx.now();
  const source = await ctx.db.transaction(async (tx) => {
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
          filePath: file.filePath,
          duckdbPath: newDuckDbPath(ctx.env, file.orgId),
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'source',
    );
    return row;
  });
  await ctx.jobs.send('sources.ingest', { sourceId: source.id });
  return {
    _id: source.id,
    status: 'PENDING',
    projectId: source.projectId,
    name: source.name,
    type: file.type,
  };
}
