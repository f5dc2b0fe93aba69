import { AppError } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { listSources } from '../list-sources';
import { presentSource } from '../presenter';
import { listProjects } from './list-projects';

/**
 * One project of the organization with its live sources.
 * @throws AppError NOT_FOUND when it is not the organization's or was deleted.
 */
export async function getProject(
  db: Db,
  options: { orgId: string; userId: string; projectId: string },
) {
  const [project] = await listProjects(db, options);
  if (!project) throw new AppError('NOT_FOUND');
  const rows = await listSources(db, { orgId: options.orgId, projectId: project._id });
  return { ...project, sources: rows.map(presentSource) };
}
