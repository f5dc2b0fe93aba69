import { readdirSync, readFileSync } from 'node:fs';

/** A process of the machine as Linux's /proc shows it. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Its process group (a server started by `startServer` leads its own). */
  group: number;
  /** One letter: R running, S sleeping, Z a zombie waiting for its parent (it has ended)… */
  state: string;
  /** CPU time used so far, in clock ticks (user and system). */
  cpuTicks: number;
  args: string;
}

/** Every process on the machine (Linux /proc); one that ends while it is read is left out. */
export function listProcesses(): ProcessInfo[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // The fields after the command in parentheses: state, ppid, group, … utime (12), stime (13).
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const stat = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      return [
        {
          pid: Number(entry),
          ppid: Number(stat[1]),
          group: Number(stat[2]),
          state: stat[0] ?? '',
          cpuTicks: Number(stat[11] ?? 0) + Number(stat[12] ?? 0),
          args,
        },
      ];
    } catch {
      return [];
    }
  });
}

/** Whether a process has not ended (a zombie has: it only waits for its parent). */
export const isAlive = (process: ProcessInfo) => process.state !== 'Z';

/** The processes below `root` (its children, theirs, …). */
export function descendantsOf(root: number): ProcessInfo[] {
  const all = listProcesses();
  const found: ProcessInfo[] = [];
  let parents = new Set([root]);
  while (parents.size > 0) {
    const children = all.filter((p) => parents.has(p.ppid));
    found.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return found;
}

/** The live processes of group `group` whose command line has `pattern` ('' for all). */
export function groupProcesses(group: number, pattern = ''): ProcessInfo[] {
  return listProcesses().filter((p) => p.group === group && isAlive(p) && p.args.includes(pattern));
}
