import { useNavigate } from 'react-router';
import { SourcesScreen } from '../../../features/sources/components/sources-screen';
import { useCanManageSources } from './use-can-manage-sources';

/** /sources — the sources list grouped by project. */
export function SourcesRoute() {
  const navigate = useNavigate();
  const canManage = useCanManageSources();
  return <SourcesScreen canManage={canManage} onOpenSource={(id) => navigate(`/sources/${id}`)} />;
}
