import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { SourceRow } from '../find-source';
import { sources } from '../tables';
import { SHEET_NAME_SEPARATOR } from './activate-file-sources';

/** What makes two uploads the same: who sent which bytes under which name. */
export interface UploadKey {
  orgId: string;
  userId: string;
  /** The source name the upload asks for (its `name` field, or the file's name). */
  name: string;
  /** SHA-256 (hex) of the file's bytes. */
  contentHash: string;
}

/**
 * The live source an earlier upload of the same bytes made for the same person of the same
 * organization under the same name, if any, so a retried upload answers it instead of making
 * another. Live: not deleted, PENDING or ACTIVE (a FAILED one is not reused: uploading again is
 * how a person retries it). The source of a workbook of several sheets is found by the name it
 * was uploaded under, though its load named it `<name> · <first sheet>`.
 *
 * Call it inside the transaction that inserts the new source, before the insert: it first takes a
 * transaction-scoped advisory lock keyed by the organization and the bytes' hash, so of two
 * identical uploads at once the second waits until the first commits, then finds its source
 * (under READ COMMITTED each statement sees what committed before it). A lock rather than a
 * unique index: a source's name changes when its workbook loads, and a FAILED source loaded again
 * (`csv-headers`) becomes PENDING beside a newer upload of the same file, which an index would
 * refuse. PGlite runs one transaction at a time; the lock costs nothing there.
 */
export async function findSameUpload(tx: Db, key: UploadKey): Promise<SourceRow | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sources.same-upload'), hashtext(${`${key.orgId}:${key.contentHash}`}))`,
  );
  const [row] = await tx
    .select()
    .from(sources)
    .where(
      and(
        eq(sources.orgId, key.orgId),
        eq(sources.contentHash, key.contentHash),
        eq(sources.createdBy, key.userId),
        isNull(sources.deletedAt),
        inArray(sources.status, ['PENDING', 'ACTIVE']),
        or(
          eq(sources.name, key.name),
          and(
            isNotNull(sources.sheetName),
            sql`starts_with(${sources.name}, ${`${key.name}${SHEET_NAME_SEPARATOR}`})`,
          ),
        ),
      ),
    )
    .orderBy(asc(sources.createdAt))
    .limit(1);
  return row ?? null;
}
