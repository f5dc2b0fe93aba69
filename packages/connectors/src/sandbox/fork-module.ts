import { type ChildProcess, fork } from 'node:child_process';

export interface ForkModuleOptions {
  /** Node flags of the child, e.g. `--max-old-space-size=512`. */
  nodeFlags?: string[];
  /** The child's whole environment; empty unless given, so no server secret reaches a parser. */
  env?: Record<string, string>;
}

/**
 * Forks a module of this package as a child process with an IPC channel (structured-clone
 * serialization, so `Infinity` and nested objects cross intact) and a piped stderr. The app runs
 * its TypeScript through tsx, whose loader a child does not inherit: from a `.ts` source the child
 * loads tsx first (`--import`); a compiled build (`.js`) forks the `.js` file directly.
 * Throws what `child_process.fork` throws (a failed spawn is reported on the child's `error`).
 * @example const child = forkModule(new URL('./ingest-child.ts', import.meta.url));
 */
export function forkModule(entry: URL, options: ForkModuleOptions = {}): ChildProcess {
  const isTypeScript = entry.pathname.endsWith('.ts') && import.meta.url.endsWith('.ts');
  const loader = isTypeScript ? ['--import', import.meta.resolve('tsx')] : [];
  const target = isTypeScript ? entry : new URL(entry.href.replace(/\.ts$/, '.js'));
  return fork(target, [], {
    execArgv: [...(options.nodeFlags ?? []), ...loader],
    env: options.env ?? {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}
