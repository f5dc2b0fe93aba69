import type { Project, Source } from '@tabletalk/contracts';

export interface ProjectGroup {
  /** Null for sources whose project the list does not know (created since it loaded). */
  project: Project | null;
  projectId: string;
  sources: Source[];
}

function matches(text: string, query: string): boolean {
  return text.toLowerCase().includes(query);
}

function sourceMatches(source: Source, query: string): boolean {
  return [source.name, source.type, source.sheetName ?? '', source.status].some((text) =>
    matches(text, query),
  );
}

/**
 * Sources under their projects, in the projects' order (favourites first, as the server sorts),
 * unknown projects last. A search keeps a whole project when its name matches, otherwise only
 * its matching sources; projects left without sources are dropped while searching.
 */
export function groupSources(projects: Project[], sources: Source[], search = ''): ProjectGroup[] {
  const query = search.trim().toLowerCase();
  const byProject = new Map<string, Source[]>();
  for (const source of sources) {
    byProject.set(source.projectId, [...(byProject.get(source.projectId) ?? []), source]);
  }
  const known = new Set(projects.map((p) => p._id));
  const groups: ProjectGroup[] = [
    ...projects.map((project) => ({
      project,
      projectId: project._id,
      sources: byProject.get(project._id) ?? [],
    })),
    ...[...byProject.entries()]
      .filter(([id]) => !known.has(id))
      .map(([projectId, list]) => ({ project: null, projectId, sources: list })),
  ];
  if (!query) return groups;
  return groups
    .map((group) =>
      group.project && matches(group.project.name, query)
        ? group
        : { ...group, sources: group.sources.filter((s) => sourceMatches(s, query)) },
    )
    .filter((group) => group.sources.length > 0);
}
