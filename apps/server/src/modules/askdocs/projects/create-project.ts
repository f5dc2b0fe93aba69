import type { CreateAskDocsProjectRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { holdQuota } from '../../../core/entitlements';
import type { Organization } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import { askDocProjects } from '../tables';
import type { AskDocsProjectRow } from './find-project';

export interface CreateProjectOptions {
  org: Organization;
  teamId: string;
  userId: string;
  data: CreateAskDocsProjectRequest;
}

/**
 * Creates a document project within the plan's project limit, held in the inserting transaction
 * (`holdQuota`), so two creations at once cannot both take the last place.
 * @throws AppError PLAN_LIMIT naming the plan and the one that allows more projects.
 */
export async function createProject(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: CreateProjectOptions,
): Promise<AskDocsProjectRow> {
  const { org, data } = options;
  return ctx.db.transaction(async (tx) => {
    await holdQuota({ db: tx, now: ctx.now }, org, 'askDocsProjects');
    const now = ctx.now();
    return insertedRow(
      tx
        .insert(askDocProjects)
        .values({
          orgId: org.id,
          teamId: options.teamId,
          createdBy: options.userId,
          name: data.name,
          description: data.description || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'askdocs project',
    );
  });
}
