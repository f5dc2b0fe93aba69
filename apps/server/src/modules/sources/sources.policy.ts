import { AppError } from '@tabletalk/contracts';
import type { OrgScope } from '../../core/identity';
import { authorize, getScope } from '../../plugins/request-context';
import type { SourceRow } from './find-source';

/** Who may read sources, projects, previews and schemas: everyone with `sources.query`. */
export function authorizeReadSources(scope: OrgScope): void {
  authorize(scope, 'sources.query');
}

/** The request's organization id, once its caller may read the organization's sources. */
export function readableOrgId(request: Parameters<typeof getScope>[0]): string {
  const scope = getScope(request);
  authorizeReadSources(scope);
  return scope.org.id;
}

/** Who may add, edit, refresh and delete sources and projects: `sources.manage` (not viewers). */
export function authorizeManageSources(scope: OrgScope): void {
  authorize(scope, 'sources.manage');
}

/**
 * Who may reveal a database source's stored password: the member who added it, if they may still
 * manage sources. Admins cannot read other people's credentials.
 */
export function authorizeRevealPassword(
  scope: OrgScope,
  actorId: string,
  source: Pick<SourceRow, 'createdBy'>,
): void {
  authorizeManageSources(scope);
  if (source.createdBy !== actorId) throw new AppError('FORBIDDEN');
}
