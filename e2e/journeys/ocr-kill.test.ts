import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildPdf, scannedPdfPage } from '@tabletalk/documents/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, createAccount, uniqueEmail } from '../support/accounts';
import { adminUrl, databaseUrl, withPgClient } from '../support/postgres-admin';
import { descendantsOf, isAlive, listProcesses, type ProcessInfo } from '../support/processes';
import { type RunningServer, startServer } from '../support/server';

const step = (what: string) =>
  process.stderr.write(`[ocr-kill ${new Date().toISOString()}] ${what}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fact only the last scanned page states, and a question it answers. */
const LAST_PAGE_FACT = {
  question: 'Which gate do the lifeboat drills use?',
  words: 'lifeboat drills',
};

/**
 * A PDF of two scanned pages (pictures of text, no text layer): every page is read by OCR, a
 * second or so each, so a kill lands while a page is being read.
 */
function writeScannedPdf(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-scan-'));
  const file = path.join(dir, 'harbour-scan.pdf');
  const page = (lines: string[]) => scannedPdfPage(lines, { fontSize: 28 });
  writeFileSync(
    file,
    buildPdf({
      pages: [
        page(['Harbour safety register', 'Inspections of the quay walls are logged weekly.']),
        page(['Emergency exercises', 'The lifeboat drills use the north gate on Fridays.']),
      ],
    }),
  );
  return file;
}
const SCANNED_PAGES = 2;

/** A fresh embedded database starts in seconds, in over a minute on a busy machine. */
const HEALTH_TIMEOUT_MS = 180_000;

interface DocumentView {
  _id: string;
  status: string;
  failureReason: string | null;
  pageCount: number | null;
  ocrPages: number;
}

type PassageCounts = { document_id: string; passages: number; distinct_places: number }[];

const PASSAGE_COUNTS = `SELECT document_id, count(*)::int AS passages,
         count(DISTINCT (page, position))::int AS distinct_places
    FROM askdoc_passages WHERE document_id IN ($1, $2) GROUP BY document_id`;

/**
 * The journey on one app database: `env` starts the server on it (empty: the embedded PGlite in
 * DATA_DIR), `countPassages` reads the passages of two documents once the journey is done, given
 * the last server (the embedded database is read after that server stopped).
 */
async function killDuringOcr(
  env: Record<string, string>,
  countPassages: (server: RunningServer, ids: [string, string]) => Promise<PassageCounts>,
  servers: RunningServer[],
  dataDir: string,
) {
  const first = await startServer(env, { dataDir, healthTimeoutMs: HEALTH_TIMEOUT_MS });
  servers.push(first);
  const email = uniqueEmail('ocr-kill');
  await createAccount(first, email);

  const callOn = async (server: RunningServer, url: string, init: RequestInit = {}) => {
    const headers = await apiSignIn(server, email);
    const res = await fetch(`${server.url}/api/${url}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const projectId = (
    await callOn(first, 'ask-docs/create-project', {
      method: 'POST',
      body: JSON.stringify({ name: 'Harbour scans' }),
    })
  ).data._id as string;
  const pdf = writeScannedPdf();
  const upload = async (server: RunningServer, name: string): Promise<string> => {
    const { authorization, 'x-organization-id': org } = await apiSignIn(server, email);
    const form = new FormData();
    form.append('projectId', projectId);
    form.append('files', new Blob([new Uint8Array(readFileSync(pdf))]), name);
    const res = await fetch(`${server.url}/api/ask-docs/add-ask-doc-file`, {
      method: 'POST',
      headers: { authorization: authorization ?? '', 'x-organization-id': org ?? '' },
      body: form,
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`upload → ${res.status} ${JSON.stringify(body)}`);
    const id = body.data?.documents?.[0]?._id;
    if (typeof id !== 'string')
      throw new Error(`upload answered no document: ${JSON.stringify(body)}`);
    return id;
  };
  const documentOn = async (server: RunningServer, id: string): Promise<DocumentView> => {
    const list = (await callOn(server, `ask-docs/project-sources/${projectId}`))
      .data as DocumentView[];
    const found = list.find((d) => d._id === id);
    if (!found) throw new Error(`document ${id} is not listed`);
    return found;
  };
  const settledOn = async (server: RunningServer, id: string, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const doc = await documentOn(server, id);
      if (doc.status !== 'PENDING' || Date.now() > deadline) return doc;
      await sleep(200);
    }
  };
  const ocrUsedOn = async (server: RunningServer): Promise<number> =>
    (await callOn(server, 'users/me')).data.serviceUsage.monthlyOcrPages.used as number;

  expect(await ocrUsedOn(first)).toBe(0);
  const startedAt = Date.now();
  const killedId = await upload(first, 'harbour-scan.pdf');
  step(`uploaded`);

  // Wait until OCR has read a page and is reading the next one: the OCR child runs.
  const serverPid = first.pid;
  if (!serverPid) throw new Error('the server has no process id');
  let children: ProcessInfo[] = [];
  const deadline = Date.now() + 120_000;
  for (;;) {
    const doc = await documentOn(first, killedId);
    children = descendantsOf(serverPid);
    const isReading = children.some((p) => p.args.includes('ocr-child'));
    if (doc.status === 'PENDING' && doc.ocrPages >= 1 && isReading) break;
    if (doc.status !== 'PENDING')
      throw new Error(`OCR ended before the kill: ${JSON.stringify(doc)}`);
    if (Date.now() > deadline) throw new Error(`OCR never started: ${JSON.stringify(doc)}`);
    await sleep(50);
  }
  const readBeforeKill = (await documentOn(first, killedId)).ocrPages;
  expect(readBeforeKill).toBeLessThan(SCANNED_PAGES);
  await first.kill();
  step(`killed`);
  const killedAt = Date.now();

  // No child of the killed server (the OCR process, a sandboxed reader) runs on by itself.
  const childPids = children.map((p) => p.pid);
  const orphanDeadline = Date.now() + 5_000;
  const stillRunning = () => listProcesses().filter((p) => childPids.includes(p.pid) && isAlive(p));
  while (stillRunning().length > 0 && Date.now() < orphanDeadline) await sleep(100);
  expect(stillRunning().map((p) => `${p.pid} ${p.args}`)).toEqual([]);
  const orphansGoneMs = Date.now() - killedAt;

  // Restarted over the same DATA_DIR: the document goes on and ends, never stuck PENDING.
  const second = await startServer(env, { dataDir, healthTimeoutMs: HEALTH_TIMEOUT_MS });
  step(`restarted`);
  servers.push(second);
  const restartedAt = Date.now();
  const recovered = await settledOn(second, killedId, 180_000);
  const recoveredMs = Date.now() - restartedAt;
  expect(recovered.status, 'never stuck PENDING after the restart').not.toBe('PENDING');
  // Nothing about the file is wrong, so the run ends ACTIVE (FAILED would name its reason here).
  expect(recovered, recovered.failureReason ?? '').toMatchObject({
    status: 'ACTIVE',
    failureReason: null,
    pageCount: SCANNED_PAGES,
    ocrPages: SCANNED_PAGES,
  });
  const usedByKilled = await ocrUsedOn(second);
  step(
    `recovered ${recovered.status} ${recovered.ocrPages} used ${usedByKilled} orphans gone in ${orphansGoneMs}`,
  );

  // Its text is searchable: a question only the last scanned page answers cites that page.
  const roomId = (await callOn(second, `ask-docs/room/${projectId}`)).data._id as string;
  const answered = (
    await callOn(second, 'ask-docs/document-conversation', {
      method: 'POST',
      body: JSON.stringify({ roomId, question: LAST_PAGE_FACT.question }),
    })
  ).data as { answer: string; citations: { documentId: string; page: number }[] };
  expect(answered.citations.map((c) => [c.documentId, c.page])).toContainEqual([
    killedId,
    SCANNED_PAGES,
  ]);

  // The same file uploaded again, never killed: the count a clean run charges and indexes.
  const cleanId = await upload(second, 'harbour-scan-again.pdf');
  step(`clean uploaded`);
  const clean = await settledOn(second, cleanId, 120_000);
  expect(clean).toMatchObject({ status: 'ACTIVE', ocrPages: SCANNED_PAGES });
  const usedByClean = (await ocrUsedOn(second)) - usedByKilled;
  expect(usedByClean).toBe(SCANNED_PAGES);
  // Each page of the killed document counted once: the page being read at the kill too.
  expect(usedByKilled).toBe(usedByClean);

  // The passages: as many as the clean run's, none twice.
  const rows = await countPassages(second, [killedId, cleanId]);
  const of = (id: string) => rows.find((row) => row.document_id === id);
  expect(of(cleanId)?.passages).toBeGreaterThan(0);
  expect(of(killedId)?.passages).toBe(of(cleanId)?.passages);
  expect(of(killedId)?.distinct_places).toBe(of(killedId)?.passages);
  step(
    `ocr-kill: killed after ${killedAt - startedAt} ms with ${readBeforeKill}/${SCANNED_PAGES} pages read; ` +
      `children gone ${orphansGoneMs} ms after the kill; document ${recovered.status} ` +
      `${recoveredMs} ms after the restart; OCR pages charged ${usedByKilled} (clean run ${usedByClean})`,
  );
}

/**
 * Issue 16, faults: the server killed (SIGKILL, its whole process group) while the Ask Docs job
 * reads a scanned PDF by OCR. On a restart over the same DATA_DIR the document goes on and ends
 * ACTIVE with its text searchable (or FAILED with a reason, never stuck PENDING), with as many
 * passages as a clean run of the same file, its OCR pages counted against the organization's
 * balance once, and no OCR or sandbox child left running after the kill. On the embedded database
 * and on PostgreSQL (a fresh database, dropped after), where the restart waits for the dead run's
 * claim to miss its heartbeats.
 */
describe('the server killed during an OCR job', () => {
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  const database = `tt_ocr_kill_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-ocr-kill-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await withPgClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('on the embedded database: goes on after a restart, ACTIVE and searchable, no duplicate passages, each OCR page counted once, no child left', async () => {
    const dataDir = freshDataDir();
    await killDuringOcr(
      {},
      async (server, ids) => {
        // The embedded database is locked to its server: read once that server stopped.
        await server.shutdown();
        const db = await PGlite.create(path.join(dataDir, 'app-db'));
        try {
          return (await db.query<PassageCounts[number]>(PASSAGE_COUNTS, ids)).rows;
        } finally {
          await db.close();
        }
      },
      servers,
      dataDir,
    );
  }, 400_000); // about 45 s on an idle machine; OCR on a busy one takes far longer

  it('on PostgreSQL: the killed run is taken up once its claim misses its heartbeats, with the same outcome', async () => {
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    const url = databaseUrl(adminUrl, database);
    await killDuringOcr(
      { DATABASE_URL: url },
      (_server, ids) =>
        withPgClient(url, async (client) => (await client.query(PASSAGE_COUNTS, ids)).rows),
      servers,
      freshDataDir(),
    );
  }, 400_000); // about 100 s on an idle machine: the claim is stale after 45 s
});
