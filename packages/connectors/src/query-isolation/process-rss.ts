import { readFile } from 'node:fs/promises';

/**
 * The resident memory of process `pid` in MB, read from `/proc/<pid>/status` (VmRSS), or null
 * where there is no /proc (not Linux) or the process is gone. Never throws.
 */
export async function readProcessRssMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status?.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return match?.[1] ? Number(match[1]) / 1024 : null;
}
