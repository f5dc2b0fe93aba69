export { googleRoutes } from './routes';
