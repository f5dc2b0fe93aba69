import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import { projects } from '../tables';
import type { ProjectRow } from './find-project';

/** Creates the project an upload or a connection starts (a workbook's sheets share one). */
export async function createProject(
  db: Db,
  options: { orgId: string; teamId: string; userId: string; name: string; now: Date },
): Promise<ProjectRow> {
  const row = await insertedRow(
    db
      .insert(projects)
      .values({
        orgId: options.orgId,
        teamId: options.teamId,
        createdBy: options.userId,
        name: options.name,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning(),
    'project',
  );
  return row;
}
