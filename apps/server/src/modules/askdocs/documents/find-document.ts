import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocDocuments } from '../tables';
import type { AskDocsDocumentRow } from './presenter';

/** A document by id alone, or null: for jobs, which carry no organization. */
export async function findDocumentById(
  db: Db,
  documentId: string,
): Promise<AskDocsDocumentRow | null> {
  const [row] = await db
    .select()
    .from(askDocDocuments)
    .where(eq(askDocDocuments.id, documentId))
    .limit(1);
  return row ?? null;
}

/** A document of the organization (org filter in the query), or null. */
export async function findDocumentRow(
  db: Db,
  options: { orgId: string; documentId: string },
): Promise<AskDocsDocumentRow | null> {
  const [row] = await db
    .select()
    .from(askDocDocuments)
    .where(
      and(eq(askDocDocuments.id, options.documentId), eq(askDocDocuments.orgId, options.orgId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A document of the organization.
 * @throws AppError NOT_FOUND when it does not exist or is another organization's.
 */
export async function getDocumentRow(
  db: Db,
  options: { orgId: string; documentId: string },
): Promise<AskDocsDocumentRow> {
  const row = await findDocumentRow(db, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
