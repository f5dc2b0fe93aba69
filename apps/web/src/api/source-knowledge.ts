import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { querySuggestionsKeys } from './get-query-suggestions';
import { type SourceSchema, sourceSchemaKeys } from './get-source-schema';

/**
 * After a change to a source's knowledge (an Enrich edit, a rebuild, a column type): its schema
 * and suggestions are fetched again by every screen that shows them.
 */
export function invalidateSourceKnowledge(queryClient: QueryClient, sourceId: string): void {
  void queryClient.invalidateQueries({ queryKey: sourceSchemaKeys.detail(sourceId) });
  void queryClient.invalidateQueries({ queryKey: querySuggestionsKeys.detail(sourceId) });
}

/** A deleted source's knowledge queries are dropped, not refetched into 404s. */
export function removeSourceKnowledge(queryClient: QueryClient, sourceId: string): void {
  queryClient.removeQueries({ queryKey: sourceSchemaKeys.detail(sourceId) });
  queryClient.removeQueries({ queryKey: querySuggestionsKeys.detail(sourceId) });
}

/** The model version each client last saw per source. */
const seenVersions = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Reports the model version a screen knows (source-info polls it). When it differs from the one
 * seen before, or from the cached schema's, the knowledge changed elsewhere (a rebuild finished)
 * and its queries are refetched. Null (no knowledge yet) changes nothing.
 */
export function useModelVersion(sourceId: string, modelVersion: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (modelVersion === null) return;
    const versions = seenVersions.get(queryClient) ?? new Map<string, number>();
    seenVersions.set(queryClient, versions);
    const seen = versions.get(sourceId);
    versions.set(sourceId, modelVersion);
    const cached = queryClient.getQueryData<SourceSchema>(sourceSchemaKeys.detail(sourceId));
    const isSeenBehind = seen !== undefined && seen !== modelVersion;
    const isCacheBehind = cached !== undefined && cached.modelVersion !== modelVersion;
    if (isSeenBehind || isCacheBehind) invalidateSourceKnowledge(queryClient, sourceId);
  }, [queryClient, sourceId, modelVersion]);
}
