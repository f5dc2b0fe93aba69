import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../../lib/security/secret-box';
import { sources } from '../tables';

/** What a re-encryption run did. */
export interface ReencryptResult {
  total: number;
  reencrypted: number;
  /** Sources whose credentials no known key opens: they must be entered again. */
  unreadable: string[];
}

/**
 * Re-seals every stored credential under the box's current key (a key rotation, SECURITY A4).
 * `box` must hold the current key and the old one(s). Safe to run twice.
 */
export async function reencryptSourceSecrets(db: Db, box: SecretBox): Promise<ReencryptResult> {
  const rows = await db
    .select({ id: sources.id, secrets: sources.secrets })
    .from(sources)
    .where(isNotNull(sources.secrets));
  const result: ReencryptResult = { total: rows.length, reencrypted: 0, unreadable: [] };
  for (const row of rows) {
    if (!row.secrets || box.isCurrent(row.secrets)) continue;
    let plain: string;
    try {
      plain = box.open(row.secrets);
    } catch {
      result.unreadable.push(row.id);
      continue;
    }
    await db
      .update(sources)
      .set({ secrets: box.seal(plain) })
      .where(eq(sources.id, row.id));
    result.reencrypted += 1;
  }
  return result;
}
