export { conversationRoutes } from './conversations.routes';
export { findPickedReading } from './find-picked-reading';
export { MAX_EXAMPLES } from './liked-examples';
