import { useNavigate, useSearchParams } from 'react-router';
import { CreateRoomWizard } from '../../../features/rooms/components/create-room-wizard';
import { useSources } from '../../../features/sources/api/get-sources';
import { SampleDataButton } from '../../../features/sources/components/sample-data-button';
import { useCanManageSources } from '../sources/use-can-manage-sources';

/** /rooms/new?source= — pick a ready source (or add one), name the room, then open it. */
export function NewRoomRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sources = useSources();
  const canManage = useCanManageSources();
  // The sample loads in the background; the wizard picks it once it is ready.
  const handleSampleAdded = (sourceId: string) =>
    setParams({ source: sourceId }, { replace: true });
  return (
    <CreateRoomWizard
      sources={sources.data}
      sourcesError={sources.error}
      onRetrySources={() => void sources.refetch()}
      canAddSources={canManage}
      sampleButton={<SampleDataButton onAdded={handleSampleAdded} />}
      initialSourceId={params.get('source')}
      onCreated={(room) => navigate(`/rooms/${room._id}`)}
    />
  );
}
