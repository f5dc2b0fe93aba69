/**
 * SECURITY C4: two organizations ask the language model the same questions, and each request the
 * model receives holds the asking organization's schema, values and passages only. The model is a
 * local stand-in speaking OpenAI's API (`LLM_PROVIDER=openai-compatible`, with embeddings) that
 * keeps every request body; each request is put down to the organization whose call it came in
 * during (the test queue runs jobs inside the request that sends them).
 */
import { buildPdf } from '@tabletalk/documents/testing';
import {
  chatCompletion,
  embeddingList,
  type RecordedRequest,
  requestText,
  type StubProvider,
  type StubReply,
  sqlAnswerText,
  startStubProvider,
} from '@tabletalk/nlq/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAskDocsProject, uploadDocument } from '../src/modules/askdocs/test-helpers';
import { setPlan } from '../src/modules/dashboards/test-helpers';
import { ask, call, createRoom } from '../src/modules/rooms/test-helpers';
import { upload } from '../src/modules/sources/test-helpers';
import { type BuiltUser, buildUser } from './factories';
import { createTestApp, type TestApp, testDatabaseKind } from './test-app';

/** What one organization has, every piece named with words no other organization uses. */
interface Tenant {
  /** Column names of its CSV source. */
  columns: string[];
  /** A cell value of its source (a low-cardinality text column, so the schema lists it). */
  value: string;
  csv: string;
  fileName: string;
  /** A word only its document holds. */
  passage: string;
  pdf: Uint8Array;
}

function tenant(name: string, columns: [string, string, string], places: string[]): Tenant {
  const [key, place, amount] = columns;
  const rows = Array.from(
    { length: 24 },
    (_, i) => `${i + 1},${places[i % places.length]},${(i * 13) % 97}`,
  );
  const passage = `${name}Handbook`;
  return {
    columns,
    value: places[0] ?? '',
    csv: `${key},${place},${amount}\n${rows.join('\n')}\n`,
    fileName: `${name.toLowerCase()}-policies.pdf`,
    passage,
    // Pages on other matters too, so the project's own statistics would still rank a passage of
    // another organization that reached the search.
    pdf: buildPdf({
      pages: [
        [
          `The ${passage} says employees receive paid holiday each year.`,
          `Employees of ${places[0]} get paid holiday of 25 days each year.`,
        ],
        ['The cafeteria on the second floor opens at nine in the morning.'],
        ['Visitors sign in at the front desk and wear a badge.'],
        ['Printers are serviced on the first Monday of the month.'],
      ],
    }),
  };
}

const ZEBRA = tenant(
  'Zebra',
  ['keeper_ref', 'lighthouse_island', 'lamp_wattage'],
  ['Quillmoor Reef', 'Brackenholt Point', 'Saltmarrow Key'],
);
const COMET = tenant(
  'Comet',
  ['sighting_ref', 'observatory_site', 'tail_length_km'],
  ['Vexhollow Ridge', 'Tarnwick Summit', 'Ombrefell Crater'],
);

/** The strings that name a tenant's data: none may reach the model for another organization. */
const markers = (of: Tenant) => [...of.columns, of.value, of.passage, of.fileName];

const DATA_QUESTION = 'Tell me something about the meaning of life';
const DOCS_QUESTION = 'How many days of paid holiday do employees get each year?';

/** The kind of call a request is: SQL, a description of rows, a document answer or embeddings. */
function kindOf(request: RecordedRequest): 'sql' | 'describe' | 'passages' | 'embeddings' {
  if (request.url.endsWith('/embeddings')) return 'embeddings';
  const text = requestText(request);
  if (text.includes('<passages>')) return 'passages';
  if (text.includes('<result>')) return 'describe';
  if (text.includes('<schema>')) return 'sql';
  throw new Error(`unexpected request: ${request.rawBody.slice(0, 200)}`);
}

/** Every input an embeddings request carries gets a fixed unit vector. */
function embeddings(request: RecordedRequest): StubReply {
  const { input } = request.body as { input: string[] };
  return { status: 200, body: embeddingList(input.map(() => [1, 0, 0, 0])) };
}

/**
 * A model that answers what it is asked: SQL grouping by the first column the schema lists values
 * of (so the answer's rows hold the organization's cells), a sentence, or a cited answer.
 */
function respond(request: RecordedRequest): StubReply {
  const kind = kindOf(request);
  if (kind === 'embeddings') return embeddings(request);
  if (kind === 'passages') {
    return { status: 200, body: chatCompletion('They get 25 days of paid holiday [1].') };
  }
  if (kind === 'describe') return { status: 200, body: chatCompletion('Three places.') };
  const values = /\nvalues ("[^"]+"\."[^"]+")\.("[^"]+"):/.exec(requestText(request));
  if (!values) return { status: 200, body: chatCompletion(sqlAnswerText('', 'No values.')) };
  const [, table, column] = values;
  const sql = `SELECT ${column}, COUNT(*) AS "n" FROM ${table} GROUP BY ${column}`;
  return { status: 200, body: chatCompletion(sqlAnswerText(sql, 'Counts the rows.')) };
}

describe(`two organizations ask the language model the same questions (SECURITY C4, ${testDatabaseKind})`, () => {
  let stub: StubProvider;
  let t: TestApp;
  /** The requests that came in during each organization's calls. */
  const received = new Map<Tenant, RecordedRequest[]>([
    [ZEBRA, []],
    [COMET, []],
  ]);
  const users = new Map<Tenant, BuiltUser>();
  const sourceIds = new Map<Tenant, string>();
  const roomIds = new Map<Tenant, string>();
  const docsRoomIds = new Map<Tenant, string>();

  /** Runs one organization's call and puts the requests the model received meanwhile down to it. */
  async function as<T>(of: Tenant, action: (user: BuiltUser) => Promise<T>): Promise<T> {
    const user = users.get(of);
    if (!user) throw new Error('no user');
    const before = stub.requests.length;
    const result = await action(user);
    received.get(of)?.push(...stub.requests.slice(before));
    return result;
  }
  const requestsOf = (of: Tenant, kind: ReturnType<typeof kindOf>) =>
    (received.get(of) ?? []).filter((request) => kindOf(request) === kind);

  beforeAll(async () => {
    stub = await startStubProvider();
    stub.setResponder(respond);
    t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: stub.baseUrl,
      LLM_MODEL: 'local-model',
      LLM_EMBEDDING_MODEL: 'local-embedder',
    });
    for (const of of [ZEBRA, COMET]) {
      const user = await buildUser(t);
      users.set(of, user);
      await setPlan(t, user.orgId, 'Enterprise');
      await as(of, async () => {
        const res = await upload(t, user, of.csv, { filename: 'records.csv', name: 'Records' });
        expect(res.statusCode, res.body).toBe(200);
        const sourceId: string = res.json()._id;
        sourceIds.set(of, sourceId);
        roomIds.set(of, await createRoom(t, user, sourceId));
        const projectId = await createAskDocsProject(t, user, 'Policies');
        await uploadDocument(t, user, projectId, { name: of.fileName, content: of.pdf });
        const room = await call(t, user, 'GET', `/ask-docs/room/${projectId}`);
        docsRoomIds.set(of, room.json().data._id);
      });
    }
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it("sends each organization's data question with its own schema and values only", async () => {
    for (const of of [ZEBRA, COMET]) {
      const res = await as(of, (user) =>
        ask(t, user, roomIds.get(of) ?? '', sourceIds.get(of) ?? '', DATA_QUESTION),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.answer).toMatchObject({
        status: 'answered',
        answer: { origin: 'model' },
      });
    }
    for (const [of, other] of [
      [ZEBRA, COMET],
      [COMET, ZEBRA],
    ] as const) {
      const prompts = requestsOf(of, 'sql');
      expect(prompts).toHaveLength(1);
      const text = requestText(prompts[0]);
      expect(text).toContain(JSON.stringify(DATA_QUESTION));
      for (const column of of.columns) expect(text).toContain(JSON.stringify(column));
      expect(text).toContain(JSON.stringify(of.value));
      for (const marker of markers(other)) expect(text).not.toContain(marker);
    }
  });

  it("describes each organization's answer from its own rows only", async () => {
    for (const of of [ZEBRA, COMET]) {
      const history = await as(of, (user) =>
        call(t, user, 'GET', `/db/all-conversation?room=${roomIds.get(of)}`),
      );
      const [conversation] = history.json().data;
      const res = await as(of, (user) =>
        call(t, user, 'PUT', `/db/descriptive-response/${conversation._id}`),
      );
      expect(res.json().data.description).toBe('Three places.');
    }
    for (const [of, other] of [
      [ZEBRA, COMET],
      [COMET, ZEBRA],
    ] as const) {
      const prompts = requestsOf(of, 'describe');
      expect(prompts).toHaveLength(1);
      const text = requestText(prompts[0]);
      expect(text).toContain(JSON.stringify(of.value));
      for (const marker of markers(other)) expect(text).not.toContain(marker);
    }
  });

  it("answers each organization's document question from its own passages only", async () => {
    for (const of of [ZEBRA, COMET]) {
      const res = await as(of, (user) =>
        call(t, user, 'POST', '/ask-docs/document-conversation', {
          roomId: docsRoomIds.get(of),
          question: DOCS_QUESTION,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const [of, other] of [
      [ZEBRA, COMET],
      [COMET, ZEBRA],
    ] as const) {
      const prompts = requestsOf(of, 'passages');
      expect(prompts).toHaveLength(1);
      const text = requestText(prompts[0]);
      expect(text).toContain(JSON.stringify(DOCS_QUESTION));
      expect(text).toContain(of.passage);
      expect(text).toContain(of.fileName);
      for (const marker of markers(other)) expect(text).not.toContain(marker);
    }
  });

  it("embeds each organization's own passages only", () => {
    for (const [of, other] of [
      [ZEBRA, COMET],
      [COMET, ZEBRA],
    ] as const) {
      const texts = requestsOf(of, 'embeddings').map((request) => request.rawBody);
      expect(texts.join('\n')).toContain(of.passage);
      for (const marker of markers(other)) expect(texts.join('\n')).not.toContain(marker);
    }
  });

  it('sent nothing of one organization in any request made for the other', () => {
    const all = [...(received.get(ZEBRA) ?? []), ...(received.get(COMET) ?? [])];
    expect(all).toHaveLength(stub.requests.length);
    for (const [of, other] of [
      [ZEBRA, COMET],
      [COMET, ZEBRA],
    ] as const) {
      const bodies = (received.get(of) ?? []).map((request) => request.rawBody).join('\n');
      for (const marker of markers(other)) expect(bodies).not.toContain(marker);
    }
  });
});
