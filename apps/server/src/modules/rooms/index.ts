export { roomRoutes } from './routes';
