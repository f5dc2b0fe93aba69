/** A project's room: opened on first use, its connected template, the thread and feedback. */
export { getRoomRow, type RoomWithProject } from './find-room';
export { openRoom } from './open-room';
export { type AskDocsConversationRow, presentConversation } from './presenter';
export { roomRoutes } from './room.routes';
