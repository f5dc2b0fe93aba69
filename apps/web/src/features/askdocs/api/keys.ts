/** Query keys of the Ask Docs feature; a project's keys start with its id. */
export const askDocsKeys = {
  all: ['ask-docs'] as const,
  projectLists: () => [...askDocsKeys.all, 'projects'] as const,
  projects: (search: string) => [...askDocsKeys.projectLists(), search] as const,
  project: (projectId: string) => [...askDocsKeys.all, 'project', projectId] as const,
  documents: (projectId: string) => [...askDocsKeys.project(projectId), 'documents'] as const,
  room: (projectId: string) => [...askDocsKeys.project(projectId), 'room'] as const,
  conversations: (roomId: string) => [...askDocsKeys.all, 'conversations', roomId] as const,
  /** A document's original file (the citation viewer draws it). */
  file: (documentId: string) => [...askDocsKeys.all, 'file', documentId] as const,
  templates: () => [...askDocsKeys.all, 'templates'] as const,
  guide: () => [...askDocsKeys.all, 'guide'] as const,
};

/**
 * Every project's room query: a room shows its connected template (and whether it expired), so
 * changing or deleting a template refreshes them.
 */
export const allRoomsFilter = {
  queryKey: askDocsKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey.at(-1) === 'room',
};
