/** The server's memory over a run: its resident set read from /proc every few seconds. */
import { readFileSync } from 'node:fs';

/** The pids of a process's children (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** VmRSS of a process in MB, or 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process below `pid`, itself excluded. */
function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

export interface MemorySample {
  /** Seconds since sampling started. */
  at: number;
  /** The node process running the server (tsx's child). */
  serverMb: number;
  /** The server and every process it started (the query process, loaders). */
  treeMb: number;
  /** The largest of the processes the server started. */
  largestChildMb: number;
}

export interface MemorySummary {
  samples: number;
  startMb: number;
  endMb: number;
  maxMb: number;
  /** Least-squares slope of the server's RSS, MB per minute. */
  slopeMbPerMin: number;
  treeStartMb: number;
  treeEndMb: number;
  treeMaxMb: number;
  /** The most any one process the server started (a loader, the query process) held. */
  childMaxMb: number;
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let top = 0;
  let bottom = 0;
  for (const p of points) {
    top += (p.x - meanX) * (p.y - meanY);
    bottom += (p.x - meanX) ** 2;
  }
  return bottom === 0 ? 0 : top / bottom;
}

/**
 * Samples the RSS of the server started as `launcherPid` (tsx) every `everyMs` until `stop()`,
 * which answers the samples' summary.
 */
export function sampleMemory(
  launcherPid: number,
  everyMs: number,
): { stop(): MemorySummary; samples: MemorySample[] } {
  const samples: MemorySample[] = [];
  const started = performance.now();
  const take = () => {
    const [server = launcherPid] = childrenOf(launcherPid);
    const children = descendantsOf(server).map(rssMb);
    const serverMb = rssMb(server);
    samples.push({
      at: (performance.now() - started) / 1000,
      serverMb,
      treeMb: children.reduce((sum, mb) => sum + mb, serverMb),
      largestChildMb: Math.max(0, ...children),
    });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      const server = samples.map((s) => s.serverMb);
      const tree = samples.map((s) => s.treeMb);
      return {
        samples: samples.length,
        startMb: server[0] ?? 0,
        endMb: server.at(-1) ?? 0,
        maxMb: Math.max(...server),
        slopeMbPerMin: slope(samples.map((s) => ({ x: s.at / 60, y: s.serverMb }))),
        treeStartMb: tree[0] ?? 0,
        treeEndMb: tree.at(-1) ?? 0,
        treeMaxMb: Math.max(...tree),
        childMaxMb: Math.max(...samples.map((s) => s.largestChildMb)),
      };
    },
  };
}
