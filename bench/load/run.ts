/**
 * Load benchmark (`npm run bench:load`, issue 16): the real server (`startServer`: its own
 * process, production mode, rate limits on, behind one trusted proxy hop that the benchmark plays)
 * driven with autocannon on loopback. Each scenario is printed beside its anchor, the same traffic
 * in the same run against organizations whose source holds 10 rows (an empty database: no data
 * work), as a ratio, with the absolute figures and the goal:
 *
 *   L1   200 virtual users open the same 10-item dashboard (`dashboard/get-graphs`, what the web
 *        app calls to open one), arriving evenly within 10 s, each once. Goal: 0 errors, p95 ≤ 3 s;
 *        meanwhile a probe times `GET /api/config` (no I/O) every 50 ms, an outside measure of the
 *        server's event-loop lag: its p99 ≤ 100 ms (SECURITY L1).
 *   L2   50 requests/s for 2 minutes: 60 % dashboard opens, 30 % questions in a room
 *        (`db/init-conversation`), 10 % small CSV uploads, from 20 organizations. Goal: p95 ≤
 *        300 ms, 0 errors, the server's memory flat (RSS sampled from /proc every 2 s).
 *   CSV  the L2 mix again while one organization uploads a 1,000,000-row CSV and it loads.
 *        Goal: the mix's p99 within 1.1× of L2's (the mix alone).
 *   L4   the L2 mix for 1 minute while 20 organizations each upload a 10 MB CSV at once and
 *        they load. Goal: the mix's p99 within 1.1× of the same mix alone, run just before (after
 *        a 30 s warm-up mix);
 *        every upload ready; no loader (any process the server starts) above 512 MB (sampled
 *        every 250 ms).
 *   L5   credential stuffing, 12,000 attempts a minute (the target's 10,000 and more: the rate
 *        is shared evenly by the connections) from 100 addresses across 1,000 accounts
 *        (the organizations' real ones and made-up ones), beside 20 people signing in. Goal: 0
 *        successful stuffed sign-ins, the people's p95 ≤ 1 s, the server's memory ≤ 1 GB (RSS
 *        sampled every 2 s). Anchor: the people alone.
 *   L7   embedded dashboard views with a valid embed token, beside a tenth as many sending the
 *        token for another organization's dashboard. Reported: p95 and errors. Goal: no
 *        cross-tenant attempt answered.
 *
 * Options: --quick (durations ÷ 4, 10,000 rows, a 200,000-row big CSV),
 * --only L1,L2,CSV,L4,L5,L7, --rows <n> (100000), --organizations <n> (20), --big-rows <n>
 * (1000000), --stuffing-rate <n> (200 attempts/s), --embed-rate <n> (50 views/s, L7),
 * --postgres (a fresh database on the local PostgreSQL server, dropped afterwards), --server-log
 * <level> (the server's LOG_LEVEL, warn unless given: `info` writes every request with its status and every job start, to find where
 * 429s or slow loads come from), --json. Exits 1 when a goal is missed.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { writeSampleSalesCsv } from '../../apps/server/src/modules/sources/test-helpers';
import { askPath, QUESTIONS } from '../ask/questions';
import { percentile } from '../ask/stats';
import { numberOption } from '../options';
import { postgresDatabase } from '../postgres';
import { type MemorySummary, sampleMemory } from './memory';
import {
  clientAddress,
  merge,
  probeWhile,
  runStream,
  type StreamResult,
  type StreamSummary,
  summarizeStream,
} from './traffic';
import {
  buildWorld,
  call,
  type LoadWorld,
  newAddress,
  PASSWORD,
  renewSessions,
  uploadCsv,
  type Workspace,
  waitUntilReady,
} from './world';

const SCENARIOS = ['L1', 'L2', 'CSV', 'L4', 'L5', 'L7'] as const;
type Scenario = (typeof SCENARIOS)[number];

const GOALS = {
  l1: { p95Ms: 3_000, lagP99Ms: 100 },
  l2: { p95Ms: 300, slopeMbPerMin: 5 },
  csv: { p99Ratio: 1.1 },
  l4: { p99Ratio: 1.1, loadersMb: 512 },
  l5: { legitP95Ms: 1_000, maxRssMb: 1_024 },
};

const log = (line: string) => process.stdout.write(`${line}\n`);
const quick = process.argv.includes('--quick');

function onlyScenarios(): Set<Scenario> {
  const index = process.argv.indexOf('--only');
  if (index < 0) return new Set(SCENARIOS);
  const names = (process.argv[index + 1] ?? '').split(',').map((name) => name.trim().toUpperCase());
  const unknown = names.filter((name) => !SCENARIOS.includes(name as Scenario));
  if (unknown.length > 0) throw new Error(`--only: unknown ${unknown.join(', ')}`);
  return new Set(names as Scenario[]);
}

/** A duration of the full run, a quarter of it with --quick (at least 5 s). */
const seconds = (full: number) => (quick ? Math.max(5, Math.round(full / 4)) : full);

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const ratio = (subject: number, anchor: number) => `${(subject / anchor).toFixed(2)}×`;
const verdict = (passed: boolean) => (passed ? 'ok' : 'MISSED');

function describe(summary: StreamSummary): string {
  const refusals = Object.entries(summary.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  return (
    `${summary.requests} requests (${summary.perSecond.toFixed(1)}/s), p50 ${ms(summary.p50)}, ` +
    `p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}, errors ` +
    `${summary.errors}${refusals ? ` (${refusals})` : ''}`
  );
}

const jsonHeaders = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
});

/** Opening a dashboard as the web app does: one `dashboard/get-graphs`. */
function openDashboard(workspace: Workspace, address: string): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/dashboard/get-graphs',
    headers: jsonHeaders({ ...workspace.user.headers, 'x-forwarded-for': address }),
    body: JSON.stringify({ dashboardId: workspace.dashboardId }),
  };
}

/**
 * L1: 200 people open the same dashboard within `seconds` (arrivals spread evenly), each once;
 * every open is waited for, however long it takes.
 */
function l1(world: LoadWorld, workspace: Workspace, within: number): Promise<StreamResult> {
  return runStream({
    baseUrl: world.server.url,
    connections: L1_PEOPLE,
    amount: L1_PEOPLE,
    rate: L1_PEOPLE / within,
    requests: () => [openDashboard(workspace, newAddress())],
  });
}

/** A multipart body with a small CSV named `name`, as the web app's upload sends it. */
function uploadBody(csv: string, name: string, boundary: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="small.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`
  );
}

const MIX_RATE = 50;
const L1_PEOPLE = 200;
/** L4: organizations uploading at once, and the rows of each one's file (about 10 MB). */
const L4_UPLOADERS = 20;
const L4_ROWS = 115_000;

/** People signing in during L5, each from their own address. */
const SIGN_IN_PEOPLE = 20;
/** Sign-ins a second of the 20 people in all: 3 a minute each, under the route's 10 per address. */
const PEOPLE_RATE = 1;
/** The attackers' addresses and the accounts they try (SECURITY L5). */
const STUFFING_ADDRESSES = 100;
const STUFFED_ACCOUNTS = 1_000;

/**
 * Connections for a stream of `rate` requests/s: a connection waits for its answer before it
 * sends again, so a stream keeps its rate while answers take up to 3 s (a person with several
 * tabs: the people stay the workspaces' owners, in turn).
 */
const connectionsFor = (rate: number, people: number) => Math.max(people, Math.ceil(rate * 3));

/** L2's mix over `workspaces` (one person each): three streams at 60/30/10 % of 50/s. */
async function mix(world: LoadWorld, workspaces: Workspace[], duration: number) {
  const at = (index: number) => workspaces[index % workspaces.length] as Workspace;
  const csv = readFileSync(world.smallCsv, 'utf8');
  const boundary = `----loadbench${Date.now().toString(36)}`;
  let uploaded = 0;
  const base = { baseUrl: world.server.url, duration };
  const [views, questions, uploads] = await Promise.all([
    runStream({
      ...base,
      connections: connectionsFor(MIX_RATE * 0.6, workspaces.length),
      rate: MIX_RATE * 0.6,
      requests: (index) => [openDashboard(at(index), at(index).user.address)],
    }),
    runStream({
      ...base,
      // One person per workspace: 45 questions a minute each, under the 60 a person may ask.
      connections: workspaces.length,
      rate: MIX_RATE * 0.3,
      requests: (index) =>
        QUESTIONS.map((question, turn) => ({
          method: 'GET' as const,
          path: askPath(at(index), QUESTIONS[(index + turn) % QUESTIONS.length] ?? question),
          headers: at(index).user.headers,
        })),
    }),
    runStream({
      ...base,
      connections: connectionsFor(MIX_RATE * 0.1, workspaces.length),
      rate: MIX_RATE * 0.1,
      requests: (index) => [
        {
          method: 'POST' as const,
          path: '/api/db/add-database',
          headers: {
            ...at(index).user.headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          // Each upload named apart, so each is loaded: the same file under the same name would
          // answer the source the first one made (SECURITY I4).
          setupRequest: (request) => {
            uploaded += 1;
            return { ...request, body: uploadBody(csv, `Small ${uploaded}`, boundary) };
          },
        },
      ],
    }),
  ]);
  return {
    all: merge([views, questions, uploads]),
    views: summarizeStream(views),
    questions: summarizeStream(questions),
    uploads: summarizeStream(uploads),
  };
}

async function withMemory<T>(world: LoadWorld, run: () => Promise<T>, everyMs = 2_000) {
  if (!world.server.pid) throw new Error('the server has no pid');
  const sampler = sampleMemory(world.server.pid, everyMs);
  const result = await run();
  return { result, memory: sampler.stop() };
}

function describeMemory(memory: MemorySummary): string {
  return (
    `server RSS start ${memory.startMb.toFixed(0)} MB, end ${memory.endMb.toFixed(0)} MB, ` +
    `max ${memory.maxMb.toFixed(0)} MB, slope ${memory.slopeMbPerMin.toFixed(1)} MB/min ` +
    `(${memory.samples} samples; with its child processes ${memory.treeStartMb.toFixed(0)} → ` +
    `${memory.treeEndMb.toFixed(0)} MB, max ${memory.treeMaxMb.toFixed(0)} MB; ` +
    `its largest child ${memory.childMaxMb.toFixed(0)} MB)`
  );
}

/**
 * Waits (at most `timeoutMs`) until no organization has a source still loading: uploads load
 * one at a time per server process, so a mix's uploads can outlast it. Answers the seconds
 * waited and the sources still loading then.
 */
async function waitForLoads(world: LoadWorld, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    let loading = 0;
    for (const workspace of world.data) {
      const sources = await call<{ data: { status: string }[] }>(
        world.server.url,
        workspace.user.headers,
        'GET',
        'db/sources',
      );
      loading += sources.data.filter((source) => /PENDING/.test(source.status)).length;
    }
    const waited = performance.now() - started;
    if (loading === 0 || waited > timeoutMs) return { seconds: waited / 1000, loading };
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * A CSV of `rows` rows uploaded by the first `uploaders` organizations while the mix runs: for
 * each, the time until its upload was answered and until its source was ready (NaN when it was
 * not within 5 minutes of the mix's end), taken when it happened. `sentFirst`: the uploads are
 * answered before the mix starts, so that their loads are first in the queue (CSV); otherwise
 * they are sent as it starts (L4). The server's processes are sampled every `sampleEveryMs`.
 */
async function uploadsDuringMix(
  world: LoadWorld,
  options: {
    rows: number;
    uploaders: number;
    name: string;
    duration: number;
    sentFirst: boolean;
    sampleEveryMs: number;
  },
) {
  const csv = join(world.server.dataDir, `bench-${options.name.replaceAll(' ', '-')}.csv`);
  writeSampleSalesCsv(csv, { rowCount: options.rows });
  const sizeMb = statSync(csv).size / 1_000_000;
  const started = performance.now();
  const send = async (workspace: Workspace) => {
    const sourceId = await uploadCsv(world.server, workspace.user, csv, options.name);
    return { workspace, sourceId, answeredMs: performance.now() - started };
  };
  const owners = world.data.slice(0, options.uploaders);
  const sent = options.sentFirst ? await Promise.all(owners.map(send)) : undefined;
  const uploads = Promise.all(
    owners.map(async (owner, index) => {
      const { workspace, sourceId, answeredMs } = sent?.[index] ?? (await send(owner));
      const timeoutMs = options.duration * 1000 + 300_000;
      const ready = await waitUntilReady(world.server, workspace.user, sourceId, timeoutMs);
      return { answeredMs, readyMs: ready ? performance.now() - started : Number.NaN };
    }),
  );
  const [withUploads, done] = await Promise.all([
    withMemory(world, () => mix(world, world.data, options.duration), options.sampleEveryMs),
    uploads,
  ]);
  return { withUploads, done, sizeMb };
}

/** People signing in, each from their own address, `rate` sign-ins a second in all. */
function people(world: LoadWorld, rate: number, duration: number) {
  return runStream({
    baseUrl: world.server.url,
    connections: world.signInUsers.length,
    rate,
    duration,
    requests: (index) => {
      const person = world.signInUsers[index % world.signInUsers.length];
      return [
        {
          method: 'POST',
          path: '/api/auth/signin',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': person?.address ?? '' },
          body: JSON.stringify({ email: person?.email, password: PASSWORD }),
        },
      ];
    },
  });
}

/**
 * Credential stuffing: every attempt one of `STUFFED_ACCOUNTS` addresses (the organizations' and
 * the people's real ones, the rest made up) with a leaked-looking password, from one of
 * `STUFFING_ADDRESSES` client addresses.
 */
function stuffing(world: LoadWorld, rate: number, duration: number) {
  const real = [
    ...world.data.map((workspace) => workspace.user.email),
    ...world.signInUsers.map((person) => person.email),
  ];
  const emails = [
    ...real,
    ...Array.from({ length: STUFFED_ACCOUNTS - real.length }, (_, i) => `victim${i}@example.org`),
  ];
  let attempt = 0;
  return runStream({
    baseUrl: world.server.url,
    // One connection per attacking address.
    connections: STUFFING_ADDRESSES,
    rate,
    duration,
    requests: () => [
      {
        method: 'POST',
        path: '/api/auth/signin',
        setupRequest: (request) => {
          attempt += 1;
          const email = emails[(attempt * 7_919) % emails.length];
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': clientAddress(100_000 + (attempt % STUFFING_ADDRESSES)),
            },
            body: JSON.stringify({ email, password: `Summer${attempt}!leaked` }),
          };
        },
      },
    ],
  });
}

/**
 * Embedded views of a dashboard with its embed token, from 50 viewers' addresses. With `target`,
 * the token of `workspace`'s dashboard is sent for `target`'s dashboard (another organization's):
 * a cross-tenant attempt, which must never be answered.
 */
async function embedViews(
  world: LoadWorld,
  workspace: Workspace,
  rate: number,
  duration: number,
  target: Workspace = workspace,
) {
  const code = await call<{ data: { token: string } }>(
    world.server.url,
    workspace.user.headers,
    'POST',
    'dashboard/generate-embed-code',
    { dashboardId: workspace.dashboardId },
  );
  return runStream({
    baseUrl: world.server.url,
    // A viewer (an address) per connection, each at most 1 view a second: under the embed
    // view's 120 a minute per address at any rate.
    connections: Math.max(50, Math.ceil(rate)),
    rate,
    duration,
    requests: () => [
      {
        method: 'GET',
        path: `/api/dashboard/get-embed-dashboard/${target.dashboardId}`,
        headers: { authorization: `Bearer ${code.data.token}`, 'x-forwarded-for': newAddress() },
      },
    ],
  });
}

/** Questions are limited per person per minute: waits until the set-up's are forgotten. */
async function setUpQuestionsForgotten(world: LoadWorld): Promise<void> {
  const wait = world.readyAt + 61_000 - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function main(): Promise<void> {
  const only = onlyScenarios();
  const rows = numberOption('rows', quick ? 10_000 : 100_000);
  const organizations = numberOption('organizations', 20);
  const bigRows = numberOption('big-rows', quick ? 200_000 : 1_000_000);
  const stuffingRate = numberOption('stuffing-rate', 200);
  const json = process.argv.includes('--json');
  const postgres = process.argv.includes('--postgres') ? postgresDatabase('tt_load') : undefined;
  const logIndex = process.argv.indexOf('--server-log');
  const serverLog = logIndex >= 0 ? process.argv[logIndex + 1] : undefined;
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    database: postgres ? 'postgresql' : 'pglite',
    quick,
  };
  const passed: Record<string, boolean> = {};
  log(
    `setting up on ${postgres ? 'PostgreSQL' : 'PGlite'}: ${organizations} organizations, ` +
      `${rows.toLocaleString('en-US')} rows each…`,
  );
  const setupStarted = performance.now();
  const world = await buildWorld({
    organizations,
    signInUsers: SIGN_IN_PEOPLE,
    rows,
    plan: 'Enterprise',
    ...(serverLog ? { serverEnv: { LOG_LEVEL: serverLog } } : {}),
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    log,
  });
  log(`  ready in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`);
  try {
    const [data, empty] = [world.data[0] as Workspace, world.empty[0] as Workspace];
    if (only.has('L1')) {
      await renewSessions(world);
      const within = 10;
      const configUrl = `${world.server.url}/api/config`;
      const anchorRun = await probeWhile(configUrl, l1(world, empty, within));
      const subjectRun = await probeWhile(configUrl, l1(world, data, within));
      const anchor = summarizeStream(anchorRun.result);
      const subject = summarizeStream(subjectRun.result);
      const lag = {
        subjectP99: percentile(subjectRun.latencies, 99),
        anchorP99: percentile(anchorRun.latencies, 99),
        probes: subjectRun.latencies.length,
      };
      passed.L1 =
        subject.errors === 0 &&
        subject.p95 <= GOALS.l1.p95Ms &&
        lag.subjectP99 <= GOALS.l1.lagP99Ms;
      report.L1 = { subject, anchor, lag };
      log(`L1 ${L1_PEOPLE} people opening one 10-item dashboard within ${within} s, once each`);
      log(`  subject: ${describe(subject)}`);
      log(`  anchor (10-row source): ${describe(anchor)}`);
      log(
        `  event-loop probe (GET /api/config every 50 ms, ${lag.probes} probes): p99 ` +
          `${ms(lag.subjectP99)} (anchor ${ms(lag.anchorP99)})`,
      );
      log(
        `  p95 ${ratio(subject.p95, anchor.p95)} the anchor; goal 0 errors, p95 ≤ ` +
          `${ms(GOALS.l1.p95Ms)}, probe p99 ≤ ${ms(GOALS.l1.lagP99Ms)}: ${verdict(passed.L1)}`,
      );
    }
    let mixAlone: StreamSummary | undefined;
    if (only.has('L2') || only.has('CSV')) {
      await renewSessions(world);
      const duration = seconds(120);
      await setUpQuestionsForgotten(world);
      const anchor = await withMemory(world, () => mix(world, world.empty, duration));
      const drained = await waitForLoads(world, 120_000);
      log(
        `  (the anchor's uploads: ${drained.loading} still loading after ` +
          `${drained.seconds.toFixed(0)} s of waiting)`,
      );
      const subject = await withMemory(world, () => mix(world, world.data, duration));
      const all = summarizeStream(subject.result.all);
      const anchorAll = summarizeStream(anchor.result.all);
      mixAlone = all;
      passed.L2 =
        all.errors === 0 &&
        all.p95 <= GOALS.l2.p95Ms &&
        subject.memory.slopeMbPerMin <= GOALS.l2.slopeMbPerMin;
      report.L2 = {
        subject: { ...subject.result, all, memory: subject.memory },
        anchor: { ...anchor.result, all: anchorAll, memory: anchor.memory },
      };
      log(`L2 the mix at ${MIX_RATE}/s for ${duration} s (${organizations} organizations)`);
      log(`  subject: ${describe(all)}`);
      log(`    opens ${describe(subject.result.views)}`);
      log(`    questions ${describe(subject.result.questions)}`);
      log(`    uploads ${describe(subject.result.uploads)}`);
      log(`    ${describeMemory(subject.memory)}`);
      log(`  anchor (10-row sources): ${describe(anchorAll)}`);
      log(`    ${describeMemory(anchor.memory)}`);
      log(
        `  p95 ${ratio(all.p95, anchorAll.p95)} the anchor; goal p95 ≤ ${ms(GOALS.l2.p95Ms)}, ` +
          `0 errors, memory flat (slope ≤ ${GOALS.l2.slopeMbPerMin} MB/min): ${verdict(passed.L2)}`,
      );
    }
    if (only.has('CSV') && mixAlone) {
      await renewSessions(world);
      const duration = seconds(120);
      const backlog = await waitForLoads(world, 120_000);
      log(
        `  (the mixes' uploads: ${backlog.loading} still loading after ` +
          `${backlog.seconds.toFixed(0)} s of waiting)`,
      );
      const { withUploads: withBig, done } = await uploadsDuringMix(world, {
        rows: bigRows,
        uploaders: 1,
        name: 'Big',
        duration,
        sentFirst: true,
        sampleEveryMs: 2_000,
      });
      const big = {
        uploadedMs: done[0]?.answeredMs ?? Number.NaN,
        readyMs: done[0]?.readyMs ?? Number.NaN,
      };
      const all = summarizeStream(withBig.result.all);
      passed.CSV = all.p99 <= mixAlone.p99 * GOALS.csv.p99Ratio;
      report.CSV = { subject: { all, memory: withBig.memory, big }, anchor: mixAlone };
      log(`CSV a ${bigRows.toLocaleString('en-US')}-row CSV loaded during the mix`);
      log(`  mix: ${describe(all)}`);
      log(
        `  the big file: uploaded in ${ms(big.uploadedMs)}, ` +
          (Number.isNaN(big.readyMs)
            ? 'not ready 5 minutes after the mix ended'
            : `ready in ${ms(big.readyMs)}${big.readyMs > duration * 1000 ? ' (after the mix ended)' : ''}`),
      );
      log(`    ${describeMemory(withBig.memory)}`);
      log(
        `  p99 ${ratio(all.p99, mixAlone.p99)} the mix alone (${ms(mixAlone.p99)}); goal ≤ ` +
          `${GOALS.csv.p99Ratio}×: ${verdict(passed.CSV)}`,
      );
    }
    if (only.has('L4')) {
      await renewSessions(world);
      await setUpQuestionsForgotten(world);
      const duration = seconds(60);
      const backlog = await waitForLoads(world, 120_000);
      log(
        `  (earlier uploads: ${backlog.loading} still loading after ` +
          `${backlog.seconds.toFixed(0)} s of waiting)`,
      );
      // A fresh server answers its first minutes slower (code still compiled, caches cold): a
      // warm-up mix is run and discarded first, so the anchor is not the colder side.
      await mix(world, world.data, seconds(30));
      await waitForLoads(world, 120_000);
      const alone = await withMemory(world, () => mix(world, world.data, duration));
      await waitForLoads(world, 120_000);
      const { withUploads, done, sizeMb } = await uploadsDuringMix(world, {
        rows: L4_ROWS,
        uploaders: L4_UPLOADERS,
        name: 'Ten MB',
        duration,
        sentFirst: false,
        // Sampled often: a load's peak is short.
        sampleEveryMs: 250,
      });
      const anchor = summarizeStream(alone.result.all);
      const all = summarizeStream(withUploads.result.all);
      const answered = done.map((upload) => upload.answeredMs);
      const ready = done.map((upload) => upload.readyMs);
      const loadersMb = withUploads.memory.childMaxMb;
      passed.L4 =
        all.errors === 0 &&
        all.p99 <= anchor.p99 * GOALS.l4.p99Ratio &&
        ready.every(Number.isFinite) &&
        loadersMb <= GOALS.l4.loadersMb;
      report.L4 = {
        subject: { all, memory: withUploads.memory, answered, ready, sizeMb },
        anchor: { all: anchor, memory: alone.memory },
      };
      log(
        `L4 ${L4_UPLOADERS} uploads of a ${sizeMb.toFixed(1)} MB CSV at once during the mix, ${duration} s`,
      );
      log(`  mix: ${describe(all)}`);
      log(
        `  the uploads: answered within ${ms(Math.max(...answered))}, all ready within ` +
          `${ms(Math.max(...ready))} (${ready.filter(Number.isFinite).length}/${ready.length} ready)`,
      );
      log(`    ${describeMemory(withUploads.memory)}`);
      log(`  anchor (the mix alone): ${describe(anchor)}`);
      log(
        `  p99 ${ratio(all.p99, anchor.p99)} the mix alone; goal ≤ ${GOALS.l4.p99Ratio}×, 0 errors, ` +
          `all ready, the largest loader or query process ${loadersMb.toFixed(0)} MB ≤ ` +
          `${GOALS.l4.loadersMb} MB: ${verdict(passed.L4)}`,
      );
    }
    if (only.has('L7')) {
      await renewSessions(world);
      const duration = seconds(30);
      const rate = numberOption('embed-rate', 50);
      const anchor = summarizeStream(await embedViews(world, empty, rate, duration));
      // Beside the views, a tenth as many with the token of one organization's dashboard sent
      // for another organization's.
      const other = (world.data[1] ?? data) as Workspace;
      const [views, foreign] = await Promise.all([
        embedViews(world, data, rate, duration),
        embedViews(world, data, Math.max(5, Math.round(rate / 10)), duration, other),
      ]);
      const subject = summarizeStream(views);
      const crossTenant = summarizeStream(foreign);
      const answered = Object.entries(crossTenant.statuses)
        .filter(([status]) => status.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0);
      passed.L7 = answered === 0 && other !== data;
      report.L7 = { subject, anchor, rate, crossTenant, crossTenantAnswered: answered };
      log(`L7 embedded dashboard views at ${rate}/s for ${duration} s`);
      log(`  subject: ${describe(subject)}`);
      log(`  anchor (10-row source): ${describe(anchor)}`);
      log(
        `  cross-tenant attempts (a token for another organization's dashboard): ` +
          `${describe(crossTenant)}; answered: ${answered}`,
      );
      log(
        `  p95 ${ratio(subject.p95, anchor.p95)} the anchor (reported); goal 0 cross-tenant ` +
          `answers: ${verdict(passed.L7)}`,
      );
    }
    if (only.has('L5')) {
      await renewSessions(world);
      const duration = seconds(60);
      const anchor = summarizeStream(await people(world, PEOPLE_RATE, duration));
      const { result, memory } = await withMemory(world, () =>
        Promise.all([
          people(world, PEOPLE_RATE, duration),
          stuffing(world, stuffingRate, duration),
        ]),
      );
      const [legit, attack] = result;
      const subject = summarizeStream(legit);
      const attempts = summarizeStream(attack);
      const succeeded = attempts.statuses['200'] ?? 0;
      passed.L5 =
        succeeded === 0 &&
        subject.errors === 0 &&
        subject.p95 <= GOALS.l5.legitP95Ms &&
        memory.maxMb <= GOALS.l5.maxRssMb;
      report.L5 = { subject, anchor, attack: attempts, succeeded, memory };
      log(
        `L5 credential stuffing at ${stuffingRate}/s from ${STUFFING_ADDRESSES} addresses across ` +
          `${STUFFED_ACCOUNTS.toLocaleString('en-US')} accounts beside ${PEOPLE_RATE} sign-ins/s of ` +
          `${SIGN_IN_PEOPLE} people, ${duration} s`,
      );
      log(`  stuffed attempts: ${describe(attempts)}; signed in: ${succeeded}`);
      log(`  people: ${describe(subject)}`);
      log(`    ${describeMemory(memory)}`);
      log(`  anchor (the people alone): ${describe(anchor)}`);
      log(
        `  p95 ${ratio(subject.p95, anchor.p95)} the anchor; goal 0 stuffed sign-ins, people's ` +
          `p95 ≤ ${ms(GOALS.l5.legitP95Ms)}, 0 errors, server RSS ≤ ${GOALS.l5.maxRssMb} MB: ` +
          `${verdict(passed.L5)}`,
      );
    }
    if (json) log(JSON.stringify({ ...report, passed }));
    if (!Object.values(passed).every(Boolean)) process.exitCode = 1;
  } finally {
    await world.close();
    postgres?.drop();
  }
}

await main();
