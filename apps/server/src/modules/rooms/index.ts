export { getConversation } from './find-conversation';
export { roomRoutes } from './routes';
export { readStoredResult } from './stored-result';
export * from './tables';
export { templateRoutes } from './templates';
