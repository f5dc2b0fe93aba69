export interface PreviewParams {
  page: number;
  pageSize: number;
  /** Database sources: which table (`schema.name` or `name`); the first one when absent. */
  table?: string;
}

/**
 * Query keys of the sources feature; a source's keys start with its id. Its schema and
 * suggestions are shared with the rooms: their keys live in src/api.
 */
export const sourcesKeys = {
  all: ['sources'] as const,
  lists: () => [...sourcesKeys.all, 'list'] as const,
  list: (projectId?: string) => [...sourcesKeys.lists(), projectId ?? 'all'] as const,
  projects: () => [...sourcesKeys.all, 'projects'] as const,
  source: (id: string) => [...sourcesKeys.all, 'source', id] as const,
  info: (id: string) => [...sourcesKeys.source(id), 'info'] as const,
  preview: (id: string, params: PreviewParams) =>
    [...sourcesKeys.source(id), 'preview', params] as const,
  answer: (id: string, modelVersion: number | null, text: string) =>
    [...sourcesKeys.source(id), 'answer', modelVersion, text] as const,
};
