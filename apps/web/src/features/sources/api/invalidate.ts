import type { QueryClient } from '@tanstack/react-query';
import { invalidateSourceKnowledge } from '../../../api/source-knowledge';
import { sourcesKeys } from './keys';

/**
 * After a change to sources: lists and project counts, and the source's own queries if given
 * (with its shared schema and suggestions, which the rooms show too).
 */
export function invalidateSources(queryClient: QueryClient, sourceId?: string): void {
  void queryClient.invalidateQueries({ queryKey: sourcesKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: sourcesKeys.projects() });
  if (!sourceId) return;
  void queryClient.invalidateQueries({ queryKey: sourcesKeys.source(sourceId) });
  invalidateSourceKnowledge(queryClient, sourceId);
}
