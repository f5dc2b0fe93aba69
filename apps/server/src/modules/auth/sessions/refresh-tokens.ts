import { refreshTokens } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import { hashToken, randomToken } from '../../../lib/security/hashing';

/**
 * Creates a refresh token for a session: 256 random bits, only its hash is stored.
 * @returns the raw token (for the cookie) and the row id.
 */
export async function createRefreshToken(
  db: Db,
  options: { sessionId: string; now: Date },
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const row = await insertedRow(
    db
      .insert(refreshTokens)
      .values({ sessionId: options.sessionId, tokenHash: hashToken(token), createdAt: options.now })
      .returning({ id: refreshTokens.id }),
    'refresh token',
  );
  return { id: row.id, token };
}
