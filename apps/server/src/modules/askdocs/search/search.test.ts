import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../../test/test-app';
import { organizations } from '../../../core/identity';
import type { Database } from '../../../db/client';
import { insertSearchScope } from '../test-helpers';
import { indexDocument } from './index-document';
import { removeDocument } from './remove-document';
import { searchPassages } from './search-passages';

/** Filler text that holds none of the test's query words. */
const FILLER =
  'The committee met on Tuesday to review the annual budget and the plans for next year. ' +
  'Members discussed staffing, premises and the timetable for the coming months. ';

describe(`Ask Docs passage search (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let orgA: string;
  let orgB: string;
  let projectId = '';
  /** Document rows to index under, taken in turn (a passage belongs to a real document). */
  let documentIds: string[] = [];
  const newDocumentId = () => documentIds.shift() ?? '';

  const search = (query: string, orgId = orgA, limit = 10) =>
    searchPassages(database.db, { orgId, projectId, query, limit });

  const index = (documentId: string, title: string, pages: string[], orgId = orgA) =>
    indexDocument(database.db, {
      orgId,
      projectId,
      documentId,
      title,
      pages: pages.map((text, i) => ({ number: i + 1, text })),
    });

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const rows = await database.db
      .insert(organizations)
      .values([{ name: 'A' }, { name: 'B' }])
      .returning();
    orgA = rows[0]?.id ?? '';
    orgB = rows[1]?.id ?? '';
    ({ projectId, documentIds } = await insertSearchScope(database.db, {
      orgId: orgA,
      documents: 40,
    }));
  });

  afterAll(async () => {
    await drop();
  });

  it('finds a passage by another form of a word, with its page and the word marked', async () => {
    const documentId = newDocumentId();
    await index(documentId, 'Minutes', [
      FILLER,
      `${FILLER} The volunteers were gardening all day.`,
    ]);
    const [hit] = await search('garden');
    expect(hit?.documentId).toBe(documentId);
    expect(hit?.page).toBe(2);
    expect(hit?.title).toBe('Minutes');
    expect(hit?.score).toBeGreaterThan(0);
    const marked = hit?.highlights.map(({ start, end }) => hit.snippet.slice(start, end));
    expect(marked).toEqual(['gardening']);
    await removeDocument(database.db, { orgId: orgA, projectId, documentId });
  });

  it('ranks a phrase above the same words scattered, and a title match above a text match', async () => {
    const phrase = newDocumentId();
    const scattered = newDocumentId();
    await index(phrase, 'Notes', [`${FILLER} Replace the water pump before winter. ${FILLER}`]);
    await index(scattered, 'Notes', [`${FILLER} The pump is old. ${FILLER} The water is clear.`]);
    const hits = await search('water pump');
    expect(hits.map((hit) => hit.documentId).slice(0, 2)).toEqual([phrase, scattered]);

    const titled = newDocumentId();
    const untitled = newDocumentId();
    await index(untitled, 'Notes', [`${FILLER} A word about invoices. ${FILLER}`]);
    await index(titled, 'Invoices', [`${FILLER} A word about invoices. ${FILLER}`]);
    const invoices = await search('invoices');
    expect(invoices.map((hit) => hit.documentId)).toEqual([titled, untitled]);
  });

  it('reads a hyphenated word as its parts, written either way, each counted once', async () => {
    const hyphenated = newDocumentId();
    const apart = newDocumentId();
    await index(hyphenated, 'Notes', [
      `${FILLER} Helper T-cells respond to the antigen. ${FILLER}`,
    ]);
    await index(apart, 'Notes', [`${FILLER} Helper T cells respond to the antigen. ${FILLER}`]);
    for (const query of ['t cells', 'T-cells']) {
      const hits = await search(query);
      expect(new Set(hits.map((hit) => hit.documentId))).toEqual(new Set([hyphenated, apart]));
      // The same words, hyphenated or not, score alike: the compound adds no term of its own.
      expect(hits[0]?.score).toBeCloseTo(hits[1]?.score ?? 0, 6);
    }
    const [hit] = await search('T-cells');
    const marked = hit?.highlights.map(({ start, end }) => hit.snippet.slice(start, end));
    expect(marked?.join(' ').toLowerCase()).toContain('cells');
    for (const documentId of [hyphenated, apart]) {
      await removeDocument(database.db, { orgId: orgA, projectId, documentId });
    }
  });

  it("never shows one organization's passages to another, even under the same project id", async () => {
    await index(newDocumentId(), 'Secret plan', [`${FILLER} The launch code is zebra.`], orgA);
    expect((await search('zebra launch', orgA)).length).toBe(1);
    expect(await search('zebra launch', orgB)).toEqual([]);
    expect(
      await searchPassages(database.db, { orgId: orgA, projectId: randomUUID(), query: 'zebra' }),
    ).toEqual([]);
  });

  it('re-indexing a document replaces its passages; removing deletes them', async () => {
    const documentId = newDocumentId();
    await index(documentId, 'Draft', ['The first draft mentions kangaroos.']);
    expect((await search('kangaroo')).map((hit) => hit.documentId)).toEqual([documentId]);
    await index(documentId, 'Draft', ['The second draft mentions wombats.', 'And a page two.']);
    expect(await search('kangaroo')).toEqual([]);
    const wombats = await search('wombats');
    expect(wombats.map((hit) => hit.documentId)).toEqual([documentId]);
    expect((await search('page two')).map((hit) => hit.page)).toEqual([2]);
    await removeDocument(database.db, { orgId: orgA, projectId, documentId });
    expect(await search('wombats')).toEqual([]);
  });

  it('reads hostile queries as plain words and never throws', async () => {
    await index(newDocumentId(), 'Ops', [`${FILLER} The server restarted at midnight.`]);
    const hostile = [
      '"server',
      "server' OR 1=1 --",
      'server & | ! :* <-> (( ))',
      '!!!',
      '::*',
      '\\',
      "'",
      '',
      '   ',
      'server:*',
      'a'.repeat(10_000),
      'server midnight '.repeat(700),
      'ñandú 東京 😀 \u0000 \ud800 server',
      'server\u0002restarted\u0003',
    ];
    for (const query of hostile) {
      await expect(search(query)).resolves.toBeInstanceOf(Array);
    }
    expect((await search('server & | ! :* <-> ((')).length).toBeGreaterThan(0);
    expect((await search('ñandú 東京 😀 \u0000 \ud800 server')).length).toBeGreaterThan(0);
    expect(await search('!!!')).toEqual([]);
  });
});
