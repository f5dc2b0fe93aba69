import { AppError, type Permission } from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import type { OrgScope } from '../../../core/identity';
import { authorize, getActor, getScope } from '../../../plugins/request-context';

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
 * Whether a user who may use templates may also change or delete this one: its author, or
 * anyone with `templates.manage` (owners and admins: templates are shared with the whole
 * organization, so someone must be able to tidy up). Listings show it as `canEdit`.
 */
export function canEditTemplate(
  scope: { permissions: readonly Permission[] },
  actorId: string,
  template: { createdBy: string },
): boolean {
  return template.createdBy === actorId || scope.permissions.includes('templates.manage');
}

/**
 * Refuses a change or deletion of a template the user may not edit (see `canEditTemplate`).
 * @throws AppError FORBIDDEN without `sources.query`, or for anyone but its author or a holder
 *   of `templates.manage`.
 */
export function authorizeEditTemplate(
  scope: OrgScope,
  actorId: string,
  template: { createdBy: string },
): void {
  authorizeUseTemplates(scope);
  if (!canEditTemplate(scope, actorId, template)) throw new AppError('FORBIDDEN');
}
