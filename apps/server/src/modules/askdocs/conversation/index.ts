/**
 * Asking in a project's room (`document-conversation`): the best passages of the project's ACTIVE
 * documents, an answer from them with a citation per sentence (by the language model when one is
 * configured, else built in), saved in the asker's thread.
 */
export { conversationRoutes } from './conversation.routes';
export { NOTHING_FOUND_ANSWER } from './write-answer';
