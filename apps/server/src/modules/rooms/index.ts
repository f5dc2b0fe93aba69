export { getConversation } from './find-conversation';
export { roomRoutes } from './routes';
export { readStoredResult } from './stored-result';
export * from './tables';
/** Validity of a template on a UTC day, shared with the Ask Docs templates. */
export { templateRoutes, templateValidity, todayUtc } from './templates';
