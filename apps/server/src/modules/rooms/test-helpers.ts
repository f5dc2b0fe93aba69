import { createDuckDbConnector } from '@tabletalk/connectors';
import { eq } from 'drizzle-orm';
import type { BuiltUser } from '../../../test/factories';
import { userWithSample } from '../../../test/sample-source';
import type { TestApp } from '../../../test/test-app';
import { sources } from '../sources';

type Caller = Pick<BuiltUser, 'headers'> | null;

/** A JSON call to the API as `user` (none: unauthenticated). */
export function call(
  t: TestApp,
  user: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** `POST db/create-room` and the new room's id (throws unless it was created). */
export async function createRoom(
  t: TestApp,
  user: Caller,
  sourceId: string,
  name = 'Sales questions',
): Promise<string> {
  const res = await call(t, user, 'POST', '/db/create-room', { sourceId, name });
  if (res.statusCode !== 200) throw new Error(`create-room: ${res.statusCode} ${res.body}`);
  return res.json()._id;
}

/** A user whose organization has the sample source, and a room over it. */
export async function userWithSampleRoom(t: TestApp) {
  const sample = await userWithSample(t);
  const roomId = await createRoom(t, sample.owner, sample.sampleId);
  return { ...sample, roomId };
}

/** `GET db/init-conversation`: asks `text` of `sourceId` in `roomId`. */
export function ask(t: TestApp, user: Caller, roomId: string, sourceId: string, text: string) {
  const query = new URLSearchParams({ text, id: sourceId, room: roomId });
  return call(t, user, 'GET', `/db/init-conversation?${query}`);
}

/** Runs SQL straight on a file source's DuckDB database, outside the app's question path. */
export async function queryDuckDb(t: TestApp, sourceId: string, sql: string): Promise<unknown[][]> {
  const [row] = await t.ctx.db.select().from(sources).where(eq(sources.id, sourceId));
  if (!row?.duckdbPath) throw new Error('not a file source');
  const connector = createDuckDbConnector(row.duckdbPath);
  try {
    const result = await connector.query(sql, [], { maxRows: 1000, timeoutMs: 30_000 });
    return result.rows;
  } finally {
    await connector.close();
  }
}
