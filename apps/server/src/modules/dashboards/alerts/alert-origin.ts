import { AppError, type StructuredQuery } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { getConversation, readStoredResult } from '../../rooms';
import type { DashboardActor } from '../dashboards.policy';
import { getItem } from '../find-items';

/** Why an alert cannot be made from a chart or a table: it watches one value. */
export const singleValueMessages = {
  item: 'An alert watches a single value: create it from a widget, not from a graph or a table.',
  answer: 'An alert watches a single value: this answer is a chart or a table.',
  noAnswer: 'This conversation has no answer to watch.',
} as const;

/** What an alert copies from where it is created: the query it re-runs and a default name. */
export interface AlertOrigin {
  dashboardId: string | null;
  itemId: string | null;
  conversationId: string | null;
  sourceId: string;
  structuredQuery: StructuredQuery | null;
  sql: string;
  name: string;
}

const MAX_NAME = 120;

/**
 * The query an alert watches, read from a dashboard item the user sees (a WIDGET: its single
 * value) or from the answer of a conversation in one of their rooms (a single-value answer),
 * through the rooms module's index as adding to a dashboard does. Charts and tables are refused:
 * their "first value" would depend on the order of their rows.
 * @throws AppError NOT_FOUND (item or conversation not visible); VALIDATION_FAILED with
 *   `singleValueMessages`.
 */
export async function readAlertOrigin(
  db: Db,
  options: { actor: DashboardActor; itemId?: string; conversationId?: string },
): Promise<AlertOrigin> {
  const { actor } = options;
  if (options.itemId) {
    const { item } = await getItem(db, { ...actor, itemId: options.itemId });
    if (item.kind !== 'WIDGET') {
      throw new AppError('VALIDATION_FAILED', { message: singleValueMessages.item });
    }
    return {
      dashboardId: item.dashboardId,
      itemId: item.id,
      conversationId: null,
      sourceId: item.sourceId,
      structuredQuery: item.structuredQuery,
      sql: item.sql,
      name: item.title.slice(0, MAX_NAME),
    };
  }
  if (!options.conversationId) throw new AppError('VALIDATION_FAILED');
  const conversation = await getConversation(db, {
    ...actor,
    conversationId: options.conversationId,
  });
  const { answer, status } = readStoredResult(conversation.result);
  if (!answer || status === 'declined') {
    throw new AppError('VALIDATION_FAILED', { message: singleValueMessages.noAnswer });
  }
  if (answer.displayKind !== 'WIDGET') {
    throw new AppError('VALIDATION_FAILED', { message: singleValueMessages.answer });
  }
  return {
    dashboardId: null,
    itemId: null,
    conversationId: conversation.id,
    sourceId: conversation.sourceId,
    structuredQuery: answer.structuredQuery,
    sql: answer.sql,
    name: conversation.text.slice(0, MAX_NAME),
  };
}
