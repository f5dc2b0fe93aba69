import type { QueryClient } from '@tanstack/react-query';
import { sourcesKeys } from './keys';

/** After a change to sources: lists and project counts, and the source's own queries if given. */
export function invalidateSources(queryClient: QueryClient, sourceId?: string): void {
  void queryClient.invalidateQueries({ queryKey: sourcesKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: sourcesKeys.projects() });
  if (sourceId) void queryClient.invalidateQueries({ queryKey: sourcesKeys.source(sourceId) });
}
