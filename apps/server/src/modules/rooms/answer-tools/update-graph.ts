import { AppError, type UpdateGraphRequest } from '@tabletalk/contracts';
import { editChartSpec } from '@tabletalk/nlq';
import type { Db } from '../../../db/client';
import { toAppError } from '../../../lib/app-errors';
import { type ConversationRef, getConversation, updateConversation } from '../find-conversation';
import type { ConversationRow } from '../presenter';
import { storableResult } from '../stored-chart';
import { readStoredResult } from '../stored-result';

/**
 * `db/update-graph/{id}`: changes the chart of a stored answer (type, axes, colour, title) and
 * stores the new Vega-Lite spec in its place (without its inline rows, as every stored chart), so
 * the thread and dashboards show it from now on.
 * @throws AppError NOT_FOUND when the conversation is not in one of the user's rooms;
 *   VALIDATION_FAILED when there is no answer to chart or the edit cannot apply (the message
 *   says why, `details.fields` names the field).
 */
export async function updateGraph(
  db: Db,
  options: ConversationRef & { edit: UpdateGraphRequest },
): Promise<ConversationRow> {
  const conversation = await getConversation(db, options);
  const result = readStoredResult(conversation.result);
  if (!result.answer) {
    throw new AppError('VALIDATION_FAILED', { message: 'This question has no answer to chart.' });
  }
  let chart: ReturnType<typeof editChartSpec>;
  try {
    chart = editChartSpec(result.answer, options.edit);
  } catch (error) {
    throw toAppError(error);
  }
  const answer = { ...result.answer, chart, displayKind: 'GRAPH' as const };
  const stored = storableResult({ ...result, answer });
  return updateConversation(db, { ...options, set: { result: stored } });
}
