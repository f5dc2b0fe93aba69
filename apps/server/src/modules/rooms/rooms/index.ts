export { roomCrudRoutes } from './rooms.routes';
export { roomSessionRoutes } from './session.routes';
