import { Navigate, useParams } from 'react-router';
import { ProjectScreen } from '../../../features/askdocs/components/project-screen';
import { useCanManageAskDocs } from './use-can-manage-ask-docs';

/** /docs/:projectId — one document project: its documents, room and templates. */
export function DocsProjectRoute() {
  const { projectId } = useParams();
  const canManage = useCanManageAskDocs();
  if (!projectId) return <Navigate to="/docs" replace />;
  return <ProjectScreen key={projectId} projectId={projectId} canManage={canManage} />;
}
