import { Navigate, useNavigate, useParams } from 'react-router';
import {
  SourcePage,
  type SourceTab,
  sourceTabs,
} from '../../../features/sources/components/source-page';
import { useCanManageSources } from './use-can-manage-sources';

/** /sources/:id/:tab? — the source page; the tab is in the address so it can be linked. */
export function SourceRoute() {
  const { id, tab } = useParams();
  const navigate = useNavigate();
  const canManage = useCanManageSources();
  if (!id) return <Navigate to="/sources" replace />;
  const active = sourceTabs.find((t) => t.value === tab)?.value;
  if (tab && !active) return <Navigate to={`/sources/${id}`} replace />;
  return (
    <SourcePage
      key={id}
      sourceId={id}
      tab={active ?? 'preview'}
      canManage={canManage}
      onTabChange={(next: SourceTab) => navigate(`/sources/${id}/${next}`, { replace: true })}
      onDeleted={() => navigate('/sources', { replace: true })}
    />
  );
}
