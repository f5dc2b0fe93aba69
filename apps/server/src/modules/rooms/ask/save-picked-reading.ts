import type { Reading, StructuredQuery } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { saveReadingSynonym } from '../../answers';
import { findPickedReading } from '../thread';

/**
 * When a structured query is one of the readings the engine offered in the room, saves the
 * reading's words as a synonym of the column it meant, so the same words read that way next
 * time. Null when it was not a reading (an edited chip) or the reading names no term.
 */
export async function savePickedReading(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; roomId: string; sourceId: string; query: StructuredQuery },
): Promise<Reading | null> {
  const reading = await findPickedReading(ctx.db, options);
  if (reading?.term && reading.meaning) {
    const { orgId, sourceId } = options;
    await saveReadingSynonym(ctx, { orgId, sourceId, reading });
  }
  return reading;
}
