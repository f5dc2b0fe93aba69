import type { Source } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { defaultRoomName } from '../utils/room-list';

/**
 * The new-room form: the chosen ready source and the name, which follows the source ("<source>
 * room") until the user types one. `wantedSourceId` (or the only ready source) is chosen as soon
 * as it is ready, e.g. the sample data once it has loaded.
 */
export function useRoomForm(sources: Source[] | undefined, wantedSourceId: string | null) {
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [isNameEdited, setIsNameEdited] = useState(false);
  const ready = (sources ?? []).filter((source) => source.status === 'ACTIVE');
  const selected = ready.find((source) => source._id === sourceId) ?? null;

  const choose = (id: string | null) => {
    setSourceId(id);
    const source = ready.find((item) => item._id === id);
    if (source && !isNameEdited) setName(defaultRoomName(source.name));
  };
  const rename = (text: string) => {
    setName(text);
    setIsNameEdited(true);
  };
  const readyIds = ready.map((source) => source._id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the ready set changes; choose reads the latest render.
  useEffect(() => {
    const ids = readyIds ? readyIds.split(',') : [];
    const wanted = wantedSourceId ?? (ids.length === 1 ? ids[0] : null);
    if (!sourceId && wanted && ids.includes(wanted)) choose(wanted);
  }, [wantedSourceId, readyIds, sourceId]);

  return { ready, selected, sourceId, choose, name, rename };
}
