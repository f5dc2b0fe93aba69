import type { Reading, StructuredQuery } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { saveReadingSynonym } from '../answers';
import { findPickedReading } from './find-picked-reading';
import type { QuestionTarget } from './prepare-question';

/**
 * When a structured query is one of the readings the engine offered in the room, saves the
 * reading's words as a synonym of the column it meant, so the same words read that way next
 * time. Null when it was not a reading (an edited chip) or the reading names no term.
 */
export async function savePickedReading(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; target: QuestionTarget; query: StructuredQuery },
): Promise<Reading | null> {
  const sourceId = options.target.queryable.source.id;
  const reading = await findPickedReading(ctx.db, {
    orgId: options.orgId,
    roomId: options.target.room.id,
    sourceId,
    query: options.query,
  });
  if (reading?.term && reading.meaning) {
    await saveReadingSynonym(ctx, { orgId: options.orgId, sourceId, reading });
  }
  return reading;
}
