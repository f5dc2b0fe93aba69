import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AskDocsCitation } from '@tabletalk/contracts';
import { asc, eq } from 'drizzle-orm';
import type { BuiltUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/inserted-row';
import type { JobMap } from '../../jobs/types';
import { call } from '../rooms/test-helpers';
import { askDocConversations, askDocDocuments, askDocPages, askDocProjects } from './tables';

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

/** A file of a test upload: its name as the client sends it, and its bytes. */
export interface TestFile {
  name: string;
  content: string | Uint8Array;
  type?: string;
}

/** A multipart body with several files (field `files`) and fields, as a browser's FormData. */
export async function multipartFiles(
  files: readonly TestFile[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.content], { type: file.type ?? 'application/octet-stream' });
    form.append('files', blob, file.name);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/** POSTs files to `ask-docs/add-ask-doc-file` (or `url`) for a project, as `user`. */
export async function uploadFiles(
  t: TestApp,
  user: Caller,
  projectId: string | null,
  files: readonly TestFile[],
  url = '/api/ask-docs/add-ask-doc-file',
) {
  const body = await multipartFiles(files, projectId === null ? {} : { projectId });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...(user?.headers ?? {}), ...body.headers },
  });
}

/**
 * Uploads one file to a project and answers its new document's id; throws with the response when
 * the upload is refused (tests that check refusals call `uploadFiles` instead).
 */
export async function uploadDocument(
  t: TestApp,
  user: Caller,
  projectId: string,
  file: TestFile,
): Promise<string> {
  const res = await uploadFiles(t, user, projectId, [file]);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data.documents[0]._id as string;
}

/** Files kept for an organization under DATA_DIR/askdocs/<orgId>/ (partial ones included). */
export function storedDocumentFiles(t: TestApp, orgId: string): string[] {
  const dir = path.join(t.dataDir, 'askdocs', orgId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A document's stored pages, in page order. */
export function pagesOf(t: TestApp, documentId: string) {
  return t.ctx.db
    .select()
    .from(askDocPages)
    .where(eq(askDocPages.documentId, documentId))
    .orderBy(asc(askDocPages.page));
}

/** A document's row as stored. */
export async function documentRow(t: TestApp, documentId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(askDocDocuments)
    .where(eq(askDocDocuments.id, documentId));
  if (!row) throw new Error(`no document ${documentId}`);
  return row;
}

/**
 * Holds back the `askdocs.process` jobs a block sends (the test queue runs jobs as they are
 * sent), to see what the request itself did; `run()` then runs them through the real queue.
 */
export async function holdingProcessJobs<T>(
  t: TestApp,
  block: () => Promise<T>,
): Promise<{ result: T; held: JobMap['askdocs.process'][]; run(): Promise<void> }> {
  const held: JobMap['askdocs.process'][] = [];
  const send = t.ctx.jobs.send;
  t.ctx.jobs.send = async (name, data, options) => {
    if (name !== 'askdocs.process') return send(name, data, options);
    held.push(data as JobMap['askdocs.process']);
  };
  let result: T;
  try {
    result = await block();
  } finally {
    t.ctx.jobs.send = send;
  }
  return {
    result,
    held,
    async run() {
      for (const job of held) await send('askdocs.process', job);
    },
  };
}

/**
 * A project and a document row to index passages under, for the search's tests and the retrieval
 * benchmark, which index text without uploading files (a passage belongs to a real document).
 */
export async function insertSearchScope(
  db: Db,
  options: { orgId: string; documents: number },
): Promise<{ projectId: string; documentIds: string[] }> {
  const project = await insertedRow(
    db.insert(askDocProjects).values({ orgId: options.orgId, name: 'Search' }).returning(),
    'search project',
  );
  const documentIds: string[] = [];
  const BATCH = 500;
  for (let start = 0; start < options.documents; start += BATCH) {
    const count = Math.min(BATCH, options.documents - start);
    const rows = await db
      .insert(askDocDocuments)
      .values(
        Array.from({ length: count }, (_, index) => ({
          orgId: options.orgId,
          projectId: project.id,
          fileName: `document-${start + index + 1}.txt`,
          kind: 'txt' as const,
          sizeBytes: 0,
          storagePath: '',
          status: 'ACTIVE' as const,
        })),
      )
      .returning({ id: askDocDocuments.id });
    documentIds.push(...rows.map((row) => row.id));
  }
  return { projectId: project.id, documentIds };
}
