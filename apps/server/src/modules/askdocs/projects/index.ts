/** Document projects: the groups of documents asked together, with their stars and limit. */
export { type AskDocsProjectRow, getProjectRow } from './find-project';
export { projectRoutes } from './projects.routes';
