import type { AskDocsConversation, AskDocsRoom, AskDocsTemplate } from '@tabletalk/contracts';
import type { askDocConversations } from '../tables';
import type { RoomWithProject } from './find-room';

export type AskDocsConversationRow = typeof askDocConversations.$inferSelect;

/** A room as the API shows it, with its connected template as the caller sees it. */
export function presentRoom(row: RoomWithProject, template: AskDocsTemplate | null): AskDocsRoom {
  return {
    _id: row.room.id,
    projectId: row.room.projectId,
    projectName: row.projectName,
    templateId: row.room.templateId,
    template,
    createdBy: row.room.createdBy,
    createdAt: row.room.createdAt.toISOString(),
  };
}

/** A question and its cited answer as the API shows it. */
export function presentConversation(row: AskDocsConversationRow): AskDocsConversation {
  return {
    _id: row.id,
    roomId: row.roomId,
    question: row.question,
    answer: row.answer,
    citations: row.citations,
    feedback: row.feedback,
    feedbackReason: row.feedbackReason,
    createdAt: row.createdAt.toISOString(),
  };
}
