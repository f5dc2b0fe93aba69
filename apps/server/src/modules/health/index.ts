export { healthRoutes, publicConfigRoutes } from './routes';
