#!/usr/bin/env node
// `npm test`: every check, in order: lint, types, unit and integration tests (on PGlite, then on
// PostgreSQL when one is reachable), the web build, and the browser journeys in headless Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCI = process.env.CI === 'true';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reportDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

const suiteStarted = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    printTotals();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title}: ${seconds(started)}`);
}

/**
 * Runs commands two at a time (both cores), each one's output printed whole when it ends, and
 * fails like `run` when any of them failed.
 */
async function runTwoAtATime(title, commands) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const queue = [...commands];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, ...args] = next;
      const { status, output } = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) => resolve({ status: code, output: Buffer.concat(chunks) }));
      });
      console.log(`  ${next.join(' ')}${status === 0 ? '' : ' — failed'}`);
      process.stdout.write(output);
      if (status !== 0) failed.push(next.join(' '));
    }
  };
  await Promise.all([lane(), lane()]);
  if (failed.length > 0) {
    console.error(`\n✖ ${title} failed: ${failed.join(', ')}`);
    printTotals();
    process.exit(1);
  }
  console.log(`✔ ${title}: ${seconds(started)}`);
}

/** The `tsc -p …` commands of package.json's typecheck script, one per project. */
function typecheckCommands() {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    .typecheck;
  return script.split('&&').map((part) => ['npx', ...part.trim().split(/\s+/)]);
}

function vitest(title, args, env = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  );
  if (existsSync(report)) {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += data.numPassedTests ?? 0;
    totals.failed += data.numFailedTests ?? 0;
    totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  }
}

function printTotals() {
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
      ` (${seconds(suiteStarted)} in all)`,
  );
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      "The browser journeys need Debian's Chromium at /usr/bin/chromium. Install it with:\n" +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  run('Installing Chromium (Debian package)', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

function canReach(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

ensureChromium();
run('Lint (Biome)', 'npx', ['biome', 'check', '.']);
run('Module boundaries (dependency-cruiser)', 'npx', [
  'tsx',
  'apps/server/test/module-boundaries.ts',
]);
await runTwoAtATime('Types (tsc, strict)', typecheckCommands());
// The web's component tests (jsdom) run on their own: in the same workers as the node tests, each
// switch of environment loaded the server's modules again (the pass took 503 s instead of 373 s).
vitest('Unit and integration tests (PGlite)', ['packages/', 'apps/server/'], {
  TEST_BOUNDS: 'skip',
});
vitest('Web component tests (jsdom)', ['apps/web/']);
vitest('Time and memory bounds (one file at a time)', [], { TEST_BOUNDS: 'only' });
vitest('Benchmark harness tests', ['--root', 'bench/nlq']);
vitest('Ask benchmark harness tests', ['--root', 'bench/ask']);
vitest('OCR benchmark harness tests', ['--root', 'bench/ocr']);
vitest('Retrieval benchmark harness tests', ['--root', 'bench/retrieval']);
vitest('Load benchmark harness tests', ['--root', 'bench/load']);
if (await canReach(pgUrl)) {
  vitest('Integration tests (PostgreSQL)', ['apps/server'], {
    TEST_DATABASE_URL: pgUrl,
    TEST_BOUNDS: 'skip',
  });
} else if (isCI) {
  console.error(`\n✖ PostgreSQL is not reachable at ${pgUrl}; CI requires it.`);
  process.exit(1);
} else {
  console.warn(
    `\n! PostgreSQL is not reachable at ${pgUrl}: integration tests ran on PGlite only.`,
  );
}
run('Web build', 'npm', ['run', '--silent', 'build']);
vitest('Browser journeys (headless Chromium)', ['--config', 'e2e/vitest.config.ts']);
printTotals();
