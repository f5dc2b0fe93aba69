import type { SourceInfo } from '@tabletalk/contracts';
import type { Db } from '../../db/client';
import { getSource } from './find-source';
import { presentSourceInfo } from './presenter';
import { findLatestModel } from './source-models';

/**
 * One source in full: status (with the reason when FAILED), load progress, columns and the
 * version of its knowledge.
 * @throws AppError NOT_FOUND when it is not the organization's or was deleted.
 */
export async function getSourceInfo(
  db: Db,
  options: { orgId: string; sourceId: string; actorId: string },
): Promise<SourceInfo> {
  const source = await getSource(db, options);
  const model = await findLatestModel(db, source.id);
  return presentSourceInfo(source, {
    modelVersion: model?.version ?? null,
    actorId: options.actorId,
  });
}
