import { type SourceInfo, sourceInfoResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rebuildWatch } from '../utils/rebuild-watch';
import { sourcesKeys } from './keys';

/** How often a loading source is asked for its progress. */
export const INGEST_POLL_MS = 1_000;

/** Statuses in which the server is still working on the source. */
export const isLoadingStatus = (status: SourceInfo['status']) =>
  status === 'PENDING' || status === 'OCR_PENDING';

/** One source in full: status, progress, counts, columns, non-secret connection fields. */
export async function getSourceInfo(id: string): Promise<SourceInfo> {
  const result = await api.get(
    `db/source-info/${encodeURIComponent(id)}`,
    sourceInfoResponseSchema,
  );
  return result.data;
}

/** Whether the source is loading or its knowledge is being rebuilt (worth polling). */
export function isSourceBusy(info: SourceInfo): boolean {
  return isLoadingStatus(info.status) || rebuildWatch.isRebuilding(info._id, info);
}

/** Polls every second while the source loads or rebuilds, then stops by itself. */
export const getSourceInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sourcesKeys.info(id),
    queryFn: () => getSourceInfo(id),
    refetchInterval: (query) => {
      const info = query.state.data;
      return info && isSourceBusy(info) ? INGEST_POLL_MS : false;
    },
    // A poll must see every change: a cached ACTIVE from a minute ago would end it too early.
    staleTime: 0,
  });

export function useSourceInfo(id: string) {
  return useQuery(getSourceInfoQueryOptions(id));
}
