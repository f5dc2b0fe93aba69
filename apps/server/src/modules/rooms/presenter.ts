import type { AskResult, Conversation, Room } from '@tabletalk/contracts';
import type { RoomRow } from './find-room';
import { readStoredResult } from './stored-result';
import type { conversations } from './tables';

export type ConversationRow = typeof conversations.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A room as lists and the room screen show it. */
export function presentRoom(row: RoomRow): Room {
  return {
    _id: row.room.id,
    name: row.room.name,
    sourceId: row.room.sourceId,
    sourceName: row.sourceName,
    sourceDeleted: row.sourceDeletedAt !== null,
    favourite: row.isFavourite,
    createdBy: row.room.createdBy,
    createdAt: row.room.createdAt.toISOString(),
    lastQuestionAt: iso(row.room.lastQuestionAt),
    conversationCount: Number(row.conversationCount),
  };
}

/**
 * The stored answer with its chart's rows put back, and the description `descriptive-response`
 * wrote in place of the built-in one.
 */
function storedResult(row: ConversationRow): AskResult {
  const result = readStoredResult(row.result);
  if (!row.description || !result.answer) return result;
  return { ...result, answer: { ...result.answer, description: row.description } };
}

/** A question and its answer in a room's thread. */
export function presentConversation(row: ConversationRow): Conversation {
  return {
    _id: row.id,
    roomId: row.roomId,
    query: { _id: row.queryId, text: row.text },
    answer: storedResult(row),
    hide: row.hide,
    feedback: row.feedback,
    feedbackReason: row.feedbackReason,
    favourite: row.favourite,
    templateId: row.templateId,
    usedExample: row.usedExample,
    // Rows stored before the knowledge was kept only know whether an example was used.
    knowledgeUsed: row.knowledgeUsed ?? { example: null, synonyms: [], glossary: [] },
    dataRefreshedAt: iso(row.dataRefreshedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The chart of a conversation with the data it draws (`db/visualization/{id}`). */
export function presentVisualization(row: ConversationRow) {
  const { answer } = readStoredResult(row.result);
  return {
    chart: answer?.chart ?? null,
    // A declined question has nothing to draw: an empty table.
    displayKind: answer?.displayKind ?? 'TABLE',
    columns: answer?.columns ?? [],
    rows: answer?.rows ?? [],
  };
}
