import type { AddDatabaseRequest, AddSourceResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { assertCanAddSource, holdQuota } from '../../../core/entitlements';
import { type OrgScope, recordAuditEvent } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import { createProject } from '../projects';
import { sources } from '../tables';
import { storeConnection } from './connection-config';
import { testSourceConnection } from './test-source-connection';

/**
 * Adds a database connection as a source: the plan must allow databases (Basic does not), the
 * connection must work, then its secret fields are sealed and the knowledge build is enqueued.
 * The data-source limit is checked before the (slow) connection test, and held again in the
 * inserting transaction, where two additions at the last unit cannot both pass.
 * @throws AppError PLAN_LIMIT; CONNECTION_FAILED (same text for refused and unanswered ports).
 */
export async function addDatabaseSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs' | 'log' | 'now'>,
  options: { scope: OrgScope; userId: string; request: AddDatabaseRequest },
): Promise<AddSourceResponse> {
  const { scope, userId, request } = options;
  await assertCanAddSource(ctx, scope.org, { kind: 'database' });
  await testSourceConnection(ctx, {
    orgId: scope.org.id,
    actorId: userId,
    config: request.connection,
  });
  const stored = storeConnection(ctx.env, request.connection);
  const now = ctx.now();
  const source = await ctx.db.transaction(async (tx) => {
    await holdQuota({ db: tx, now: ctx.now }, scope.org, 'dataSources');
    const project = await createProject(tx, {
      orgId: scope.org.id,
      teamId: scope.teamId,
      userId,
      name: request.name,
      now,
    });
    const row = await insertedRow(
      tx
        .insert(sources)
        .values({
          orgId: scope.org.id,
          teamId: scope.teamId,
          projectId: project.id,
          createdBy: userId,
          name: request.name,
          type: request.connection.type,
          status: 'PENDING',
          ...stored,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'source',
    );
    return row;
  });
  await recordAuditEvent(ctx, {
    orgId: scope.org.id,
    actorId: userId,
    action: 'source.connection_created',
    subjectId: source.id,
    detail: { type: source.type },
  });
  await ctx.jobs.send('sources.build-knowledge', { sourceId: source.id });
  return {
    _id: source.id,
    status: 'PENDING',
    projectId: source.projectId,
    name: source.name,
    type: request.connection.type,
  };
}
