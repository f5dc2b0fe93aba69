import { ProjectsScreen } from '../../../features/askdocs/components/projects-screen';
import { useCanManageAskDocs } from './use-can-manage-ask-docs';

/** /docs — Ask Docs: the document projects, favourites first, with search and create. */
export function DocsRoute() {
  const canManage = useCanManageAskDocs();
  return <ProjectsScreen canManage={canManage} />;
}
