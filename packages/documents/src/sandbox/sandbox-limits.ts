/** Bounds of one sandboxed parse (SECURITY E4). */
export interface SandboxLimits {
  /** The child's JavaScript heap (`--max-old-space-size`), in MB. */
  memoryMb: number;
  /** Wall-clock limit: past it the child is killed. */
  timeoutMs: number;
}

export const defaultSandboxLimits: SandboxLimits = { memoryMb: 512, timeoutMs: 120_000 };

/** What every sandboxed call takes besides its own arguments. */
export interface SandboxOptions {
  sandbox?: Partial<SandboxLimits>;
  /** Aborting kills the child; the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the child's process id once it runs (tests watch or kill it). */
  onStart?: (pid: number) => void;
}
