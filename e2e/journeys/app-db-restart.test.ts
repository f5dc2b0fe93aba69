import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, createAccount, uniqueEmail } from '../support/accounts';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres';
import { type RunningServer, startServer } from '../support/server';

interface Outcome {
  status: number;
  ms: number;
  at: number;
  /** A dashboard the request created (201/200), to look for after the restart. */
  created?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A request with no answer after this long is recorded as hung (status -1), not waited for. */
const HUNG_MS = 15_000;

describe('the app database restarted under load (issue 16, faults)', () => {
  let pg: PrivatePostgres | null = null;
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.stop();
    pg?.destroy();
  });

  it('answers 503 within 5 s while PostgreSQL is away, recovers without a restart, loses no committed write', async () => {
    pg = await startPrivatePostgres();
    server = await startServer({ DATABASE_URL: pg.url });
    const running = server;
    const email = uniqueEmail('restart');
    await createAccount(running, email);
    const headers = await apiSignIn(running, email);

    const outcomes: Outcome[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    let counter = 0;
    const request = async (): Promise<Outcome> => {
      const started = Date.now();
      counter += 1;
      const write = counter % 2 === 0;
      try {
        const res = await fetch(
          `${running.url}/api/${write ? 'dashboard/create' : 'users/me'}`,
          write
            ? {
                method: 'POST',
                headers,
                body: JSON.stringify({ name: `Board ${counter}` }),
                signal: AbortSignal.timeout(HUNG_MS),
              }
            : { headers, signal: AbortSignal.timeout(HUNG_MS) },
        );
        const body = await res.json().catch(() => null);
        const created = write && res.ok ? (body?.data?._id as string | undefined) : undefined;
        return { status: res.status, ms: Date.now() - started, at: started, created };
      } catch (error) {
        const hung = error instanceof Error && error.name === 'TimeoutError';
        return { status: hung ? -1 : 0, ms: Date.now() - started, at: started };
      }
    };
    // Four clients, each asking again as soon as it has its answer.
    const clients = Array.from({ length: 4 }, async () => {
      while (Date.now() < stopAt) {
        outcomes.push(await request());
        await sleep(50);
      }
    });

    await sleep(1_500);
    // Stopping and starting run beside the clients (not blocking this process), as a restart would.
    await pg.stop();
    const stoppedAt = Date.now();
    await sleep(4_000);
    const startingAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    const serverLog = pg.logTail();
    expect(upAt - startingAt, `PostgreSQL took this long to start, ms:\n${serverLog}`).toBeLessThan(
      30_000,
    );
    // Runs on until 30 s after the restart at most, and 2 s past the first success after it.
    for (;;) {
      const recovered = outcomes.find((o) => o.at > upAt && o.status === 200);
      if (recovered && Date.now() > recovered.at + 2_000) break;
      if (Date.now() > upAt + 30_000) break;
      await sleep(200);
    }
    stopAt = Date.now();
    await Promise.all(clients);

    // Answered while the server was down for certain: sent after it stopped, answered before it
    // began to start.
    const during = outcomes.filter((o) => o.at > stoppedAt && o.at + o.ms < startingAt);
    expect(during.length, 'requests while the database was away').toBeGreaterThan(0);
    expect(
      during.filter((o) => o.status !== 503).map((o) => o.status),
      'while away: every request answers 503',
    ).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms)), 'slowest answer, ms').toBeLessThanOrEqual(5_500);
    expect(
      outcomes.filter((o) => o.status <= 0 || o.status === 500),
      'no request failed without an answer (0), hung (-1) or answered 500',
    ).toEqual([]);
    const firstBack = outcomes.find((o) => o.at > upAt && o.status === 200);
    expect(firstBack, 'a request succeeds after the restart').toBeDefined();
    expect((firstBack?.at ?? Number.POSITIVE_INFINITY) - upAt).toBeLessThan(30_000);

    // Every dashboard whose creation was answered with success is there after the restart.
    const list = await (await fetch(`${running.url}/api/dashboard/list`, { headers })).json();
    const listed = new Set(
      (JSON.stringify(list).match(/[0-9a-f-]{36}/g) ?? []).map((id) => id.toLowerCase()),
    );
    const committed = outcomes.flatMap((o) => (o.created ? [o.created] : []));
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.filter((id) => !listed.has(id))).toEqual([]);
  });
});
