import { type ChildProcess, fork } from 'node:child_process';

export interface ForkModuleOptions {
  /** Node flags of the child, e.g. `--max-old-space-size=512`. */
  nodeFlags?: string[];
  /** The child's whole environment; empty unless given, so no server secret reaches a parser. */
  env?: Record<string, string>;
  /** The child's working folder. */
  cwd?: string;
}

/**
 * Forks a JavaScript module as a child process with an IPC channel (structured-clone
 * serialization, so typed arrays cross intact) and a piped stderr — the pattern of
 * packages/connectors' sandbox, except that the entry registers tsx itself
 * (`sandbox-entry.mjs`), after the parser libraries have loaded.
 * Throws what `child_process.fork` throws (a failed spawn is reported on the child's `error`).
 */
export function forkModule(entry: URL, options: ForkModuleOptions = {}): ChildProcess {
  return fork(entry, [], {
    execArgv: options.nodeFlags ?? [],
    env: options.env ?? {},
    cwd: options.cwd,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

/** Whether this package runs from its TypeScript sources (through tsx) rather than a build. */
export function isRunningTypeScript(): boolean {
  return import.meta.url.endsWith('.ts');
}
