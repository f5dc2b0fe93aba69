/** Downloading documents' original files (`fetch-file`). */
export { fileRoutes } from './files.routes';
