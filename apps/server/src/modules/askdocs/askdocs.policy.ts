import { AppError, type Permission } from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import type { Organization, OrgScope } from '../../core/identity';
import { authorize, getActor, getScope } from '../../plugins/request-context';

/** Who acts on Ask Docs: the organization (whose plan counts projects), the team, the user. */
export interface AskDocsActor {
  scope: OrgScope;
  org: Organization;
  orgId: string;
  teamId: string;
  userId: string;
}

/**
 * The actor of a request that reads Ask Docs (projects, documents, templates, rooms, help) or
 * stars and rates for themselves: everyone with `askdocs.view`, viewers included.
 * @throws AppError FORBIDDEN without `askdocs.view`.
 */
export function askDocsViewer(request: FastifyRequest): AskDocsActor {
  const scope = getScope(request);
  authorize(scope, 'askdocs.view');
  return {
    scope,
    org: scope.org,
    orgId: scope.org.id,
    teamId: scope.teamId,
    userId: getActor(request).userId,
  };
}

/**
 * The actor of a request that asks a question in a project's room: asking reads the project's
 * documents, so everyone who may view Ask Docs may ask (the plan counts the question).
 * @throws AppError FORBIDDEN without `askdocs.view`.
 */
export function askDocsAsker(request: FastifyRequest): AskDocsActor {
  return askDocsViewer(request);
}

/**
 * The actor of a request that changes the organization's Ask Docs: creates or deletes projects,
 * writes templates, connects a template to a room. Needs `askdocs.manage` (not viewers).
 * @throws AppError FORBIDDEN.
 */
export function askDocsManager(request: FastifyRequest): AskDocsActor {
  const actor = askDocsViewer(request);
  authorize(actor.scope, 'askdocs.manage');
  return actor;
}

/**
 * Whether someone may change or delete a template: who may manage Ask Docs, and is its author
 * or holds `templates.manage` (owners and admins tidy up shared templates, as in rooms).
 */
export function canEditAskDocsTemplate(
  scope: { permissions: readonly Permission[] },
  userId: string,
  template: { createdBy: string },
): boolean {
  const isAuthor = template.createdBy === userId;
  const mayManage = scope.permissions.includes('askdocs.manage');
  return mayManage && (isAuthor || scope.permissions.includes('templates.manage'));
}

/** @throws AppError FORBIDDEN unless `canEditAskDocsTemplate`. */
export function authorizeEditAskDocsTemplate(
  actor: AskDocsActor,
  template: { createdBy: string },
): void {
  if (!canEditAskDocsTemplate(actor.scope, actor.userId, template)) {
    throw new AppError('FORBIDDEN');
  }
}
