import { statSync } from 'node:fs';
import type { AddSourceResponse } from '@tabletalk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { OrgScope } from '../../../core/identity';
import { newUploadPath, removeStoredFiles } from '../storage';
import { sources } from '../tables';
import { createFileSource } from './create-file-source';
import { SAMPLE_NAME, writeSampleSalesCsv } from './sample-dataset';

/** PostgreSQL's unique_violation, wherever the driver put it (drizzle wraps errors in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function findSample(
  ctx: Pick<AppContext, 'db'>,
  orgId: string,
): Promise<AddSourceResponse | null> {
  const [row] = await ctx.db
    .select()
    .from(sources)
    .where(and(eq(sources.orgId, orgId), eq(sources.isSample, true), isNull(sources.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { id, status, projectId, name, type } = row;
  return { _id: id, status, projectId, name, type };
}

/**
 * Gives the organization the sample sales dataset as a source, loaded like an upload (and free of
 * plan limits). Idempotent: an organization that has it gets the existing one back.
 */
export async function createSampleSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs' | 'now'>,
  options: { scope: OrgScope; userId: string },
): Promise<AddSourceResponse> {
  const orgId = options.scope.org.id;
  const existing = await findSample(ctx, orgId);
  if (existing) return existing;
  const filePath = newUploadPath(ctx.env, orgId);
  writeSampleSalesCsv(filePath);
  try {
    return await createFileSource(ctx, {
      orgId,
      teamId: options.scope.teamId,
      userId: options.userId,
      name: SAMPLE_NAME,
      type: 'CSV',
      filePath,
      sizeBytes: statSync(filePath).size,
      originalFilename: 'sample-sales.csv',
      isSample: true,
      quota: null,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another call created it first (the unique sample index): answer with that one.
    removeStoredFiles(ctx.env, [filePath]);
    const raced = await findSample(ctx, orgId);
    if (raced) return raced;
    throw error;
  }
}
