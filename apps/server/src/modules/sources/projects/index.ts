export { createProject } from './create-project';
export { getProjectRow } from './find-project';
export { projectRoutes } from './projects.routes';
