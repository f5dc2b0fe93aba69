import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askdocPassages } from '../tables';

/** Deletes a document's passages from the index (when the document is deleted or re-read). */
export async function removeDocument(
  db: Db,
  options: { orgId: string; projectId: string; documentId: string },
): Promise<void> {
  await db
    .delete(askdocPassages)
    .where(
      and(
        eq(askdocPassages.orgId, options.orgId),
        eq(askdocPassages.projectId, options.projectId),
        eq(askdocPassages.documentId, options.documentId),
      ),
    );
}
