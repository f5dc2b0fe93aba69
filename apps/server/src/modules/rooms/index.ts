export { roomRoutes } from './routes';
export * from './tables';
export { templateRoutes } from './templates';
