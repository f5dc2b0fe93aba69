import type { AskDocsProject } from '@tabletalk/contracts';
import type { AskDocsProjectRow } from './find-project';

/** A project row as listings select it: with its document count and the user's star. */
export interface ProjectListRow {
  project: AskDocsProjectRow;
  documentCount: number;
  isFavourite: boolean;
}

/** A document project as the API shows it. */
export function presentProject(row: ProjectListRow): AskDocsProject {
  const { project } = row;
  return {
    _id: project.id,
    name: project.name,
    description: project.description,
    isFavourite: Boolean(row.isFavourite),
    documentCount: Number(row.documentCount),
    createdBy: project.createdBy,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
