#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (API + web app + job worker + scheduler) on PORT (3000) with DATA_DIR (./data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(root, 'packages/contracts/src')];
  // The build's own settings count too (the CSP nonce placeholder is set there).
  const settings = ['vite.config.ts', 'index.html', 'package.json'].map((name) =>
    path.join(webDir, name),
  );
  return (
    sources.some((dir) => existsSync(dir) && newestMtime(dir) > built) ||
    settings.some((file) => existsSync(file) && statSync(file).mtimeMs > built)
  );
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@tabletalk/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// The server logs JSON lines; a person starting it wants one plain line saying where to go.
const port = process.env.PORT ?? '3000';
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const roles = process.env.PROCESS_ROLES ?? 'http';
const listenHost = process.env.HOST;
const probeHost =
  !listenHost || listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost;
if (roles.includes('http')) announceWhenReady(`http://${probeHost}:${port}/api/health`);

async function announceWhenReady(healthUrl) {
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) {
        console.log(`\n  Tabletalk is ready: open ${publicUrl}\n  (stop it with Ctrl+C)\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
