import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AskDocsCitation } from '@tabletalk/contracts';
import type { BuiltUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { insertedRow } from '../../db/inserted-row';
import { call } from '../rooms/test-helpers';
import { askDocConversations, askDocDocuments } from './tables';

type Caller = Pick<BuiltUser, 'headers'> | null;

/** `POST ask-docs/create-project` and the new project's id (throws unless it was created). */
export async function createAskDocsProject(
  t: TestApp,
  user: Caller,
  name: string,
  description?: string,
): Promise<string> {
  const res = await call(t, user, 'POST', '/ask-docs/create-project', { name, description });
  if (res.statusCode !== 200) throw new Error(`create-project: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/**
 * A document row of a project, as the upload will leave one (uploads come with extraction), with
 * a real file under DATA_DIR/askdocs/<orgId>/ unless `storagePath` is given.
 */
export async function insertDocument(
  t: TestApp,
  options: {
    orgId: string;
    projectId: string;
    fileName?: string;
    status?: (typeof askDocDocuments.$inferInsert)['status'];
    storagePath?: string;
    createdAt?: Date;
  },
) {
  let storagePath = options.storagePath;
  if (!storagePath) {
    const dir = path.join(t.dataDir, 'askdocs', options.orgId);
    mkdirSync(dir, { recursive: true });
    storagePath = path.join(dir, randomUUID());
    writeFileSync(storagePath, '%PDF-1.7 fake');
  }
  return insertedRow(
    t.ctx.db
      .insert(askDocDocuments)
      .values({
        orgId: options.orgId,
        projectId: options.projectId,
        fileName: options.fileName ?? 'handbook.pdf',
        kind: 'pdf',
        sizeBytes: 13,
        storagePath,
        status: options.status ?? 'ACTIVE',
        pageCount: 2,
        createdAt: options.createdAt ?? t.ctx.now(),
      })
      .returning(),
    'test document',
  );
}

/** A stored question and answer in a room (asking comes with search), one citation each. */
export async function insertConversation(
  t: TestApp,
  options: { orgId: string; roomId: string; userId: string; question: string; createdAt: Date },
) {
  const citation: AskDocsCitation = {
    documentId: randomUUID(),
    fileName: 'handbook.pdf',
    page: 2,
    passageId: randomUUID(),
    snippet: 'Holidays are 25 days a year.',
  };
  return insertedRow(
    t.ctx.db
      .insert(askDocConversations)
      .values({ ...options, answer: `Answer to ${options.question}`, citations: [citation] })
      .returning(),
    'test conversation',
  );
}
