export { askRoutes } from './ask.routes';
