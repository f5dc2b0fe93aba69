import type { Conversation } from '@tabletalk/contracts';
import { type ConversationPage, historyOf } from '../../../lib/conversation-pages';

/** A room's thread, oldest first, each conversation once and without the hidden ones. */
export function threadOf(pages: readonly ConversationPage<Conversation>[]): Conversation[] {
  return historyOf(pages, (conversation) => !conversation.hide);
}
