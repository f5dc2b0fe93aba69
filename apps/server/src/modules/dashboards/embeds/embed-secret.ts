import { AppError } from '@tabletalk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { organizations, recordAuditEvent } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import { isUuid } from '../../sources';
import { orgEmbedKeys } from '../tables';

/** The version of an organization's embed secret: 1 until it is first rotated. */
export async function currentEmbedSecretVersion(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ version: orgEmbedKeys.version })
    .from(orgEmbedKeys)
    .where(eq(orgEmbedKeys.orgId, orgId))
    .limit(1);
  return row?.version ?? 1;
}

/**
 * Rotates an organization's embed secret: its version goes up by one, so every embed token
 * signed before is refused from now on (SECURITY D4). Embeds stay enabled: new codes work.
 * @param actorId who rotated it; null for the admin command line.
 * @throws AppError NOT_FOUND (naming the id) when there is no such organization.
 */
export async function rotateEmbedSecret(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  options: { orgId: string; actorId: string | null },
): Promise<{ version: number; rotatedAt: Date }> {
  const [org] = isUuid(options.orgId)
    ? await ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, options.orgId))
        .limit(1)
    : [];
  if (!org) {
    throw new AppError('NOT_FOUND', { message: `No organization with id ${options.orgId}.` });
  }
  const rotatedAt = ctx.now();
  const row = await insertedRow(
    ctx.db
      .insert(orgEmbedKeys)
      .values({ orgId: org.id, version: 2, rotatedAt })
      .onConflictDoUpdate({
        target: orgEmbedKeys.orgId,
        set: { version: sql`${orgEmbedKeys.version} + 1`, rotatedAt },
      })
      .returning(),
    'org embed key',
  );
  await recordAuditEvent(ctx, {
    action: 'dashboard.embed_secret_rotated',
    orgId: org.id,
    actorId: options.actorId,
    detail: { version: row.version, by: options.actorId ? 'member' : 'cli' },
  });
  return { version: row.version, rotatedAt: row.rotatedAt };
}
