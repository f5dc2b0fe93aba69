/** Projects: creating, listing, renaming, starring and deleting the groups sources belong to. */
export { createProject } from './create-project';
export { getProjectRow } from './find-project';
export { projectRoutes } from './projects.routes';
