/**
 * Ask benchmark (`npm run bench:ask`, issue 5): a question asked in a room over HTTP, end to end
 * (session, room, source, engine, DuckDB, answer, stored conversation), on the sample sales data
 * at 100,000 rows, with the built-in engine and the embedded app database (PGlite), or the
 * PostgreSQL server of `TEST_DATABASE_URL` when it is set.
 *
 *   1. Latency: one user asks the questions in turn; p50 and p95, and the ratio of the p50 to the
 *      p50 of the same SQL run alone on DuckDB (measured in the same run). Goals: p50 < 30 ms,
 *      p95 < 100 ms.
 *   2. In the browser: a person in headless Chromium asks in an empty room, Enter → the answer
 *      card drawn (its number or table; and the chart, for answers with one), the first question
 *      included, beside the HTTP call's own time. Goal: card p95 < 300 ms. Needs the web app built
 *      (`npm run build`).
 *   3. Load: 50 users (10 organizations × 5) for 60 s, first as people ask (each reading the
 *      answer for a random time, 1 s on average, before the next question; goal: p95 < 100 ms),
 *      then with autocannon each asking again as soon as answered, which finds the throughput
 *      (latency there is users ÷ throughput, Little's law). Errors must be 0 in both.
 *
 * Options: --duration <s> (60), --connections <n> (50), --organizations <n> (10),
 * --think <s> (1), --samples <n> (200), --browser-questions <n> (24), --rows <n> (100000), --json,
 * --browser-profile <file> (a CPU profile of the page while it answers, for DevTools).
 * Exits 1 when a goal is missed.
 */

import { testDatabaseKind } from '../../apps/server/test/test-app';
import { numberOption } from '../options';
import { compileStatements, loadModel, timeDuckDbAlone } from './anchor';
import { type BrowserTiming, measureBrowser } from './browser';
import { type LoadResult, measureLoad, measureThinkingUsers } from './load';
import { askPath, QUESTIONS } from './questions';
import { type BenchUser, type BenchWorld, createRoom, setUpWorld } from './setup';
import { formatMs, summarize } from './stats';

const GOALS = { p50Ms: 30, p95Ms: 100, browserP95Ms: 300 };
const log = (line: string) => process.stdout.write(`${line}\n`);

function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Asks once over HTTP; throws unless the question was answered. */
async function ask(world: BenchWorld, user: BenchUser, question: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${world.baseUrl}${askPath(user, question)}`, {
    headers: user.headers,
  });
  const body = (await response.json()) as { data?: { answer?: { status?: string } } };
  const elapsed = performance.now() - started;
  const status = body.data?.answer?.status;
  // An unsure answer is computed and shown like a sure one; only refusals and errors stop the run.
  if (response.status !== 200 || (status !== 'answered' && status !== 'unsure')) {
    throw new Error(`"${question}": ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return elapsed;
}

async function measureLatency(world: BenchWorld, samples: number): Promise<number[]> {
  const [user] = world.users;
  if (!user) throw new Error('no users');
  for (const question of QUESTIONS) await ask(world, user, question);
  const timings: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    timings.push(await ask(world, user, QUESTIONS[index % QUESTIONS.length] ?? ''));
  }
  return timings;
}

/** The browser phase, as the first user (an owner) in a new room. */
async function measureInBrowser(world: BenchWorld, count: number) {
  const person = world.browserUser;
  const roomId = await createRoom(world.baseUrl, person, person.sourceId);
  const user = { ...person, roomId };
  const timings: BrowserTiming[] = await measureBrowser({
    baseUrl: world.baseUrl,
    user,
    questions: QUESTIONS,
    count,
    profile: textOption('browser-profile'),
  });
  const charts = timings.flatMap((timing) => (timing.chart === null ? [] : [timing.chart]));
  return {
    card: summarize(timings.map((timing) => timing.card)),
    chart: summarize(charts),
    http: summarize(timings.map((timing) => timing.http)),
    drawing: summarize(timings.map((timing) => timing.drawing)),
    first: timings[0],
  };
}

function report(title: string, result: LoadResult): void {
  log(`\n${title}:`);
  log(`  requests ${result.requests}, errors ${result.errors}, non-2xx ${result.non2xx}`);
  const refusals = Object.entries(result.refusals).map(([kind, count]) => `${kind} × ${count}`);
  if (refusals.length > 0) log(`  refused: ${refusals.join(', ')}`);
  log(`  throughput ${result.throughput.toFixed(1)} questions/s`);
  log(`  latency p50 ${formatMs(result.latency.p50)}  p95 ${formatMs(result.latency.p95)}`);
  log(
    `  main thread busy ${(result.mainThread.utilization * 100).toFixed(0)}%, ` +
      `${formatMs(result.mainThread.msPerQuestion)} a question`,
  );
}

async function main(): Promise<void> {
  const rows = numberOption('rows', 100_000);
  const organizations = numberOption('organizations', 10);
  const connections = numberOption('connections', 50);
  log(
    `Setting up ${organizations} organizations with ${rows.toLocaleString('en-US')} rows each ` +
      `(app database: ${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})…`,
  );
  const world = await setUpWorld({
    organizations,
    usersPerOrganization: Math.ceil(connections / organizations),
    rows,
  });
  try {
    const samples = numberOption('samples', 200);
    const first = world.users[0] as BenchUser;
    const model = await loadModel(world.t, first.sourceId);
    const statements = compileStatements(model, QUESTIONS, world.t.ctx.env.sources.maxRows);
    const http = summarize(await measureLatency(world, samples));
    const alone = summarize(await timeDuckDbAlone(world.anchorDatabase, statements, samples));
    const ratio = http.p50 / alone.p50;
    log(`\nOne user, ${samples} questions over HTTP (${QUESTIONS.length} kinds in turn):`);
    log(`  HTTP end to end  p50 ${formatMs(http.p50)}  p95 ${formatMs(http.p95)}`);
    log(`  DuckDB alone     p50 ${formatMs(alone.p50)}  p95 ${formatMs(alone.p95)}`);
    log(`  ratio of p50s    ${ratio.toFixed(2)}×`);
    const inBrowser = await measureInBrowser(world, numberOption('browser-questions', 24));
    log(`\nIn Chromium, ${inBrowser.card.count} questions in a new room (the first included):`);
    log(
      `  Enter → card drawn   p50 ${formatMs(inBrowser.card.p50)}  p95 ${formatMs(inBrowser.card.p95)}  max ${formatMs(inBrowser.card.max)}`,
    );
    log(
      `  Enter → chart drawn  p50 ${formatMs(inBrowser.chart.p50)}  p95 ${formatMs(inBrowser.chart.p95)}  (${inBrowser.chart.count} charts)`,
    );
    log(
      `  HTTP call alone      p50 ${formatMs(inBrowser.http.p50)}  p95 ${formatMs(inBrowser.http.p95)}`,
    );
    log(
      `  response → card     p50 ${formatMs(inBrowser.drawing.p50)}  p95 ${formatMs(inBrowser.drawing.p95)}`,
    );
    log(
      `  first question       card ${formatMs(inBrowser.first?.card ?? Number.NaN)}  chart ${inBrowser.first?.chart === null ? '—' : formatMs(inBrowser.first?.chart ?? Number.NaN)}`,
    );
    log(`  ratio of p95s (card ÷ HTTP)  ${(inBrowser.card.p95 / inBrowser.http.p95).toFixed(2)}×`);
    const duration = numberOption('duration', 60);
    const thinkSeconds = numberOption('think', 1);
    const load = { baseUrl: world.baseUrl, users: world.users, questions: QUESTIONS, connections };
    const paced = await measureThinkingUsers({ ...load, duration, thinkMs: thinkSeconds * 1000 });
    report(
      `${connections} users asking for ${duration} s, each reading ${thinkSeconds} s on average between questions`,
      paced,
    );
    const saturated = await measureLoad({ ...load, duration });
    report(`${connections} users asking back to back for ${duration} s`, saturated);
    const failed = (result: LoadResult) => result.errors + result.non2xx;
    const failures = [
      http.p50 >= GOALS.p50Ms ? `p50 ${formatMs(http.p50)} ≥ ${GOALS.p50Ms} ms` : null,
      http.p95 >= GOALS.p95Ms ? `p95 ${formatMs(http.p95)} ≥ ${GOALS.p95Ms} ms` : null,
      inBrowser.card.p95 >= GOALS.browserP95Ms
        ? `browser p95 ${formatMs(inBrowser.card.p95)} ≥ ${GOALS.browserP95Ms} ms`
        : null,
      paced.latency.p95 >= GOALS.p95Ms
        ? `paced p95 ${formatMs(paced.latency.p95)} ≥ ${GOALS.p95Ms} ms`
        : null,
      failed(paced) + failed(saturated) > 0
        ? `${failed(paced) + failed(saturated)} failed requests`
        : null,
    ].filter((failure): failure is string => failure !== null);
    if (process.argv.includes('--json')) {
      log(
        JSON.stringify({
          database: testDatabaseKind,
          http,
          alone,
          ratio,
          browser: inBrowser,
          paced,
          saturated,
          goals: GOALS,
          failures,
        }),
      );
    }
    log(failures.length === 0 ? '\nAll goals met.' : `\nGoals missed: ${failures.join('; ')}`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await world.close();
  }
}

await main();
