import { AppError } from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import { authorize, getActor, getScope } from '../../../plugins/request-context';
import { type OrgScope, ROLE_RANK } from '../../orgs';

/** Who may read, use and save templates: everyone who may ask questions (`sources.query`). */
export function authorizeUseTemplates(scope: OrgScope): void {
  authorize(scope, 'sources.query');
}

/** The organization and user a templates request acts as, once they may use templates. */
export function templateActor(request: FastifyRequest): {
  scope: OrgScope;
  orgId: string;
  userId: string;
} {
  const scope = getScope(request);
  authorizeUseTemplates(scope);
  return { scope, orgId: scope.org.id, userId: getActor(request).userId };
}

/**
 * Who may change or delete a template: the member who wrote it, or an admin or owner of the
 * organization (templates are shared with everyone in it, so someone must be able to tidy up).
 * @throws AppError FORBIDDEN for anyone else.
 */
export function authorizeEditTemplate(
  scope: OrgScope,
  actorId: string,
  template: { createdBy: string },
): void {
  authorizeUseTemplates(scope);
  const isAdmin = ROLE_RANK[scope.role] >= ROLE_RANK.admin;
  if (template.createdBy !== actorId && !isAdmin) throw new AppError('FORBIDDEN');
}
